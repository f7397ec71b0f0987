import Foundation

/// A view of the laid-out tree as the layout engine sees it: a leaf that sizes itself (a text, a shape),
/// or a container whose ``Layout`` sizes and places its children.
///
/// Layout runs in two steps, as SwiftUI's: sizes are asked for (``sizeThatFits(_:)``, remembered per
/// proposal, so a stack asking a child several times costs one measurement each), then the root is
/// placed (``place(in:proposal:)``), which places every node below it. Frames are in the root's
/// coordinates, left to right; a right-to-left tree is mirrored afterwards (``mirror(within:)``).
package final class LayoutNode {
    /// What sizes the node.
    package enum Content {
        /// A view that sizes itself.
        case leaf(any LeafLayout)
        /// A layout and the nodes it lays out.
        case container(any ContainerLayout, [LayoutNode])
    }

    package let content: Content
    /// Values the view gives the layout it is in: its priority, its layout values.
    package var traits: LayoutTraits
    /// What the view module draws for this node (opaque here).
    package var payload: AnyObject?
    /// The reading direction of the view's environment: children of a right-to-left node are mirrored.
    package var direction: LayoutDirection
    /// A name for dumps and messages (`Text("Wi-Fi")`, `HStack`).
    package var name: String

    /// The frame, once placed, in the root's coordinates.
    package private(set) var frame: CGRect = .zero
    /// The proposal the node was placed with.
    package private(set) var placedProposal: ProposedViewSize = .unspecified

    private var sizes: [(ProposedViewSize, CGSize)] = []
    private var alignments: [AlignmentQuery: CGFloat?] = [:]

    /// A leaf.
    package init(leaf: any LeafLayout, name: String, traits: LayoutTraits = LayoutTraits(),
                 direction: LayoutDirection = .leftToRight) {
        content = .leaf(leaf)
        self.name = name
        self.traits = traits
        self.direction = direction
    }

    /// A container of `children` laid out by `layout`.
    package init<L: Layout>(layout: L, children: [LayoutNode], name: String, traits: LayoutTraits = LayoutTraits(),
                            direction: LayoutDirection = .leftToRight) {
        let box = LayoutBox(layout)
        content = .container(box, children)
        self.name = name
        self.traits = traits
        self.direction = direction
        box.prepare(subviews: LayoutSubviews(nodes: children, direction: direction))
    }

    /// The nodes this one lays out (none for a leaf).
    package var children: [LayoutNode] {
        if case .container(_, let children) = content { return children }
        return []
    }

    /// The node's size for a proposal.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = sizes.first(where: { $0.0 == proposal }) { return known.1 }
        let size: CGSize
        switch content {
        case .leaf(let leaf):
            size = leaf.sizeThatFits(proposal)
        case .container(let layout, let children):
            size = layout.sizeThatFits(proposal, subviews: LayoutSubviews(nodes: children, direction: direction))
        }
        let finite = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                            height: size.height.isFinite ? max(0, size.height) : 0)
        if sizes.count >= 8 { sizes.removeFirst() }
        sizes.append((proposal, finite))
        return finite
    }

    /// The spacing the node prefers around it.
    package var spacing: ViewSpacing {
        if let spacing = traits.spacing { return spacing }
        switch content {
        case .leaf(let leaf): return leaf.spacing
        case .container(let layout, let children):
            return layout.spacing(subviews: LayoutSubviews(nodes: children, direction: direction))
        }
    }

    /// The value the node gives `key` itself at a size, or `nil`.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let query = AlignmentQuery(key: key, width: size.width, height: size.height)
        if let known = alignments[query] { return known }
        let value: CGFloat?
        switch content {
        case .leaf(let leaf):
            value = leaf.explicitAlignment(key, in: size)
        case .container(let layout, let children):
            value = layout.explicitAlignment(key, size: size, proposal: proposal,
                                             subviews: LayoutSubviews(nodes: children, direction: direction))
        }
        alignments[query] = value
        return value
    }

    /// The node's size and guides for a proposal.
    package func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] key in
            self.explicitAlignment(key, size: size, proposal: proposal)
        }
    }

    /// Places the node in `frame` (its size for `proposal`) and everything below it.
    package func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
        if case .container(let layout, let children) = content {
            layout.placeSubviews(in: frame, proposal: proposal,
                                 subviews: LayoutSubviews(nodes: children, direction: direction, placement: .commit))
        }
    }

    /// Flips the frames of right-to-left subtrees: SwiftUI lays out left to right and flips each view's x
    /// within its parent when the parent's direction is right to left (Apple: `LayoutSubviews.layoutDirection`).
    /// A left-to-right subtree inside a right-to-left one moves with its parent but keeps its own order.
    package func applyLayoutDirection() {
        applyLayoutDirection(carry: 0)
    }

    private func applyLayoutDirection(carry: CGFloat) {
        frame.origin.x += carry
        for child in children {
            var childCarry = carry
            if direction == .rightToLeft {
                let moved = child.frame.minX + carry
                let flipped = frame.minX + (frame.maxX - (moved + child.frame.width))
                childCarry = flipped - child.frame.minX
            }
            child.applyLayoutDirection(carry: childCarry)
        }
    }

    /// Moves the node's subtree by an offset without laying it out again (`.offset`).
    package func translate(dx: CGFloat, dy: CGFloat) {
        frame.origin.x += dx
        frame.origin.y += dy
        for child in children { child.translate(dx: dx, dy: dy) }
    }
}

/// A cached alignment query: a guide at a size.
private struct AlignmentQuery: Hashable {
    let key: AlignmentKey
    let width: CGFloat
    let height: CGFloat
}

/// What a view gives its container besides its size: SwiftUI's layout traits.
package struct LayoutTraits {
    /// `.layoutPriority`: higher is offered space first. 0 unless set.
    package var priority: Double = 0
    /// `.layoutValue(key:value:)` values by key.
    package var values: [ObjectIdentifier: Any] = [:]
    /// Spacing that replaces the node's own (`Spacer`, `Divider`); `nil` for the node's own.
    package var spacing: ViewSpacing?
    /// A spacer's minimum length and whether it is one: stacks let spacers take the room left over.
    package var spacer: SpacerTrait?

    package init() {}
}

/// What a stack needs to know of a spacer.
package struct SpacerTrait {
    /// The least length along the stack, or `nil` for the default spacing.
    package var minLength: CGFloat?
    package init(minLength: CGFloat?) { self.minLength = minLength }
}

/// A view that sizes itself: a text, an image, a shape, a colour.
package protocol LeafLayout: AnyObject {
    /// The view's size for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The value the view gives a guide itself (a text's baselines), or `nil`.
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat?
    /// The spacing the view prefers around it.
    var spacing: ViewSpacing { get }
}

extension LeafLayout {
    package func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }
    package var spacing: ViewSpacing { ViewSpacing() }
}

extension HorizontalAlignment {
    /// Whether this is the guide `key` names.
    package func matches(_ key: AlignmentKey) -> Bool { self.key == key }
}

extension VerticalAlignment {
    /// Whether this is the guide `key` names.
    package func matches(_ key: AlignmentKey) -> Bool { self.key == key }
}
