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

    package private(set) var content: Content
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
    /// Whether its layout left the node out of the picture (a `ViewThatFits` child not chosen): not drawn.
    package var isExcluded = false
    /// Whether the node was placed since its parent began placing its children.
    private var isPlaced = false

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
        // Infinite sizes are kept: a stack asks for the length at an infinite proposal to learn how flexible a
        // view is (a `Color` answers ∞). Negative and undefined sizes are 0.
        let sane = CGSize(width: size.width.isNaN ? 0 : max(0, size.width),
                          height: size.height.isNaN ? 0 : max(0, size.height))
        if sizes.count >= 8 { sizes.removeFirst() }
        sizes.append((proposal, sane))
        return sane
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
        return ViewDimensions(size: size) { key in
            self.explicitAlignment(key, size: size, proposal: proposal)
        }
    }

    /// Places the node in `frame` (its size for `proposal`) and everything below it.
    package func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
        isExcluded = false
        isPlaced = true
        guard case .container(let layout, var children) = content else { return }
        if let deferred = layout.layoutValue as? any DeferredContent {
            // Content made once the frame is known (`GeometryReader`).
            children = deferred.makeChildren(frame)
            content = .container(layout, children)
            layout.resetCache()
            sizes.removeAll()
            alignments.removeAll()
        }
        for child in children { child.isPlaced = false }
        layout.placeSubviews(in: frame, proposal: proposal,
                             subviews: LayoutSubviews(nodes: children, direction: direction, placement: .commit))
        // A subview its layout never placed goes to the centre with the container's proposal (Apple:
        // `LayoutSubview.place(at:anchor:proposal:)`).
        for child in children where !child.isPlaced {
            let size = child.sizeThatFits(proposal)
            child.place(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                   width: size.width, height: size.height), proposal: proposal)
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

/// A layout whose subviews are made when it is placed, from its frame in the root's coordinates.
package protocol DeferredContent {
    func makeChildren(_ frame: CGRect) -> [LayoutNode]
}

/// A layout whose content is made when it is placed (`GeometryReader`'s): it sizes itself without asking its
/// content, as ``GeometryReaderLayout`` does.
package struct DeferredContentLayout<Base: Layout>: Layout, DeferredContent where Base.Cache == () {
    package var base: Base
    package var make: (CGRect) -> [LayoutNode]

    package init(base: Base, make: @escaping (CGRect) -> [LayoutNode]) {
        self.base = base
        self.make = make
    }

    package func makeChildren(_ frame: CGRect) -> [LayoutNode] { make(frame) }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        base.spacing(subviews: subviews, cache: &cache)
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
    /// Spacing that replaces the node's own; `nil` for the node's own.
    package var spacing: ViewSpacing?
    /// Whether a frame or padding around the view keeps its spacing (a spacer's 0 to its neighbours) instead of
    /// an ordinary view's on the edges it touches (OpenSwiftUI `requiresSpacingProjection`).
    package var requiresSpacingProjection = false
    /// Set on a `GridRow`: a grid places its cells in columns.
    package var gridRow: GridRowTrait?

    package init() {}
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
