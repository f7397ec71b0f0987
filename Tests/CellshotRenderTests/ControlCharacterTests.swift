import CellshotGraphics
import CellshotTestSupport
import Testing
@testable import CellshotRender

/// Texts with NUL and other control characters: a label draws nothing for them (``LabelCharacters``),
/// the same in measuring and drawing, and no string crosses into Pango without its exact length.
///
/// Before the fix, a text with NULs was handed to Pango as a C string (cut at the first NUL) with
/// Hangul attributes whose byte offsets counted the whole Swift string: Pango read past its text
/// (`g_utf8_pointer_to_offset`), a crash in about one run of four. Run these under AddressSanitizer
/// (`scripts/asan.sh`) to prove no memory outside the text is read.
@Suite("Control characters in texts", .serialized)
struct ControlCharacterTests {
    let measurer: PangoTextMeasurer
    let painter: CairoPainter

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
        painter = CairoPainter(measurer: measurer)
    }

    @Test func aLabelDrawsNothingForControlCharactersButKeepsTabsAndLineBreaks() {
        #expect(LabelCharacters.drawn("a\u{0}b\u{1}c\u{1B}[2Jd\u{7F}e\u{80}\u{9F}f") == "abc[2Jdef")
        #expect(LabelCharacters.drawn("one\ttwo\nthree\r\nfour") == "one\ttwo\nthree\r\nfour")
        // NEL is a paragraph separator, as a line feed is: Pango splits paragraphs at line feeds only.
        #expect(LabelCharacters.drawn("four\u{85}five") == "four\nfive")
        #expect(LabelCharacters.drawn("\u{2068}📻\u{85}\u{2069}") == "\u{2068}📻\n\u{2069}")
        #expect(LabelCharacters.drawn("안녕 😀 \u{200B}\u{FEFF}") == "안녕 😀 \u{200B}\u{FEFF}")
        #expect(LabelCharacters.drawn("") == "")
        #expect(LabelCharacters.drawn("\u{0}\u{0}") == "")
    }

    /// UILabel draws nothing for a NUL: the text measures and draws exactly as it does without it.
    @Test func nulAndControlCharactersMeasureAndDrawAsTheTextWithoutThem() throws {
        let attributes = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22), numberOfLines: 0)
        let pairs = [("Wi\u{0}-Fi", "Wi-Fi"), ("\u{2068}📻\u{85}\u{2069} radio", "\u{2068}📻\n\u{2069} radio"), ("\u{0}오늘도\u{0} 코딩\u{0}", "오늘도 코딩"),
                     ("a\u{1B}[2Jb\u{7}c", "a[2Jbc"), ("\u{0}", ""), ("안\u{0}녕하세요\u{0}\u{0}반갑습니다", "안녕하세요반갑습니다")]
        for (withControls, without) in pairs {
            let measured = measurer.measure(withControls, attributes, width: nil)
            #expect(measured == measurer.measure(without, attributes, width: nil), "\(without)")
            let frame = Rect(x: 2, y: 2, width: max(1, measured.size.width), height: measured.size.height)
            func drawn(_ text: String) -> Bitmap {
                let size = Size(width: frame.maxX + 2, height: frame.maxY + 2)
                return Bitmap(DisplayList(size: size, commands: [.text(TextRun(
                    text: text, attributes: attributes, color: .black, frame: frame,
                    prepared: measurer.prepare(text, attributes, width: frame.width)))]), scale: 2, painter: painter)
            }
            #expect(drawn(withControls) == drawn(without), "\(without)")
        }
    }

    /// Random texts mixing NULs, control characters, Hangul (whose no-break attributes carry byte offsets),
    /// combining marks, emoji, right-to-left letters and long unbroken runs: each is measured unwrapped and
    /// at a width, prepared and drawn, and measures as the text without its control characters.
    @Test func randomTextsWithControlCharactersMeasureAndDraw() throws {
        var random = SeededRandom(seed: 0xC01541)
        let pieces: [String] = ["\u{0}", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\t", "\n", "\r", "한", "글",
                                "안녕", "a", "Wi-Fi ", " ", "\u{301}", "😀", "👩‍👩‍👧", "مرحبا", "שלום", "\u{FFFD}",
                                "\u{200D}", "\u{202A}", "\u{202C}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
                                "\u{2069}", "\u{2029}", String(repeating: "x", count: 300)]
        for round in 0..<200 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += random.element(of: pieces) }
            let attributes = TextAttributes(
                font: FontDescriptor(size: random.element(of: [11.0, 17, 34]), lineHeight: random.chance(50) ? 22 : nil),
                numberOfLines: random.element(of: [0, 1, 3]),
                lineBreakMode: random.element(of: [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail,
                                                   .byTruncatingMiddle]),
                direction: random.chance(30) ? .rightToLeft : .leftToRight)
            let natural = measurer.measure(text, attributes, width: nil)
            #expect(natural == measurer.measure(LabelCharacters.drawn(text), attributes, width: nil), "round \(round)")
            let width = max(10, natural.size.width * 0.4)
            let wrapped = measurer.measure(text, attributes, width: width)
            #expect(wrapped.size.width.isFinite && wrapped.size.width >= 0 && wrapped.size.height >= 0, "round \(round)")
            let frame = Rect(x: 1, y: 1, width: width, height: wrapped.size.height)
            let list = DisplayList(size: Size(width: width + 2, height: frame.maxY + 1), commands: [.text(TextRun(
                text: text, attributes: attributes, color: .black, frame: frame,
                prepared: measurer.prepare(text, attributes, width: width)))])
            _ = Bitmap(list, scale: 1, painter: painter)
        }
    }
}
