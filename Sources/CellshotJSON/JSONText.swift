/// Helpers to write JSON text in messages and output.
public enum JSONText {
    /// The most characters of a document's own text a message quotes (``snippet(_:)``,
    /// ``excerpt(_:limit:)``, keys in a ``JSONPath``): enough to recognise a key or a value, too few to
    /// copy a secret out of a file that was never meant to be a document, such as a token that a
    /// symbolic link in a documents folder leads to, into a public CI log.
    public static let quoteLimit = 40

    /// `text` as a JSON string literal for a message, escaping quotes, backslashes and every character
    /// a terminal would act on (``TerminalText/isControl(_:)``: control characters and bidirectional
    /// overrides, as `\u001b`, `\u202e`).
    ///
    /// With a `limit`, longer texts are cut after that many Unicode scalars and end in `…`; a
    /// document's own text is quoted with ``quoteLimit`` (``snippet(_:)``).
    ///
    /// ```swift
    /// JSONText.quoted("a\"b")   // "\"a\\\"b\""
    /// ```
    /// - Parameters:
    ///   - text: the text to quote.
    ///   - limit: the most Unicode scalars to keep, or `nil` for all.
    public static func quoted(_ text: String, limit: Int? = nil) -> String {
        literal(shortened(text, limit: limit), escapingTerminalControls: true)
    }

    /// A document's own text quoted for a message: ``quoted(_:limit:)`` cut after ``quoteLimit``
    /// characters, so `the string "token-4f9a…"` shows what the value is and no more.
    /// - Parameter text: a key, a name or a value from a document.
    public static func snippet(_ text: String) -> String {
        quoted(text, limit: quoteLimit)
    }

    /// `text` as a JSON string literal with only the escapes JSON requires (quotes, backslashes, U+0000
    /// to U+001F), for JSON files: other characters keep the bytes they were written with, so files
    /// written before and after read the same byte for byte.
    /// - Parameter text: the text to write.
    public static func literal(_ text: String) -> String {
        literal(text, escapingTerminalControls: false)
    }

    /// The start of `text` for a message, unquoted: cut after `limit` Unicode scalars with `…`, and
    /// with ``TerminalText/escaped(_:keepingLineBreaks:)`` applied; for texts messages show as they
    /// are, such as a number or a YAML tag.
    /// - Parameters:
    ///   - text: a document's text.
    ///   - limit: the most Unicode scalars to keep.
    public static func excerpt(_ text: String, limit: Int = quoteLimit) -> String {
        TerminalText.escaped(shortened(text, limit: limit))
    }

    /// `text` cut after `limit` Unicode scalars, ending in `…`. Scalars, not characters: one character
    /// can hold any number of combining scalars.
    private static func shortened(_ text: String, limit: Int?) -> String {
        guard let limit, text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    private static func literal(_ text: String, escapingTerminalControls: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20 || escapingTerminalControls && TerminalText.isControl(scalar):
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
