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
        let target = cairo_get_target(context)
        let pixels = cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
            ? PixelGrid(scale: scale, width: Int(cairo_image_surface_get_width(target)),
                        height: Int(cairo_image_surface_get_height(target)))
            : PixelGrid(vectorPage: list.size, scale: scale)
        paint(list.commands, on: context, visible: nil, pixels: pixels)
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
        let pixels = PixelGrid(scale: grid.scale, width: Int(cairo_image_surface_get_width(cairo_get_target(context))),
                               height: grid.height, firstRow: band * grid.rows)
        paint(index, band: band, on: context, visible: visible, pixels: pixels)
    }

    private func paint(_ index: BandIndex, band: Int, on context: OpaquePointer, visible: VerticalBand, pixels: PixelGrid) {
        for position in index.positions(inBand: band) {
            let command = index.commands[Int(position)]
            guard let group = index.group(at: Int(position)) else {
                paint(command, on: context, visible: visible, pixels: pixels)
                continue
            }
            let body = { self.paint(group, band: band, on: context, visible: visible, pixels: pixels) }
            switch command {
            case let .opacity(alpha, _):
                withOpacity(alpha, on: context, body)
            case let .clip(rect, radius, curve, _):
                withClip(rect, radius: radius, curve: curve, on: context, body)
            case let .clipPath(path, fillRule, _):
                withClip(path, fillRule: fillRule, on: context, body)
            case let .blendMode(mode, commands):
                withBlendMode(mode, drawingIn: DrawnBounds.union(commands), on: context, body)
            default:
                paint(command, on: context, visible: visible, pixels: pixels)
            }
        }
    }

    /// Paints `commands` in order, skipping those that cannot reach `visible` (when known).
    func paint(_ commands: [DrawCommand], on context: OpaquePointer, visible: VerticalBand?, pixels: PixelGrid) {
        for command in commands {
            if let visible, !visible.mayShow(command) { continue }
            paint(command, on: context, visible: visible, pixels: pixels)
        }
    }

    private func paint(_ command: DrawCommand, on context: OpaquePointer, visible: VerticalBand?, pixels: PixelGrid) {
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
            withOpacity(alpha, on: context) { paint(commands, on: context, visible: visible, pixels: pixels) }
        case let .clip(rect, radius, curve, commands):
            withClip(rect, radius: radius, curve: curve, on: context) {
                paint(commands, on: context, visible: visible, pixels: pixels)
            }
        case let .transform(transform, commands):
            withTransform(transform, on: context, visible: visible, pixels: pixels) { visible, pixels in
                paint(commands, on: context, visible: visible, pixels: pixels)
            }
        case let .clipPath(path, fillRule, commands):
            withClip(path, fillRule: fillRule, on: context) { paint(commands, on: context, visible: visible, pixels: pixels) }
        case let .gradient(path, paint, gradient):
            paintGradient(gradient, path, paint, on: context, pixels: pixels)
        case let .shadow(color, radius, offset, commands):
            paintShadow(of: commands, color: color, radius: radius, offset: offset, on: context, pixels: pixels)
            paint(commands, on: context, visible: visible, pixels: pixels)
        case let .blendMode(mode, commands):
            withBlendMode(mode, drawingIn: DrawnBounds.union(commands), on: context) {
                paint(commands, on: context, visible: visible, pixels: pixels)
            }
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

    func setColor(_ color: Color, on context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }
}
