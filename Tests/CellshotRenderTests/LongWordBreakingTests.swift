import CCairo
import CellshotGraphics
import CellshotTestSupport
import Foundation
import Testing
@_spi(Benchmarks) @testable import CellshotRender

/// Words longer than their label are broken between characters in linear time (``LongWordBreaks``), into
/// exactly the lines and glyphs Pango's own breaking gives.
@Suite("Long words broken in linear time", .serialized)
struct LongWordBreakingTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
    }

    /// Everything a layout's lines hold: where each starts, its extents, and each run's glyphs and
    /// their geometry.
    struct LaidOut: Equatable {
        var starts: [Int32] = []
        var extents: [[Int32]] = []
        var glyphs: [[Int32]] = []

        /// Where two layouts first differ, in a few words (a failure's message).
        func difference(from other: LaidOut) -> String {
            if starts != other.starts {
                return "lines start at \(starts.prefix(12))… against \(other.starts.prefix(12))…"
            }
            if let line = zip(extents, other.extents).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                return "line \(line)'s extents \(extents[line]) against \(other.extents[line])"
            }
            if let run = zip(glyphs, other.glyphs).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                return "run \(run): \(glyphs[run].prefix(12))… against \(other.glyphs[run].prefix(12))…"
            }
            return glyphs.count == other.glyphs.count ? "the same" : "\(glyphs.count) runs against \(other.glyphs.count)"
        }
    }

    /// - Parameter unwrappedFirst: lay the text out without a width first, as a label's natural size is measured
    ///   before it wraps, so that its long words' lines come from that layout's shaping.
    func laidOut(_ text: String, _ attributes: TextAttributes, width: Double, linear: Bool,
                 unwrappedFirst: Bool = false) -> LaidOut {
        measurer.breaksLongWordsInLinearTime = linear
        defer { measurer.breaksLongWordsInLinearTime = true }
        if unwrappedFirst { _ = measurer.withLayout(text, attributes, width: nil) { _ in 0 } }
        return measurer.withLayout(text, attributes, width: width) { layout in
            var result = LaidOut()
            var node = pango_layout_get_lines_readonly(layout)
            while let element = node {
                let line = element.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
                result.starts.append(line.pointee.start_index)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_line_get_extents(line, &ink, &logical)
                result.extents.append([ink.x, ink.y, ink.width, ink.height, logical.x, logical.y, logical.width, logical.height])
                var run = line.pointee.runs
                while let runNode = run {
                    let glyphItem = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                    let string = glyphItem.glyphs.pointee
                    var values: [Int32] = [glyphItem.item.pointee.offset, glyphItem.item.pointee.length]
                    for index in 0..<Int(string.num_glyphs) {
                        let info = string.glyphs[index]
                        values += [Int32(bitPattern: info.glyph), info.geometry.width, info.geometry.x_offset,
                                   info.geometry.y_offset, string.log_clusters[index]]
                    }
                    result.glyphs.append(values)
                    run = runNode.pointee.next
                }
                node = element.pointee.next
            }
            return result
        }
    }

    /// Texts with long tokens among words, in several scripts and fonts.
    static func texts() -> [String] {
        var random = SeededRandom(seed: 32)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")
        func token(_ length: Int) -> String {
            String((0..<length).map { _ in random.element(of: alphabet) })
        }
        return [
            token(400),
            "See " + token(300) + " for details, then " + token(120) + ".",
            "a " + token(250) + " b",
            "https://example.com/" + token(200) + "?q=" + token(90) + " and more words after it",
            token(150) + "\n" + token(180) + "\nshort line",
            "이모지 😀 " + token(200) + " 한글 단어 " + String(repeating: "가나다라마바사", count: 20),
            "مرحبا " + token(200) + " بالعالم",
            String(repeating: "😀", count: 150) + " done",
            String(repeating: "Wi-Fi", count: 60) + " " + token(100),
            "    " + token(260) + "    " + token(70) + "   ",
            String(repeating: "AVATAVAWAYTo", count: 30),   // kerning pairs everywhere
            // Greek, Cyrillic and accented Latin: the scripts whose lines are found from the widths.
            String(repeating: "ΑλφάβητοЖурналĀćčéŁøßffi", count: 12) + " " + token(90),
        ]
    }

    @Test("The same lines and glyphs as Pango's own breaking, the words' lines found from their widths (in the text's own unwrapped layout or the word's) or from each laid out alone",
          arguments: [(true, true), (true, false), (false, false)])
    func theSameLinesAndGlyphsAsPangosOwnBreaking(fromWidths: Bool, unwrappedFirst: Bool) {
        measurer.findsLinesFromWidths = fromWidths
        var compared = 0, brokenWords = 0
        for text in Self.texts() {
            for width in [37.0, 120, 200.5, 320] {
                for alignment in [TextAlignment.left, .center, .justified] {
                    for font in [FontDescriptor(size: 17, lineHeight: 22), FontDescriptor(size: 13, weight: .semibold)] {
                        let attributes = TextAttributes(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                                        alignment: alignment)
                        let linear = laidOut(text, attributes, width: width, linear: true, unwrappedFirst: unwrappedFirst)
                        let pango = laidOut(text, attributes, width: width, linear: false)
                        #expect(linear == pango, "\(text.prefix(30))… at \(width) pt, \(alignment), \(font.size) pt: \(linear.difference(from: pango))")
                        compared += 1
                        if pango.starts.count > 3 { brokenWords += 1 }
                    }
                }
            }
        }
        #expect(compared == Self.texts().count * 24)
        #expect(brokenWords > compared / 2)
        // The linear breaking was used (not justified text: Pango's own), and never given back to Pango.
        #expect(measurer.longWordLayouts.broken > compared / 2 && measurer.longWordLayouts.givenBack == 0,
                "\(measurer.longWordLayouts)")
        // Most words' lines came from their widths, confirmed; the others' from laying the word out alone.
        #expect(fromWidths ? measurer.longWordLayouts.fromWidths > compared / 2 : measurer.longWordLayouts.fromWidths == 0,
                "\(measurer.longWordLayouts)")
        // Every line found from the widths started a line in the text's layout too.
        #expect(measurer.longWordLayouts.widthsGivenUp == 0, "\(measurer.longWordLayouts)")
        // With the text laid out unwrapped first, the widths came from that layout.
        #expect(unwrappedFirst ? measurer.longWordLayouts.fromUnwrapped == measurer.longWordLayouts.fromWidths
                    : measurer.longWordLayouts.fromUnwrapped == 0, "\(measurer.longWordLayouts)")
    }

    @Test("A label narrower than one character: one character a line, as Pango's own breaking gives")
    func aLabelNarrowerThanACharacter() {
        let text = "x " + String(repeating: "WiMmQ0", count: 20)
        let attributes = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0)
        let before = measurer.longWordLayouts
        let linear = laidOut(text, attributes, width: 4, linear: true)
        #expect(linear == laidOut(text, attributes, width: 4, linear: false))
        #expect(linear.starts.count > 100)
        #expect(measurer.longWordLayouts.fromWidths == before.fromWidths + 1 && measurer.longWordLayouts.givenBack == before.givenBack)
    }

    @Test func truncatedLabelsAreLeftToPango() {
        // With a line limit and an ellipsis the last line keeps its items whole: no split, the same picture.
        let text = LongWordBreakingTests.texts()[1]
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byCharWrapping, .byWordWrapping] {
            let attributes = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 3, lineBreakMode: mode)
            #expect(laidOut(text, attributes, width: 150, linear: true) == laidOut(text, attributes, width: 150, linear: false))
        }
    }

    @Test func aLongWordIsSplitIntoOneItemPerLine() {
        // The linear path is taken for a text with a long word, and only then.
        let text = "See " + String(repeating: "abcdefghij", count: 40) + " for details"
        let attributes = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0)
        let before = measurer.longWordLayouts.broken
        let linear = laidOut(text, attributes, width: 150, linear: true)
        #expect(measurer.longWordLayouts.broken == before + 1)
        #expect(linear.starts.count > 10)
        #expect(linear.glyphs.count == linear.starts.count)   // one run a line, as Pango's own breaking gives
        _ = laidOut("short words only, " + String(repeating: "x", count: 64), attributes, width: 150, linear: true)
        #expect(measurer.longWordLayouts.broken == before + 1)
        #expect(LongWordBreaks.hasLongWord(text) && !LongWordBreaks.hasLongWord("short words only, " + String(repeating: "x", count: 64)))
    }
}
