import CCairo
import CellshotGraphics

/// Words longer than their label, broken between characters in time linear in the text.
///
/// UILabel (and Pango's `PANGO_WRAP_WORD_CHAR`) moves a word that does not fit to a new line and, when
/// it does not fit on a line of its own either, breaks it between characters. Pango 1.50 finds each such
/// line in two passes over the rest of the item the line starts in (`process_item` in pango-layout.c):
/// first for a break between words, which walks to the end of the word and shapes everything up to it,
/// then between characters. A word of `n` characters in lines of `k` costs about `n²/k` shaped characters:
/// 100 rows of 5,000-character tokens took 40.8 s to lay out, 22.7 times as long as the same rows of words.
///
/// The lines of such a word depend only on the word: it always starts a line (a line that has anything
/// before it breaks there), and each of its lines is as many characters as fit. So the word is laid out
/// once on its own, breaking between characters (`PANGO_WRAP_CHAR`, whose one pass stops at the line's
/// end), which gives where its lines start — or, faster, as Pango's own walk finds them, from the word
/// shaped once and two or three short shapings a line (``PangoTextMeasurer/shapedLineStarts(ofWord:at:_:like:unwrapped:)``); then, in
/// the text's own layout, two attributes that change no glyph cover each of those lines: font fallback on
/// (the default; a font attribute starts a new item) and `allow_breaks` false (no break inside, so the
/// line's start is the only place the line before it can end). Pango shapes each line of the word
/// as a short item of its own, as it shaped it before (a line broken inside an item is shaped on its own
/// too), and finds the only break, at the item's start, in a pass over that one line: the same lines and
/// glyphs, in linear time. Items are never split anywhere else, so kerning and shaping across every other
/// place are untouched.
///
/// Should the text's layout not start a line at every one of those places — a case the reasoning above
/// missed — the attributes are taken away again and Pango lays the text out as before: the picture is
/// never different, only the time. Not used for `byCharWrapping` (Pango breaks between characters in one
/// pass already), with an ellipsis (the last line keeps its items whole) or for justified text (Pango
/// justifies a line by the space it counted as left, which it sums from the widths of the whole item's
/// characters: a few lines came out up to 0.7 pt narrower); those keep Pango's time, which the document's
/// total text budget bounds.
enum LongWordBreaks {
    /// Runs of at most this many characters without white space are left to Pango: their cost is small.
    static let shortestWord = 64

    /// Whether `text` has a run of more than ``shortestWord`` characters without white space.
    static func hasLongWord(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                run = 0
            } else {
                run += 1
                if run > shortestWord { return true }
            }
        }
        return false
    }

    /// Characters that end a line or move to a tab stop: a word holding one is left to Pango.
    static func separatesLines(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The UTF-8 byte ranges of the words of `text` longer than ``shortestWord`` characters, between
    /// Pango's line break opportunities, without their trailing white space.
    /// - Parameter opportunities: for each character offset `0...n`, whether a line may break before it.
    static func longWords(in scalars: [Unicode.Scalar], byteOffsets: [Int], opportunities: [Bool]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start = 0
        for position in 1...max(1, scalars.count) where position == scalars.count || opportunities[position] {
            defer { start = position }
            var end = position
            while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
            guard end - start > shortestWord, !scalars[start..<end].contains(where: separatesLines) else { continue }
            words.append(byteOffsets[start]..<byteOffsets[end])
        }
        return words
    }

    /// The start (byte offset) of each line of a layout.
    static func lineStarts(of layout: OpaquePointer) -> [Int] {
        var starts: [Int] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let line = node {
            starts.append(Int(line.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index))
            node = line.pointee.next
        }
        return starts
    }
}

extension PangoTextMeasurer {
    /// Makes the layout of `text` (configured, wrapping between words) break its words longer than the label
    /// in linear time (``LongWordBreaks``); leaves it as it is when the text has none.
    /// - Parameter unwrapped: the text's own unwrapped layout with the same attributes, if at hand.
    func breakLongWords(in layout: OpaquePointer, text: String, _ attributes: TextAttributes, unwrapped: OpaquePointer?) {
        guard LongWordBreaks.hasLongWord(text) else { return }
        let scalars = Array(text.unicodeScalars)
        var byteOffsets: [Int] = []
        byteOffsets.reserveCapacity(scalars.count + 1)
        var byte = 0
        for scalar in scalars {
            byteOffsets.append(byte)
            byte += UTF8.width(scalar)
        }
        byteOffsets.append(byte)
        let original = pango_layout_get_attributes(layout)
        let opportunities = lineBreakOpportunities(text, count: scalars.count, attributes: original)
        let bytes = Array(text.utf8)
        let words = LongWordBreaks.longWords(in: scalars, byteOffsets: byteOffsets, opportunities: opportunities)
        guard !words.isEmpty, let original else { return }
        pango_attr_list_ref(original)
        defer { pango_attr_list_unref(original) }
        longWordLayouts.broken += 1
        // The words' lines from their widths where the word allows it, else from each word laid out alone; if the
        // text's layout disagrees with the first, the second; if with the second, Pango's own breaking.
        for fromWidths in [true, false] {
            var pieces: [Range<Int>] = []
            for word in words {
                let text = String(decoding: bytes[word], as: UTF8.self)
                var start = word.lowerBound
                let shaped = fromWidths && findsLinesFromWidths
                    ? shapedLineStarts(ofWord: text, at: word, attributes, like: layout, unwrapped: unwrapped) : nil
                if shaped != nil {
                    longWordLayouts.fromWidths += 1
                    if unwrapped != nil { longWordLayouts.fromUnwrapped += 1 }
                }
                for lineStart in (shaped ?? lineStarts(ofWord: text, attributes, like: layout)).dropFirst() {
                    pieces.append(start..<word.lowerBound + lineStart)
                    start = word.lowerBound + lineStart
                }
            }
            guard !pieces.isEmpty else { return }
            let split = pango_attr_list_copy(original)!
            for piece in pieces {
                // Font fallback on (the default) starts an item (Pango itemizes by font attributes only); no
                // break inside leaves the piece's start as the only place its line can end.
                for attribute in [pango_attr_fallback_new(1)!, pango_attr_allow_breaks_new(0)!] {
                    attribute.pointee.start_index = UInt32(piece.lowerBound)
                    attribute.pointee.end_index = UInt32(piece.upperBound)
                    pango_attr_list_insert(split, attribute)
                }
            }
            pango_layout_set_attributes(layout, split)
            pango_attr_list_unref(split)
            // Every piece starts a line, and no other line starts inside a long word.
            let lineStarts = LongWordBreaks.lineStarts(of: layout)
            let starts = Set(lineStarts)
            let pieceStarts = Set(pieces.flatMap { [$0.lowerBound, $0.upperBound] })
            let inside = lineStarts.filter { start in words.contains { $0.lowerBound < start && start < $0.upperBound } }
            if pieces.allSatisfy({ starts.contains($0.lowerBound) && starts.contains($0.upperBound) })
                && inside.allSatisfy(pieceStarts.contains) {
                return
            }
            if fromWidths { longWordLayouts.widthsGivenUp += 1 }
        }
        pango_layout_set_attributes(layout, original)
        longWordLayouts.givenBack += 1
    }

    /// Where a line may break in `text` (each character offset `0...count`), as the layout's own
    /// breaking finds it: Unicode's rules, then the attributes' (no breaks inside Hangul words).
    private func lineBreakOpportunities(_ text: String, count: Int, attributes: OpaquePointer?) -> [Bool] {
        var logAttributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        LabelCharacters.withUTF8(text) { characters, length in
            pango_get_log_attrs(characters, length, -1, pango_context_get_language(catalog.context),
                                &logAttributes, Int32(count + 1))
            if let attributes {
                pango_attr_break(characters, length, attributes, 0, &logAttributes, Int32(count + 1))
            }
        }
        return logAttributes.map { $0.is_line_break != 0 }
    }

    /// Where the lines of `word` start (byte offsets, the first 0), found as Pango's own breaking between
    /// characters finds them (`process_item` in pango-layout.c, Pango 1.50), from the word shaped once: about
    /// half the time of laying the word out alone (``lineStarts(ofWord:_:like:)``), which has Pango shape
    /// every candidate break within three characters of each line's end, one after another. `nil` — that way
    /// instead — unless the word is one item of a script that neither joins nor reorders (below U+0590),
    /// breakable between every two characters, without white space, in a font without tracking (the system font's
    /// or the text's: Pango adds letter spacing after shaping, which these shapings leave out).
    ///
    /// Pango lays a line of such a word out by walking its characters with the widths of the word shaped
    /// once: a break more than three characters' width (its "safe distance") before the line's end is taken
    /// without shaping; each break nearer is measured by shaping the line up to it, and the last that fits
    /// is kept; the walk stops once the widths pass the line's end by the safe distance. The widths a line's
    /// shaping gives grow with its characters (kerning and contextual forms never take back a whole
    /// character's advance), so the last break that fits is the one whose line fits while the line with one
    /// more character does not: found here by shaping the guess from the widths and its neighbours — two or
    /// three short shapings a line, with Pango's own shaping (`pango_shape_item`, the item's font, features
    /// and flags) — and checked to lie where Pango's walk measures rather than takes or stops.
    ///
    /// The word's shaping is the text's own when its unwrapped layout is at hand (`unwrapped`: the layout the
    /// label's natural size was measured with, kept for this — the same items and glyphs Pango's own breaking
    /// walks), else the word's laid out alone.
    /// - Parameter wordRange: the word's UTF-8 byte range in the text.
    func shapedLineStarts(ofWord word: String, at wordRange: Range<Int>, _ attributes: TextAttributes,
                          like layout: OpaquePointer, unwrapped: OpaquePointer?) -> [Int]? {
        let scalars = Array(word.unicodeScalars)
        let width = Int(pango_layout_get_width(layout))
        guard width > 0, scalars.allSatisfy({ $0.value < 0x590 && !$0.properties.isWhitespace }),
              catalog.latinFamily.tracking(forPointSize: attributes.font.size) == 0, attributes.tracking == 0 else { return nil }
        let source = unwrapped ?? scratchLayout(word, attributes, like: layout)
        defer { if unwrapped == nil { g_object_unref(UnsafeMutableRawPointer(source)) } }
        // Where the word is in the source's text: bytes and characters.
        let wordStart = unwrapped == nil ? 0 : wordRange.lowerBound
        guard let text = pango_layout_get_text(source) else { return nil }
        let textLength = Int(strlen(text))
        guard wordStart + wordRange.count <= textLength else { return nil }
        let characterStart = Int(g_utf8_pointer_to_offset(text, text + wordStart))
        // The one run (of the source's unwrapped lines) whose item holds the whole word.
        var found: UnsafeMutablePointer<PangoGlyphItem>?
        var node = pango_layout_get_lines_readonly(source)
        search: while let element = node {
            var run = element.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let runNode = run {
                let candidate = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                if let item = candidate.pointee.item, Int(item.pointee.offset) <= wordStart,
                   wordStart + wordRange.count <= Int(item.pointee.offset + item.pointee.length) {
                    found = candidate
                    break search
                }
                run = runNode.pointee.next
            }
            node = element.pointee.next
        }
        guard let glyphItem = found, let item = glyphItem.pointee.item, let font = item.pointee.analysis.font else { return nil }
        let itemCharacterStart = Int(g_utf8_pointer_to_offset(text, text + Int(item.pointee.offset)))
        let offsetInItem = characterStart - itemCharacterStart
        guard offsetInItem >= 0, offsetInItem + scalars.count <= Int(item.pointee.num_chars) else { return nil }
        var attributeCount: Int32 = 0
        guard let allAttributes = pango_layout_get_log_attrs_readonly(source, &attributeCount),
              Int(attributeCount) >= characterStart + scalars.count + 1 else { return nil }
        let logAttributes = allAttributes + characterStart
        guard (0...scalars.count).allSatisfy({ logAttributes[$0].is_char_break != 0 }) else { return nil }
        // The widths Pango walks: each character's share of the item shaped once, summed from the word's start.
        var itemWidths = [Int32](repeating: 0, count: Int(item.pointee.num_chars))
        itemWidths.withUnsafeMutableBufferPointer { pango_glyph_item_get_logical_widths(glyphItem, text, $0.baseAddress) }
        let widths = itemWidths[offsetInItem..<offsetInItem + scalars.count]
        var sums = [0]
        sums.reserveCapacity(scalars.count + 1)
        for advance in widths { sums.append(sums[sums.count - 1] + Int(advance)) }
        // Byte offsets in the source's text of each character of the word.
        var byteOffsets = [wordStart]
        byteOffsets.reserveCapacity(scalars.count + 1)
        for scalar in scalars { byteOffsets.append(byteOffsets[byteOffsets.count - 1] + UTF8.width(scalar)) }
        let metrics = pango_font_get_metrics(font, item.pointee.analysis.language)
        let safeDistance = Int(pango_font_metrics_get_approximate_char_width(metrics)) * 3
        pango_font_metrics_unref(metrics)

        // A line of the word shaped as Pango shapes a candidate (`shape_run`): the item cut to the line.
        let piece = pango_item_copy(item)!
        defer { pango_item_free(piece) }
        piece.pointee.analysis.flags &= ~UInt8(PANGO_ANALYSIS_FLAG_NEED_HYPHEN)
        let glyphs = pango_glyph_string_new()!
        defer { pango_glyph_string_free(glyphs) }
        let flags = pango_context_get_round_glyph_positions(catalog.context) != 0 ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
        // The layout passes its log attributes from the paragraph's start; shaping reads them only for hyphens
        // and text transforms, neither of which a long word here has.
        let paragraphAttributes = UnsafeMutablePointer(mutating: allAttributes)
        func fits(_ start: Int, _ end: Int) -> Bool {
            piece.pointee.offset = Int32(byteOffsets[start])
            piece.pointee.length = Int32(byteOffsets[end] - byteOffsets[start])
            piece.pointee.num_chars = Int32(end - start)
            pango_shape_item(piece, text, Int32(textLength), paragraphAttributes, glyphs, flags)
            return Int(pango_glyph_string_get_width(glyphs)) <= width
        }

        var starts = [0]
        var start = 0
        while start < scalars.count {
            // The rest of the word fits: its last line (Pango measures it whole first when its widths fit).
            let count = scalars.count
            if sums[count] - sums[start] <= width && fits(start, count) { break }
            // The guess from the widths, then its neighbours until a line fits and one more character does not.
            var end = start + 1
            while end < count && sums[end + 1] - sums[start] <= width { end += 1 }
            if fits(start, end) {
                while end < count && fits(start, end + 1) { end += 1 }
            } else {
                end -= 1
                while end > start && !fits(start, end) { end -= 1 }
                // Not one character fits: Pango puts the first on the line all the same.
                end = max(end, start + 1)
            }
            guard end < count else { break }
            // Pango's walk measures this break (its widths are within the safe distance past the line's end,
            // or it is the first character) and does not take the next without measuring it.
            guard end == start + 1 || sums[end] - sums[start] <= width + safeDistance,
                  sums[end + 1] - sums[start] >= width - safeDistance else { return nil }
            starts.append(end)
            start = end
        }
        return starts.map { byteOffsets[$0] - wordStart }
    }

    /// A new layout of `text` with `layout`'s font (and paragraph direction, unless `copiesDirection` is
    /// `false`) and the label's attributes, to measure pieces of a long word apart from the text; the caller
    /// releases it (`g_object_unref`).
    private func scratchLayout(_ text: String, _ attributes: TextAttributes, like layout: OpaquePointer,
                               copiesDirection: Bool = true) -> OpaquePointer {
        let scratch = pango_layout_new(catalog.context)!
        if copiesDirection { pango_layout_set_auto_dir(scratch, pango_layout_get_auto_dir(layout)) }
        pango_layout_set_font_description(scratch, pango_layout_get_font_description(layout))
        LabelCharacters.withUTF8(text) { pango_layout_set_text(scratch, $0, $1) }
        pango_layout_set_attributes(scratch, attributeList(for: text, attributes))
        return scratch
    }

    /// Where the lines of `word` start (byte offsets, the first 0) when it is laid out alone as `layout`
    /// lays text out, breaking between characters.
    private func lineStarts(ofWord word: String, _ attributes: TextAttributes, like layout: OpaquePointer) -> [Int] {
        let alone = scratchLayout(word, attributes, like: layout)
        defer { g_object_unref(UnsafeMutableRawPointer(alone)) }
        pango_layout_set_width(alone, pango_layout_get_width(layout))
        pango_layout_set_wrap(alone, PANGO_WRAP_CHAR)
        return LongWordBreaks.lineStarts(of: alone)
    }
}
