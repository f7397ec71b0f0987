import CellshotGraphics
import CellshotLayout
import Foundation
import Testing
@testable import CellshotRender

/// Pango and fontconfig objects belong to one task: the suite runs serially.
@Suite("Text measuring with the private font set", .serialized)
struct PangoTextMeasurerTests {
    let catalog: FontCatalog
    let measurer: PangoTextMeasurer
    let body = TextAttributes(font: FontDescriptor(size: 17))

    init() throws {
        catalog = try FontCatalog()
        measurer = PangoTextMeasurer(catalog: catalog)
    }

    @Test func theFontSetHoldsOnlyItsOwnFamilies() throws {
        // The files of the set, plus Pango's generic aliases; no system family.
        #expect(catalog.families == [
            "DejaVu Sans Mono", "Inter", "Monospace", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans CJK HK", "Noto Sans CJK JP",
            "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans Hebrew", "Noto Sans Mono CJK HK", "Noto Sans Mono CJK JP",
            "Noto Sans Mono CJK KR", "Noto Sans Mono CJK SC", "Noto Sans Mono CJK TC", "Noto Sans Symbols", "Noto Sans Symbols2",
            "Noto Serif", "Sans", "Serif", "System-ui",
        ])
    }

    @Test func latinKoreanArabicHebrewAndEmojiAllHaveGlyphs() {
        for text in ["Wi-Fi", "오늘도 코딩", "선택됨: 헤더", "⭐️ 🎉 👍🏽", "Hello WWDC! 안녕 😀", "مرحبا بالعالم", "שלום עולם"] {
            #expect(measurer.unknownGlyphCount(text, body) == 0, "\(text)")
            #expect(measurer.measure(text, body, width: nil).size.width > 0, "\(text)")
        }
        // A character no font of the set has is reported, not silently drawn as a box.
        #expect(measurer.unknownGlyphCount("\u{10FFFD}", body) > 0)
    }

    @Test func singleLineMetrics() {
        let metrics = measurer.measure("Wi-Fi", body, width: nil)
        // Inter at 17 pt, from Debian 12's fonts-inter: the numbers are part of the determinism contract.
        #expect(metrics == TextMetrics(size: Size(width: 41.9921875, height: 20.57421875), firstBaseline: 16.46875,
                                       lastBaselineFromBottom: 4.10546875, lineCount: 1))
        #expect(metrics.firstBaseline > 0 && metrics.firstBaseline < metrics.size.height)
        #expect(abs(metrics.firstBaseline + metrics.lastBaselineFromBottom - metrics.size.height) < 1e-9)
        // Bold is wider than regular; a bigger size is bigger.
        let bold = measurer.measure("Wi-Fi", TextAttributes(font: FontDescriptor(size: 17, weight: .bold)), width: nil)
        #expect(bold.size.width > metrics.size.width)
        let big = measurer.measure("Wi-Fi", TextAttributes(font: FontDescriptor(size: 34)), width: nil)
        #expect(abs(big.size.width - 2 * metrics.size.width) < 0.5)
    }

    @Test func wrappingAndLineLimits() {
        let text = "A long title that wraps onto several lines in a narrow cell"
        let wide = measurer.measure(text, TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0), width: nil)
        let wrapped = measurer.measure(text, TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0), width: 120)
        #expect(wide.lineCount == 1)
        #expect(wrapped.lineCount > 2)
        #expect(wrapped.size.width <= 120)
        #expect(abs(wrapped.size.height - Double(wrapped.lineCount) * wide.size.height) < 1)
        let two = measurer.measure(text, TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 2), width: 120)
        #expect(two.lineCount == 2)
        #expect(abs(two.size.height - 2 * wide.size.height) < 1)
        #expect(abs(two.lastBaselineFromBottom - wide.lastBaselineFromBottom) < 1e-9)
    }

    @Test func sameNumbersUnderAHostileSystemConfiguration() throws {
        let before = measurer.measure("오늘도 코딩 Wi-Fi 😀", body, width: nil)
        setenv("FONTCONFIG_FILE", "/dev/null", 1)
        defer { unsetenv("FONTCONFIG_FILE") }
        let other = PangoTextMeasurer(catalog: try FontCatalog())
        #expect(other.measure("오늘도 코딩 Wi-Fi 😀", body, width: nil) == before)
    }

    @Test func labelsLayOutWithMeasuredText() throws {
        let cell = View(name: "contentView")
        cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let text = "오늘도 코딩 — a title long enough to wrap twice"
        let attributes = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0)
        let title = View(name: "title", content: TextContent(text: text, attributes: attributes, measurer: measurer))
        cell.addSubview(title)
        for format in ["H:|-[title]-|", "V:|-[title]-|"] {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format,
                                                                       names: LayoutNames(superview: cell)))
        }
        let engine = try LayoutEngine(root: cell)
        let narrow = try engine.fittingSize(width: 200)
        let wide = try engine.fittingSize(width: 1000)
        // Korean lines are taller than Latin ones (Noto Sans CJK's line height).
        let line = measurer.measure(text, attributes, width: nil).size.height
        #expect(abs(wide.height - (22 + line)) < 1e-6)
        #expect(narrow.height > wide.height + line - 1e-6)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }
}
