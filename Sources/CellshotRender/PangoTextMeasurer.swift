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
        withLayout(text, attributes, width: width) {
            TextLines(layout: $0, lineHeight: attributes.font.fixedLineHeight, maximumLines: Self.lineLimit(attributes)).metrics
        }
    }

    /// How many characters of `text` no font of the set can draw (tofu); 0 when all render.
    public func unknownGlyphCount(_ text: String, _ attributes: TextAttributes) -> Int {
        withLayout(text, attributes, width: nil) { Int(pango_layout_get_unknown_glyphs_count($0)) }
    }

    /// Runs `body` with a Pango layout of the text, freed afterwards, configured as UILabel sets text:
    /// - the paragraph direction is the interface's, never guessed from the text (`auto_dir` off), so
    ///   alignment means what it says whatever the script;
    /// - no hyphens are inserted when a word is broken (`hyphenationFactor` 0);
    /// - Hangul words are not broken between syllables (`lineBreakStrategy` `.hangulWordPriority`,
    ///   part of `.standard`);
    /// - only the truncating line break modes draw an ellipsis; a line limit with another mode keeps
    ///   the first lines (see ``lineLimit(_:)``), and a single clipped line is not wrapped.
    func withLayout<Result>(_ text: String, _ attributes: TextAttributes, width: Double?,
                            _ body: (OpaquePointer) -> Result) -> Result {
        pango_context_set_base_dir(catalog.context,
                                   attributes.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(catalog.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_auto_dir(layout, 0)
        let font = pango_font_description_new()
        pango_font_description_set_family(font, FontCatalog.familyList)
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(attributes.font.weight.numericWeight)))
        pango_font_description_set_absolute_size(font, (attributes.font.size * Double(PANGO_SCALE)).rounded())
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_attributes(layout, Self.attributeList(for: text, attributes))
        let mode = attributes.lineBreakMode
        let clipsOneLine = attributes.numberOfLines == 1 && mode == .byClipping
        if let width, !clipsOneLine {
            pango_layout_set_width(layout, Int32(clamping: Int((max(0, width) * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if attributes.numberOfLines > 0, let ellipsize = Self.ellipsizeMode(mode) {
                // A line limit with a truncating mode works through ellipsizing: the last visible line is cut.
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, Int32(-attributes.numberOfLines))
            }
        }
        return body(layout)
    }

    /// How many lines to keep of a laid-out text, when Pango does not limit them itself (a line
    /// limit with a mode that does not truncate); `nil` for all.
    static func lineLimit(_ attributes: TextAttributes) -> Int? {
        guard attributes.numberOfLines > 0, ellipsizeMode(attributes.lineBreakMode) == nil else { return nil }
        return attributes.numberOfLines
    }

    /// The layout's attributes: the line height, no inserted hyphens, no breaks inside Hangul words.
    /// The caller's layout takes its own reference; the list returned is released here.
    private static func attributeList(for text: String, _ attributes: TextAttributes) -> OpaquePointer {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        if let lineHeight = attributes.font.fixedLineHeight {
            // Pango shares the extra space above and below each run; TextLines places the
            // lines (it explains why the attribute alone is not enough for mixed fonts).
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(
                Int32(clamping: Int((lineHeight * Double(PANGO_SCALE)).rounded()))))
        }
        for range in hangulRuns(in: text) {
            let noBreaks = pango_attr_allow_breaks_new(0)!
            noBreaks.pointee.start_index = UInt32(range.lowerBound)
            noBreaks.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, noBreaks)
        }
        return pango_attr_list_ref(list)
    }

    /// The UTF-8 byte ranges of runs of two or more Hangul characters (syllables and jamo).
    static func hangulRuns(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var offset = 0, start: Int?, count = 0
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            if isHangul(scalar) {
                if start == nil { start = offset; count = 0 }
                count += 1
            } else if let first = start {
                if count > 1 { runs.append(first..<offset) }
                start = nil
            }
            offset += length
        }
        if let first = start, count > 1 { runs.append(first..<offset) }
        return runs
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// Pango's ellipsizing for a truncating mode; `nil` for the modes that wrap or clip without an ellipsis.
    private static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode? {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }
}
