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
