import ConstraintSolver

/// Finds the variable names written in a constraint's text.
///
/// ``ConstraintParser`` drops names whose coefficients cancel out (`x - x`),
/// but such a name is still a variable of the system and is reported with the
/// others. The scan follows the parser's lexer: numbers (`1e3`, `.5`) are
/// skipped, names are identifiers with optional `.identifier` parts, and
/// everything after `@` is the priority.
enum ConstraintNames {
    /// The names in `text`, in order of first appearance; `parsed` is the text's
    /// parse, whose names are all included even if the scan missed one.
    static func names(in text: String, parsed: ParsedConstraint) -> [String] {
        let characters = Array(text)
        var names: [String] = []
        var seen = Set<String>()
        var position = 0
        while position < characters.count, characters[position] != "@" {
            let character = characters[position]
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            if isDigit(character) || (character == "." && isDigit(next)) {
                position = endOfNumber(in: characters, from: position)
            } else if isIdentifierStart(character) {
                let end = endOfName(in: characters, from: position)
                let name = String(characters[position..<end])
                if seen.insert(name).inserted { names.append(name) }
                position = end
            } else {
                position += 1
            }
        }
        for term in parsed.lhs.terms + parsed.rhs.terms where seen.insert(term.name).inserted {
            names.append(term.name)
        }
        return names
    }

    /// Whether `name` is one variable name in the parser's syntax: `W`, `title.width`, `제목`.
    static func isVariableName(_ name: String) -> Bool {
        let characters = Array(name)
        guard let first = characters.first, isIdentifierStart(first) else { return false }
        return endOfName(in: characters, from: 0) == characters.count
    }

    /// The end of the number starting at `start`: digits, an optional fraction and an optional exponent.
    private static func endOfNumber(in characters: [Character], from start: Int) -> Int {
        var position = start
        func character(_ offset: Int) -> Character? { offset < characters.count ? characters[offset] : nil }
        while isDigit(character(position)) { position += 1 }
        if character(position) == ".", isDigit(character(position + 1)) {
            position += 1
            while isDigit(character(position)) { position += 1 }
        }
        if character(position) == "e" || character(position) == "E" {
            var digits = position + 1
            if character(digits) == "+" || character(digits) == "-" { digits += 1 }
            if isDigit(character(digits)) {
                position = digits
                while isDigit(character(position)) { position += 1 }
            }
        }
        return position
    }

    /// The end of the dotted name starting at `start`.
    private static func endOfName(in characters: [Character], from start: Int) -> Int {
        var position = start + 1
        while true {
            while position < characters.count, isIdentifierContinuation(characters[position]) { position += 1 }
            guard position + 1 < characters.count, characters[position] == ".",
                  isIdentifierStart(characters[position + 1]) else { return position }
            position += 2
        }
    }

    private static func isDigit(_ character: Character?) -> Bool {
        guard let value = character?.asciiValue else { return false }
        return value >= 48 && value <= 57
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }

    private static func isIdentifierContinuation(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
