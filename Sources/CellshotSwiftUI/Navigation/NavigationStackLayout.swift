import CellshotSwiftUILayout
import Foundation

/// How a navigation stack lays out its screen: the whole proposal is the stack's; the navigation bar at its top
/// (the item row, then the large title's band), the bottom toolbar at its bottom, and the content proposed the
/// rest and centred in it, as a hosting controller places its root view.
///
/// The children are the content first, then the bar's parts in the order of `roles`.
struct NavigationStackLayout: Layout {
    /// What a child of the stack is.
    enum Role: Equatable {
        case content, inlineTitle, largeTitle, principal, leadingItems, trailingItems, bottomItems
    }

    let roles: [Role]
    let figures: SwiftUIFigures.NavigationBar
    /// Whether the navigation bar is shown.
    let showsBar: Bool
    /// Whether the title is large (the bar then has the large title's band).
    let isLarge: Bool
    /// How far the content rises under the large title's band: the space a list leaves above a first section
    /// without a header, where iOS 26 starts the first card at the bar's bottom (`listRisesUnderLargeTitle`).
    let contentRise: CGFloat
    let scale: CGFloat
    /// The safe area the stack is laid out in, and the one its content sees: the same screen with its top moved
    /// down to the content's top under a shown bar, so that a view ignoring the safe area there (a `ShapeStyle`
    /// background, `.ignoresSafeArea()`) runs on under the transparent bar to the screen's top, as on iOS.
    var safeAreas: (outer: SafeAreaReference, content: SafeAreaReference)?

    /// The navigation bar's height: nothing when hidden, the inline bar, plus the large title's band.
    var barHeight: CGFloat {
        guard showsBar else { return 0 }
        return figures.inlineHeight + (isLarge ? figures.largeTitleHeight : 0)
    }

    private var bottomBarHeight: CGFloat {
        roles.contains(.bottomItems) ? figures.bottomBarHeight : 0
    }

    private func subview(_ role: Role, _ subviews: Subviews) -> LayoutSubview? {
        roles.firstIndex(of: role).map { subviews[$0] }
    }

    /// The whole proposal; with no height offered, the bars and the content's own height.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subview(.content, subviews)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? content?.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width ?? 0
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        let contentHeight = content?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
        return CGSize(width: width, height: barHeight + max(0, contentHeight - contentRise) + bottomBarHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let top = bounds.minY + barHeight - contentRise
        let available = CGSize(width: bounds.width, height: max(0, bounds.maxY - bottomBarHeight - top))
        if let safeAreas {
            var geometry = safeAreas.outer.geometry
            if showsBar, top > geometry.safe.minY {
                geometry.safe = CGRect(x: geometry.safe.minX, y: top, width: geometry.safe.width,
                                       height: max(0, geometry.safe.maxY - top))
            }
            safeAreas.content.geometry = geometry
        }
        if let content = subview(.content, subviews) {
            // Centred in the space below the bar, as a hosting controller centres its root view.
            let size = content.sizeThatFits(ProposedViewSize(available))
            let origin = CGPoint(x: roundToPixel(bounds.minX + (available.width - size.width) / 2, scale: scale),
                                 y: roundToPixel(top + max(0, available.height - size.height) / 2, scale: scale))
            content.place(at: origin, proposal: ProposedViewSize(available))
        }
        guard showsBar || roles.contains(.bottomItems) else { return }
        let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: figures.itemRowHeight)
        let margin = figures.horizontalMargin
        var sideWidth: CGFloat = 0
        if showsBar, let leading = subview(.leadingItems, subviews) {
            let size = leading.sizeThatFits(.unspecified)
            leading.place(at: CGPoint(x: row.minX + margin, y: centred(size.height, in: row)), proposal: .unspecified)
            sideWidth = max(sideWidth, size.width)
        }
        if showsBar, let trailing = subview(.trailingItems, subviews) {
            let size = trailing.sizeThatFits(.unspecified)
            trailing.place(at: CGPoint(x: row.maxX - margin - size.width, y: centred(size.height, in: row)),
                           proposal: .unspecified)
            sideWidth = max(sideWidth, size.width)
        }
        // The middle of the row keeps clear of the wider side's items, on both sides, so it stays centred.
        let middleWidth = max(0, row.width - 2 * (margin + sideWidth + (sideWidth > 0 ? figures.titleClearance : 0)))
        for role in [Role.principal, .inlineTitle] {
            guard showsBar, let middle = subview(role, subviews) else { continue }
            let proposal = ProposedViewSize(width: middleWidth, height: nil)
            let size = middle.sizeThatFits(proposal)
            middle.place(at: CGPoint(x: roundToPixel(row.midX - size.width / 2, scale: scale), y: centred(size.height, in: row)),
                         proposal: proposal)
        }
        if showsBar, let title = subview(.largeTitle, subviews) {
            let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
            let dimensions = title.dimensions(in: proposal)
            let baseline = bounds.minY + barHeight - figures.largeTitleBaselineFromBottom
            title.place(at: CGPoint(x: bounds.minX + margin, y: roundToPixel(baseline - dimensions[.firstTextBaseline], scale: scale)),
                        proposal: proposal)
        }
        if let bottom = subview(.bottomItems, subviews) {
            let proposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
            let size = bottom.sizeThatFits(proposal)
            let bar = CGRect(x: bounds.minX, y: bounds.maxY - bottomBarHeight, width: bounds.width, height: bottomBarHeight)
            bottom.place(at: CGPoint(x: roundToPixel(bar.midX - size.width / 2, scale: scale), y: centred(size.height, in: bar)),
                         proposal: proposal)
        }
    }

    /// The top of a height centred in a rectangle, on the pixel grid.
    private func centred(_ height: CGFloat, in rect: CGRect) -> CGFloat {
        roundToPixel(rect.minY + (rect.height - height) / 2, scale: scale)
    }
}
