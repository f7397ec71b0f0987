/// Helpers to write JSON text in messages and output.
public enum JSONText {
    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    ///
    /// With a `limit`, longer texts are cut after that many characters and end in `…`.
    ///
    /// ```swift
    /// JSONText.quoted("a\"b")   // "\"a\\\"b\""
    /// ```
    /// - Parameters:
    ///   - text: the text to quote.
    ///   - limit: the most characters to keep, or `nil` for all.
    public static func quoted(_ text: String, limit: Int? = nil) -> String {
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
    /// - Parameter key: an object key.
    public static func isPlainIdentifier(_ key: String) -> Bool {
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
    /// - Parameter value: a finite number.
    public static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
