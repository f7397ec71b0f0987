extension ConstraintParser {
    /// A word of a constraint's text: a number, a name, an operator or the end.
    struct Token: Equatable {
        /// What the token is.
        enum Kind: Equatable {
            case number(Double)
            case name(String)
            case plus, minus, star, slash
            case leftParenthesis, rightParenthesis
            case at
            case relation(Relation)
            case end
            /// Text that cannot start any token; parsing it throws `message` at `offset`.
            case invalid(message: String, offset: Int)
        }

        /// What the token is.
        var kind: Kind
        /// Where the token is in the source, in `Character` offsets.
        var range: Range<Int>
        /// The token as written; empty for the end.
        var text: String
    }

    /// Splits a constraint's text into tokens in one pass.
    ///
    /// Lexing stops at the first character that cannot start a token; that
    /// token is `.invalid` and the parser reports it only when it reaches it, so
    /// mistakes are reported from left to right.
    struct Lexer {
        private let characters: [Character]
        /// The text's bytes when it is ASCII (one byte per character): token texts are cut from them,
        /// which is much cheaper than joining `Character`s (9 % of `cellshot solve` on a large grid).
        private let asciiBytes: [UInt8]?
        private var position = 0

        /// The tokens of `source`, ending with `.end` or `.invalid`.
        static func tokens(of source: String) -> [Token] {
            ASCIILexer.tokens(of: source) ?? characterTokens(of: source)
        }

        /// ``tokens(of:)`` without the ASCII fast path: every text, and every mistake's message.
        static func characterTokens(of source: String) -> [Token] {
            let characters = Array(source)
            var lexer = Lexer(characters: characters,
                              asciiBytes: source.utf8.count == characters.count ? Array(source.utf8) : nil)
            var tokens: [Token] = []
            while true {
                let token = lexer.nextToken()
                tokens.append(token)
                switch token.kind {
                case .end, .invalid: return tokens
                default: continue
                }
            }
        }

        private init(characters: [Character], asciiBytes: [UInt8]?) {
            self.characters = characters
            self.asciiBytes = asciiBytes
        }

        /// The text of characters `start..<end`.
        private func text(_ start: Int, _ end: Int) -> String {
            if let asciiBytes { return String(decoding: asciiBytes[start..<end], as: UTF8.self) }
            return String(characters[start..<end])
        }

        private func character(at offset: Int) -> Character? {
            offset < characters.count ? characters[offset] : nil
        }

        private func token(_ kind: Token.Kind, from start: Int) -> Token {
            Token(kind: kind, range: start..<position, text: text(start, position))
        }

        private func invalid(_ message: String, at offset: Int) -> Token {
            Token(kind: .invalid(message: message, offset: offset), range: offset..<offset, text: "")
        }

        private mutating func nextToken() -> Token {
            // A space first: Character.isWhitespace looks Unicode properties up.
            while let character = character(at: position), character == " " || character.isWhitespace {
                position += 1
            }
            let start = position
            guard let character = character(at: position) else {
                return Token(kind: .end, range: start..<start, text: "")
            }
            if Self.isDigit(character) || (character == "." && Self.isDigit(self.character(at: position + 1))) {
                return scanNumber()
            }
            if Self.isIdentifierStart(character) {
                return scanName()
            }
            position += 1
            switch character {
            case "+": return token(.plus, from: start)
            case "-": return token(.minus, from: start)
            case "*": return token(.star, from: start)
            case "/": return token(.slash, from: start)
            case "(": return token(.leftParenthesis, from: start)
            case ")": return token(.rightParenthesis, from: start)
            case "@": return token(.at, from: start)
            case "=", "<", ">":
                if self.character(at: position) == "=" {
                    position += 1
                    let relation: Relation =
                        switch character {
                        case "<": .lessThanOrEqual
                        case ">": .greaterThanOrEqual
                        default: .equal
                        }
                    return token(.relation(relation), from: start)
                }
                let message =
                    switch character {
                    case "=": "unexpected '='; use '==' for equality"
                    default: "unexpected '\(character)'; use '\(character)=' (strict inequalities are not supported)"
                    }
                return invalid(message, at: start)
            case "≤": return invalid("unexpected '≤'; use '<='", at: start)
            case "≥": return invalid("unexpected '≥'; use '>='", at: start)
            default: return invalid("unexpected character '\(character)'", at: start)
            }
        }

        /// Scans `16`, `1.5`, `.5`, `1e3` or `2.5E-2`; an `e` not followed by digits is not part of the number.
        private mutating func scanNumber() -> Token {
            let start = position
            let number = NumberLiteral.scan(characters, from: start)
            position = number.end
            guard let value = number.value else {
                return invalid("malformed number \(ConstraintParser.quoted(number.text))", at: start)
            }
            guard value.isFinite else {
                return invalid("number \(ConstraintParser.quoted(number.text)) is too large", at: start)
            }
            return Token(kind: .number(value), range: start..<position, text: number.text)
        }

        /// Scans an identifier and any `.identifier` parts after it into one dotted name.
        private mutating func scanName() -> Token {
            let start = position
            skipIdentifier()
            while character(at: position) == "." {
                guard let next = character(at: position + 1), Self.isIdentifierStart(next) else {
                    let written = String(characters[start...position])
                    return invalid(
                        "expected a name after '.' in \(ConstraintParser.quoted(written))", at: position + 1)
                }
                position += 1
                skipIdentifier()
            }
            let name = text(start, position)
            return Token(kind: .name(name), range: start..<position, text: name)
        }

        private mutating func skipIdentifier() {
            position += 1
            while let character = character(at: position), Self.isIdentifierContinuation(character) {
                position += 1
            }
        }

        private static func isDigit(_ character: Character?) -> Bool {
            guard let value = character?.asciiValue else { return false }
            return value >= 48 && value <= 57  // "0"..."9", never a digit with a combining mark
        }

        static func isIdentifierStart(_ character: Character) -> Bool { ConstraintParser.isIdentifierStart(character) }

        static func isIdentifierContinuation(_ character: Character) -> Bool {
            ConstraintParser.isIdentifierContinuation(character)
        }
    }

    /// Whether a name may start with `character`: a letter of any script, or `_`.
    public static func isIdentifierStart(_ character: Character) -> Bool {
        // ASCII first: Unicode's letter property lookup was 7 % of `cellshot solve` on a 9,000-constraint grid.
        if let ascii = character.asciiValue { return ascii == 95 || (97...122).contains(ascii | 0x20) }
        return character.isLetter
    }

    /// Whether a name may go on with `character`: a letter of any script, a digit, or `_`.
    public static func isIdentifierContinuation(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == 95 || (97...122).contains(ascii | 0x20) || (48...57).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }

    /// `text` in single quotes, shortened with `…` past 32 characters.
    static func quoted(_ text: String) -> String {
        text.count > 32 ? "'\(text.prefix(32))…'" : "'\(text)'"
    }
}
