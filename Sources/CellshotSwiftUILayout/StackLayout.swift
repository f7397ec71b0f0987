import Foundation

/// How a stack shares its length among its subviews: the rules of SwiftUI's `HStack` and `VStack`
/// (docs/swiftui.md, "Stacks", with their sources).
///
/// 1. The spacing between neighbours is taken off first: the stack's `spacing`, else what the neighbours
///    prefer (``ViewSpacing``; a spacer prefers 0).
/// 2. Subviews are offered the rest in groups of equal `layoutPriority`, the highest first; a group is
///    offered what is left less the minimum lengths of the groups after it.
/// 3. Within a group the least flexible (the smallest difference between its largest and smallest length)
///    is offered first, an equal share of what the group has left; each takes what it needs, and the
///    rest is shared among the others.
/// 4. A spacer's priority is −∞ (OpenSwiftUI `Spacer.layoutPriority`), so spacers share what is left
///    once everything else is sized, their minimums kept for them; a spacer is as long as it is offered, at
///    least its minimum (`minLength`, else the default spacing), and 0 thick across the stack.
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?

    /// The lengths and cross sizes the subviews take for a proposal.
    struct Distribution {
        var offers: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]

        var length: CGFloat { sizes.reduce(0) { $0 + $1[axisOfSizes] } + gaps.reduce(0, +) }
        var axisOfSizes: Axis
    }

    /// The gap after each subview but the last.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<subviews.endIndex - 1).map { index in
            let current = subviews[index], next = subviews[index + 1]
            if let spacing { return spacing }
            return current.spacing.distance(to: next.spacing, along: axis)
        }
    }

    /// The size of a spacer offered `offer` along the stack.
    func spacerSize(_ spacer: SpacerTrait, offer: CGFloat?) -> CGSize {
        let minimum = spacer.minLength ?? SwiftUIFigures.defaultSpacing
        let length = Swift.max(minimum, offer.map { $0.isFinite ? $0 : minimum } ?? minimum)
        return CGSize(length, along: axis, across: 0)
    }

    func size(of subview: LayoutSubview, offer: CGFloat?, across: CGFloat?) -> CGSize {
        if let spacer = subview.spacer { return spacerSize(spacer, offer: offer) }
        return subview.sizeThatFits(ProposedViewSize(offer, along: axis, across: across))
    }

    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Distribution {
        let gaps = gaps(subviews)
        let across = proposal[axis.crossing]
        let count = subviews.count
        var offers = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        guard let proposed = proposal[axis] else {
            // The ideal size: every subview at its ideal length.
            for (position, subview) in subviews.enumerated() {
                offers[position] = ProposedViewSize(nil, along: axis, across: across)
                sizes[position] = size(of: subview, offer: nil, across: across)
            }
            return Distribution(offers: offers, sizes: sizes, gaps: gaps, axisOfSizes: axis)
        }
        let minimums = subviews.map { size(of: $0, offer: 0, across: across)[axis] }
        let maximums = subviews.map { subview in
            subview.spacer != nil ? CGFloat.infinity : size(of: subview, offer: .infinity, across: across)[axis]
        }
        var remaining = proposed - gaps.reduce(0, +)
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = (0..<count).filter { subviews[subviews.startIndex + $0].priority == priority }
                .sorted { lhs, rhs in
                    let left = maximums[lhs] - minimums[lhs], right = maximums[rhs] - minimums[rhs]
                    if left != right { return left < right }
                    // Two infinitely flexible views: the larger minimum first (OpenSwiftUI `FlexibilityEstimate`).
                    if left.isInfinite, minimums[lhs] != minimums[rhs] { return minimums[lhs] > minimums[rhs] }
                    return lhs < rhs
                }
            let reservedForLower = (0..<count)
                .filter { subviews[subviews.startIndex + $0].priority < priority }
                .reduce(0) { $0 + minimums[$1] }
            var available = remaining - reservedForLower
            for (taken, position) in group.enumerated() {
                let share = Swift.max(0, available / CGFloat(group.count - taken))
                let subview = subviews[subviews.startIndex + position]
                offers[position] = ProposedViewSize(share, along: axis, across: across)
                let size = size(of: subview, offer: share, across: across)
                sizes[position] = size
                available -= size[axis]
                remaining -= size[axis]
            }
        }
        return Distribution(offers: offers, sizes: sizes, gaps: gaps, axisOfSizes: axis)
    }
}

extension StackAlgorithm {
    /// The positions across the stack of subviews of `sizes` aligned by a guide: each subview's guide
    /// value, and the stack's thickness.
    func crossPlacement(_ subviews: LayoutSubviews, offers: [ProposedViewSize], sizes: [CGSize],
                        guide: AlignmentKey) -> (origins: [CGFloat], thickness: CGFloat) {
        var tops: [CGFloat] = []
        for (position, subview) in subviews.enumerated() {
            let size = sizes[position]
            let value: CGFloat
            if subview.spacer != nil {
                value = guide.id.defaultValue(in: ViewDimensions(size: size))
            } else {
                let dimensions = subview.layoutNode.dimensions(offers[position])
                value = dimensions[guide]
            }
            tops.append(-value)
        }
        let minimumTop = tops.min() ?? 0
        let bottom = zip(tops, sizes).map { $0 + $1[axis.crossing] }.max() ?? 0
        return (tops.map { $0 - minimumTop }, bottom - minimumTop)
    }
}

/// A horizontal stack as a layout (SwiftUI's `HStackLayout`; `HStack` is this layout of its content).
public struct HStackLayout: Layout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The distance between subviews, or `nil` for what each pair prefers.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackLayoutCore(axis: .horizontal, spacing: spacing, guide: alignment.key).spacing(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutCore(axis: .horizontal, spacing: spacing, guide: alignment.key).size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutCore(axis: .horizontal, spacing: spacing, guide: alignment.key).place(in: bounds, proposal, subviews)
    }
}

/// A vertical stack as a layout (SwiftUI's `VStackLayout`; `VStack` is this layout of its content).
public struct VStackLayout: Layout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between subviews, or `nil` for what each pair prefers.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackLayoutCore(axis: .vertical, spacing: spacing, guide: alignment.key).spacing(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutCore(axis: .vertical, spacing: spacing, guide: alignment.key).size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutCore(axis: .vertical, spacing: spacing, guide: alignment.key).place(in: bounds, proposal, subviews)
    }
}

/// What the two stacks share: sizing and placing along one axis, aligning across it.
struct StackLayoutCore {
    let axis: Axis
    let spacing: CGFloat?
    let guide: AlignmentKey

    var algorithm: StackAlgorithm { StackAlgorithm(axis: axis, spacing: spacing) }

    /// The stack's own preferences: its first subview's on the leading (top) edge, its last one's on the
    /// trailing (bottom) edge, and all of theirs across (OpenSwiftUI `StackLayout.spacing`).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let start: Edge = axis == .horizontal ? .leading : .top
        let end: Edge = axis == .horizontal ? .trailing : .bottom
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing(edges: Array(repeating: ViewSpacing.EdgePreferences(), count: 4))
        result[start] = first.spacing[start]
        result[end] = last.spacing[end]
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        return result
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let distribution = algorithm.distribute(proposal, subviews)
        let cross = algorithm.crossPlacement(subviews, offers: distribution.offers, sizes: distribution.sizes, guide: guide)
        return CGSize(distribution.length, along: axis, across: cross.thickness)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let distribution = algorithm.distribute(proposal, subviews)
        let cross = algorithm.crossPlacement(subviews, offers: distribution.offers, sizes: distribution.sizes, guide: guide)
        // Across, the subviews' block is aligned in the bounds by the guide (it is centred when the bounds are
        // thicker than the stack, for the default alignment).
        let boundsThickness = bounds.size[axis.crossing]
        let slack = boundsThickness - cross.thickness
        let blockOffset = slack * guideFraction
        var along = axis == .horizontal ? bounds.minX : bounds.minY
        for (position, subview) in subviews.enumerated() {
            let size = distribution.sizes[position]
            let crossOrigin = (axis == .horizontal ? bounds.minY : bounds.minX) + blockOffset + cross.origins[position]
            let origin = axis == .horizontal ? CGPoint(x: along, y: crossOrigin) : CGPoint(x: crossOrigin, y: along)
            if subview.spacer != nil {
                subview.place(in: CGRect(origin: origin, size: size))
            } else {
                subview.place(at: origin, anchor: .topLeading, proposal: distribution.offers[position])
            }
            along += size[axis] + (position < distribution.gaps.count ? distribution.gaps[position] : 0)
        }
    }

    /// Where the block goes in thicker bounds: the guide's default in a unit-sized view (0 leading/top,
    /// 0.5 centre, 1 trailing/bottom and baselines).
    private var guideFraction: CGFloat {
        guide.id.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
    }
}
