/// A JSON value as read by ``JSONParser``, with object members in document order.
///
/// Numbers keep the text they were written as, so messages can quote them
/// exactly (`1e3`, not `1000.0`). Besides standard JSON the parser accepts the
/// literals `NaN`, `Infinity` and `-Infinity` as numbers, as Python's `json`
/// module does, so that readers can reject them with a path instead of a
/// position.
enum JSONValue: Equatable, Sendable {
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

    /// What kind of value this is, for messages: `a string "abc"`, `the number 12`, `an array`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(_, let text): "the number \(text)"
        case .string(let text): "the string \(JSONText.quoted(text, limit: 40))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of the member named `key` when this is an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Equatable, Sendable {
    /// The member's name.
    var key: String
    /// The member's value.
    var value: JSONValue
}

/// Where a value is inside a JSON document: `constraints[2].expr`, `edits.W.value`.
struct JSONPath: Equatable, Sendable, CustomStringConvertible {
    /// One step from a container to a value inside it.
    enum Component: Equatable, Sendable {
        /// An object member, by key.
        case key(String)
        /// An array element, by index from 0.
        case index(Int)
    }

    /// The steps from the document's top level; empty for the top level itself.
    var components: [Component] = []

    /// The top level of the document.
    static let root = JSONPath()

    /// This path followed by an object member.
    func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path followed by an array element.
    func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// The path as written in messages.
    ///
    /// Keys that are plain identifiers are joined with dots (`edits.W.value`);
    /// other keys are quoted in brackets (`edits["title.width"]`). The top level is `$`.
    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONText.isPlainIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\(JSONText.quoted(key))]"
            }
        }
        return text.isEmpty ? "$" : text
    }
}

/// Helpers to write JSON text.
enum JSONText {
    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    ///
    /// With a `limit`, longer texts are cut after that many characters and end in `…`.
    static func quoted(_ text: String, limit: Int? = nil) -> String {
        var body = text
        if let limit, text.count > limit { body = String(text.prefix(limit)) + "…" }
        var result = "\""
        for scalar in body.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `key` is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`), printable in a dotted path.
    static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// A number the shortest way that reads back exactly, as JSON.
    ///
    /// Integers print without `.0` (`800`), negative zero prints as `0`, and
    /// other values use Swift's shortest round-trip form (`2.5`, `1e-07`, `1e+16`).
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
