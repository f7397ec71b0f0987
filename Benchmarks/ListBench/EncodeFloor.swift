import CSpng
import CellshotRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The floor no renderer can beat: the time to only encode the pixels of cellshot's output PNG with
/// cellshot's own encoder (`PNGRowEncoder`: the same bands as `PNGWriter`) and its fastest choice
/// (`PNGCompression.fast`: ISA-L level 1), on one thread — a floor measured with a slower encoder than
/// the fastest would flatter the render's ratio to it. The PNG is decoded row by row as the encoder asks
/// for rows (an image of 10,000 rows at 3x is gigabytes of pixels); the decoding is timed on its own and
/// taken out. The file written must decode to exactly cellshot's pixels (compared row by row).
enum EncodeFloor {
    struct Result {
        /// Wall seconds spent encoding (and writing the file), on one thread.
        var wall: Double
        /// CPU seconds of this thread spent encoding.
        var cpu: Double
        var width: Int
        var height: Int
        /// Whether the re-encoded file decodes to exactly the pixels of cellshot's.
        var samePixels: Bool
    }

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
        defer { unlink(outputPath) }
        // Decoding happens inside the encoder's row requests: its time is measured there and taken out.
        let decoding = DecodeClock()
        let encoder = PNGRowEncoder(compression: compression)
        let rowBytes = 3 * width
        let (startWall, startCPU) = (monotonicSeconds(), threadCPUSeconds())
        try encoder.encodeRows(width: width, height: height, to: outputPath, jobs: 1) { _, rgb throws(RenderError) in
            let (wall, cpu) = (monotonicSeconds(), threadCPUSeconds())
            let status = spng_decode_row(decoder, rgb, rowBytes)
            decoding.add(wall: monotonicSeconds() - wall, cpu: threadCPUSeconds() - cpu)
            guard status == 0 || status == Int32(SPNG_EOI.rawValue) else {
                throw .imageUnreadable(path: path, reason: String(cString: spng_strerror(status)))
            }
        }
        let wall = monotonicSeconds() - startWall - decoding.wall
        let cpu = threadCPUSeconds() - startCPU - decoding.cpu
        let samePixels = try pixelsEqual(path, outputPath)
        return Result(wall: wall, cpu: cpu, width: width, height: height, samePixels: samePixels)
    }

    /// Time spent decoding, added up row by row.
    private final class DecodeClock {
        var wall = 0.0, cpu = 0.0
        func add(wall: Double, cpu: Double) {
            self.wall += wall
            self.cpu += cpu
        }
    }

    /// Whether two PNGs have the same size and RGB pixels, decoded side by side a row at a time.
    private static func pixelsEqual(_ first: String, _ second: String) throws -> Bool {
        guard let a = fopen(first, "rb"), let b = fopen(second, "rb") else {
            throw BenchError("cannot compare \(first) with \(second)")
        }
        defer { fclose(a); fclose(b) }
        guard let left = spng_ctx_new(0), let right = spng_ctx_new(0) else { throw BenchError("spng_ctx_new failed") }
        defer { spng_ctx_free(left); spng_ctx_free(right) }
        var headers = (spng_ihdr(), spng_ihdr())
        try check(spng_set_png_file(left, a), "set the input")
        try check(spng_set_png_file(right, b), "set the input")
        try check(spng_get_ihdr(left, &headers.0), "read the header")
        try check(spng_get_ihdr(right, &headers.1), "read the header")
        guard headers.0.width == headers.1.width, headers.0.height == headers.1.height else { return false }
        for decoder in [left, right] {
            try check(spng_decode_image(decoder, nil, 0, Int32(SPNG_FMT_RGB8.rawValue),
                                        Int32(SPNG_DECODE_PROGRESSIVE.rawValue)), "start decoding")
        }
        let rowBytes = 3 * Int(headers.0.width)
        var rows = ([UInt8](repeating: 0, count: rowBytes), [UInt8](repeating: 0, count: rowBytes))
        for _ in 0..<headers.0.height {
            let statuses = (spng_decode_row(left, &rows.0, rowBytes), spng_decode_row(right, &rows.1, rowBytes))
            for status in [statuses.0, statuses.1] where status != 0 && status != Int32(SPNG_EOI.rawValue) {
                try check(status, "decode a row")
            }
            if rows.0 != rows.1 { return false }
        }
        return true
    }

    private static func check(_ status: Int32, _ step: String) throws {
        guard status == 0 else { throw BenchError("libspng: \(step): \(String(cString: spng_strerror(status)))") }
    }
}
