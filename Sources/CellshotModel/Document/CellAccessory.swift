/// Something drawn beside a cell's content, like `UICellAccessory`.
///
/// ```json
/// "accessories": ["delete", { "label": "2" }, "disclosureIndicator"]
/// ```
/// `delete`, `insert` and `multiselect` sit at the cell's leading edge, before the content, as UIKit
/// places them; every other accessory at the trailing edge. Each edge draws its accessories in
/// document order from leading to trailing.
public enum CellAccessory: Hashable, Sendable {
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
    /// The chevron of an expandable row (`.outlineDisclosure()`): down when `expanded`, else towards the trailing edge.
    case outlineDisclosure(expanded: Bool)
    /// The reorder handle, three horizontal lines (`.reorder()`).
    case reorder
    /// The selection circle of a list in multiple selection (`.multiselect()`): empty, or filled with a check
    /// when `selected` (or when the row is drawn selected).
    case multiselect(selected: Bool)
    /// The red minus circle of a list in editing mode (`.delete()`).
    case delete
    /// The green plus circle of a list in editing mode (`.insert()`).
    case insert
    /// The up-and-down chevron of a row that opens a menu (`.popUpMenu(_:)`).
    case popUpMenu

    /// Whether UIKit places this accessory at the leading edge, before the content.
    public var isLeading: Bool {
        switch self {
        case .delete, .insert, .multiselect: true
        default: false
        }
    }

    /// The accessories written by name.
    static let names = ["disclosureIndicator", "checkmark", "detail", "detailDisclosure", "outlineDisclosure",
                        "reorder", "multiselect", "delete", "insert", "popUpMenu"]

    /// The keys of the accessories written as objects.
    static let objectKeys = ["label", "outlineDisclosure", "multiselect"]

    /// What an accessory is, for messages.
    static let expectation = "an accessory (" + names.joined(separator: ", ")
        + ", or an object with \"label\", \"outlineDisclosure\" or \"multiselect\")"

    /// Reads an accessory: a name, or `{ "label": text }`, `{ "outlineDisclosure": { "expanded": bool } }`,
    /// `{ "multiselect": { "selected": bool } }`.
    /// - Throws: ``DocumentError`` for an unknown name or anything else.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        switch value {
        case .string("disclosureIndicator"): self = .disclosureIndicator
        case .string("checkmark"): self = .checkmark
        case .string("detail"): self = .detail
        case .string("detailDisclosure"): self = .detailDisclosure
        case .string("outlineDisclosure"): self = .outlineDisclosure(expanded: false)
        case .string("reorder"): self = .reorder
        case .string("multiselect"): self = .multiselect(selected: false)
        case .string("delete"): self = .delete
        case .string("insert"): self = .insert
        case .string("popUpMenu"): self = .popUpMenu
        case .string(let name):
            throw .unknownName(name, at: path, expected: Self.expectation, knownNames: Self.names,
                               hint: Self.hint(for: name))
        case .object:
            let object = try ObjectReader(value, at: path, expected: "an accessory", keys: Self.objectKeys)
            _ = try object.oneOf(Self.objectKeys, hint: "an object is one accessory; write each in its own array element")
            if let label = try object.decode("label", { (value, path) throws(DocumentError) in
                try value.string(at: path, expected: "the label's text (a string)")
            }) {
                self = .label(label)
            } else if let expanded = try object.decode("outlineDisclosure", { (value, path) throws(DocumentError) in
                try Self.flag(value, at: path, key: "expanded")
            }) {
                self = .outlineDisclosure(expanded: expanded)
            } else if let selected = try object.decode("multiselect", { (value, path) throws(DocumentError) in
                try Self.flag(value, at: path, key: "selected")
            }) {
                self = .multiselect(selected: selected)
            } else {
                // An empty object: say what it could hold.
                self = .label(try object.require("label", expected: "the label's text") { (value, path) throws(DocumentError) in
                    try value.string(at: path, expected: "the label's text (a string)")
                })
            }
        default:
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
    }

    /// `{ key: bool }` (a missing key is `false`).
    private static func flag(_ value: JSONValue, at path: JSONPath, key: String) throws(DocumentError) -> Bool {
        let object = try ObjectReader(value, at: path, expected: "an object with \"\(key)\"", keys: [key])
        return try object.decode(key) { (value, path) throws(DocumentError) in
            try value.bool(at: path, expected: "\"\(key)\" (true or false)")
        } ?? false
    }

    /// A hint for names that describe an accessory by its look rather than its UIKit name.
    private static func hint(for name: String) -> String? {
        let lowered = name.lowercased()
        if lowered.contains("info") { return "the info button is \"detail\"" }
        if lowered.contains("chevron") { return "the chevron is \"disclosureIndicator\"" }
        if lowered.contains("minus") || lowered.contains("remove") { return "the red minus circle is \"delete\"" }
        if lowered.contains("plus") || lowered.contains("add") { return "the green plus circle is \"insert\"" }
        return nil
    }
}
