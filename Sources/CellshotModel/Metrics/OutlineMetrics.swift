extension ListAppearance {
    /// The width of one indentation level (`UICollectionViewListCell.indentationWidth`): part of THE table
    /// of list figures.
    ///
    /// Source: Apple's documentation gives no default for `UICollectionViewListCell.indentationWidth`
    /// ("the overall indentation is the product of indentationWidth and indentationLevel"); it documents
    /// 10 pt for `UITableViewCell.indentationWidth`, taken here for the plain, grouped and inset grouped
    /// lists [I]. docs/reference/uikit-metrics.md ("Geometry") measures 20 pt a level in sidebars [I]:
    /// a sidebar appearance takes that figure from here.
    package var defaultIndentationWidth: Double {
        switch self {
        case .plain, .grouped, .insetGrouped: 10
        case .sidebar, .sidebarPlain: Self.sidebarIndentationWidth
        }
    }

    /// The indentation width of sidebar lists (`.sidebar`, `.sidebarPlain`) [I], for the sidebar appearances.
    package static let sidebarIndentationWidth = 20.0
}
