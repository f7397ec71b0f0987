/// A built-in cell layout, like the `UIListContentConfiguration` factory methods.
public enum CellStyle: String, CaseIterable, Hashable, Sendable {
    /// `cell()`: text with secondary text below it (the default).
    case cell
    /// `subtitleCell()`: text with a subtitle below, tighter.
    case subtitleCell
    /// `valueCell()`: text with secondary text side by side, trailing.
    case valueCell
}

extension CellStyle: DocumentName {
    static var nameDescription: String { "a cell style" }
}
