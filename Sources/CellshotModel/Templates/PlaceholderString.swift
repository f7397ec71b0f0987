/// A template string split into literal text and `$name` placeholders.
///
/// `$name` takes the longest run of ASCII letters, digits and underscores after the `$`;
/// `${name}` ends at the brace, for a placeholder followed by letters (`${count}th`); `$$` is a
/// literal `$`, and so is a `$` followed by anything else. Names are ASCII so that Korean text
/// right after a placeholder (`$title입니다`) is not read as part of its name.
///
/// ```swift
/// let string = try PlaceholderString("선택됨: $title", at: path)
/// string?.pieces   // [.text("선택됨: "), .placeholder("title")]
/// ```
struct PlaceholderString: Hashable, Sendable {
    /// One piece of a string.
    enum Piece: Hashable, Sendable {
        /// Literal text, `$$` already turned into `$`.
        case text(String)
        /// A placeholder's name.
        case placeholder(String)
    }

    /// The pieces, in order; neighbouring text is joined.
    let pieces: [Piece]

    /// Splits `string`; `nil` when it has no `$` at all, the common case, so callers keep the string as it is.
    /// - Throws: ``DocumentError`` at `path` for a `${` without a name and a closing brace.
    init?(_ string: String, at path: JSONPath) throws(DocumentError) {
        // Bytes, not characters: `$`, braces and name characters are ASCII, and no byte of a
        // multi-byte UTF-8 sequence is, so the split points are the same and much cheaper to find.
        let bytes = Array(string.utf8)
        guard bytes.contains(UInt8(ascii: "$")) else { return nil }
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var index = 0
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll(keepingCapacity: true)
        }
        func nameEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
            return end
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "$"), index < bytes.count else {
                text.append(byte)
                continue
            }
            let next = bytes[index]
            if next == UInt8(ascii: "$") {
                text.append(byte)
                index += 1
            } else if next == UInt8(ascii: "{") {
                let end = nameEnd(from: index + 1)
                guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}") else {
                    throw .invalidValue(at: path, expected: "a placeholder name and \"}\" after \"${\"",
                                        found: .string(string), hint: "write $$ for a dollar sign")
                }
                flush()
                pieces.append(.placeholder(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)))
                index = end + 1
            } else if Self.isNameByte(next), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                // A name starts with a letter or underscore: "$5" is a price, not a placeholder.
                let end = nameEnd(from: index)
                flush()
                pieces.append(.placeholder(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
            } else {
                text.append(byte)
            }
        }
        flush()
        self.pieces = pieces
    }

    /// The name when the whole string is one placeholder (`"$size"`): it then stands for the value itself,
    /// whatever its type.
    var wholePlaceholder: String? {
        guard pieces.count == 1, case .placeholder(let name) = pieces[0] else { return nil }
        return name
    }

    /// The placeholders' names, in order, repeats included.
    var placeholderNames: [String] {
        pieces.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The string with `$$` turned into `$`, when it has no placeholder.
    var literalText: String? {
        guard placeholderNames.isEmpty else { return nil }
        return pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// Whether `byte` may be part of a name: an ASCII letter, digit or underscore.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
