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

    /// Every back end and level that PNGDeflater offers, with and without the "up" filter.
    static let deflaters: [Encoding] = ([PNGCompression.fast.settings, PNGCompression.default.settings,
                                         PNGCompression.small.settings].map { .zlib($0) }
        + (0...3).map { .isal(level: $0) }).flatMap {
            [Encoding($0, .none), Encoding($0, .up), Encoding($0, .upOnRepeatedRows)]
        }

    struct Encoding: Sendable, CustomStringConvertible {
        var deflater: PNGDeflater
        var filter: PNGRowFilter
        init(_ deflater: PNGDeflater, _ filter: PNGRowFilter) {
            self.deflater = deflater
            self.filter = filter
        }
        var description: String { "\(deflater), filter \(filter)" }
    }

    func encode(_ encoding: Encoding, jobs: Int = 1, bandRows: Int = 64, name: String) throws -> [UInt8] {
        try encode(encoding.deflater, filter: encoding.filter, jobs: jobs, bandRows: bandRows, name: name)
    }

    func encode(_ deflater: PNGDeflater, filter: PNGRowFilter = .none, jobs: Int = 1, bandRows: Int = 64,
                name: String) throws -> [UInt8] {
        let path = directory.appendingPathComponent(name).path
        try PNGRowEncoder(deflater: deflater, rowFilter: filter, bandRows: bandRows)
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
        #if os(Linux) && arch(x86_64)
        #expect(PNGDeflater.isalAvailable)
        for function in ISALDispatch.portableFunctions {
            let slot = try #require(ISALDispatch.slot(of: function.dispatcher), "\(function.dispatcher)")
            #expect(slot.pointee == ISALDispatch.symbol(function.portable), "\(function.dispatcher)")
        }
        #expect(PNGCompression.fast.deflater == .isal(level: 1))
        #expect(PNGCompression.fast.rowFilter == .upOnRepeatedRows)
        #else
        #expect(PNGCompression.fast.deflater == .zlib(PNGCompression.fast.settings))
        #endif
        #expect(PNGCompression.default.deflater == .zlib(PNGCompression.default.settings))
        #expect(PNGCompression.default.rowFilter == .none && PNGCompression.small.rowFilter == .none)
        #expect(PNGCompression.small.deflater == .zlib(PNGCompression.small.settings))
    }

    @Test func aStubThatIsNotADispatcherIsRefusedAndNothingIsWritten() {
        // adler32_base is a plain C function, not a jump through a pointer.
        #expect(ISALDispatch.slot(of: "adler32_base") == nil)
        #expect(ISALDispatch.slot(of: "no_such_function") == nil)
        #expect(!ISALDispatch.pin([("isal_deflate_body", "isal_deflate_body_base"), ("no_such_function", "x")]))
    }

    /// zlib's own inflate (which checks the Adler-32) and libspng give back exactly the rows encoded:
    /// unfiltered, or "up"-filtered on every row (or every repeated row) but the first of each band of 64.
    @Test(arguments: deflaters)
    func everyBackEndWritesAStreamZlibAndLibspngRead(_ encoding: Encoding) throws {
        guard PNGDeflater.isalAvailable || !encoding.deflater.isISAL else { return }
        let png = try encode(encoding, name: "\(encoding).png")
        let stream = try Self.imageData(of: png)
        var inflated = [UInt8](repeating: 0, count: Self.rawRows.count + 1)
        var length = uLong(inflated.count)
        #expect(uncompress(&inflated, &length, stream, uLong(stream.count)) == Z_OK, "\(encoding)")
        #expect(Int(length) == Self.rawRows.count)
        let rowBytes = 1 + 3 * Self.width
        var expected = Self.rawRows
        if encoding.filter != .none {
            for row in stride(from: Self.height - 1, through: 1, by: -1) where row % 64 != 0 {
                let line = row * rowBytes, above = line - rowBytes
                if encoding.filter == .upOnRepeatedRows,
                   Self.rawRows[line + 1..<line + rowBytes] != Self.rawRows[above + 1..<above + rowBytes] { continue }
                expected[row * rowBytes] = 2
                for index in 1..<rowBytes { expected[row * rowBytes + index] &-= Self.rawRows[(row - 1) * rowBytes + index] }
            }
        }
        #expect(Array(inflated.prefix(Int(length))) == expected, "\(encoding)")
        #expect(try Self.decodeRGB(png) == Self.rawRows.enumerated().filter { $0.offset % (1 + 3 * Self.width) != 0 }
            .map(\.element))
    }

    @Test func isalAndZlibGiveTheSamePixels() throws {
        let zlib = try Self.decodeRGB(encode(.zlib(PNGCompression.fast.settings), name: "zlib.png"))
        for level in Int32(0)...3 where PNGDeflater.isalAvailable {
            for filter in [PNGRowFilter.none, .up, .upOnRepeatedRows] {
                #expect(try Self.decodeRGB(encode(.isal(level: level), filter: filter, name: "isal.png")) == zlib)
            }
        }
    }

    /// Bands of 64 rows (16 of them, the last of 37 rows) on 1, 2, 3 or 8 threads, three times over.
    @Test(arguments: deflaters)
    func everyBackEndGivesTheSameBytesForAnyThreadsAndRuns(_ encoding: Encoding) throws {
        guard PNGDeflater.isalAvailable || !encoding.deflater.isISAL else { return }
        let first = try encode(encoding, name: "runs.png")
        for run in 0..<3 {
            for jobs in [1, 2, 3, 8] {
                #expect(try encode(encoding, jobs: jobs, name: "runs-\(jobs).png") == first, "\(encoding) \(jobs) \(run)")
            }
        }
    }

    /// The bytes ISA-L writes for `fast`, as a hash: the same on every machine that runs the tests,
    /// which a CPU-dependent path would break (recorded on an AVX-512 machine; the pinned portable code
    /// does not look at the CPU).
    @Test func fastWritesTheSameBytesOnEveryMachine() throws {
        guard PNGDeflater.isalAvailable else { return }
        let png = try encode(PNGCompression.fast.deflater, filter: PNGCompression.fast.rowFilter, name: "fast.png")
        var hash = FNV1a()
        hash.add(png)
        #expect(png.count == 34_525)
        #expect(hash.hex == "1e9085b789022e64")
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
