import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Exact frames of every header and footer style, with images and secondary texts, in both directions
/// and at an accessibility size, against UIKit's figures at 393 pt in an inset grouped list of the ios18 look
/// (text at 20 + 20 = 40 pt from the edge, 313 pt wide).
@Suite("Headers and footers")
struct HeaderFooterLayoutTests {
    /// The first section's header of an inset grouped list.
    private static func header(_ header: String, traits: String = "{}") throws -> TextBlockLayout {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "traits": \#(traits), "sections": [ { "header": \#(header), "rows": [ { "text": "Row" } ] } ] }
        """#).layout(in: .normal)
        return try #require(layout.sections[0].header)
    }

    @Test("Each style at Large: its font, colour, transform and margins", arguments: [
        // style, point size, weight, line height, top, bottom, text as drawn
        ("plainHeader", 15.0, FontWeight.semibold, 20.0, 4.0, 4.0, "Network", "#3C3C4399"),
        ("plainFooter", 15, .regular, 20, 4, 4, "Network", "#3C3C4399"),
        ("groupedHeader", 13, .regular, 18, 16, 14.0 / 3, "NETWORK", "#3C3C4399"),
        ("groupedFooter", 13, .regular, 18, 14.0 / 3, 11, "Network", "#3C3C4399"),
        ("prominentInsetGroupedHeader", 20, .semibold, 25, 8, 11, "Network", "#000000"),
        ("extraProminentInsetGroupedHeader", 22, .bold, 28, 9, 10, "Network", "#000000"),
    ])
    func styleAtLarge(style: String, size: Double, weight: FontWeight, lineHeight: Double, top: Double,
                      bottom: Double, drawn: String, color: String) throws {
        let header = try Self.header(#"{ "style": "\#(style)", "text": "Network" }"#)
        let text = try #require(header.text)
        #expect(text.string == drawn)
        #expect(text.attributes.font.size == size && text.attributes.font.weight == weight)
        #expect(text.color == Color(hex: color))
        #expect(text.attributes.numberOfLines == 0)
        let label = try #require(header.labelFrame)
        #expect(label.minX == 40 && abs(label.minY - top) < 1e-6 && label.width == 313 && label.height == lineHeight)
        // The view's height is rounded up to whole pixels (scale 3).
        #expect(header.frame == Rect(x: 0, y: 0, width: 393, height: ((top + lineHeight + bottom) * 3 - 1e-6).rounded(.up) / 3))
        #expect(header.imageFrame == nil && header.secondaryLabelFrame == nil && header.background == nil)
    }

    @Test("A string header lays out as the appearance's style: grouped in capitals, plain emphasized")
    func stringIsTheDefaultStyle() throws {
        let string = try Self.header(#""Network""#)
        let object = try Self.header(#"{ "style": "groupedHeader", "text": "Network" }"#)
        #expect(string == object)
        let plain = try TestSupport.renderer(#"""
        { "sections": [ { "header": { "text": "A" }, "rows": [], "footer": { "text": "B" } } ] }
        """#).layout(in: .normal).sections[0]
        #expect(plain.header?.text?.attributes.font.weight == .semibold && plain.header?.labelFrame?.minX == 20)
        #expect(plain.footer?.text?.attributes.font.weight == .regular && plain.footer?.frame.height == 28)
    }

    @Test("Extra prominent with an image and secondary text: the image leads, the texts stack after it")
    func imageAndSecondaryText() throws {
        let header = try Self.header(#"""
        { "style": "extraProminentInsetGroupedHeader", "text": "Favorites", "secondaryText": "Pinned",
          "image": { "symbol": "heart.fill" } }
        """#)
        // title2 bold 22 pt: a 26 pt symbol (22 × 1.18) in a 26 × 28 box (one line), 8 pt before the text.
        #expect(header.imageFrame == Rect(x: 40, y: 9 + (51 - 28) / 2, width: 26, height: 28))
        #expect(header.labelFrame == Rect(x: 74, y: 9, width: 279, height: 28))
        // subheadline 20 pt, 3 pt under the text, secondaryLabel.
        #expect(header.secondaryLabelFrame == Rect(x: 74, y: 40, width: 279, height: 20))
        #expect(header.secondaryText?.attributes.font.size == 15)
        #expect(header.secondaryText?.color == Color(hex: "#3C3C4399"))
        #expect(header.frame.height == 9 + 28 + 3 + 20 + 10)
        #expect(header.image?.tint == Color(hex: "#007AFF"))
    }

    @Test("Right to left: the image at the right margin, the texts before it, right-aligned")
    func rightToLeft() throws {
        let header = try Self.header(#"""
        { "style": "prominentInsetGroupedHeader", "text": "Highlights", "secondaryText": "Trends",
          "image": { "symbol": "star" } }
        """#, traits: #"{ "direction": "rtl" }"#)
        // title3 semibold 20 pt: a 24 pt symbol in a 24 × 25 box.
        #expect(header.imageFrame == Rect(x: 393 - 40 - 24, y: 8 + (48 - 25) / 2, width: 24, height: 25))
        #expect(header.labelFrame == Rect(x: 40, y: 8, width: 393 - 40 - 24 - 8 - 40, height: 25))
        #expect(header.secondaryLabelFrame == Rect(x: 40, y: 8 + 25 + 3, width: 281, height: 20))
        #expect(header.text?.attributes.alignment == .right)
        #expect(header.frame.height == 8 + 48 + 11)
    }

    @Test("At an accessibility size the fonts grow and the margins stay", arguments: [
        // style, point size and line height at accessibilityMedium (AX1), top, bottom
        ("groupedHeader", 23.0, 31.85, 16.0, 14.0 / 3),
        ("prominentInsetGroupedHeader", 31, 38.75, 8, 11),
        ("extraProminentInsetGroupedHeader", 34, 43.27, 9, 10),
    ])
    func accessibilitySize(style: String, size: Double, lineHeight: Double, top: Double, bottom: Double) throws {
        let header = try Self.header(#"{ "style": "\#(style)", "text": "Data" }"#,
                                     traits: #"{ "contentSize": "accessibilityMedium" }"#)
        #expect(header.text?.attributes.font.size == size)
        #expect(header.labelFrame == Rect(x: 40, y: top, width: 313, height: lineHeight))
        // The view's height is rounded up to whole pixels (scale 3).
        #expect(header.frame.height == ((top + lineHeight + bottom) * 3 - 1e-6).rounded(.up) / 3)
    }

    @Test("Header text wraps without a line limit and the header grows")
    func wrapping() throws {
        let long = String(repeating: "Allow apps to ask to track your activity ", count: 4)
        let header = try Self.header(#"{ "style": "prominentInsetGroupedHeader", "text": "\#(long)" }"#)
        let label = try #require(header.labelFrame)
        #expect(label.height > 25 && label.height.truncatingRemainder(dividingBy: 25) == 0)
        #expect(header.frame.height == 8 + label.height + 11)
    }

    @Test("Margins: the document's, but never inside the list's margin horizontally")
    func margins() throws {
        let small = try Self.header(#"""
        { "text": "x", "directionalLayoutMargins": { "top": 2, "leading": 0, "bottom": 3, "trailing": 0 } }
        """#)
        #expect(small.labelFrame == Rect(x: 40, y: 2, width: 313, height: 18))
        let wide = try Self.header(#"""
        { "text": "x", "directionalLayoutMargins": { "top": 0, "leading": 50, "bottom": 0, "trailing": 40 } }
        """#)
        #expect(wide.labelFrame == Rect(x: 50, y: 0, width: 393 - 50 - 40, height: 18))
        #expect(wide.frame.height == 18)
    }

    @Test("Paddings, properties and a background from the document")
    func properties() throws {
        let header = try Self.header(#"""
        { "style": "groupedHeader", "text": "wi-fi", "secondaryText": "nearby", "image": { "symbol": "wifi" },
          "imageToTextPadding": 20, "textToSecondaryTextVerticalPadding": 10,
          "textProperties": { "transform": "capitalized", "font": "headline", "color": "systemRed" },
          "secondaryTextProperties": { "transform": "uppercase" },
          "imageProperties": { "tintColor": "systemGreen" },
          "background": { "color": "systemYellow", "cornerRadius": 6 } }
        """#)
        #expect(header.text?.string == "Wi-Fi" && header.text?.attributes.font == TextStyle.headline.font())
        #expect(header.text?.color == Color(hex: "#FF3B30"))
        #expect(header.secondaryText?.string == "NEARBY")
        let image = try #require(header.imageFrame), label = try #require(header.labelFrame)
        #expect(label.minX == image.maxX + 20)
        #expect(header.secondaryLabelFrame?.minY == label.maxY + 10)
        #expect(header.image?.tint == Color(hex: "#34C759"))
        #expect(header.background?.color == Color(hex: "#FFCC00") && header.background?.cornerRadius == 6)
    }

    @Test("A header without a text: the secondary text alone; an empty header is no header")
    func partialContent() throws {
        let header = try Self.header(#"{ "secondaryText": "Only this" }"#)
        #expect(header.text == nil && header.labelFrame == nil)
        #expect(header.secondaryLabelFrame == Rect(x: 40, y: 16, width: 313, height: 18))
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "sections": [ { "header": { "text": "" }, "rows": [ { "text": "Row" } ] } ] }
        """#).layout(in: .normal)
        #expect(layout.sections[0].header == nil && layout.sections[0].card.minY == 35)
    }

    @Test("Headers draw their background, image and texts; one constraint system per shape")
    func painting() throws {
        let renderer = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "sections": [
          { "header": { "text": "One", "image": { "symbol": "star" }, "background": { "color": "systemYellow" } },
            "rows": [ { "text": "Row" } ], "footer": "Two" },
          { "header": "Three", "rows": [ { "text": "Row" } ], "footer": { "text": "Four", "secondaryText": "Five" } } ] }
        """#)
        // The rows are drawn inside their card's clip.
        func flattened(_ commands: [DrawCommand]) -> [DrawCommand] {
            commands.flatMap { command -> [DrawCommand] in
                if case .clip(_, _, _, let inner) = command { flattened(inner) } else { [command] }
            }
        }
        let commands = flattened(try renderer.displayList().commands)
        let texts = commands.compactMap { command -> String? in if case .text(let run) = command { run.text } else { nil } }
        #expect(texts == ["ONE", "Row", "Two", "THREE", "Row", "Four", "Five"])
        let yellow = commands.contains { command in
            if case .fill(let rect, _, let color) = command { rect == Rect(x: 0, y: 0, width: 393, height: 116.0 / 3)
                && color == Color(hex: "#FFCC00") } else { false }
        }
        #expect(yellow)
        #expect(commands.contains { if case .image = $0 { true } else { false } })
        // Cells: one shape; headers and footers: text + image, text, text + secondary text.
        #expect(renderer.templateCount == 4)
    }

    @Test("Header images are checked before drawing, at their path")
    func unknownSymbol() throws {
        let error = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(#"{ "sections": [ { "footer": { "text": "x", "image": { "symbol": "wfi" } } } ] }"#,
                                     options: RenderOptions(strictSymbols: true))
        }
        #expect(error.description.contains("test.json:1:65: error: sections[0].footer.image.symbol:"))
        #expect(error.description.contains("\"wifi\""))
    }
}
