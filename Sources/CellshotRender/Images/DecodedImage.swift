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

    /// A size in whole device pixels.
    struct PixelSize: Hashable {
        var width: Int
        var height: Int
    }

    init(path: String, content: Content, size: Size) {
        self.path = path
        self.content = content
        self.size = size
    }

    deinit {
        switch content {
        case let .raster(surface): cairo_surface_destroy(surface)
        case let .vector(handle), let .symbolExport(handle, _, _, _): g_object_unref(handle)
        }
        for surface in scaledCopies.values { cairo_surface_destroy(surface) }
    }

    /// Runs `body` with the image to itself: the only way painters use its content and scaled copies.
    func withContent<Result>(_ body: (DecodedImage) -> Result) -> Result {
        lock.withLock { _ in body(self) }
    }

    /// How many scaled copies are kept (for tests).
    var scaledCopyCount: Int { withContent { $0.scaledCopies.count } }

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
