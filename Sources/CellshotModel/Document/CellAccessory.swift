/// Something drawn at a cell's trailing edge, like `UICellAccessory`.
///
/// ```json
/// "accessories": [{ "label": "2" }, "disclosureIndicator"]
/// ```
/// Accessories are drawn in document order from leading to trailing.
public enum CellAccessory: Hashable, Sendable {
    /// The chevron that says the row opens another screen (`.disclosureIndicator()`).
    case disclosureIndicator
    /// A checkmark in the tint colour (`.checkmark()`).
    case checkmark
    /// A short secondary label, such as a count (`.label(text:)`).
    case label(String)

    /// The accessories written by name.
    static let names = ["disclosureIndicator", "checkmark"]

    /// What an accessory is, for messages.
    static let expectation = "an accessory (disclosureIndicator, checkmark or an object with \"label\")"

    /// Reads an accessory: a name, or `{ "label": text }`.
    /// - Throws: ``DocumentError`` for an unknown name or anything else.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        switch value {
        case .string("disclosureIndicator"):
            self = .disclosureIndicator
        case .string("checkmark"):
            self = .checkmark
        case .string(let name):
            throw .unknownName(name, at: path, expected: Self.expectation, knownNames: Self.names,
                               hint: name.lowercased().contains("chevron") ? "the chevron is \"disclosureIndicator\"" : nil)
        case .object:
            let object = try ObjectReader(value, at: path, expected: "an accessory", keys: ["label"])
            self = .label(try object.require("label", expected: "the label's text") { (value, path) throws(DocumentError) in
                try value.string(at: path, expected: "the label's text (a string)")
            })
        default:
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
    }
}
