import CSpng
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libspng decoding context reading one open file, for ``PNGImage``.
struct PNGDecoder {
    private let context: OpaquePointer
    private let path: String

    /// Opens `path`, runs `body` with a decoder on it and closes everything.
    static func withDecoder<T>(path: String, _ body: (PNGDecoder) throws(RenderError) -> T) throws(RenderError) -> T {
        guard let file = fopen(path, "rb") else {
            throw .imageUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        // Anything that does not start with the signature is "not a PNG file", however short.
        var signature = [UInt8](repeating: 0, count: 8)
        guard fread(&signature, 1, 8, file) == 8, signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw .imageUnreadable(path: path, reason: ferror(file) != 0 ? String(cString: strerror(errno)) : "not a PNG file")
        }
        rewind(file)
        guard let context = spng_ctx_new(0) else {
            throw .imageUnreadable(path: path, reason: "spng_ctx_new failed")
        }
        defer { spng_ctx_free(context) }
        let decoder = PNGDecoder(context: context, path: path)
        try decoder.check(spng_set_png_file(context, file))
        return try body(decoder)
    }

    /// The image as 8-bit RGBA with `tRNS` transparency applied.
    func image() throws(RenderError) -> RGBAImage {
        var header = spng_ihdr()
        try check(spng_get_ihdr(context, &header))
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        var size = 0
        try check(spng_decoded_image_size(context, format, &size))
        guard size <= PNGImage.maximumDecodedBytes else {
            throw .imageUnreadable(path: path, reason: "a \(header.width) × \(header.height) pixel image is "
                                   + "larger than the \(PNGImage.maximumDecodedBytes >> 20) MiB cellshot reads")
        }
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            status = spng_decode_image(context, buffer.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
            count = status == 0 ? size : 0
        }
        try check(status)
        return RGBAImage(width: Int(header.width), height: Int(header.height), pixels: pixels)
    }

    /// Every text chunk, before and after the image data, by keyword (the first of equal keywords).
    func textChunks() throws(RenderError) -> [String: String] {
        try check(spng_decode_chunks(context))
        var count: UInt32 = 0
        let status = spng_get_text(context, nil, &count)
        if status == Int32(SPNG_ECHUNKAVAIL.rawValue) { return [:] }
        try check(status)
        var chunks = [spng_text](repeating: spng_text(), count: Int(count))
        try check(spng_get_text(context, &chunks, &count))
        var texts: [String: String] = [:]
        for var chunk in chunks.prefix(Int(count)) {
            let keyword = withUnsafeBytes(of: &chunk.keyword) { bytes in
                PNGTextChunk.latin1(bytes.prefix { $0 != 0 })
            }
            let bytes = chunk.text.map { UnsafeRawBufferPointer(start: $0, count: chunk.length) }
                ?? UnsafeRawBufferPointer(start: nil, count: 0)
            let text = chunk.type == Int32(SPNG_ITXT.rawValue) ? String(decoding: bytes, as: UTF8.self)
                                                                : PNGTextChunk.latin1(bytes)
            if texts[keyword] == nil { texts[keyword] = text }
        }
        return texts
    }

    /// Turns a libspng status into ``RenderError/imageUnreadable(path:reason:)``.
    private func check(_ status: Int32) throws(RenderError) {
        guard status != 0 else { return }
        let reason = status == Int32(SPNG_ESIGNATURE.rawValue) ? "not a PNG file"
            : String(cString: spng_strerror(status))
        throw .imageUnreadable(path: path, reason: reason)
    }
}
