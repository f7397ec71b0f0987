/// The look of the whole list, like `UICollectionLayoutListConfiguration.Appearance`.
///
/// To add an appearance, add a case: decoding, messages and suggestions follow from `allCases`.
public enum ListAppearance: String, CaseIterable, Hashable, Sendable {
    /// Edge to edge rows on `systemBackground` (the default, as `UITableView.Style.plain`).
    case plain
    /// Sections as full-width groups on `systemGroupedBackground`.
    case grouped
    /// Sections as rounded cards inset from the edges, as in Settings.
    case insetGrouped
    /// A sidebar (an iPad split view's primary column): no separators, rows inset with rounded
    /// selections in the tint colour, `sidebarCell` content.
    case sidebar
    /// A sidebar on `systemBackground`, as in a split view's supplementary column.
    case sidebarPlain
}

extension ListAppearance {
    /// The content style a row gets when it names none: `defaultContentConfiguration()` of a list cell
    /// in this appearance (`sidebarCell()` in sidebars, `cell()` elsewhere).
    public var defaultCellStyle: CellStyle {
        switch self {
        case .plain, .grouped, .insetGrouped: .cell
        case .sidebar, .sidebarPlain: .sidebarCell
        }
    }

    /// Whether this is one of the sidebar appearances.
    public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}

extension ListAppearance: DocumentName {
    static var nameDescription: String { "an appearance" }
}
