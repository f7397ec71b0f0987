import CCairo
import CellshotGraphics

extension CairoPainter {
    /// Fills or strokes a path in a colour (``DrawCommand/path(_:paint:color:)``).
    func paintPath(_ path: Path, _ paint: PathPaint, color: Color, on context: OpaquePointer) {
        // Caps, joins and dashes must not leak into later commands: a square `.stroke` keeps mitred corners.
        cairo_save(context)
        defer { cairo_restore(context) }
        setColor(color, on: context)
        draw(path, with: paint, on: context)
    }

    /// Fills or strokes `path` with the context's current source, the paint's fill rule or stroke style set
    /// (and left set: call inside a save). Nothing is drawn when ``DrawingLimits`` finds nothing to draw.
    func draw(_ path: Path, with paint: PathPaint, on context: OpaquePointer) {
        guard let path = DrawingLimits.drawable(path) else { return }
        switch paint {
        case .fill, .evenOddFill:
            addPath(path, to: context)
            cairo_set_fill_rule(context, paint == .fill ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(context)
        case .stroke(let width):
            guard width.isFinite else { return }
            addPath(path, to: context)
            cairo_set_line_width(context, width)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        case .styledStroke(let style):
            guard let style = DrawingLimits.drawable(style, along: path) else { return }
            addPath(path, to: context)
            apply(style, to: context)
            cairo_stroke(context)
        }
    }

    /// Sets a stroke style's width, caps, joins, mitre limit and dashes on the context.
    private func apply(_ style: StrokeStyle, to context: OpaquePointer) {
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_width(context, style.lineWidth)
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit)
        cairo_set_dash(context, style.dash, Int32(style.dash.count), style.dashPhase)
    }

    /// Replaces the context's path with `path`.
    func addPath(_ path: Path, to context: OpaquePointer) {
        cairo_new_path(context)
        addElements(path.elements, to: context)
    }

    /// Adds a path's steps to the context's path: quadratic curves as the cubic curves they are, arcs as
    /// Cairo's arcs (growing angles for SwiftUI's `clockwise: false`).
    private func addElements(_ elements: [Path.Element], to context: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case let .curve(to, control1, control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case .close: cairo_close_path(context)
            case let .quadCurve(to, control):
                var from = control
                if cairo_has_current_point(context) != 0 {
                    cairo_get_current_point(context, &from.x, &from.y)
                } else {
                    cairo_move_to(context, control.x, control.y)
                }
                let (control1, control2) = Path.cubicControls(from: from, control: control, to: to)
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case let .arc(center, radius, start, end, clockwise):
                if clockwise {
                    cairo_arc_negative(context, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc(context, center.x, center.y, radius, start, end)
                }
            }
        }
    }

    /// Adds a rectangle with Apple's continuous corners (``Path/init(roundedRect:cornerRadius:style:)``, the one
    /// drawing of that curve) as a new subpath; a plain rectangle when the radius comes to 0.
    func addContinuousRoundedRectangle(_ rect: Rect, radius: Double, to context: OpaquePointer) {
        guard Path.continuousCornerRadius(radius, in: rect) > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(context)
        addElements(Path(roundedRect: rect, cornerRadius: radius, style: .continuous).elements, to: context)
    }

    /// Adds a rectangle with quarter-circle corners as a new subpath; a plain rectangle when the radius comes to 0.
    func addRoundedRectangle(_ rect: Rect, radius: Double, to context: OpaquePointer) {
        guard Path.circularCornerRadius(radius, in: rect) > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(context)
        addElements(Path(roundedRect: rect, cornerRadius: radius, style: .circular).elements, to: context)
    }
}
