import CellshotSourcePreparation
import Testing

/// The lexer the preparation stands on: every byte in exactly one token, and strings and comments whole, so that
/// nothing inside them is taken for code.
@Suite struct SwiftLexerTests {
    /// The kinds and texts of a text's tokens, trivia left out.
    private func code(_ text: String) throws -> [String] {
        var lexer = SwiftLexer(text: text, path: "/app/A.swift")
        let bytes = Array(text.utf8)
        return try lexer.tokens().filter { !$0.isTrivia }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test func theTokensGiveTheFileBack() throws {
        let text = "let a = \"x \\(b[\"k\"] ?? \")\") y\" /* c /* nested */ { */ + #\"raw \"q\" \\(no)\"#\r\nlet r = #/a{2}/#\n"
        var lexer = SwiftLexer(text: text, path: "/app/A.swift")
        let tokens = try lexer.tokens()
        let bytes = Array(text.utf8)
        #expect(tokens.map { String(decoding: bytes[$0.range], as: UTF8.self) }.joined() == text)
        #expect(tokens.last?.line == 2)
    }

    @Test func stringsCommentsAndDirectivesAreWhole() throws {
        #expect(try code("x = \"a \\(f(\"}\")) b\" // {") == ["x", "=", "\"a \\(f(\"}\")) b\""])
        #expect(try code("#if os(iOS)\n@objc(name:) func f() -> Int { 1...2 }") ==
                ["#if", "os", "(", "iOS", ")", "@", "objc", "(", "name", ":", ")", "func", "f", "(", ")", "->", "Int", "{",
                 "1", "...", "2", "}"])
        #expect(try code("let s = \"\"\"\n  a \" b\n  \"\"\"; t") == ["let", "s", "=", "\"\"\"\n  a \" b\n  \"\"\"", ";", "t"])
    }

    @Test func anUnclosedCommentNamesWhereItStarts() {
        var lexer = SwiftLexer(text: "let a = 1\n  /* open", path: "/app/A.swift")
        #expect(throws: SourceDiagnostic(path: "/app/A.swift", line: 2, column: 3,
                                         message: "a block comment (/* … */) never ends")) {
            try lexer.tokens()
        }
    }
}
