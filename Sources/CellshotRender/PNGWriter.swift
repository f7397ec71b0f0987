import CCairo
import CSpng
import CellshotGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `DisplayList` as an opaque RGB PNG of any height with bounded memory, on one thread or several.
///
/// The list is painted in bands of ``bandRows`` (256) pixel rows (``PNGBandEncoder``): each thread paints a band into
/// its own reused Cairo surface with its own painter (Pango objects are never shared; images may be),
/// turns it into PNG rows and deflates it; the bands are written in order as one zlib stream. Encoder
/// settings are fixed for each ``PNGCompression`` (``PNGCompression/default``: zlib level 6;
/// ``PNGCompression/fast``: ISA-L level 1, repeated rows "up"-filtered; no timestamps) and band boundaries do not
/// depend on the number of threads, so equal lists give equal bytes with one painter or eight.
/// The file is written next to its destination and renamed into place: a failure never leaves a
/// partial file and never touches an existing one.
public struct PNGWriter {
    /// One painter per thread: the first paints on the calling thread when there is only one.
    let painters: [CairoPainter]
    /// The pixel rows painted and deflated at once; a constant (never the number of threads), so that
    /// the bytes are the same for any number of painters.
    public var bandRows = PNGWriter.defaultBandRows
    /// 256: 0.9 MB of samples per band of a 1,179 px (3x iPhone) image.
    public static let defaultBandRows = PNGBandEncoder.defaultBandRows
    /// The widest image, in pixels: Cairo's image surfaces stop at 32,767.
    public static let maximumWidth = 32_767
    /// How hard the image data is compressed; every choice gives the same pixels.
    public var compression = PNGCompression.default

    /// Creates a writer that paints with `painter` on the calling thread.
    public init(painter: CairoPainter) {
        painters = [painter]
    }

    /// Creates a writer that paints on `painters.count` threads, one painter each; every painter must
    /// draw alike (the same fonts and images), as ``CairoPainter``s of equal render environments do.
    /// - Precondition: `painters` is not empty.
    public init(painters: [CairoPainter]) {
        precondition(!painters.isEmpty, "a PNGWriter needs a painter")
        self.painters = painters
    }

    /// The image size in pixels for a list at a scale.
    public static func pixelSize(of list: DisplayList, scale: Double) -> (width: Int, height: Int) {
        (Int(saturating: (list.size.width * scale).rounded()), Int(saturating: (list.size.height * scale).rounded()))
    }

    /// Writes the list to `path` at `scale` pixels per point.
    /// - Throws: ``RenderError/invalidImageSize(width:height:)`` for an empty or
    ///   too large image, an image or symbol error when one cannot be read
    ///   (before any file is created), ``RenderError/writeFailed(path:reason:)``
    ///   when the file cannot be written.
    /// - Parameter textChunks: `tEXt`/`iTXt` chunks written before the image data (keyword, text):
    ///   a reference's provenance. The same list and texts give the same bytes.
    public func write(_ list: DisplayList, scale: Double, to path: String,
                      textChunks: [(String, String)] = []) throws(RenderError) {
        let chunks = try textChunks.map { chunk throws(RenderError) in
            try PNGTextChunk(keyword: chunk.0, text: chunk.1, path: path)
        }
        let (width, height) = Self.pixelSize(of: list, scale: scale)
        guard scale.isFinite, scale > 0, width > 0, height > 0, width <= Self.maximumWidth, height <= Int(Int32.max) else {
            throw .invalidImageSize(width: width, height: height)
        }
        let encoder = rowEncoder.bandEncoder(width: width, height: height)
        // No more painters than bands: the others would have nothing to paint.
        let working = painters.prefix(encoder.bandCount)
        // Painters of one environment share their image cache: each cache reads the list's images once.
        var prepared: Set<ObjectIdentifier> = []
        for painter in working where prepared.insert(ObjectIdentifier(painter.images)).inserted {
            try painter.images.prepare(list)
        }
        let bands = try working.map { painter throws(RenderError) in
            try BandPainter(painter: painter, width: width, rows: min(encoder.bandRows, height))
        }
        // Which commands reach which band, worked out once for every thread.
        let grid = BandGrid(rows: encoder.bandRows, height: height, scale: scale)
        let index = BandIndex(list.commands, bands: grid)
        try AtomicFile.write(to: path) { file throws(RenderError) in
            try encoder.encode(into: file, textChunks: chunks, jobs: bands.count) {
                (worker, first, rows, buffer) throws(RenderError) in
                try bands[worker].paint(index, band: first / grid.rows, of: grid, background: list.background,
                                        rows: rows, into: buffer)
            }
        }
    }

    /// The encoder this writer's settings give, to encode pixels from elsewhere with the same bytes.
    public var rowEncoder: PNGRowEncoder { PNGRowEncoder(compression: compression, bandRows: bandRows) }

    /// How many bands an image of `list` at `scale` is painted in: the most threads worth having.
    public static func bandCount(of list: DisplayList, scale: Double) -> Int {
        PNGRowEncoder().bandEncoder(width: 1, height: pixelSize(of: list, scale: scale).height).bandCount
    }
}

/// Encodes pixels from elsewhere exactly as ``PNGWriter`` encodes what it paints (the same bands, deflate
/// settings and so the same bytes): for tools that time the encoder alone, such as the benchmarks' floor.
public struct PNGRowEncoder: Sendable {
    /// How hard the image data is compressed (setting it sets ``deflater`` to its deflater).
    public var compression: PNGCompression {
        didSet {
            deflater = compression.deflater
            rowFilter = compression.rowFilter
        }
    }
    /// The pixel rows deflated at once (``PNGWriter/bandRows``).
    public var bandRows: Int
    /// The deflate implementation: `compression`'s unless set otherwise (the benchmarks compare them).
    public var deflater: PNGDeflater
    /// The row filter: `compression`'s unless set otherwise.
    public var rowFilter: PNGRowFilter

    /// An encoder with ``PNGWriter``'s settings.
    public init(compression: PNGCompression = .default, bandRows: Int = PNGWriter.defaultBandRows) {
        self.compression = compression
        self.bandRows = bandRows
        deflater = compression.deflater
        rowFilter = compression.rowFilter
    }

    /// An encoder with a given deflate implementation and row filter, to measure them.
    public init(deflater: PNGDeflater, rowFilter: PNGRowFilter = .none, bandRows: Int = PNGWriter.defaultBandRows) {
        compression = .default
        self.bandRows = bandRows
        self.deflater = deflater
        self.rowFilter = rowFilter
    }

    /// Encodes the pixels `row` provides, with exactly the bytes ``PNGWriter/write(_:scale:to:textChunks:)``
    /// writes for the same pixels and settings.
    /// - Parameters:
    ///   - width: the image's width in pixels.
    ///   - height: the image's height in pixels.
    ///   - path: the file to write (atomically).
    ///   - jobs: the threads deflating bands; `row` is called from them, one call at a time per band and
    ///     in order within a band, and bands in order when `jobs` is 1.
    ///   - row: fills pixel row `index`'s `3 × width` RGB bytes at the pointer.
    public func encodeRows(width: Int, height: Int, to path: String, jobs: Int = 1,
                           row: @escaping (_ index: Int, _ rgb: UnsafeMutablePointer<UInt8>) throws(RenderError) -> Void)
        throws(RenderError) {
        guard width > 0, height > 0, width <= PNGWriter.maximumWidth, height <= Int(Int32.max) else {
            throw .invalidImageSize(width: width, height: height)
        }
        let encoder = bandEncoder(width: width, height: height)
        let rowBytes = 1 + 3 * width
        try AtomicFile.write(to: path) { file throws(RenderError) in
            try encoder.encode(into: file, textChunks: [], jobs: jobs) { (_, first, rows, buffer) throws(RenderError) in
                for index in 0..<rows {
                    buffer[index * rowBytes] = 0
                    try row(first + index, buffer + index * rowBytes + 1)
                }
            }
        }
    }

    /// The band encoder of an image with these settings.
    func bandEncoder(width: Int, height: Int) -> PNGBandEncoder {
        PNGBandEncoder(width: width, height: height, bandRows: max(1, bandRows), deflater: deflater, rowFilter: rowFilter)
    }
}

/// One thread's painter and its reused Cairo surface of one band.
private final class BandPainter {
    let painter: CairoPainter
    let width: Int
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(painter: CairoPainter, width: Int, rows: Int) throws(RenderError) {
        self.painter = painter
        self.width = width
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(rows))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .invalidImageSize(width: width, height: rows)
        }
        self.context = context
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Paints band `band` (`rows` pixel rows) and writes it as PNG rows (filter byte 0, then RGB).
    func paint(_ index: BandIndex, band: Int, of grid: BandGrid, background: Color, rows: Int,
               into buffer: UnsafeMutablePointer<UInt8>) throws(RenderError) {
        painter.paint(index, band: band, of: grid, background: background, on: context)
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .writeFailed(path: "", reason: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = 1 + 3 * width
        for y in 0..<rows {
            // RGB24 pixels are native-endian 0x00RRGGBB words.
            let line = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let row = buffer + y * rowBytes
            row[0] = 0
            // Four pixels at a time as three 32-bit stores: with ISA-L deflating, this conversion was
            // 14 % of a render's samples one byte at a time. byteSwapped >> 8 puts R, G, B in the low
            // three bytes of a little-endian word.
            let output = UnsafeMutableRawPointer(row + 1)
            var x = 0
            #if _endian(little)
            while x + 4 <= width {
                let p0 = line[x].byteSwapped >> 8, p1 = line[x + 1].byteSwapped >> 8
                let p2 = line[x + 2].byteSwapped >> 8, p3 = line[x + 3].byteSwapped >> 8
                output.storeBytes(of: p0 | p1 << 24, toByteOffset: 3 * x, as: UInt32.self)
                output.storeBytes(of: p1 >> 8 | p2 << 16, toByteOffset: 3 * x + 4, as: UInt32.self)
                output.storeBytes(of: p2 >> 16 | p3 << 8, toByteOffset: 3 * x + 8, as: UInt32.self)
                x += 4
            }
            #endif
            for x in x..<width {
                let pixel = line[x]
                row[1 + 3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                row[2 + 3 * x] = UInt8(truncatingIfNeeded: pixel >> 8)
                row[3 + 3 * x] = UInt8(truncatingIfNeeded: pixel)
            }
        }
    }
}
