import CSpng
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes PNG files as ``RGBAImage`` values, with libspng.
///
/// Reading accepts every PNG colour type and bit depth (grey, grey with alpha, palette, RGB, RGBA;
/// 1 to 16 bits; `tRNS` transparency applied) and gives 8-bit RGBA with straight alpha; 16-bit
/// samples are reduced to 8 bits and no gamma correction is applied, so the bytes are the file's
/// samples. Writing uses fixed encoder settings for each ``PNGCompression`` (like ``PNGWriter``):
/// equal images and text give equal bytes. An opaque image is written as RGB, any other as RGBA; reading either gives the
/// pixels back unchanged.
public enum PNGImage {
    /// The largest image, in decoded bytes, that ``read(path:)`` accepts (1 GiB: a 1,179 pixel wide
    /// image 227,000 pixels tall), so that a hostile header cannot make it allocate without bound.
    public static let maximumDecodedBytes = 1 << 30

    /// Reads a PNG file of any colour type and bit depth as 8-bit RGBA.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming `path` when the file cannot be
    ///   opened, is not a PNG file, is corrupt or truncated, or is larger than ``maximumDecodedBytes``.
    public static func read(path: String) throws(RenderError) -> RGBAImage {
        try PNGDecoder.withDecoder(path: path) { decoder throws(RenderError) in try decoder.image() }
    }

    /// Writes `image` to `path` as a PNG file, with `textChunks` as text chunks (keyword, text), in order.
    ///
    /// A text goes into a `tEXt` chunk when it is printable Latin-1 with line feeds (what `tEXt`
    /// allows), else into an uncompressed `iTXt` chunk as UTF-8; ``textChunks(path:)`` reads both. The file is written
    /// beside `path` and renamed into place: a failure never leaves a partial file and never
    /// touches an existing one.
    /// - Throws: ``RenderError/invalidImageSize(width:height:)`` for an empty image or one wider or
    ///   taller than 2³¹ − 1 pixels; ``RenderError/writeFailed(path:reason:)`` when a keyword is not
    ///   1 to 79 printable Latin-1 characters, a text is empty or holds a NUL character (libspng
    ///   writes neither), or the file cannot be written.
    /// - Parameter compression: how hard to compress; every choice gives the same pixels.
    /// - Precondition: `image.pixels` holds `4 × width × height` bytes.
    public static func write(_ image: RGBAImage, to path: String, textChunks: [(String, String)] = [],
                             compression: PNGCompression = .default) throws(RenderError) {
        let chunks = try textChunks.map { chunk throws(RenderError) in
            try PNGTextChunk(keyword: chunk.0, text: chunk.1, path: path)
        }
        guard image.width > 0, image.height > 0, image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw .invalidImageSize(width: image.width, height: image.height)
        }
        precondition(image.pixels.count == 4 * image.width * image.height,
                     "\(image.pixels.count) bytes for a \(image.width) × \(image.height) RGBA image")
        try AtomicFile.write(to: path) { file throws(RenderError) in
            try PNGEncoder(file: file, compression: compression).encode(image, textChunks: chunks)
        }
    }

    /// The text chunks (`tEXt`, `zTXt`, `iTXt`) of a PNG file, by keyword; when a keyword appears
    /// more than once, its first text.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming `path` when the file cannot be
    ///   opened, is not a PNG file, or is corrupt.
    public static func textChunks(path: String) throws(RenderError) -> [String: String] {
        try PNGDecoder.withDecoder(path: path) { decoder throws(RenderError) in try decoder.textChunks() }
    }
}
