import CCairo
import CellshotGraphics

/// Where the lines of a Pango layout sit, in points from the layout's top-left corner:
/// the one placement that both measuring (``PangoTextMeasurer``) and painting
/// (``CairoPainter``) use, so text is drawn exactly where it was measured.
///
/// Without a line height, lines stack as Pango stacks them, each as tall as its fonts.
/// With one, every line gets a slot exactly that tall and the line's logical box
/// (ascent plus descent) is centred in it: the extra space, or the shortfall for a font
/// taller than the line (Noto Sans CJK), is shared equally above and below, as CSS
/// half-leading does.
///
/// Why slots are placed here and not left to Pango's line-height attribute alone: in
/// Pango 1.50 `pango_attr_line_height_new_absolute` applies the half-leading to each *run*
/// (`pango_layout_run_get_extents_and_height`) and the line's extents are the union of its
/// runs on a shared baseline. A line mixing fonts whose ascent and descent are in different
/// proportions comes out taller than asked: "Hello 안녕 😀" at 17 pt with 22 pt lines is
/// 23.6 pt (Inter's half-leading below the baseline, Noto Sans CJK's above). Lines of one
/// font are exactly right, so ``PangoTextMeasurer`` still sets the attribute (Pango's own
/// extents then agree for most text) and this type centres whatever box Pango reports;
/// for a one-font line that gives Pango's own baseline.
///
/// Line spacing (`NSParagraphStyle.lineSpacing`, SwiftUI's `lineSpacing(_:)`) is added here too, below every
/// line but the last, in either way of stacking: Pango is given none, so its lines are those without it.
struct TextLines {
    /// One laid-out line.
    struct Line {
        /// The Pango line; owned by the layout, valid while the layout lives unchanged.
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// From the layout's left edge to where the line starts (alignment), in Pango units.
        let offset: Int32
        /// The line's logical width in Pango units.
        let width: Int32
        /// From the layout's top to the line's baseline.
        let baseline: Double

        /// From the layout's left edge to where the line starts, in points.
        var x: Double { TextLines.points(offset) }
    }

    /// The lines, top to bottom; a layout always has at least one (empty text has one empty line).
    let lines: [Line]
    /// The logical size of the block: Pango's width, and the lines' height.
    let size: Size

    /// Places the lines of `layout`.
    /// - Parameters:
    ///   - layout: a `PangoLayout`, fully configured (text, font, width, attributes).
    ///   - lineHeight: the height of every line in points, or `nil` for Pango's own stacking.
    ///   - lineSpacing: the points added between two lines (non-negative).
    ///   - maximumLines: the most lines to keep (a line limit Pango did not apply), or `nil` for all.
    init(layout: OpaquePointer, lineHeight: Double?, lineSpacing: Double = 0, maximumLines: Int? = nil) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var lines: [Line] = []
        var bottom = 0.0   // of the last line kept, for Pango's own stacking
        let mirroring = AlignmentMirroring(layout: layout, logicalWidth: logical.width)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineLogical)
            let baseline = Self.points(pango_layout_iter_get_baseline(iterator))
            let spacing = Double(lines.count) * lineSpacing   // what the lines above add
            let placed: Double
            if let lineHeight {
                // The slot's top, then half of what the slot has to spare above the line's ascent.
                let ascent = baseline - Self.points(lineLogical.y)
                let spare = lineHeight - Self.points(lineLogical.height)
                placed = Double(lines.count) * lineHeight + spacing + spare / 2 + ascent
            } else {
                placed = baseline + spacing
            }
            let line = pango_layout_iter_get_line_readonly(iterator)!
            lines.append(Line(line: line, offset: mirroring.offset(of: line, pangoOffset: lineLogical.x, width: lineLogical.width),
                              width: lineLogical.width, baseline: placed))
            bottom = Self.points(lineLogical.y) + Self.points(lineLogical.height)   // in points: the sum may pass Int32
        } while lines.count < (maximumLines ?? .max) && pango_layout_iter_next_line(iterator) != 0
        self.lines = lines
        let height = lineHeight.map { $0 * Double(lines.count) } ?? (maximumLines == nil ? Self.points(logical.height) : bottom)
        size = Size(width: Self.points(logical.width), height: height + Double(lines.count - 1) * lineSpacing)
    }

    /// The block's metrics for the layout engine.
    var metrics: TextMetrics {
        TextMetrics(size: size, firstBaseline: lines[0].baseline,
                    lastBaselineFromBottom: size.height - lines[lines.count - 1].baseline, lineCount: lines.count)
    }

    static func points(_ pangoUnits: Int32) -> Double { Double(pangoUnits) / Double(PANGO_SCALE) }
}

/// Where a line goes when Pango has mirrored its alignment.
///
/// With each paragraph's direction taken from its text (`auto_dir`), Pango mirrors left and right
/// alignment for a paragraph written against the context's base direction, as CSS's `start` does.
/// UILabel does not: its alignment follows the interface (an Arabic text in a left-to-right list is
/// left-aligned). So a mirrored line is placed where the unmirrored alignment puts it.
struct AlignmentMirroring {
    /// The layout's alignment, or `nil` when Pango mirrors nothing (no `auto_dir`, or centred).
    private let alignment: PangoAlignment?
    /// The context's base direction as Pango compares it (1 left to right, -1 right to left, 0 neutral).
    private let base: Int
    /// The width lines are aligned in (Pango units): the layout's, or the widest line's when it has none.
    private let width: Int

    init(layout: OpaquePointer, logicalWidth: Int32) {
        let alignment = pango_layout_get_alignment(layout)
        self.alignment = pango_layout_get_auto_dir(layout) != 0 && alignment != PANGO_ALIGN_CENTER ? alignment : nil
        base = Self.simple(pango_context_get_base_dir(pango_layout_get_context(layout)))
        let layoutWidth = pango_layout_get_width(layout)
        width = Int(layoutWidth >= 0 ? layoutWidth : logicalWidth)
    }

    /// The line's offset from the layout's left edge: Pango's, or the unmirrored one if Pango mirrored it.
    func offset(of line: UnsafeMutablePointer<PangoLayoutLine>, pangoOffset: Int32, width lineWidth: Int32) -> Int32 {
        guard let alignment, Self.simple(pango_layout_line_get_resolved_direction(line)) == -base, base != 0 else {
            return pangoOffset
        }
        // Pango used the other edge; put the line at this one (a justified layout's lines are full width).
        return alignment == PANGO_ALIGN_RIGHT ? Int32(clamping: width - Int(lineWidth)) : 0
    }

    /// Pango's `pango_direction_simple`.
    private static func simple(_ direction: PangoDirection) -> Int {
        switch direction {
        case PANGO_DIRECTION_LTR, PANGO_DIRECTION_TTB_RTL, PANGO_DIRECTION_WEAK_LTR: 1
        case PANGO_DIRECTION_RTL, PANGO_DIRECTION_TTB_LTR, PANGO_DIRECTION_WEAK_RTL: -1
        default: 0
        }
    }
}

extension TextAttributes {
    /// The line spacing the renderer applies: ``TextAttributes/lineSpacing`` when it is a positive number,
    /// otherwise 0, so a negative or non-finite spacing never stacks lines on top of each other.
    var extraLineSpacing: Double {
        lineSpacing.isFinite && lineSpacing > 0 ? lineSpacing : 0
    }
}

extension FontDescriptor {
    /// The line height the renderer applies: `lineHeight` when it is a positive number,
    /// otherwise `nil` (the font's own line height), so a zero or negative height never
    /// stacks lines on top of each other.
    var fixedLineHeight: Double? {
        guard let lineHeight, lineHeight.isFinite, lineHeight > 0 else { return nil }
        return lineHeight
    }
}
