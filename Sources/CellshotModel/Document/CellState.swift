/// A state a cell is drawn in, like the flags of `UICellConfigurationState`.
///
/// A document lists the states to draw (`"states": ["normal", "selected"]`);
/// each becomes a column of the rendered image. UIKit's flags combine (a cell can be
/// editing and selected at once); a column draws one of them.
public enum CellState: String, CaseIterable, Hashable, Sendable {
    /// Not highlighted, selected, disabled, editing or focused.
    case normal
    /// Touched down (`isHighlighted`).
    case highlighted
    /// Selected (`isSelected`).
    case selected
    /// Not interactive (`isDisabled`).
    case disabled
    /// In a list in editing mode (`isEditing`): accessories displayed `whenEditing` appear, those
    /// displayed `whenNotEditing` disappear.
    case editing
    /// Focused by the keyboard on iPad (`isFocused`): a tinted background with white content.
    case focused
}

extension CellState: DocumentName {
    static var nameDescription: String { "a cell state" }
}
