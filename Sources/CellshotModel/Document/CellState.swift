/// A state a cell is drawn in, like the flags of `UICellConfigurationState`.
///
/// A document lists the states to draw (`"states": ["normal", "selected"]`);
/// each becomes a column of the rendered image.
public enum CellState: String, CaseIterable, Hashable, Sendable {
    /// Not highlighted, selected or disabled.
    case normal
    /// Touched down (`isHighlighted`).
    case highlighted
    /// Selected (`isSelected`).
    case selected
    /// Not interactive (`isDisabled`).
    case disabled
}

extension CellState: DocumentName {
    static var nameDescription: String { "a cell state" }
}
