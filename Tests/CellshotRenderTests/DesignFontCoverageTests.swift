import CCairo
import CellshotGraphics
import Testing
@testable import CellshotRender

/// The fonts of the designs reach no text that does not ask for them (``DesignFontCoverage``).
@Suite("The design fonts' coverage", .serialized)
struct DesignFontCoverageTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = PangoTextMeasurer(catalog: try FontCatalog())
    }

    /// The fonts added for the designs and italics change no text that does not ask for them: every character
    /// they have is set in the same font, glyph and place as with the font set before them (the files without
    /// them), in every weight — a box where it was one (``DesignFontCoverage``).
    @Test func theFontsOfTheDesignsChangeNoOtherText() throws {
        let added = ["Italic.otf", "NotoSerif-", "DejaVuSansMono"]
        let before = FontCatalog.defaultFiles.filter { file in !added.contains { file.contains($0) } }
        #expect(before.count == 19 && FontCatalog.defaultFiles.count == 34)
        let old = PangoTextMeasurer(catalog: try FontCatalog(files: before))
        // The characters the added fonts have, before their coverage is cut.
        var characters: [Unicode.Scalar] = []
        let charsets = FontCatalog.defaultFiles.filter { file in added.contains { file.contains($0) } }.compactMap { file -> OpaquePointer? in
            var count: Int32 = 0
            guard let pattern = FcFreeTypeQuery(file, 0, nil, &count) else { return nil }
            defer { FcPatternDestroy(pattern) }
            var charset: OpaquePointer?
            return FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch ? FcCharSetCopy(charset) : nil
        }
        defer { charsets.forEach { FcCharSetDestroy($0) } }
        for value in 0x20..<0x30000 where charsets.contains(where: { FcCharSetHasChar($0, FcChar32(value)) != 0 }) {
            if let scalar = Unicode.Scalar(value), !LabelCharacters.isRemoved(scalar) { characters.append(scalar) }
        }
        #expect(characters.count > 4000)
        func glyphs(_ measurer: PangoTextMeasurer, _ text: String, _ attributes: TextAttributes) -> [String] {
            measurer.withLayout(text, attributes, width: nil) { layout in
                var runs: [String] = []
                var line = pango_layout_get_lines_readonly(layout)
                while let element = line {
                    var run = element.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
                    while let node = run {
                        let glyphItem = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                        let description = pango_font_describe(glyphItem.item.pointee.analysis.font)!
                        let name = String(cString: pango_font_description_to_string(description))
                        pango_font_description_free(description)
                        let string = glyphItem.glyphs.pointee
                        let glyphs = (0..<Int(string.num_glyphs)).map { "\(string.glyphs[$0].glyph)/\(string.glyphs[$0].geometry.width)" }
                        runs.append(name + ": " + glyphs.joined(separator: " "))
                        run = node.pointee.next
                    }
                    line = element.pointee.next
                }
                return runs
            }
        }
        var differences = 0
        for weight in [FontWeight.regular, .bold] {
            let attributes = TextAttributes(font: FontDescriptor(size: 17, weight: weight))
            for start in stride(from: 0, to: characters.count, by: 128) {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: characters[start..<min(start + 128, characters.count)])
                let string = String(text)
                if glyphs(old, string, attributes) != glyphs(measurer, string, attributes) { differences += 1 }
                #expect(old.unknownGlyphCount(string, attributes) == measurer.unknownGlyphCount(string, attributes))
            }
        }
        #expect(differences == 0)
    }
}
