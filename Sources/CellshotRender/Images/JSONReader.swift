/// A small strict JSON reader for the renderer's own tables (`assets/symbols.json`).
///
/// CellshotRender imports no Foundation (the modules' one-way dependencies keep it a C-library layer), so it reads its
/// few JSON files with this: RFC 8259 values, duplicate object keys rejected,
/// errors that name the line.
struct JSONReader {
    /// A JSON value.
    indirect enum Value: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([String: Value])
    }

    /// Why a text is not JSON: the line (from 1) and what was expected.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// Reads one JSON value that fills the whole text.
    static func read(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("expected the end of the text") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            if byte == 0x0A { line += 1 }
            index += 1
        }
    }

    private mutating func expect(_ literal: String, _ value: Value) throws(SyntaxError) -> Value {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected a JSON value")
        }
        index += expected.count
        return value
    }

    private mutating func value() throws(SyntaxError) -> Value {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return try number()
        default: throw error("expected a JSON value")
        }
    }

    private mutating func object() throws(SyntaxError) -> Value {
        index += 1
        var members: [String: Value] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted name") }
            let name = try string()
            guard members[name] == nil else { throw error("duplicate name \"\(name)\"") }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after \"\(name)\"") }
            index += 1
            members[name] = try value()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> Value {
        index += 1
        var elements: [Value] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(SyntaxError) -> Value {
        let start = index
        while let byte = current, "+-.eE0123456789".utf8.contains(byte) { index += 1 }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else {
            throw error("malformed number")
        }
        return .number(number)
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []     // raw UTF-8 between escapes
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current, byte >= 0x20 else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard let escape = current else { throw error("unterminated string") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw error("unknown escape in a string")
                }
            default:
                run.append(byte)
            }
        }
    }

    /// The scalar of `\uXXXX` (the `\u` already read), joining a surrogate pair.
    private mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
        func hex4(_ reader: inout JSONReader) throws(SyntaxError) -> UInt32 {
            guard reader.bytes.count - reader.index >= 4,
                  let value = UInt32(String(decoding: reader.bytes[reader.index..<reader.index + 4], as: UTF8.self),
                                     radix: 16) else { throw reader.error("malformed \\u escape") }
            reader.index += 4
            return value
        }
        let high = try hex4(&self)
        if (0xD800..<0xDC00).contains(high), current == UInt8(ascii: "\\"),
           index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            let low = try hex4(&self)
            guard (0xDC00..<0xE000).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)) else {
                throw error("malformed surrogate pair")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("lone surrogate in a \\u escape") }
        return scalar
    }
}
