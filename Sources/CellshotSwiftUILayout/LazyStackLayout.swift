import Foundation

/// `LazyVStack` / `LazyHStack` as a picture shows them: every subview is made and laid out (a picture has no
/// scrolling), one after another, offered `nil` along the stack (its ideal length) and the stack's cross
/// proposal across; the stack fills the proposed cross length (its widest subview's when offered `nil`) and its
/// subviews are aligned in it (docs/swiftui.md, "Layout": [I] on iOS a `LazyVStack` is as wide as it is offered,
/// widely reported; the spacing between subviews is the stacks' rule).
package struct LazyStackLayout: Layout {
    package var axis: Axis
    package var alignment: AlignmentKey
    package var spacing: CGFloat?

    package init(axis: Axis, horizontal alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment.key
        self.spacing = spacing
    }

    package init(axis: Axis, vertical alignment: VerticalAlignment, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment.key
        self.spacing = spacing
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(nil, along: axis, across: proposal[axis.crossing])
    }

    private func distances(_ subviews: Subviews) -> [CGFloat] {
        StackAlgorithm(axis: axis, spacing: spacing, guide: alignment).distancesToPrevious(subviews)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offer = offer(proposal)
        var length = distances(subviews).reduce(0, +), thickness: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(offer)
            length += size[axis]
            thickness = Swift.max(thickness, size[axis.crossing])
        }
        return CGSize(length, along: axis, across: proposal[axis.crossing] ?? thickness)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = offer(proposal)
        let gaps = distances(subviews)
        let line = alignment.id.defaultValue(in: ViewDimensions(size: bounds.size))
        var along = bounds.origin[axis]
        for (position, subview) in subviews.enumerated() {
            along += gaps[position]
            let dimensions = subview.dimensions(in: offer)
            let across = bounds.origin[axis.crossing] + line - dimensions[alignment]
            subview.place(at: CGPoint(along, along: axis, across: across), proposal: offer)
            along += CGSize(width: dimensions.width, height: dimensions.height)[axis]
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackLayoutCore(axis: axis, spacing: spacing, guide: alignment).spacing(subviews)
    }
}

/// `ScrollView` as a picture shows it: the content is offered `nil` along the scrolled axes (its ideal length)
/// and the scroll view's proposal across; the scroll view takes the whole proposal (the content's size on a `nil`
/// axis); the content starts at the top (leading) edge along a scrolled axis and is centred across
/// ([M] AccessibilitySnapshot `testSimpleSwiftUIWithScrollViewConfiguration`: a narrow VStack centred, at the top).
/// Content longer than the scroll view is laid out whole: a picture has no scrolling.
package struct ScrollViewLayout: Layout {
    package var axes: Axis.Set
    /// What `.containerRelativeFrame` in the content is relative to: the scroll view's size, set before the content
    /// is sized.
    package var container: ContainerSizeReference

    package init(axes: Axis.Set, container: ContainerSizeReference = ContainerSizeReference()) {
        self.axes = axes
        self.container = container
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        container.width = proposal.width
        container.height = proposal.height
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let content = subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(offer(proposal))
            return CGSize(width: Swift.max(size.width, child.width), height: Swift.max(size.height, child.height))
        }
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        container.width = bounds.width
        container.height = bounds.height
        let offer = offer(ProposedViewSize(bounds.size))
        for subview in subviews {
            let size = subview.sizeThatFits(offer)
            let x = axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2
            let y = axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
            subview.place(at: CGPoint(x: x, y: y), proposal: offer)
        }
    }

    /// An ordinary view's spacing.
    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// `GeometryReader`: takes the whole proposal (0 on a `nil` axis, not 10) and places its content at its
/// top-leading corner, offered its size (OpenSwiftUI `GeometryReader.swift`, `GeometryReaderLayout`).
package struct GeometryReaderLayout: Layout {
    package init() {}

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? x : y
    }
}
