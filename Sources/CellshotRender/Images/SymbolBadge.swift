import CCairo
import CellshotGraphics

/// The badge SF Symbols puts in a symbol's bottom right corner (`folder.badge.plus`, `calendar.badge.checkmark`),
/// for a stand-in built from its base glyph (``SymbolCatalog/Enclosure/badgePlus`` …): the glyph drawn smaller in
/// the top left (``glyphShare`` of the square), a disc cut out of it in the corner so the sign stands free, and
/// the sign — a plus, a minus or a checkmark — stroked in that disc, as a monochrome SF Symbol draws its badge.
struct SymbolBadge {
    /// The side of the base glyph, a share of the symbol's square: it keeps to the top left, clear of most of the
    /// badge.
    static let glyphShare = 0.86
    /// The badge's centre, a share of the square from its top left, and the radius of the disc cut around it.
    static let center = 0.76, cutRadius = 0.3
    /// Half the length of the sign's strokes, a share of the square.
    static let arm = 0.17

    let sign: SymbolCatalog.Enclosure

    init(_ sign: SymbolCatalog.Enclosure) { self.sign = sign }

    /// Cuts the disc out of what is drawn in `target` and strokes the sign, `line` being a stroke of the glyph.
    func draw(in target: Rect, line: Double, on context: OpaquePointer) {
        let side = min(target.width, target.height)
        let x = target.minX + side * Self.center, y = target.minY + side * Self.center
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
        cairo_new_sub_path(context)
        cairo_arc(context, x, y, side * Self.cutRadius, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_set_line_width(context, line * 1.5)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        let arm = side * Self.arm
        switch sign {
        case .badgePlus:
            cairo_move_to(context, x - arm, y)
            cairo_line_to(context, x + arm, y)
            cairo_move_to(context, x, y - arm)
            cairo_line_to(context, x, y + arm)
        case .badgeMinus:
            cairo_move_to(context, x - arm, y)
            cairo_line_to(context, x + arm, y)
        default:
            cairo_move_to(context, x - arm, y + arm * 0.05)
            cairo_line_to(context, x - arm * 0.3, y + arm * 0.7)
            cairo_line_to(context, x + arm, y - arm * 0.75)
        }
        cairo_stroke(context)
    }
}
