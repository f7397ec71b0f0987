/// Template values written as Swift literals, as a JSON document writes them:
///
/// ```swift
/// let values: [String: JSONValue] = ["title": "Inbox", "count": 3, "hasNew": true, "badge": .null]
/// ```
/// A number keeps the text Swift prints for it (`3`, `0.5`), which messages quote. `null` is written `.null`:
/// a `nil` literal stays Swift's own, so `JSONValue?` keeps meaning "no value" (the standard library's advice
/// for `ExpressibleByNilLiteral`).
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// A whole number, written as Swift writes it.
    public init(integerLiteral value: Int) {
        self = .number(Double(value), text: String(value))
    }

    /// A number, written as Swift writes it (the shortest text that reads back to it).
    public init(floatLiteral value: Double) {
        self = .number(value, text: "\(value)")
    }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// An array.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// An object, its members in the order written. A key written twice keeps its last value, in the
    /// place of its first, as a dictionary would (a document refuses a duplicate key instead).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [JSONMember] = []
        var index: [String: Int] = [:]
        for (key, value) in elements {
            if let existing = index[key] {
                members[existing] = JSONMember(key: key, value: value)
            } else {
                index[key] = members.count
                members.append(JSONMember(key: key, value: value))
            }
        }
        self = .object(members)
    }
}
