import CCairo
import CRsvg
import CellshotGraphics
import Synchronization

/// An image file decoded once and kept for drawing: a Cairo image surface for
/// PNG and JPEG, a librsvg handle for SVG. Frees them when released.
///
/// Painters on several threads share it, one at a time: Cairo surfaces and librsvg handles are not
/// thread-safe (a surface used as a source takes a reference on its pixman image, which is not
/// atomic; a handle keeps state while it renders), so everything that touches the content — drawing
/// it, making a scaled copy — goes through ``withContent(_:)``, under the image's own lock. That is
/// what makes the `@unchecked Sendable` true; the path and size never change.
final class DecodedImage: @unchecked Sendable {
    /// What is drawn.
    enum Content {
        /// A `cairo_surface_t` image surface, ARGB32 or RGB24.
        case raster(OpaquePointer)
        /// A parsed SVG document.
        case vector(UnsafeMutablePointer<RsvgHandle>)
        /// One symbol of an SF Symbols app export (a template holding every weight and scale as a group
        /// named `Regular-M`, …): the group's id and its box in the document, which is the image's extent.
        case symbolExport(UnsafeMutablePointer<RsvgHandle>, layer: String, box: RsvgRectangle, document: Size)
    }

    /// The file's path.
    let path: String
    /// The decoded content.
    let content: Content
    /// The natural size in points: one point per pixel for PNG and JPEG, the
    /// document's width and height for SVG (user units are points).
    let size: Size

    /// Raster copies already scaled to a device size, so a large photo drawn
    /// small is filtered once, not once per cell or strip. Keyed by pixel size; only read and
    /// written under ``lock``.
    private var scaledCopies: [PixelSize: OpaquePointer] = [:]
    /// Held while the content or the scaled copies are used.
    private let lock = Mutex(())
    /// An SVG's bytes, kept to make ``outlineHandle(userWidth:)``s from (symbols drawn at another weight).
    private let svgSource: [UInt8]?
    /// The SVG re-read with a user style sheet (``outlineHandle(userWidth:)``, ``restrokedHandle(userWidth:)``), by
    /// a key of the stroke width in thousandths of a user unit; only read and written under ``lock``.
    private var outlineHandles: [Int: UnsafeMutablePointer<RsvgHandle>] = [:]

    /// A size in whole device pixels.
    struct PixelSize: Hashable {
        var width: Int
        var height: Int
    }

    init(path: String, content: Content, size: Size, svgSource: [UInt8]? = nil) {
        self.path = path
        self.content = content
        self.size = size
        self.svgSource = svgSource
    }

    deinit {
        switch content {
        case let .raster(surface): cairo_surface_destroy(surface)
        case let .vector(handle), let .symbolExport(handle, _, _, _): g_object_unref(handle)
        }
        for surface in scaledCopies.values { cairo_surface_destroy(surface) }
        for handle in outlineHandles.values { g_object_unref(handle) }
    }

    /// Runs `body` with the image to itself: the only way painters use its content and scaled copies.
    func withContent<Result>(_ body: (DecodedImage) -> Result) -> Result {
        lock.withLock { _ in body(self) }
    }

    /// How many scaled copies are kept (for tests).
    var scaledCopyCount: Int { withContent { $0.scaledCopies.count } }

    /// The side of an SVG's viewBox (its user units across), or its width without one; `nil` for a raster.
    var userUnitsAcross: Double? {
        switch content {
        case .raster: return nil
        case let .vector(handle), let .symbolExport(handle, _, _, _):
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            return hasViewBox != 0 && viewBox.width > 0 ? viewBox.width : size.width
        }
    }

    /// The stroke width (in user units) of an SVG drawn with strokes rather than fills — its root element says
    /// `fill="none"` and a `stroke-width`, as Lucide's and Tabler's icons do — or `nil` for a filled drawing. A
    /// weight changes such an icon's stroke width (``restrokedHandle(userWidth:)``) instead of stroking its outline.
    var rootStrokeWidth: Double? {
        guard let svgSource else { return nil }
        let text = String(decoding: svgSource.prefix(4096), as: UTF8.self)
        guard let open = text.firstRange(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = text[open.upperBound..<close]
        guard tag.contains("fill=\"none\""), let key = tag.firstRange(of: "stroke-width=\"") else { return nil }
        let value = tag[key.upperBound...].prefix { $0 != "\"" }
        return Double(value).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The SVG re-read with every stroke `userWidth` user units wide (a stroked icon at another weight), made once
    /// per width; call it inside ``withContent(_:)``. `nil` for a raster or when librsvg refuses it.
    func restrokedHandle(userWidth: Double) -> UnsafeMutablePointer<RsvgHandle>? {
        styledHandle(key: -Int((userWidth * 1000).rounded()) - 1, css: "* { stroke-width: \(userWidth)px !important }")
    }

    /// The SVG drawn as the outlines of its shapes only — no fill, every edge stroked `userWidth` user units wide
    /// with round joins and caps — through a user style sheet whose `!important` rules win over the file's own
    /// presentation attributes; made once per width. Call it inside ``withContent(_:)``. `nil` for a raster or
    /// when librsvg refuses it.
    func outlineHandle(userWidth: Double) -> UnsafeMutablePointer<RsvgHandle>? {
        guard userWidth > 0, userWidth.isFinite else { return nil }
        let key = Int((userWidth * 1000).rounded())
        let width = String(Double(key) / 1000)
        return styledHandle(key: key, css: "* { fill: none !important; stroke: #000 !important; stroke-opacity: 1 !important; "
            + "stroke-width: \(width)px !important; stroke-linejoin: round !important; stroke-linecap: round !important; "
            + "stroke-dasharray: none !important; opacity: 1 !important }")
    }

    /// The SVG re-read with a user style sheet, cached under `key` (outlines by positive keys, restroked icons by
    /// negative ones).
    private func styledHandle(key: Int, css: String) -> UnsafeMutablePointer<RsvgHandle>? {
        guard let svgSource else { return nil }
        if let handle = outlineHandles[key] { return handle }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = svgSource.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) })
        else {
            if let error { g_error_free(error) }
            return nil
        }
        rsvg_handle_set_dpi(handle, 96)
        let css = Array(css.utf8)
        let applied = css.withUnsafeBufferPointer { rsvg_handle_set_stylesheet(handle, $0.baseAddress, gsize($0.count), &error) }
        guard applied != 0 else {
            if let error { g_error_free(error) }
            g_object_unref(handle)
            return nil
        }
        outlineHandles[key] = handle
        return handle
    }

    /// The raster scaled to `size` pixels with Cairo's good filter, made once; call it inside
    /// ``withContent(_:)``. `nil` for a vector image or when the copy cannot be made.
    func scaledCopy(_ size: PixelSize) -> OpaquePointer? {
        guard case let .raster(source) = content, size.width > 0, size.height > 0 else { return nil }
        if let copy = scaledCopies[size] { return copy }
        let copy = cairo_image_surface_create(cairo_image_surface_get_format(source), Int32(size.width),
                                              Int32(size.height))
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let context = cairo_create(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_scale(context, Double(size.width) / self.size.width, Double(size.height) / self.size.height)
        cairo_set_source_surface(context, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(copy)
        scaledCopies[size] = copy
        return copy
    }
}
