import CCairo
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// Styled text — spans of other weights, slants, designs, colours, decorations, tracking and baseline offsets,
/// tabular digits, line spacing — measured and drawn with Pango through the private font set.
@Suite("Styled text", .serialized)
struct StyledTextTests {
    let catalog: FontCatalog
    let measurer: PangoTextMeasurer
    let painter: CairoPainter

    init() throws {
        catalog = try FontCatalog()
        measurer = PangoTextMeasurer(catalog: catalog)
        painter = CairoPainter(measurer: measurer)
    }

    static let red = Color(hex: "#FF0000")!
    static let blue = Color(hex: "#0000FF")!

    func width(_ text: String, _ attributes: TextAttributes) -> Double {
        measurer.measure(text, attributes, width: nil).size.width
    }

    /// Each run of the text's layout: its font as Pango describes it, and its cairo font matrix's shear.
    func runFonts(_ text: String, _ attributes: TextAttributes) -> [(family: String, style: PangoStyle, shear: Double)] {
        measurer.withLayout(text, attributes, width: nil) { layout in
            var fonts: [(String, PangoStyle, Double)] = []
            var line = pango_layout_get_lines_readonly(layout)
            while let element = line {
                var run = element.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
                while let node = run {
                    let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!
                    let font = item.pointee.analysis.font!
                    let description = pango_font_describe(font)!
                    var matrix = cairo_matrix_t()
                    cairo_scaled_font_get_font_matrix(pango_cairo_font_get_scaled_font(OpaquePointer(font)), &matrix)
                    fonts.append((String(cString: pango_font_description_get_family(description)),
                                  pango_font_description_get_style(description), matrix.xy / matrix.yy))
                    pango_font_description_free(description)
                    run = node.pointee.next
                }
                line = element.pointee.next
            }
            return fonts
        }
    }

    /// The text drawn alone, black on white, at `scale`, in a frame as wide as it measures (plus `margin`).
    func draw(_ text: String, _ attributes: TextAttributes, scale: Double = 1, margin: Double = 4) -> (Bitmap, Rect) {
        let size = measurer.measure(text, attributes, width: nil).size
        let frame = Rect(x: margin, y: margin, width: size.width, height: size.height)
        let list = DisplayList(size: Size(width: size.width + 2 * margin, height: size.height + 2 * margin), commands: [
            .text(TextRun(text: text, attributes: attributes, color: .black, frame: frame,
                          prepared: measurer.prepare(text, attributes, width: frame.width))),
        ])
        return (Bitmap(list, scale: scale, painter: painter), frame)
    }

    // MARK: - Fonts

    @Test func aBoldSpanMeasuresWiderThanRegularAndNarrowerThanAllBold() {
        let plain = TextAttributes(font: FontDescriptor(size: 17))
        var styled = plain
        styled.spans = [TextSpan(6..<11, weight: .bold)]
        let regular = width("Hello world", plain), mixed = width("Hello world", styled)
        let bold = width("Hello world", TextAttributes(font: FontDescriptor(size: 17, weight: .bold)))
        #expect(regular < mixed && mixed < bold)
        // "Hello " regular and "world" bold, each as wide as alone (Inter at 17 pt, Debian 12's fonts-inter).
        #expect(mixed == width("Hello ", plain) + width("world", TextAttributes(font: FontDescriptor(size: 17, weight: .bold))))
        #expect(regular == 90.021484375 && mixed == 92.4951171875)
    }

    @Test func italicIsSetInInterItalicAndOtherScriptsAreSlanted() {
        let italic = TextAttributes(font: FontDescriptor(size: 17, italic: true))
        let fonts = runFonts("Wi-Fi 오늘 😀", italic)
        #expect(fonts.map(\.family) == ["Inter", "Noto Sans CJK KR", "Noto Color Emoji"])
        // Inter's own italic face, upright matrix; Korean's upright face slanted by fontconfig's synthetic
        // oblique (0.2); emoji left upright.
        #expect(fonts.count == 3 && fonts[0].style == PANGO_STYLE_ITALIC && fonts[0].shear == 0)
        #expect(fonts.count == 3 && fonts[1].style == PANGO_STYLE_OBLIQUE && abs(fonts[1].shear + 0.2) < 1e-9)
        #expect(fonts.count == 3 && fonts[2].style == PANGO_STYLE_NORMAL && fonts[2].shear == 0)
        // Upright text is untouched by the rule.
        #expect(runFonts("Wi-Fi 오늘", TextAttributes(font: FontDescriptor(size: 17))).allSatisfy { $0.style == PANGO_STYLE_NORMAL && $0.shear == 0 })
        // An italic span, and a span back to upright inside italic text.
        var spans = TextAttributes(font: FontDescriptor(size: 17))
        spans.spans = [TextSpan(0..<5, italic: true)]
        #expect(runFonts("Wi-Fi plain", spans).map(\.style) == [PANGO_STYLE_ITALIC, PANGO_STYLE_NORMAL])
        var upright = italic
        upright.spans = [TextSpan(6..<11, italic: false)]
        #expect(runFonts("Wi-Fi plain", upright).map(\.style) == [PANGO_STYLE_ITALIC, PANGO_STYLE_NORMAL])
    }

    @Test func eachDesignHasItsFamilyAndRoundedIsSubstituted() {
        let families = FontDesign.allCases.map { design in
            runFonts("Aa", TextAttributes(font: FontDescriptor(size: 17, design: design)))[0].family
        }
        #expect(families == ["Inter", "Inter", "Noto Serif", "DejaVu Sans Mono"])
        #expect(FontDesign.allCases.filter(catalog.isSubstituted) == [.rounded])
        #expect(catalog.familyList(for: .serif, pointSize: 17) == "Noto Serif," + FontCatalog.familyList)
        #expect(catalog.familyList(for: .default, pointSize: 17) == FontCatalog.familyList)
        // A design's font draws what Inter has; the rest falls back as default text does.
        let mono = runFonts("ab 오늘 مرحبا", TextAttributes(font: FontDescriptor(size: 17, design: .monospaced)))
        #expect(mono.map(\.family) == ["DejaVu Sans Mono", "Noto Sans CJK KR", "Noto Sans Arabic"])
        // Noto Serif has italics of its own; DejaVu Sans Mono is slanted.
        #expect(runFonts("Aa", TextAttributes(font: FontDescriptor(size: 17, italic: true, design: .serif)))[0].style == PANGO_STYLE_ITALIC)
        #expect(runFonts("Aa", TextAttributes(font: FontDescriptor(size: 17, italic: true, design: .monospaced)))[0].style == PANGO_STYLE_OBLIQUE)
        // Monospaced: every letter as wide as every other.
        let monospaced = TextAttributes(font: FontDescriptor(size: 20, design: .monospaced))
        #expect(width("iiii", monospaced) == width("WWWW", monospaced))
    }

    @Test func monospacedDigitsMakeEveryDigitAsWideAsAnother() {
        let proportional = TextAttributes(font: FontDescriptor(size: 17))
        let tabular = TextAttributes(font: FontDescriptor(size: 17, monospacedDigits: true))
        #expect(width("111", proportional) < width("888", proportional))
        #expect(width("111", tabular) == width("888", tabular))
        // As a span, and turned off by a span inside tabular text.
        var span = proportional
        span.spans = [TextSpan(0..<3, monospacedDigits: true)]
        #expect(width("111 11", span) == width("888", tabular) + width(" 11", proportional))
        var off = tabular
        off.spans = [TextSpan(4..<6, monospacedDigits: false)]
        #expect(width("111 11", off) == width("111 ", tabular) + width("11", proportional))
    }

    // MARK: - Colours and decorations

    @Test func aRedSpanIsRedAndTheRestBlack() {
        var attributes = TextAttributes(font: FontDescriptor(size: 40))
        attributes.spans = [TextSpan(6..<11, color: Self.red)]
        let (bitmap, frame) = draw("Hello world", attributes)
        let split = Int(frame.minX + width("Hello ", TextAttributes(font: FontDescriptor(size: 40))))
        var black = 0, red = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                guard pixel != RGB(0xFF, 0xFF, 0xFF) else { continue }
                if x < split {
                    // Black on white: grey, never tinted.
                    #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "\(x), \(y): \(pixel)")
                    if pixel.red == 0 { black += 1 }
                } else {
                    // Red on white: full red, green and blue equal and lighter as the ink is lighter.
                    #expect(pixel.red == 0xFF && pixel.green == pixel.blue, "\(x), \(y): \(pixel)")
                    if pixel == RGB(0xFF, 0, 0) { red += 1 }
                }
            }
        }
        #expect(black > 200 && red > 200, "\(black) black, \(red) red")
    }

    @Test func anUnderlineIsDrawnUnderItsSpanOnly() {
        let plain = TextAttributes(font: FontDescriptor(size: 40))
        var attributes = plain
        attributes.spans = [TextSpan(6..<11, underline: TextDecoration())]
        let (underlined, frame) = draw("Hello world", attributes)
        let (bare, _) = draw("Hello world", plain)
        // What the underline adds: rows of ink only under "world", from its start to its end.
        let start = frame.minX + width("Hello ", plain), end = frame.minX + width("Hello world", plain)
        var rows: Set<Int> = []
        for y in 0..<underlined.height {
            for x in 0..<underlined.width where underlined[x, y] != bare[x, y] {
                #expect(Double(x) >= start - 1 && Double(x) <= end + 1, "ink at \(x), \(y) outside \(start)…\(end)")
                rows.insert(y)
            }
        }
        // Under the baseline where Inter puts it (rows 49–52 for a baseline at 42.75), as thick as its underline.
        let baseline = frame.minY + measurer.measure("Hello world", plain, width: nil).firstBaseline
        #expect(!rows.isEmpty && rows.allSatisfy { Double($0) > baseline + 4 && Double($0) < baseline + 12 },
                "\(rows.sorted()) below \(baseline)")
        #expect((3...4).contains(rows.count), "\(rows.sorted())")
        // The full-width rows are dark from the span's start to its end.
        let full = rows.sorted().dropFirst().dropLast()
        for y in full { #expect(underlined[Int(start) + 2, y].green < 0x40 && underlined[Int(end) - 2, y].green < 0x40) }
    }

    @Test func linesKeepTheirPlaceAndThicknessAtEveryScale() {
        var attributes = TextAttributes(font: FontDescriptor(size: 20))
        attributes.spans = [TextSpan(0..<5, underline: TextDecoration())]
        let plain = TextAttributes(font: FontDescriptor(size: 20))
        // The rows the underline adds, at 1x and 3x, whatever scale the painter's Pango context last drew at.
        func underlineRows(_ scale: Double) -> [Int] {
            let (underlined, _) = draw("Hello", attributes, scale: scale)
            let (bare, _) = draw("Hello", plain, scale: scale)
            return (0..<underlined.height).filter { y in (0..<underlined.width).contains { underlined[$0, y] != bare[$0, y] } }
        }
        let one = underlineRows(1), three = underlineRows(3), again = underlineRows(1)
        #expect(one == again)
        let (first, last) = (Double(one.first ?? 0), Double(one.last ?? 0) + 1)
        #expect(abs(Double(three.first ?? 0) - 3 * first) <= 3 && abs(Double(three.last ?? 0) + 1 - 3 * last) <= 3, "\(one) \(three)")
    }

    @Test func aStrikethroughInItsOwnColourCrossesItsSpanOnly() {
        let plain = TextAttributes(font: FontDescriptor(size: 40))
        var attributes = plain
        attributes.spans = [TextSpan(0..<5, strikethrough: TextDecoration(color: Self.blue))]
        let (struck, frame) = draw("Hello world", attributes)
        let (bare, _) = draw("Hello world", plain)
        let end = frame.minX + width("Hello", plain)
        let metrics = measurer.measure("Hello world", plain, width: nil)
        let baseline = frame.minY + metrics.firstBaseline
        var blue = 0
        for y in 0..<struck.height {
            for x in 0..<struck.width where struck[x, y] != bare[x, y] {
                #expect(Double(x) <= end + 1 && Double(y) < baseline && Double(y) > baseline - 20, "\(x), \(y)")
                if struck[x, y] == RGB(0, 0, 0xFF) { blue += 1 }
            }
        }
        #expect(blue > 100)
    }

    // MARK: - Spacing

    @Test func trackingWidensALineByItsCharactersBetweenThem() {
        // Five characters, four gaps: the space after the last is trailing white space, as UIKit's tracking.
        for tracking in [2.0, -0.5, 3.25] {
            var attributes = TextAttributes(font: FontDescriptor(size: 17))
            let plain = width("Wi-Fi", attributes)
            attributes.tracking = tracking
            #expect(width("Wi-Fi", attributes) == plain + 4 * tracking)
        }
        // A span's tracking replaces the text's over its characters.
        var attributes = TextAttributes(font: FontDescriptor(size: 17), tracking: 1)
        let plain = width("abcdef", TextAttributes(font: FontDescriptor(size: 17)))
        #expect(width("abcdef", attributes) == plain + 5)
        // Where the tracking changes, Pango shares each character's spacing before and after it: the gap between
        // "c" (3) and "d" (1) is 1.5 + 0.5, and the line's ends lose half of their characters' spacing.
        attributes.spans = [TextSpan(0..<3, tracking: 3)]
        #expect(width("abcdef", attributes) == plain + 3 * 3 + 3 * 1 - 1.5 - 0.5)
    }

    @Test func trackedTextFitsTheWidthItMeasuresAndIsAlignedInItsLabel() {
        let tracked = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0, tracking: 3)
        let natural = measurer.measure("Tracked text", tracked, width: nil)
        // Laid out afresh at its own width (not the unwrapped layout kept), it is still one line: the tracking
        // after the last character is trailing space, as in UIKit, though Pango breaks lines counting it.
        measurer.forgetLayouts()
        #expect(measurer.measure("Tracked text", tracked, width: natural.size.width).lineCount == 1)
        #expect(measurer.measure("Tracked text", tracked, width: natural.size.width - 1).lineCount == 2)
        // Right-aligned in a label 30 pt wider, its ink starts 30 pt in, drawn from the record or by Pango.
        var right = tracked
        right.alignment = .right
        let frame = Rect(x: 0, y: 0, width: natural.size.width + 30, height: natural.size.height)
        for prepared in [measurer.prepare("Tracked text", right, width: frame.width), nil] {
            let list = DisplayList(size: frame.size, commands: [
                .text(TextRun(text: "Tracked text", attributes: right, color: .black, frame: frame, prepared: prepared)),
            ])
            let bitmap = Bitmap(list, scale: 1, painter: painter)
            let inked = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].green < 0x80 } }
            #expect(inked.first.map { (29...32).contains($0) } == true, "\(inked.first ?? -1) \(prepared == nil)")
        }
    }

    @Test func lineSpacingAddsItsPointsBetweenLines() {
        for lineHeight in [nil, 22.0] {
            for text in ["One", "One\nTwo", "One\nTwo\nThree"] {
                let plain = TextAttributes(font: FontDescriptor(size: 17, lineHeight: lineHeight), numberOfLines: 0)
                var spaced = plain
                spaced.lineSpacing = 6.5
                let (before, after) = (measurer.measure(text, plain, width: nil), measurer.measure(text, spaced, width: nil))
                #expect(after.size.height == before.size.height + Double(before.lineCount - 1) * 6.5, "\(text)")
                #expect(after.firstBaseline == before.firstBaseline && after.lastBaselineFromBottom == before.lastBaselineFromBottom)
                #expect(after.size.width == before.size.width && after.lineCount == before.lineCount)
            }
        }
        // A wrapped text, and a negative or non-finite spacing (none).
        let wrapped = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0, lineSpacing: 4)
        let lines = measurer.measure("A long title that wraps onto several lines", wrapped, width: 120)
        var plain = wrapped
        plain.lineSpacing = 0
        #expect(lines.size.height == measurer.measure("A long title that wraps onto several lines", plain, width: 120).size.height
                + 4 * Double(lines.lineCount - 1))
        for spacing in [-4.0, .nan, .infinity] {
            plain.lineSpacing = spacing
            #expect(measurer.measure("One\nTwo", plain, width: nil).size.height == measurer.measure("One\nTwo", wrapped.with(lineSpacing: 0), width: nil).size.height)
        }
    }

    @Test func aBaselineOffsetRaisesItsSpan() {
        var attributes = TextAttributes(font: FontDescriptor(size: 40))
        attributes.spans = [TextSpan(1..<2, baselineOffset: 10)]
        let plain = TextAttributes(font: FontDescriptor(size: 40))
        let (raised, _) = draw("x2", attributes)
        let (level, _) = draw("x2", plain)
        // The line grows 10 pt above its baseline to hold the "2" raised by 10 pt: the "2" is where it was from
        // the top, the "x" 10 pt lower.
        let (up, flat) = (measurer.measure("x2", attributes, width: nil), measurer.measure("x2", plain, width: nil))
        #expect(up.size.height == flat.size.height + 10 && up.firstBaseline == flat.firstBaseline + 10)
        #expect(up.lastBaselineFromBottom == flat.lastBaselineFromBottom)
        #expect(raised.height == level.height + 10 && raised.darkRows.first == level.darkRows.first)
        #expect(raised.darkRows.last == level.darkRows.last! + 10)
    }

    // MARK: - Hostile spans

    @Test func hostileSpansNeverCrashAndBehaveAsDocumented() throws {
        let body = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0)
        let texts = ["", "Wi-Fi", "a\u{0}b\u{7}c\u{85}d", "e\u{301}\u{302} 오늘 😀👨‍👩‍👧 مرحبا", String(repeating: "x", count: 300)]
        let spanSets: [[TextSpan]] = [
            [TextSpan(-10..<1_000_000, weight: .bold)],
            [TextSpan(Int.min..<Int.max, color: Self.red, underline: TextDecoration())],
            [TextSpan(2..<2, italic: true), TextSpan(50..<60, size: 30)],
            [TextSpan(0..<4, weight: .bold, strikethrough: TextDecoration()), TextSpan(1..<3, weight: .light, color: Self.red),
             TextSpan(2..<9, italic: true, design: .monospaced)],
            [TextSpan(0..<3, size: .nan, tracking: .infinity, baselineOffset: -.infinity), TextSpan(1..<2, size: 1e12),
             TextSpan(2..<5, size: -1, tracking: -1e300, baselineOffset: 1e300)],
            [TextSpan(1..<2, color: Color(red: .nan, green: -3, blue: 7, alpha: .infinity))],
            (0..<200).map { TextSpan($0..<$0 + 2, weight: $0.isMultiple(of: 2) ? .bold : .regular, underline: TextDecoration()) },
        ]
        for text in texts {
            for spans in spanSets {
                for lineBreakMode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byClipping] {
                    var attributes = body
                    attributes.spans = spans
                    attributes.lineBreakMode = lineBreakMode
                    attributes.numberOfLines = lineBreakMode == .byWordWrapping ? 0 : 2
                    for width in [nil, 40.0, 1] {
                        _ = measurer.measure(text, attributes, width: width)
                    }
                    let frame = Rect(x: 0, y: 0, width: 60, height: 40)
                    let list = DisplayList(size: Size(width: 60, height: 40), commands: [
                        .text(TextRun(text: text, attributes: attributes, color: .black, frame: frame,
                                      prepared: measurer.prepare(text, attributes, width: 60))),
                        .text(TextRun(text: text, attributes: attributes, color: .black, frame: frame)),
                    ])
                    _ = Bitmap(list, scale: 2, painter: painter)
                }
            }
        }
        // Text drawn afterwards still draws (a font face cairo failed to scale would draw nothing any more).
        #expect(!draw("Wi-Fi", body).0.darkRows.isEmpty)
        // Out of range: cut to the text. Overlapping: the last wins. Empty: nothing.
        let bold = TextAttributes(font: FontDescriptor(size: 17, weight: .bold))
        #expect(width("Wi-Fi", body.with(spans: [TextSpan(-3..<99, weight: .bold)])) == width("Wi-Fi", bold))
        #expect(width("Wi-Fi", body.with(spans: [TextSpan(0..<5, weight: .bold), TextSpan(0..<5, weight: .regular)])) == width("Wi-Fi", body))
        #expect(width("Wi-Fi", body.with(spans: [TextSpan(3..<3, weight: .bold), TextSpan(9..<12, weight: .bold)])) == width("Wi-Fi", body))
        // Offsets count the document's scalars, control characters included (they are not drawn).
        #expect(width("x\u{0}y", body.with(spans: [TextSpan(2..<3, weight: .bold)])) == width("xy", body.with(spans: [TextSpan(1..<2, weight: .bold)])))
    }
}

extension TextAttributes {
    /// These attributes with other spans.
    func with(spans: [TextSpan]) -> TextAttributes {
        var attributes = self
        attributes.spans = spans
        return attributes
    }

    /// These attributes with another line spacing.
    func with(lineSpacing: Double) -> TextAttributes {
        var attributes = self
        attributes.lineSpacing = lineSpacing
        return attributes
    }
}
