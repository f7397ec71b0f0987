import CSpng
import Foundation
import Testing
@testable import CellshotRender

@Suite("PNG images in memory")
struct PNGImageTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-pngimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A 3 × 2 image with distinct pixels; `alpha` for the last one.
    static func sample(alpha: UInt8 = 255) -> RGBAImage {
        RGBAImage(width: 3, height: 2, pixels: [
            255, 0, 0, 255, /**/ 0, 255, 0, 255, /**/ 0, 0, 255, 255,
            10, 20, 30, 255, /**/ 200, 100, 50, 255, /**/ 1, 2, 3, alpha,
        ])
    }

    /// Writes a PNG of any format with libspng directly: `data` is in the PNG's own sample layout.
    func writeRaw(_ name: String, width: Int, height: Int, colorType: spng_color_type, bitDepth: UInt8,
                  data: [UInt8], palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = [],
                  interlaced: Bool = false) throws -> String {
        let file = path(name)
        let handle = try #require(fopen(file, "wb"))
        defer { fclose(handle) }
        let encoder = try #require(spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)))
        defer { spng_ctx_free(encoder) }
        #expect(spng_set_png_file(encoder, handle) == 0)
        var header = spng_ihdr(width: UInt32(width), height: UInt32(height), bit_depth: bitDepth,
                               color_type: UInt8(colorType.rawValue), compression_method: 0, filter_method: 0,
                               interlace_method: interlaced ? 1 : 0)
        #expect(spng_set_ihdr(encoder, &header) == 0)
        if !palette.isEmpty {
            var plte = spng_plte()
            plte.n_entries = UInt32(palette.count)
            withUnsafeMutableBytes(of: &plte.entries) { entries in
                for (index, entry) in palette.enumerated() {
                    entries[4 * index] = entry.0
                    entries[4 * index + 1] = entry.1
                    entries[4 * index + 2] = entry.2
                    entries[4 * index + 3] = 255
                }
            }
            #expect(spng_set_plte(encoder, &plte) == 0)
        }
        if !transparency.isEmpty {
            var trns = spng_trns()
            trns.n_type3_entries = UInt32(transparency.count)
            withUnsafeMutableBytes(of: &trns.type3_alpha) { $0.copyBytes(from: transparency) }
            #expect(spng_set_trns(encoder, &trns) == 0)
        }
        var bytes = data
        #expect(spng_encode_image(encoder, &bytes, bytes.count, Int32(SPNG_FMT_RAW.rawValue),
                                  Int32(SPNG_ENCODE_FINALIZE.rawValue)) == 0)
        return file
    }

    @Test func opaqueImagesRoundTripThroughRGB() throws {
        let image = Self.sample()
        try PNGImage.write(image, to: path("rgb.png"))
        #expect(try PNGImage.read(path: path("rgb.png")) == image)
        // Colour type 2 (RGB) in the header: byte 25 of the file.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path("rgb.png")))
        #expect(bytes[25] == 2)
        // No temporary file is left beside it.
        let folder = (path("rgb.png") as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".partial-") } == [])
    }

    @Test func translucentImagesRoundTripThroughRGBA() throws {
        let image = Self.sample(alpha: 77)
        try PNGImage.write(image, to: path("rgba.png"))
        #expect(try PNGImage.read(path: path("rgba.png")) == image)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path("rgba.png")))
        #expect(bytes[25] == 6)
    }

    @Test func equalImagesGiveEqualBytes() throws {
        try PNGImage.write(Self.sample(alpha: 9), to: path("a.png"), textChunks: [("Software", "cellshot")])
        try PNGImage.write(Self.sample(alpha: 9), to: path("b.png"), textChunks: [("Software", "cellshot")])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
            == Data(contentsOf: URL(fileURLWithPath: path("b.png"))))
    }

    @Test func readsGreyAndGreyWithAlpha() throws {
        let grey = try writeRaw("grey.png", width: 2, height: 1, colorType: SPNG_COLOR_TYPE_GRAYSCALE, bitDepth: 8,
                                data: [0, 128])
        #expect(try PNGImage.read(path: grey).pixels == [0, 0, 0, 255, 128, 128, 128, 255])
        let greyAlpha = try writeRaw("grey-alpha.png", width: 2, height: 1,
                                     colorType: SPNG_COLOR_TYPE_GRAYSCALE_ALPHA, bitDepth: 8, data: [50, 0, 200, 100])
        #expect(try PNGImage.read(path: greyAlpha).pixels == [50, 50, 50, 0, 200, 200, 200, 100])
        // 1-bit grey: 0b1010_0000 is white, black, white, black (padding ignored).
        let bits = try writeRaw("grey-1bit.png", width: 4, height: 1, colorType: SPNG_COLOR_TYPE_GRAYSCALE,
                                bitDepth: 1, data: [0b1010_0000])
        #expect(try PNGImage.read(path: bits).pixels
            == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255])
    }

    @Test func readsPalettesWithTransparency() throws {
        let file = try writeRaw("palette.png", width: 3, height: 1, colorType: SPNG_COLOR_TYPE_INDEXED, bitDepth: 8,
                                data: [2, 0, 1], palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255)],
                                transparency: [128])
        #expect(try PNGImage.read(path: file).pixels == [0, 0, 255, 255, 255, 0, 0, 128, 0, 255, 0, 255])
    }

    @Test func reduces16BitSamplesTo8Bits() throws {
        // Big-endian 16-bit samples: 0xFF00 → 0xFF, 0x8000 → 0x80, 0x0000 → 0.
        let file = try writeRaw("rgb16.png", width: 1, height: 1, colorType: SPNG_COLOR_TYPE_TRUECOLOR, bitDepth: 16,
                                data: [0xFF, 0x00, 0x80, 0x00, 0x00, 0x00])
        let pixel = try PNGImage.read(path: file)[0, 0]
        #expect(pixel.r == 0xFF && pixel.g == 0x80 && pixel.b == 0 && pixel.a == 255)
    }

    @Test func readsInterlacedImages() throws {
        // 9 × 9 grey pixels numbered row by row: Adam7 spreads them over all seven passes.
        let values = (0..<81).map { UInt8($0 * 3) }
        let file = try writeRaw("interlaced.png", width: 9, height: 9, colorType: SPNG_COLOR_TYPE_GRAYSCALE, bitDepth: 8,
                                data: values, interlaced: true)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(bytes[28] == 1)   // the header's interlace method
        let image = try PNGImage.read(path: file)
        #expect(image.pixels == values.flatMap { [$0, $0, $0, 255] })
    }

    @Test func textChunksRoundTrip() throws {
        let chunks = [("Title", "Wi-Fi row"), ("Comment", "Café, naïve\nline two"), ("Description", "오늘도 코딩 😀"),
                      ("Tabbed", "a\tb")]
        try PNGImage.write(Self.sample(), to: path("text.png"), textChunks: chunks)
        let read = try PNGImage.textChunks(path: path("text.png"))
        #expect(read == ["Title": "Wi-Fi row", "Comment": "Café, naïve\nline two", "Description": "오늘도 코딩 😀",
                         "Tabbed": "a\tb"])
        #expect(try PNGImage.read(path: path("text.png")) == Self.sample())
        try PNGImage.write(Self.sample(), to: path("none.png"))
        #expect(try PNGImage.textChunks(path: path("none.png")) == [:])
    }

    @Test func refusesBadKeywordsAndLeavesNoFile() {
        for keyword in ["", String(repeating: "k", count: 80), " lead", "trail ", "dou  ble", "한글", "tab\t"] {
            #expect(throws: RenderError.self) {
                try PNGImage.write(Self.sample(), to: path("bad.png"), textChunks: [(keyword, "x")])
            }
        }
        for text in ["", "nul\0"] {
            #expect(throws: RenderError.self) {
                try PNGImage.write(Self.sample(), to: path("bad.png"), textChunks: [("Comment", text)])
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path("bad.png")))
    }

    @Test func refusesEmptyImages() {
        #expect(throws: RenderError.invalidImageSize(width: 0, height: 3)) {
            try PNGImage.write(RGBAImage(width: 0, height: 3, pixels: []), to: path("empty.png"))
        }
    }

    @Test func namesThePathOfUnreadableFiles() throws {
        let missing = path("missing.png")
        #expect(throws: RenderError.imageUnreadable(path: missing, reason: "No such file or directory")) {
            try PNGImage.read(path: missing)
        }
        let text = path("text.txt")
        try Data("hello, world".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: RenderError.imageUnreadable(path: text, reason: "not a PNG file")) {
            try PNGImage.read(path: text)
        }
        #expect(throws: RenderError.imageUnreadable(path: text, reason: "not a PNG file")) {
            try PNGImage.textChunks(path: text)
        }
        // A PNG cut short in its image data.
        try PNGImage.write(Self.sample(alpha: 3), to: path("whole.png"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path("whole.png")))
        try bytes.prefix(bytes.count - 20).write(to: URL(fileURLWithPath: path("cut.png")))
        #expect(throws: RenderError.self) { try PNGImage.read(path: path("cut.png")) }
    }

    @Test func refusesImagesTooLargeToDecode() throws {
        // A header claiming 30,000 × 30,000 pixels (3.6 GB as RGBA) is refused before allocating.
        let file = try writeRaw("huge.png", width: 30_000, height: 30_000, colorType: SPNG_COLOR_TYPE_GRAYSCALE,
                                bitDepth: 1, data: [UInt8](repeating: 0, count: 3750 * 30_000))
        #expect {
            try PNGImage.read(path: file)
        } throws: { error in
            "\(error)".contains("larger than the 1024 MiB cellshot reads")
        }
    }

    @Test func subscriptReadsOnePixel() {
        let pixel = Self.sample(alpha: 7)[2, 1]
        #expect(pixel.r == 1 && pixel.g == 2 && pixel.b == 3 && pixel.a == 7)
    }
}
