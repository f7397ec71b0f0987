import Foundation

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the subview offered the largest (fit) or
/// smallest (fill) size of the ratio that fits in or covers the proposal; the modifier is as large as the subview's
/// answer, the subview centred in it (OpenSwiftUI `AspectRatioLayout.swift`).
///
/// A `nil` axis gives no bound: the size is the ratio's at the other axis's length, in both modes. (OpenSwiftUI
/// counts it as unlimited, which makes fill infinite; iOS does not: a `.resizable().scaledToFill()` poster in a
/// `LazyVGrid` column — a width and no height — is drawn at its own 2:3 ratio, 181 pt wide and 272 tall, in
/// fespinoza/sample-json-app's `TrendingMovieViewTests` screenshots, iOS 17.)
///
/// Without a ratio the subview's ideal size gives it (a square when its sides are equal). Offered `nil` on both
/// axes, the subview is offered `nil` too: its ideal size.
package struct AspectRatioLayout: Layout {
    package enum Mode { case fit, fill }
    package var ratio: CGFloat?
    package var mode: Mode

    package init(ratio: CGFloat?, mode: Mode) {
        self.ratio = ratio
        self.mode = mode
    }

    func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ side: CGFloat) -> CGFloat? {
            guard let target else { return nil }
            guard side != 0 || target != 0 else { return .infinity }
            return target / side
        }
        // At least one axis is proposed (the guard above): a nil one gives no bound.
        let scales = [scale(proposal.width, shape.width), scale(proposal.height, shape.height)].compactMap { $0 }
        let factor = (mode == .fit ? scales.min() : scales.max()) ?? .infinity
        // 0 × ∞ (a zero-sized subview offered an unlimited axis) is taken as 0.
        func scaled(_ side: CGFloat) -> CGFloat { side == 0 ? 0 : side * factor }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal, child)
        child.place(at: AlignmentPlacement(alignment: .center).origin(of: child.dimensions(in: offer), in: bounds),
                    proposal: offer)
    }
}
