import CCairo
import CellshotGraphics
import Testing
@testable import CellshotRender

/// Text is laid out once: what measuring laid out is what the painter draws (``ShapedText``), to the
/// same pixels as laying it out again with Pango would give.
@Suite("Text laid out once, drawn as measured", .serialized)
struct ShapedTextTests {
    let measurer: PangoTextMeasurer
    let painter: CairoPainter

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
        painter = CairoPainter(measurer: measurer)
    }

    /// Labels of every kind: scripts, fonts, alignments, wrapping, truncation, clipping, line heights; each
    /// in a frame as wide as its text, wider (alignment moves it), and narrower (it wraps or is cut).
    static let texts: [(String, TextAttributes)] = {
        let body = FontDescriptor(size: 17, lineHeight: 22)
        var cases: [(String, TextAttributes)] = []
        let strings = ["Wi-Fi", "Hello WWDC! 안녕 😀", "오늘도 코딩 🎉", "مرحبا بالعالم", "שלום עולם",
                       "A long title that wraps onto several lines", "Two\nlines"]
        for string in strings {
            for alignment in [TextAlignment.left, .center, .right, .justified] {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    cases.append((string, TextAttributes(font: body, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                                         alignment: alignment, direction: direction)))
                }
            }
            cases.append((string, TextAttributes(font: FontDescriptor(size: 15, weight: .semibold))))
            cases.append((string, TextAttributes(font: body, numberOfLines: 2, lineBreakMode: .byTruncatingMiddle,
                                                 alignment: .center)))
            cases.append((string, TextAttributes(font: FontDescriptor(size: 13), numberOfLines: 1,
                                                 lineBreakMode: .byClipping, alignment: .right)))
            cases.append((string, TextAttributes(font: body, numberOfLines: 2, lineBreakMode: .byCharWrapping)))
        }
        return cases
    }()

    /// The frames a text is drawn in: as wide as it measures, wider, and narrower.
    func frames(for text: String, _ attributes: TextAttributes) -> [Rect] {
        let natural = measurer.measure(text, attributes, width: nil).size
        return [natural.width, natural.width + 37.25, max(20, natural.width * 0.6)].map { width in
            let height = measurer.measure(text, attributes, width: width).size.height
            return Rect(x: 3.5, y: 2.25, width: width, height: height + 4)
        }
    }

    @Test func drawingWhatWasMeasuredGivesPangosPixelsAtEveryScale() throws {
        var drawn = 0
        for (text, attributes) in Self.texts {
            for frame in frames(for: text, attributes) {
                let prepared = try #require(measurer.prepare(text, attributes, width: frame.width), "\(text)")
                #expect(prepared is ShapedText)
                let size = Size(width: frame.maxX + 4, height: frame.maxY + 4)
                let measured = DisplayList(size: size, commands: [.text(TextRun(
                    text: text, attributes: attributes, color: .black, frame: frame, prepared: prepared))])
                let laidOutAgain = DisplayList(size: size, commands: [.text(TextRun(
                    text: text, attributes: attributes, color: .black, frame: frame))])
                for scale in [1.0, 2, 3] {
                    let ours = Bitmap(measured, scale: scale, painter: painter)
                    #expect(ours == Bitmap(laidOutAgain, scale: scale, painter: painter),
                            "\(text) \(attributes.alignment) \(attributes.direction) \(attributes.lineBreakMode) in \(frame.width) @\(scale)x")
                    #expect(!ours.darkRows.isEmpty)
                    drawn += 1
                }
            }
        }
        #expect(drawn == Self.texts.count * 9)
    }

    @Test func aTextMeasuredAndDrawnIsLaidOutOnce() throws {
        let attributes = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22), numberOfLines: 0)
        let before = measurer.layoutCount
        // What a label goes through: its natural size, its height at the width it gets, then drawing.
        let natural = measurer.measure("Notifications", attributes, width: nil)
        _ = measurer.measure("Notifications", attributes, width: 300)
        _ = measurer.measure("Notifications", attributes, width: nil)
        let frame = Rect(x: 0, y: 0, width: 300, height: natural.size.height)
        let run = TextRun(text: "Notifications", attributes: attributes, color: .black, frame: frame,
                          prepared: measurer.prepare("Notifications", attributes, width: 300))
        _ = Bitmap(DisplayList(size: Size(width: 300, height: 30), commands: [.text(run)]), scale: 3, painter: painter)
        #expect(measurer.layoutCount == before + 1)
        // Another width that wraps it is a layout of its own, kept too.
        let wrapped = measurer.measure("Notifications", attributes, width: 50)
        #expect(wrapped.lineCount > 1)
        _ = measurer.prepare("Notifications", attributes, width: 50)
        #expect(measurer.layoutCount == before + 2)
        // Forgotten, it is laid out again.
        measurer.forgetLayouts()
        _ = measurer.measure("Notifications", attributes, width: nil)
        #expect(measurer.layoutCount == before + 3)
    }

    @Test func aTextWithoutGlyphsIsLeftToPangoWhichDrawsItsBox() {
        let attributes = TextAttributes(font: FontDescriptor(size: 17))
        #expect(measurer.prepare("A \u{10FFFD}", attributes, width: 100) == nil)
        #expect(measurer.prepare("A", attributes, width: 100) != nil)
        let run = TextRun(text: "\u{10FFFD}", attributes: attributes, color: .black,
                          frame: Rect(x: 0, y: 0, width: 40, height: 24))
        #expect(!Bitmap(DisplayList(size: Size(width: 40, height: 24), commands: [.text(run)]), scale: 2,
                        painter: painter).darkRows.isEmpty)
    }

    @Test func aClippedLineIsAlignedInItsLabelAsUILabelDoes() throws {
        let attributes = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 1, lineBreakMode: .byClipping,
                                        alignment: .right)
        let width = measurer.measure("Wi-Fi", attributes, width: nil).size.width
        let frame = Rect(x: 0, y: 0, width: 200, height: 24)
        let list = DisplayList(size: Size(width: 200, height: 24), commands: [.text(TextRun(
            text: "Wi-Fi", attributes: attributes, color: .black, frame: frame,
            prepared: measurer.prepare("Wi-Fi", attributes, width: 200)))])
        let bitmap = Bitmap(list, scale: 1, painter: painter)
        let inked = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].green < 0x80 } }
        #expect(try #require(inked.first) >= Int(200 - width) - 1)
        #expect(try #require(inked.last) <= 199)
    }

    @Test func runsIgnoreTheirLayoutWhenCompared() {
        let attributes = TextAttributes(font: FontDescriptor(size: 17))
        let frame = Rect(x: 0, y: 0, width: 100, height: 24)
        let plain = TextRun(text: "A", attributes: attributes, color: .black, frame: frame)
        let prepared = TextRun(text: "A", attributes: attributes, color: .black, frame: frame,
                               prepared: measurer.prepare("A", attributes, width: 100))
        #expect(prepared.prepared != nil)
        #expect(plain == prepared)
        #expect(plain.hashValue == prepared.hashValue)
    }
}
