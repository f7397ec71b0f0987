import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Exact frames of built-in cells at several Dynamic Type sizes and in both directions: the texts take the
/// table's sizes and line heights, the vertical margins grow with the body line height (⌈11 × line height ÷ 22⌉),
/// the 44 pt minimum holds at small sizes, and valueCell stacks at the accessibility sizes.
@Suite("Dynamic Type layout")
struct DynamicTypeLayoutTests {
    private static func row(_ row: String, size: String, direction: String = "ltr",
                            appearance: String = "plain") throws -> RowLayout {
        try #require(try TestSupport.rows(#"""
        { "appearance": "\#(appearance)", "traits": { "contentSize": "\#(size)", "direction": "\#(direction)" },
          "sections": [ { "rows": [ \#(row) ] } ] }
        """#).first)
    }

    /// Size, body line height (22 × size ÷ 17), vertical margin, row height (at least 44, rounded up to the
    /// 3x pixel grid).
    static let oneLineCases: [(String, Double, Double, Double)] = [
        ("extraSmall", 18.12, 10, 44),
        ("large", 22, 11, 44),
        ("extraExtraExtraLarge", 29.76, 15, 60),
        ("accessibilityMedium", 36.24, 19, 223.0 / 3),
        ("accessibilityExtraLarge", 51.76, 26, 104),
        ("accessibilityExtraExtraExtraLarge", 68.59, 35, 416.0 / 3),
    ]

    @Test("Content size → one-line cell: margins, text height and row height", arguments: oneLineCases)
    func oneLineCell(size: String, lineHeight: Double, margin: Double, rowHeight: Double) throws {
        let row = try Self.row(#"{ "text": "Hello" }"#, size: size)
        let text = try #require(row.views?.text)
        #expect(abs(text.height - lineHeight) < 1e-9)
        #expect(row.cell?.margins.top == margin && row.cell?.margins.bottom == margin)
        #expect(abs(row.frame.height - rowHeight) < 1e-9, "\(row.frame.height)")
        // Centred in the row when the 44 pt minimum makes it taller than the content.
        #expect(abs(text.minY + text.height / 2 - row.bounds.height / 2) < 1e-9)
        #expect(text.minX == 20 && text.maxX == 373)
    }

    @Test("valueCell stacks at accessibility sizes, leading aligned, even when its texts would fit side by side")
    func valueCellStacksAtAccessibilitySizes() throws {
        let json = #"{ "style": "valueCell", "text": "Wi-Fi", "secondaryText": "On" }"#
        let large = try Self.row(json, size: "large")
        #expect(large.views?.text?.minY == large.views?.secondaryText?.minY)
        for size in ["accessibilityMedium", "accessibilityExtraExtraExtraLarge"] {
            let row = try Self.row(json, size: size)
            let text = try #require(row.views?.text), secondary = try #require(row.views?.secondaryText)
            #expect(secondary.minY >= text.maxY - 1e-9 && secondary.minX == 20 && text.minX == 20, "\(size)")
        }
        // Right to left, the stacked texts start at the right margin.
        let rtl = try Self.row(json, size: "accessibilityLarge", direction: "rtl")
        #expect(rtl.views?.text?.maxX == 373 && rtl.views?.secondaryText?.maxX == 373)
    }

    @Test("A symbol grows with the text: 1.18 × the body size, its box at least 24 pt wide, the text after it")
    func symbolGrows() throws {
        let ax = try Self.row(#"{ "text": "Star", "image": { "symbol": "star" } }"#, size: "accessibilityExtraLarge")
        // body 40 pt → a 47 pt symbol (40 × 1.18 = 47.2, rounded), centred on the first line.
        #expect(ax.cell?.image?.drawnSize == Size(width: 47, height: 47))
        let image = try #require(ax.views?.image), text = try #require(ax.views?.text)
        #expect(image.minX == 20 && image.width == 47)
        #expect(text.minX == 20 + 47 + 16)
        let rtl = try Self.row(#"{ "text": "Star", "image": { "symbol": "star" } }"#, size: "accessibilityExtraLarge",
                               direction: "rtl")
        #expect(rtl.views?.image?.maxX == 373 && rtl.views?.text?.maxX == 373 - 47 - 16)
    }

    @Test("Inset grouped subtitle cells: margins 4 grow to ⌈4 × line height ÷ 22⌉, in both directions",
          arguments: ["ltr", "rtl"])
    func subtitleMargins(direction: String) throws {
        let row = try Self.row(#"{ "style": "subtitleCell", "text": "Title", "secondaryText": "Subtitle" }"#,
                               size: "extraExtraExtraLarge", direction: direction, appearance: "insetGrouped")
        // body 23 pt (29.76 pt lines), caption 1 18 pt (16 × 18 ÷ 12 = 24 pt lines); margins ⌈4 × 29.76 ÷ 22⌉ = 6.
        #expect(row.cell?.margins.top == 6)
        let text = try #require(row.views?.text), secondary = try #require(row.views?.secondaryText)
        #expect(text.minY == 6 && abs(secondary.minY - (6 + 29.76)) < 1e-9 && abs(secondary.height - 24) < 1e-9)
        #expect(row.frame.minX == 20 && row.frame.width == 353)
        if direction == "ltr" { #expect(text.minX == 20) } else { #expect(text.maxX == 333) }
    }
}
