import CellshotGraphics
import CellshotModel
import Testing

@Suite("Text styles")
struct TextStyleTests {
    @Test("Sizes and weights at Large", arguments: [
        (TextStyle.largeTitle, 34.0, FontWeight.regular, 41.0),
        (.title1, 28, .regular, 34), (.title2, 22, .regular, 28), (.title3, 20, .regular, 25),
        (.headline, 17, .semibold, 22), (.body, 17, .regular, 22), (.callout, 16, .regular, 21),
        (.subheadline, 15, .regular, 20), (.footnote, 13, .regular, 18), (.caption1, 12, .regular, 16),
        (.caption2, 11, .regular, 13),
    ])
    func large(style: TextStyle, size: Double, weight: FontWeight, lineHeight: Double) {
        #expect(style.font() == FontDescriptor(size: size, weight: weight, lineHeight: lineHeight))
        #expect(style.lineHeightAtLarge == lineHeight)
    }

    @Test("Sizes follow the content size category")
    func categories() {
        #expect(TextStyle.body.pointSize(for: .extraSmall) == 14)
        #expect(TextStyle.body.pointSize(for: .extraLarge) == 19)
        #expect(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.footnote.pointSize(for: .small) == 12)
        #expect(TextStyle.caption2.pointSize(for: .accessibilityMedium) == 20)
        #expect(TextStyle.headline.font(for: .extraExtraExtraLarge) == FontDescriptor(size: 23, weight: .semibold, lineHeight: 29.76))
        #expect(TextStyle.body.lineHeight(for: .extraLarge) == 24.59)
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style) grows with the category")
        }
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("Font references resolve at the document's content size")
    func references() throws {
        let document = try TestSupport.decode("""
        { "traits": { "contentSize": "extraLarge" },
          "sections": [ { "rows": [ { "textProperties": { "font": "callout" },
                                      "secondaryTextProperties": { "font": { "size": 14 } } } ] } ] }
        """)
        let configuration = try #require(document.sections[0].rows[0].configuration)
        let text = try #require(configuration.textProperties?.font)
        let secondary = try #require(configuration.secondaryTextProperties?.font)
        #expect(document.resolve(text) == FontDescriptor(size: 18, lineHeight: 23.63))
        #expect(document.resolve(secondary) == FontDescriptor(size: 14, weight: .regular, lineHeight: 16.71))   // the system font's
    }

    @Test("A text style at a weight follows Dynamic Type and keeps the style's line height")
    func weightedTextStyle() throws {
        let document = try TestSupport.decode(#"""
        { "sections": [ { "rows": [ { "text": "A", "textProperties": { "font": { "style": "title3", "weight": "bold" } } },
                                    { "text": "B", "textProperties": { "font": { "style": "body" } } } ] } ] }
        """#)
        let rows = document.sections[0].rows
        let bold = try #require(rows[0].configuration?.textProperties?.font)
        #expect(bold == .weightedTextStyle(.title3, .bold))
        #expect(bold.resolved(for: .large) == FontDescriptor(size: 20, weight: .bold, lineHeight: 25))
        #expect(bold.resolved(for: .accessibilityMedium).size == 31)
        #expect(rows[1].configuration?.textProperties?.font == .textStyle(.body))
    }
}
