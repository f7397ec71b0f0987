import CCairo

/// Where a font puts its underline and strikethrough, and how thick, in Pango units (positions upwards from the
/// baseline): read from the font's OpenType tables through its HarfBuzz font, with Pango's defaults where the
/// font gives none, as `get_face_metrics` in pangofc-font.c reads them.
///
/// Why not `pango_font_get_metrics`: Pango 1.50.12 (Debian 12) divides these metrics once more by the scale of
/// the font's device transform (pangocairo-font.c, Pango issue #730, fixed in 1.50.14), so a font met while
/// painting at 3x — which happens to the painter's context, and so to later layouts made with it — reports an
/// underline a third as thick and as far below the baseline. The HarfBuzz font is scaled to the user space at
/// every transform: these are the metrics Pango uses at scale 1 (as PDF output is drawn) and at every scale
/// from 1.50.14 on.
struct FontLineMetrics {
    let underlinePosition: Int, underlineThickness: Int
    let strikethroughPosition: Int, strikethroughThickness: Int

    init(_ font: UnsafeMutablePointer<PangoFont>) {
        let hbFont = pango_font_get_hb_font(font)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Int? {
            var position: hb_position_t = 0
            guard let hbFont, hb_ot_metrics_get_position(hbFont, tag, &position) != 0, position != 0 else { return nil }
            return Int(position)
        }
        let scale = Int(PANGO_SCALE)
        underlineThickness = metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE) ?? scale
        underlinePosition = metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) ?? -scale
        strikethroughThickness = metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE) ?? scale
        strikethroughPosition = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET) ?? {
            // Half the ascent, as Pango falls back to (times the font matrix's vertical scale: 1 for cellshot's fonts,
            // whose only matrix is the synthetic oblique's shear).
            var extents = hb_font_extents_t()
            if let hbFont { hb_font_get_extents_for_direction(hbFont, HB_DIRECTION_LTR, &extents) }
            return Int(extents.ascender) / 2
        }()
    }
}
