import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// `ImageProperties.tintColorTransformer`: the symbol's tint changed as it is used, per state.
@Suite("Image tint transformers")
struct ImageTintTransformerTests {
    @Test("grayscale, alpha, preferredTint and monochromeTint change a symbol's tint; files keep their colours")
    func transformers() throws {
        let rows = try TestSupport.rows(#"""
        { "tint": "systemOrange", "sections": [ { "rows": [
          { "text": "Grey", "image": { "symbol": "star" },
            "imageProperties": { "tintColor": "#FF0000", "tintColorTransformer": "grayscale" } },
          { "text": "Faded", "image": { "symbol": "star" }, "imageProperties": { "tintColorTransformer": { "alpha": 0.5 } } },
          { "text": "Tint", "image": { "symbol": "star" },
            "imageProperties": { "tintColor": "#FF000080", "tintColorTransformer": "monochromeTint" } },
          { "text": "File", "image": "assets/examples/images/avatar.svg",
            "imageProperties": { "tintColorTransformer": "preferredTint" } } ] } ] }
        """#)
        let luminance = 0.2126
        #expect(rows[0].cell?.image?.tint == Color(red: luminance, green: luminance, blue: luminance))
        #expect(rows[1].cell?.image?.tint == Color(hex: "#FF9500")!.withAlpha(0.5))
        #expect(rows[2].cell?.image?.tint == Color(hex: "#FF9500")!.withAlpha(128.0 / 255))
        #expect(rows[3].cell?.image?.tint == nil)
    }

    @Test("A state override can add the transformer: a disabled look by hand")
    func perState() throws {
        let json = #"""
        { "sections": [ { "rows": [ { "text": "Star", "image": { "symbol": "star" },
          "states": { "highlighted": { "imageProperties": { "tintColorTransformer": "grayscale" } } } } ] } ] }
        """#
        let normal = try #require(try TestSupport.rows(json).first)
        let pressed = try #require(try TestSupport.rows(json, state: .highlighted).first)
        #expect(normal.cell?.image?.tint == Color(hex: "#007AFF"))
        let tint = try #require(pressed.cell?.image?.tint)
        #expect(tint.red == tint.green && tint.green == tint.blue)
    }

    @Test("An unknown transformer name is one clear error at its JSON path")
    func unknownName() throws {
        #expect {
            _ = try TestSupport.document(#"""
            { "sections": [ { "rows": [ { "text": "A", "imageProperties": { "tintColorTransformer": "greyscale" } } ] } ] }
            """#)
        } throws: { error in
            "\(error)".contains("sections[0].rows[0].imageProperties.tintColorTransformer")
                && "\(error)".contains("did you mean \"grayscale\"")
        }
    }
}

/// `TextProperties.colorTransformer`: a text's colour changed as it is used, in cells and headers.
@Suite("Text colour transformers")
struct TextColorTransformerTests {
    @Test("A transformer changes the style's colour or the document's, in cells and in headers")
    func cellsAndHeaders() throws {
        let layout = try TestSupport.renderer(#"""
        { "tint": "systemPink", "sections": [ {
          "header": { "text": "Header", "textProperties": { "colorTransformer": "preferredTint" } },
          "rows": [
            { "text": "Faded", "textProperties": { "colorTransformer": { "alpha": 0.5 } } },
            { "text": "Red", "secondaryText": "Grey",
              "textProperties": { "color": "#FF0000", "colorTransformer": "monochromeTint" },
              "secondaryTextProperties": { "color": "#FF0000", "colorTransformer": "grayscale" } } ] } ] }
        """#).layout(in: .normal)
        let rows = layout.sections[0].rows
        #expect(rows[0].cell?.text?.color == Color(hex: "#000000")!.withAlpha(0.5))
        #expect(rows[1].cell?.text?.color == Color(hex: "#FF2D55"))
        #expect(rows[1].cell?.secondaryText?.color == Color(red: 0.2126, green: 0.2126, blue: 0.2126))
        #expect(layout.sections[0].header?.text?.color == Color(hex: "#FF2D55"))
    }
}
