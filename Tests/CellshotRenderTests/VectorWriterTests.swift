import CCairo
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

@Suite("PDF and SVG output", .serialized)
struct VectorWriterTests {
    let painter: CairoPainter
    let directory: URL

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    static let systemBlue = Color(hex: "#007AFF")!
    static let background = Color(hex: "#F2F2F7")!

    /// A card with every kind of command: a clipped section, text in three scripts on 22 pt lines,
    /// a tinted symbol, a chevron path and a border.
    static let card = DisplayList(size: Size(width: 200, height: 80), background: background, commands: [
        .clip(Rect(x: 16, y: 10, width: 168, height: 60), cornerRadius: 10, commands: [
            .fill(Rect(x: 0, y: 0, width: 200, height: 80), cornerRadius: 0, color: .white),
            .image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 28, y: 28, width: 24, height: 24),
                            tint: systemBlue)),
            .text(TextRun(text: "오늘도 코딩", attributes: TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22)),
                          color: .black, frame: Rect(x: 64, y: 18, width: 100, height: 22))),
            .text(TextRun(text: "Wi-Fi · Home 😀", attributes: TextAttributes(font: FontDescriptor(size: 12)),
                          color: Color(hex: "#3C3C4399")!, frame: Rect(x: 64, y: 42, width: 100, height: 16))),
            .path(Path([.move(Point(x: 168, y: 34)), .line(Point(x: 173, y: 40)), .line(Point(x: 168, y: 46))]),
                  paint: .stroke(width: 2), color: Color(hex: "#C4C4C7")!),
        ]),
        .stroke(Rect(x: 16, y: 10, width: 168, height: 60), cornerRadius: 10, color: systemBlue, width: 1),
    ])

    func write(_ format: VectorWriter.Format, _ list: DisplayList = Self.card, name: String) throws -> Data {
        let path = directory.appendingPathComponent(name).path
        try VectorWriter(painter: painter, format: format).write(list, to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The card with a PNG photo in it (a raster image, drawn plain and tinted).
    func cardWithPhoto() throws -> DisplayList {
        let photo = directory.appendingPathComponent("photo.png").path
        try PNGWriter(painter: painter).write(DisplayList(size: Size(width: 8, height: 8), background: .white, commands: [
            .fill(Rect(x: 0, y: 0, width: 4, height: 8), cornerRadius: 0, color: Color(hex: "#FF9500")!),
        ]), scale: 1, to: photo)
        var list = Self.card
        list.commands.append(.image(ImageRun(source: .file(path: photo), frame: Rect(x: 150, y: 14, width: 12, height: 12),
                                             cornerRadius: 3)))
        list.commands.append(.image(ImageRun(source: .file(path: photo), frame: Rect(x: 150, y: 54, width: 12, height: 12),
                                             tint: Self.systemBlue)))
        return list
    }

    @Test(arguments: VectorWriter.Format.allCases)
    func theSameListGivesTheSameBytes(format: VectorWriter.Format) throws {
        let list = try cardWithPhoto()
        let first = try write(format, list, name: "first.\(format)")
        // Other drawing in between must not change the next document (Cairo numbers its surfaces process-wide).
        try PNGWriter(painter: painter).write(list, scale: 2, to: directory.appendingPathComponent("x.png").path)
        let second = try write(format, list, name: "second.\(format)")
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func aPDFIsOnePageOfTheListsSizeInPoints() throws {
        let pdf = try write(.pdf, name: "card.pdf")
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(pdf.starts(with: Data("%PDF-1.5".utf8)))
        #expect(text.contains("/MediaBox [ 0 0 200 80 ]"))
        // One page object ("/Type /Page"), besides the page tree ("/Type /Pages").
        #expect(text.components(separatedBy: "/Type /Page").count - text.components(separatedBy: "/Type /Pages").count == 1)
        // Cairo 1.16 leaves out the "D:" that PDF dates start with; readers accept it.
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(!text.contains("/ModDate"))
        #expect(text.hasSuffix("%%EOF\n"))
    }

    /// The card must come out byte for byte as the references in `snapshots/` (the SVG looked at
    /// before it was committed), which also holds across processes and runs.
    /// `CELLSHOT_RECORD=1 swift test` rewrites them.
    @Test(arguments: VectorWriter.Format.allCases)
    func matchesTheReferenceDocumentByteForByte(format: VectorWriter.Format) throws {
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("snapshots/CellshotRender/card.\(format)")
        let actual = try write(format, name: "card.\(format)")
        if ProcessInfo.processInfo.environment["CELLSHOT_RECORD"] == "1" {
            try actual.write(to: reference)
        }
        #expect(actual == (try Data(contentsOf: reference)), "differs from \(reference.path)")
    }

    @Test func anSVGIsSizedInPoints() throws {
        let svg = String(decoding: try write(.svg, name: "card.svg"), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains(#"width="200pt" height="80pt" viewBox="0 0 200 80""#))
    }
}

extension VectorWriterTests {
    /// Reads a document back through librsvg (the painter's own SVG image path) at 2x.
    func renderBack(_ svgPath: String, size: Size) throws -> Bitmap {
        let list = DisplayList(size: size, background: .white, commands: [
            .image(ImageRun(source: .file(path: svgPath), frame: Rect(origin: .zero, size: size), contentMode: .scaleToFill)),
        ])
        return Bitmap(list, scale: 2, painter: CairoPainter(measurer: painter.measurer))
    }

    /// The SVG draws what the PNG draws: tinted symbols (a clipped group used as a mask, which
    /// Cairo 1.16's SVG output gets wrong for a scaled image mask), text, clips and paths, at the same places.
    @Test func anSVGReadBackLooksLikeThePNG() throws {
        let list = try cardWithPhoto()
        let path = directory.appendingPathComponent("card.svg").path
        try VectorWriter(painter: painter, format: .svg).write(list, to: path)
        let svg = try renderBack(path, size: list.size)
        let png = Bitmap(list, scale: 2, painter: painter)
        let blue = RGB(Self.systemBlue), white = RGB(0xFF, 0xFF, 0xFF), grey = RGB(Self.background)
        // The wifi symbol, 24 pt at (28, 28): its dot, its outer arc, and the gap between two arcs.
        for (x, y, color) in [(80, 93, blue), (80, 66, blue), (80, 81, white),
                              (21, 21, grey), (200, 100, white),                  // outside / inside the rounded clip
                              (304, 120, blue), (304, 40, RGB(0xFF, 0x95, 0x00))] {  // the photo tinted, and plain
            #expect(png[x, y] == color, "PNG at \(x), \(y): \(png[x, y])")
            #expect(svg[x, y].isClose(to: color, tolerance: 3), "SVG at \(x), \(y): \(svg[x, y])")
        }
        // The title's glyphs (outlines in the SVG) carry the same ink at the same place, up to the
        // PNG's glyph positions, which Cairo's image backend rounds to whole pixels.
        let title = (x: 120..<330, y: 30..<75)
        func ink(_ bitmap: Bitmap) -> (amount: Double, x: Double, y: Double) {
            var amount = 0.0, x = 0.0, y = 0.0
            for row in title.y {
                for column in title.x {
                    let weight = 255 - Double(bitmap[column, row].green)
                    amount += weight
                    x += weight * Double(column)
                    y += weight * Double(row)
                }
            }
            return (amount, x / amount, y / amount)
        }
        let (pngInk, svgInk) = (ink(png), ink(svg))
        #expect(abs(svgInk.amount / pngInk.amount - 1) < 0.02, "\(pngInk) \(svgInk)")
        #expect(abs(svgInk.x - pngInk.x) < 0.5 && abs(svgInk.y - pngInk.y) < 0.5, "\(pngInk) \(svgInk)")
    }

    /// Styled text in SVG, drawn from the record of its layout as in PNG: the red span red, its underline under it.
    @Test func styledTextReadBackFromSVGLooksLikeThePNG() throws {
        let measurer = painter.measurer
        var attributes = TextAttributes(font: FontDescriptor(size: 30))
        attributes.spans = [TextSpan(6..<11, weight: .bold, italic: true, color: Color(hex: "#FF0000")!, underline: TextDecoration())]
        let size = measurer.measure("Hello world", attributes, width: nil).size
        let frame = Rect(x: 10, y: 10, width: size.width, height: size.height)
        let list = DisplayList(size: Size(width: frame.maxX + 10, height: frame.maxY + 10), background: .white, commands: [
            .text(TextRun(text: "Hello world", attributes: attributes, color: .black, frame: frame,
                          prepared: measurer.prepare("Hello world", attributes, width: frame.width))),
        ])
        let path = directory.appendingPathComponent("styled.svg").path
        try VectorWriter(painter: painter, format: .svg).write(list, to: path)
        let svg = try renderBack(path, size: list.size)
        let png = Bitmap(list, scale: 2, painter: painter)
        func red(_ bitmap: Bitmap) -> (count: Int, fullRows: [Int]) {
            var count = 0, rows: [Int] = []
            for y in 0..<bitmap.height {
                var inRow = 0
                for x in 0..<bitmap.width {
                    let pixel = bitmap[x, y]
                    if pixel.red > 0xC0 && pixel.green < 0x60 && pixel.blue < 0x60 { count += 1; inRow += 1 }
                    #expect(!(pixel.red < 0x60 && pixel.green > 0xC0), "\(x), \(y)")
                }
                if inRow > 140 { rows.append(y) }   // "world" is about 85 pt wide: only the underline fills a row
            }
            return (count, rows)
        }
        let (pngRed, svgRed) = (red(png), red(svg))
        #expect(pngRed.count > 1000 && abs(Double(svgRed.count) / Double(pngRed.count) - 1) < 0.05, "\(pngRed) \(svgRed)")
        #expect(!pngRed.fullRows.isEmpty && pngRed.fullRows == svgRed.fullRows, "\(pngRed.fullRows) \(svgRed.fullRows)")
    }

    /// Cairo tags each image it has written with the document it wrote it to; the painter's image
    /// cache keeps image surfaces across documents, so every new document must still define its images.
    @Test func everyDocumentDefinesItsOwnImages() throws {
        var list = try cardWithPhoto()
        list.commands.append(list.commands[list.commands.count - 2])     // the plain photo again: defined once
        for round in 0..<10 {
            let svg = String(decoding: try write(.svg, list, name: "round\(round).svg"), as: UTF8.self)
            let definitions = svg.components(separatedBy: "<image id=\"").dropFirst().map { $0.prefix(while: { $0 != "\"" }) }
            #expect(!definitions.isEmpty)
            for name in Set(definitions) {
                #expect(svg.contains("xlink:href=\"#\(name)\""), "round \(round): \(name) is never used")
            }
            let references = svg.components(separatedBy: "xlink:href=\"#image").dropFirst().map { "image" + $0.prefix(while: \.isNumber) }
            #expect(Set(references).isSubset(of: Set(definitions.map(String.init))), "round \(round)")
        }
    }

    @Test(arguments: VectorWriter.Format.allCases)
    func failuresLeaveNothingBehind(format: VectorWriter.Format) throws {
        let writer = VectorWriter(painter: painter, format: format)
        let existing = directory.appendingPathComponent("existing.\(format)").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: existing))
        // An empty page.
        #expect(throws: RenderError.invalidPageSize(width: 0, height: 80)) {
            try writer.write(DisplayList(size: Size(width: 0, height: 80)), to: existing)
        }
        // A missing image: reported before any file is opened.
        var broken = Self.card
        broken.commands.append(.image(ImageRun(source: .file(path: "/nonexistent/wifi.png"),
                                               frame: Rect(x: 0, y: 0, width: 8, height: 8))))
        #expect(throws: RenderError.imageUnreadable(path: "/nonexistent/wifi.png", reason: "No such file or directory")) {
            try writer.write(broken, to: existing)
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me")
        // Directories that do not exist or cannot be written to.
        let nowhere = directory.appendingPathComponent("missing/out.\(format)").path
        #expect(throws: RenderError.writeFailed(path: nowhere, reason: "No such file or directory")) {
            try writer.write(Self.card, to: nowhere)
        }
        // A "directory" that is a file.
        let underAFile = existing + "/out.\(format)"
        #expect(throws: RenderError.writeFailed(path: underAFile, reason: "Not a directory")) {
            try writer.write(Self.card, to: underAFile)
        }
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        if access(locked.path, W_OK) != 0 {     // root may write anywhere: then there is nothing to test
            let inLocked = locked.appendingPathComponent("out.\(format)").path
            #expect(throws: RenderError.writeFailed(path: inLocked, reason: "Permission denied")) {
                try writer.write(Self.card, to: inLocked)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        }
        // Writing over a directory fails at the rename and removes the temporary file.
        let directoryInTheWay = directory.appendingPathComponent("taken.\(format)")
        try FileManager.default.createDirectory(at: directoryInTheWay, withIntermediateDirectories: false)
        #expect(throws: RenderError.writeFailed(path: directoryInTheWay.path, reason: "Is a directory")) {
            try writer.write(Self.card, to: directoryInTheWay.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == ["existing.\(format)", "locked", "taken.\(format)"])
        #expect(RenderError.invalidPageSize(width: 0, height: 80).description
                == "cannot make a 0 × 80 point page (both must be positive)")
    }
}

extension VectorWriterTests {
    /// Every new command in a page: transforms, path clips, styled strokes and linear and radial gradients as
    /// vectors; shadows and the angular gradient as images of the 3 px/pt raster; the same bytes every time.
    @Test(arguments: VectorWriter.Format.allCases)
    func drawingEffectsGiveTheSameBytesEveryTime(format: VectorWriter.Format) throws {
        // A blend mode makes Cairo rasterise a whole SVG page (SVG 1.1 has none): it is left out here.
        let effects = DrawCommandCodingTests.newCommands.filter { if case .shadow = $0 { false } else { true } }
            + [.shadow(color: .black, radius: 1, offset: Size(width: 0.5, height: 0.5), commands: [
                .fill(Rect(x: 2, y: 2, width: 5, height: 5), cornerRadius: 1, color: .white),
            ])]
        let list = DisplayList(size: Size(width: 200, height: 200), background: Self.background, commands: effects.map {
            .transform(.init(scaleX: 10, y: 10), commands: [$0])
        })
        let first = try write(format, list, name: "effects1.\(format)"), second = try write(format, list, name: "effects2.\(format)")
        #expect(first == second)
        if format == .svg {
            let text = String(decoding: first, as: UTF8.self)
            #expect(text.contains("<linearGradient") && text.contains("<radialGradient") && text.contains("<image"))
        }
    }
}
