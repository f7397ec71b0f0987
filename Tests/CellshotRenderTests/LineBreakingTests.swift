import CCairo
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// Text is broken and aligned as UILabel does: no inserted hyphens, Hangul words kept whole,
/// an ellipsis only for the truncating modes, the paragraph direction from the interface.
@Suite("Line breaking", .serialized)
struct LineBreakingTests {
    let measurer: PangoTextMeasurer
    let body = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22), numberOfLines: 0)

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
    }

    private func width(_ text: String) -> Double {
        measurer.measure(text, TextAttributes(font: body.font), width: nil).size.width
    }

    /// The first line of `text` wrapped at `width`: its text and its drawn width.
    private func firstLine(_ text: String, width: Double) -> (text: String, width: Double) {
        measurer.withLayout(text, body, width: width) { layout in
            let line = pango_layout_get_line_readonly(layout, 0)!.pointee
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nil, &logical)
            let bytes = Array(text.utf8)[Int(line.start_index)..<Int(line.start_index + line.length)]
            return (String(decoding: bytes, as: UTF8.self), Double(logical.width) / Double(PANGO_SCALE))
        }
    }

    @Test("A word broken across lines gets no hyphen (hyphenationFactor 0)")
    func noInsertedHyphens() {
        let line = firstLine("Donaudampfschifffahrtsgesellschaftskapitänsmützen", width: 120)
        #expect(!line.text.isEmpty && line.text.count < 40)
        // With a hyphen drawn, the line would be wider than its own characters.
        #expect(abs(line.width - width(line.text)) < 0.01, "\(line)")
    }

    @Test("Hangul words are not broken between syllables (hangulWordPriority)")
    func hangulWordsStayWhole() {
        let text = "오늘도 코딩을 합니다"
        let line = firstLine(text, width: width("오늘도 코딩") + 1)
        #expect(line.text.trimmingCharacters(in: .whitespaces) == "오늘도")
        #expect(PangoTextMeasurer.hangulRuns(in: "a 가나 b 다") == [2..<8])
    }

    @Test("Clipping and wrapping modes draw no ellipsis; a line limit keeps the first lines")
    func noEllipsisWithoutTruncation() {
        let text = "the quick brown fox jumps over the lazy dog again and again and again"
        var clipped = body
        clipped.numberOfLines = 1
        clipped.lineBreakMode = .byClipping
        let oneLine = measurer.measure(text, clipped, width: 100)
        #expect(oneLine.lineCount == 1 && oneLine.size.width == width(text))   // not wrapped, not cut
        var wrapped = body
        wrapped.numberOfLines = 2
        wrapped.lineBreakMode = .byWordWrapping
        let twoLines = measurer.measure(text, wrapped, width: 150)
        #expect(twoLines.lineCount == 2 && twoLines.size.height == 44)
        var truncated = body
        truncated.numberOfLines = 1
        let ellipsized = measurer.measure(text, truncated, width: 150)
        #expect(ellipsized.lineCount == 1 && ellipsized.size.width <= 150)
    }

    @Test("A tail cut right after a space drops the space, as UILabel does: \"from…\", not \"from …\"")
    func noSpaceBeforeTheEllipsis() throws {
        var truncated = body
        truncated.numberOfLines = 1
        truncated.lineBreakMode = .byTruncatingTail
        let text = "Tap an account to view details"
        // Every width that cuts the text: the visible text never ends in a space before its ellipsis, and
        // some widths would have cut right after one.
        var trimmedCuts = 0
        for width in stride(from: 60.0, through: 200, by: 1) {
            let shown = measurer.withLayout(text, truncated, width: width) { layout in
                String(cString: pango_layout_get_text(layout))
            }
            let ellipsized = measurer.withLayout(text, truncated, width: width) { pango_layout_is_ellipsized($0) != 0 }
            guard shown != text || ellipsized else { continue }
            #expect(!shown.hasSuffix(" \u{2026}") && !shown.hasSuffix("\u{2026}\u{2026}"), "\(width): \(shown)")
            if shown.hasSuffix("\u{2026}") && text.hasPrefix(String(shown.dropLast()) + " ") { trimmedCuts += 1 }
            #expect(measurer.measure(text, truncated, width: width).size.width <= width + 1e-9)
        }
        #expect(trimmedCuts > 0)
        // A cut inside a word is left to Pango: its own ellipsis, the text unchanged.
        let inWord = measurer.withLayout("Notifications", truncated, width: 60) { String(cString: pango_layout_get_text($0)) }
        #expect(inWord == "Notifications")
    }

    @Test("Alignment is absolute: right-aligned Hebrew in a right-to-left interface is on the right")
    func directionComesFromTheInterface() {
        var attributes = body
        attributes.direction = .rightToLeft
        for text in ["שלום עולם", "Hello"] {
            let x = measurer.withLayout(text, attributes, width: 300) { layout in
                pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
                return TextLines(layout: layout, lineHeight: 22).lines[0].x
            }
            #expect(x > 150, "\(text) starts at \(x)")
        }
        var leftToRight = body
        leftToRight.direction = .leftToRight
        let hebrewLeft = measurer.withLayout("שלום עולם", leftToRight, width: 300) { layout in
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            return TextLines(layout: layout, lineHeight: 22).lines[0].x
        }
        #expect(hebrewLeft == 0)
    }
}
