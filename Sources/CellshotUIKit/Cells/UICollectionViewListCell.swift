import Foundation

/// A cell of a list-style collection view (`UICollectionViewListCell`): accessories, indentation and the
/// list's default content configuration.
///
/// ```swift
/// final class MyCell: UICollectionViewListCell {
///     override func updateConfiguration(using state: UICellConfigurationState) {
///         var content = defaultContentConfiguration().updated(for: state)
///         content.text = "Inbox"
///         contentConfiguration = content
///     }
/// }
/// ```
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading ones (delete, insert, multiselect) and trailing ones in one list.
    open var accessories: [UICellAccessory] = []
    /// The indentation level of the content.
    open var indentationLevel = 0
    /// The width of one indentation level, in points.
    open var indentationWidth: CGFloat = 10
    /// Whether leading accessories move with the indented content.
    open var indentsAccessories = true
    var listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain

    /// A new list content configuration for the list the cell is in: `sidebarCell()` in sidebars, `cell()`
    /// elsewhere, with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listAppearance {
        case .sidebar, .sidebarPlain: .sidebarCell()
        case .plain, .grouped, .insetGrouped: .cell()
        }
    }
}
