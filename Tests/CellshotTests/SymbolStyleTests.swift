import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// An image's `"symbol": { "name", "weight", "scale", "pointSize", "renderingMode", "paletteColors" }` object form
/// (`UIImage.SymbolConfiguration`): the point size and scale size the symbol, the weight thickens or thins its
/// strokes (the text's weight by default), the rendering modes colour a built enclosure apart, what a stand-in
/// cannot show is warned about, mistakes are errors at their JSON path.
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

    /// The one image run of a document's first row.
    static func run(_ json: String) throws -> ImageRun {
        let renderer = try TestSupport.renderer(json)
        return try #require(try renderer.displayList(states: [.normal]).commands.flatMap(UnknownSymbolTests.imageRuns).first)
    }

    /// The ink of a black symbol on a white row: the darkness summed over the row's first 50 points, where only
    /// the symbol is, at 3x.
    static func ink(_ symbol: String, textFont: String? = nil) throws -> Double {
        let font = textFont.map { #", "textProperties": { "font": "# + $0 + " }" } ?? ""
        let (image, _) = try IOS26LookTests.draw(#"{ "appearance": "plain", "sections": [ { "rows": [ { "text": "Wi-Fi", "#
            + #""image": { "symbol": "# + symbol + #" }, "imageProperties": { "tintColor": "black" }"# + font + " } ] } ] }")
        var ink = 0.0
        for y in 0..<image.height {
            for x in 0..<150 {
                let pixel = IOS26LookTests.pixel(image, x, y)
                ink += Double(255 - (pixel.min() ?? 255))
            }
        }
        return ink
    }

    @Test("Ink grows strictly from ultralight to black, in glyphs of lines, outlines, fills and enclosures; frames stay",
          arguments: ["wifi", "gearshape", "star", "folder.fill", "pencil.circle", "xmark.circle.fill"])
    func inkGrowsWithWeight(name: String) throws {
        var inks: [Double] = []
        var frames: Set<Rect> = []
        for weight in SymbolStyle.Weight.allCases {
            let symbol = #"{ "name": ""# + name + #"", "weight": ""# + weight.rawValue + #"" }"#
            inks.append(try Self.ink(symbol))
            frames.insert(try Self.run(Self.document(symbol)).frame)
        }
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(name): \(inks)")
        // The image's frame is the symbol's box at every weight, as UIKit lays the image view out.
        #expect(frames == [try Self.run(Self.document(#""\#(name)""#)).frame])
        // Regular is the stand-in as drawn before: no outline.
        let regular = try Self.run(Self.document(#"{ "name": ""# + name + #"", "weight": "regular" }"#))
        #expect(regular.symbol == nil)
    }

    @Test("The weight is the text's unless the symbol names one: a headline symbol is semibold")
    func defaultWeightIsTheText() throws {
        func run(_ symbol: String, font: String?) throws -> ImageRun {
            let font = font.map { #", "textProperties": { "font": "# + $0 + " }" } ?? ""
            return try Self.run(#"{ "sections": [ { "rows": [ { "text": "a", "image": { "symbol": "# + symbol + " }" + font
                                    + " } ] } ] }")
        }
        #expect(try run(#""wifi""#, font: nil).symbol == nil)
        let headline = try run(#""wifi""#, font: #""headline""#)
        #expect(headline.symbol == SymbolDrawing(weight: .semibold, outlineWidth: ListContentMetrics.symbolOutlineWidth(.semibold)))
        #expect(try run(#""wifi""#, font: #"{ "style": "body", "weight": "black" }"#).symbol?.weight == .black)
        // An explicit weight wins over the text's, also a regular one.
        #expect(try run(#"{ "name": "wifi", "weight": "light" }"#, font: #""headline""#).symbol?.weight == .light)
        #expect(try run(#"{ "name": "wifi", "weight": "regular" }"#, font: #""headline""#).symbol == nil)
        // The same ink as the explicit weight.
        #expect(try Self.ink(#""wifi""#, textFont: #""headline""#) == (try Self.ink(#"{ "name": "wifi", "weight": "semibold" }"#)))
        // The figures: thicker strokes at heavier weights, from the regular stand-in's 1/16 of the side.
        #expect(ListContentMetrics.symbolOutlineWidth(.regular) == 0)
        #expect(ListContentMetrics.symbolOutlineWidth(.ultraLight) < 0 && ListContentMetrics.symbolOutlineWidth(.black) > 0)
        #expect(abs(ListContentMetrics.symbolOutlineWidth(.black) - (2.361 - 1) / 16) < 1e-9)
    }

    @Test("Hierarchical and palette colour a built enclosure apart from its glyph")
    func renderingModes() throws {
        func run(_ symbol: String) throws -> ImageRun {
            try Self.run(#"{ "sections": [ { "rows": [ { "text": "a", "image": { "symbol": "# + symbol + #" }, "#
                         + ##""imageProperties": { "tintColor": "#FF0000" } } ] } ] }"##)
        }
        let red = try #require(Color(hex: "#FF0000"))
        let hierarchical = try run(#"{ "name": "pencil.circle.fill", "renderingMode": "hierarchical" }"#)
        #expect(hierarchical.tint == red && hierarchical.symbol?.secondary == red.withAlpha(0.5))
        let palette = try run(##"{ "name": "pencil.circle.fill", "paletteColors": ["white", "#0000FF"] }"##)
        #expect(palette.tint == .white && palette.symbol?.secondary == Color(hex: "#0000FF"))
        let one = try run(##"{ "name": "pencil.circle.fill", "renderingMode": "palette", "paletteColors": ["#00FF00"] }"##)
        #expect(one.tint == Color(hex: "#00FF00") && one.symbol?.secondary == Color(hex: "#00FF00"))
        #expect(try run(#"{ "name": "pencil.circle.fill", "renderingMode": "monochrome" }"#).symbol == nil)
        // Drawn: the hierarchical circle is lighter than the monochrome one, whose pencil is cut out of it.
        func darkness(_ symbol: String) throws -> Double {
            try Self.ink(symbol)
        }
        let mono = try darkness(#""pencil.circle.fill""#)
        let layered = try darkness(#"{ "name": "pencil.circle.fill", "renderingMode": "hierarchical" }"#)
        #expect(layered < mono)
    }

    @Test("What a stand-in cannot show is warned about once per name and mode, at its path")
    func renderingModeWarnings() throws {
        let renderer = try TestSupport.renderer(#"""
            { "sections": [ { "rows": [
              { "text": "a", "image": { "symbol": { "name": "wifi", "renderingMode": "hierarchical" } } },
              { "text": "b", "image": { "symbol": { "name": "wifi", "renderingMode": "hierarchical" } } },
              { "text": "c", "image": { "symbol": { "name": "wifi", "paletteColors": ["systemRed", "systemBlue"] } } },
              { "text": "d", "image": { "symbol": { "name": "star", "renderingMode": "multicolor" } } },
              { "text": "e", "image": { "symbol": { "name": "pencil.circle", "paletteColors": ["systemRed", "systemBlue", "systemGreen"] } } },
              { "text": "f", "image": { "symbol": { "name": "pencil.circle", "renderingMode": "hierarchical", "weight": "bold" } } }
            ] } ] }
            """#)
        #expect(renderer.symbolWarnings == [
            "sections[0].rows[0].image.symbol.renderingMode: the symbol \"wifi\" asks for the hierarchical rendering mode, "
                + "but its stand-in has one layer: drawn monochrome in its tint (only a glyph built in a circle or square, "
                + "such as \"pencil.circle.fill\", has a second layer)",
            "sections[0].rows[2].image.symbol.paletteColors: the symbol \"wifi\" asks for the palette rendering mode, but "
                + "its stand-in has one layer: drawn monochrome in the first palette colour (only a glyph built in a circle "
                + "or square, such as \"pencil.circle.fill\", has a second layer)",
            "sections[0].rows[3].image.symbol.renderingMode: the symbol \"star\" asks for the multicolor rendering mode, "
                + "which is not drawn (cellshot's stand-in symbols have no colours of their own): drawn monochrome in its tint",
            "sections[0].rows[4].image.symbol.paletteColors: the symbol \"pencil.circle\" has 2 layers in its stand-in: "
                + "the palette colours after the second are not drawn",
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
        // 0 and -1 are out of one range, a font's, as everywhere a symbol's point size is written.
        for size in ["0", "-1"] {
            #expect(try message(#"{ "name": "wifi", "pointSize": \#(size) }"#) == "test.json:1:100: \(at).pointSize: expected "
                        + "a symbol point size greater than 0 and at most 1000 points, found the number \(size)")
        }
        #expect(try message(#"{ "weight": "bold" }"#) == "test.json:1:69: \(at): missing the required key \"name\" (a symbol name)")
        // An accessory's symbol takes a name only: a style there would not be drawn.
        let accessory = try #require(throws: DocumentError.self) {
            try TestSupport.renderer(#"{ "sections": [ { "rows": [ { "text": "a", "accessories": [ { "customView": "#
                                     + #"{ "image": { "symbol": { "name": "star", "scale": "large" } } } } ] } ] } ] }"#)
        }
        #expect(accessory.description.contains("sections[0].rows[0].accessories[0].customView.image.symbol: expected a symbol "
                                               + "name (an accessory's symbol takes no weight, scale or point size)"))
        #expect(try message(#"{ "name": "wifi", "colour": "red" }"#) == "test.json:1:87: \(at).colour: unknown key \"colour\" in "
                    + "a symbol (known keys: name, weight, scale, pointSize, renderingMode, paletteColors)")
        #expect(try message(#"{ "name": "wifi", "renderingMode": "layered" }"#).hasPrefix("test.json:1:104: \(at).renderingMode: "
                    + "expected a symbol rendering mode (monochrome, hierarchical, palette or multicolor), found the string \"layered\""))
        #expect(try message(#"{ "name": "wifi", "renderingMode": "palette" }"#) == "test.json:1:104: \(at).renderingMode: "
                    + "expected \"paletteColors\" beside rendering mode \"palette\" (the palette rendering mode draws each "
                    + "layer in its colour of paletteColors)")
        #expect(try message(#"{ "name": "wifi", "renderingMode": "hierarchical", "paletteColors": ["white"] }"#) ==
            "test.json:1:137: \(at).paletteColors: expected no palette colours with rendering mode \"hierarchical\" (palette "
                + "colours are drawn by the \"palette\" rendering mode)")
        #expect(try message(#"{ "name": "wifi", "paletteColors": [] }"#) == "test.json:1:104: \(at).paletteColors: "
                    + "expected 1 to 3 palette colours, found 0")
        #expect(try message(#"{ "name": "wifi", "paletteColors": "red" }"#).hasPrefix("test.json:1:104: \(at).paletteColors: "
                    + "expected palette colours (an array of 1 to 3 colours), found the string \"red\""))
        #expect(try message(#"{ "name": "wifi", "paletteColors": ["white", "systemBlu"] }"#).hasPrefix("test.json:1:114: "
                    + "\(at).paletteColors[1]: expected a colour"))
    }
}
