import CCairo
import CSpng
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

@Suite("PNG output", .serialized)
struct PNGWriterTests {
    let writer: PNGWriter
    let directory: URL

    init() throws {
        let measurer = PangoTextMeasurer(catalog: try FontCatalog())
        writer = PNGWriter(painter: CairoPainter(measurer: measurer))
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// An inset-grouped card: grey background, white rounded card, a blue border, two labels.
    static let card = DisplayList(
        size: Size(width: 200, height: 80), background: Color(hex: "#F2F2F7")!,
        commands: [
            .fill(Rect(x: 16, y: 10, width: 168, height: 60), cornerRadius: 10, color: .white),
            .stroke(Rect(x: 16, y: 10, width: 168, height: 60), cornerRadius: 10, color: Color(hex: "#007AFF")!, width: 2),
            .text(TextRun(text: "오늘도 코딩 😀", attributes: TextAttributes(font: FontDescriptor(size: 17, weight: .semibold)),
                          color: .black, frame: Rect(x: 32, y: 18, width: 140, height: 22))),
            .text(TextRun(text: "Wi-Fi · Home", attributes: TextAttributes(font: FontDescriptor(size: 12)),
                          color: Color(hex: "#3C3C4399")!, frame: Rect(x: 32, y: 42, width: 140, height: 16))),
        ])

    func pixel(_ path: String, x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let word = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word))
    }

    @Test func paintsTheListAndGivesTheSameBytesEveryTime() throws {
        let first = directory.appendingPathComponent("card.png").path
        let second = directory.appendingPathComponent("card-again.png").path
        try writer.write(Self.card, scale: 2, to: first)
        try writer.write(Self.card, scale: 2, to: second)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: second))))
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(pixel(first, x: 2, y: 2) == (0xF2, 0xF2, 0xF7))     // background
        #expect(pixel(first, x: 100, y: 130) == (0xFF, 0xFF, 0xFF)) // inside the card, below the text
        #expect(pixel(first, x: 33, y: 80) == (0x00, 0x7A, 0xFF))   // the 2 pt (4 px) border on the left
        #expect(pixel(first, x: 34, y: 22) == (0xF2, 0xF2, 0xF7))   // outside the rounded corner
        // No temporary file is left beside them.
        let folder = (first as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".partial-") } == [])
    }

    /// The card must come out byte for byte as the reference in `snapshots/` (looked at
    /// before it was committed). `CELLSHOT_RECORD=1 swift test` rewrites the reference.
    @Test func matchesTheReferenceImageByteForByte() throws {
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("snapshots/CellshotRender/card@2x.png")
        let actual = directory.appendingPathComponent("card@2x.png")
        try writer.write(Self.card, scale: 2, to: actual.path)
        if ProcessInfo.processInfo.environment["CELLSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(contentsOf: actual).write(to: reference)
        }
        let expected = try Data(contentsOf: reference)
        #expect(try Data(contentsOf: actual) == expected, "differs from \(reference.path); actual: \(actual.path)")
    }

    @Test func imagesTallerThanACairoSurface() throws {
        // 40,000 pixels: more than a Cairo image surface can hold, so it is painted in strips.
        let list = DisplayList(size: Size(width: 10, height: 20_000), background: .white, commands: [
            .fill(Rect(x: 0, y: 19_990, width: 10, height: 10), cornerRadius: 0, color: Color(hex: "#FF0000")!),
        ])
        let path = directory.appendingPathComponent("tall.png").path
        try writer.write(list, scale: 2, to: path)
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 20 && height == 40_000)
        let rows = try decodeRGB(png)
        #expect(rows[39_999 * 20 * 3..<39_999 * 20 * 3 + 3] == [0xFF, 0, 0])
        #expect(rows[39_979 * 20 * 3..<39_979 * 20 * 3 + 3] == [0xFF, 0xFF, 0xFF])
    }

    /// Sizes no document should reach but that must be an error, never a trap: taller than a PNG may be,
    /// infinite, not a number (`Int(_:)` of such a `Double` traps).
    @Test func absurdSizesAreInvalidImageSizesNotTraps() throws {
        let path = directory.appendingPathComponent("absurd.png").path
        let sizes: [(Size, Int, Int)] = [(Size(width: 393, height: 1e12), 1179, Int(saturating: 3e12)),
                                         (Size(width: 393, height: .infinity), 1179, .max),
                                         (Size(width: .nan, height: 44), 0, 132),
                                         (Size(width: 393, height: -.infinity), 1179, .min)]
        for (size, width, height) in sizes {
            #expect(throws: RenderError.invalidImageSize(width: width, height: height)) {
                try writer.write(DisplayList(size: size), scale: 3, to: path)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func failuresLeaveNothingBehind() throws {
        let existing = directory.appendingPathComponent("existing.png").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: existing))
        #expect(throws: RenderError.invalidImageSize(width: 0, height: 160)) {
            try writer.write(DisplayList(size: Size(width: 0, height: 80)), scale: 2, to: existing)
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me")
        let nowhere = directory.appendingPathComponent("missing/out.png").path
        #expect {
            try writer.write(Self.card, scale: 1, to: nowhere)
        } throws: { error in
            guard case let RenderError.writeFailed(path, reason) = error else { return false }
            return path == nowhere && reason == "No such file or directory"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["existing.png"])
    }

    @Test func displayListsRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.card)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == Self.card)
    }

    /// Decodes a PNG to RGB bytes with libspng.
    func decodeRGB(_ png: [UInt8]) throws -> [UInt8] {
        let decoder = spng_ctx_new(0)
        defer { spng_ctx_free(decoder) }
        var copy = png
        _ = spng_set_png_buffer(decoder, &copy, copy.count)
        var size = 0
        _ = spng_decoded_image_size(decoder, Int32(SPNG_FMT_RGB8.rawValue), &size)
        var image = [UInt8](repeating: 0, count: size)
        let status = spng_decode_image(decoder, &image, size, Int32(SPNG_FMT_RGB8.rawValue), 0)
        #expect(status == 0)
        return image
    }

    /// A tall list painted in many bands: every job count gives the same file, and the pixels are those
    /// of one painter on one surface (bands are painted with a whole-pixel translation). The painters
    /// share one image cache (each file decoded once) and draw texts laid out by the first painter's
    /// measurer, as a render environment's do; others lay their texts out themselves.
    @Test func anyNumberOfThreadsGivesTheSameBytes() throws {
        // A photo drawn small (a scaled copy), shared by every row.
        let photo = directory.appendingPathComponent("photo.png").path
        try PNGWriter(painter: CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog())))
            .write(Self.card, scale: 2, to: photo)
        let images = ImageCache()
        let painters = try (0..<4).map { _ in
            CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()), images: images)
        }
        let body = TextAttributes(font: FontDescriptor(size: 17))
        var commands: [DrawCommand] = []
        for row in 0..<40 {
            let y = Double(row) * 44
            commands.append(.fill(Rect(x: 0, y: y, width: 200, height: 43.5), cornerRadius: 8,
                                  color: row.isMultiple(of: 2) ? .white : Color(hex: "#D1D1D6")!))
            commands.append(.text(TextRun(text: "Row \(row) 오늘도 😀", attributes: body,
                                          color: .black, frame: Rect(x: 44, y: y + 2, width: 120, height: 22))))
            let detail = "Detail \(row % 3)"
            commands.append(.text(TextRun(text: detail, attributes: body, color: .black,
                                          frame: Rect(x: 44, y: y + 22, width: 120, height: 22),
                                          prepared: painters[0].measurer.prepare(detail, body, width: 120))))
            commands.append(.image(ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 8, y: y + 8, width: 28, height: 28),
                                            tint: Color(hex: "#007AFF")!)))
            commands.append(.image(ImageRun(source: .file(path: photo), frame: Rect(x: 168, y: y + 6, width: 28, height: 14),
                                            cornerRadius: 4, clipsToFrame: true)))
        }
        let list = DisplayList(size: Size(width: 200, height: 40 * 44), background: Color(hex: "#F2F2F7")!,
                               commands: commands)
        var files: [Data] = []
        for jobs in [1, 2, 4] {
            var writer = PNGWriter(painters: Array(painters.prefix(jobs)))
            writer.bandRows = 37   // many bands, none aligned with the rows
            let path = directory.appendingPathComponent("jobs\(jobs).png").path
            try writer.write(list, scale: 3, to: path, textChunks: [("cellshot:state", "normal")])
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1] && files[1] == files[2])
        #expect(images.decodeCount == 2)
        #expect(try PNGImage.textChunks(path: directory.appendingPathComponent("jobs4.png").path)
                == ["cellshot:state": "normal"])
        // Texts, shapes and symbols have the same pixels in bands of any height. (A photo drawn through a
        // filter may not: its pattern's inverse matrix rounds differently under each band's translation,
        // by one level here and there. Bands are always 256 rows, so no output depends on it.)
        let shapes = DisplayList(size: list.size, background: list.background, commands: list.commands.filter {
            if case .image(let run) = $0, case .file = run.source { return false }
            return true
        })
        var writer = PNGWriter(painters: painters)
        writer.bandRows = 37
        let banded = directory.appendingPathComponent("banded.png").path, single = directory.appendingPathComponent("single.png").path
        try writer.write(shapes, scale: 3, to: banded)
        try PNGWriter(painter: painters[0]).write(shapes, scale: 3, to: single)
        #expect(try PNGImage.read(path: single).pixels == PNGImage.read(path: banded).pixels)
    }
}
