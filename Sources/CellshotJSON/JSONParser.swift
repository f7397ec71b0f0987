/// A strict JSON reader that keeps object members in order and reports mistakes by line and column.
///
/// It reads RFC 8259 JSON encoded as UTF-8 (an initial byte order mark is
/// skipped), rejects duplicate keys and nesting deeper than
/// ``maximumDepth``, and — like Python's `json` module — also reads the
/// literals `NaN`, `Infinity` and `-Infinity` as numbers. Numbers too large
/// for a `Double` become infinite; callers decide whether to accept them.
public struct JSONParser {
    /// How deep arrays and objects may nest.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// Parses a whole document.
    ///
    /// ```swift
    /// let value = try JSONParser.parse(Array(#"{ "width": 393 }"#.utf8))
    /// ```
    /// - Parameter bytes: the document as UTF-8.
    /// - Returns: the top-level value.
    /// - Throws: ``JSONSyntaxError`` for the first mistake.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        if parser.position == bytes.count {
            throw parser.error("expected a JSON value", found: "an empty document")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw parser.error("expected the end of the document after the top-level value", found: parser.found)
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of the document, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (parser) throws(JSONSyntaxError) in try parser.parseObject() }
        case UInt8(ascii: "["): return try nested { (parser) throws(JSONSyntaxError) in try parser.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "N"): return try parseLiteral("NaN", .number(.nan, text: "NaN"))
        case UInt8(ascii: "I"): return try parseLiteral("Infinity", .number(.infinity, text: "Infinity"))
        default: throw error("expected a value", found: found)
        }
    }

    private mutating func nested(
        _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested more than \(Self.maximumDepth) deep")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        position += 1
        var members: [JSONMember] = []
        var keys = Set<String>()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("expected a key (a string in double quotes)", found: found)
            }
            let keyStart = position
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw error("duplicate key \(JSONText.snippet(key)) in an object", unquoted: "a duplicate key in an object",
                            at: keyStart)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(JSONText.snippet(key))", unquoted: "expected ':' after a key",
                            found: found)
            }
            position += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw error("expected ',' or '}' after an object member", found: found)
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(elements)
            default: throw error("expected ',' or ']' after an array element", found: found)
            }
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[position...].starts(with: expected) else {
            throw error("expected a value", found: found)
        }
        position += expected.count
        return value
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, or `-Infinity`.
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if peek() == UInt8(ascii: "-") {
            position += 1
            if peek() == UInt8(ascii: "I") {
                return try parseLiteral("Infinity", .number(-.infinity, text: "-Infinity"))
            }
        }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit after '-'", found: found) }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw error("numbers cannot have leading zeros")
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let digit = peek(), isDigit(digit) else {
                throw error("expected a digit after the decimal point", found: found)
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw error("expected a digit in the exponent", found: found)
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // The text matches the grammar above, which `Double` always reads; huge values become ±infinity.
        return .number(Double(text) ?? .nan, text: text)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position
        position += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unexpected end of the document inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                // Decoding repairs invalid UTF-8 with U+FFFD, so the text is valid if it holds the same bytes.
                let text = String(decoding: buffer, as: UTF8.self)
                guard text.utf8.elementsEqual(buffer) else {
                    throw error("the string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                let scalar = try parseEscape()
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            case 0..<0x20:
                throw error("control characters must be escaped in strings", found: "U+\(Self.hex(byte))")
            default:
                buffer.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unexpected end of the document inside a string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let start = position - 2
            let unit = try parseHexQuad()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes[position...].starts(with: Array("\\u".utf8)) else {
                    throw error("unpaired surrogate in a \\u escape", at: start)
                }
                position += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape", at: start) }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("unpaired surrogate in a \\u escape", at: start) }
            return scalar
        default:
            position -= 1
            throw error("unknown escape '\\\(Self.describe(byte))' (expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)",
                        unquoted: "an unknown escape (expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
        }
    }

    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw error("expected four hexadecimal digits after \\u", found: found)
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    // MARK: Reading

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// The character at the current position for messages: `'x'`, or `the end of the document`.
    private var found: String {
        guard let byte = peek() else { return "the end of the document" }
        if byte < 0x80 { return "'\(Self.describe(byte))'" }
        let end = min(bytes.count, position + 4)
        if let character = String(decoding: bytes[position..<end], as: UTF8.self).first, character != "\u{FFFD}" {
            // A C1 control or a bidirectional override is shown as an escape, not sent to the terminal.
            return "'\(TerminalText.escaped(String(character)))'"
        }
        return "byte 0x\(String(byte, radix: 16))"
    }

    /// The byte as four hexadecimal digits: `0009`.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "U+\(hex(byte))"
    }

    /// An error at the current position (or `offset`).
    /// - Parameters:
    ///   - message: what was expected, or what is wrong.
    ///   - unquoted: the same without anything of the text (``JSONSyntaxError/unquotedMessage``), when `message`
    ///     quotes some of it.
    ///   - found: what was found instead, as ``found`` describes it.
    private func error(_ message: String, unquoted: String? = nil, found: String? = nil,
                       at offset: Int? = nil) -> JSONSyntaxError {
        let position = TextPosition(ofByte: offset ?? position, in: bytes)
        var error = JSONSyntaxError(message: found.map { "\(message), found \($0)" } ?? message,
                                    line: position.line, column: position.column)
        error.unquotedMessage = unquoted ?? message
        return error
    }
}
