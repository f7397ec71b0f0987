import CellshotGraphics
import CellshotModel

/// What one text may cost: its length against ``ResourceLimits/textLength``, its combining marks against
/// ``ResourceLimits/combiningMarks``, its extent against Pango's coordinates, and its share of
/// ``ResourceLimits/totalTextLength``.
///
/// Every text a document can carry goes through ``check(_:at:drawing:)`` before it is measured: a row's text
/// and secondary text, accessories' labels, headers' and footers' texts, template labels, buttons' titles,
/// list content views' texts, the section index's titles; and symbols' names (``check(symbolName:at:drawing:)``,
/// the length budgets only: a name is looked up, never laid out) before they are looked up.
///
/// Pango measures in 32-bit units of 1/1024 point, so no line and no stack of lines may pass
/// 2,097,151 points; beyond that its sums overflow and the picture is wrong. A text of `n`
/// characters at font size `s` can be no wider than `n × 8 s` (no glyph of the font set advances
/// more than a few ems; 8 leaves room) and no taller than `n` lines of its line height (every
/// character on a line of its own), so a text is refused when `n × max(8 s, line height)` could
/// pass the limit. For styled text `s` is the largest size of its spans, each character may add its
/// tracking along the line, and each line its line spacing and its spans' baseline offsets.
struct TextBudget {
    let limits: ResourceLimits
    /// The characters of the texts checked so far, against ``ResourceLimits/totalTextLength``: shared by
    /// every copy of this budget (the layouter's, its header and footer layouter's and the document checker's).
    private let total = TotalTextLength()

    init(limits: ResourceLimits) {
        self.limits = limits
    }

    /// A running count shared between copies of a ``TextBudget``.
    private final class TotalTextLength {
        var characters = 0
    }

    /// The most points Pango can lay out along a line or down a text (2^31 − 1 units of 1/1024 point).
    static let pangoExtent = 2_097_151.0
    /// How many ems a glyph's advance is assumed to be at most.
    static let widestGlyph = 8.0

    /// The most points one character of a text can add along a line or down the text: `max(8 s, line height)` for
    /// plain text; with spans, at their largest size, plus the largest tracking along a line, and the line
    /// spacing and twice the largest baseline offset down the text. A number that is not finite counts as 0, as
    /// the renderer ignores it.
    static func extentPerCharacter(of attributes: TextAttributes, lineHeight: Double) -> Double {
        let spans = attributes.spans
        guard !spans.isEmpty || attributes.tracking != 0 || attributes.lineSpacing != 0 else {
            return max(widestGlyph * attributes.font.size, lineHeight)
        }
        func magnitude(_ value: Double?) -> Double { value.map { $0.isFinite ? abs($0) : 0 } ?? 0 }
        let size = spans.reduce(attributes.font.size) { max($0, magnitude($1.size)) }
        let tracking = spans.reduce(magnitude(attributes.tracking)) { max($0, magnitude($1.tracking)) }
        let rise = spans.reduce(0) { max($0, magnitude($1.baselineOffset)) }
        return max(widestGlyph * size + tracking, lineHeight + magnitude(attributes.lineSpacing) + 2 * rise)
    }

    /// Checks one text: the one check every text a document carries goes through before it is laid out.
    /// - Parameters:
    ///   - text: the text as it will be laid out.
    ///   - path: the JSON path of the value it came from.
    ///   - row: the row drawn, when `path` is a template's and the row's values filled it in.
    /// - Throws: ``CellshotError/document(_:)`` naming the path, the length and the budget.
    func check(_ text: ResolvedText, at path: @autoclosure () -> JSONPath, drawing row: JSONPath? = nil) throws(CellshotError) {
        try check(text.string, noun: "text", attributes: text.attributes, at: path(), drawing: row.map { "\($0)" })
    }

    /// Checks a symbol's name before it is looked up (hashing a name costs its length, and a YAML alias can name a
    /// megabyte in every row): the length budgets of a text, not Pango's, which never lays it out.
    /// - Parameters:
    ///   - name: the name.
    ///   - path: where it is written.
    ///   - drawing: for a template's symbol, the row and state it is drawn for.
    /// - Throws: ``CellshotError/document(_:)`` naming the path, the length and the budget.
    func check(symbolName name: String, at path: @autoclosure () -> JSONPath, drawing: String? = nil) throws(CellshotError) {
        try check(name, noun: "symbol name", attributes: nil, at: path(), drawing: drawing)
    }

    /// The checks, for a text laid out with `attributes` or a name laid out in none.
    private func check(_ string: String, noun: String, attributes: TextAttributes?, at path: @autoclosure () -> JSONPath,
                       drawing: String?) throws(CellshotError) {
        let font = attributes?.font
        // Counting stops past the budget: a megabyte of text costs no more than the budget to check. A text
        // within budget (every text of every row is checked) costs the count; its path is never made.
        let length = string.unicodeScalars.prefix(limits.textLength + 1).count
        let lineHeight = font?.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
        let perCharacter = attributes.map { Self.extentPerCharacter(of: $0, lineHeight: lineHeight) } ?? 0
        guard length > limits.textLength || Double(length) * perCharacter > Self.pangoExtent else {
            try checkCombiningMarks(string, at: path(), drawing: drawing)
            try count(length, noun: noun, at: path(), drawing: drawing)
            return
        }
        let path = path()
        let drawing = drawing.map { " (drawing \($0))" } ?? ""
        if length > limits.textLength {
            let total = string.unicodeScalars.count
            throw .document(DocumentError(
                .invalidValue, path: path,
                message: "a \(noun) of \(total.grouped) characters is over the budget of "
                    + "\(limits.textLength.grouped) characters a text may have\(drawing)",
                hint: limits.textLength < ResourceLimits.maximumTextLength
                    ? "shorten it, or raise the budget with --max-text-length (ResourceLimits.textLength), "
                        + "up to \(ResourceLimits.maximumTextLength.grouped)"
                    : "shorten it: \(ResourceLimits.maximumTextLength.grouped) characters is the most cellshot lays out"))
        }
        let most = Int(Self.pangoExtent / perCharacter)
        throw .document(DocumentError(
            .invalidValue, path: path,
            message: "a \(noun) of \(length.grouped) characters at \(JSONText.number(font?.size ?? 0)) pt could be "
                + "longer than the \(Int(Self.pangoExtent).grouped) points Pango can lay out; at this size a "
                + "text may have at most \(most.grouped) characters\(drawing)",
            hint: "use a shorter text or a smaller font"))
    }

    /// Adds a text of `length` characters to the render's total, against ``ResourceLimits/totalTextLength``.
    private func count(_ length: Int, noun: String, at path: @autoclosure () -> JSONPath,
                       drawing: String?) throws(CellshotError) {
        total.characters += length
        guard total.characters > limits.totalTextLength else { return }
        let drawing = drawing.map { " (drawing \($0))" } ?? ""
        throw .document(DocumentError(
            .invalidValue, path: path(),
            message: "with this \(noun) of \(length.grouped) characters the texts laid out come to "
                + "\(total.characters.grouped) characters, over the budget of \(limits.totalTextLength.grouped) "
                + "characters a document's texts may have together (each text counted every time it is laid out: "
                + "once in each state column)\(drawing)",
            hint: limits.totalTextLength < ResourceLimits.maximumTotalTextLength
                ? "shorten the texts, or draw fewer rows or states, or raise the budget with --max-total-text "
                    + "(ResourceLimits.totalTextLength), up to \(ResourceLimits.maximumTotalTextLength.grouped)"
                : "shorten the texts, or draw fewer rows or states"))
    }

    /// The longest run of combining marks (non-starters) in `text` against ``ResourceLimits/combiningMarks``.
    private func checkCombiningMarks(_ text: String, at path: @autoclosure () -> JSONPath,
                                     drawing: String?) throws(CellshotError) {
        var run = 0, longest = 0
        for scalar in text.unicodeScalars {
            // Nothing below U+0300 combines: most texts cost a comparison a character.
            if scalar.value >= 0x300, scalar.properties.canonicalCombiningClass != .notReordered {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
        }
        guard longest > limits.combiningMarks else { return }
        let drawing = drawing.map { " (drawing \($0))" } ?? ""
        throw .document(DocumentError(
            .invalidValue, path: path(),
            message: "a character of the text carries \(longest.grouped) combining marks, over the budget of "
                + "\(limits.combiningMarks.grouped) combining marks a character may have\(drawing)",
            hint: limits.combiningMarks < ResourceLimits.maximumCombiningMarks
                ? "remove them, or raise the budget with --max-combining-marks (ResourceLimits.combiningMarks), up to "
                    + ResourceLimits.maximumCombiningMarks.grouped
                : "remove them"))
    }

    /// Reports a text the layout found would break into more lines than ``ResourceLimits/textLines``, at the
    /// text's own path: the first of `texts` that is the text measured (else `path`, the row's).
    /// - Parameters:
    ///   - overrun: what ``LineBudgetMeasurer`` found while the row (or header, footer) was laid out.
    ///   - texts: the texts the row, header or footer lays out, where each is written (``LaidOutTexts``).
    ///   - path: the JSON path of the row, header or footer.
    ///   - row: the row drawn, when the texts' paths are a template's.
    /// - Throws: ``CellshotError/document(_:)`` naming the path, the text's length, the label's width and the budget.
    func check(_ overrun: LineBudgetMeasurer.Overrun?, among texts: LaidOutTexts = LaidOutTexts(), at path: JSONPath,
               drawing row: JSONPath? = nil) throws(CellshotError) {
        guard let overrun else { return }
        let written = texts.path(of: overrun.text)
        let drawing = written != nil ? row.map { " (drawing \($0))" } ?? "" : ""
        throw .document(DocumentError(
            .invalidValue, path: written ?? path,
            message: "a text of \(overrun.characters.grouped) characters in a label \(formatPoints(overrun.width)) pt "
                + "wide would break into at least \(overrun.lines.grouped) lines, over the budget of "
                + "\(limits.textLines.grouped) lines a text may have\(drawing)",
            hint: limits.textLines < ResourceLimits.maximumTextLines
                ? "give the label room or shorten the text, or raise the budget with --max-text-lines "
                    + "(ResourceLimits.textLines), up to \(ResourceLimits.maximumTextLines.grouped)"
                : "give the label room or shorten the text"))
    }

    /// Refuses a template system that would take the views built in this render past
    /// ``ResourceLimits/templateViews``.
    /// - Parameters:
    ///   - built: the views of the systems built so far.
    ///   - adding: the views of the system about to be built.
    ///   - path: the template's path.
    ///   - row: the row drawn.
    func checkTemplateViews(built: Int, adding: Int, at path: JSONPath, drawing row: JSONPath) throws(CellshotError) {
        guard built + adding > limits.templateViews else { return }
        throw .document(DocumentError(
            .invalidValue, path: path,
            message: "drawing \(row) would build a constraint system of \(adding.grouped) views after \(built.grouped) "
                + "already built, over the budget of \(limits.templateViews.grouped) views a render's templates may have "
                + "(rows whose values change a template's constraints each build a system of their own)",
            hint: limits.templateViews < ResourceLimits.maximumTemplateViews
                ? "keep placeholders out of constraints, or raise the budget with --max-template-views "
                    + "(ResourceLimits.templateViews), up to \(ResourceLimits.maximumTemplateViews.grouped)"
                : "keep placeholders out of constraints"))
    }
}
