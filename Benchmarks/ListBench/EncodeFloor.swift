import CSpng
import CellshotRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The floor no renderer can beat: the time to only encode the pixels of cellshot's output PNG with
/// cellshot's own encoder and settings (`PNGWriter.encodeRows`: the same bands, zlib settings and bytes),
/// on one thread. The PNG is decoded row by row as the encoder asks for rows (an image of 10,000 rows at
/// 3x is gigabytes of pixels); the decoding is timed on its own and taken out. The file written must
/// equal cellshot's byte for byte, which proves the encoder and settings are the same.
enum EncodeFloor {
    struct Result {
        /// Wall seconds spent encoding (and writing the file), on one thread.
        var wall: Double
        /// CPU seconds of this thread spent encoding.
        var cpu: Double
        var width: Int
        var height: Int
        /// Whether the re-encoded file equals cellshot's byte for byte.
        var identical: Bool
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
        let identical = try filesEqual(path, outputPath)
        return Result(wall: wall, cpu: cpu, width: width, height: height, identical: identical)
    }

    /// Time spent decoding, added up row by row.
    private final class DecodeClock {
        var wall = 0.0, cpu = 0.0
        func add(wall: Double, cpu: Double) {
            self.wall += wall
            self.cpu += cpu
        }
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
