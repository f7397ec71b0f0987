extension ConstraintParser {
    /// A word of a constraint's text: a number, a name, an operator or the end.
    struct Token {
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
        private var position = 0

        /// The tokens of `characters`, ending with `.end` or `.invalid`.
        static func tokens(of characters: [Character]) -> [Token] {
            var lexer = Lexer(characters: characters)
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

        private init(characters: [Character]) {
            self.characters = characters
        }

        private func character(at offset: Int) -> Character? {
            offset < characters.count ? characters[offset] : nil
        }

        private func token(_ kind: Token.Kind, from start: Int) -> Token {
            Token(kind: kind, range: start..<position, text: String(characters[start..<position]))
        }

        private func invalid(_ message: String, at offset: Int) -> Token {
            Token(kind: .invalid(message: message, offset: offset), range: offset..<offset, text: "")
        }

        private mutating func nextToken() -> Token {
            while let character = character(at: position), character.isWhitespace {
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
            let text = String(characters[start..<position])
            return Token(kind: .name(text), range: start..<position, text: text)
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

        /// A letter of any script, or `_`.
        static func isIdentifierStart(_ character: Character) -> Bool {
            character.isLetter || character == "_"
        }

        /// A letter of any script, a digit, or `_`.
        static func isIdentifierContinuation(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
    }

    /// `text` in single quotes, shortened with `…` past 32 characters.
    static func quoted(_ text: String) -> String {
        text.count > 32 ? "'\(text.prefix(32))…'" : "'\(text)'"
    }
}
