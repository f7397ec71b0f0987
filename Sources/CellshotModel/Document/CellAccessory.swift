/// Something drawn beside a cell's content, like `UICellAccessory`: what it is, and in which
/// states it is displayed.
///
/// ```json
/// "accessories": ["delete", { "label": "2" }, "disclosureIndicator"]
/// "accessories": [{ "reorder": { "displayed": "always" } }]
/// ```
/// `delete`, `insert`, `multiselect` and leading custom views sit at the cell's leading edge, before
/// the content, as UIKit places them; every other accessory at the trailing edge. Each edge draws its
/// accessories in document order from leading to trailing.
public struct CellAccessory: Hashable, Sendable {
    /// What the accessory is.
    public var kind: Kind
    /// In which states it is displayed (`displayed:`); each kind has UIKit's default.
    public var displayed: DisplayedState
    /// The chevron's colour (UIKit's `UICellAccessory.DisclosureIndicatorOptions.tintColor` and
    /// `OutlineDisclosureOptions.tintColor`); `nil` for the look's. Only the disclosure and outline disclosure chevrons
    /// read it (a front end sets it: CellshotUIKit from the options, CellshotSwiftUI for iOS 18's own chevron).
    public var tintColor: ColorReference?

    /// Creates an accessory.
    /// - Parameters:
    ///   - kind: what the accessory is.
    ///   - displayed: when it is displayed; `nil` for UIKit's default of `kind` (``Kind/defaultDisplayed``).
    ///   - tintColor: the chevron's colour; `nil` for the look's.
    public init(_ kind: Kind, displayed: DisplayedState? = nil, tintColor: ColorReference? = nil) {
        self.kind = kind
        self.displayed = displayed ?? kind.defaultDisplayed
        self.tintColor = tintColor
    }

    /// What an accessory is: one of UIKit's accessories, or a custom image.
    public enum Kind: Hashable, Sendable {
        /// The chevron that says the row opens another screen (`.disclosureIndicator()`).
        case disclosureIndicator
        /// A checkmark in the tint colour (`.checkmark()`).
        case checkmark
        /// A short secondary label, such as a count (`.label(text:)`).
        case label(String)
        /// The info button, a circled "i" in the tint colour (`.detail()`).
        case detail
        /// The info button followed by the disclosure chevron (`UITableViewCell.AccessoryType.detailDisclosureButton`).
        case detailDisclosure
        /// The chevron of an expandable row or header (`.outlineDisclosure(options:)`): down when `expanded`,
        /// else towards the trailing edge (a row that says whether it is `expanded` decides instead), in its
        /// `style`'s look.
        case outlineDisclosure(expanded: Bool, style: OutlineDisclosureStyle = .automatic)
        /// The reorder handle, three horizontal lines (`.reorder()`).
        case reorder
        /// The selection circle of a list in multiple selection (`.multiselect()`): empty, or filled with a
        /// check when `selected` (or when the row is drawn selected).
        case multiselect(selected: Bool)
        /// The red minus circle of a list in editing mode (`.delete()`).
        case delete
        /// The green plus circle of a list in editing mode (`.insert()`).
        case insert
        /// The up-and-down chevron of a row that opens a menu (`.popUpMenu(_:)`).
        case popUpMenu
        /// An image in a custom accessory view (`.customView(configuration:)`).
        case customView(CustomViewConfiguration)
        /// A `UISwitch` in the cell's `accessoryView`, as Settings screens show: on or off, enabled or
        /// dimmed. Its colours do not change when the row is selected or highlighted.
        case `switch`(SwitchConfiguration)

        /// When UIKit displays this accessory unless told otherwise: the editing controls (`delete`,
        /// `insert`, `reorder`, `multiselect`) `whenEditing`, the others `always`.
        public var defaultDisplayed: DisplayedState {
            switch self {
            case .delete, .insert, .reorder, .multiselect: .whenEditing
            default: .always
            }
        }
    }

    /// The states an accessory is displayed in, like `UICellAccessory.DisplayedState`.
    public enum DisplayedState: String, CaseIterable, Hashable, Sendable {
        /// In every state.
        case always
        /// Only while the list is editing (the `editing` state).
        case whenEditing
        /// Only while the list is not editing (every state but `editing`).
        case whenNotEditing
    }

    /// Whether the accessory is displayed in a state.
    ///
    /// ```swift
    /// CellAccessory.delete.isDisplayed(in: .normal)    // false: `.delete()` shows while editing
    /// CellAccessory.delete.isDisplayed(in: .editing)   // true
    /// ```
    /// - Parameter state: the state the row is drawn in.
    public func isDisplayed(in state: CellState) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: state == .editing
        case .whenNotEditing: state != .editing
        }
    }

    /// Whether UIKit places this accessory at the leading edge, before the content.
    public var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .customView(let configuration): configuration.placement == .leading
        default: false
        }
    }
}

extension CellAccessory {
    /// `.disclosureIndicator()`, displayed always.
    public static let disclosureIndicator = CellAccessory(.disclosureIndicator)
    /// `.checkmark()`, displayed always.
    public static let checkmark = CellAccessory(.checkmark)
    /// `.detail()`, displayed always.
    public static let detail = CellAccessory(.detail)
    /// The info button and the chevron, displayed always.
    public static let detailDisclosure = CellAccessory(.detailDisclosure)
    /// `.reorder()`, displayed when editing.
    public static let reorder = CellAccessory(.reorder)
    /// `.delete()`, displayed when editing.
    public static let delete = CellAccessory(.delete)
    /// `.insert()`, displayed when editing.
    public static let insert = CellAccessory(.insert)
    /// `.popUpMenu(_:)`, displayed always.
    public static let popUpMenu = CellAccessory(.popUpMenu)

    /// `.label(text:)`, displayed always.
    public static func label(_ text: String) -> CellAccessory { CellAccessory(.label(text)) }

    /// `.outlineDisclosure(options:)`, displayed always.
    /// - Parameters:
    ///   - expanded: whether it points down.
    ///   - style: its look (`OutlineDisclosureOptions.Style`); `automatic` by default.
    public static func outlineDisclosure(expanded: Bool, style: OutlineDisclosureStyle = .automatic) -> CellAccessory {
        CellAccessory(.outlineDisclosure(expanded: expanded, style: style))
    }

    /// `.multiselect()`, displayed when editing.
    public static func multiselect(selected: Bool) -> CellAccessory { CellAccessory(.multiselect(selected: selected)) }

    /// `.customView(configuration:)`, displayed always.
    public static func customView(_ configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(.customView(configuration))
    }

    /// A `UISwitch` accessory view, displayed always.
    public static func `switch`(_ configuration: SwitchConfiguration) -> CellAccessory {
        CellAccessory(.switch(configuration))
    }
}

/// The look of an outline disclosure, like `UICellAccessory.OutlineDisclosureOptions.Style`.
///
/// Apple documents what each style does: `header` is "the style to use for a section header": a tap anywhere
/// in it toggles the item, and "the cell itself is not selectable"; `cell` is "the style to use for a selectable
/// cell with nested children"; `automatic` is decided "depending on whether the cell's configuration is as a
/// section header". cellshot draws the `header` style at the header's text size, and a row whose outline
/// disclosure has the `header` style in its normal look in every column: it cannot be selected or highlighted.
public enum OutlineDisclosureStyle: String, CaseIterable, Hashable, Sendable {
    /// `header` in a section header (or a header item), `cell` in a row.
    case automatic
    /// A section header's: the whole row toggles, and it is never selected.
    case header
    /// A selectable row's: only the chevron toggles.
    case cell

    /// The style drawn: `automatic` resolved for a header (`inHeader`) or a row.
    public func resolved(inHeader: Bool) -> OutlineDisclosureStyle {
        self == .automatic ? (inHeader ? .header : .cell) : self
    }
}

extension OutlineDisclosureStyle: DocumentName {
    static var nameDescription: String { "an outline disclosure style" }
}

extension CellAccessory.DisplayedState: DocumentName {
    static var nameDescription: String { "when the accessory is displayed" }
}

/// A `UISwitch` shown as a cell's accessory view: `isOn`, `isEnabled`, `onTintColor` and `thumbTintColor`.
///
/// ```json
/// "accessories": [{ "switch": { "on": true } }]
/// "accessories": [{ "switch": { "on": true, "enabled": false, "onTintColor": "systemBlue" } }]
/// ```
public struct SwitchConfiguration: Hashable, Sendable {
    /// Whether the switch is on (`isOn`).
    public var isOn: Bool
    /// Whether it can be toggled (`isEnabled`); a disabled switch is drawn dimmed.
    public var isEnabled: Bool
    /// The track's colour when on (`onTintColor`); UIKit's green when `nil`.
    public var onTintColor: ColorReference?
    /// The thumb's colour (`thumbTintColor`); UIKit's white when `nil`.
    public var thumbTintColor: ColorReference?

    /// Creates a switch's configuration; off, enabled, green and white by default, as `UISwitch()` is.
    public init(isOn: Bool = false, isEnabled: Bool = true, onTintColor: ColorReference? = nil,
                thumbTintColor: ColorReference? = nil) {
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.onTintColor = onTintColor
        self.thumbTintColor = thumbTintColor
    }
}
