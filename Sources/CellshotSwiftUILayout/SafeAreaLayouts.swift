import Foundation

/// The screen and its safe area in the root's coordinates, as the hosting view knows them: what
/// `.ignoresSafeArea()` extends a view to.
package struct SafeAreaGeometry: Hashable, Sendable {
    /// The whole screen.
    package var screen: CGRect
    /// The screen less its safe-area insets: where the root view is laid out.
    package var safe: CGRect

    package init(screen: CGRect, safe: CGRect) {
        self.screen = screen
        self.safe = safe
    }

    /// A screen with no safe-area insets.
    package static let none = SafeAreaGeometry(screen: .zero, safe: .zero)

    /// `frame` grown to the screen's edge on each of `edges` where it reaches the safe area's edge (or beyond):
    /// a view that ignores the safe area there extends under the bars (Apple: `ignoresSafeArea(_:edges:)`).
    package func expanding(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.001
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance { minY = Swift.min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = Swift.max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance { minX = Swift.min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = Swift.max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The screen's safe area as the hosting layout learns it: views are made before the root is sized, and a picture
/// as tall as its content knows its bottom edge only then, so the layouts that need it hold this reference, which
/// the hosting layout fills in before placing the root.
package final class SafeAreaReference: @unchecked Sendable {
    /// The screen and its safe area; ``SafeAreaGeometry/none`` until the hosting layout sets it.
    package var geometry: SafeAreaGeometry

    package init(_ geometry: SafeAreaGeometry = .none) {
        self.geometry = geometry
    }
}

/// `.ignoresSafeArea(_:edges:)`: the view is sized as without it (its parent lays it out in the safe area), then
/// placed grown into the safe area on the edges it touches, offered that larger size (Apple:
/// `ignoresSafeArea(_:edges:)`; OpenSwiftUI `SafeAreaIgnoringLayout.swift`). A `ShapeStyle` background does this
/// by itself (`background(_:ignoresSafeAreaEdges:)`, default all edges).
package struct IgnoresSafeAreaLayout: Layout {
    package var edges: Edge.Set
    package var safeArea: SafeAreaReference

    package init(edges: Edge.Set, safeArea: SafeAreaReference) {
        self.edges = edges
        self.safeArea = safeArea
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frame = safeArea.geometry.expanding(bounds, edges: edges)
        guard frame != bounds else {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
            return
        }
        subviews.first?.place(in: frame, proposal: ProposedViewSize(frame.size))
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the second subview (the inset content: a bar, a button) is
/// sized first, offered the whole length across the edge and its ideal length along it; the first (the modified
/// view) is laid out in what is left, the bar placed against the edge beside it and aligned along it (Apple:
/// `safeAreaInset(edge:alignment:spacing:content:)`: "The modified view is inset by the height of content").
/// `spacing` `nil` is the default spacing between the two [I].
package struct SafeAreaInsetLayout: Layout {
    package var edge: Edge
    /// The guide the bar is aligned on along the edge (a horizontal guide for top and bottom).
    package var alignment: AlignmentKey
    package var spacing: CGFloat?

    package init(edge: Edge, horizontal alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.edge = edge
        self.alignment = alignment.key
        self.spacing = spacing
    }

    package init(edge: Edge, vertical alignment: VerticalAlignment, spacing: CGFloat?) {
        self.edge = edge
        self.alignment = alignment.key
        self.spacing = spacing
    }

    /// The axis the bar takes room along (vertical for a top or bottom bar).
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    private var barFirst: Bool { edge == .top || edge == .leading }

    private struct Parts {
        var bar: CGSize, barOffer: ProposedViewSize, content: CGSize, contentOffer: ProposedViewSize, gap: CGFloat
    }

    private func parts(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Parts? {
        guard let content = subviews.first else { return nil }
        guard subviews.count > 1 else {
            let size = content.sizeThatFits(proposal)
            return Parts(bar: .zero, barOffer: .zero, content: size, contentOffer: proposal, gap: 0)
        }
        let bar = subviews[subviews.startIndex + 1]
        let barOffer = ProposedViewSize(nil, along: axis, across: proposal[axis.crossing])
        let barSize = bar.sizeThatFits(barOffer)
        let gap = spacing ?? (barFirst ? bar.spacing.distance(to: content.spacing, along: axis)
                                       : content.spacing.distance(to: bar.spacing, along: axis))
        var contentOffer = proposal
        contentOffer[axis] = proposal[axis].map { Swift.max(0, $0 - barSize[axis] - gap) }
        return Parts(bar: barSize, barOffer: barOffer, content: content.sizeThatFits(contentOffer),
                     contentOffer: contentOffer, gap: gap)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let parts = parts(proposal, subviews) else { return .zero }
        guard subviews.count > 1 else { return parts.content }
        return CGSize(parts.content[axis] + parts.gap + parts.bar[axis], along: axis,
                      across: Swift.max(parts.content[axis.crossing], parts.bar[axis.crossing]))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first, let parts = parts(ProposedViewSize(bounds.size), subviews) else { return }
        let start = bounds.origin[axis], end = start + bounds.size[axis]
        let contentStart = barFirst ? start + parts.bar[axis] + parts.gap : start
        content.place(at: CGPoint(contentStart, along: axis, across: bounds.origin[axis.crossing]),
                      proposal: parts.contentOffer)
        guard subviews.count > 1 else { return }
        let bar = subviews[subviews.startIndex + 1]
        let dimensions = bar.dimensions(in: parts.barOffer)
        let line = alignment.id.defaultValue(in: ViewDimensions(size: bounds.size))
        let across = bounds.origin[axis.crossing] + line - dimensions[alignment]
        let barStart = barFirst ? start : end - parts.bar[axis]
        bar.place(at: CGPoint(barStart, along: axis, across: across), proposal: parts.barOffer)
    }

    package func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}
