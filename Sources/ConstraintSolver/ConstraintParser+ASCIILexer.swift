extension ConstraintParser {
    /// The lexer's fast path for well-formed ASCII text, read as bytes.
    ///
    /// Splitting a constraint into `Character`s (grapheme breaking) and looking each one's Unicode
    /// properties up was most of the parsing time of `cellshot solve` on large generated systems,
    /// which are ASCII. In ASCII text without a carriage return every byte is one `Character`, so
    /// byte offsets are the `Character` offsets the parser reports. Anything this path does not
    /// accept — a mistake of any kind — returns `nil`, and ``Lexer`` words the message as always,
    /// so the fast path never changes what the parser says.
    enum ASCIILexer {
        /// The tokens of `source`, ending with `.end`; `nil` when `source` is not plain ASCII or has a
        /// mistake.
        static func tokens(of source: String) -> [Token]? {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.utf8.count)
            for byte in source.utf8 {
                // CR LF is one Character: with a CR, byte offsets may not be Character offsets.
                guard byte < 0x80, byte != 13 else { return nil }
                bytes.append(byte)
            }
            return tokens(of: bytes)
        }

        private static func tokens(of bytes: [UInt8]) -> [Token]? {
            var tokens: [Token] = []
            var position = 0
            func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
            func isDigit(_ offset: Int) -> Bool { byte(offset).map { $0 >= 48 && $0 <= 57 } ?? false }
            func text(_ start: Int) -> String { String(decoding: bytes[start..<position], as: UTF8.self) }
            func skipDigits() { while isDigit(position) { position += 1 } }
            func skipIdentifier() { while let next = byte(position), isNameContinuation(next) { position += 1 } }
            while true {
                while let next = byte(position), next == 32 || (9...13).contains(next) { position += 1 }
                let start = position
                guard let first = byte(position) else {
                    tokens.append(Token(kind: .end, range: start..<start, text: ""))
                    return tokens
                }
                if isDigit(position) || (first == UInt8(ascii: ".") && isDigit(position + 1)) {
                    // NumberLiteral's grammar: digits, a fraction, an exponent only if digits follow.
                    skipDigits()
                    if byte(position) == UInt8(ascii: "."), isDigit(position + 1) {
                        position += 1
                        skipDigits()
                    }
                    if byte(position) == UInt8(ascii: "e") || byte(position) == UInt8(ascii: "E") {
                        var digits = position + 1
                        if byte(digits) == UInt8(ascii: "+") || byte(digits) == UInt8(ascii: "-") { digits += 1 }
                        if isDigit(digits) {
                            position = digits
                            skipDigits()
                        }
                    }
                    let written = text(start)
                    guard let value = Double(written), value.isFinite else { return nil }
                    tokens.append(Token(kind: .number(value), range: start..<position, text: written))
                    continue
                }
                if isNameStart(first) {
                    position += 1
                    skipIdentifier()
                    while byte(position) == UInt8(ascii: ".") {
                        guard let next = byte(position + 1), isNameStart(next) else { return nil }
                        position += 2
                        skipIdentifier()
                    }
                    let name = text(start)
                    tokens.append(Token(kind: .name(name), range: start..<position, text: name))
                    continue
                }
                position += 1
                let kind: Token.Kind
                switch first {
                case UInt8(ascii: "+"): kind = .plus
                case UInt8(ascii: "-"): kind = .minus
                case UInt8(ascii: "*"): kind = .star
                case UInt8(ascii: "/"): kind = .slash
                case UInt8(ascii: "("): kind = .leftParenthesis
                case UInt8(ascii: ")"): kind = .rightParenthesis
                case UInt8(ascii: "@"): kind = .at
                case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
                    guard byte(position) == UInt8(ascii: "=") else { return nil }
                    position += 1
                    kind = .relation(first == UInt8(ascii: "<") ? .lessThanOrEqual
                                     : first == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal)
                default:
                    return nil
                }
                tokens.append(Token(kind: kind, range: start..<position, text: text(start)))
            }
        }

        private static func isNameStart(_ byte: UInt8) -> Bool { byte == 95 || (97...122).contains(byte | 0x20) }

        private static func isNameContinuation(_ byte: UInt8) -> Bool { isNameStart(byte) || (48...57).contains(byte) }
    }
}
