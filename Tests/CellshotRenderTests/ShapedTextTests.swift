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

    /// Styled labels: colours with and without alpha, underlines and strikethroughs (in their own colours, across
    /// fonts, raised, broken by a colour), italics, designs, sizes, tabular digits, tracking, line spacing, a
    /// truncated span, right to left.
    static let styledTexts: [(String, TextAttributes)] = {
        let red = Color(hex: "#FF3B30")!, blue = Color(hex: "#007AFF80")!, green = Color(hex: "#34C759")!
        let body = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        func styled(_ text: String, _ spans: [TextSpan], _ change: (inout TextAttributes) -> Void = { _ in }) -> (String, TextAttributes) {
            var attributes = body
            attributes.spans = spans
            change(&attributes)
            return (text, attributes)
        }
        return [
            styled("Hello world", [TextSpan(6..<11, weight: .bold, color: red)]),
            styled("Hello world", [TextSpan(0..<5, color: blue), TextSpan(6..<11, color: .black)]),
            styled("Underlined 오늘 text", [TextSpan(0..<19, underline: TextDecoration())]),
            styled("Underlined 오늘 text", [TextSpan(0..<8, underline: TextDecoration(color: red)),
                                          TextSpan(8..<19, color: green, underline: TextDecoration())]),
            styled("Struck through 😀 and more", [TextSpan(0..<20, strikethrough: TextDecoration()),
                                                  TextSpan(4..<9, color: blue), TextSpan(15..<25, strikethrough: TextDecoration(color: red))]),
            styled("x2 H2O", [TextSpan(1..<2, size: 11, underline: TextDecoration(), baselineOffset: 7),
                              TextSpan(4..<5, size: 11, baselineOffset: -3)]),
            styled("Italic serif mono 123", [TextSpan(0..<6, italic: true), TextSpan(7..<12, design: .serif, underline: TextDecoration()),
                                             TextSpan(13..<17, design: .monospaced), TextSpan(18..<21, monospacedDigits: true)]),
            styled("A long styled title that wraps onto several lines", [TextSpan(2..<30, weight: .semibold, underline: TextDecoration(color: red)),
                                                                        TextSpan(20..<45, strikethrough: TextDecoration())],
                   { $0.lineSpacing = 3 }),
            styled("Tracked text", [TextSpan(0..<7, tracking: 2)], { $0.tracking = -0.5 }),
            styled("A truncated title with a styled tail", [TextSpan(10..<36, color: red, underline: TextDecoration())],
                   { $0.numberOfLines = 1; $0.lineBreakMode = .byTruncatingTail }),
            styled("مرحبا بالعالم hello", [TextSpan(0..<5, color: red, underline: TextDecoration()), TextSpan(14..<19, weight: .bold)],
                   { $0.direction = .rightToLeft }),
            styled("Plain italic text", [], { $0.font.italic = true; $0.font.design = .serif }),
        ]
    }()

    /// At 1x — PDF's scale, where the painter lets Pango draw — at every scale for text without lines. Pango
    /// 1.50.12 draws underlines and strikethroughs a third as thick at 3x (``FontLineMetrics``): the record keeps
    /// the font's, at every scale (``StyledTextTests/linesKeepTheirPlaceAndThicknessAtEveryScale()``).
    @Test func styledTextDrawnAsMeasuredGivesPangosPixels() throws {
        for (text, attributes) in Self.styledTexts {
            let decorated = attributes.spans.contains { $0.underline != nil || $0.strikethrough != nil }
            for frame in frames(for: text, attributes) {
                let prepared = try #require(measurer.prepare(text, attributes, width: frame.width), "\(text)")
                let size = Size(width: frame.maxX + 4, height: frame.maxY + 4)
                // Opaque, and translucent (a span's colour replaces it, a span's alpha only its opacity).
                let cases = [(Color.black, 1.0), (Color(hex: "#3C3C4399")!, 1), (Color(hex: "#3C3C4399")!, 3)]
                for (color, scale) in cases where scale == 1 || !decorated {
                    let measured = DisplayList(size: size, commands: [.text(TextRun(
                        text: text, attributes: attributes, color: color, frame: frame, prepared: prepared))])
                    let laidOutAgain = DisplayList(size: size, commands: [.text(TextRun(
                        text: text, attributes: attributes, color: color, frame: frame))])
                    let ours = Bitmap(measured, scale: scale, painter: painter)
                    let pango = Bitmap(laidOutAgain, scale: scale, painter: painter)
                    let same = ours == pango
                    #expect(same, "\(text) in \(frame.width) @\(scale)x: \(ours.differences(from: pango))")
                    if color == .black { #expect(!ours.darkRows.isEmpty) }
                }
            }
        }
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
