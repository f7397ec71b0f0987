import CIsal
import CSpng
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an opaque RGB PNG whose rows are produced band by band, deflating the bands on several
/// threads and joining them into one zlib stream, as pigz does.
///
/// Each band of ``bandRows`` pixel rows is deflated on its own, with no history from the band before
/// (raw deflate ending byte-aligned — zlib's sync flush, ISA-L's full flush — the last one finishing
/// the stream), so workers never wait for each other; the writer puts the
/// bands' bytes into `IDAT` chunks in order and ends the stream with the Adler-32 of all the rows,
/// combined from the bands'. Band boundaries are a constant, never the number of threads, so the
/// file is the same bytes for any `jobs`: one thread, two or eight.
///
/// Memory stays bounded whatever the image's height: each worker holds one band of rows and its
/// deflated bytes, and at most `2 × jobs` deflated bands wait for the writer.
struct PNGBandEncoder {
    /// The pixel rows of a band by default: 256 rows of a 1,179 px (3x iPhone) image are 0.9 MB of samples.
    static let defaultBandRows = 256

    let width: Int
    let height: Int
    /// The pixel rows of one band (the last may have fewer).
    var bandRows = Self.defaultBandRows
    /// The deflate implementation and its settings.
    let deflater: PNGDeflater
    /// The row filter applied to every row of a band but its first.
    var rowFilter = PNGRowFilter.none

    /// The number of bands.
    var bandCount: Int { (height + bandRows - 1) / bandRows }

    /// Fills a band's rows: `rows` rows starting at pixel row `first`, each `1 + 3 × width` bytes (the
    /// filter byte 0, then R, G, B), into `buffer`, on worker `worker` (0 ..< jobs). Called once per band,
    /// from the worker's thread; each worker's calls come one at a time.
    typealias BandFiller = (_ worker: Int, _ first: Int, _ rows: Int, _ buffer: UnsafeMutablePointer<UInt8>)
        throws(RenderError) -> Void

    /// Encodes the image into `file`: signature, header, text chunks, the bands, the end.
    func encode(into file: UnsafeMutablePointer<FILE>, textChunks: [PNGTextChunk], jobs: Int,
                fill: @escaping BandFiller) throws(RenderError) {
        let chunks = PNGChunkWriter(file: file)
        try chunks.writeSignature()
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]   // 8 bits per sample, truecolour, deflate, filter method 0 (a type per row), no interlace
        try chunks.write("IHDR", header)
        for text in textChunks { try chunks.write(text.chunkType, text.chunkData) }

        // The zlib header: deflate with a 2^windowBits window, the level's FLEVEL, no dictionary, its check.
        // ISA-L's window is 32 KiB (2^15); its levels are all "fastest" or "fast" by zlib's measure.
        let (flevel, windowBits): (UInt8, Int32) = switch deflater {
        case .zlib(let settings):
            (settings.level < 2 ? 0 : settings.level < 6 ? 1 : settings.level == 6 ? 2 : 3, settings.windowBits)
        case .isal(let level): (level < 2 ? 0 : 1, 15)
        }
        let cmf = UInt8(8 | (windowBits - 8) << 4)
        var flg = flevel << 6
        flg += UInt8(31 - (UInt16(cmf) << 8 | UInt16(flg)) % 31)
        var pending: [UInt8] = [cmf, flg]
        var adler = adler32(0, nil, 0)

        try produceBands(jobs: jobs, fill: fill) { band throws(RenderError) in
            adler = adler32_combine(adler, band.adler, band.rawLength)
            pending += band.deflated
            try chunks.write("IDAT", pending)
            pending.removeAll(keepingCapacity: true)
        }
        var trailer: [UInt8] = []
        trailer.appendBigEndian(UInt32(adler))
        try chunks.write("IDAT", trailer)
        try chunks.write("IEND", [])
    }

    /// One band, deflated.
    struct DeflatedBand {
        var deflated: [UInt8]
        var adler: uLong
        var rawLength: Int
    }

    /// Runs the workers and hands the writer each band in order, on the calling thread.
    private func produceBands(jobs: Int, fill: @escaping BandFiller,
                              write: (DeflatedBand) throws(RenderError) -> Void) throws(RenderError) {
        let count = bandCount
        let jobs = max(1, min(jobs, count))
        if jobs == 1 {
            // No threads: the same bands, deflated one after the other.
            var worker = try BandWorker(encoder: self)
            defer { worker.release() }
            for index in 0..<count { try write(try worker.band(index, worker: 0, fill: fill)) }
            return
        }
        let queue = BandQueue(count: count, window: 2 * jobs)
        let group = DispatchGroup()
        let encoder = self
        let shared = UncheckedSendable(fill)
        for worker in 0..<jobs {
            DispatchQueue.global().async(group: group) {
                do throws(RenderError) {
                    var bands = try BandWorker(encoder: encoder)
                    defer { bands.release() }
                    while let index = queue.claim() {
                        queue.deliver(try bands.band(index, worker: worker, fill: shared.value), at: index)
                    }
                } catch {
                    queue.fail(error)
                }
            }
        }
        defer {
            queue.stop()
            group.wait()
        }
        for index in 0..<count {
            switch queue.take(index) {
            case .success(let band): try write(band)
            case .failure(let error): throw error
            }
        }
    }
}

/// A worker's reused buffers and deflate stream.
private struct BandWorker {
    let encoder: PNGBandEncoder
    private let rowBytes: Int
    private let capacity: Int
    private var rows: UnsafeMutablePointer<UInt8>
    private var output: [UInt8]
    private let deflater: BandDeflater

    /// The bytes zeroed after a band's rows. ISA-L may read a little past the end of its input while
    /// matching; what it finds there must not depend on the band this worker deflated before (the
    /// last band is shorter), or the bytes would depend on the number of threads.
    static let guardBytes = 4096

    init(encoder: PNGBandEncoder) throws(RenderError) {
        self.encoder = encoder
        rowBytes = 1 + 3 * encoder.width
        capacity = rowBytes * encoder.bandRows
        deflater = try BandDeflater(encoder.deflater, capacity: capacity)
        rows = .allocate(capacity: capacity + Self.guardBytes)
        output = [UInt8](repeating: 0, count: deflater.bound(capacity))
    }

    func release() {
        deflater.release()
        rows.deallocate()
    }

    /// Band `index`: filled, checksummed and deflated (finishing the stream if it is the last).
    mutating func band(_ index: Int, worker: Int, fill: PNGBandEncoder.BandFiller) throws(RenderError)
        -> PNGBandEncoder.DeflatedBand {
        let first = index * encoder.bandRows
        let count = min(encoder.bandRows, encoder.height - first)
        let length = count * rowBytes
        try fill(worker, first, count, rows)
        if encoder.rowFilter != .none {
            Self.filterUp(rows, rowBytes: rowBytes, count: count, repeatedOnly: encoder.rowFilter == .upOnRepeatedRows)
        }
        (rows + length).initialize(repeating: 0, count: capacity + Self.guardBytes - length)
        let last = first + count == encoder.height
        let (adler, produced) = try output.withUnsafeMutableBufferPointer { buffer throws(RenderError) in
            try deflater.deflate(rows, length: length, last: last, into: buffer)
        }
        return PNGBandEncoder.DeflatedBand(deflated: Array(output[0..<produced]), adler: adler, rawLength: length)
    }
}

extension BandWorker {
    /// PNG's "up" filter on rows 1..<count, in place (`repeatedOnly`: only on rows equal to the row
    /// above, which become zeros): from the last row up, so that each row is compared with the row
    /// above before that row is filtered itself.
    static func filterUp(_ rows: UnsafeMutablePointer<UInt8>, rowBytes: Int, count: Int, repeatedOnly: Bool) {
        guard count > 1 else { return }
        for row in stride(from: count - 1, through: 1, by: -1) {
            let line = rows + row * rowBytes, above = line - rowBytes
            if repeatedOnly {
                guard memcmp(line + 1, above + 1, rowBytes - 1) == 0 else { continue }
                line[0] = 2
                (line + 1).update(repeating: 0, count: rowBytes - 1)
            } else {
                line[0] = 2
                for index in 1..<rowBytes { line[index] &-= above[index] }
            }
        }
    }
}

/// One worker's deflate state: a zlib stream, or ISA-L's stream and level buffer.
private enum BandDeflater {
    /// On the heap: zlib keeps the stream's address in its state and refuses a moved stream.
    case zlib(UnsafeMutablePointer<z_stream>)
    case isal(level: UInt32, stream: UnsafeMutableRawPointer, levelBuffer: UnsafeMutableRawBufferPointer)

    init(_ deflater: PNGDeflater, capacity: Int) throws(RenderError) {
        switch deflater {
        case .zlib(let settings):
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            let status = deflateInit2_(stream, settings.level, Z_DEFLATED, -settings.windowBits, settings.memoryLevel,
                                       settings.strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
            guard status == Z_OK else {
                stream.deallocate()
                throw .writeFailed(path: "", reason: "deflateInit2 failed (\(status))")
            }
            self = .zlib(stream)
        case .isal(let level):
            guard (0...3).contains(level) else {
                throw .writeFailed(path: "", reason: "ISA-L has no compression level \(level) (0…3)")
            }
            guard PNGDeflater.isalAvailable else {
                throw .writeFailed(path: "", reason: "ISA-L's deflate cannot be pinned to its portable code on "
                                   + "this machine, so it would not write the same bytes everywhere; use zlib")
            }
            guard UInt64(capacity) < UInt64(UInt32.max) / 2, let stream = cellshot_isal_stream_create() else {
                throw .writeFailed(path: "", reason: "cannot allocate ISA-L's deflate state")
            }
            // Zeroed once; ISA-L's stateless deflate resets what it uses of it for every band.
            let size = Int(cellshot_isal_level_buffer_size(UInt32(level)))
            let levelBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 64)
            levelBuffer.initializeMemory(as: UInt8.self, repeating: 0)
            self = .isal(level: UInt32(level), stream: stream, levelBuffer: levelBuffer)
        }
    }

    func release() {
        switch self {
        case .zlib(let stream):
            deflateEnd(stream)
            stream.deallocate()
        case .isal(_, let stream, let levelBuffer):
            free(stream)
            levelBuffer.deallocate()
        }
    }

    /// The most bytes `length` input bytes can deflate to, with room to spare.
    func bound(_ length: Int) -> Int {
        switch self {
        case .zlib(let stream): Int(deflateBound(stream, uLong(length))) + 64
        case .isal: Int(cellshot_isal_deflate_bound(UInt64(length)))
        }
    }

    /// Deflates `length` bytes into `buffer` (``bound(_:)`` bytes at least); returns their Adler-32
    /// and the bytes written.
    func deflate(_ input: UnsafeMutablePointer<UInt8>, length: Int, last: Bool,
                 into buffer: UnsafeMutableBufferPointer<UInt8>) throws(RenderError) -> (adler: uLong, produced: Int) {
        switch self {
        case .zlib(let stream):
            let adler = adler32(adler32(0, nil, 0), input, uInt(length))
            guard deflateReset(stream) == Z_OK else { throw .writeFailed(path: "", reason: "deflateReset failed") }
            stream.pointee.next_in = input
            stream.pointee.avail_in = uInt(length)
            stream.pointee.next_out = buffer.baseAddress
            stream.pointee.avail_out = uInt(buffer.count)
            _ = CSpng.deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            guard stream.pointee.avail_in == 0 else {
                throw .writeFailed(path: "", reason: "deflate left input behind")
            }
            return (adler, buffer.count - Int(stream.pointee.avail_out))
        case .isal(let level, let stream, let levelBuffer):
            // Adler-32 has one right value, so ISA-L's vectorised version (dispatched per CPU) is safe.
            let adler = uLong(isal_adler32(1, input, UInt64(length)))
            var produced: UInt32 = 0
            let status = cellshot_isal_deflate_band(
                stream, level, levelBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                UInt32(levelBuffer.count), input, UInt32(length), buffer.baseAddress, UInt32(buffer.count),
                last ? 1 : 0, &produced)
            guard status == COMP_OK else {
                throw .writeFailed(path: "", reason: "ISA-L's deflate failed (\(Self.isalStatus(status)))")
            }
            return (adler, Int(produced))
        }
    }

    /// ISA-L's status codes of igzip_lib.h, named.
    static func isalStatus(_ status: Int32) -> String {
        switch status {
        case STATELESS_OVERFLOW: "the output did not fit its buffer"
        case INVALID_FLUSH: "invalid flush"
        case ISAL_INVALID_LEVEL: "invalid level"
        case ISAL_INVALID_LEVEL_BUF: "the level buffer is too small"
        default: "status \(status)"
        }
    }
}

/// The bands between the workers and the writer: claimed in order, at most `window` ahead of the writer.
private final class BandQueue: @unchecked Sendable {
    private let condition = PThreadCondition()
    private let count: Int
    private let window: Int
    private var next = 0
    private var written = 0
    private var done: [Int: PNGBandEncoder.DeflatedBand] = [:]
    private var failure: RenderError?
    private var stopped = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next band to make, once the writer is near enough; `nil` when there is none or work stopped.
    func claim() -> Int? {
        condition.locked { () -> Int? in
            while next < count, next - written >= window, failure == nil, !stopped { condition.wait() }
            guard next < count, failure == nil, !stopped else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func deliver(_ band: PNGBandEncoder.DeflatedBand, at index: Int) {
        condition.locked {
            done[index] = band
            condition.broadcast()
        }
    }

    func fail(_ error: RenderError) {
        condition.locked {
            if failure == nil { failure = error }
            condition.broadcast()
        }
    }

    /// Stops the workers (after the last band, or when the writer fails).
    func stop() {
        condition.locked {
            stopped = true
            condition.broadcast()
        }
    }

    /// Band `index`, waiting for it; or the first worker's failure.
    func take(_ index: Int) -> Result<PNGBandEncoder.DeflatedBand, RenderError> {
        condition.locked {
            while done[index] == nil, failure == nil { condition.wait() }
            if let band = done.removeValue(forKey: index) {
                written = index + 1
                condition.broadcast()
                return .success(band)
            }
            return .failure(failure!)
        }
    }
}

/// A pthread mutex and condition variable (CellshotRender does without Foundation).
private final class PThreadCondition {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }

    /// Waits; call with the lock held.
    func wait() { pthread_cond_wait(&condition, &mutex) }

    /// Wakes every waiter; call with the lock held.
    func broadcast() { pthread_cond_broadcast(&condition) }
}

/// A value handed to worker threads that only ever use it one call at a time per worker, each
/// worker with its own painter (see ``PNGWriter``).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// PNG chunks (length, type, data, CRC-32) written to a file.
struct PNGChunkWriter {
    let file: UnsafeMutablePointer<FILE>

    func writeSignature() throws(RenderError) {
        try put([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func write(_ type: String, _ data: [UInt8]) throws(RenderError) {
        var head: [UInt8] = []
        head.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        head += typeBytes
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        var tail: [UInt8] = []
        tail.appendBigEndian(UInt32(crc))
        try put(head)
        try put(data)
        try put(tail)
    }

    private func put(_ bytes: [UInt8]) throws(RenderError) {
        guard !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { throw .writeFailed(path: "", reason: String(cString: strerror(errno))) }
    }
}

extension PNGTextChunk {
    /// `tEXt` for Latin-1 texts, `iTXt` (uncompressed, no language) for the others.
    var chunkType: String { isInternational ? "iTXt" : "tEXt" }

    /// The chunk's data: keyword, NUL, then the text (after `iTXt`'s flags and empty language fields).
    var chunkData: [UInt8] {
        keyword + [0] + (isInternational ? [0, 0, 0, 0] : []) + text
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
