import CSpng
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

@Suite("PNG compression choices", .serialized)
struct PNGCompressionTests {
    let painter: CairoPainter
    let directory: URL

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-compression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Twelve list rows: flat fills, hairlines and anti-aliased Latin and Korean text, like cellshot's pictures.
    static let list: DisplayList = {
        var commands: [DrawCommand] = [.fill(Rect(x: 16, y: 8, width: 288, height: 12 * 44), cornerRadius: 10, color: .white)]
        for row in 0..<12 {
            let y = 8 + Double(row) * 44
            commands.append(.text(TextRun(text: "Row \(row) · 오늘도 코딩 · Wi-Fi", attributes: TextAttributes(font: FontDescriptor(size: 17)),
                                          color: .black, frame: Rect(x: 32, y: y + 11, width: 240, height: 22))))
            commands.append(.fill(Rect(x: 32, y: y + 43.5, width: 272, height: 0.5), cornerRadius: 0,
                                  color: Color(hex: "#C6C6C8")!))
        }
        return DisplayList(size: Size(width: 320, height: 12 * 44 + 16), background: Color(hex: "#F2F2F7")!,
                           commands: commands)
    }()

    func write(_ compression: PNGCompression, name: String) throws -> [UInt8] {
        var writer = PNGWriter(painter: painter)
        writer.compression = compression
        let path = directory.appendingPathComponent(name).path
        try writer.write(Self.list, scale: 2, to: path)
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func everyChoiceGivesTheSamePixels() throws {
        let pixels = try PNGCompression.allCases.map { try decodeRGB(write($0, name: "\($0.rawValue).png")) }
        #expect(pixels[0].count == 640 * 1088 * 3)
        #expect(pixels.allSatisfy { $0 == pixels[0] })
    }

    @Test func smallIsNotLargerThanDefaultAndFastIsNotSmaller() throws {
        let fast = try write(.fast, name: "fast.png").count
        let standard = try write(.default, name: "default.png").count
        let small = try write(.small, name: "small.png").count
        #expect(small <= standard)
        #expect(standard <= fast)
        #expect(small < fast)
    }

    @Test func everyChoiceGivesTheSameBytesOnEveryRun() throws {
        var files: [PNGCompression: [UInt8]] = [:]
        for compression in PNGCompression.allCases {
            let first = try write(compression, name: "\(compression.rawValue)-1.png")
            #expect(try write(compression, name: "\(compression.rawValue)-2.png") == first, "\(compression)")
            files[compression] = first
        }
        // The choices are really different encodings.
        #expect(files[.fast] != files[.default] && files[.small] != files[.default])
    }

    /// `default` is what every reference image was recorded with before the choice existed (the card
    /// reference in PNGWriterTests checks its bytes); the others are pinned so that they stay deterministic.
    @Test func theSettingsAreFixed() {
        let none = Int32(SPNG_DISABLE_FILTERING.rawValue)
        #expect(PNGCompression.default.settings
                == PNGEncoderSettings(level: 6, windowBits: 15, memoryLevel: 8, strategy: 0, filterChoice: none))
        #expect(PNGCompression.fast.settings
                == PNGEncoderSettings(level: 1, windowBits: 15, memoryLevel: 8, strategy: 0, filterChoice: none))
        #expect(PNGCompression.small.settings
                == PNGEncoderSettings(level: 9, windowBits: 15, memoryLevel: 9, strategy: 0, filterChoice: none))
        #expect(PNGCompression.allCases.map(\.rawValue) == ["fast", "default", "small"])
    }

    @Test func imagesWrittenWithEveryChoiceReadBackUnchanged() throws {
        let image = RGBAImage(width: 3, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                                             9, 9, 9, 255, 200, 100, 50, 255, 1, 2, 3, 255])
        for compression in PNGCompression.allCases {
            let path = directory.appendingPathComponent("image-\(compression.rawValue).png").path
            try PNGImage.write(image, to: path, compression: compression)
            #expect(try PNGImage.read(path: path) == image)
        }
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
        #expect(spng_decode_image(decoder, &image, size, Int32(SPNG_FMT_RGB8.rawValue), 0) == 0)
        return image
    }
}
