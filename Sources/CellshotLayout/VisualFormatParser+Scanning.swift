import ConstraintSolver

// Character-level reading for the visual format parser: whitespace, numbers, names and quoting.
extension VisualFormatParser.Parser {
    // MARK: - Characters

    var current: Character? {
        character(at: position)
    }

    var isAtEnd: Bool {
        position >= characters.count
    }

    func character(at offset: Int) -> Character? {
        offset < characters.count ? characters[offset] : nil
    }

    mutating func skipWhitespace() {
        while let character = current, character.isWhitespace {
            position += 1
        }
    }

    /// Whether a number starts at `offset`: a digit, `.5`, or either after a `-` sign.
    func startsNumber(at offset: Int) -> Bool {
        var offset = offset
        if character(at: offset) == "-" {
            offset += 1
        }
        if character(at: offset) == "." {
            offset += 1
        }
        return Self.isDigit(character(at: offset))
    }

    /// Scans `-`? digits (`.` digits)? (`e` `-`? digits)?, as in `16`, `-5`, `.5`, `1.5e2`.
    mutating func scanNumber() throws(SyntaxError) -> Double {
        let start = position
        let number = NumberLiteral.scan(characters, from: start, allowsSign: true)
        position = number.end
        guard let value = number.value else {
            throw error("malformed number \(quoted(number.text))", at: start)
        }
        guard value.isFinite else {
            throw error("number \(quoted(number.text)) is too large", at: start)
        }
        return value
    }

    /// Scans an identifier; the caller has checked that one starts here.
    mutating func scanIdentifier() -> String {
        let start = position
        position += 1
        while let character = current, Self.isIdentifierContinuation(character) {
            position += 1
        }
        return String(characters[start..<position])
    }

    /// The token at the current position, quoted: a whole name or number, else one character.
    func describeCurrent() -> String {
        guard let character = current else { return "the end of the format" }
        var end = position + 1
        if Self.isIdentifierStart(character) {
            while let next = self.character(at: end), Self.isIdentifierContinuation(next) {
                end += 1
            }
        } else if Self.isDigit(character) {
            while let next = self.character(at: end), Self.isDigit(next) || next == "." {
                end += 1
            }
        }
        return quoted(String(characters[position..<end]))
    }

    static func isDigit(_ character: Character?) -> Bool {
        guard let value = character?.asciiValue else { return false }
        return value >= 48 && value <= 57  // "0"..."9", never a digit with a combining mark
    }

    static func isIdentifierStart(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }

    static func isIdentifierContinuation(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    // MARK: - Errors

    func error(_ message: String, at offset: Int) -> SyntaxError {
        SyntaxError(message: message, source: source, offset: offset)
    }

    /// `text` in single quotes, shortened with `…` past 32 characters.
    func quoted(_ text: String) -> String {
        text.count > 32 ? "'\(text.prefix(32))…'" : "'\(text)'"
    }

    /// A value without a trailing `.0`: `1200`, `999.5`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
