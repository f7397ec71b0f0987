import CSpng
import Foundation
import Testing
@testable import CellshotRender

/// The deflate back ends (zlib, ISA-L) behind PNGBandEncoder: the same pixels from each, streams any
/// zlib decoder reads, and the same bytes on every run, for any number of threads and on every CPU.
@Suite("PNG deflate back ends", .serialized)
struct PNGDeflaterTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-deflater-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    static let width = 301, height = 997

    /// A picture like cellshot's, without fonts (so that its bytes are the same on every machine): flat
    /// grouped-list colours, hairlines every 44 rows, and speckled "text" runs from a fixed LCG.
    static func row(_ y: Int, _ rgb: UnsafeMutablePointer<UInt8>) {
        var state = UInt32(truncatingIfNeeded: y &* 2_654_435_761)
        for x in 0..<width {
            var pixel: (UInt8, UInt8, UInt8) = x < 16 || x >= width - 16 ? (242, 242, 247) : (255, 255, 255)
            if y % 44 == 43, x >= 32 { pixel = (198, 198, 200) }
            if y % 44 > 12, y % 44 < 30, x >= 40, x < 40 + (y * 7) % 200 {
                state = state &* 1_664_525 &+ 1_013_904_223
                if state >> 29 == 0 { pixel = (UInt8(state >> 8 & 0xFF), UInt8(state >> 8 & 0xFF), UInt8(state >> 8 & 0xFF)) }
            }
            (rgb[3 * x], rgb[3 * x + 1], rgb[3 * x + 2]) = pixel
        }
    }

    /// Every back end and level that PNGDeflater offers.
    static let deflaters: [PNGDeflater] = [PNGCompression.fast.settings, PNGCompression.default.settings,
                                           PNGCompression.small.settings].map { .zlib($0) }
        + (0...3).map { .isal(level: $0) }

    func encode(_ deflater: PNGDeflater, jobs: Int = 1, bandRows: Int = 64, name: String) throws -> [UInt8] {
        let path = directory.appendingPathComponent(name).path
        try PNGRowEncoder(deflater: deflater, bandRows: bandRows)
            .encodeRows(width: Self.width, height: Self.height, to: path, jobs: jobs) { y, rgb in Self.row(y, rgb) }
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The PNG rows as the encoder was given them: filter byte 0, then RGB.
    static let rawRows: [UInt8] = {
        var rows = [UInt8](repeating: 0, count: height * (1 + 3 * width))
        rows.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height { row(y, buffer.baseAddress! + y * (1 + 3 * width) + 1) }
        }
        return rows
    }()

    @Test func isalIsPinnedToItsPortableCode() throws {
        #if arch(x86_64)
        #expect(PNGDeflater.isalAvailable)
        for function in ISALDispatch.portableFunctions {
            let slot = try #require(ISALDispatch.slot(of: function.dispatcher), "\(function.dispatcher)")
            #expect(slot.pointee == ISALDispatch.symbol(function.portable), "\(function.dispatcher)")
        }
        #expect(PNGCompression.fast.deflater == .isal(level: 1))
        #else
        #expect(PNGCompression.fast.deflater == .zlib(PNGCompression.fast.settings))
        #endif
        #expect(PNGCompression.default.deflater == .zlib(PNGCompression.default.settings))
        #expect(PNGCompression.small.deflater == .zlib(PNGCompression.small.settings))
    }

    @Test func aStubThatIsNotADispatcherIsRefusedAndNothingIsWritten() {
        // adler32_base is a plain C function, not a jump through a pointer.
        #expect(ISALDispatch.slot(of: "adler32_base") == nil)
        #expect(ISALDispatch.slot(of: "no_such_function") == nil)
        #expect(!ISALDispatch.pin([("isal_deflate_body", "isal_deflate_body_base"), ("no_such_function", "x")]))
    }

    /// zlib's own inflate (which checks the Adler-32) and libspng give back exactly the rows encoded.
    @Test(arguments: deflaters)
    func everyBackEndWritesAStreamZlibAndLibspngRead(_ deflater: PNGDeflater) throws {
        guard PNGDeflater.isalAvailable || !deflater.isISAL else { return }
        let png = try encode(deflater, name: "\(deflater).png")
        let stream = try Self.imageData(of: png)
        var inflated = [UInt8](repeating: 0, count: Self.rawRows.count + 1)
        var length = uLong(inflated.count)
        #expect(uncompress(&inflated, &length, stream, uLong(stream.count)) == Z_OK, "\(deflater)")
        #expect(Int(length) == Self.rawRows.count)
        #expect(Array(inflated.prefix(Int(length))) == Self.rawRows, "\(deflater)")
        #expect(try Self.decodeRGB(png) == Self.rawRows.enumerated().filter { $0.offset % (1 + 3 * Self.width) != 0 }
            .map(\.element))
    }

    @Test func isalAndZlibGiveTheSamePixels() throws {
        let zlib = try Self.decodeRGB(encode(.zlib(PNGCompression.fast.settings), name: "zlib.png"))
        for level in Int32(0)...3 where PNGDeflater.isalAvailable {
            #expect(try Self.decodeRGB(encode(.isal(level: level), name: "isal-\(level).png")) == zlib)
        }
    }

    /// Bands of 64 rows (16 of them, the last of 37 rows) on 1, 2, 3 or 8 threads, three times over.
    @Test(arguments: deflaters)
    func everyBackEndGivesTheSameBytesForAnyThreadsAndRuns(_ deflater: PNGDeflater) throws {
        guard PNGDeflater.isalAvailable || !deflater.isISAL else { return }
        let first = try encode(deflater, name: "runs.png")
        for run in 0..<3 {
            for jobs in [1, 2, 3, 8] {
                #expect(try encode(deflater, jobs: jobs, name: "runs-\(jobs).png") == first, "\(deflater) \(jobs) \(run)")
            }
        }
    }

    /// The bytes ISA-L writes for `fast`, as a hash: the same on every machine that runs the tests,
    /// which a CPU-dependent path would break (recorded on an AVX-512 machine; the pinned portable code
    /// does not look at the CPU).
    @Test func fastWritesTheSameBytesOnEveryMachine() throws {
        guard PNGDeflater.isalAvailable else { return }
        let png = try encode(.isal(level: 1), name: "fast.png")
        var hash = FNV1a()
        hash.add(png)
        #expect(png.count == 36_641)
        #expect(hash.hex == "108cdaa190ae3ea2")
    }

    @Test func aLevelISALDoesNotHaveIsAClearErrorNotATrap() throws {
        #expect(throws: RenderError.writeFailed(path: directory.appendingPathComponent("bad.png").path,
                                                reason: "ISA-L has no compression level 4 (0…3)")) {
            try encode(.isal(level: 4), name: "bad.png")
        }
    }

    /// The concatenated `IDAT` data of a PNG: the zlib stream.
    static func imageData(of png: [UInt8]) throws -> [UInt8] {
        var data: [UInt8] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" { data += png[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        return data
    }

    static func decodeRGB(_ png: [UInt8]) throws -> [UInt8] {
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

extension PNGDeflater {
    var isISAL: Bool {
        if case .isal = self { true } else { false }
    }
}
