import Foundation

/// `.position(x:y:)`: the view takes the whole proposal (its child's size on a `nil` axis) and centres its child
/// at the point, in its own coordinates (Apple: `position(x:y:)`; OpenSwiftUI `PositionLayout.swift`).
package struct PositionLayout: Layout {
    package var position: CGPoint

    package init(position: CGPoint) {
        self.position = position
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                              proposal: ProposedViewSize(bounds.size))
    }

    /// An ordinary view's spacing: the child's is not projected through (OpenSwiftUI
    /// `Semantics.StopProjectingAffectedSpacing`).
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
