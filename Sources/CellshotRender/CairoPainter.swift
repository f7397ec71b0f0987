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

    /// Creates a painter that lays text out with `measurer`'s font set, so text
    /// is drawn exactly as it was measured.
    /// - Parameter images: where images and symbols come from; by default the
    ///   symbol table in `assets/symbols.json`.
    public init(measurer: PangoTextMeasurer, images: ImageCache = ImageCache()) {
        self.measurer = measurer
        self.images = images
    }

    /// Paints the list onto a Cairo context.
    /// - Parameters:
    ///   - context: a `cairo_t`; its transform is saved and restored.
    ///   - scale: device units per point (the image's `@2x`, `@3x`).
    ///   - top: the first point row to paint: strips of a tall image paint the
    ///     same list with increasing `top`.
    func paint(_ list: DisplayList, on context: OpaquePointer, scale: Double, top: Double = 0) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_scale(context, scale, scale)
        cairo_translate(context, 0, -top)
        setColor(list.background, on: context)
        cairo_paint(context)
        for command in list.commands {
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
            }
        }
    }

    private func paintText(_ run: TextRun, on context: OpaquePointer) {
        pango_cairo_update_context(context, measurer.catalog.context)
        measurer.withLayout(run.text, run.attributes, width: run.frame.width) { layout in
            pango_layout_set_alignment(layout, alignment(run.attributes.alignment))
            pango_layout_set_justify(layout, run.attributes.alignment == .justified ? 1 : 0)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let height = Double(logical.height) / Double(PANGO_SCALE)
            // UILabel centres its text vertically in its bounds.
            cairo_move_to(context, run.frame.minX, run.frame.minY + (run.frame.height - height) / 2)
            setColor(run.color, on: context)
            pango_cairo_show_layout(context, layout)
        }
    }

    private func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .natural, .left, .justified: PANGO_ALIGN_LEFT
        }
    }

    private func setColor(_ color: Color, on context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
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
