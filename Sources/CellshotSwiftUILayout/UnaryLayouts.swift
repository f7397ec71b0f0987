import Foundation

/// `.padding`: the subview offered the proposal less the insets, the insets added to its size.
package struct PaddingLayout: Layout {
    package var insets: EdgeInsets

    package init(insets: EdgeInsets) {
        self.insets = insets
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(inset(proposal))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              proposal: inset(proposal))
    }

    /// A padded edge spaces as an ordinary view's (OpenSwiftUI `PaddingLayout.spacing`): a padded text keeps
    /// the default spacing from a text beside it, not the text-to-text one.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard let child = subviews.first else { return ViewSpacing() }
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return child.spacing.replacingWithOrdinary(padded)
    }
}

/// `.frame(width:height:alignment:)`: a fixed size on the axes given; the subview offered it and aligned in it.
package struct FixedFrameLayout: Layout {
    package var width: CGFloat?
    package var height: CGFloat?
    package var alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// The edges the frame sets spacing as an ordinary view's (OpenSwiftUI `FrameLayout.spacing`).
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).replacingWithOrdinary(edges)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal)
        let origin = AlignmentPlacement(alignment: alignment).origin(of: child.dimensions(in: offer), in: bounds)
        child.place(at: origin, proposal: offer)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, with the rules of
/// Apple's documentation of that modifier (docs/swiftui.md, "Frames").
package struct FlexibleFrameLayout: Layout {
    package struct Limits {
        package var minimum: CGFloat?
        package var ideal: CGFloat?
        package var maximum: CGFloat?

        package init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
            self.minimum = minimum
            self.ideal = ideal
            self.maximum = maximum
        }

        var isLimited: Bool { minimum != nil || ideal != nil || maximum != nil }

        /// The proposal with the ideal for `nil`, then clamped.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            (proposed ?? ideal).map(clamp)
        }

        func clamp(_ value: CGFloat) -> CGFloat {
            var result = value
            if let maximum { result = Swift.min(result, maximum) }
            if let minimum { result = Swift.max(result, minimum) }
            return result
        }

        /// The frame's length: the proposal where the limits call for it, else the subview's, clamped.
        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            var result = child
            if let proposed = proposed ?? ideal {
                if minimum != nil && maximum != nil {
                    result = proposed
                } else if minimum != nil, proposed < child {
                    result = proposed
                } else if maximum != nil, proposed > child {
                    result = proposed
                }
            }
            return clamp(result)
        }
    }

    package var horizontal: Limits
    package var vertical: Limits
    package var alignment: Alignment

    package init(horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    /// The edges of a limited axis space as an ordinary view's (OpenSwiftUI `FrameLayout.spacing`).
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var edges: Edge.Set = []
        if horizontal.isLimited { edges.formUnion(.horizontal) }
        if vertical.isLimited { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? ViewSpacing()).replacingWithOrdinary(edges)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: horizontal.length(proposed: proposal.width, child: child.width),
                      height: vertical.length(proposed: proposal.height, child: child.height))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal)
        let origin = AlignmentPlacement(alignment: alignment).origin(of: child.dimensions(in: offer), in: bounds)
        child.place(at: origin, proposal: offer)
    }
}

/// `.fixedSize(horizontal:vertical:)`: the subview offered `nil` (its ideal) on the fixed axes.
package struct FixedSizeLayout: Layout {
    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal)
        let origin = AlignmentPlacement(alignment: .center).origin(of: child.dimensions(in: offer), in: bounds)
        child.place(at: origin, proposal: offer)
    }
}

/// `.offset(x:y:)`: the subview placed as without it, then moved; its size and guides are unchanged.
package struct OffsetLayout: Layout {
    package var offset: CGSize

    package init(offset: CGSize) {
        self.offset = offset
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
    }

    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}

/// `.overlay` and `.background`: the first subview (the modified view) sizes the pair; the second is offered
/// that size and aligned on it.
package struct SecondaryLayout: Layout {
    package var alignment: Alignment

    package init(alignment: Alignment) {
        self.alignment = alignment
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        for secondary in subviews.dropFirst() {
            let offer = ProposedViewSize(bounds.size)
            let origin = AlignmentPlacement(alignment: alignment).origin(of: secondary.dimensions(in: offer), in: bounds)
            secondary.place(at: origin, proposal: offer)
        }
    }

    /// The modified view's guides: the secondary view does not move them.
    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

/// `.alignmentGuide(_:computeValue:)`: the subview's guide given by a closure of its dimensions.
package struct AlignmentGuideLayout: Layout {
    package var key: AlignmentKeyReference
    package var computeValue: (ViewDimensions) -> CGFloat

    package init(horizontal guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        key = AlignmentKeyReference(key: guide.key)
        self.computeValue = computeValue
    }

    package init(vertical guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        key = AlignmentKeyReference(key: guide.key)
        self.computeValue = computeValue
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        return guide.key == key.key ? computeValue(dimensions) : dimensions[explicit: guide]
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        return guide.key == key.key ? computeValue(dimensions) : dimensions[explicit: guide]
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

/// A guide's identity, for code outside this module.
package struct AlignmentKeyReference {
    let key: AlignmentKey
}

/// `.aspectRatio(_:contentMode:)`: the subview offered the largest (fit) or smallest (fill) size of the
/// ratio that fits or covers the proposal; the ratio is the subview's ideal size's when not given.
package struct AspectRatioLayout: Layout {
    package enum Mode { case fit, fill }
    package var ratio: CGFloat?
    package var mode: Mode

    package init(ratio: CGFloat?, mode: Mode) {
        self.ratio = ratio
        self.mode = mode
    }

    private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            switch mode {
            case .fit: return ProposedViewSize(fits ? byWidth : byHeight)
            case .fill: return ProposedViewSize(fits ? byHeight : byWidth)
            }
        case let (width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            let base = self.ratio == nil ? ideal : CGSize(width: ideal.width, height: ideal.width / ratio)
            return ProposedViewSize(base)
        }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal, child)
        let origin = AlignmentPlacement(alignment: .center).origin(of: child.dimensions(in: offer), in: bounds)
        child.place(at: origin, proposal: offer)
    }
}
