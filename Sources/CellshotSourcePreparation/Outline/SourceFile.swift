/// A Swift file cut into tokens, with what the preparation asks of them: the code tokens (no trivia), which
/// bracket closes which, and the text of any token.
public struct SourceFile: Sendable {
    /// The file's path, for diagnostics and `#sourceLocation`.
    public let path: String
    /// The file's UTF-8 bytes.
    let bytes: [UInt8]
    /// Every token, trivia included.
    public let tokens: [Token]
    /// The indexes (into ``tokens``) of the tokens that are code: no whitespace, line breaks or comments.
    let code: [Int]
    /// For each bracket's index (into ``tokens``), its partner's: `(` ↔ `)`, `[` ↔ `]`, `{` ↔ `}`.
    let partner: [Int: Int]
    /// For each code position (into ``code``), whether its token is the first code on its line.
    let startsLine: [Bool]

    /// Lexes a file and pairs its brackets.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - path: its path.
    /// - Throws: ``SourceDiagnostic`` for an unterminated string or comment, or brackets that do not pair up.
    public init(text: String, path: String) throws(SourceDiagnostic) {
        self.path = path
        bytes = Array(text.utf8)
        var lexer = SwiftLexer(text: text, path: path)
        let tokens = try lexer.tokens()
        self.tokens = tokens
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        self.code = code
        var startsLine: [Bool] = []
        var previousLine = 0
        for index in code {
            startsLine.append(tokens[index].line != previousLine)
            previousLine = tokens[index].line + Self.lineBreaks(in: tokens[index], of: bytes)
        }
        self.startsLine = startsLine
        partner = try Self.pairBrackets(tokens: tokens, code: code, bytes: bytes, path: path)
    }

    /// The text of a token.
    public func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    /// The text of the code token at a code position.
    func codeText(_ position: Int) -> String {
        position < code.count ? text(code[position]) : ""
    }

    /// The source text from the start of one token to the end of another, trivia included.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last else { return "" }
        return String(decoding: bytes[tokens[first].range.lowerBound..<tokens[last].range.upperBound], as: UTF8.self)
    }

    /// The code position of a token index (its place in ``code``).
    func codePosition(of index: Int) -> Int? {
        var low = 0, high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < code.count && code[low] == index ? low : nil
    }

    /// A diagnostic at a token.
    func diagnostic(at index: Int, _ message: String) -> SourceDiagnostic {
        SourceDiagnostic(path: path, line: tokens[index].line, column: tokens[index].column, message: message)
    }

    /// How many line breaks a token holds (a multi-line string or block comment spans lines).
    static func lineBreaks(in token: Token, of bytes: [UInt8]) -> Int {
        guard token.kind == .string || token.kind == .blockComment || token.kind == .regex else { return 0 }
        var count = 0
        var index = token.range.lowerBound
        while index < token.range.upperBound {
            if bytes[index] == UInt8(ascii: "\n") {
                count += 1
            } else if bytes[index] == UInt8(ascii: "\r") {
                count += 1
                if index + 1 < token.range.upperBound, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            }
            index += 1
        }
        return count
    }

    private static func pairBrackets(tokens: [Token], code: [Int], bytes: [UInt8], path: String) throws(SourceDiagnostic) -> [Int: Int] {
        let closing: [UInt8: UInt8] = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
                                       UInt8(ascii: "{"): UInt8(ascii: "}")]
        var stack: [Int] = []
        var partner: [Int: Int] = [:]
        func at(_ index: Int, _ message: String) -> SourceDiagnostic {
            SourceDiagnostic(path: path, line: tokens[index].line, column: tokens[index].column, message: message)
        }
        for index in code where tokens[index].kind == .punctuation {
            let byte = bytes[tokens[index].range.lowerBound]
            if closing[byte] != nil {
                stack.append(index)
            } else if closing.values.contains(byte) {
                guard let open = stack.popLast() else {
                    throw at(index, "cellshot-sources: this '\(Character(Unicode.Scalar(byte)))' closes no bracket "
                             + "(brackets that pair up only across #if branches cannot be prepared)")
                }
                let opening = bytes[tokens[open].range.lowerBound]
                guard closing[opening] == byte else {
                    throw at(index, "cellshot-sources: this '\(Character(Unicode.Scalar(byte)))' closes the "
                             + "'\(Character(Unicode.Scalar(opening)))' of line \(tokens[open].line) "
                             + "(brackets that pair up only across #if branches cannot be prepared)")
                }
                partner[open] = index
                partner[index] = open
            }
        }
        if let open = stack.last {
            throw at(open, "cellshot-sources: this '\(Character(Unicode.Scalar(bytes[tokens[open].range.lowerBound])))' "
                     + "is never closed (brackets that pair up only across #if branches cannot be prepared)")
        }
        return partner
    }
}
