import Foundation

/// The subviews a layout lays out (SwiftUI's `LayoutSubviews`): a collection of proxies to ask for sizes
/// and to place.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let nodes: ArraySlice<LayoutNode>
    let placement: Placement

    /// The reading direction of the layout's view. Layouts work left to right; SwiftUI flips them.
    public let layoutDirection: LayoutDirection

    init(nodes: [LayoutNode], direction: LayoutDirection, placement: Placement = .measure) {
        self.nodes = nodes[...]
        layoutDirection = direction
        self.placement = placement
    }

    private init(nodes: ArraySlice<LayoutNode>, direction: LayoutDirection, placement: Placement) {
        self.nodes = nodes
        layoutDirection = direction
        self.placement = placement
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], placement: placement)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes[bounds], direction: layoutDirection, placement: placement)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.elementsEqual(rhs.nodes, by: ===)
    }
}

/// What `place(at:anchor:proposal:)` does: commit the frame (the real placement), or record it (a layout
/// asked for a guide's value, which needs where its subviews would go).
enum Placement {
    case commit
    case measure
    case record(PlacementRecord)
}

/// Frames recorded while a layout is measured for a guide.
final class PlacementRecord {
    var frames: [ObjectIdentifier: (CGRect, ProposedViewSize)] = [:]
}

/// A proxy for one subview of a layout (SwiftUI's `LayoutSubview`).
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let placement: Placement

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(proposal)
    }

    /// The subview's layout priority (`.layoutPriority`).
    public var priority: Double { node.traits.priority }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { node.spacing }

    /// A value the subview gives its layout, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview with its `anchor` at `position`, at its size for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let frame = CGRect(origin: origin, size: size)
        switch placement {
        case .commit: node.place(in: frame, proposal: proposal)
        case .measure: break
        case .record(let record): record.frames[ObjectIdentifier(node)] = (frame, proposal)
        }
    }

    /// Places the subview in `frame`, proposed `proposal` (the engine's layouts, which know both).
    package func place(in frame: CGRect, proposal: ProposedViewSize) {
        switch placement {
        case .commit: node.place(in: frame, proposal: proposal)
        case .measure: break
        case .record(let record): record.frames[ObjectIdentifier(node)] = (frame, proposal)
        }
    }

    /// Leaves the subview out of the picture: a `ViewThatFits` child that was not chosen. It is placed with no
    /// size at `origin` and not drawn.
    package func exclude(at origin: CGPoint) {
        guard case .commit = placement else { return }
        node.place(in: CGRect(origin: origin, size: .zero), proposal: .zero)
        node.isExcluded = true
    }

    /// The subview's length along `axis` for a proposal.
    package func length(along axis: Axis, _ proposal: ProposedViewSize) -> CGFloat {
        node.sizeThatFits(proposal)[axis]
    }

    /// The node, for the engine's own layouts.
    package var layoutNode: LayoutNode { node }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// A layout and its cache, behind a protocol the node can hold.
package protocol ContainerLayout: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                           subviews: LayoutSubviews) -> CGFloat?
    /// The layout value, for the engine (`Layout.Type` checks, dumps).
    var layoutValue: any Layout { get }
    /// Forgets the cache (the subviews changed).
    func resetCache()
}

final class LayoutBox<L: Layout>: ContainerLayout {
    let layout: L
    var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
    }

    var layoutValue: any Layout { layout }

    func prepare(subviews: LayoutSubviews) {
        cache = layout.makeCache(subviews: subviews)
    }

    func resetCache() {
        cache = nil
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                           subviews: LayoutSubviews) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let own: CGFloat? = withCache(subviews) { cache in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                         subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                         subviews: subviews, cache: &cache)
            }
        }
        if let own { return own }
        // A frame's own guides never pass up from the subviews: no need to place them to learn their values.
        if key.id is any FrameAlignment.Type { return nil }
        // SwiftUI's default: the subviews' own values for the guide, where they are placed, merged.
        let record = PlacementRecord()
        let recording = LayoutSubviews(nodes: Array(subviews.nodes), direction: subviews.layoutDirection,
                                       placement: .record(record))
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &$0) }
        var values: [CGFloat?] = []
        for node in subviews.nodes {
            guard let (frame, childProposal) = record.frames[ObjectIdentifier(node)],
                  let value = node.explicitAlignment(key, size: frame.size, proposal: childProposal) else { continue }
            values.append((key.axis == .horizontal ? frame.minX : frame.minY) + value)
        }
        return key.combineExplicit(values)
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
