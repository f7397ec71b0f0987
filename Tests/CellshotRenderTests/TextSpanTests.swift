import CellshotGraphics
import Foundation
import Testing

/// Styled text's model: spans made safe in one place (``TextSpan/flattened(_:scalarCount:)``), and JSON that
/// stays what it was for plain text.
@Suite("Text spans and their JSON")
struct TextSpanTests {
    static let red = Color(hex: "#FF3B30")!

    @Test func spansOutsideTheTextAreCutToItAndEmptyOnesDropped() {
        let spans = [TextSpan(-5..<2, weight: .bold), TextSpan(8..<100, italic: true), TextSpan(3..<3, color: Self.red),
                     TextSpan(20..<30, weight: .bold), TextSpan(4..<6)]
        // 10 scalars: the first is cut at 0, the second at 10; the empty one, the one past the end and the one
        // that sets nothing are gone.
        #expect(TextSpan.flattened(spans, scalarCount: 10) == [TextSpan(0..<2, weight: .bold), TextSpan(8..<10, italic: true)])
        #expect(TextSpan.flattened(spans, scalarCount: 0) == [])
        #expect(TextSpan.flattened(spans, scalarCount: -3) == [])
        #expect(TextSpan.flattened([TextSpan(Int.min..<Int.max, weight: .bold)], scalarCount: 4) == [TextSpan(0..<4, weight: .bold)])
    }

    @Test func whereSpansOverlapTheLastThatSetsAPropertyWins() {
        let spans = [TextSpan(0..<6, weight: .bold, color: Self.red), TextSpan(3..<9, weight: .light, italic: true)]
        #expect(TextSpan.flattened(spans, scalarCount: 10) == [
            TextSpan(0..<3, weight: .bold, color: Self.red),
            TextSpan(3..<6, weight: .light, italic: true, color: Self.red),
            TextSpan(6..<9, weight: .light, italic: true),
        ])
        // The same spans the other way round: the bold one is now on top where they meet.
        #expect(TextSpan.flattened(spans.reversed(), scalarCount: 10) == [
            TextSpan(0..<3, weight: .bold, color: Self.red),
            TextSpan(3..<6, weight: .bold, italic: true, color: Self.red),
            TextSpan(6..<9, weight: .light, italic: true),
        ])
    }

    @Test func neighboursInOneStyleAreJoinedAndRemovedDecorationsVanish() {
        // Text("a").bold() + Text("b").bold(): one bold run, as Text("ab").bold().
        #expect(TextSpan.flattened([TextSpan(0..<1, weight: .bold), TextSpan(1..<2, weight: .bold)], scalarCount: 2)
                == [TextSpan(0..<2, weight: .bold)])
        // An underline removed inside an underlined span leaves a gap; removed where none is drawn, nothing.
        let underlined = TextSpan(0..<6, underline: TextDecoration())
        #expect(TextSpan.flattened([underlined, TextSpan(2..<4, underline: TextDecoration(isActive: false))], scalarCount: 6)
                == [TextSpan(0..<2, underline: TextDecoration()), TextSpan(4..<6, underline: TextDecoration())])
        #expect(TextSpan.flattened([TextSpan(0..<3, strikethrough: TextDecoration(isActive: false))], scalarCount: 3) == [])
    }

    @Test func numbersNoFontCanUseCountAsNotSet() {
        let spans = [TextSpan(0..<2, size: .nan, weight: .bold), TextSpan(2..<4, size: -3, tracking: .infinity),
                     TextSpan(4..<6, size: 0, baselineOffset: -.infinity), TextSpan(6..<8, size: 20, tracking: 1.5, baselineOffset: 4)]
        #expect(TextSpan.flattened(spans, scalarCount: 8) == [
            TextSpan(0..<2, weight: .bold), TextSpan(6..<8, size: 20, tracking: 1.5, baselineOffset: 4),
        ])
    }

    @Test func manySpansFlattenInOrder() {
        // A thousand one-scalar spans alternating two colours: nothing to join, nothing lost.
        let blue = Color(hex: "#007AFF")!
        let spans = (0..<1000).map { TextSpan($0..<$0 + 1, color: $0.isMultiple(of: 2) ? Self.red : blue) }
        #expect(TextSpan.flattened(spans, scalarCount: 1000) == spans)
    }

    // MARK: - JSON

    /// The JSON `FontDescriptor` and `TextAttributes` had before styled text: their synthesized conformances.
    struct PlainFont: Codable { var size: Double; var weight: FontWeight; var lineHeight: Double? }
    struct PlainAttributes: Codable {
        var font: PlainFont
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
        var alignment: TextAlignment
        var direction: LayoutDirection
        var writingDirection: WritingDirection
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func plainTextEncodesAsBeforeAndOldJSONDecodes() throws {
        for (font, plain) in [(FontDescriptor(size: 17, weight: .semibold, lineHeight: 22), PlainFont(size: 17, weight: .semibold, lineHeight: 22)),
                              (FontDescriptor(size: 12.5), PlainFont(size: 12.5, weight: .regular, lineHeight: nil))] {
            let attributes = TextAttributes(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .center,
                                            direction: .rightToLeft, writingDirection: .leftToRight)
            let old = PlainAttributes(font: plain, numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .center,
                                      direction: .rightToLeft, writingDirection: .leftToRight)
            // (Sorted: Foundation's encoder on Linux writes unsorted keys in no fixed order.)
            #expect(try Self.json(attributes) == Self.json(old))
            #expect(try JSONDecoder().decode(TextAttributes.self, from: JSONEncoder().encode(old)) == attributes)
        }
        #expect(try Self.json(FontDescriptor(size: 17)) == #"{"size":17,"weight":"regular"}"#)
    }

    @Test func styledTextRoundTripsWithOnlyWhatIsSet() throws {
        var attributes = TextAttributes(font: FontDescriptor(size: 17, italic: true, design: .serif, monospacedDigits: true))
        attributes.spans = [TextSpan(2..<5, weight: .bold, color: Self.red, underline: TextDecoration(color: .black),
                                     baselineOffset: 2)]
        attributes.lineSpacing = 4
        attributes.tracking = -0.5
        let json = try Self.json(attributes)
        #expect(try JSONDecoder().decode(TextAttributes.self, from: Data(json.utf8)) == attributes)
        #expect(json.contains(#"{"design":"serif","italic":true,"monospacedDigits":true,"size":17,"weight":"regular"}"#))
        #expect(json.contains(#""spans":[{"baselineOffset":2,"color":{"#))
        #expect(json.contains(#""range":[2,5]"#))
        #expect(json.contains(#""lineSpacing":4"#) && json.contains(#""tracking":-0.5"#))
        // A reversed range in JSON is an error, not a trap.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextSpan.self, from: Data(#"{"range":[5,2]}"#.utf8)) }
    }

    @Test func scalingMultipliesEveryLength() {
        var attributes = TextAttributes(font: FontDescriptor(size: 20, lineHeight: 24), lineSpacing: 5, tracking: 1)
        attributes.spans = [TextSpan(0..<2, size: 30, tracking: 2, baselineOffset: 10)]
        let half = attributes.scaled(by: 0.5)
        #expect(half.font == FontDescriptor(size: 10, lineHeight: 12))
        #expect(half.lineSpacing == 2.5 && half.tracking == 0.5)
        #expect(half.spans == [TextSpan(0..<2, size: 15, tracking: 1, baselineOffset: 5)])
        for factor in [0, -1, .nan, .infinity, 1] { #expect(attributes.scaled(by: factor) == attributes) }
    }
}
