import CellshotGraphics
import Testing
@testable import Cellshot

/// The extent budget counts styled text at its largest size, tracking, line spacing and baseline offset.
@Suite("The text budget of styled text")
struct TextBudgetTests {
    @Test func styledTextIsCountedAtItsLargestSpan() {
        let plain = TextAttributes(font: FontDescriptor(size: 17))
        #expect(TextBudget.extentPerCharacter(of: plain, lineHeight: 22) == 8 * 17)
        var styled = plain
        styled.spans = [TextSpan(0..<1, size: 40, tracking: 3, baselineOffset: -10), TextSpan(1..<2, size: 12, tracking: -5)]
        styled.lineSpacing = 5
        // Along a line: 8 × 40 + 5; down the text: 22 + 5 + 2 × 10.
        #expect(TextBudget.extentPerCharacter(of: styled, lineHeight: 22) == 8 * 40 + 5)
        #expect(TextBudget.extentPerCharacter(of: styled, lineHeight: 400) == 400 + 5 + 20)
        // Numbers the renderer ignores cost nothing.
        styled.spans.append(TextSpan(0..<2, size: .nan, tracking: .infinity, baselineOffset: -.infinity))
        #expect(TextBudget.extentPerCharacter(of: styled, lineHeight: 22) == 8 * 40 + 5)
    }
}
