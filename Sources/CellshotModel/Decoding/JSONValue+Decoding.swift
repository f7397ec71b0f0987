/// Reading typed values out of a ``JSONValue``, each failure an error at the value's path.
extension JSONValue {
    /// Whether this is `null`: an optional key written as `null` (or `~` in YAML) counts as absent.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, or an error saying `expected` was expected.
    func string(at path: JSONPath, expected: String = "a string") throws(DocumentError) -> String {
        switch self {
        case .string(let text):
            return text
        case .number(_, let text):
            throw .wrongType(at: path, expected: expected, found: self, hint: "write it in quotes: \(JSONText.snippet(text))")
        case .bool(let flag):
            throw .wrongType(at: path, expected: expected, found: self,
                             hint: "write it in quotes: \(JSONText.quoted(flag ? "true" : "false"))")
        default:
            throw .wrongType(at: path, expected: expected, found: self)
        }
    }

    /// The boolean, or an error saying `expected` was expected.
    func bool(at path: JSONPath, expected: String) throws(DocumentError) -> Bool {
        switch self {
        case .bool(let flag):
            return flag
        case .string(let text) where text == "true" || text == "false":
            throw .wrongType(at: path, expected: expected, found: self, hint: "write it without quotes: \(text)")
        default:
            throw .wrongType(at: path, expected: expected, found: self)
        }
    }

    /// A string that is not empty.
    func nonEmptyString(at path: JSONPath, expected: String) throws(DocumentError) -> String {
        let text = try string(at: path, expected: expected)
        guard !text.isEmpty else { throw .invalidValue(at: path, expected: expected, found: self) }
        return text
    }

    /// The number, if it is finite and `isValid` accepts it.
    /// - Parameter expected: the whole expectation with its bounds: `a width greater than 0 and at most 4096`.
    func number(at path: JSONPath, expected: String,
                where isValid: (Double) -> Bool) throws(DocumentError) -> Double {
        guard case .number(let number, _) = self else {
            let numeric: Bool = if case .string(let text) = self { Double(text) != nil } else { false }
            throw .wrongType(at: path, expected: expected, found: self,
                             hint: numeric ? "write the number without quotes: \(JSONText.excerpt(self.unquoted))" : nil)
        }
        guard number.isFinite, isValid(number) else { throw .invalidValue(at: path, expected: expected, found: self) }
        return number
    }

    /// A whole number in `range`.
    func integer(at path: JSONPath, expected: String, in range: ClosedRange<Int>) throws(DocumentError) -> Int {
        let number = try number(at: path, expected: expected) {
            $0.rounded() == $0 && $0 >= Double(range.lowerBound) && $0 <= Double(range.upperBound)
        }
        return Int(saturating: number)
    }

    /// A length in points from 0 to ``DocumentLimits/maximumLength``.
    func length(at path: JSONPath, noun: String = "a length") throws(DocumentError) -> Double {
        try number(at: path, expected: "\(noun) from 0 to \(JSONText.number(DocumentLimits.maximumLength)) points") {
            $0 >= 0 && $0 <= DocumentLimits.maximumLength
        }
    }

    /// A string's text as written, for hints.
    private var unquoted: String {
        if case .string(let text) = self { return text }
        return summary
    }

    /// The array's elements.
    func array(at path: JSONPath, expected: String) throws(DocumentError) -> [JSONValue] {
        guard case .array(let elements) = self else { throw .wrongType(at: path, expected: expected, found: self) }
        return elements
    }

    /// The object's members as a dictionary, for values kept as they are (templates, template values).
    func dictionary(at path: JSONPath, expected: String) throws(DocumentError) -> [String: JSONValue] {
        guard case .object(let members) = self else { throw .wrongType(at: path, expected: expected, found: self) }
        var dictionary: [String: JSONValue] = [:]
        for member in members { dictionary[member.key] = member.value }
        return dictionary
    }
}
