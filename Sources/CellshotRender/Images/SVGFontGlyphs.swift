import CellshotGraphics
import Synchronization

/// Glyphs of an SVG font, each turned into an SVG document of its own: how the symbol table draws stand-ins from
/// an icon set that Debian ships only as a font (Material Design Icons, `fonts-materialdesignicons-webfont`,
/// whose `materialdesignicons-webfont.svg` holds every icon as a `<glyph glyph-name="silverware" d="…"/>`).
///
/// A glyph is drawn as a 16 × 16 point image, as a bootstrap icon: its em square less the icon grid's margin
/// (2 of 24 units on each side, Material's keyline), so it fills its square as the other stand-ins do.
enum SVGFontGlyphs {
    /// A font's glyph outlines by name, with the metrics that place them.
    struct Font: Sendable {
        var unitsPerEm = 1000.0
        var ascent = 800.0
        var outlines: [String: String] = [:]
    }

    /// Every font read, by path (read once: the Material font is 2.7 MB).
    private static let fonts = Mutex<[String: Result<Font, RenderError>]>([:])

    /// The SVG document of one glyph.
    /// - Parameters:
    ///   - name: the glyph's `glyph-name`.
    ///   - path: the SVG font file.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` for a font that cannot be read or lacks the glyph.
    static func document(glyph name: String, font path: String) throws(RenderError) -> [UInt8] {
        let font = try fonts.withLock { fonts -> Result<Font, RenderError> in
            if let font = fonts[path] { return font }
            let result = Result { () throws(RenderError) -> Font in
                let bytes: [UInt8]
                do throws(FileReader.Failure) {
                    bytes = try FileReader.bytes(atPath: path)
                } catch {
                    throw .imageUnreadable(path: path, reason: error.reason)
                }
                return parse(String(decoding: bytes, as: UTF8.self))
            }
            fonts[path] = result
            return result
        }.get()
        guard let outline = font.outlines[name] else {
            throw .imageUnreadable(path: path + "#" + name, reason: "the font has no glyph named \"\(name)\"")
        }
        let margin = font.unitsPerEm / 12, side = font.unitsPerEm - 2 * margin
        return Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" "
            + "viewBox=\"\(margin) \(margin) \(side) \(side)\"><path transform=\"translate(0 \(font.ascent)) scale(1 -1)\" "
            + "d=\"\(outline)\"/></svg>").utf8)
    }

    /// The font's metrics and each glyph's outline (`d`), by `glyph-name`.
    static func parse(_ text: String) -> Font {
        var font = Font()
        if let face = text.firstRange(of: "<font-face") {
            let tag = text[face.lowerBound...].prefix { $0 != ">" }
            font.unitsPerEm = attribute("units-per-em", in: tag).flatMap(Double.init) ?? font.unitsPerEm
            font.ascent = attribute("ascent", in: tag).flatMap(Double.init) ?? font.ascent
        }
        for element in text.split(separator: "<glyph ").dropFirst() {
            let tag = element.prefix { $0 != ">" }
            guard let name = attribute("glyph-name", in: tag), let outline = attribute("d", in: tag) else { continue }
            font.outlines[name] = String(outline.drop { $0 == " " })
        }
        return font
    }

    /// The value of `name="…"` in a tag (preceded by white space, so `d` is not read out of `id`).
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag[...]
        while let found = rest.firstRange(of: name + "=\"") {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            if before.isWhitespace {
                let value = tag[found.upperBound...].prefix { $0 != "\"" }
                return String(value)
            }
            rest = tag[found.upperBound...]
        }
        return nil
    }
}
