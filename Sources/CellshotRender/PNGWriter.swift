import CCairo
import CSpng
import CellshotGraphics
#if canImport(Glibc)
import Glibc
#endif

/// Writes a `DisplayList` as an opaque RGB PNG of any height with bounded memory.
///
/// The list is painted in strips into one reused Cairo image surface (a Cairo
/// surface stops at 32,767 pixels) and every row is streamed into libspng's
/// progressive encoder. Encoder settings are fixed for each ``PNGCompression``
/// (``PNGCompression/default``: zlib level 6, no filtering) and nothing varies between
/// runs (no timestamps), so equal lists give equal bytes.
/// The file is written next to its destination and renamed into place: a
/// failure never leaves a partial file and never touches an existing one.
public struct PNGWriter {
    /// The most pixel rows painted at once.
    public var stripHeight = 4096
    /// How hard the image data is compressed; every choice gives the same pixels.
    public var compression = PNGCompression.default
    let painter: CairoPainter

    /// Creates a writer that paints with `painter`.
    public init(painter: CairoPainter) {
        self.painter = painter
    }

    /// The image size in pixels for a list at a scale.
    public static func pixelSize(of list: DisplayList, scale: Double) -> (width: Int, height: Int) {
        (Int((list.size.width * scale).rounded()), Int((list.size.height * scale).rounded()))
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
        guard scale.isFinite, scale > 0, width > 0, height > 0, width <= 32_767, height <= Int(Int32.max) else {
            throw .invalidImageSize(width: width, height: height)
        }
        try painter.images.prepare(list)
        try AtomicFile.write(to: path) { file throws(RenderError) in
            try encode(list, scale: scale, width: width, height: height, textChunks: chunks, into: file)
        }
    }

    private func encode(_ list: DisplayList, scale: Double, width: Int, height: Int, textChunks: [PNGTextChunk],
                        into file: UnsafeMutablePointer<FILE>) throws(RenderError) {
        guard let encoder = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw .writeFailed(path: "", reason: "spng_ctx_new failed")
        }
        defer { spng_ctx_free(encoder) }
        func check(_ status: Int32, _ step: String) throws(RenderError) {
            guard status == 0 else {
                throw .writeFailed(path: "", reason: "\(step): \(String(cString: spng_strerror(status)))")
            }
        }
        try check(spng_set_png_file(encoder, file), "spng_set_png_file")
        if let failure = compression.settings.apply(to: encoder) { try check(failure.status, failure.option) }
        var header = spng_ihdr(width: UInt32(width), height: UInt32(height), bit_depth: 8,
                               color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue), compression_method: 0,
                               filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(encoder, &header), "spng_set_ihdr")
        try PNGEncoder.withText(textChunks, on: encoder) { () throws(RenderError) in
            try encodeRows(list, scale: scale, width: width, height: height, encoder: encoder)
        }
    }

    private func encodeRows(_ list: DisplayList, scale: Double, width: Int, height: Int,
                            encoder: OpaquePointer) throws(RenderError) {
        func check(_ status: Int32, _ step: String) throws(RenderError) {
            guard status == 0 else {
                throw .writeFailed(path: "", reason: "\(step): \(String(cString: spng_strerror(status)))")
            }
        }
        try check(spng_encode_image(encoder, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
                                    Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)),
                  "spng_encode_image")

        let strip = min(stripHeight, height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(strip))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw .invalidImageSize(width: width, height: height)
        }
        defer { cairo_destroy(context) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var row = [UInt8](repeating: 0, count: width * 3)
        var top = 0
        while top < height {
            painter.paint(list, on: context, scale: scale, top: Double(top) / scale, height: Double(strip) / scale)
            cairo_surface_flush(surface)
            guard let pixels = cairo_image_surface_get_data(surface) else {
                throw .writeFailed(path: "", reason: "no pixel data")
            }
            for y in 0..<min(strip, height - top) {
                // RGB24 pixels are native-endian 0x00RRGGBB words.
                let line = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = line[x]
                    row[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                    row[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    row[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
                }
                let status = spng_encode_row(encoder, row, row.count)
                guard status == 0 || status == Int32(SPNG_EOI.rawValue) else {
                    throw .writeFailed(path: "", reason: String(cString: spng_strerror(status)))
                }
            }
            top += strip
        }
    }
}
