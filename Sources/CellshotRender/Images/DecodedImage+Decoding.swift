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

    /// The budget unless the cache names another (``ImageCache/defaultMaximumPixels``).
    static let defaultMaximumPixels = ImageCache.defaultMaximumPixels

    /// Refuses a `width` × `height` pixel image over `budget`.
    private static func checkPixelBudget(width: Int, height: Int, format: String, path: String,
                                         budget: Int) throws(RenderError) {
        let pixels = width.multipliedReportingOverflow(by: height)
        guard pixels.overflow || pixels.partialValue > budget else { return }
        throw .imageUnreadable(path: path, reason: "a \(width) × \(height) pixel \(format) is over the pixel budget "
                               + "of an image, \(budgetText(budget))")
    }

    /// `64 megapixels (8192 × 8192)`, and how to raise it.
    static func budgetText(_ budget: Int) -> String {
        let megapixels = Double(budget) / Double(1 << 20)
        let side = Int(Double(budget).squareRoot())
        let amount = megapixels >= 1 && megapixels == megapixels.rounded()
            ? "\(Int(megapixels)) megapixels (\(side) × \(side))" : "\(budget.grouped) pixels"
        return amount + (budget < ImageCache.largestMaximumPixels
            ? "; --max-image-pixels (RenderEnvironment's maximumImagePixels) raises it" : "")
    }

    /// Reads and decodes a PNG, JPEG or SVG file.
    /// - Throws: ``RenderError/imageUnreadable(path:reason:)`` naming the path and
    ///   why: missing, unreadable, not one of the three formats, or corrupt.
    /// - Parameter maximumPixels: the pixel budget.
    static func load(path: String, maximumPixels: Int = defaultMaximumPixels) throws(RenderError) -> DecodedImage {
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
        case .png: return try decodePNG(bytes, path: path, budget: maximumPixels)
        case .jpeg: return try decodeJPEG(bytes, path: path, budget: maximumPixels)
        case .svg: return try loadSVG(bytes, path: path, budget: maximumPixels)
        }
    }

    private static func decodePNG(_ bytes: [UInt8], path: String, budget: Int) throws(RenderError) -> DecodedImage {
        // The header chunk comes first: width and height, big-endian, after the signature and chunk head.
        if bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) {
            func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            try checkPixelBudget(width: number(at: 16), height: number(at: 20), format: "PNG", path: path, budget: budget)
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

    private static func decodeJPEG(_ bytes: [UInt8], path: String, budget: Int) throws(RenderError) -> DecodedImage {
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
        try checkPixelBudget(width: Int(width), height: Int(height), format: "JPEG", path: path, budget: budget)
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

    /// Reads an SVG on its own: from its bytes, with no base file, so librsvg resolves no reference to
    /// another file (its own policy would load any file in the SVG's folder or below, through
    /// `<image href>`, `<use href>`, XInclude or a style sheet) and never the network. A reference other
    /// than to the SVG itself (`href="#id"`) or to an embedded PNG or JPEG within the pixel budget is
    /// refused with a message rather than dropped silently, and so is an intrinsic size over the budget. libxml2's limits stay on (no
    /// `RSVG_HANDLE_FLAG_UNLIMITED`): entity expansion and nesting are bounded.
    /// Reads one glyph of an SVG font (``SVGFontGlyphs``) as an SVG image: a stand-in from a font's icon set.
    /// - Parameters:
    ///   - glyph: the glyph's name.
    ///   - font: the SVG font file.
    static func loadGlyph(_ glyph: String, font: String) throws(RenderError) -> DecodedImage {
        try loadSVG(SVGFontGlyphs.document(glyph: glyph, font: font), path: font + "#" + glyph, budget: defaultMaximumPixels)
    }

    /// An icon set's file, drawn as its stand-in (``IconSetSVG``).
    static func loadIcon(path: String, set: SymbolCatalog.IconSet) throws(RenderError) -> DecodedImage {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path)
        } catch {
            throw .imageUnreadable(path: path, reason: error.reason)
        }
        guard let document = IconSetSVG.document(bytes, set: set) else {
            throw .imageUnreadable(path: path, reason: "not an SVG file (no <svg> element)")
        }
        return try loadSVG(document, path: path, budget: defaultMaximumPixels)
    }

    private static func loadSVG(_ bytes: [UInt8], path: String, budget: Int) throws(RenderError) -> DecodedImage {
        if let reference = externalReference(in: bytes, budget: budget) {
            throw .imageUnreadable(path: path, reason: "the SVG refers to another file or URL (href=\"\(reference)\"); "
                                   + "cellshot draws an SVG on its own: put what it names in the SVG itself (a picture "
                                   + "as a base64 PNG or JPEG data: URL)")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) })
        else {
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
        // The size a view takes from the image (its intrinsic size), so it is held to the budget of a
        // decoded picture; drawing it is bounded by the output's own budget, whatever its size.
        let pixels = width * height
        guard pixels <= Double(budget) else {
            g_object_unref(handle)
            throw .imageUnreadable(path: path, reason: "a \(formatPoints(width)) × \(formatPoints(height)) pixel SVG is "
                                   + "over the pixel budget of an image, \(budgetText(budget))")
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
        return DecodedImage(path: path, content: .vector(handle), size: Size(width: width, height: height), svgSource: bytes)
    }

    /// Why an SVG's references cannot be drawn: the first `href` (or `xlink:href`) that names another
    /// file, a URL or anything else that is not the SVG itself (`#id`) — an entity that could expand to
    /// one included — or an embedded picture (`data:image/png;base64,…`, as Cairo's own SVG output
    /// writes) that is not a PNG or JPEG within the pixel budget (librsvg hands it to gdk-pixbuf, which
    /// has no budget). `nil` when every reference can be drawn.
    static func externalReference(in bytes: [UInt8], budget: Int = defaultMaximumPixels) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var rest = text[...]
        while let found = rest.firstRange(of: "href") {
            rest = rest[found.upperBound...]
            let afterName = rest.drop(while: blank)
            guard afterName.first == "=" else { continue }
            let afterEquals = afterName.dropFirst().drop(while: blank)
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { continue }
            let value = afterEquals.dropFirst().prefix { $0 != quote }.drop(while: blank)
            if value.hasPrefix("#") { continue }
            if value.hasPrefix("data:"), embeddedPictureFits(value, budget: budget) { continue }
            return String(value.prefix(60)) + (value.count > 60 ? "…" : "")
        }
        return nil
    }

    /// Whether a `data:` URL is a base64 PNG or JPEG whose header is within `budget`.
    private static func embeddedPictureFits(_ url: Substring, budget: Int) -> Bool {
        let png = "data:image/png;base64,", jpeg = "data:image/jpeg;base64,"
        guard url.hasPrefix(png) || url.hasPrefix(jpeg),
              let bytes = base64Decoded(url.drop { $0 != "," }.dropFirst()) else { return false }
        if url.hasPrefix(png) {
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return false }
            func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            let pixels = number(at: 16).multipliedReportingOverflow(by: number(at: 20))
            return !pixels.overflow && pixels.partialValue <= budget
        }
        guard let decoder = tjInitDecompress() else { return false }
        defer { tjDestroy(decoder) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(decoder, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
        else { return false }
        return Int(width) * Int(height) <= budget
    }

    /// Base64 (white space ignored); `nil` for any other character.
    private static func base64Decoded(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 4 * 3)
        var buffer: UInt32 = 0, bits = 0
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return bytes
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
    /// The group drawn: regular weight, medium scale, as UIKit draws a symbol in a body-text cell; another
    /// weight draws its own group (``layer(for:)``) [I: the scale's group is not chosen: the point size is
    /// scaled instead].
    static let layer = "#Regular-M"

    /// The group of a weight at the medium scale, as the SF Symbols app names it (`#Semibold-M`).
    static func layer(for weight: FontWeight) -> String {
        let name = switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
        return "#\(name)-M"
    }
}
