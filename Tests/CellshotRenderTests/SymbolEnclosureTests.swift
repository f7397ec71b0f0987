import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// SF Symbols' systematic variants built from one base glyph (`pencil.svg+circle` draws `pencil.circle`): measured
/// by their ink, black on white at 64 × 64 pixels.
@Suite("Symbol enclosures")
struct SymbolEnclosureTests {
    let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try! FontCatalog()))

    /// The image of one symbol, and its ink: the summed darkness of its pixels, in pixels.
    func ink(_ name: String) throws -> (image: ImagesTests.Pixels, ink: Double) {
        let list = DisplayList(size: Size(width: 64, height: 64), background: .white, commands: [
            .image(ImageRun(source: .symbol(name: name), frame: Rect(x: 0, y: 0, width: 64, height: 64))),
        ])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter(painter: painter).write(list, scale: 1, to: path)
        let image = try ImagesTests.Pixels(path: path)
        var ink = 0.0
        for y in 0..<64 { for x in 0..<64 { ink += 1 - Double(image[x, y].0) / 255 } }
        return (image, ink)
    }

    @Test func theTableSplitsAnEntryIntoItsFileAndEnclosure() throws {
        #expect(SymbolCatalog.split("pencil.svg+circle.fill") == ("pencil.svg", .circleFill))
        #expect(SymbolCatalog.split("mdi:star+slash") == ("mdi:star", .slash))
        #expect(SymbolCatalog.split("a+b.svg") == ("a+b.svg", nil))
        let symbols = try SymbolCatalog()
        #expect(try symbols.path(for: "pencil.circle") == "/usr/share/bootstrap-icons/svg/pencil.svg")
        #expect(symbols.enclosure(for: "pencil.circle") == .circle)
        #expect(symbols.enclosure(for: "pencil") == nil)
    }

    @Test func aCircleSurroundsTheGlyphDrawnSmaller() throws {
        let base = try ink("pencil"), circled = try ink("pencil.circle"), filled = try ink("pencil.circle.fill")
        // The ring: ink at the middle of each edge, where the bare pencil has none on the left and right.
        #expect(circled.image[1, 32].0 < 128 && circled.image[62, 32].0 < 128 && circled.image[32, 1].0 < 128)
        #expect(base.image[1, 32].0 == 255)
        // Filled: most of the disc is ink (π/4 of the square is 3,217 pixels), less the pencil cut out of it.
        #expect(filled.ink > 2_500 && filled.ink < 3_217)
        #expect(filled.ink > circled.ink + 1_000)
        // Cut out, the pencil's outline shows white inside the disc.
        var white = 0
        for y in 10..<54 { for x in 10..<54 where filled.image[x, y].0 > 200 { white += 1 } }
        #expect(white > 60)
        // The inner glyph is drawn at 55 %: its ink is about 0.55² of the base's, well under it.
        #expect(circled.ink < base.ink + 64 * Double.pi * 4)
    }

    @Test func aSlashCrossesTheGlyphWithAGap() throws {
        let base = try ink("star.fill"), slashed = try ink("star.slash.fill")
        // The slash runs through the centre, top left to bottom right; beside it (4.2 px off the line) the star's
        // ink is cut away, as SF Symbols leaves a gap either side of a slash.
        #expect(slashed.image[32, 32].0 < 64 && slashed.image[20, 20].0 < 64)
        #expect(base.image[35, 29].0 < 64 && slashed.image[35, 29].0 > 192)
        #expect(base.image[29, 35].0 < 64 && slashed.image[29, 35].0 > 192)
        #expect(slashed.ink < base.ink)
    }

    @Test func aTableEntryWithAnUnknownEnclosureIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("symbols.json").path
        try Data(#"{ "directory": ".", "symbols": { "pencil.hexagon": "pencil.svg+hexagon" } }"#.utf8)
            .write(to: URL(fileURLWithPath: table))
        #expect(throws: RenderError.symbolTableInvalid(path: table, reason: "symbols[\"pencil.hexagon\"]: expected a file "
            + "name, optionally followed by +circle, +circle.fill, +square, +square.fill or +slash")) {
            try SymbolCatalog(tablePath: table)
        }
    }
}
