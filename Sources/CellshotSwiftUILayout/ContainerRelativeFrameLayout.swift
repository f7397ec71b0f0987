import Foundation

/// The size of the container a `.containerRelativeFrame` is relative to — the nearest scroll view's, else the
/// window's safe area — as its layout learns it: the hosting layout and scroll views fill it in before their content
/// is sized (Apple: `containerRelativeFrame(_:alignment:)`, "the nearest container … a scroll view or the window").
package final class ContainerSizeReference: @unchecked Sendable {
    /// The container's size; `nil` on an axis not known (a picture as tall as its content has no window height).
    package var width: CGFloat?
    package var height: CGFloat?

    package init(width: CGFloat? = nil, height: CGFloat? = nil) {
        self.width = width
        self.height = height
    }

    subscript(axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form: on the given axes the view is as
/// long as its share of the container — `(length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1)`
/// (Apple's documentation of the modifier) — and its child is offered that length and aligned in it; on the other
/// axes, or where the container's length is not known, the child's own size [I].
package struct ContainerRelativeFrameLayout: Layout {
    package var axes: Axis.Set
    package var alignment: Alignment
    package var container: ContainerSizeReference
    package var length: (CGFloat, Axis) -> CGFloat

    package init(axes: Axis.Set, alignment: Alignment, container: ContainerSizeReference,
                 length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.length = length
    }

    /// The share of `count` columns spanning `span` with `spacing` between them.
    package static func share(count: Int, span: Int, spacing: CGFloat) -> (CGFloat, Axis) -> CGFloat {
        let count = CGFloat(Swift.max(1, count)), span = CGFloat(Swift.max(1, span))
        return { length, _ in Swift.max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1)) }
    }

    private func ownLength(_ axis: Axis) -> CGFloat? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let size = container[axis] else { return nil }
        return length(size, axis)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: ownLength(.horizontal) ?? proposal.width, height: ownLength(.vertical) ?? proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: ownLength(.horizontal) ?? child.width, height: ownLength(.vertical) ?? child.height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal)
        child.place(at: AlignmentPlacement(alignment: alignment).origin(of: child.dimensions(in: offer), in: bounds),
                    proposal: offer)
    }
}
