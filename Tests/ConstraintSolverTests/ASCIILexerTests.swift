import CellshotTestSupport
import Testing
@testable import ConstraintSolver

/// The ASCII fast path of the lexer gives exactly the tokens of the `Character` lexer, or steps aside.
@Suite struct ASCIILexerTests {
    typealias Lexer = ConstraintParser.Lexer

    @Test(arguments: [
        "x == 3*y @750", "left_1 == left_0 + width_0 + 8", "  a.b.c <= 1e3 - .5 * (x / 2.5E-2)\t",
        "x >= 1e", "12x == 1", "W == 800 @ required", "",
    ])
    func agreesOnWellFormedText(text: String) {
        #expect(ConstraintParser.ASCIILexer.tokens(of: text) == Lexer.characterTokens(of: text))
    }

    /// Mistakes and text that is not plain ASCII go to the `Character` lexer, which words the message.
    @Test(arguments: ["x = 1", "x < 1", "a. == 1", "x == 1e999", "x == 1 ; y", "제목 == 1", "x\r\n== 1", "x ≤ 1"])
    func stepsAsideForMistakesAndOtherText(text: String) {
        #expect(ConstraintParser.ASCIILexer.tokens(of: text) == nil)
    }

    /// Random ASCII soup: whenever the fast path answers, it answers as the `Character` lexer does.
    @Test func agreesOnRandomText() {
        var random = SeededRandom(seed: 13)
        let alphabet = Array("ab_Z09 .eE+-*/()@=<>\t\n;#x1")
        var answered = 0
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...16, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            guard let fast = ConstraintParser.ASCIILexer.tokens(of: text) else { continue }
            answered += 1
            #expect(fast == Lexer.characterTokens(of: text), "\(text.debugDescription)")
        }
        #expect(answered > 300)
    }
}
