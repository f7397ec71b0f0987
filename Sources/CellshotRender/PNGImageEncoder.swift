import CSpng
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text chunk ``PNGImage`` writes: the keyword and text as the chunk's bytes.
struct PNGTextChunk {
    /// The keyword in Latin-1.
    var keyword: [UInt8]
    /// The text: Latin-1 for `tEXt`, UTF-8 for `iTXt`.
    var text: [UInt8]
    /// Whether the text needs an `iTXt` chunk (it has characters beyond Latin-1).
    var isInternational: Bool

    /// Checks the keyword (1 to 79 printable Latin-1 characters, no leading, trailing or double spaces,
    /// as the PNG specification requires) and the text (not empty, no NUL: libspng writes neither),
    /// and encodes the text: Latin-1 when it is printable Latin-1 with line feeds (what `tEXt`
    /// allows), else UTF-8 for `iTXt`.
    init(keyword: String, text: String, path: String) throws(RenderError) {
        let scalars = Array(keyword.unicodeScalars)
        guard (1...79).contains(scalars.count), scalars.allSatisfy(Self.isPrintableLatin1), scalars.first != " ",
              scalars.last != " ", !keyword.contains("  ") else {
            throw .writeFailed(path: path, reason: "'\(keyword)' is not a PNG text keyword "
                               + "(1 to 79 printable Latin-1 characters, no leading, trailing or double spaces)")
        }
        guard !text.isEmpty, !text.unicodeScalars.contains("\0") else {
            throw .writeFailed(path: path, reason: "the PNG text '\(keyword)' is empty or holds a NUL character")
        }
        self.keyword = scalars.map { UInt8($0.value) }
        isInternational = !text.unicodeScalars.allSatisfy { $0 == "\n" || Self.isPrintableLatin1($0) }
        self.text = isInternational ? Array(text.utf8) : text.unicodeScalars.map { UInt8($0.value) }
    }

    /// A printable Latin-1 character: space to `~`, or non-breaking space to `ÿ` but the soft hyphen.
    private static func isPrintableLatin1(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value) || (0xA1...0xFF).contains(scalar.value)
    }

    /// Latin-1 bytes as a string.
    static func latin1<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return text
    }
}

/// One libspng encoding context writing one image to an open file, for ``PNGImage``.
///
/// The settings are fixed for each ``PNGCompression``, like ``PNGWriter``'s, and nothing varies
/// between runs (no timestamps), so equal images and texts give equal bytes.
struct PNGEncoder {
    let file: UnsafeMutablePointer<FILE>
    var compression = PNGCompression.default

    /// Encodes `image` row by row, with the text chunks before the image data.
    func encode(_ image: RGBAImage, textChunks: [PNGTextChunk]) throws(RenderError) {
        guard let encoder = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw .writeFailed(path: "", reason: "spng_ctx_new failed")
        }
        defer { spng_ctx_free(encoder) }
        try Self.check(spng_set_png_file(encoder, file), "spng_set_png_file")
        if let failure = compression.settings.apply(to: encoder) { try Self.check(failure.status, failure.option) }
        let opaque = Self.isOpaque(image)
        let colorType = opaque ? SPNG_COLOR_TYPE_TRUECOLOR : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA
        var header = spng_ihdr(width: UInt32(image.width), height: UInt32(image.height), bit_depth: 8,
                               color_type: UInt8(colorType.rawValue), compression_method: 0,
                               filter_method: 0, interlace_method: 0)
        try Self.check(spng_set_ihdr(encoder, &header), "spng_set_ihdr")
        try Self.withText(textChunks, on: encoder) { () throws(RenderError) in
            try Self.check(spng_encode_image(encoder, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
                                        Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)),
                      "spng_encode_image")
            try encodeRows(of: image, opaque: opaque, encoder: encoder)
        }
    }

    /// Streams the rows: RGBA as they are, RGB without the alpha bytes.
    private func encodeRows(of image: RGBAImage, opaque: Bool, encoder: OpaquePointer) throws(RenderError) {
        let rowBytes = 4 * image.width
        var row = [UInt8](repeating: 0, count: opaque ? 3 * image.width : rowBytes)
        for y in 0..<image.height {
            let start = y * rowBytes
            if opaque {
                for x in 0..<image.width {
                    row[3 * x] = image.pixels[start + 4 * x]
                    row[3 * x + 1] = image.pixels[start + 4 * x + 1]
                    row[3 * x + 2] = image.pixels[start + 4 * x + 2]
                }
            } else {
                row.withUnsafeMutableBytes { target in
                    image.pixels.withUnsafeBytes { source in
                        target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + rowBytes]))
                    }
                }
            }
            let status = spng_encode_row(encoder, row, row.count)
            guard status == 0 || status == Int32(SPNG_EOI.rawValue) else {
                throw .writeFailed(path: "", reason: String(cString: spng_strerror(status)))
            }
        }
    }

    /// Hands the text chunks to libspng, which writes them before the image data, and runs `body`:
    /// libspng keeps pointers to the texts until the image is encoded.
    /// (``PNGWriter`` uses it too.)
    static func withText(_ chunks: [PNGTextChunk], on encoder: OpaquePointer,
                          _ body: () throws(RenderError) -> Void) throws(RenderError) {
        guard !chunks.isEmpty else { return try body() }
        let empty = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        empty.initialize(to: 0)
        var texts: [UnsafeMutablePointer<CChar>] = []
        defer {
            texts.forEach { $0.deallocate() }
            empty.deallocate()
        }
        var entries: [spng_text] = []
        for chunk in chunks {
            // NUL-terminated too: libspng measures iTXt texts with strlen.
            let text = UnsafeMutablePointer<CChar>.allocate(capacity: chunk.text.count + 1)
            texts.append(text)
            chunk.text.withUnsafeBytes { UnsafeMutableRawPointer(text).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            text[chunk.text.count] = 0
            var entry = spng_text()
            withUnsafeMutableBytes(of: &entry.keyword) { keyword in
                keyword.copyBytes(from: chunk.keyword)
                keyword[chunk.keyword.count] = 0
            }
            entry.type = Int32(chunk.isInternational ? SPNG_ITXT.rawValue : SPNG_TEXT.rawValue)
            entry.text = text
            entry.length = chunk.text.count
            entry.language_tag = empty
            entry.translated_keyword = empty
            entries.append(entry)
        }
        try Self.check(spng_set_text(encoder, &entries, UInt32(entries.count)), "spng_set_text")
        try body()
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ image: RGBAImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { bytes in
            var index = 3
            while index < bytes.count {
                if bytes[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    private static func check(_ status: Int32, _ step: String) throws(RenderError) {
        guard status == 0 else {
            throw .writeFailed(path: "", reason: "\(step): \(String(cString: spng_strerror(status)))")
        }
    }
}
