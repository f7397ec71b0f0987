import CellshotGraphics
import CellshotModel

/// The budgets that keep a document from exhausting the machine that draws it: documents arrive in
/// pull requests, so a render must end soon with a clear error, never trap or run for minutes.
///
/// Each budget is far above what a list shows and can be raised (the command line's
/// `--max-text-length`, `--max-text-lines`, `--max-combining-marks`, `--max-rows`, `--max-template-views`
/// and `--max-total-text`):
///
/// ```swift
/// var options = RenderOptions()
/// options.limits.textLength = 50_000
/// ```
public struct ResourceLimits: Sendable, Hashable {
    /// The most characters (Unicode scalars) one text may have once its placeholders are filled in:
    /// a row's text or secondary text, an accessory's label, a header's or footer's text, a template
    /// label. Text layout grows faster than the length for long unbroken words and many lines, and a
    /// label of ten thousand characters is already far more than a cell shows.
    public var textLength: Int

    /// The default ``textLength``.
    public static let defaultTextLength = 10_000
    /// The largest ``textLength`` that may be asked for.
    public static let maximumTextLength = 1_000_000

    /// The most lines one text may break into in its label. A text squeezed into a label a few points
    /// wide breaks after every character, and Pango shapes the rest of the text again for each line
    /// (3,000 emoji in a zero-width label took 15–19 s); two hundred lines of a 17 pt font make a label
    /// over 4,000 points tall, far more than a cell shows.
    public var textLines: Int

    /// The default ``textLines``.
    public static let defaultTextLines = 200
    /// The largest ``textLines`` that may be asked for.
    public static let maximumTextLines = 100_000

    /// The most rows one document may have, counting the children of collapsed rows: the time a render
    /// takes grows with them (ten thousand rows of cells: seconds).
    public var rows: Int

    /// The default ``rows``.
    public static let defaultRows = 20_000
    /// The largest ``rows`` that may be asked for.
    public static let maximumRows = 1_000_000

    /// The most views the constraint systems of one render's custom templates may have together. A
    /// template is built once for all the rows that share its structure, but a row whose values change
    /// its constraints (a placeholder in a constant) builds one of its own, and building costs more than
    /// the square of its views (200 chained views: 4.6 s in a debug build; 100: 0.9 s): without a budget,
    /// ten thousand such rows would take hours.
    public var templateViews: Int

    /// The default ``templateViews``: 10 systems of 200 views, 100 of 20.
    public static let defaultTemplateViews = 2_000
    /// The largest ``templateViews`` that may be asked for.
    public static let maximumTemplateViews = 10_000_000

    /// The most combining marks (non-starters: characters of a non-zero canonical combining class) one
    /// character may carry in a row. Unicode's stream-safe text format (UAX #15) allows 30, which no
    /// writing system needs; "Zalgo" text stacks hundreds, drawn far above and below its line. Cheap for
    /// Pango (10,000 marks on one letter: 0.19 s), so the budget is about what a cell can show.
    public var combiningMarks: Int

    /// The default ``combiningMarks``: UAX #15's stream-safe limit.
    public static let defaultCombiningMarks = 30
    /// The largest ``combiningMarks`` that may be asked for.
    public static let maximumCombiningMarks = 1_000_000

    /// The most characters the texts of one render may have together, each counted every time it is laid
    /// out (a row's text once in each state column): the work of the whole document. Every other budget
    /// bounds one text, row or system; this one bounds their sum, so that twenty thousand rows each with a
    /// text near the text budget (hours of layout) are refused after a few seconds of work.
    public var totalTextLength: Int

    /// The default ``totalTextLength``: a list of 10,000 rows of a few lines each, in three states,
    /// is under half of it; at the default, the costliest document (texts of long unbreakable tokens) takes
    /// about 16 s of layout in a release build (4.1 s for 500,000 characters, `text-bench`).
    public static let defaultTotalTextLength = 2_000_000
    /// The largest ``totalTextLength`` that may be asked for.
    public static let maximumTotalTextLength = 1_000_000_000

    /// Creates limits; every budget has its default unless given.
    public init(textLength: Int = ResourceLimits.defaultTextLength, textLines: Int = ResourceLimits.defaultTextLines,
                rows: Int = ResourceLimits.defaultRows, templateViews: Int = ResourceLimits.defaultTemplateViews,
                combiningMarks: Int = ResourceLimits.defaultCombiningMarks,
                totalTextLength: Int = ResourceLimits.defaultTotalTextLength) {
        self.textLength = textLength
        self.textLines = textLines
        self.rows = rows
        self.templateViews = templateViews
        self.combiningMarks = combiningMarks
        self.totalTextLength = totalTextLength
    }
}

/// What one text may cost: its length against ``ResourceLimits/textLength``, and its extent against
/// Pango's coordinates.
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
    /// every copy of this budget (the layouter's and its header and footer layouter's).
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

    /// Checks one text.
    /// - Parameters:
    ///   - text: the text as it will be laid out.
    ///   - path: the JSON path of the value it came from.
    ///   - row: the row drawn, when `path` is a template's and the row's values filled it in.
    /// - Throws: ``CellshotError/document(_:)`` naming the path, the length and the budget.
    func check(_ text: ResolvedText, at path: @autoclosure () -> JSONPath, drawing row: JSONPath? = nil) throws(CellshotError) {
        // Counting stops past the budget: a megabyte of text costs no more than the budget to check. A text
        // within budget (every text of every row is checked) costs the count; its path is never made.
        let length = text.string.unicodeScalars.prefix(limits.textLength + 1).count
        let font = text.attributes.font
        let lineHeight = font.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
        let perCharacter = Self.extentPerCharacter(of: text.attributes, lineHeight: lineHeight)
        guard length > limits.textLength || Double(length) * perCharacter > Self.pangoExtent else {
            try checkCombiningMarks(text.string, at: path(), drawing: row)
            try count(length, at: path(), drawing: row)
            return
        }
        let path = path()
        let drawing = row.map { " (drawing \($0))" } ?? ""
        if length > limits.textLength {
            let total = text.string.unicodeScalars.count
            throw .document(DocumentError(
                .invalidValue, path: path,
                message: "a text of \(total.grouped) characters is over the budget of "
                    + "\(limits.textLength.grouped) characters a text may have\(drawing)",
                hint: limits.textLength < ResourceLimits.maximumTextLength
                    ? "shorten it, or raise the budget with --max-text-length (ResourceLimits.textLength), "
                        + "up to \(ResourceLimits.maximumTextLength.grouped)"
                    : "shorten it: \(ResourceLimits.maximumTextLength.grouped) characters is the most cellshot lays out"))
        }
        let most = Int(Self.pangoExtent / perCharacter)
        throw .document(DocumentError(
            .invalidValue, path: path,
            message: "a text of \(length.grouped) characters at \(JSONText.number(font.size)) pt could be "
                + "longer than the \(Int(Self.pangoExtent).grouped) points Pango can lay out; at this size a "
                + "text may have at most \(most.grouped) characters\(drawing)",
            hint: "use a shorter text or a smaller font"))
    }

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

    /// Adds a text of `length` characters to the render's total, against ``ResourceLimits/totalTextLength``.
    private func count(_ length: Int, at path: @autoclosure () -> JSONPath, drawing row: JSONPath?) throws(CellshotError) {
        total.characters += length
        guard total.characters > limits.totalTextLength else { return }
        let drawing = row.map { " (drawing \($0))" } ?? ""
        throw .document(DocumentError(
            .invalidValue, path: path(),
            message: "with this text of \(length.grouped) characters the texts laid out come to \(total.characters.grouped) "
                + "characters, over the budget of \(limits.totalTextLength.grouped) characters a document's texts may have "
                + "together (each text counted every time it is laid out: once in each state column)\(drawing)",
            hint: limits.totalTextLength < ResourceLimits.maximumTotalTextLength
                ? "shorten the texts, or draw fewer rows or states, or raise the budget with --max-total-text "
                    + "(ResourceLimits.totalTextLength), up to \(ResourceLimits.maximumTotalTextLength.grouped)"
                : "shorten the texts, or draw fewer rows or states"))
    }

    /// The longest run of combining marks (non-starters) in `text` against ``ResourceLimits/combiningMarks``.
    private func checkCombiningMarks(_ text: String, at path: @autoclosure () -> JSONPath,
                                     drawing row: JSONPath?) throws(CellshotError) {
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
        let drawing = row.map { " (drawing \($0))" } ?? ""
        throw .document(DocumentError(
            .invalidValue, path: path(),
            message: "a character of the text carries \(longest.grouped) combining marks, over the budget of "
                + "\(limits.combiningMarks.grouped) combining marks a character may have\(drawing)",
            hint: limits.combiningMarks < ResourceLimits.maximumCombiningMarks
                ? "remove them, or raise the budget with --max-combining-marks (ResourceLimits.combiningMarks), up to "
                    + ResourceLimits.maximumCombiningMarks.grouped
                : "remove them"))
    }

    /// Reports a text the layout found would break into more lines than ``ResourceLimits/textLines``.
    /// - Parameters:
    ///   - overrun: what ``LineBudgetMeasurer`` found while the row (or header, footer) was laid out.
    ///   - path: the JSON path of the row, header or footer.
    /// - Throws: ``CellshotError/document(_:)`` naming the path, the text's length, the label's width and the budget.
    func check(_ overrun: LineBudgetMeasurer.Overrun?, at path: JSONPath) throws(CellshotError) {
        guard let overrun else { return }
        throw .document(DocumentError(
            .invalidValue, path: path,
            message: "a text of \(overrun.characters.grouped) characters in a label \(JSONText.number(overrun.width)) pt "
                + "wide would break into at least \(overrun.lines.grouped) lines, over the budget of "
                + "\(limits.textLines.grouped) lines a text may have",
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
