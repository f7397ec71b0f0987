/// A JSON value as read by ``JSONParser`` (or converted from YAML), with object members in document order.
///
/// Numbers keep the text they were written as, so messages can quote them
/// exactly (`1e3`, not `1000.0`). Besides standard JSON the parser accepts the
/// literals `NaN`, `Infinity` and `-Infinity` as numbers, as Python's `json`
/// module does, so that readers can reject them with a path instead of a
/// position.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{ "rows": [] }"#.utf8))
/// value["rows"]   // .array([])
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number and the text it was written as.
    case number(Double, text: String)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members, in document order; keys are unique.
    case object([JSONMember])

    /// What kind of value this is, for messages: `the string "abc"`, `the number 12`, `an array`.
    /// Strings and numbers are cut after ``JSONText/quoteLimit`` characters: the value may be a whole
    /// file that was never meant to be a document.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(_, let text): "the number \(JSONText.excerpt(text))"
        case .string(let text): "the string \(JSONText.snippet(text))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// What kind of value this is, without the value: `a string`, `a number`, `a boolean`, `null`, `an array`,
    /// `an object`; for messages about a file whose text must not be quoted.
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of the member named `key` when this is an object; `nil` otherwise.
    ///
    /// - Parameter key: the member's name.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
