import CellshotModel
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
@MainActor @preconcurrency open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading ones (delete, insert, multiselect) and trailing ones in one list.
    open var accessories: [UICellAccessory] = []
    /// The indentation level of the content.
    open var indentationLevel = 0
    /// The width of one indentation level, in points.
    open var indentationWidth: CGFloat = 10
    /// Whether leading accessories move with the indented content.
    open var indentsAccessories = true
    var listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain
    /// The element kind when the cell is a collection view's section header or footer, else `nil`.
    var supplementaryKind: String?
    /// The separator guide, once asked for.
    var storedSeparatorGuide: UILayoutGuide?

    /// A new list content configuration for the list the cell is in and the place it has, with no content:
    /// as a cell, `sidebarCell()` in sidebars and `cell()` elsewhere; as a section header or footer (a
    /// supplementary view), the list's header or footer style, the one a title of the document's section
    /// takes (`plainHeader()` in plain lists, `groupedHeader()` in grouped ones, `sidebarHeader()` in sidebars).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        if let supplementaryKind {
            let footer = supplementaryKind == UICollectionView.elementKindSectionFooter
            let style: HeaderFooterStyle = switch listAppearance {
            case .plain: footer ? .plainFooter : .plainHeader
            case .grouped, .insetGrouped: footer ? .groupedFooter : .groupedHeader
            case .sidebar, .sidebarPlain: footer ? .plainFooter : .sidebarHeader
            }
            var configuration = UIListContentConfiguration(kind: .headerFooter(style))
            configuration.isListDefault = true
            return configuration
        }
        return switch listAppearance {
        case .sidebar, .sidebarPlain: .sidebarCell()
        case .plain, .grouped, .insetGrouped: .cell()
        }
    }
}
