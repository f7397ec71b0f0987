import CCairo
import CellshotGraphics

/// Measures text with Pango through the private ``FontCatalog``, and keeps what it laid out so that
/// each text is laid out (itemized, shaped, broken into lines) once per render: measuring the same text
/// again — in another state's column, at a width it already fits — reuses the layout, and
/// ``prepare(_:_:width:)`` hands it to the painter as a ``ShapedText``.
///
/// The layout engine sees it only as a `TextMeasuring`; it belongs to one task
/// (Pango contexts are not thread-safe). What it prepares is plain data any thread may draw.
public final class PangoTextMeasurer: TextMeasuring {
    let catalog: FontCatalog

    /// What a layout is kept under: the text, its attributes and the width it wraps at (Pango units;
    /// `nil` for none).
    private struct LayoutKey: Hashable {
        let text: String
        let attributes: TextAttributes
        let width: Int32?
    }

    /// The layouts made since ``forgetLayouts()``.
    private var layouts: [LayoutKey: ShapedText] = [:]
    /// The drawable font of each Pango font met, keyed by the font, which is held (a reference each)
    /// so that no other font can take its address.
    private var fonts: [UnsafeMutableRawPointer: ShapedFont?] = [:]
    /// How many Pango layouts this measurer has made, for measuring, drawing or checking glyphs (tests:
    /// a text measured and drawn is laid out once).
    private(set) var layoutCount = 0

    /// The most layouts kept: beyond it they are forgotten and made again when asked for (a bound on
    /// memory for a pathological document, above the 30,000-odd distinct texts of a 10,000-row list).
    static let keptLayoutLimit = 100_000

    /// Whether words longer than their label are broken in linear time (``LongWordBreaks``); tests turn it
    /// off to compare with Pango's own breaking, which gives the same lines.
    var breaksLongWordsInLinearTime = true
    /// Whether a long word's lines are first found from its widths and a few shapings of each line, as Pango's
    /// own walk finds them (``PangoTextMeasurer/shapedLineStarts(ofWord:at:_:like:unwrapped:)``), instead of laying the word
    /// out alone (``LongWordBreaks``). Tests check both ways against Pango's own breaking; `text-bench` times
    /// both (`@_spi(Benchmarks)`).
    @_spi(Benchmarks) public var findsLinesFromWidths = true
    /// The unwrapped layout of the last text with a long word laid out without a width — its natural size,
    /// which a label measures before wrapping it — kept (a reference) so that breaking its long words at a
    /// width reuses its items and glyphs (``LongWordBreaks``) instead of shaping each word again.
    private var unwrappedWithLongWord: (text: String, attributes: TextAttributes, layout: OpaquePointer)?
    /// How many layouts had their long words broken in linear time, how many of those were given back to
    /// Pango's own breaking because a line did not start where the word's own layout said (tests: none), and
    /// how many words were broken from their widths (``LongWordBreaks``) rather than laid out alone, and how many
    /// layouts disagreed with the lines found from widths (then found by laying each word out alone), and how
    /// many words' widths came from the text's own unwrapped layout.
    var longWordLayouts = (broken: 0, givenBack: 0, fromWidths: 0, widthsGivenUp: 0, fromUnwrapped: 0)

    /// Creates a measurer over a font set.
    public init(catalog: FontCatalog) {
        self.catalog = catalog
    }

    deinit {
        for font in fonts.keys { g_object_unref(font) }
        if let kept = unwrappedWithLongWord { g_object_unref(UnsafeMutableRawPointer(kept.layout)) }
    }

    /// The size of `text` laid out with `attributes`, wrapped at `width` if given.
    public func measure(_ text: String, _ attributes: TextAttributes, width: Double?) -> TextMetrics {
        layout(text, attributes, width: width).metrics
    }

    /// `text` laid out in a label `width` points wide, as measured; `nil` when its glyphs cannot all be
    /// drawn from the record (a character no font has), so the painter lays it out and draws Pango's box.
    public func prepare(_ text: String, _ attributes: TextAttributes, width: Double) -> (any PreparedText)? {
        let shaped = layout(text, attributes, width: width)
        return shaped.drawable ? shaped : nil
    }

    /// Forgets the layouts kept so far (a render starts or ends; the display lists hold the ones they draw).
    public func forgetLayouts() {
        layouts.removeAll()
    }

    /// The layout of `text` at `width`: the one kept, or the unwrapped one when every line fits the width
    /// (breaking at a width a text fits changes nothing), or a new one.
    private func layout(_ text: String, _ attributes: TextAttributes, width: Double?) -> ShapedText {
        let wrapWidth = width.flatMap { Self.wraps(attributes) ? ShapedText.units($0) : nil }
        let key = LayoutKey(text: text, attributes: attributes, width: wrapWidth)
        if let kept = layouts[key] { return kept }
        if let wrapWidth, let unwrapped = layouts[LayoutKey(text: text, attributes: attributes, width: nil)],
           unwrapped.fits(within: wrapWidth, limit: Self.ellipsizedLineLimit(attributes)) {
            return unwrapped
        }
        let shaped = withLayout(text, attributes, width: width) { layout in
            ShapedText(TextLines(layout: layout, lineHeight: attributes.font.fixedLineHeight,
                                 lineSpacing: attributes.extraLineSpacing, maximumLines: Self.lineLimit(attributes)),
                       wrapWidth: wrapWidth, alignment: attributes.alignment, alignsLines: Self.alignsLinesItself(attributes),
                       font: drawableFont)
        }
        if layouts.count >= Self.keptLayoutLimit { layouts.removeAll() }
        layouts[key] = shaped
        return shaped
    }

    /// The line limit Pango applies with an ellipsis once the text has a width (a truncating mode), or
    /// `nil`; an unwrapped layout with more lines than that is not what the text lays out to in a label.
    private static func ellipsizedLineLimit(_ attributes: TextAttributes) -> Int? {
        attributes.numberOfLines > 0 && ellipsizeMode(attributes.lineBreakMode) != nil ? attributes.numberOfLines : nil
    }

    /// Whether a width given for `attributes` wraps the text: not for a single clipped line.
    static func wraps(_ attributes: TextAttributes) -> Bool {
        !(attributes.numberOfLines == 1 && attributes.lineBreakMode == .byClipping)
    }

    /// The width Pango is given beyond the label's to break lines at: the largest positive tracking of the text
    /// (its own or a span's), 0 for none and for justified text.
    ///
    /// Pango breaks a line where its characters' widths, each with its letter spacing half before and half after
    /// it, pass the width, and only then takes the halves at the line's two ends away: a line of tracked text as
    /// wide as a label would not fit in it, and a label sized to its text would wrap it. UIKit counts the
    /// tracking after a line's last character as trailing white space, which never wraps a line. With the
    /// allowance a line of uniformly tracked text fits exactly when its characters do; Pango's alignment is then
    /// measured from a width that is not the label's, so such lines are aligned here instead (``alignsLinesItself(_:)``).
    /// The system font's own tracking is left as it was (SF Pro's is negative at the sizes of text styles).
    static func trackingAllowance(_ attributes: TextAttributes) -> Double {
        guard attributes.alignment != .justified else { return 0 }
        func finite(_ value: Double?) -> Double { value.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        return attributes.spans.reduce(max(0, finite(attributes.tracking))) { max($0, finite($1.tracking)) }
    }

    /// Whether lines laid out at a width are placed in their label by ``ShapedText/alignedOffset(_:width:lineWidth:)``
    /// rather than where Pango put them: for tracked text, which Pango lays out in a wider width (``trackingAllowance(_:)``).
    static func alignsLinesItself(_ attributes: TextAttributes) -> Bool {
        trackingAllowance(attributes) > 0
    }

    private func drawableFont(_ font: UnsafeMutablePointer<PangoFont>) -> ShapedFont? {
        let key = UnsafeMutableRawPointer(font)
        if let known = fonts[key] { return known }
        g_object_ref(key)
        let shaped = ShapedFont(font)
        fonts[key] = shaped
        return shaped
    }

    /// How many characters of `text` no font of the set can draw (tofu); 0 when all render.
    public func unknownGlyphCount(_ text: String, _ attributes: TextAttributes) -> Int {
        withLayout(text, attributes, width: nil) { Int(pango_layout_get_unknown_glyphs_count($0)) }
    }

    /// Runs `body` with a Pango layout of the text, freed afterwards, configured as UILabel sets text:
    /// - only the characters a label draws are laid out: control characters are not (``LabelCharacters``);
    /// - each paragraph's direction comes from its first strong character (`auto_dir`), the interface's
    ///   for a paragraph with none — UILabel's natural writing direction — unless the attributes force one;
    ///   alignment stays physical whatever a paragraph's direction (``TextLines`` undoes Pango's mirroring);
    /// - no hyphens are inserted when a word is broken (`hyphenationFactor` 0);
    /// - Hangul words are not broken between syllables (`lineBreakStrategy` `.hangulWordPriority`,
    ///   part of `.standard`);
    /// - only the truncating line break modes draw an ellipsis; a line limit with another mode keeps
    ///   the first lines (see ``lineLimit(_:)``), and a single clipped line is not wrapped;
    /// - lines are aligned (and justified) within the width, so a layout measured is ready to draw;
    /// - a word longer than the label is broken between characters in time linear in its length (``LongWordBreaks``),
    ///   unless the text has spans (the word's lines would be found without them: Pango breaks it);
    /// - the font's design and slant choose the families and style, its tabular digits a font feature, and the
    ///   spans' attributes (``PangoSpans``) style parts of the text.
    func withLayout<Result>(_ text: String, _ attributes: TextAttributes, width: Double?,
                            _ body: (OpaquePointer) -> Result) -> Result {
        let baseDirection = switch attributes.writingDirection {
        case .natural: attributes.direction
        case .leftToRight: LayoutDirection.leftToRight
        case .rightToLeft: LayoutDirection.rightToLeft
        }
        pango_context_set_base_dir(catalog.context, baseDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(catalog.context)!
        layoutCount += 1
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_auto_dir(layout, attributes.writingDirection == .natural ? 1 : 0)
        let font = pango_font_description_new()
        let size = PangoSpans.fontSize(attributes.font.size)
        pango_font_description_set_family(font, catalog.familyList(for: attributes.font.design, pointSize: size))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(attributes.font.weight.numericWeight)))
        if attributes.font.italic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(font, (size * Double(PANGO_SCALE)).rounded())
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        // The characters a label draws, with their exact byte length (see LabelCharacters); the Hangul
        // attributes' and the spans' byte offsets are counted in the same string.
        let drawn = LabelCharacters.drawn(text)
        let spans = PangoSpans(text, attributes)
        LabelCharacters.withUTF8(drawn) { pango_layout_set_text(layout, $0, $1) }
        pango_layout_set_attributes(layout, attributeList(for: drawn, attributes, spans: spans))
        pango_layout_set_alignment(layout, Self.alignment(attributes.alignment))
        pango_layout_set_justify(layout, attributes.alignment == .justified ? 1 : 0)
        let mode = attributes.lineBreakMode
        var trimmedForEllipsis = false
        if let width, Self.wraps(attributes) {
            let allowance = Self.trackingAllowance(attributes)
            pango_layout_set_width(layout, ShapedText.units(width + allowance))
            if allowance > 0 { pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT) }
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if attributes.numberOfLines > 0, let ellipsize = Self.ellipsizeMode(mode) {
                // A line limit with a truncating mode works through ellipsizing: the last visible line is cut.
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, Int32(-attributes.numberOfLines))
                if mode == .byTruncatingTail, let trimmed = Self.textDroppingSpacesBeforeEllipsis(layout, drawn) {
                    // UILabel drops the spaces its ellipsis would follow ("from…", not "from …"): the text that
                    // stays visible, trimmed, with the ellipsis, fits the same lines without ellipsizing again.
                    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
                    trimmedForEllipsis = true
                    LabelCharacters.withUTF8(trimmed.text) { pango_layout_set_text(layout, $0, $1) }
                    let trimmedSpans = spans.keepingPrefix(trimmed.kept, cut: trimmed.cut, ellipsisLength: Self.ellipsis.utf8.count)
                    pango_layout_set_attributes(layout, attributeList(for: trimmed.text, attributes, spans: trimmedSpans))
                }
            }
            if breaksLongWordsInLinearTime && spans.isEmpty && mode != .byCharWrapping && attributes.alignment != .justified
                && pango_layout_get_ellipsize(layout) == PANGO_ELLIPSIZE_NONE && !trimmedForEllipsis {
                // Words longer than the label, broken between characters in linear time (the same lines).
                let unwrapped = unwrappedWithLongWord.flatMap { $0.text == drawn && $0.attributes == attributes ? $0.layout : nil }
                breakLongWords(in: layout, text: drawn, attributes, unwrapped: unwrapped)
            }
        }
        let result = body(layout)
        if width == nil && breaksLongWordsInLinearTime && spans.isEmpty && LongWordBreaks.hasLongWord(drawn) {
            g_object_ref(UnsafeMutableRawPointer(layout))
            if let kept = unwrappedWithLongWord { g_object_unref(UnsafeMutableRawPointer(kept.layout)) }
            unwrappedWithLongWord = (drawn, attributes, layout)
        }
        return result
    }

    /// The ellipsis UILabel and Pango end a truncated line with.
    static let ellipsis = "\u{2026}"

    /// When Pango cut `text` right after white space, the text UILabel shows instead: what stays visible
    /// before the ellipsis without its trailing spaces, then the ellipsis; `nil` when nothing was cut or the
    /// cut follows a letter. `kept` is how many bytes of `text` stay (the visible ones but the spaces), `cut`
    /// where Pango's ellipsis began.
    static func textDroppingSpacesBeforeEllipsis(_ layout: OpaquePointer, _ text: String) -> (text: String, kept: Int, cut: Int)? {
        guard pango_layout_is_ellipsized(layout) != 0, let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        var cut: Int?
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
               Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
                cut = Int(item.pointee.offset)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        let bytes = Array(text.utf8)
        guard let cut, cut > 0, cut <= bytes.count else { return nil }
        let visible = String(decoding: bytes[..<cut], as: UTF8.self)
        guard visible.last?.isWhitespace == true else { return nil }
        var trimmed = Substring(visible)
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        return (String(trimmed) + ellipsis, trimmed.utf8.count, cut)
    }

    private static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        case .natural, .left, .justified: PANGO_ALIGN_LEFT
        }
    }

    /// How many lines to keep of a laid-out text, when Pango does not limit them itself (a line
    /// limit with a mode that does not truncate); `nil` for all.
    static func lineLimit(_ attributes: TextAttributes) -> Int? {
        guard attributes.numberOfLines > 0, ellipsizeMode(attributes.lineBreakMode) == nil else { return nil }
        return attributes.numberOfLines
    }

    /// The layout's attributes for `text` in this catalog's fonts: no inserted hyphens; the system font's
    /// tracking (``LatinFamily``, as UIKit applies it to SF Pro) and the text's own; the line height; the spans'
    /// attributes (``PangoSpans``); the text fonts for each character asked for in text presentation; no breaks
    /// inside Hangul words. The caller's layout takes its own reference; the list returned is released here.
    func attributeList(for text: String, _ attributes: TextAttributes, spans: PangoSpans = .none) -> OpaquePointer {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let size = PangoSpans.fontSize(attributes.font.size)
        let tracking = PangoSpans.tracking(attributes.tracking, size: size, catalog)
        if tracking != 0 {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(PangoSpans.units(tracking)))
        }
        if let lineHeight = attributes.font.fixedLineHeight {
            // Pango shares the extra space above and below each run; TextLines places the
            // lines (it explains why the attribute alone is not enough for mixed fonts).
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(PangoSpans.units(lineHeight)))
        }
        // After the text's own attributes, so that a span's wins where it starts with the text; before the text
        // presentation families, so that those win inside a span of another design.
        spans.insert(into: list, length: text.utf8.count, attributes, catalog: catalog)
        let textPresentationFamilies = catalog.textPresentationFamilyList(for: attributes.font.design, pointSize: size)
        for range in Self.textPresentationRuns(in: text) {
            // Pango sets a character followed by U+FE0E with the text's fonts (it is no emoji sequence), but
            // those end in the emoji font, the only one of the list with ☺ or ⭐: these families put the
            // symbol fonts first and leave the emoji font out.
            let family = pango_attr_family_new(textPresentationFamilies)!
            family.pointee.start_index = UInt32(range.lowerBound)
            family.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, family)
        }
        for range in Self.hangulRuns(in: text) {
            let noBreaks = pango_attr_allow_breaks_new(0)!
            noBreaks.pointee.start_index = UInt32(range.lowerBound)
            noBreaks.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, noBreaks)
        }
        return pango_attr_list_ref(list)
    }

    /// U+FE0E VARIATION SELECTOR-15, which asks for the text presentation of the character before it.
    static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"

    /// The UTF-8 byte ranges of each character followed by U+FE0E, the selector included.
    static func textPresentationRuns(in text: String) -> [Range<Int>] {
        guard text.unicodeScalars.contains(textPresentationSelector) else { return [] }
        var runs: [Range<Int>] = []
        var offset = 0, previous: Int?
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            if scalar == textPresentationSelector, let start = previous {
                runs.append(start..<offset + length)
            }
            previous = offset
            offset += length
        }
        return runs
    }

    /// The UTF-8 byte ranges of runs of two or more Hangul characters (syllables and jamo).
    static func hangulRuns(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var offset = 0, start: Int?, count = 0
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
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
