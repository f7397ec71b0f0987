import CSpng
import CellshotRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The floor no renderer can beat: the time to only encode the pixels of cellshot's output PNG with
/// cellshot's own encoder settings. The PNG is decoded once, streamed in batches of rows (an image of
/// 10,000 rows at 3x is gigabytes of pixels), and only the encoding calls are timed — row by row
/// through libspng's progressive encoder into a file, as `PNGWriter` does. The file written must equal
/// cellshot's byte for byte, which proves the settings are the same.
enum EncodeFloor {
    struct Result {
        /// Wall seconds spent encoding (and closing the file).
        var wall: Double
        /// CPU seconds of this thread spent encoding.
        var cpu: Double
        var width: Int
        var height: Int
        /// Whether the re-encoded file equals cellshot's byte for byte.
        var identical: Bool
    }

    /// Rows decoded, then encoded, at a time.
    static let batchRows = 64

    static func measure(png path: String, compression: PNGCompression, scratch: String) throws -> Result {
        guard let input = fopen(path, "rb") else { throw BenchError("cannot open \(path)") }
        defer { fclose(input) }
        guard let decoder = spng_ctx_new(0) else { throw BenchError("spng_ctx_new failed") }
        defer { spng_ctx_free(decoder) }
        try check(spng_set_png_file(decoder, input), "set the input")
        var header = spng_ihdr()
        try check(spng_get_ihdr(decoder, &header), "read the header")
        guard header.color_type == UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue), header.bit_depth == 8 else {
            throw BenchError("\(path) is not 8-bit RGB, as cellshot writes")
        }
        let width = Int(header.width), height = Int(header.height)
        try check(spng_decode_image(decoder, nil, 0, Int32(SPNG_FMT_RGB8.rawValue),
                                    Int32(SPNG_DECODE_PROGRESSIVE.rawValue)), "start decoding")

        let outputPath = scratch + "/floor.png"
        guard let output = fopen(outputPath, "wb") else { throw BenchError("cannot create \(outputPath)") }
        defer { unlink(outputPath) }
        guard let encoder = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { throw BenchError("spng_ctx_new failed") }
        defer { spng_ctx_free(encoder) }

        var wall = 0.0, cpu = 0.0
        func timed(_ body: () throws -> Void) rethrows {
            let (startWall, startCPU) = (monotonicSeconds(), threadCPUSeconds())
            try body()
            wall += monotonicSeconds() - startWall
            cpu += threadCPUSeconds() - startCPU
        }
        let rowBytes = 3 * width
        var batch = [UInt8](repeating: 0, count: rowBytes * batchRows)
        try timed {
            try check(spng_set_png_file(encoder, output), "set the output")
            try applySettings(compression.settings, to: encoder)
            var outputHeader = header
            try check(spng_set_ihdr(encoder, &outputHeader), "write the header")
            try check(spng_encode_image(encoder, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
                                        Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)),
                      "start encoding")
        }
        var row = 0
        while row < height {
            let count = min(batchRows, height - row)
            try batch.withUnsafeMutableBytes { buffer in
                for index in 0..<count {
                    let status = spng_decode_row(decoder, buffer.baseAddress! + index * rowBytes, rowBytes)
                    guard status == 0 || status == Int32(SPNG_EOI.rawValue) else { try check(status, "decode a row") ; return }
                }
            }
            try timed {
                try batch.withUnsafeBytes { buffer in
                    for index in 0..<count {
                        let status = spng_encode_row(encoder, buffer.baseAddress! + index * rowBytes, rowBytes)
                        guard status == 0 || status == Int32(SPNG_EOI.rawValue) else { try check(status, "encode a row"); return }
                    }
                }
            }
            row += count
        }
        try timed { guard fclose(output) == 0 else { throw BenchError("cannot close \(outputPath)") } }
        let identical = try filesEqual(path, outputPath)
        return Result(wall: wall, cpu: cpu, width: width, height: height, identical: identical)
    }

    /// The settings `PNGWriter` applies, option by option (none left to libspng's own choices).
    private static func applySettings(_ settings: PNGEncoderSettings, to encoder: OpaquePointer) throws {
        try check(spng_set_option(encoder, SPNG_IMG_COMPRESSION_LEVEL, settings.level), "level")
        try check(spng_set_option(encoder, SPNG_IMG_WINDOW_BITS, settings.windowBits), "window bits")
        try check(spng_set_option(encoder, SPNG_IMG_MEM_LEVEL, settings.memoryLevel), "memory level")
        try check(spng_set_option(encoder, SPNG_IMG_COMPRESSION_STRATEGY, settings.strategy), "strategy")
        try check(spng_set_option(encoder, SPNG_FILTER_CHOICE, settings.filterChoice), "filter")
    }

    private static func filesEqual(_ first: String, _ second: String) throws -> Bool {
        guard let a = FileHandle(forReadingAtPath: first), let b = FileHandle(forReadingAtPath: second) else {
            throw BenchError("cannot compare \(first) with \(second)")
        }
        defer { try? a.close(); try? b.close() }
        while true {
            let left = a.readData(ofLength: 1 << 20), right = b.readData(ofLength: 1 << 20)
            if left != right { return false }
            if left.isEmpty { return true }
        }
    }

    private static func check(_ status: Int32, _ step: String) throws {
        guard status == 0 else { throw BenchError("libspng: \(step): \(String(cString: spng_strerror(status)))") }
    }
}
