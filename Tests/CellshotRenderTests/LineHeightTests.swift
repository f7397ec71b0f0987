import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// A font's `lineHeight` (UIKit's preferred-font line height) makes every line exactly that tall.
@Suite("Line height", .serialized)
struct LineHeightTests {
    let measurer: PangoTextMeasurer
    let painter: CairoPainter
    /// The body text style at Large: 17 pt on 22 pt lines.
    let body = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22), numberOfLines: 0)

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
        painter = CairoPainter(measurer: measurer)
    }

    @Test(arguments: ["Wi-Fi", "오늘도 코딩", "😀 🎉 👍🏽", "Hello 안녕 😀", ""])
    func oneLineIsExactlyTheLineHeight(text: String) {
        let metrics = measurer.measure(text, body, width: nil)
        #expect(metrics.lineCount == 1)
        #expect(metrics.size.height == 22)
        #expect(metrics.firstBaseline > 14 && metrics.firstBaseline < 19, "\(metrics)")
        #expect(abs(metrics.firstBaseline + metrics.lastBaselineFromBottom - 22) < 1e-9)
    }

    @Test func halfLeadingSharesTheSpareSpaceAboveAndBelow() {
        // Inter at 17 pt: ascent 16.469, descent 4.105 (20.574 in all); 22 − 20.574 = 1.426 to share.
        let latin = measurer.measure("Wi-Fi", body, width: nil)
        #expect(abs(latin.firstBaseline - (16.46875 + (22 - 20.57421875) / 2)) < 1e-3)
        // Noto Sans CJK is taller than the line (24.616): the shortfall is shared the same way.
        let korean = measurer.measure("오늘도 코딩", body, width: nil)
        let natural = measurer.measure("오늘도 코딩", TextAttributes(font: FontDescriptor(size: 17)), width: nil)
        #expect(natural.size.height > 24)
        #expect(abs(korean.firstBaseline - (natural.firstBaseline - (natural.size.height - 22) / 2)) < 1e-3)
    }

    @Test func wrappedLinesAreLineHeightApart() {
        let latin = measurer.measure("A title that wraps onto three lines", body, width: 120)
        #expect(latin.lineCount == 3)
        #expect(latin.size.height == 66)
        #expect(latin.size.width <= 120)
        let korean = measurer.measure("오늘도 코딩 오늘도 코딩 오늘도 코딩", body, width: 120)
        #expect(korean.lineCount == 3 && korean.size.height == 66)
        // The last line sits in its slot as the first sits in its own.
        #expect(abs(korean.lastBaselineFromBottom - (22 - korean.firstBaseline)) < 1e-9)
        // A line limit cuts to whole slots.
        var two = body
        two.numberOfLines = 2
        #expect(measurer.measure("A title that wraps onto three lines", two, width: 120).size.height == 44)
    }

    @Test func withoutALineHeightTheFontDecides() {
        let plain = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0)
        let explicitNil = TextAttributes(font: FontDescriptor(size: 17, lineHeight: nil), numberOfLines: 0)
        for text in ["Wi-Fi", "오늘도 코딩", "A title that wraps onto three lines"] {
            #expect(measurer.measure(text, explicitNil, width: 120) == measurer.measure(text, plain, width: 120))
        }
        #expect(measurer.measure("Wi-Fi", plain, width: nil).size.height == 20.57421875)
        #expect(measurer.measure("오늘도 코딩", plain, width: nil).size.height > 24)
        // A line height that is not a positive number is ignored rather than stacking lines on each other.
        let zero = TextAttributes(font: FontDescriptor(size: 17, lineHeight: 0), numberOfLines: 0)
        #expect(measurer.measure("Wi-Fi", zero, width: nil) == measurer.measure("Wi-Fi", plain, width: nil))
    }

    /// The painter draws each line's glyphs on the baseline measuring reported: the bottom of
    /// a capital H (no descender) is the baseline.
    @Test(arguments: [22.0, 30.0, nil])
    func glyphsAreDrawnOnTheMeasuredBaselines(lineHeight: Double?) {
        let attributes = TextAttributes(font: FontDescriptor(size: 17, lineHeight: lineHeight), numberOfLines: 0)
        let frame = Rect(x: 4, y: 3, width: 100, height: 70)
        let metrics = measurer.measure("HHH\nHHH", attributes, width: frame.width)
        let top = frame.minY + (frame.height - metrics.size.height) / 2     // centred, as UILabel does
        let baselines = [top + metrics.firstBaseline, top + metrics.size.height - metrics.lastBaselineFromBottom]
        let scale = 4.0
        let list = DisplayList(size: Size(width: 110, height: 80), background: .white, commands: [
            .text(TextRun(text: "HHH\nHHH", attributes: attributes, color: .black, frame: frame)),
        ])
        let rows = Bitmap(list, scale: scale, painter: painter).darkRows
        // The last dark row of each line (where the rows jump to the next line, and the very last).
        let bottoms = zip(rows, rows.dropFirst()).filter { $1 > $0 + 1 }.map(\.0) + [rows.last ?? -1]
        #expect(bottoms.count == 2)
        for (bottom, baseline) in zip(bottoms, baselines) {
            #expect(abs(Double(bottom + 1) - baseline * scale) < 1, "ink ends at \(bottom + 1), baseline \(baseline * scale)")
        }
    }
}
