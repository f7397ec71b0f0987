import CCairo

/// Where Pango's renderer draws the underlines and strikethroughs of one line, and in which colour, replayed
/// from the line's runs so that ``ShapedText`` can draw them without Pango: the logic of
/// `pango_renderer_draw_layout_line` (pango-renderer.c, Pango 1.50), step for step — an underline at the font's
/// underline position, as wide as the run's ink or logical extent (the wider), joined with the next run's when
/// it lies at the same height; a strikethrough joined over consecutive runs at their positions' average,
/// weighted by glyphs; either one cut where its colour changes. Rectangles are in Pango units from the line's
/// origin on its baseline (y downwards), as Pango passes them to `pango_cairo_renderer_draw_rectangle`.
struct DecorationTracer {
    /// A rectangle Pango's renderer fills.
    struct Rectangle: Equatable {
        let x: Int32, y: Int32, width: Int32, height: Int32
        let paint: RunPaint
        /// The run (an index of ``ShapedText/runs``) after whose glyphs it is drawn.
        let afterRun: Int32
    }

    /// What the renderer reads of one run.
    struct Run {
        /// Its index in ``ShapedText/runs``.
        let index: Int32
        let underline: Bool
        let strikethrough: Bool
        let foreground: PangoColor?
        let underlineColor: PangoColor?
        let strikethroughColor: PangoColor?
        let alpha: UInt16
        /// The width of its glyphs, in Pango units.
        let width: Int
        /// Its rise (`y_offset`), in Pango units, upwards.
        let rise: Int
        let glyphCount: Int
        /// The glyphs' ink and logical extents and the font's line metrics; only read when the run is decorated.
        let ink: PangoRectangle, logical: PangoRectangle
        let underlinePosition: Int, underlineThickness: Int
        let strikethroughPosition: Int, strikethroughThickness: Int
    }

    private(set) var rectangles: [Rectangle] = []

    // The renderer's state: the current run's decorations and each part's colour (PangoRenderer's fields).
    private var underline = false, strikethrough = false
    private var colors: [PangoRenderPart: PangoColor] = [:]
    private var alphas: [PangoRenderPart: UInt16] = [:]
    // The line's state (pango-renderer.c's LineState).
    private var lineUnderline = false, lineStrikethrough = false
    private var underlineRect = (x: 0, y: 0, width: 0, height: 0)
    private var strikethroughRect = (x: 0, y: 0, width: 0, height: 0)
    private var strikethroughGlyphs = 0
    private var logicalRectEnd = 0
    /// The run whose glyphs were drawn last (−1 before the first).
    private var drawnRun: Int32 = -1

    /// Replays a line of runs, left to right, with their widths, offsets and attributes.
    /// - Parameter offsets: each run's `start_x_offset` and `end_x_offset` in Pango units.
    init(line runs: [Run], offsets: [(start: Int, end: Int)]) {
        var x = 0
        for (run, offset) in zip(runs, offsets) {
            prepare(run)
            logicalRectEnd = x + run.width
            x += offset.start
            drawnRun = run.index
            if underline || strikethrough {
                if underline { addUnderline(run, x: x, y: -run.rise) }
                if strikethrough { addStrikethrough(run, x: x, y: -run.rise) }
            }
            if !underline && lineUnderline { drawUnderline() }
            if !strikethrough && lineStrikethrough { drawStrikethrough() }
            x += run.width + offset.end
        }
        drawUnderline()
        drawStrikethrough()
    }

    /// `pango_renderer_default_prepare_run`: the run's decorations and colours, each change of a line's colour
    /// or alpha ending the decoration drawn so far.
    private mutating func prepare(_ run: Run) {
        underline = run.underline
        strikethrough = run.strikethrough
        setColor(PANGO_RENDER_PART_FOREGROUND, run.foreground)
        setColor(PANGO_RENDER_PART_UNDERLINE, run.underlineColor ?? run.foreground)
        setColor(PANGO_RENDER_PART_STRIKETHROUGH, run.strikethroughColor ?? run.foreground)
        for part in [PANGO_RENDER_PART_FOREGROUND, PANGO_RENDER_PART_UNDERLINE, PANGO_RENDER_PART_STRIKETHROUGH] {
            setAlpha(part, run.alpha)
        }
    }

    private mutating func setColor(_ part: PangoRenderPart, _ color: PangoColor?) {
        let current = colors[part]
        if color == nil && current == nil { return }
        if let color, let current, color.red == current.red, color.green == current.green, color.blue == current.blue { return }
        partChanged(part)
        colors[part] = color
    }

    private mutating func setAlpha(_ part: PangoRenderPart, _ alpha: UInt16) {
        let current = alphas[part] ?? 0
        if alpha == current { return }
        partChanged(part)
        alphas[part] = alpha
    }

    /// `handle_line_state_change`: the decoration of `part` so far is drawn up to the last run's logical end.
    private mutating func partChanged(_ part: PangoRenderPart) {
        if part == PANGO_RENDER_PART_UNDERLINE && lineUnderline {
            underlineRect.width = logicalRectEnd - underlineRect.x
            drawUnderline()
            lineUnderline = underline
            underlineRect.x = logicalRectEnd
            underlineRect.width = 0
        }
        if part == PANGO_RENDER_PART_STRIKETHROUGH && lineStrikethrough {
            strikethroughRect.width = logicalRectEnd - strikethroughRect.x
            drawStrikethrough()
            lineStrikethrough = strikethrough
        }
    }

    private mutating func addUnderline(_ run: Run, x: Int, y: Int) {
        let new = (x: x + min(Int(run.ink.x), Int(run.logical.x)), y: y - run.underlinePosition,
                   width: max(Int(run.ink.width), Int(run.logical.width)), height: run.underlineThickness)
        if lineUnderline && new.y == underlineRect.y && new.height == underlineRect.height {
            underlineRect.width = new.x + new.width - underlineRect.x
        } else {
            drawUnderline()
            underlineRect = new
            lineUnderline = true
        }
    }

    private mutating func addStrikethrough(_ run: Run, x: Int, y: Int) {
        let glyphs = run.glyphCount
        let new = (x: x + Int(run.ink.x), y: (y - run.strikethroughPosition) * glyphs, width: Int(run.ink.width),
                   height: run.strikethroughThickness * glyphs)
        if lineStrikethrough {
            strikethroughRect.width = new.x + new.width - strikethroughRect.x
            strikethroughRect.y += new.y
            strikethroughRect.height += new.height
            strikethroughGlyphs += glyphs
        } else {
            strikethroughRect = new
            lineStrikethrough = true
            strikethroughGlyphs = glyphs
        }
    }

    private mutating func drawUnderline() {
        guard lineUnderline else { return }
        lineUnderline = false
        add(underlineRect, part: PANGO_RENDER_PART_UNDERLINE)
    }

    private mutating func drawStrikethrough() {
        if lineStrikethrough && strikethroughGlyphs > 0 {
            // C's integer division, which truncates towards zero as Swift's does.
            add((strikethroughRect.x, strikethroughRect.y / strikethroughGlyphs, strikethroughRect.width,
                 strikethroughRect.height / strikethroughGlyphs), part: PANGO_RENDER_PART_STRIKETHROUGH)
        }
        lineStrikethrough = false
        strikethroughGlyphs = 0
        strikethroughRect.x += strikethroughRect.width
        strikethroughRect.width = 0
        strikethroughRect.y = 0
        strikethroughRect.height = 0
    }

    private mutating func add(_ rect: (x: Int, y: Int, width: Int, height: Int), part: PangoRenderPart) {
        // A rectangle with no area fills nothing: it is left out (Pango's renderer gives it to cairo all the same).
        guard rect.width != 0 && rect.height != 0 else { return }
        rectangles.append(Rectangle(x: Int32(clamping: rect.x), y: Int32(clamping: rect.y), width: Int32(clamping: rect.width),
                                    height: Int32(clamping: rect.height), paint: RunPaint(colors[part], alpha: alphas[part] ?? 0),
                                    afterRun: drawnRun))
    }
}
