import CCairo
import CRsvg
import CTurboJPEG
import CellshotGraphics

extension DecodedImage {
    /// The file formats read, told apart by their first bytes, not their names.
    enum Format {
        case png, jpeg, svg

        /// The format of a file's bytes: the PNG and JPEG signatures, else SVG
        /// when the name ends in `.svg`/`.svgz` or the first kilobyte has `<svg`.
        init?(bytes: [UInt8], path: String) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if path.lowercased().hasSuffix(".svg") || path.lowercased().hasSuffix(".svgz")
                        || String(decoding: bytes.prefix(1024), as: UTF8.self).contains("<svg") {
                self = .svg
            } else {
                return nil
            }
        }
    }

    /// The most pixels a PNG or JPEG may have: 64 megapixels (8192 × 8192, 256 MB decoded), far
    /// more than any picture in a cell shows. Checked on the file's header, before anything is decoded,
    /// so a small file that declares a huge image costs nothing.
    static let maximumPixels = 1 << 26

    /// Refuses a `width` × `height` pixel image over ``maximumPixels``.
    private static func checkPixelBudget(width: Int, height: Int, format: String,
                                         path: String) throws(RenderError) {
        let pixels = width.multipliedReportingOverflow(by: height)
        guard pixels.overflow || pixels.partialValue > maximumPixels else { return }
        throw .imageUnreadable(path: path, reason: "a \(width) × \(height) pixel \(format) is over the pixel budget "
                               + "of an image, 64 megapixels (8192 × 8192)")
    }

    /// Reads and decodes a PNG, JPEG or SVG file.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming the path and
    ///   why: missing, unreadable, not one of the three formats, or corrupt.
    static func load(path: String) throws(RenderError) -> DecodedImage {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path)
        } catch {
            throw .imageUnreadable(path: path, reason: error.reason)
        }
        guard let format = Format(bytes: bytes, path: path) else {
            throw .imageUnreadable(path: path, reason: "not a PNG, JPEG or SVG file")
        }
        switch format {
        case .png: return try decodePNG(bytes, path: path)
        case .jpeg: return try decodeJPEG(bytes, path: path)
        case .svg: return try loadSVG(path: path)
        }
    }

    private static func decodePNG(_ bytes: [UInt8], path: String) throws(RenderError) -> DecodedImage {
        // The header chunk comes first: width and height, big-endian, after the signature and chunk head.
        if bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) {
            func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            try checkPixelBudget(width: number(at: 16), height: number(at: 20), format: "PNG", path: path)
        }
        /// The bytes not yet handed to Cairo.
        struct Cursor {
            var bytes: [UInt8]
            var offset = 0
        }
        var cursor = Cursor(bytes: bytes)
        let surface = withUnsafeMutablePointer(to: &cursor) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let cursor = closure.assumingMemoryBound(to: Cursor.self)
                let length = Int(length)
                guard cursor.pointee.bytes.count - cursor.pointee.offset >= length else {
                    return CAIRO_STATUS_READ_ERROR
                }
                cursor.pointee.bytes.withUnsafeBufferPointer { buffer in
                    guard let start = buffer.baseAddress else { return }
                    data.update(from: start + cursor.pointee.offset, count: length)
                }
                cursor.pointee.offset += length
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        let status = cairo_surface_status(surface)
        guard let surface, status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = status == CAIRO_STATUS_READ_ERROR ? "corrupt PNG (the data ends too soon)"
                : "corrupt PNG (\(String(cString: cairo_status_to_string(status))))"
            throw .imageUnreadable(path: path, reason: reason)
        }
        let size = Size(width: Double(cairo_image_surface_get_width(surface)),
                        height: Double(cairo_image_surface_get_height(surface)))
        return DecodedImage(path: path, content: .raster(surface), size: size)
    }

    private static func decodeJPEG(_ bytes: [UInt8], path: String) throws(RenderError) -> DecodedImage {
        guard let decoder = tjInitDecompress() else {
            throw .imageUnreadable(path: path, reason: "cannot start the JPEG decoder")
        }
        defer { tjDestroy(decoder) }
        func failure(_ step: String) -> RenderError {
            .imageUnreadable(path: path, reason: "corrupt JPEG (\(step): \(String(cString: tjGetErrorStr2(decoder))))")
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(decoder, bytes, UInt(bytes.count), &width, &height, &subsampling,
                                  &colorspace) == 0 else {
            throw failure("header")
        }
        try checkPixelBudget(width: Int(width), height: Int(height), format: "JPEG", path: path)
        let tooLarge = RenderError.imageUnreadable(path: path,
                                                   reason: "a \(width) × \(height) pixel JPEG is too large to draw")
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { throw tooLarge }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw tooLarge
        }
        // RGB24 pixels are native-endian 0x00RRGGBB words: B, G, R, X bytes on little-endian machines.
        #if _endian(little)
        let pixelFormat = TJPF_BGRX
        #else
        let pixelFormat = TJPF_XRGB
        #endif
        cairo_surface_flush(surface)
        let flags = TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING
        guard tjDecompress2(decoder, bytes, UInt(bytes.count), pixels, width, cairo_image_surface_get_stride(surface),
                            height, Int32(pixelFormat.rawValue), flags) == 0 else {
            cairo_surface_destroy(surface)
            throw failure("data")
        }
        cairo_surface_mark_dirty(surface)
        return DecodedImage(path: path, content: .raster(surface),
                            size: Size(width: Double(width), height: Double(height)))
    }

    private static func loadSVG(path: String) throws(RenderError) -> DecodedImage {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            throw .imageUnreadable(path: path, reason: "corrupt SVG (\(consume(error)))")
        }
        // 96 dots per inch, as CSS: 1in = 96 user units = 96 points. Fixed, not the library's default.
        rsvg_handle_set_dpi(handle, 96)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No absolute width and height: the viewBox gives the size.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            (width, height) = hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(handle)
            throw .imageUnreadable(path: path, reason: "the SVG has no width and height and no viewBox")
        }
        // An SF Symbols app export holds the symbol in every weight and scale: draw the regular, medium one.
        if rsvg_handle_has_sub(handle, SymbolExport.layer) != 0 {
            var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            var ink = RsvgRectangle(), logical = RsvgRectangle()
            var error: UnsafeMutablePointer<GError>?
            guard rsvg_handle_get_geometry_for_layer(handle, SymbolExport.layer, &viewport, &ink, &logical, &error) != 0,
                  ink.width > 0, ink.height > 0 else {
                g_object_unref(handle)
                throw .imageUnreadable(path: path, reason: "the SF Symbols export's \(SymbolExport.layer) group is empty "
                                       + "(\(consume(error)))")
            }
            return DecodedImage(path: path, content: .symbolExport(handle, layer: SymbolExport.layer, box: ink,
                                                                   document: Size(width: width, height: height)),
                                size: Size(width: ink.width, height: ink.height))
        }
        return DecodedImage(path: path, content: .vector(handle), size: Size(width: width, height: height))
    }

    /// A GError's message without trailing white space; frees it.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        var message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        while message.last?.isWhitespace == true { message.removeLast() }
        return message
    }
}

/// How cellshot reads the SVG files the SF Symbols app exports (File › Export Symbol, "Static" or "Variable"
/// template): every weight and scale of the symbol is a group named after them (`Ultralight-S` … `Black-L`)
/// beside guides and notes.
enum SymbolExport {
    /// The group drawn: regular weight, medium scale, as UIKit draws a symbol in a body-text cell [I: the
    /// text style's weight and the configuration's scale are not followed yet].
    static let layer = "#Regular-M"
}
