import Foundation

/// `ViewThatFits(in:)`: the first subview whose ideal size fits the proposal on the constrained axes, else the
/// last; only that one is sized with the real proposal and drawn (Apple: `ViewThatFits`, whose doc OpenSwiftUI
/// carries; the fit test after OpenSwiftUI's example `MyViewThatFitsByLayout`).
///
/// An axis proposed `nil` constrains nothing: everything fits it [I: the example counts `nil` as 10; on iOS a
/// `ViewThatFits` in a scroll view takes its first child, which `nil`-fits-all gives].
package struct ViewThatFitsLayout: Layout {
    package var axes: Axis.Set

    package init(axes: Axis.Set) {
        self.axes = axes
    }

    /// The position of the chosen subview.
    package func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for index in subviews.indices.dropLast() {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.index(before: subviews.endIndex)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        chosen(proposal, subviews).map { subviews[$0].sizeThatFits(proposal) } ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let choice = chosen(proposal, subviews)
        for index in subviews.indices {
            if index == choice {
                subviews[index].place(at: bounds.origin, proposal: proposal)
            } else {
                subviews[index].exclude(at: bounds.origin)
            }
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.last?.spacing ?? ViewSpacing()
    }
}
