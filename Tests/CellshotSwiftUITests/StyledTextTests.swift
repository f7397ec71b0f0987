@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// A `Text` of several styles — concatenations, Markdown, decorations, tracking — reaches the renderer as one
/// run with spans over Unicode scalar offsets, each saying only what differs from the text's own font and colour.
@MainActor
@Suite struct StyledTextTests {
    typealias Support = ControlsTestSupport

    /// The one text run a view draws.
    private func run<V: View>(_ view: V) throws -> TextRun {
        let runs = try Support.commands(view).compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        try #require(runs.count == 1)
        return runs[0]
    }

    @Test func aConcatenationIsOneRunWithASpanForEachPartThatDiffers() throws {
        let text = Text("Total: ") + Text("42").bold().foregroundColor(.red)
        let run = try run(text)
        #expect(run.text == "Total: 42")
        #expect(run.attributes.font.weight == .regular)
        #expect(run.attributes.font.size == 17)
        let red = Support.color(.systemRed, .ios26)
        #expect(run.attributes.spans == [TextSpan(7..<9, weight: .bold, color: red)])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    @Test func partsOfOneStyleAreOneRunWithoutSpans() throws {
        let run = try run(Text("a").bold() + Text("b").bold())
        #expect(run.text == "ab")
        #expect(run.attributes.font.weight == .bold)
        #expect(run.attributes.spans.isEmpty)
    }

    @Test func markdownEmphasisCodeAndLinks() throws {
        let run = try run(Text("Read **the** *docs* at `cellshot` or [here](https://example.com)"))
        #expect(run.text == "Read the docs at cellshot or here")
        let blue = Support.color(.systemBlue, .ios26)
        #expect(run.attributes.spans == [
            TextSpan(5..<8, weight: .bold),
            TextSpan(9..<13, italic: true),
            TextSpan(17..<25, design: .monospaced),
            TextSpan(29..<33, color: blue),
        ])
    }

    @Test func decorationsTrackingAndBaselineOffset() throws {
        let text = Text("Sale").strikethrough(color: .gray) + Text(" now").underline().tracking(2) + Text("1").baselineOffset(6)
        let run = try run(text)
        let gray = Support.color(.systemGray, .ios26)
        #expect(run.attributes.spans == [
            TextSpan(0..<4, strikethrough: TextDecoration(color: gray)),
            TextSpan(4..<8, underline: TextDecoration(), tracking: 2),
            TextSpan(8..<9, baselineOffset: 6),
        ])
    }

    @Test func kerningIsDrawnAsTrackingAndTrackingWins() throws {
        #expect(try run(Text("ab").kerning(1.5)).attributes.spans == [TextSpan(0..<2, tracking: 1.5)])
        #expect(try run(Text("ab").kerning(1.5).tracking(3)).attributes.spans == [TextSpan(0..<2, tracking: 3)])
    }

    @Test func theTextsFontCarriesItalicDesignAndTabularDigits() throws {
        let run = try run(Text("12:30").font(.system(.body, design: .serif).italic().monospacedDigit()))
        #expect(run.attributes.font.italic)
        #expect(run.attributes.font.design == .serif)
        #expect(run.attributes.font.monospacedDigits)
        #expect(run.attributes.spans.isEmpty)
    }

    @Test func spansCountUnicodeScalarsAfterTheTextCase() throws {
        // "é" written as e + U+0301 is two scalars; "ß" upper-cased is "SS", two characters.
        let text = (Text("e\u{301}ß") + Text("x").bold()).textCase(.uppercase)
        let run = try run(text)
        #expect(run.text == "E\u{301}SSX")
        #expect(run.attributes.spans == [TextSpan(4..<5, weight: .bold)])
    }

    @Test func aTallerPartSetsTheLineHeight() throws {
        let run = try run(Text("small ") + Text("Big").font(.largeTitle))
        #expect(run.attributes.spans == [TextSpan(6..<9, size: 34)])
        #expect(run.attributes.font.size == 17)
        // SF Pro's line height for 34 pt (2444/2048 of the size), not body's.
        #expect(abs((run.attributes.font.lineHeight ?? 0) - 34 * 2444 / 2048) < 1e-9)
    }

    @Test func lineSpacingFromTheEnvironment() throws {
        #expect(try run(Text("a\nb").lineSpacing(4)).attributes.lineSpacing == 4)
        #expect(try run(Text("a\nb")).attributes.lineSpacing == 0)
    }

    @Test func whatIsNotDrawnWarns() throws {
        _ = try run(Text("Title").font(.custom("Avenir-Heavy", size: 17)))
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("the app's font \"Avenir-Heavy\"") })
        _ = try run(Text("Round").fontDesign(.rounded))
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("the rounded design") })
    }

    @Test func aViewsTextModifiersReachTheTextsInside() throws {
        let run = try run(VStack { Text("Inside") }.font(.headline).italic().fontDesign(.serif).lineLimit(2)
            .multilineTextAlignment(.center).textCase(.uppercase).lineSpacing(3))
        #expect(run.text == "INSIDE")
        #expect(run.attributes.font.size == 17)
        #expect(run.attributes.font.weight == .semibold)
        #expect(run.attributes.font.italic)
        #expect(run.attributes.font.design == .serif)
        #expect(run.attributes.numberOfLines == 2)
        #expect(run.attributes.alignment == .center)
        #expect(run.attributes.lineSpacing == 3)
    }

    @Test func aTextsOwnModifiersWinOverTheViews() throws {
        let run = try run(VStack { Text("Own").fontWeight(.light).font(.caption) }.font(.title).bold())
        #expect(run.attributes.font.size == 12)
        #expect(run.attributes.font.weight == .light)
    }

    @Test func lineLimitRanges() throws {
        #expect(try run(Text("a").lineLimit(1...3)).attributes.numberOfLines == 3)
        #expect(try run(Text("a").lineLimit(...2)).attributes.numberOfLines == 2)
        #expect(try run(Text("a").lineLimit(2...)).attributes.numberOfLines == 0)
        // An inner plain limit replaces an outer range.
        #expect(try run(VStack { Text("a").lineLimit(4) }.lineLimit(1...2)).attributes.numberOfLines == 4)
    }
}
