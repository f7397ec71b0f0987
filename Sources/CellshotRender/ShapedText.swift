import CCairo
import CellshotGraphics

/// Text laid out once, by ``PangoTextMeasurer`` while measuring: its metrics, and its lines as glyphs
/// with their fonts, so ``CairoPainter`` draws exactly what was measured without laying the text out
/// (itemizing, shaping, breaking lines) again.
///
/// Plain values and thread-safe font faces only — no Pango objects, which belong to the measuring
/// thread — so the painters of a tall image's bands draw it from any thread. Glyph positions are kept
/// in Pango units and turned into points the way Pango's own cairo renderer does
/// (`pango_cairo_show_layout_line`), so a line is drawn to the same bytes either way. Styled text keeps what
/// Pango's renderer would draw beyond the glyphs too: each run's colour (``RunPaint``) and the underlines and
/// strikethroughs (``DecorationTracer``).
final class ShapedText: PreparedText {
    /// One glyph: its index in its font, and its origin from its run's origin in Pango units
    /// (the advances before it plus its own offset; y downwards).
    struct Glyph {
        let index: UInt32
        let x: Int32
        let y: Int32
    }

    /// Consecutive glyphs of one font and one style.
    struct Run {
        let font: ShapedFont
        /// The letters' colour: the text run's unless a span gives one.
        let paint: RunPaint
        /// From the line's origin to the run's, in Pango units (y downwards).
        let x: Int32
        let y: Int32
        /// The run's glyphs in ``ShapedText/glyphs``.
        let glyphs: Range<Int32>
    }

    /// One line.
    struct Line {
        /// From the layout's left edge to the line's, in Pango units, as laid out at ``ShapedText/wrapWidth``.
        let x: Int32
        /// The line's logical width in Pango units (what alignment moves it by).
        let width: Int32
        /// From the block's top to the line's baseline, in points (``TextLines``).
        let baseline: Double
        /// The line's runs in ``ShapedText/runs``, left to right.
        let runs: Range<Int32>
        /// The line's underlines and strikethroughs in ``ShapedText/decorations``, in the order they are drawn.
        let decorations: Range<Int32>
    }

    /// The size and baselines the layout engine was given.
    let metrics: TextMetrics
    /// The width the lines were broken at, in Pango units; `nil` when they were not wrapped.
    let wrapWidth: Int32?
    /// How lines sit in a wider label.
    let alignment: TextAlignment
    /// Whether lines are placed in their label by ``alignedOffset(_:width:lineWidth:)`` even at ``wrapWidth``
    /// (tracked text, which Pango laid out in a wider width: ``PangoTextMeasurer/trackingAllowance(_:)``).
    let alignsLines: Bool
    /// Whether every glyph can be drawn from this record: `false` when a character has no glyph in
    /// any font (Pango draws its hex box) or a font has no cairo face; the painter then lays the
    /// text out itself.
    let drawable: Bool
    let lines: [Line]
    let runs: [Run]
    let glyphs: [Glyph]
    let decorations: [DecorationTracer.Rectangle]

    /// Records a layout's lines.
    /// - Parameters:
    ///   - placed: the layout's lines as ``TextLines`` placed them.
    ///   - wrapWidth: the width the layout wraps at (Pango units), `nil` for none.
    ///   - alignsLines: whether lines are aligned here at the wrap width too.
    ///   - font: the drawable font of a Pango font, or `nil` if it has none.
    init(_ placed: TextLines, wrapWidth: Int32?, alignment: TextAlignment, alignsLines: Bool = false,
         font: (UnsafeMutablePointer<PangoFont>) -> ShapedFont?) {
        var lines: [Line] = [], runs: [Run] = [], glyphs: [Glyph] = []
        var decorations: [DecorationTracer.Rectangle] = []
        var drawable = true
        for line in placed.lines {
            let firstRun = Int32(runs.count)
            var styles: [RunStyle] = [], offsets: [(start: Int, end: Int)] = []
            // Sums of Pango units in 64 bits: a line's glyph widths can add up past Int32 (a line longer
            // than 2,097,151 points; the text budget refuses such texts before they are laid out), and
            // an overflow must never trap while drawing. Each position is kept clamped to Int32.
            var lineX = 0
            var item = line.line.pointee.runs
            while let node = item {
                defer { item = node.pointee.next }
                let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                let string = run.glyphs.pointee
                lineX += Int(run.start_x_offset)
                guard let pangoFont = run.item.pointee.analysis.font, let shapedFont = font(pangoFont) else {
                    drawable = false
                    lineX += Self.width(of: string) + Int(run.end_x_offset)
                    continue
                }
                let style = RunStyle(run.item)
                styles.append(style)
                offsets.append((Int(run.start_x_offset), Int(run.end_x_offset)))
                let first = Int32(clamping: glyphs.count)
                var position = 0
                for index in 0..<Int(string.num_glyphs) {
                    let info = string.glyphs[index]
                    if info.glyph != PANGO_GLYPH_EMPTY {
                        if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { drawable = false }
                        glyphs.append(Glyph(index: info.glyph, x: Int32(clamping: position + Int(info.geometry.x_offset)),
                                            y: info.geometry.y_offset))
                    }
                    position += Int(info.geometry.width)
                }
                runs.append(Run(font: shapedFont, paint: RunPaint(style.foreground, alpha: style.alpha),
                                x: Int32(clamping: lineX), y: Int32(clamping: -Int(run.y_offset)),
                                glyphs: first..<Int32(clamping: glyphs.count)))
                lineX += position + Int(run.end_x_offset)
            }
            let firstDecoration = Int32(clamping: decorations.count)
            if styles.contains(where: \.isDecorated) {
                // Only lines with an underline or strikethrough need the runs' extents and the fonts' metrics.
                decorations += Self.decorations(of: line.line, styles: styles, offsets: offsets, firstRun: firstRun)
            }
            lines.append(Line(x: line.offset, width: line.width, baseline: line.baseline,
                              runs: firstRun..<Int32(clamping: runs.count),
                              decorations: firstDecoration..<Int32(clamping: decorations.count)))
        }
        metrics = placed.metrics
        self.wrapWidth = wrapWidth
        self.alignment = alignment
        self.alignsLines = alignsLines
        self.drawable = drawable
        self.lines = lines
        self.runs = runs
        self.glyphs = glyphs
        self.decorations = decorations
    }

    /// The underlines and strikethroughs Pango's renderer draws on `line`, whose drawable runs (one per
    /// ``Run``, from `firstRun` on) have these styles and offsets.
    private static func decorations(of line: UnsafeMutablePointer<PangoLayoutLine>, styles: [RunStyle],
                                    offsets: [(start: Int, end: Int)], firstRun: Int32) -> [DecorationTracer.Rectangle] {
        var traced: [DecorationTracer.Run] = []
        var item = line.pointee.runs
        var index = 0
        while let node = item, index < styles.count {
            defer { item = node.pointee.next }
            let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            guard let font = run.pointee.item.pointee.analysis.font else { continue }
            let style = styles[index]
            var ink = PangoRectangle(), logical = PangoRectangle()
            var metrics = (underline: (0, 0), strikethrough: (0, 0))
            if style.isDecorated {
                pango_glyph_string_extents(run.pointee.glyphs, font, &ink, &logical)
                let lines = FontLineMetrics(font)
                metrics = ((lines.underlinePosition, lines.underlineThickness),
                           (lines.strikethroughPosition, lines.strikethroughThickness))
            }
            traced.append(DecorationTracer.Run(
                index: firstRun + Int32(index), underline: style.underline, strikethrough: style.strikethrough,
                foreground: style.foreground, underlineColor: style.underlineColor,
                strikethroughColor: style.strikethroughColor, alpha: style.alpha,
                width: width(of: run.pointee.glyphs.pointee),
                rise: Int(run.pointee.y_offset), glyphCount: Int(run.pointee.glyphs.pointee.num_glyphs),
                ink: ink, logical: logical, underlinePosition: metrics.underline.0, underlineThickness: metrics.underline.1,
                strikethroughPosition: metrics.strikethrough.0, strikethroughThickness: metrics.strikethrough.1))
            index += 1
        }
        return DecorationTracer(line: traced, offsets: offsets).rectangles
    }

    /// Whether these lines are also what the text lays out to in a label `width` Pango units wide: true
    /// for an unwrapped layout whose every line fits (nothing wraps, nothing is cut) and which needs no
    /// line limit cut by an ellipsis.
    func fits(within width: Int32, limit: Int?) -> Bool {
        wrapWidth == nil && lines.allSatisfy { $0.width <= width } && lines.count <= (limit ?? .max)
    }

    /// Where `line` starts in a label `width` Pango units wide: where Pango put it when the layout was
    /// broken at that width, otherwise aligned in it as Pango aligns lines (``alignedOffset(_:width:lineWidth:)``).
    func x(of line: Line, inWidth width: Int32) -> Int32 {
        width == wrapWidth && !alignsLines ? line.x : Self.alignedOffset(alignment, width: width, lineWidth: line.width)
    }

    /// Where a line `lineWidth` long starts in a label `width` wide (Pango units), as Pango's
    /// `get_x_offset` places it: the spare width to its left, or half of it rounded to a whole point
    /// when both widths are whole points; for a line longer than the label, past its left edge.
    static func alignedOffset(_ alignment: TextAlignment, width: Int32, lineWidth: Int32) -> Int32 {
        guard width != 0 else { return 0 }
        // In 64 bits: the difference of two Int32 values need not fit one.
        let spare = Int(width) - Int(lineWidth), scale = Int(PANGO_SCALE)
        switch alignment {
        case .right:
            return Int32(clamping: spare)
        case .center:
            let offset = spare / 2
            let wholePoints = (width | lineWidth) & (Int32(PANGO_SCALE) - 1) == 0
            return Int32(clamping: wholePoints ? (offset + scale / 2) & ~(scale - 1) : offset)
        case .natural, .left, .justified:
            return 0
        }
    }

    /// The advance of a glyph string in Pango units, summed in 64 bits (`pango_glyph_string_get_width`
    /// sums in an `int`).
    private static func width(of string: PangoGlyphString) -> Int {
        (0..<Int(string.num_glyphs)).reduce(0) { $0 + Int(string.glyphs[$1].geometry.width) }
    }

    /// A width in points as Pango units, as layouts are given it: 0 for a negative width or NaN, Int32's
    /// largest for one too wide (converting a Double out of range would trap).
    static func units(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard units > 0 else { return 0 }
        return units >= Double(Int32.max) ? .max : Int32(units)
    }
}

/// The font a run of ``ShapedText`` is drawn with: the cairo font face and font matrix of the Pango font
/// that shaped it. Painters set them on their own cairo context, which makes the scaled font for its
/// device scale exactly as `cairo_set_scaled_font` (what Pango's renderer calls) does.
///
/// `@unchecked Sendable`: cairo font faces are reference-counted atomically and lock their FreeType
/// face while using it, so contexts on several threads may draw with one face.
final class ShapedFont: @unchecked Sendable {
    let face: OpaquePointer          // cairo_font_face_t*
    let matrix: cairo_matrix_t

    /// The face and matrix of a Pango font of the cairo font map; `nil` if it has no usable scaled font.
    init?(_ font: UnsafeMutablePointer<PangoFont>) {
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else { return nil }
        face = cairo_font_face_reference(cairo_scaled_font_get_font_face(scaled))
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &matrix)
        self.matrix = matrix
    }

    deinit { cairo_font_face_destroy(face) }
}
