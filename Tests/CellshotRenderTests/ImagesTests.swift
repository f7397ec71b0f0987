import CCairo
import CTurboJPEG
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

@Suite("Images and symbols", .serialized)
struct ImagesTests {
    let painter: CairoPainter
    let writer: PNGWriter
    let directory: URL

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
        writer = PNGWriter(painter: painter)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    static let systemBlue = Color(hex: "#007AFF")!
    static let background = Color(hex: "#F2F2F7")!

    // MARK: - The symbol table

    /// The SF Symbols names the brief asks for; every one must be in the table.
    static let requiredSymbols = """
        wifi bluetooth antenna.radiowaves.left.and.right airplane bell bell.fill bell.badge gear gearshape
        gearshape.fill star star.fill heart heart.fill person person.fill person.crop.circle person.crop.circle.fill
        person.2 house house.fill magnifyingglass trash trash.fill folder folder.fill doc doc.text envelope
        envelope.fill phone phone.fill message message.fill bubble.left camera camera.fill photo lock lock.fill
        lock.open key globe link paperplane calendar clock alarm battery.100 moon moon.fill sun.max cloud bolt
        bolt.fill flag bookmark tag cart creditcard map location location.fill info.circle questionmark.circle
        exclamationmark.triangle checkmark checkmark.circle checkmark.circle.fill xmark xmark.circle plus
        plus.circle plus.circle.fill minus minus.circle minus.circle.fill chevron.right chevron.left chevron.up
        chevron.down chevron.forward arrow.right arrow.left arrow.up arrow.down arrow.clockwise square.and.arrow.up
        square.and.pencil pencil ellipsis ellipsis.circle line.horizontal.3 list.bullet music.note play.fill
        pause.fill speaker.wave.2 mic video tv desktopcomputer laptopcomputer iphone hand.raised eye eye.slash
        shield figure.walk gift cup.and.saucer leaf drop flame creditcard.fill accessibility textformat paintbrush
        hammer wrench printer externaldrive icloud icloud.fill square.grid.2x2 rectangle.stack
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test func everySymbolInTheTableHasItsFile() throws {
        let symbols = try SymbolCatalog()
        #expect(symbols.files.count >= 150)
        #expect(symbols.directory == "/usr/share/bootstrap-icons/svg")
        let images = ImageCache(symbols: symbols)
        for name in symbols.names {
            if symbols.icon(for: name) != nil {
                // An icon set's file: it exists, and it draws as a 16 × 16 image (its viewBox cropped to the set's box).
                #expect(try images.naturalSize(of: .symbol(name: name)) == Size(width: 16, height: 16), "\(name)")
                continue
            }
            if symbols.glyph(for: name) != nil {
                // A font's glyph: the font has it, and it draws as a 16 × 16 image.
                #expect(try images.naturalSize(of: .symbol(name: name)) == Size(width: 16, height: 16), "\(name)")
                continue
            }
            let path = try symbols.path(for: name)
            #expect(FileManager.default.isReadableFile(atPath: path), "\(name) → \(path) is missing")
        }
        #expect(try symbols.path(for: "fork.knife") == "/usr/share/fonts/svg/materialdesignicons-webfont/"
                    + "materialdesignicons-webfont.svg#silverware-variant")
        for name in Self.requiredSymbols {
            #expect(symbols.files[name] != nil, "\(name) is not in assets/symbols.json")
        }
        #expect(try symbols.path(for: "gearshape.fill") == "/usr/share/bootstrap-icons/svg/gear-fill.svg")
        #expect(try symbols.path(for: "person.crop.circle") == "/usr/share/bootstrap-icons/svg/person-circle.svg")
    }

    /// A stand-in from an SVG font (Material Design Icons' glyphs) fills its square as a bootstrap icon does, and
    /// is tinted like any symbol.
    @Test func aGlyphOfAnSVGFontIsDrawnAsASymbol() throws {
        let list = DisplayList(size: Size(width: 32, height: 32), background: .white, commands: [
            .image(ImageRun(source: .symbol(name: "fork.knife"), frame: Rect(x: 0, y: 0, width: 32, height: 32),
                            tint: Self.systemBlue)),
        ])
        let image = try render(list, scale: 1, name: "fork.png")
        var inked = 0, minX = 32, maxX = 0, minY = 32, maxY = 0
        for y in 0..<32 {
            for x in 0..<32 where image[x, y] != (255, 255, 255) {
                inked += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(inked > 100)
        // Upright (the font's y axis points up) and filling most of the square.
        #expect(maxY - minY >= 26 && minY <= 3)
        #expect((0..<32).contains { image[$0, 16] == (0x00, 0x7A, 0xFF) })
        #expect(throws: RenderError.imageUnreadable(
            path: "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg#no-such-glyph",
            reason: "the font has no glyph named \"no-such-glyph\"")) {
            _ = try SVGFontGlyphs.document(glyph: "no-such-glyph",
                                          font: "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg")
        }
    }

    @Test func anUnknownSymbolSuggestsTheClosestNames() throws {
        let symbols = try SymbolCatalog()
        #expect(throws: RenderError.unknownSymbol(name: "wfi", suggestions: ["wifi"])) { try symbols.path(for: "wfi") }
        #expect(RenderError.unknownSymbol(name: "wfi", suggestions: ["wifi"]).description
                == "unknown symbol 'wfi'; did you mean 'wifi'?")
        #expect(symbols.suggestions(for: "gearshape.fil") == ["gearshape.fill"])
        #expect(symbols.suggestions(for: "bel") == ["bell"])
        #expect(symbols.suggestions(for: "arrow.rigth") == ["arrow.right"])
        #expect(symbols.suggestions(for: "speaker.wave") == ["speaker.wave.1", "speaker.wave.2", "speaker.wave.3"])
        #expect(symbols.suggestions(for: "cloud.fil") == ["cloud.fill", "cloud.fog", "cloud.hail"])
        #expect(symbols.suggestions(for: "Heart.Fill") == ["heart.fill"])
        #expect(symbols.suggestions(for: "staar.fill") == ["star.fill"])
        #expect(symbols.suggestions(for: "chevron.rihgt") == ["chevron.right"])  // two letters swapped: one edit
        #expect(symbols.suggestions(for: "completely.unknown").isEmpty)
        #expect(RenderError.unknownSymbol(name: "x.y.z", suggestions: ["a", "b", "c"]).description
                == "unknown symbol 'x.y.z'; did you mean 'a', 'b' or 'c'?")
        #expect(RenderError.unknownSymbol(name: "zzz", suggestions: []).description
                == "unknown symbol 'zzz'; assets/symbols.json lists the symbols cellshot knows (see docs/symbols.md)")
    }

    @Test func aBadSymbolTableIsReported() throws {
        let missing = directory.appendingPathComponent("none.json").path
        #expect(throws: RenderError.symbolTableInvalid(path: missing, reason: "No such file or directory")) {
            try SymbolCatalog(tablePath: missing)
        }
        let broken = directory.appendingPathComponent("broken.json")
        try Data("{\n  \"directory\": \"svg\",\n  \"symbols\": { \"a\": \"a.svg\" \"b\": \"b.svg\" }\n}".utf8).write(to: broken)
        #expect(throws: RenderError.symbolTableInvalid(path: broken.path, reason: #"line 3, column 29: expected ',' or '}' after an object member, found '"'"#)) {
            try SymbolCatalog(tablePath: broken.path)
        }
        // A relative directory is relative to the table's folder.
        let relative = directory.appendingPathComponent("relative.json")
        try Data(#"{"directory": "icons", "symbols": {"dot": "dot.svg", "caf\u00e9": "cafe.svg"}}"#.utf8).write(to: relative)
        let symbols = try SymbolCatalog(tablePath: relative.path)
        #expect(try symbols.path(for: "dot") == directory.appendingPathComponent("icons/dot.svg").path)
        #expect(symbols.names == ["café", "dot"])
    }

    // MARK: - Symbols drawn

    @Test func aSymbolIsDrawnInItsTintAndTheSameEveryTime() throws {
        // wifi.svg is 16 × 16; drawn 24 pt at 2x, every unit is 3 pixels.
        let list = DisplayList(size: Size(width: 40, height: 40), background: Self.background, commands: [
            .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 8, y: 8, width: 24, height: 24),
                            tint: Self.systemBlue)),
        ])
        let first = directory.appendingPathComponent("wifi.png").path
        let second = directory.appendingPathComponent("wifi-again.png").path
        try writer.write(list, scale: 2, to: first)
        try writer.write(list, scale: 2, to: second)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        let image = try Pixels(path: first)
        #expect(image.width == 80 && image.height == 80)
        #expect(image[40, 53] == (0x00, 0x7A, 0xFF))     // the dot, about (8, 12.2) of the icon
        #expect(image[40, 26] == (0x00, 0x7A, 0xFF))     // the outer arc, about (8, 3.3)
        #expect(image[40, 41] == (0xF2, 0xF2, 0xF7))     // between the two inner arcs
        #expect(image[40, 48] == (0xF2, 0xF2, 0xF7))     // between the smallest arc and the dot
        #expect(image[2, 2] == (0xF2, 0xF2, 0xF7) && image[77, 77] == (0xF2, 0xF2, 0xF7))
        // Every pixel is the background, the tint, or a blend of the two (antialiasing).
        var tinted = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let (red, green, blue) = image[x, y]
                if (red, green, blue) == (0x00, 0x7A, 0xFF) { tinted += 1 }
                let coverage = 1 - Double(red) / 0xF2
                #expect(abs(Double(green) - (0xF2 - coverage * (0xF2 - 0x7A))) <= 2 && blue >= 0xF7,
                        "pixel (\(x), \(y)) is \(red), \(green), \(blue)")
            }
        }
        #expect(tinted > 150)
        // Outside the 24 pt frame nothing is drawn.
        #expect((0..<80).allSatisfy { image[$0, 15] == (0xF2, 0xF2, 0xF7) && image[15, $0] == (0xF2, 0xF2, 0xF7) })
    }

    @Test func anUntintedSymbolIsBlack() throws {
        let list = DisplayList(size: Size(width: 16, height: 16), background: .white, commands: [
            .image(ImageRun(source: .symbol(name: "square.fill"), frame: Rect(x: 0, y: 0, width: 16, height: 16))),
        ])
        let image = try render(list, scale: 1, name: "square.png")
        #expect(image[8, 8] == (0, 0, 0))
    }

    /// An unknown name is no error: it draws a dashed rounded square in the symbol's colour, in the symbol's
    /// square (`prepare` passes it; the list pipeline warns).
    @Test func anUnknownSymbolDrawsADashedSquareInItsTint() throws {
        let list = DisplayList(size: Size(width: 28, height: 28), background: .white, commands: [
            .image(ImageRun(source: .symbol(name: "wfi"), frame: Rect(x: 0, y: 0, width: 28, height: 28),
                            tint: Self.systemBlue)),
        ])
        #expect(!painter.images.isMissingSymbol(.symbol(name: "wifi")))
        #expect(painter.images.isMissingSymbol(.symbol(name: "wfi")))
        #expect(!painter.images.isMissingSymbol(.file(path: "wfi.png")))
        try painter.images.prepare(list)
        let image = try render(list, scale: 1, name: "unknown.png")
        func isTint(_ x: Int, _ y: Int) -> Bool { image[x, y] == (0x00, 0x7A, 0xFF) }
        // The square's sides are 2 pt lines centred 3.8 pt in: blue dashes down the left side (x = 3) with a white
        // gap between them, dashes down the right side (x = 24) and along the top (y = 3); nothing inside, and
        // nothing in the frame's corners (the square's are rounded).
        let left = (0..<28).filter { isTint(3, $0) }
        #expect(left.count >= 4)
        if let first = left.first, let last = left.last {
            #expect((first...last).contains { image[3, $0] == (255, 255, 255) })
        }
        #expect((0..<28).contains { isTint($0, 3) })
        #expect(image[14, 14] == (255, 255, 255) && image[0, 0] == (255, 255, 255) && image[27, 27] == (255, 255, 255))
        #expect((0..<28).contains { isTint(3, $0) } && (0..<28).contains { isTint(24, $0) })
    }

    /// Renders a sample sheet of symbols to /tmp/symbols.png for a person to look at.
    @Test func rendersASampleSheet() throws {
        let names = ["wifi", "bluetooth", "antenna.radiowaves.left.and.right", "airplane", "bell.badge", "gearshape.fill",
                     "star.fill", "heart", "person.crop.circle", "house.fill", "magnifyingglass", "trash",
                     "folder.fill", "envelope", "phone.fill", "message.fill", "camera", "photo", "lock.fill", "key",
                     "globe", "link", "paperplane", "calendar", "clock", "battery.100", "moon.fill", "sun.max",
                     "bolt.fill", "checkmark.circle.fill", "xmark.circle", "plus.circle.fill", "chevron.right",
                     "square.and.arrow.up", "ellipsis.circle", "music.note", "accessibility", "figure.walk",
                     "hand.raised", "leaf", "cup.and.saucer", "creditcard.fill", "icloud.fill", "square.grid.2x2"]
        let columns = 11
        var commands: [DrawCommand] = []
        for (index, name) in names.enumerated() {
            let x = Double(index % columns) * 36 + 8, y = Double(index / columns) * 36 + 8
            commands.append(.fill(Rect(x: x - 2, y: y - 2, width: 32, height: 32), cornerRadius: 7,
                                  color: index.isMultiple(of: 2) ? .white : Self.systemBlue))
            commands.append(.image(ImageRun(source: .symbol(name: name), frame: Rect(x: x + 3, y: y + 3, width: 22, height: 22),
                                            tint: index.isMultiple(of: 2) ? Self.systemBlue : .white)))
        }
        let rows = (names.count + columns - 1) / columns
        let list = DisplayList(size: Size(width: Double(columns) * 36 + 12, height: Double(rows) * 36 + 12),
                               background: Self.background, commands: commands)
        try painter.images.prepare(list)
        try writer.write(list, scale: 3, to: "/tmp/symbols.png")
        #expect(FileManager.default.fileExists(atPath: "/tmp/symbols.png"))
    }

    // MARK: - Files

    @Test func aPNGFileIsPlacedByItsContentMode() throws {
        let png = try writePNG(width: 40, height: 20, name: "halves.png")    // left red, right green
        let modes: [(ImageContentMode, [(x: Int, y: Int, color: (UInt8, UInt8, UInt8))])] = [
            // 40 × 20 into 40 × 40: 40 × 20 at y 10.
            (.scaleAspectFit, [(10, 20, (0xFF, 0, 0)), (30, 20, (0, 0xFF, 0)), (20, 5, (0xFF, 0xFF, 0xFF)),
                               (20, 34, (0xFF, 0xFF, 0xFF))]),
            // 80 × 40 centred: the frame shows the image's middle half, red then green.
            (.scaleAspectFill, [(5, 2, (0xFF, 0, 0)), (35, 37, (0, 0xFF, 0))]),
            // 40 × 20 at its size, centred vertically.
            (.center, [(1, 11, (0xFF, 0, 0)), (38, 28, (0, 0xFF, 0)), (20, 8, (0xFF, 0xFF, 0xFF))]),
            (.scaleToFill, [(1, 1, (0xFF, 0, 0)), (38, 38, (0, 0xFF, 0))]),
        ]
        for (mode, checks) in modes {
            let list = DisplayList(size: Size(width: 60, height: 60), background: .white, commands: [
                .image(ImageRun(source: .file(path: png), frame: Rect(x: 10, y: 10, width: 40, height: 40), contentMode: mode)),
            ])
            let image = try render(list, scale: 1, name: "png-\(mode).png")
            for check in checks {
                #expect(image[10 + check.x, 10 + check.y] == check.color, "\(mode) at \(check.x), \(check.y)")
            }
            #expect(image[5, 30] == (0xFF, 0xFF, 0xFF) && image[55, 30] == (0xFF, 0xFF, 0xFF), "\(mode) outside the frame")
        }
    }

    @Test func aJPEGFileIsDecodedAndScaled() throws {
        let jpeg = try writeJPEG(width: 32, height: 16, name: "halves.jpg")  // left blue, right yellow
        #expect(try painter.images.naturalSize(of: .file(path: jpeg)) == Size(width: 32, height: 16))
        let list = DisplayList(size: Size(width: 64, height: 64), background: .white, commands: [
            .image(ImageRun(source: .file(path: jpeg), frame: Rect(x: 0, y: 0, width: 64, height: 64))),
        ])
        let image = try render(list, scale: 1, name: "jpeg.png")    // 64 × 32 at y 16
        #expect(close(image[10, 32], (0x20, 0x40, 0xE0)))
        #expect(close(image[54, 32], (0xF0, 0xD0, 0x10)))
        #expect(image[32, 8] == (0xFF, 0xFF, 0xFF) && image[32, 56] == (0xFF, 0xFF, 0xFF))
    }

    @Test func anSVGFileIsDrawnAsVectorsInEveryContentMode() throws {
        // 20 × 10: left half red, right half blue.
        let svg = directory.appendingPathComponent("halves.svg")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
              <rect width="10" height="10" fill="#FF0000"/><rect x="10" width="10" height="10" fill="#0000FF"/>
            </svg>
            """.utf8).write(to: svg)
        #expect(try painter.images.naturalSize(of: .file(path: svg.path)) == Size(width: 20, height: 10))
        func draw(_ mode: ImageContentMode, tint: Color? = nil) throws -> Pixels {
            let list = DisplayList(size: Size(width: 40, height: 40), background: .white, commands: [
                .image(ImageRun(source: .file(path: svg.path), frame: Rect(x: 0, y: 0, width: 40, height: 40),
                                contentMode: mode, tint: tint)),
            ])
            return try render(list, scale: 2, name: "svg-\(mode).png")
        }
        let fit = try draw(.scaleAspectFit)      // 40 × 20 pt at y 10: 80 × 40 px at y 20
        #expect(fit[20, 40] == (0xFF, 0, 0) && fit[60, 40] == (0, 0, 0xFF) && fit[40, 10] == (0xFF, 0xFF, 0xFF))
        #expect(fit[40, 19] == (0xFF, 0xFF, 0xFF) && fit[40, 61] == (0xFF, 0xFF, 0xFF))
        let fill = try draw(.scaleAspectFill)    // 80 × 40 pt centred: red then blue, edge to edge
        #expect(fill[2, 2] == (0xFF, 0, 0) && fill[77, 77] == (0, 0, 0xFF))
        let center = try draw(.center)           // 20 × 10 pt at (10, 15)
        #expect(center[30, 40] == (0xFF, 0, 0) && center[50, 40] == (0, 0, 0xFF))
        #expect(center[18, 40] == (0xFF, 0xFF, 0xFF) && center[40, 28] == (0xFF, 0xFF, 0xFF))
        let tinted = try draw(.scaleAspectFit, tint: Self.systemBlue)   // a template image: its shape in the tint
        #expect(tinted[20, 40] == (0x00, 0x7A, 0xFF) && tinted[60, 40] == (0x00, 0x7A, 0xFF))
        #expect(tinted[40, 10] == (0xFF, 0xFF, 0xFF))
    }

    @Test func roundedCornersClipTheImage() throws {
        let png = try writePNG(width: 40, height: 40, name: "square.png")
        let list = DisplayList(size: Size(width: 40, height: 40), background: .white, commands: [
            .image(ImageRun(source: .file(path: png), frame: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20)),
        ])
        let image = try render(list, scale: 1, name: "round.png")
        #expect(image[1, 1] == (0xFF, 0xFF, 0xFF) && image[38, 38] == (0xFF, 0xFF, 0xFF))
        #expect(image[10, 20] == (0xFF, 0, 0) && image[30, 20] == (0, 0xFF, 0))
    }

    @Test func eachFileIsDecodedOnce() throws {
        let png = try writePNG(width: 8, height: 8, name: "once.png")
        let run = ImageRun(source: .file(path: png), frame: Rect(x: 0, y: 0, width: 8, height: 8))
        let list = DisplayList(size: Size(width: 8, height: 24), commands: [
            .image(run), .image(ImageRun(source: run.source, frame: Rect(x: 0, y: 8, width: 8, height: 8))),
            .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 0, y: 16, width: 8, height: 8))),
            .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 0, y: 16, width: 8, height: 8), tint: .white)),
        ])
        let cache = ImageCache()
        let writer = PNGWriter(painter: CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()),
                                                     images: cache))
        try writer.write(list, scale: 2, to: directory.appendingPathComponent("once-1.png").path)
        try writer.write(list, scale: 3, to: directory.appendingPathComponent("once-2.png").path)
        #expect(cache.decodeCount == 2)
    }

    @Test func largeImagesDrawnSmallAreScaledOnce() throws {
        let png = try writePNG(width: 400, height: 400, name: "large.png")
        let list = DisplayList(size: Size(width: 40, height: 80), commands: [
            .image(ImageRun(source: .file(path: png), frame: Rect(x: 0, y: 0, width: 40, height: 40))),
            .image(ImageRun(source: .file(path: png), frame: Rect(x: 0, y: 40, width: 40, height: 40))),
        ])
        let image = try render(list, scale: 2, name: "large-small.png")    // 400 px drawn as 80 px, twice
        #expect(image[20, 40] == (0xFF, 0, 0) && image[60, 40] == (0, 0xFF, 0))
        #expect(image[20, 120] == (0xFF, 0, 0) && image[60, 120] == (0, 0xFF, 0))
        let decoded = try painter.images.image(for: .file(path: png))
        #expect(decoded.scaledCopyCount == 1)
        _ = try render(list, scale: 1, name: "large-smaller.png")           // and as 40 px
        #expect(decoded.scaledCopyCount == 2)
    }

    @Test func unreadableFilesNameThePathAndTheReason() throws {
        let missing = directory.appendingPathComponent("missing.png").path
        #expect(throws: RenderError.imageUnreadable(path: missing, reason: "No such file or directory")) {
            try painter.images.naturalSize(of: .file(path: missing))
        }
        #expect(RenderError.imageUnreadable(path: missing, reason: "No such file or directory").description
                == "cannot read image \(missing): No such file or directory")

        let text = directory.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        #expect(throws: RenderError.imageUnreadable(path: text.path, reason: "not a PNG, JPEG or SVG file")) {
            try painter.images.naturalSize(of: .file(path: text.path))
        }
        #expect(throws: RenderError.imageUnreadable(path: directory.path, reason: "it is a folder")) {
            try painter.images.naturalSize(of: .file(path: directory.path))
        }

        // A PNG cut in half, a JPEG cut in half, an SVG that is not XML.
        let whole = try Data(contentsOf: URL(fileURLWithPath: try writePNG(width: 40, height: 40, name: "whole.png")))
        let cutPNG = directory.appendingPathComponent("cut.png")
        try whole.prefix(whole.count / 2).write(to: cutPNG)
        let jpegData = try Data(contentsOf: URL(fileURLWithPath: try writeJPEG(width: 32, height: 16, name: "whole.jpg")))
        let cutJPEG = directory.appendingPathComponent("cut.jpg")
        try jpegData.prefix(jpegData.count / 2).write(to: cutJPEG)
        let badSVG = directory.appendingPathComponent("bad.svg")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8).write(to: badSVG)
        for (path, start) in [(cutPNG.path, "corrupt PNG"), (cutJPEG.path, "corrupt JPEG"), (badSVG.path, "corrupt SVG")] {
            #expect {
                try painter.images.naturalSize(of: .file(path: path))
            } throws: { error in
                guard case let RenderError.imageUnreadable(errorPath, reason) = error else { return false }
                return errorPath == path && reason.hasPrefix(start) && reason.last != "\n"
            }
        }
        // Writing reports the first unreadable image in drawing order, and writes nothing.
        let list = DisplayList(size: Size(width: 10, height: 10), background: .white, commands: [
            .image(ImageRun(source: .file(path: missing), frame: Rect(x: 0, y: 0, width: 10, height: 10))),
            .image(ImageRun(source: .file(path: cutPNG.path), frame: Rect(x: 0, y: 0, width: 10, height: 10))),
        ])
        let output = directory.appendingPathComponent("skipped.png").path
        #expect(throws: RenderError.imageUnreadable(path: missing, reason: "No such file or directory")) {
            try writer.write(list, scale: 1, to: output)
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func contentModesPlaceLikeUIImageView() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        let size = Size(width: 20, height: 20)
        #expect(ImageContentMode.scaleAspectFit.placement(of: size, in: frame) == Rect(x: 35, y: 20, width: 50, height: 50))
        #expect(ImageContentMode.scaleAspectFill.placement(of: size, in: frame) == Rect(x: 10, y: -5, width: 100, height: 100))
        #expect(ImageContentMode.center.placement(of: size, in: frame) == Rect(x: 50, y: 35, width: 20, height: 20))
        #expect(ImageContentMode.scaleToFill.placement(of: size, in: frame) == frame)
    }

    @Test func imageRunsRoundTripThroughJSON() throws {
        let list = DisplayList(size: Size(width: 40, height: 40), commands: [
            .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 1, y: 2, width: 3, height: 4), tint: Self.systemBlue)),
            .image(ImageRun(source: .file(path: "a.png"), frame: .zero, contentMode: .scaleAspectFill, cornerRadius: 6)),
        ])
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
        #expect(String(decoding: data, as: UTF8.self).contains(#""source":{"symbol":{"name":"wifi"}}"#))
    }

    // MARK: - Helpers

    /// Writes the list at `scale` and reads its pixels back.
    func render(_ list: DisplayList, scale: Double, name: String) throws -> Pixels {
        let path = directory.appendingPathComponent(name).path
        try writer.write(list, scale: scale, to: path)
        return try Pixels(path: path)
    }

    /// A PNG drawn with Cairo: the left half red, the right half green.
    func writePNG(width: Int, height: Int, name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_set_source_rgb(context, 1, 0, 0)
        cairo_rectangle(context, 0, 0, Double(width) / 2, Double(height))
        cairo_fill(context)
        cairo_set_source_rgb(context, 0, 1, 0)
        cairo_rectangle(context, Double(width) / 2, 0, Double(width) / 2, Double(height))
        cairo_fill(context)
        cairo_destroy(context)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        return path
    }

    /// A JPEG made with `tjCompress2`: the left half blue, the right half yellow.
    func writeJPEG(width: Int, height: Int, name: String) throws -> String {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let color: [UInt8] = x < width / 2 ? [0x20, 0x40, 0xE0] : [0xF0, 0xD0, 0x10]
                rgb.replaceSubrange((y * width + x) * 3..<(y * width + x) * 3 + 3, with: color)
            }
        }
        let compressor = tjInitCompress()
        defer { tjDestroy(compressor) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(compressor, rgb, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue),
                                 &buffer, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        #expect(status == 0)
        defer { tjFree(buffer) }
        let path = directory.appendingPathComponent(name)
        try Data(bytes: try #require(buffer), count: Int(size)).write(to: path)
        return path.path
    }

    func close(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), tolerance: Int = 8) -> Bool {
        abs(Int(a.0) - Int(b.0)) <= tolerance && abs(Int(a.1) - Int(b.1)) <= tolerance
            && abs(Int(a.2) - Int(b.2)) <= tolerance
    }
}

extension ImagesTests {
    /// An RGB PNG's pixels, read with Cairo.
    struct Pixels {
        let width: Int
        let height: Int
        private let words: [UInt32]

        init(path: String) throws {
            let surface = cairo_image_surface_create_from_png(path)
            defer { cairo_surface_destroy(surface) }
            try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = try #require(cairo_image_surface_get_data(surface))
            var words: [UInt32] = []
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                words.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
            }
            self.words = words
        }

        /// The pixel's red, green and blue.
        subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
            let word = words[y * width + x]
            return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word))
        }
    }
}
