import Foundation

/// How a stack shares its length among its subviews: the rules of SwiftUI's `HStack` and `VStack`
/// (docs/swiftui.md, "Layout", with their sources; OpenSwiftUI `StackLayout.swift`, audited "Complete").
///
/// 1. The spacing between neighbours is taken off first: the stack's `spacing`, else what the neighbours
///    prefer (``ViewSpacing``; a spacer prefers 0).
/// 2. Subviews are offered the rest in groups of equal `layoutPriority`, the highest first; a group is
///    offered what is left less the minimum lengths of the groups after it.
/// 3. Within a group the least flexible (the smallest difference between its lengths for an infinite and a
///    zero proposal) is offered first, an equal share of what the group has left; each takes what it needs,
///    and the rest is shared among the others. Equal flexibility keeps the source order, except that of two
///    infinitely flexible views the one with the larger minimum goes first.
/// 4. A spacer's priority is −∞, so spacers share what is left once everything else is sized.
/// 5. Offered no length (`nil`), every subview takes its ideal length.
/// 6. Across, every subview is offered the stack's own cross proposal and placed so that its alignment guide
///    lies on one line; the stack is as thick as the union of the aligned subviews and of that line.
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let guide: AlignmentKey

    /// Where each subview goes for a proposal, in the stack's own coordinates, and the stack's size.
    struct Arrangement {
        var offers: [ProposedViewSize]
        var frames: [CGRect]
        var size: CGSize
    }

    /// The distance before each subview (0 before the first).
    func distancesToPrevious(_ subviews: LayoutSubviews) -> [CGFloat] {
        var distances: [CGFloat] = []
        distances.reserveCapacity(subviews.count)
        var previous: LayoutSubview?
        for subview in subviews {
            if let previous {
                distances.append(spacing ?? previous.spacing.distance(to: subview.spacing, along: axis))
            } else {
                distances.append(0)
            }
            previous = subview
        }
        return distances
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Arrangement {
        let count = subviews.count
        guard count > 0 else { return Arrangement(offers: [], frames: [], size: .zero) }
        let distances = distancesToPrevious(subviews)
        let across = proposal[axis.crossing]
        let offers = proposal[axis] == nil
            ? [ProposedViewSize](repeating: ProposedViewSize(nil, along: axis, across: across), count: count)
            : concreteOffers(proposal[axis] ?? 0, across: across, distances: distances, subviews)
        // Along: one after another. Across: each subview's guide on the line 0, then the block moved so that its
        // top (leading) edge is at 0. The line itself counts (OpenSwiftUI starts the union at 0…0).
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var along: CGFloat = 0
        var crossLow: CGFloat = 0, crossHigh: CGFloat = 0
        for (position, subview) in subviews.enumerated() {
            let dimensions = subview.dimensions(in: offers[position])
            let size = CGSize(width: dimensions.width, height: dimensions.height)
            let crossOrigin = -dimensions[guide]
            along += distances[position]
            frames.append(CGRect(origin: CGPoint(along, along: axis, across: crossOrigin), size: size))
            along += size[axis]
            crossLow = Swift.min(crossLow, crossOrigin)
            crossHigh = Swift.max(crossHigh, crossOrigin + size[axis.crossing])
        }
        for position in frames.indices {
            frames[position] = frames[position].offsetBy(dx: axis == .horizontal ? 0 : -crossLow,
                                                          dy: axis == .horizontal ? -crossLow : 0)
        }
        return Arrangement(offers: offers, frames: frames, size: CGSize(along, along: axis, across: crossHigh - crossLow))
    }

    /// The proposals of a stack offered a length: rules 1–4.
    private func concreteOffers(_ length: CGFloat, across: CGFloat?, distances: [CGFloat],
                                _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        let count = subviews.count
        let base = subviews.startIndex
        let priorities = subviews.map(\.priority)
        var minimums = [CGFloat?](repeating: nil, count: count)
        var maximums = [CGFloat?](repeating: nil, count: count)
        func minimum(_ index: Int) -> CGFloat {
            if let known = minimums[index] { return known }
            let value = subviews[base + index].length(along: axis, ProposedViewSize(0, along: axis, across: across))
            minimums[index] = value
            return value
        }
        func maximum(_ index: Int) -> CGFloat {
            if let known = maximums[index] { return known }
            let value = subviews[base + index].length(along: axis, ProposedViewSize(.infinity, along: axis, across: across))
            maximums[index] = value
            return value
        }
        // Rule 2 and 3: the order subviews are offered space in (a stable sort: ties keep the source order).
        let order = (0..<count).sorted { lhs, rhs in
            if priorities[lhs] != priorities[rhs] { return priorities[lhs] > priorities[rhs] }
            let left = maximum(lhs) - minimum(lhs), right = maximum(rhs) - minimum(rhs)
            if left != right { return left < right }
            if left.isInfinite { return minimum(lhs) > minimum(rhs) }
            return lhs < rhs
        }
        var offers = [ProposedViewSize](repeating: .unspecified, count: count)
        var available = length - distances.reduce(0, +)
        var start = 0
        while start < count {
            let priority = priorities[order[start]]
            var end = start + 1
            while end < count, priorities[order[end]] == priority { end += 1 }
            if start == 0 {
                // The groups after the first are guaranteed their minimums.
                available -= order[end...].reduce(0) { $0 + minimum($1) }
            } else {
                available += order[start..<end].reduce(0) { $0 + minimum($1) }
            }
            for (taken, index) in order[start..<end].enumerated() {
                let share = Swift.max(available / CGFloat(end - start - taken), 0)
                offers[index] = ProposedViewSize(share, along: axis, across: across)
                let used = subviews[base + index].length(along: axis, offers[index])
                if !(available - used).isNaN { available -= used }
            }
            start = end
        }
        return offers
    }
}

/// What the two stacks share: sizing and placing along one axis, aligning across it.
struct StackLayoutCore {
    let axis: Axis
    let spacing: CGFloat?
    let guide: AlignmentKey

    var algorithm: StackAlgorithm { StackAlgorithm(axis: axis, spacing: spacing, guide: guide) }

    /// The stack's own preferences: its first subview's on the leading (top) edge, its last one's on the
    /// trailing (bottom) edge, and all of theirs across (OpenSwiftUI `StackLayout.spacing`).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let start: Edge = axis == .horizontal ? .leading : .top
        let end: Edge = axis == .horizontal ? .trailing : .bottom
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing.none
        result[start] = first.spacing[start]
        result[end] = last.spacing[end]
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        return result
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        algorithm.arrange(proposal, subviews).size
    }

    /// Places the subviews. A cross proposal of `nil` is replaced by the stack's thickness first, so a flexible
    /// subview of a fixed-size stack fills its thickness (OpenSwiftUI `proposalWhenPlacing`).
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var placing = proposal
        if placing[axis.crossing] == nil { placing[axis.crossing] = bounds.size[axis.crossing] }
        let arrangement = algorithm.arrange(placing, subviews)
        for (position, subview) in subviews.enumerated() {
            let frame = arrangement.frames[position].offsetBy(dx: bounds.minX, dy: bounds.minY)
            subview.place(in: frame, proposal: arrangement.offers[position])
        }
    }
}

/// A horizontal stack as a layout (SwiftUI's `HStackLayout`; `HStack` is this layout of its content).
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("Name"); Text("Value") }
/// ```
public struct HStackLayout: Layout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between subviews, or `nil` for what each pair prefers.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    /// - Parameters:
    ///   - alignment: the guide the subviews line up on (default: their centres).
    ///   - spacing: the distance between subviews; `nil` for what each pair prefers (8 between ordinary views).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack: spacers and dividers in it know their axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var core: StackLayoutCore { StackLayoutCore(axis: .horizontal, spacing: spacing, guide: alignment.key) }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { core.spacing(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, proposal, subviews)
    }
}

/// A vertical stack as a layout (SwiftUI's `VStackLayout`; `VStack` is this layout of its content).
public struct VStackLayout: Layout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between subviews, or `nil` for what each pair prefers.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    /// - Parameters:
    ///   - alignment: the guide the subviews line up on (default: their centres).
    ///   - spacing: the distance between subviews; `nil` for what each pair prefers (8 between ordinary views).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack: spacers and dividers in it know their axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var core: StackLayoutCore { StackLayoutCore(axis: .vertical, spacing: spacing, guide: alignment.key) }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { core.spacing(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        core.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        core.place(in: bounds, proposal, subviews)
    }
}
