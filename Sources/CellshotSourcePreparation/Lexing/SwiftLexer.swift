/// Cuts Swift source into ``Token``s: comments (nested block comments too), string literals whole (single-line,
/// multi-line, raw with any number of `#`, interpolations holding further strings), extended regular expression
/// literals, directives, names, numbers, brackets and operators.
///
/// Written by hand rather than with swift-syntax so that a package using the CellshotSources plugin builds no
/// compiler front end (swift-syntax is minutes of a clean build; docs/uikit.md, "Previews"). What the
/// preparation needs is token-level (attributes, `#selector`, `#if` conditions, imports) plus the outline of
/// declarations (``SourceOutline``), which brackets give once strings and comments are cut out exactly.
/// Bare `/…/` regular expression literals (Swift 5.7's) are told from division as Swift tells them, roughly: where
/// an expression starts (after `(`, `,`, `=`, an operator, `return`…), not followed by a space, and closed on
/// the same line.
///
/// ```swift
/// let tokens = try SwiftLexer(text: "let a = \"}\" // {", path: "A.swift").tokens()
/// ```
public struct SwiftLexer {
    private let bytes: [UInt8]
    private let path: String
    private var position = 0
    private var line = 1
    private var lineStart = 0

    /// A lexer over a file's text.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - path: the file's path, for diagnostics.
    public init(text: String, path: String) {
        bytes = Array(text.utf8)
        self.path = path
    }

    /// The tokens of the whole file, in order; their ranges cover every byte once.
    /// - Throws: ``SourceDiagnostic`` for a string literal or block comment that never ends.
    public mutating func tokens() throws(SourceDiagnostic) -> [Token] {
        var tokens: [Token] = []
        var previous: Token?                          // the last token that is not trivia
        while position < bytes.count {
            let start = position, startLine = line, startColumn = position - lineStart + 1
            let token: Token
            if bytes[position] == UInt8(ascii: "/"), regexMayStart(after: previous), scanBareRegex() {
                token = Token(kind: .regex, range: start..<position, line: startLine, column: startColumn)
            } else {
                token = try next()
            }
            tokens.append(token)
            if !token.isTrivia { previous = token }
        }
        return tokens
    }

    /// Words after which an expression starts, so a `/` begins a regular expression rather than dividing.
    private static let expressionKeywords: Set<String> = [
        "return", "in", "try", "await", "case", "where", "if", "guard", "while", "throw", "else", "do", "repeat", "let",
        "var", "yield",
    ]

    /// Whether a `/` after a token may begin a regular expression literal (where an expression starts).
    private func regexMayStart(after previous: Token?) -> Bool {
        guard peek(1) != UInt8(ascii: "/"), peek(1) != UInt8(ascii: "*"), let next = peek(1),
              next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") else {
            return false
        }
        guard let previous else { return true }
        let text = String(decoding: bytes[previous.range], as: UTF8.self)
        switch previous.kind {
        case .punctuation: return ["(", "[", "{", ",", ":", ";"].contains(text)
        case .operator: return true
        case .identifier: return Self.expressionKeywords.contains(text)
        default: return false
        }
    }

    /// A `/…/` literal closed on its line (escapes and `[…]` classes may hold `/`); false, having moved nothing,
    /// when there is none.
    private mutating func scanBareRegex() -> Bool {
        var offset = position + 1
        var inClass = 0
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): inClass += 1
            case UInt8(ascii: "]"): inClass = max(0, inClass - 1)
            case UInt8(ascii: "/") where inClass == 0:
                // A literal does not end in a space (`a / b / c` divides).
                guard bytes[offset - 1] != UInt8(ascii: " ") else { return false }
                position = offset + 1
                return true
            default: break
            }
            offset += 1
        }
        return false
    }

    // MARK: - One token

    private mutating func next() throws(SourceDiagnostic) -> Token {
        let start = position, startLine = line, startColumn = position - lineStart + 1
        let kind = try scan()
        return Token(kind: kind, range: start..<position, line: startLine, column: startColumn)
    }

    private mutating func scan() throws(SourceDiagnostic) -> Token.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            while position < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C].contains(bytes[position]) {
                position += 1
            }
            return .whitespace
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            consumeNewline()
            return .newline
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                position += 1
            }
            return .lineComment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            try scanBlockComment()
            return .blockComment
        case UInt8(ascii: "\""):
            try scanString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            return try scanPound()
        case UInt8(ascii: "`"):
            let start = position
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") {
                position += 1
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "`") else {
                throw diagnostic(at: start, "a name in backticks (`) is not closed on its line")
            }
            position += 1
            return .identifier
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"):
            position += 1
            return .punctuation
        case UInt8(ascii: "."):
            // `.` alone is punctuation; `..<` and `...` are operators.
            if peek(1) == UInt8(ascii: ".") {
                scanOperator()
                return .operator
            }
            position += 1
            return .punctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return .number
        case UInt8(ascii: "$"):
            position += 1
            while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
            return .identifier
        default:
            if Self.isIdentifierHead(byte) {
                while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                return .identifier
            }
            if Self.isOperatorByte(byte) {
                scanOperator()
                return .operator
            }
            // Anything else (a stray byte Swift would reject anyway) is one token of its own.
            position += 1
            return .operator
        }
    }

    // MARK: - Comments

    private mutating func scanBlockComment() throws(SourceDiagnostic) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else if bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
                consumeNewline()
            } else {
                position += 1
            }
        }
        throw diagnostic(at: start, "a block comment (/* … */) never ends")
    }

    // MARK: - Strings

    /// `#` starts a raw string (`#"…"#`), an extended regular expression (`#/…/#`) or a directive (`#if`).
    private mutating func scanPound() throws(SourceDiagnostic) -> Token.Kind {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            position += hashes
            try scanString(hashes: hashes)
            return .string
        }
        if peek(hashes) == UInt8(ascii: "/") {
            try scanRegex(hashes: hashes)
            return .regex
        }
        if hashes == 1, let following = peek(1), Self.isIdentifierHead(following) {
            position += 1
            while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
            return .pound
        }
        position += 1
        return .punctuation
    }

    /// A string literal from its opening quote (any leading `#` already consumed): `"…"` or `"""…"""`, closed by
    /// the same quote followed by `hashes` `#`; `\` followed by `hashes` `#` escapes, and `\(`, `\#(`… interpolate.
    private mutating func scanString(hashes: Int) throws(SourceDiagnostic) {
        let start = position
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") && hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                    try scanInterpolation()
                } else if position < bytes.count, bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
                    consumeNewline()                       // a multi-line string's line continuation
                } else if position < bytes.count {
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hasHashes(hashes, at: position + 3) {
                        position += 3 + hashes
                        return
                    }
                } else if hasHashes(hashes, at: position + 1) {
                    position += 1 + hashes
                    return
                }
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                guard multiline else { throw diagnostic(at: start, "a string literal is not closed on its line") }
                consumeNewline()
                continue
            }
            position += 1
        }
        throw diagnostic(at: start, multiline ? "a multi-line string literal (\"\"\") never ends" : "a string literal never ends")
    }

    /// An interpolation's parentheses, from `(`: what is inside is code, with its own strings and comments.
    private mutating func scanInterpolation() throws(SourceDiagnostic) {
        let start = position
        var depth = 0
        while position < bytes.count {
            let before = position
            let kind = try scan()
            if kind == .punctuation {
                if bytes[before] == UInt8(ascii: "(") { depth += 1 }
                if bytes[before] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }
        throw diagnostic(at: start, "a string interpolation \\( never ends")
    }

    /// `#/…/#` (any number of `#`): up to `/` followed by as many `#`.
    private mutating func scanRegex(hashes: Int) throws(SourceDiagnostic) {
        let start = position
        position += hashes + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/"), hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                return
            }
            if bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
                consumeNewline()
                continue
            }
            position += 1
        }
        throw diagnostic(at: start, "a regular expression literal (#/ … /#) never ends")
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<offset + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    // MARK: - Numbers and operators

    private mutating func scanNumber() {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierByte(byte) {
                // An exponent's sign: `1e-3`, `0x1p+4`.
                if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")),
                   peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+") {
                    position += 2
                    continue
                }
                position += 1
            } else if byte == UInt8(ascii: "."), let following = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(following) {
                position += 1
            } else {
                return
            }
        }
    }

    /// A run of operator characters, stopping before `//` or `/*` (which start comments even after an operator).
    private mutating func scanOperator() {
        let dots = bytes[position] == UInt8(ascii: ".")
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { return }
            // An operator that starts with a dot may hold dots (`..<`); one that does not, may not.
            if Self.isOperatorByte(byte) || (dots && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                return
            }
        }
    }

    // MARK: - Characters

    private mutating func consumeNewline() {
        if bytes[position] == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { position += 1 }
        position += 1
        line += 1
        lineStart = position
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func diagnostic(at offset: Int, _ message: String) -> SourceDiagnostic {
        // The line and column of `offset`: count from the start (only on the error path).
        var line = 1, start = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            start = index + 1
        }
        return SourceDiagnostic(path: path, line: line, column: offset - start + 1, message: message)
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
