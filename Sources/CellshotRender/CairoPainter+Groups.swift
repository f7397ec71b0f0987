import CCairo
import CellshotGraphics

extension CairoPainter {
    /// Paints `body` with `transform` applied first (``DrawCommand/transform(_:commands:)``), handing it the band
    /// and the pixel grid as seen from inside; nothing when the transform, alone or with those around it, is
    /// not drawable (``DrawingLimits/drawable(_:)-(AffineTransform)``).
    func withTransform(_ transform: AffineTransform, on context: OpaquePointer, visible: VerticalBand?, pixels: PixelGrid,
                       _ body: (VerticalBand?, PixelGrid) -> Void) {
        guard let transform = DrawingLimits.drawable(transform) else { return }
        let inner = pixels.applying(transform)
        guard DrawingLimits.drawable(inner.drawingTransform) != nil else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
        // A band is a band inside only when the transform keeps rows as rows (no rotation, no shear).
        let band = visible.flatMap { band -> VerticalBand? in
            guard transform.b == 0, transform.c == 0 else { return nil }
            let top = (band.top - transform.ty) / transform.d, bottom = (band.bottom - transform.ty) / transform.d
            return VerticalBand(top: min(top, bottom), bottom: max(top, bottom))
        }
        body(band, inner)
    }

    /// Paints `body` inside a path by a fill rule (``DrawCommand/clipPath(_:fillRule:commands:)``); nothing when
    /// the path is empty or not drawable.
    func withClip(_ path: Path, fillRule: FillRule, on context: OpaquePointer, _ body: () -> Void) {
        guard !path.isEmpty, let path = DrawingLimits.drawable(path) else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        addPath(path, to: context)
        cairo_set_fill_rule(context, fillRule == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(context)
        body()
    }

    /// Paints `body` — `commands`, which may draw within `bounds` — into a group combined with what is under it
    /// by Cairo's operator for `mode` (``DrawCommand/blendMode(_:commands:)``).
    func withBlendMode(_ mode: BlendMode, drawingIn bounds: Rect?, on context: OpaquePointer, _ body: () -> Void) {
        cairo_save(context)
        defer { cairo_restore(context) }
        // Clipped first, the group is only as large as what it may draw: cheaper, and an SVG page (which has no
        // blend modes) rasterises only that much of itself instead of the whole page.
        if let bounds {
            let grown = DrawnBounds.grown(bounds, by: VerticalBand.overflow)
            cairo_rectangle(context, grown.minX, grown.minY, grown.width, grown.height)
            cairo_clip(context)
        }
        cairo_push_group(context)
        body()
        cairo_pop_group_to_source(context)
        cairo_set_operator(context, Self.cairoOperator(mode))
        cairo_paint(context)
    }

    /// Cairo's operator for a blend mode: the PDF blend modes Cairo implements under the same names, and the
    /// Porter-Duff operators for the compositing ones.
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
