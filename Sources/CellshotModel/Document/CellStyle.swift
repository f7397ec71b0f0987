/// A built-in cell layout, like the `UIListContentConfiguration` factory methods.
public enum CellStyle: String, CaseIterable, Hashable, Sendable {
    /// `cell()`: text with secondary text below it (the default).
    case cell
    /// `subtitleCell()`: text with a subtitle below, tighter.
    case subtitleCell
    /// `valueCell()`: text with secondary text side by side, trailing.
    case valueCell
    /// `sidebarCell()`: a sidebar row; selected, it turns white on the tint.
    case sidebarCell
    /// `sidebarSubtitleCell()`: a sidebar row with a subtitle below its text.
    case sidebarSubtitleCell
    /// `accompaniedSidebarCell()`: a sidebar row beside a secondary column; its selection is grey.
    case accompaniedSidebarCell
    /// `accompaniedSidebarSubtitleCell()`: an accompanied sidebar row with a subtitle.
    case accompaniedSidebarSubtitleCell
}

extension CellStyle {
    /// Whether this is one of the four sidebar styles.
    public var isSidebar: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell: false
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        }
    }

    /// The background factory that goes with this style whatever the list, if it has its own
    /// (`listSidebarCell()` for the sidebar styles, `listAccompaniedSidebarCell()` for the accompanied
    /// ones); `nil`: the list appearance's.
    public var backgroundStyle: ListBackgroundStyle? {
        switch self {
        case .cell, .subtitleCell, .valueCell: nil
        case .sidebarCell, .sidebarSubtitleCell: .listSidebarCell
        case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: .listAccompaniedSidebarCell
        }
    }
}

extension CellStyle: DocumentName {
    static var nameDescription: String { "a cell style" }
}
