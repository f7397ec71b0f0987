import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// An image's `"symbol": { "name", "weight", "scale", "pointSize" }` object form (`UIImage.SymbolConfiguration`):
/// the point size and scale size the symbol, a weight other than regular is warned about, mistakes are errors
/// at their JSON path.
@Suite("Symbol styles")
struct SymbolStyleTests {
    static func document(_ symbol: String) -> String {
        #"{ "sections": [ { "rows": [ { "text": "Wi-Fi", "image": { "symbol": "# + symbol + #" } } ] } ] }"#
    }

    static func imageSize(_ symbol: String) throws -> Size {
        // The drawn symbol, not the box the row reserves for it (which is at least the text's line height).
        let renderer = try TestSupport.renderer(document(symbol))
        let runs = try renderer.displayList(states: [.normal]).commands.flatMap(UnknownSymbolTests.imageRuns)
        let run = try #require(runs.first)
        return Size(width: run.frame.width, height: run.frame.height)
    }

    @Test("The point size and the scale size the symbol: large is bigger than small by the factors")
    func sizes() throws {
        let plain = try Self.imageSize(#""wifi""#)
        #expect(try Self.imageSize(#"{ "name": "wifi" }"#) == plain)
        // Body text is 17 pt: the short form draws the symbol at the text's size.
        #expect(plain == ListContentMetrics.symbolSize(forPointSize: 17))
        let small = try Self.imageSize(#"{ "name": "wifi", "scale": "small", "pointSize": 20 }"#)
        let large = try Self.imageSize(#"{ "name": "wifi", "scale": "large", "pointSize": 20 }"#)
        #expect(small == Size(width: 19, height: 19) && large == Size(width: 31, height: 31))
        #expect(abs(large.width / small.width - 1.3 / 0.8) < 0.1)
        #expect(try Self.imageSize(#"{ "name": "wifi", "scale": "large" }"#) == ListContentMetrics.symbolSize(forPointSize: 17 * 1.3))
        #expect(try Self.imageSize(#"{ "name": "wifi", "pointSize": 30 }"#) == ListContentMetrics.symbolSize(forPointSize: 30))
    }

    @Test("A weight other than regular is drawn regular with one warning per name and weight")
    func weightWarning() throws {
        let renderer = try TestSupport.renderer(#"""
            { "sections": [ { "rows": [ { "text": "a", "image": { "symbol": { "name": "wifi", "weight": "semibold" } } },
                                        { "text": "b", "image": { "symbol": { "name": "wifi", "weight": "semibold" } } },
                                        { "text": "c", "image": { "symbol": { "name": "wifi", "weight": "regular" } } } ] } ] }
            """#)
        #expect(renderer.symbolWarnings == [
            "sections[0].rows[0].image.symbol.weight: the symbol \"wifi\" asks for weight \"semibold\", which is not drawn "
                + "(cellshot's stand-in symbols have one weight: drawn regular)",
        ])
    }

    @Test("Mistakes in the object form are errors at their JSON path")
    func errors() throws {
        func message(_ symbol: String) throws -> String {
            let error = try #require(throws: DocumentError.self) { try TestSupport.renderer(Self.document(symbol)) }
            return error.description
        }
        let at = "error: sections[0].rows[0].image.symbol"
        #expect(try message(#"{ "name": "wifi", "scale": "huge" }"#) == "test.json:1:96: \(at).scale: expected a symbol scale "
                    + "(small, medium or large), found the string \"huge\"")
        #expect(try message(#"{ "name": "wifi", "weight": "fat" }"#) == "test.json:1:97: \(at).weight: expected a symbol weight "
                    + "(ultraLight, thin, light, regular, medium, semibold, bold, heavy or black), found the string \"fat\"")
        #expect(try message(#"{ "name": "wifi", "pointSize": 0 }"#) == "test.json:1:100: \(at).pointSize: expected a point size "
                    + "greater than 0, found 0")
        #expect(try message(#"{ "weight": "bold" }"#) == "test.json:1:69: \(at): missing the required key \"name\" (a symbol name)")
        // An accessory's symbol takes a name only: a style there would not be drawn.
        let accessory = try #require(throws: DocumentError.self) {
            try TestSupport.renderer(#"{ "sections": [ { "rows": [ { "text": "a", "accessories": [ { "customView": "#
                                     + #"{ "image": { "symbol": { "name": "star", "scale": "large" } } } } ] } ] } ] }"#)
        }
        #expect(accessory.description.contains("sections[0].rows[0].accessories[0].customView.image.symbol: expected a symbol "
                                               + "name (an accessory's symbol takes no weight, scale or point size)"))
        #expect(try message(#"{ "name": "wifi", "colour": "red" }"#) == "test.json:1:87: \(at).colour: unknown key \"colour\" in "
                    + "a symbol (known keys: name, weight, scale, pointSize)")
    }
}
