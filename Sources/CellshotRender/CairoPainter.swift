import CCairo
import CellshotGraphics

/// Paints a `DisplayList` with Cairo and Pango. The only code that turns
/// drawing commands into pixels (or PDF and SVG operators).
public final class CairoPainter {
    let measurer: PangoTextMeasurer
    /// The images and symbols this painter draws, each file decoded once.
    /// ``PNGWriter`` asks it to decode a list's images before writing anything,
    /// so an unreadable image or unknown symbol is an error, not a gap.
    public let images: ImageCache
    /// Reused for each run of glyphs drawn.
    private var glyphBuffer: [cairo_glyph_t] = []

    /// Creates a painter that lays text out with `measurer`'s font set, so text
    /// is drawn exactly as it was measured.
    /// - Parameter images: where images and symbols come from; by default the
    ///   symbol table in `assets/symbols.json`.
    public init(measurer: PangoTextMeasurer, images: ImageCache = ImageCache()) {
        self.measurer = measurer
        self.images = images
    }

    /// Paints the whole list onto a Cairo context (a PDF or SVG page, a test's surface; PNGs are painted
    /// band by band, see ``paint(_:band:of:background:on:)``).
    /// - Parameters:
    ///   - context: a `cairo_t`; its transform is saved and restored.
    ///   - scale: device units per point (the image's `@2x`, `@3x`).
    func paint(_ list: DisplayList, on context: OpaquePointer, scale: Double) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_scale(context, scale, scale)
        setColor(list.background, on: context)
        cairo_paint(context)
        paint(list.commands, on: context, visible: nil)
    }

    /// Paints band `band` of a tall image: only the commands ``BandIndex`` put in it, in order.
    /// - Parameters:
    ///   - index: the list's commands, indexed by ``BandIndex``.
    ///   - band: the band to paint.
    ///   - grid: the bands of the image.
    ///   - background: the list's background colour.
    func paint(_ index: BandIndex, band: Int, of grid: BandGrid, background: Color, on context: OpaquePointer) {
        let visible = grid.band(band)
        cairo_save(context)
        defer { cairo_restore(context) }
        // Move by whole device pixels before scaling: a band starting at pixel row 256 of a 3x image is
        // drawn exactly as those rows of one tall surface would be, whatever the bands.
        cairo_translate(context, 0, -(visible.top * grid.scale).rounded())
        cairo_scale(context, grid.scale, grid.scale)
        setColor(background, on: context)
        cairo_paint(context)
        paint(index, band: band, on: context, visible: visible)
    }

    private func paint(_ index: BandIndex, band: Int, on context: OpaquePointer, visible: VerticalBand) {
        for position in index.positions(inBand: band) {
            let command = index.commands[Int(position)]
            guard let group = index.group(at: Int(position)) else {
                paint(command, on: context, visible: visible)
                continue
            }
            switch command {
            case let .opacity(alpha, _):
                withOpacity(alpha, on: context) { paint(group, band: band, on: context, visible: visible) }
            case let .clip(rect, radius, curve, _):
                withClip(rect, radius: radius, curve: curve, on: context) { paint(group, band: band, on: context, visible: visible) }
            default:
                paint(command, on: context, visible: visible)
            }
        }
    }

    private func paint(_ commands: [DrawCommand], on context: OpaquePointer, visible: VerticalBand? = nil) {
        for command in commands {
            if let visible, !visible.mayShow(command) { continue }
            paint(command, on: context, visible: visible)
        }
    }

    private func paint(_ command: DrawCommand, on context: OpaquePointer, visible: VerticalBand?) {
        switch command {
        case let .fill(rect, radius, color):
            addRoundedRectangle(rect, radius: radius, to: context)
            setColor(color, on: context)
            cairo_fill(context)
        case let .stroke(rect, radius, color, width):
            // Inside the bounds, as a layer border: inset by half the line width.
            let inset = Rect(x: rect.minX + width / 2, y: rect.minY + width / 2,
                             width: max(0, rect.width - width), height: max(0, rect.height - width))
            addRoundedRectangle(inset, radius: max(0, radius - width / 2), to: context)
            setColor(color, on: context)
            cairo_set_line_width(context, width)
            cairo_stroke(context)
        case let .text(run):
            paintText(run, on: context)
        case let .image(run):
            paintImage(run, on: context)
        case let .path(path, paint, color):
            paintPath(path, paint, color: color, on: context)
        case let .opacity(alpha, commands):
            withOpacity(alpha, on: context) { paint(commands, on: context, visible: visible) }
        case let .clip(rect, radius, curve, commands):
            withClip(rect, radius: radius, curve: curve, on: context) { paint(commands, on: context, visible: visible) }
        }
    }

    /// Paints `body` into a group composited at `alpha`: one layer's opacity, not each command's.
    private func withOpacity(_ alpha: Double, on context: OpaquePointer, _ body: () -> Void) {
        cairo_save(context)
        cairo_push_group(context)
        body()
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, min(1, max(0, alpha)))
        cairo_restore(context)
    }

    /// Paints `body` inside a rounded rectangle.
    private func withClip(_ rect: Rect, radius: Double, curve: CornerCurve, on context: OpaquePointer,
                          _ body: () -> Void) {
        cairo_save(context)
        switch curve {
        case .circular: addRoundedRectangle(rect, radius: radius, to: context)
        case .continuous: addContinuousRoundedRectangle(rect, radius: radius, to: context)
        }
        cairo_clip(context)
        body()
        cairo_restore(context)
    }

    private func paintPath(_ path: Path, _ paint: PathPaint, color: Color, on context: OpaquePointer) {
        // Round caps and joins must not leak into later commands: a square `.stroke` keeps mitred corners.
        cairo_save(context)
        defer { cairo_restore(context) }
        addPath(path, to: context)
        setColor(color, on: context)
        switch paint {
        case .fill:
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
        case .stroke(let width):
            cairo_set_line_width(context, width)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    private func addPath(_ path: Path, to context: OpaquePointer) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case let .curve(to, control1, control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case .close: cairo_close_path(context)
            }
        }
    }

    private func paintText(_ run: TextRun, on context: OpaquePointer) {
        setColor(run.color, on: context)
        if run.attributes.lineBreakMode == .byClipping {
            // Clipped text ends at the label's edges, without an ellipsis.
            cairo_save(context)
            cairo_rectangle(context, run.frame.minX, run.frame.minY, run.frame.width, run.frame.height)
            cairo_clip(context)
        }
        defer { if run.attributes.lineBreakMode == .byClipping { cairo_restore(context) } }
        // PDF pages carry the text with its glyphs (selectable, searchable), which Pango's renderer writes
        // from the layout's clusters; every other surface draws the glyphs measuring laid out.
        if let shaped = run.prepared as? ShapedText, cairo_surface_has_show_text_glyphs(cairo_get_target(context)) == 0 {
            paint(shaped, in: run.frame, color: run.color, on: context)
            return
        }
        pango_cairo_update_context(context, measurer.catalog.context)
        measurer.withLayout(run.text, run.attributes, width: run.frame.width) { layout in
            // Line by line, at the baselines measuring reported (TextLines), so a label is
            // drawn where the layout engine placed it.
            let lines = TextLines(layout: layout, lineHeight: run.attributes.font.fixedLineHeight,
                                  lineSpacing: run.attributes.extraLineSpacing,
                                  maximumLines: PangoTextMeasurer.lineLimit(run.attributes))
            // UILabel centres its text vertically in its bounds.
            let top = run.frame.minY + (run.frame.height - lines.size.height) / 2
            for line in lines.lines {
                cairo_move_to(context, run.frame.minX + x(of: line, in: run), top + line.baseline)
                pango_cairo_show_layout_line(context, line.line)
            }
        }
    }

    /// Where a line laid out by Pango starts in its label: where Pango put it, but a single clipped line,
    /// which Pango is given no width for (it would wrap it), and tracked text, which Pango is given a wider one
    /// (``PangoTextMeasurer/trackingAllowance(_:)``), are aligned in the label here, as UILabel aligns them (and
    /// as ``ShapedText`` does).
    private func x(of line: TextLines.Line, in run: TextRun) -> Double {
        guard !PangoTextMeasurer.wraps(run.attributes) || PangoTextMeasurer.alignsLinesItself(run.attributes) else { return line.x }
        return TextLines.points(ShapedText.alignedOffset(run.attributes.alignment,
                                                         width: ShapedText.units(run.frame.width), lineWidth: line.width))
    }

    /// Draws text as measuring laid it out: each run's glyphs at the positions Pango's cairo renderer
    /// computes for them (`pango_cairo_show_layout_line`: from the current point, run offsets and glyph
    /// positions added in that order), in the run's font face at the painter's own scale and in its colour (the
    /// text's, `color`, unless a span gave it one), and the lines' underlines and strikethroughs where and when
    /// Pango's renderer draws them (``DecorationTracer``).
    private func paint(_ shaped: ShapedText, in frame: Rect, color: Color, on context: OpaquePointer) {
        // UILabel centres its text vertically in its bounds.
        let top = frame.minY + (frame.height - shaped.metrics.size.height) / 2
        let width = ShapedText.units(frame.width)
        let unit = Double(PANGO_SCALE)
        for line in shaped.lines {
            cairo_move_to(context, frame.minX + Double(shaped.x(of: line, inWidth: width)) / unit, top + line.baseline)
            var lineX = 0.0, lineY = 0.0
            cairo_get_current_point(context, &lineX, &lineY)
            // The line's underlines and strikethroughs, each drawn after the run Pango's renderer draws it after.
            var decoration = Int(line.decorations.lowerBound)
            let decorations = Int(line.decorations.upperBound)
            var index = line.runs.lowerBound
            for run in shaped.runs[Int(line.runs.lowerBound)..<Int(line.runs.upperBound)] {
                if decoration < decorations {
                    paintDecorations(of: shaped, from: &decoration, to: decorations, before: index, at: (lineX, lineY),
                                     color: color, on: context)
                }
                index += 1
                let baseX = lineX + Double(run.x) / unit, baseY = lineY + Double(run.y) / unit
                glyphBuffer.removeAll(keepingCapacity: true)
                for glyph in shaped.glyphs[Int(run.glyphs.lowerBound)..<Int(run.glyphs.upperBound)] {
                    glyphBuffer.append(cairo_glyph_t(index: UInt(glyph.index), x: baseX + Double(glyph.x) / unit,
                                                     y: glyph.y == 0 ? baseY : baseY + Double(glyph.y) / unit))
                }
                cairo_save(context)
                if !run.paint.isInherited { setColor(run.paint.color(over: color), on: context) }
                cairo_set_font_face(context, run.font.face)
                var matrix = run.font.matrix
                cairo_set_font_matrix(context, &matrix)
                cairo_set_font_options(context, measurer.catalog.fontOptions)
                cairo_show_glyphs(context, glyphBuffer, Int32(glyphBuffer.count))
                cairo_restore(context)
            }
            if decoration < decorations {
                paintDecorations(of: shaped, from: &decoration, to: decorations, before: nil, at: (lineX, lineY),
                                 color: color, on: context)
            }
        }
    }

    /// Fills `shaped`'s decorations from `decoration` up to `end` that are drawn before run `index`'s glyphs (all of
    /// them, for `nil`), at Pango's places from the line's origin, in their colours over the text's `color`.
    private func paintDecorations(of shaped: ShapedText, from decoration: inout Int, to end: Int, before index: Int32?,
                                  at origin: (x: Double, y: Double), color: Color, on context: OpaquePointer) {
        let unit = Double(PANGO_SCALE)
        while decoration < end {
            let rectangle = shaped.decorations[decoration]
            if let index, rectangle.afterRun >= index { return }
            cairo_save(context)
            setColor(rectangle.paint.color(over: color), on: context)
            cairo_rectangle(context, origin.x + Double(rectangle.x) / unit, origin.y + Double(rectangle.y) / unit,
                            Double(rectangle.width) / unit, Double(rectangle.height) / unit)
            cairo_fill(context)
            cairo_restore(context)
            decoration += 1
        }
    }

    private func setColor(_ color: Color, on context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// A rectangle with Apple's continuous corners, as `UIBezierPath(roundedRect:cornerRadius:)` draws them
    /// since iOS 7: per corner three cubic curves joined by two short lines, reaching 1.52866483 × the radius
    /// along each edge. The coefficients are PaintCode's measurements of UIKit's output ("Drawing Code for
    /// iOS 7 Rounded Rectangles"); as UIKit does, the radius shrinks so that two corners never overlap.
    func addContinuousRoundedRectangle(_ rect: Rect, radius: Double, to context: OpaquePointer) {
        let reach = 1.52866483
        let radius = min(max(0, radius), min(rect.width, rect.height) / 2 / reach)
        guard radius > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        // Each corner in (u, v): u back along the edge coming in, v along the edge going out, in radii.
        // The corners clockwise from the top right: the corner, the incoming direction, the outgoing one.
        let corners: [(Point, Point, Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        cairo_new_sub_path(context)
        for (corner, incoming, outgoing) in corners {
            func point(_ u: Double, _ v: Double) -> (Double, Double) {
                (corner.x + (-u * incoming.x + v * outgoing.x) * radius, corner.y + (-u * incoming.y + v * outgoing.y) * radius)
            }
            func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
                cairo_curve_to(context, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            }
            let start = point(reach, 0)
            cairo_line_to(context, start.0, start.1)
            curve(point(1.08849323, 0), point(0.86840689, 0), point(0.66993427, 0.06549600))
            let first = point(0.63149399, 0.07491100)
            cairo_line_to(context, first.0, first.1)
            curve(point(0.37282392, 0.16905899), point(0.16905899, 0.37282392), point(0.07491100, 0.63149399))
            let second = point(0.06549600, 0.66993427)
            cairo_line_to(context, second.0, second.1)
            curve(point(0, 0.86840689), point(0, 1.08849323), point(0, reach))
        }
        cairo_close_path(context)
    }

    func addRoundedRectangle(_ rect: Rect, radius: Double, to context: OpaquePointer) {
        let radius = min(max(0, radius), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
        cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(context)
    }
}
