/// Every message the decoder writes, in one place, so that their wording stays uniform:
/// "expected X, found Y", with the path in front and a hint behind.
extension DocumentError {
    /// A value of the wrong type: `expected a number, found the string "393"`.
    static func wrongType(at path: JSONPath, expected: String, found value: JSONValue,
                          hint: String? = nil) -> DocumentError {
        DocumentError(.wrongType, path: path, message: "expected \(expected), found \(value.summary)",
                      hint: hint)
    }

    /// A value of the right type that is not allowed: out of range, not finite, empty, a duplicate.
    static func invalidValue(at path: JSONPath, expected: String, found value: JSONValue,
                             hint: String? = nil) -> DocumentError {
        DocumentError(.invalidValue, path: path, message: "expected \(expected), found \(value.summary)", hint: hint)
    }

    /// A required key that is missing from the object at `path`.
    static func missingKey(_ key: String, at path: JSONPath, expected: String) -> DocumentError {
        DocumentError(.missingKey, path: path, message: "missing the required key \(JSONText.quoted(key)) (\(expected))")
    }

    /// A key the object at `path` does not have; the error's path is the key's.
    static func unknownKey(_ key: String, at path: JSONPath, in object: String, knownKeys: [String],
                           hint: String? = nil) -> DocumentError {
        let suggestion = NameSuggester.hint(for: key, among: knownKeys)
        return DocumentError(.unknownKey, path: path.appending(key: key),
                             message: "unknown key \(JSONText.snippet(key)) in \(object)",
                             hint: hint ?? suggestion ?? "known keys: \(knownKeys.joined(separator: ", "))")
    }

    /// A name that is not one of the known names.
    static func unknownName(_ name: String, at path: JSONPath, expected: String, knownNames: [String],
                            hint: String? = nil) -> DocumentError {
        DocumentError(.unknownName, path: path,
                      message: "expected \(expected), found \(JSONValue.string(name).summary)",
                      hint: NameSuggester.hint(for: name, among: knownNames) ?? hint)
    }

    /// An image file that does not exist, is a folder or is not an image.
    static func missingImage(at path: JSONPath, message: String, hint: String? = nil) -> DocumentError {
        DocumentError(.missingImage, path: path, message: message, hint: hint)
    }

    /// A syntax error in the document's text.
    /// - Parameter unquoted: the message without anything of the text, when `message` quotes some
    ///   (``withholdingContent()``).
    static func syntax(_ message: String, unquoted: String? = nil, line: Int?, column: Int?,
                       hint: String? = nil) -> DocumentError {
        DocumentError(.syntax, path: nil, message: message, hint: hint, line: line, column: column)
            .unquoted(unquoted ?? message)
    }
}
