import CCairo
import CellshotGraphics

/// Measures text with Pango through the private ``FontCatalog``.
///
/// The layout engine sees it only as a `TextMeasuring`; it belongs to one task
/// (Pango contexts are not thread-safe).
public final class PangoTextMeasurer: TextMeasuring {
    let catalog: FontCatalog

    /// Creates a measurer over a font set.
    public init(catalog: FontCatalog) {
        self.catalog = catalog
    }

    /// The size of `text` laid out with `attributes`, wrapped at `width` if given.
    public func measure(_ text: String, _ attributes: TextAttributes, width: Double?) -> TextMetrics {
        withLayout(text, attributes, width: width) { TextLines(layout: $0, lineHeight: attributes.font.fixedLineHeight).metrics }
    }

    /// How many characters of `text` no font of the set can draw (tofu); 0 when all render.
    public func unknownGlyphCount(_ text: String, _ attributes: TextAttributes) -> Int {
        withLayout(text, attributes, width: nil) { Int(pango_layout_get_unknown_glyphs_count($0)) }
    }

    /// Runs `body` with a Pango layout of the text, freed afterwards.
    func withLayout<Result>(_ text: String, _ attributes: TextAttributes, width: Double?,
                            _ body: (OpaquePointer) -> Result) -> Result {
        let layout = pango_layout_new(catalog.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        pango_font_description_set_family(font, FontCatalog.familyList)
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(attributes.font.weight.numericWeight)))
        pango_font_description_set_absolute_size(font, (attributes.font.size * Double(PANGO_SCALE)).rounded())
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        if let lineHeight = attributes.font.fixedLineHeight {
            // Pango shares the extra space above and below each run; TextLines places the
            // lines (it explains why the attribute alone is not enough for mixed fonts).
            let list = pango_attr_list_new()
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(
                Int32(clamping: Int((lineHeight * Double(PANGO_SCALE)).rounded()))))
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        if let width {
            pango_layout_set_width(layout, Int32(clamping: Int((max(0, width) * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_wrap(layout, attributes.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if attributes.numberOfLines == 1 && attributes.lineBreakMode != .byWordWrapping
                && attributes.lineBreakMode != .byCharWrapping {
                pango_layout_set_ellipsize(layout, ellipsizeMode(attributes.lineBreakMode))
            }
            if attributes.numberOfLines > 0 {
                // A line limit works through ellipsizing: the last visible line is cut.
                pango_layout_set_ellipsize(layout, ellipsizeMode(attributes.lineBreakMode))
                pango_layout_set_height(layout, Int32(-attributes.numberOfLines))
            }
        }
        return body(layout)
    }

    private func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }
}
