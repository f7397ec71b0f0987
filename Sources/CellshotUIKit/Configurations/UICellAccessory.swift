import CellshotModel
import Foundation

/// An accessory of a list cell: a chevron, a checkmark, a label, editing controls
/// (`UICellAccessory`), drawn as cellshot draws the document's `accessories`.
///
/// ```swift
/// cell.accessories = [.label(text: "3"), .disclosureIndicator()]
/// ```
/// Only the accessories cellshot draws are declared, each with `displayed:` (the `options:` of UIKit's
/// factories are not declared: cellshot draws every accessory in its system look).
public struct UICellAccessory: Hashable {
    /// When an accessory is shown.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing

        var model: CellAccessory.DisplayedState {
            switch self {
            case .always: .always
            case .whenEditing: .whenEditing
            case .whenNotEditing: .whenNotEditing
            }
        }
    }

    enum Kind: Hashable {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, outlineDisclosure, multiselect
        case label(String)
    }

    let kind: Kind
    let displayed: DisplayedState

    /// A chevron pointing to the trailing edge.
    /// - Parameter displayed: when it is shown.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A checkmark in the tint colour.
    /// - Parameter displayed: when it is shown.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// An info button.
    /// - Parameter displayed: when it is shown.
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }

    /// The red delete control at the leading edge.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed)
    }

    /// The green insert control at the leading edge.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed)
    }

    /// The reorder grip.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed)
    }

    /// The outline disclosure chevron; it points down when the cell's state is expanded.
    /// - Parameter displayed: when it is shown.
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
    }

    /// The selection circle at the leading edge; filled when the cell is selected.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed)
    }

    /// A text in the secondary colour, such as a count.
    /// - Parameters:
    ///   - text: the text.
    ///   - displayed: when it is shown.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }

    /// The document model's accessory for a cell in a state.
    func model(in state: UICellConfigurationState) -> CellAccessory {
        let kind: CellAccessory.Kind = switch self.kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detail
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .outlineDisclosure: .outlineDisclosure(expanded: state.isExpanded)
        case .multiselect: .multiselect(selected: state.isSelected)
        case .label(let text): .label(text)
        }
        return CellAccessory(kind, displayed: displayed.model)
    }
}
