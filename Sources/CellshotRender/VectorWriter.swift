import CCairo
import CellshotGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `DisplayList` as a vector document: a one-page PDF or an SVG image, the page
/// as large as the list in points, painted by the same ``CairoPainter`` code as PNG output.
///
/// ```swift
/// let painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
/// try VectorWriter(painter: painter, format: .pdf).write(list, to: "cells.pdf")
/// ```
///
/// Equal lists give equal bytes, in any process: the PDF's creation date is pinned (the only
/// metadata Cairo 1.16 takes from the clock; no other metadata is written), and the SVG's
/// group and image identifiers, which Cairo numbers process-wide, are renumbered per
/// document (`SVGIdentifiers`). Text keeps its glyphs as vectors (font subsets in PDF, glyph
/// outlines in SVG); colour emoji are bitmaps at one pixel per point, as Cairo draws colour
/// glyphs on vector surfaces. Shapes, clips, transforms and linear and radial gradients stay vectors;
/// what Cairo cannot draw as vectors is an image in the page: shadows and angular gradients are
/// computed on a raster of ``PixelGrid/vectorScale`` (3) pixels per point, as PNG output computes them
/// on its pixels, and a blend mode other than `normal` is native in PDF but makes Cairo rasterise an
/// SVG page (SVG 1.1 has no blend modes) at 300 dpi. Images and symbols are read before anything is
/// written, and the document is written beside its destination and renamed into place, like ``PNGWriter``.
///
/// PDF viewers such as Acrobat accept pages up to 14,400 pt (200 in) on a side; a taller
/// list is still written as one page, which other viewers may show or refuse.
public struct VectorWriter {
    /// A vector document format.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// PDF 1.5, one page.
        case pdf
        /// SVG 1.1, sized in points (`width="390pt"`).
        case svg
    }

    /// The format written.
    public let format: Format
    let painter: CairoPainter

    /// Creates a writer of `format` that paints with `painter`.
    public init(painter: CairoPainter, format: Format) {
        self.painter = painter
        self.format = format
    }

    /// The creation date written into every PDF, so that the same list gives the same bytes
    /// on every run (Cairo would otherwise write the current time).
    public static let pdfCreationDate = "2000-01-01T00:00:00Z"

    /// Writes the list to `path` as one page of `list.size` points.
    /// - Throws: ``RenderError/invalidPageSize(width:height:)`` for an empty or non-finite size,
    ///   an image or symbol error when one cannot be read (before any file is created),
    ///   ``RenderError/writeFailed(path:reason:)`` when the file cannot be written; in every
    ///   case nothing is left at `path` that was not there before.
    public func write(_ list: DisplayList, to path: String) throws(RenderError) {
        let size = list.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidPageSize(width: size.width, height: size.height)
        }
        try painter.images.prepare(list)
        try AtomicFile.write(to: path) { file throws(RenderError) in
            try render(list, into: file)
        }
    }

    /// Paints the list onto a document surface and writes the finished document to `file`.
    private func render(_ list: DisplayList, into file: UnsafeMutablePointer<FILE>) throws(RenderError) {
        // The document is collected in memory first: SVG needs one pass over it (SVGIdentifiers).
        let sink = ByteSink()
        let surface = makeSurface(writingTo: sink, size: list.size)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw .writeFailed(path: "", reason: Self.reason(cairo_surface_status(surface)))
        }
        painter.paint(list, on: context, scale: 1)
        let drawing = cairo_status(context)
        cairo_destroy(context)
        cairo_surface_finish(surface)    // writes the document
        let status = drawing != CAIRO_STATUS_SUCCESS ? drawing : cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .writeFailed(path: "", reason: Self.reason(status)) }
        let bytes = format == .svg ? SVGIdentifiers.numberedPerDocument(sink.bytes) : sink.bytes
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
            throw .writeFailed(path: "", reason: String(cString: strerror(errno)))
        }
    }

    private func makeSurface(writingTo sink: ByteSink, size: Size) -> OpaquePointer? {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch format {
        case .pdf:
            let surface = cairo_pdf_surface_create_for_stream(ByteSink.append, closure, size.width, size.height)
            cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfCreationDate)
            return surface
        case .svg:
            let surface = cairo_svg_surface_create_for_stream(ByteSink.append, closure, size.width, size.height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            return surface
        }
    }

    private static func reason(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}

/// Where a Cairo document surface writes: the bytes, kept in memory.
private final class ByteSink {
    var bytes: [UInt8] = []

    /// Cairo's stream callback; the closure is an unretained `ByteSink`.
    static let append: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
