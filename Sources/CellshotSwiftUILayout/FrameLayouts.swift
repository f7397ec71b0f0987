import Foundation

/// `.frame(width:height:alignment:)`: a fixed size on the axes given; the subview offered it (the parent's
/// proposal on the other axis) and aligned in it by its guides, overflowing if it likes (Apple:
/// `frame(width:height:alignment:)`; OpenSwiftUI `FrameLayout.swift`, `_FrameLayout`).
package struct FixedFrameLayout: Layout {
    package var width: CGFloat?
    package var height: CGFloat?
    package var alignment: Alignment

    /// A fixed frame. Negative and non-finite dimensions are left out, as SwiftUI does ("Invalid frame
    /// dimension (negative or non-finite)"); ``isInvalid(_:)`` tells the caller to warn.
    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = FixedFrameLayout.isInvalid(width) ? nil : width
        self.height = FixedFrameLayout.isInvalid(height) ? nil : height
        self.alignment = alignment
    }

    /// Whether a dimension is one SwiftUI ignores with a runtime warning.
    package static func isInvalid(_ value: CGFloat?) -> Bool {
        guard let value else { return false }
        return !value.isFinite || value < 0
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// The edges of a fixed axis space as an ordinary view's (OpenSwiftUI `_FrameLayout.spacing`), unless the
    /// child is a spacer, whose 0 to its neighbours is kept.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard let child = subviews.first else { return ViewSpacing() }
        guard !child.layoutNode.traits.requiresSpacingProjection else { return child.spacing }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing.replacingWithOrdinary(edges)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal)
        child.place(at: AlignmentPlacement(alignment: alignment).origin(of: child.dimensions(in: offer), in: bounds),
                    proposal: offer)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, by the rules of Apple's
/// documentation of that modifier as OpenSwiftUI's `_FlexFrameLayout` carries them out (docs/swiftui.md, "Layout").
package struct FlexibleFrameLayout: Layout {
    /// One axis's limits, normalised as SwiftUI normalises them: min ≥ 0, ideal ≥ min, max ≥ ideal.
    package struct Limits: Equatable {
        package private(set) var minimum: CGFloat?
        package private(set) var ideal: CGFloat?
        package private(set) var maximum: CGFloat?
        /// Whether the values given contradict each other (min > ideal or max, ideal > max, an infinite min):
        /// SwiftUI logs "Contradictory frame constraints specified."
        package let isContradictory: Bool

        /// Normalised limits (OpenSwiftUI `_FlexFrameLayout.init`): a max below the ideal (or 0) is raised to
        /// it; a max below a min without an ideal stays, and the axis then takes the child's length.
        package init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
            let low = minimum.map { Swift.max($0, 0) }
            let middle = ideal.map { Swift.max(low ?? 0, $0) }
            let high = maximum.map { Swift.max(middle ?? 0, $0) }
            self.minimum = low
            self.ideal = middle
            self.maximum = high
            let givenMinimum = minimum ?? 0
            isContradictory = givenMinimum > (ideal ?? maximum ?? .infinity) || (ideal ?? 0) > (maximum ?? .infinity)
                || givenMinimum.isInfinite || givenMinimum.isNaN
        }

        var isLimited: Bool { minimum != nil || ideal != nil || maximum != nil }

        /// The child's proposal: the frame's, or the ideal where the frame's is `nil`, clamped to the limits.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let value = proposed ?? ideal else { return nil }
            return Swift.min(Swift.max(value, minimum ?? -.infinity), maximum ?? .infinity)
        }

        /// The frame's length without asking the child, where the limits decide it alone: a proposal clamped
        /// between a min and a max, or the ideal for a `nil` proposal.
        func ownLength(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            guard let minimum, let maximum, minimum <= maximum else { return nil }
            return Swift.min(Swift.max(proposed, minimum), maximum)
        }

        /// The frame's length from the child's, offered `offered`.
        func length(child: CGFloat, offered: CGFloat?) -> CGFloat {
            switch (minimum, maximum) {
            case let (low?, high?) where low <= high: Swift.min(Swift.max(low, child), high)
            case let (low?, nil): Swift.max(Swift.min(offered ?? .infinity, child), low)
            case let (nil, high?): Swift.min(Swift.max(offered ?? -.infinity, child), high)
            default: child
            }
        }

        /// Placing, the child is offered the frame's length — or, since iOS 17, `nil` again when the frame was
        /// offered `nil`, has no ideal and took a length strictly between its limits (OpenSwiftUI
        /// `childPlacementProposal`, `Semantics.FlexFrameIdealSizing`).
        func placementProposal(size: CGFloat, proposed: CGFloat?) -> CGFloat? {
            guard ideal == nil, proposed == nil, (minimum ?? -.infinity) < size, size < (maximum ?? .infinity) else {
                return size
            }
            return nil
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

    /// The edges of a limited axis space as an ordinary view's (OpenSwiftUI `_FlexFrameLayout.spacing`), unless
    /// the child is a spacer.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard let child = subviews.first else { return ViewSpacing() }
        guard !child.layoutNode.traits.requiresSpacingProjection else { return child.spacing }
        var edges: Edge.Set = []
        if horizontal.isLimited { edges.formUnion(.horizontal) }
        if vertical.isLimited { edges.formUnion(.vertical) }
        return child.spacing.replacingWithOrdinary(edges)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = horizontal.ownLength(proposal.width), height = vertical.ownLength(proposal.height)
        if let width, let height { return CGSize(width: width, height: height) }
        let offer = childProposal(proposal)
        let child = subviews.first?.sizeThatFits(offer) ?? .zero
        return CGSize(width: width ?? horizontal.length(child: child.width, offered: offer.width),
                      height: height ?? vertical.length(child: child.height, offered: offer.height))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = ProposedViewSize(width: horizontal.placementProposal(size: bounds.width, proposed: proposal.width),
                                     height: vertical.placementProposal(size: bounds.height, proposed: proposal.height))
        child.place(at: AlignmentPlacement(alignment: alignment).origin(of: child.dimensions(in: offer), in: bounds),
                    proposal: offer)
    }
}
