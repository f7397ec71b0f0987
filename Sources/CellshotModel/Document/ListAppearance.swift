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
}

extension ListAppearance: DocumentName {
    static var nameDescription: String { "an appearance" }
}
