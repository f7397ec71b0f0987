import CCairo
import CellshotGraphics

/// The pixels of the whole picture, on which the painter computes what Cairo cannot draw by itself (shadows'
/// blurs, angular gradients), whatever surface it is painting.
///
/// A PNG is painted in bands, each on a surface whose row 0 is the band's first row; a shadow or gradient
/// computed on that surface's own pixels would depend on where the band starts. Computed on the picture's
/// pixels instead — the same pixel centres, the same integer sums — each pixel comes out the same in every
/// band, and is then copied into the band at a whole-pixel offset. A vector page has no pixels: there the grid
/// is a raster of ``vectorScale`` pixels per point, drawn into the page as an image.
struct PixelGrid {
    /// Maps the current drawing space (points, after the enclosing ``DrawCommand/transform(_:commands:)``s) to
    /// the picture's pixels.
    var transform: AffineTransform
    /// The enclosing transforms alone, from the current drawing space to the display list's points.
    var drawingTransform: AffineTransform
    /// The picture's pixels: columns `0..<width`, rows `0..<height`.
    let bounds: PixelRect
    /// The picture pixel drawn at pixel (0, 0) of the image surface being painted: a band's first row, an
    /// offscreen surface's corner; (0, 0) for a vector page.
    let origin: (x: Int, y: Int)
    /// Whether the surface is a vector page, on which the grid's pixels are drawn as an image scaled to points.
    let isVector: Bool
    /// Grid pixels per device unit of the surface: 1 for an image, ``vectorScale`` for a page in points.
    private var pixelsPerDeviceUnit: Double { isVector ? Self.vectorScale : 1 }

    /// The pixels per point of the raster drawn into PDF and SVG pages for shadows and angular gradients.
    static let vectorScale = 3.0

    /// The grid of an image surface painted at `scale`, or of a band of it starting at picture row `firstRow`.
    init(scale: Double, width: Int, height: Int, firstRow: Int = 0) {
        transform = AffineTransform(scaleX: scale, y: scale)
        drawingTransform = .identity
        bounds = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        origin = (0, firstRow)
        isVector = false
    }

    /// The grid of a vector page of `size` points (painted at `scale` units per point).
    init(vectorPage size: Size, scale: Double) {
        let pixels = Self.vectorScale * scale
        transform = AffineTransform(scaleX: pixels, y: pixels)
        drawingTransform = .identity
        bounds = PixelRect(x0: 0, y0: 0, x1: Int(saturating: (size.width * pixels).rounded(.up)),
                           y1: Int(saturating: (size.height * pixels).rounded(.up)))
        origin = (0, 0)
        isVector = true
    }

    private init(_ grid: PixelGrid, offscreenAt origin: (x: Int, y: Int)) {
        transform = grid.transform
        drawingTransform = grid.drawingTransform
        bounds = grid.bounds
        self.origin = origin
        isVector = false
    }

    /// The same grid seen from an image surface whose pixel (0, 0) is grid pixel `origin` (a shadow's mask).
    func offscreen(at origin: (x: Int, y: Int)) -> PixelGrid {
        PixelGrid(self, offscreenAt: origin)
    }

    /// The grid inside a group drawn with `inner` applied first.
    func applying(_ inner: AffineTransform) -> PixelGrid {
        var grid = self
        grid.transform = inner.concatenating(transform)
        grid.drawingTransform = inner.concatenating(drawingTransform)
        return grid
    }

    /// The grid pixels covering `rect` of the current drawing space, rounded outwards (beyond the picture too:
    /// what lies outside may cast a shadow into it); `nil` when they cannot be counted.
    func pixels(covering rect: Rect) -> PixelRect? {
        let mapped = transform.apply(to: rect)
        let limit = 1e9
        guard mapped.minX.isFinite, mapped.minY.isFinite, mapped.maxX.isFinite, mapped.maxY.isFinite,
              max(abs(mapped.minX), abs(mapped.minY), abs(mapped.maxX), abs(mapped.maxY)) < limit else { return nil }
        return PixelRect(x0: Int(mapped.minX.rounded(.down)), y0: Int(mapped.minY.rounded(.down)),
                         x1: Int(mapped.maxX.rounded(.up)), y1: Int(mapped.maxY.rounded(.up)))
    }

    /// The grid pixels the context's clip lets through, within the picture.
    func clipPixels(of context: OpaquePointer) -> PixelRect {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        cairo_restore(context)
        let perUnit = pixelsPerDeviceUnit, x = Double(origin.x), y = Double(origin.y)
        return PixelRect(x0: Int(saturating: (left * perUnit + x).rounded(.down)),
                         y0: Int(saturating: (top * perUnit + y).rounded(.down)),
                         x1: Int(saturating: (right * perUnit + x).rounded(.up)),
                         y1: Int(saturating: (bottom * perUnit + y).rounded(.up)))
            .intersection(bounds)
    }

    /// The rows of points `rows` of the grid show in the current drawing space, to skip commands that cannot
    /// reach them; `nil` (no skipping) when the drawing space is rotated or sheared.
    func band(showing rows: Range<Int>) -> VerticalBand? {
        guard transform.b == 0, transform.c == 0, transform.d != 0 else { return nil }
        let first = (Double(rows.lowerBound) - transform.ty) / transform.d
        let last = (Double(rows.upperBound) - transform.ty) / transform.d
        return VerticalBand(top: min(first, last), bottom: max(first, last))
    }

    /// Sets the context's matrix so that user space is the grid's pixels (for drawing an image of grid pixels).
    func setGridMatrix(on context: OpaquePointer) {
        cairo_identity_matrix(context)
        if isVector {
            cairo_scale(context, 1 / pixelsPerDeviceUnit, 1 / pixelsPerDeviceUnit)
        } else {
            cairo_translate(context, -Double(origin.x), -Double(origin.y))
        }
    }

    /// A Cairo matrix from the current drawing space to the pixels of an image whose top left pixel is grid
    /// pixel `origin`: an image source's pattern matrix, or an offscreen image surface's transform.
    func pixelMatrix(origin: (x: Int, y: Int)) -> cairo_matrix_t {
        cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                       x0: transform.tx - Double(origin.x), y0: transform.ty - Double(origin.y))
    }
}

/// A rectangle of whole pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// Grown by `margin` pixels on every side.
    func expanded(by margin: Int) -> PixelRect {
        PixelRect(x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin)
    }

    /// The rectangle cut into tiles of at most `side` × `side` pixels, row by row.
    func tiles(side: Int) -> [PixelRect] {
        guard !isEmpty else { return [] }
        var tiles: [PixelRect] = []
        for top in stride(from: y0, to: y1, by: side) {
            for left in stride(from: x0, to: x1, by: side) {
                tiles.append(PixelRect(x0: left, y0: top, x1: min(left + side, x1), y1: min(top + side, y1)))
            }
        }
        return tiles
    }
}
