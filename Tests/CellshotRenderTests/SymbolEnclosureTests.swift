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
            + "name, optionally followed by +circle, +circle.fill, +square, +square.fill, +slash, +badge.plus, +badge.minus "
            + "or +badge.checkmark")) {
            try SymbolCatalog(tablePath: table)
        }
    }
}

/// Badges built from a base glyph (`at.svg+badge.plus` draws `at.badge.plus`), icon sets' files (Lucide, Tabler)
/// drawn as stand-ins, and SF Symbols' filled enclosures reaching past the base glyph: measured by their ink.
@Suite("Symbol badges and icon sets")
struct SymbolBadgeTests {
    let enclosures = SymbolEnclosureTests()

    /// The darkest pixel's darkness (0 … 1) in a square of `radius` around a point: a stroke's ink near it.
    func ink(near x: Int, _ y: Int, in image: ImagesTests.Pixels, radius: Int = 1) -> Double {
        var darkest = 0.0
        for dy in -radius...radius { for dx in -radius...radius {
            darkest = max(darkest, 1 - Double(image[x + dx, y + dy].0) / 255)
        } }
        return darkest
    }

    @Test func aBadgeSitsInTheBottomRightCornerCutFreeOfTheGlyph() throws {
        let base = try enclosures.ink("at"), plus = try enclosures.ink("at.badge.plus")
        let minus = try enclosures.ink("at.badge.minus"), check = try enclosures.ink("externaldrive.badge.checkmark")
        // The badge's centre is at 0.76 of the square (48.6 px at 64): the plus has both arms, the minus only the
        // horizontal one (its arm ends 10.9 px away).
        #expect(ink(near: 49, 49, in: plus.image) > 0.8 && ink(near: 49, 40, in: plus.image) > 0.8)
        #expect(ink(near: 49, 58, in: plus.image) > 0.8 && ink(near: 40, 49, in: plus.image) > 0.8)
        #expect(ink(near: 40, 49, in: minus.image) > 0.8 && ink(near: 49, 40, in: minus.image) < 0.2)
        // The checkmark's valley is below and left of the centre, its long arm rises to the upper right.
        #expect(ink(near: 46, 56, in: check.image) > 0.8 && ink(near: 58, 41, in: check.image) > 0.8)
        #expect(ink(near: 49, 40, in: check.image) < 0.2)
        // A ring around the sign is cut out of the glyph (the disc's radius is 0.3 of the square, 19.2 px; the sign
        // reaches 13.9 px from the centre with its round caps): the "@" has ink there, the badged symbol none.
        func ringInk(_ image: ImagesTests.Pixels) -> Double {
            var ink = 0.0
            for y in 0..<64 { for x in 0..<64 {
                let distance = ((Double(x) + 0.5 - 48.64) * (Double(x) + 0.5 - 48.64)
                                + (Double(y) + 0.5 - 48.64) * (Double(y) + 0.5 - 48.64)).squareRoot()
                if distance > 15, distance < 18.5 { ink += 1 - Double(image[x, y].0) / 255 }
            } }
            return ink
        }
        #expect(ringInk(base.image) > 20 && ringInk(plus.image) < 2)
    }

    @Test func aFilledCircleReachesPastTheBaseGlyph() throws {
        // The bolt is narrow: nothing at the middle of the left edge. Its filled circle is ink there; its outline
        // is ink at the edge and white just inside.
        let bolt = try enclosures.ink("bolt"), filled = try enclosures.ink("bolt.circle.fill")
        let circled = try enclosures.ink("bolt.circle"), slashed = try enclosures.ink("bolt.slash")
        #expect(bolt.image[3, 32].0 == 255 && filled.image[3, 32].0 < 64)
        #expect(circled.image[1, 32].0 < 128 && circled.image[8, 32].0 > 200)
        // The slash runs along the diagonal, through points the bolt leaves white.
        #expect(bolt.image[14, 14].0 == 255 && slashed.image[14, 14].0 < 64)
        #expect(bolt.image[50, 50].0 == 255 && slashed.image[50, 50].0 < 64)
    }

    @Test func anIconSetsIconFillsItsSquareAtTheSetsStrokeWidth() throws {
        let symbols = try SymbolCatalog()
        #expect(symbols.files["bird"] == "lucide:bird")
        #expect(try symbols.path(for: "bird") == "/usr/local/share/cellshot-icons/lucide/bird.svg")
        #expect(symbols.iconSets["lucide"] == SymbolCatalog.IconSet(directory: "/usr/local/share/cellshot-icons/lucide",
                                                                      viewBox: "1.25 1.25 21.5 21.5", strokeWidth: 1.5))
        #expect(try ImageCache(symbols: symbols).naturalSize(of: .symbol(name: "bird")) == Size(width: 16, height: 16))
        // Drawn at 64 px the bird's ink spans the square from edge to edge, as a Bootstrap icon's does.
        let bird = try enclosures.ink("bird")
        var left = 64, right = 0, top = 64, bottom = 0
        for y in 0..<64 { for x in 0..<64 where bird.image[x, y].0 < 128 {
            left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
        } }
        #expect(left <= 3 && right >= 60 && top <= 8 && bottom >= 58, "ink from \(left),\(top) to \(right),\(bottom)")
        // Tabler's filled icons are drawn too.
        #expect(symbols.files["staroflife.fill"] == "tabler-filled:medical-cross")
        #expect(try enclosures.ink("staroflife.fill").ink > 800)
    }

    @Test func anIconsRootElementIsRewrittenToTheSetsBoxAndStroke() throws {
        let file = #"<!-- c --><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" "#
            + #"fill="none" stroke="currentColor" stroke-width="2"><path d="M2 2h20"/></svg>"#
        let set = SymbolCatalog.IconSet(directory: "/icons", viewBox: "1 1 22 22", strokeWidth: 1.5)
        let document = try #require(IconSetSVG.document(Array(file.utf8), set: set))
        #expect(String(decoding: document, as: UTF8.self) == #"<svg width="16" height="16" viewBox="1 1 22 22" "#
            + #"stroke-width="1.5" xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor">"#
            + #"<path d="M2 2h20"/></svg>"#)
        let filled = SymbolCatalog.IconSet(directory: "/icons", viewBox: "1 1 22 22", strokeWidth: nil)
        #expect(String(decoding: try #require(IconSetSVG.document(Array(file.utf8), set: filled)), as: UTF8.self)
            .contains(#"stroke-width="2""#))
        #expect(IconSetSVG.document(Array("<html/>".utf8), set: set) == nil)
    }

    @Test func aTableWithABadIconSetIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("symbols.json").path
        try Data(#"{ "directory": ".", "iconSets": { "lucide": { "directory": "icons" } }, "symbols": {} }"#.utf8)
            .write(to: URL(fileURLWithPath: table))
        #expect(throws: RenderError.symbolTableInvalid(path: table, reason: "iconSets.lucide: expected an object with "
            + "the absolute path of a \"directory\" and a \"viewBox\" of four numbers")) {
            try SymbolCatalog(tablePath: table)
        }
    }
}
