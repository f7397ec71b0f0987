import CellshotGraphics

/// The geometry and colours of a list appearance: what `UICollectionLayoutListConfiguration`
/// and `UIBackgroundConfiguration`'s list factories give by default.
public struct ListGeometry: Sendable, Hashable {
    /// Behind the rows and between sections.
    public var backgroundColor: SystemColor
    /// A row's background in the normal state.
    public var cellBackgroundColor: SystemColor
    /// A row's background when selected or highlighted (systemGray4 [I]).
    public var selectedCellBackgroundColor: SystemColor
    /// The horizontal inset of each section's card (insetGrouped) or 0.
    public var sectionInset: Double
    /// The corner radius of a section's card (insetGrouped) or 0.
    public var sectionCornerRadius: Double
    /// The leading layout margin of the list's rows (the content's leading edge).
    public var layoutMargin: Double
    /// A row's minimum height.
    public var minimumRowHeight: Double
    /// The separators' colour; they are 1 physical pixel thick.
    public var separatorColor: SystemColor
    /// Whether the last row of a section draws a separator below it.
    public var separatorAfterLastRow: Bool
}

extension ListAppearance {
    /// This appearance's geometry for a list `width` points wide, from THE table below.
    ///
    /// Source: shared/reference/uikit-metrics.md ("UIBackgroundConfiguration", "Geometry"):
    /// plain lists are systemBackground with systemBackground cells; grouped and inset grouped lists are
    /// systemGroupedBackground with secondarySystemGroupedBackground cells; inset grouped cards have 10 pt
    /// corners (TimOliver/TOInsetGroupedTableView) and insets of 20 pt on wide phones (measured at 393 and
    /// 402 pt) and 16 pt on narrow ones (≤ 320 pt; 375 pt taken as narrow [I]); rows are at least 44 pt;
    /// the selected grey is systemGray4 [I]; insetGrouped sections draw no separator after their last row.
    public func geometry(width: Double) -> ListGeometry {
        let margin = width < 390 ? 16.0 : 20.0
        switch self {
        case .plain:
            return ListGeometry(backgroundColor: .systemBackground, cellBackgroundColor: .systemBackground,
                                selectedCellBackgroundColor: .systemGray4, sectionInset: 0, sectionCornerRadius: 0,
                                layoutMargin: margin, minimumRowHeight: 44, separatorColor: .separator,
                                separatorAfterLastRow: true)
        case .grouped:
            return ListGeometry(backgroundColor: .systemGroupedBackground,
                                cellBackgroundColor: .secondarySystemGroupedBackground,
                                selectedCellBackgroundColor: .systemGray4, sectionInset: 0, sectionCornerRadius: 0,
                                layoutMargin: margin, minimumRowHeight: 44, separatorColor: .separator,
                                separatorAfterLastRow: true)
        case .insetGrouped:
            return ListGeometry(backgroundColor: .systemGroupedBackground,
                                cellBackgroundColor: .secondarySystemGroupedBackground,
                                selectedCellBackgroundColor: .systemGray4, sectionInset: margin,
                                sectionCornerRadius: 10, layoutMargin: 16, minimumRowHeight: 44,
                                separatorColor: .separator, separatorAfterLastRow: false)
        }
    }
}
