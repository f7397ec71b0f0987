import CellshotGraphics
@testable import CellshotRender
import Foundation
import Testing

/// The team's SF Symbols exports (`--symbols-dir`): `NAME.svg` files as the SF Symbols app exports them — a
/// template holding the symbol in every weight and scale, one group each, beside guides and notes — drawn
/// instead of the stand-ins. The app cannot run here; the tests write a file of the same shape.
@Suite("SF Symbols exports")
struct SymbolExportsTests {
    /// A template of the exports' shape: a 3300 × 2200 canvas with a white notes layer, guides, and the symbol
    /// as a red 50 × 50 square in `Black-S` and a black 80 × 60 rectangle in `Regular-M`.
    static let template = """
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200" viewBox="0 0 3300 2200">
          <g id="Notes"><rect x="0" y="0" width="3300" height="2200" fill="white"/></g>
          <g id="Guides"><path d="M0 1100 H3300" stroke="black" stroke-width="4"/></g>
          <g id="Symbols">
            <g id="Black-S" transform="matrix(1 0 0 1 100 100)"><rect width="50" height="50" fill="red"/></g>
            <g id="Regular-M" transform="matrix(1 0 0 1 1000 1000)"><rect width="80" height="60" fill="black"/></g>
          </g>
        </svg>
        """

    static func folder(_ files: [String: String]) throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        return folder
    }

    @Test("An export replaces the stand-in and adds names the table lacks; other names keep the table's")
    func catalog() throws {
        let folder = try Self.folder(["wifi.svg": Self.template, "custom.badge.svg": Self.template, "notes.txt": ""])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let symbols = try SymbolCatalog(exportsDirectory: folder)
        #expect(try symbols.path(for: "wifi") == folder + "/wifi.svg")
        #expect(try symbols.path(for: "custom.badge") == folder + "/custom.badge.svg")
        #expect(try symbols.path(for: "bell") == "/usr/share/bootstrap-icons/svg/bell.svg")
        #expect(symbols.names.contains("custom.badge") && symbols.suggestions(for: "custom.badg") == ["custom.badge"])
        #expect(throws: RenderError.symbolDirectoryUnusable(path: folder + "/nope", reason: "not a readable folder")) {
            try SymbolCatalog(exportsDirectory: folder + "/nope")
        }
    }

    @Test("Only the regular, medium group is drawn, filling the image's frame; its box is the natural size")
    func drawsTheRegularMediumGroup() throws {
        let folder = try Self.folder(["wifi.svg": Self.template])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()),
                                   images: ImageCache(symbolExports: folder))
        #expect(try painter.images.naturalSize(of: .symbol(name: "wifi")) == Size(width: 80, height: 60))
        let list = DisplayList(size: Size(width: 60, height: 50), background: .white, commands: [
            .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 10, y: 10, width: 40, height: 30),
                            contentMode: .scaleAspectFit, tint: Color(hex: "#007AFF")))
        ])
        try painter.images.prepare(list)
        let bitmap = Bitmap(list, scale: 1, painter: painter)
        let blue = RGB(0x00, 0x7A, 0xFF), white = RGB(0xFF, 0xFF, 0xFF)
        // The rectangle fills the frame in the tint; outside it, and nowhere red or black: no other group drawn.
        for (x, y) in [(11, 11), (30, 25), (48, 38)] { #expect(bitmap[x, y] == blue, "\(x), \(y)") }
        for (x, y) in [(5, 5), (55, 45), (30, 5), (30, 45)] { #expect(bitmap[x, y] == white, "\(x), \(y)") }
    }

    @Test("Another weight draws the export's own group of it, scaled as the regular one and centred on it")
    func drawsTheWeightsGroup() throws {
        let template = Self.template.replacingOccurrences(of: "</g>\n  </g>", with: "</g>\n    <g id=\"Bold-M\" "
            + "transform=\"matrix(1 0 0 1 2000 1000)\"><rect width=\"100\" height=\"60\" fill=\"black\"/></g>\n  </g>")
        #expect(template.contains("Bold-M"))
        let folder = try Self.folder(["wifi.svg": template])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()),
                                   images: ImageCache(symbolExports: folder))
        func bitmap(_ weight: FontWeight) throws -> Bitmap {
            let list = DisplayList(size: Size(width: 60, height: 50), background: .white, commands: [
                .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 10, y: 10, width: 40, height: 30),
                                tint: Color(hex: "#007AFF"), symbol: SymbolDrawing(weight: weight, outlineWidth: 0.05)))
            ])
            try painter.images.prepare(list)
            return Bitmap(list, scale: 1, painter: painter)
        }
        let blue = RGB(0x00, 0x7A, 0xFF), white = RGB(0xFF, 0xFF, 0xFF)
        // Bold-M is 100 × 60 where Regular-M is 80 × 60: at the frame's half scale, 50 × 30 from x = 5 to 55.
        let bold = try bitmap(.bold)
        for (x, y) in [(6, 25), (30, 25), (53, 25)] { #expect(bold[x, y] == blue, "\(x), \(y)") }
        for (x, y) in [(3, 25), (57, 25), (30, 5)] { #expect(bold[x, y] == white, "\(x), \(y)") }
        // A weight the export lacks (heavy) draws the regular group as it is, filling the frame (exports are not
        // outlined: the SF Symbols app writes every weight's group).
        let heavy = try bitmap(.heavy)
        #expect(heavy[30, 25] == blue && heavy[6, 25] == white)
    }

    @Test("A template without a regular, medium group is drawn whole, as any SVG")
    func plainSVGStaysWhole() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>"#
        let folder = try Self.folder(["wifi.svg": svg])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let images = ImageCache(symbolExports: folder)
        #expect(try images.naturalSize(of: .symbol(name: "wifi")) == Size(width: 20, height: 10))
    }

    @Test("The table built into the binary is assets/symbols.json (run scripts/embed-symbols.sh after editing it)")
    func embeddedTableIsTheFile() throws {
        let file = try String(contentsOfFile: SymbolCatalog.defaultTablePath, encoding: .utf8)
        #expect(SymbolCatalog.embeddedTable + "\n" == file)
        let builtIn = try SymbolCatalog(), read = try SymbolCatalog(tablePath: SymbolCatalog.defaultTablePath)
        #expect(builtIn.files == read.files && builtIn.directory == read.directory && builtIn.tablePath == nil)
    }
}

/// Symbols at another weight than their stand-in's (``SymbolDrawing``), drawn from the stand-in's geometry.
@Suite("Symbol weights")
struct SymbolWeightDrawingTests {
    /// The ink of one symbol of a table made of `svg`, drawn black at `outlineWidth` on white, 48 points at 1x.
    static func ink(_ svg: String, outlineWidth: Double) throws -> Int {
        let folder = try SymbolExportsTests.folder(["icon.svg": svg, "table.json": #"{ "directory": ".", "symbols": { "icon": "icon.svg" } }"#])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()),
                                   images: ImageCache(symbolTablePath: folder + "/table.json"))
        let list = DisplayList(size: Size(width: 64, height: 64), background: .white, commands: [
            .image(ImageRun(source: .symbol(name: "icon"), frame: Rect(x: 8, y: 8, width: 48, height: 48), tint: .black,
                            symbol: outlineWidth == 0 ? nil : SymbolDrawing(weight: .bold, outlineWidth: outlineWidth)))
        ])
        try painter.images.prepare(list)
        let bitmap = Bitmap(list, scale: 1, painter: painter)
        var ink = 0
        for y in 0..<64 { for x in 0..<64 { ink += 255 - Int(bitmap[x, y].green) } }
        return ink
    }

    @Test("A filled glyph grows and thins by its outline; a stroked icon by its stroke width, never split in two")
    func filledAndStroked() throws {
        // A filled bar 2 units tall on a 16-unit grid, and the same bar drawn as a 2-unit stroke (Lucide's way).
        let filled = #"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M2 7h12v2H2z"/></svg>"#
        let stroked = #"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" fill="none" "#
            + #"stroke="black" stroke-width="2"><path d="M2 8h12"/></svg>"#
        for svg in [filled, stroked] {
            let regular = try Self.ink(svg, outlineWidth: 0)
            let heavier = try Self.ink(svg, outlineWidth: 1.0 / 16), lighter = try Self.ink(svg, outlineWidth: -1.0 / 16)
            // One unit more or less of a two-unit bar: about 1.5× and 0.5× the ink.
            #expect(heavier > regular * 13 / 10 && heavier < regular * 17 / 10, "\(svg.prefix(120)): \(heavier) vs \(regular)")
            #expect(lighter > regular * 3 / 10 && lighter < regular * 7 / 10, "\(svg.prefix(120)): \(lighter) vs \(regular)")
        }
    }
}
