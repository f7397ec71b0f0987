import CellshotGraphics
import CellshotModel

/// The budgets that keep a document from exhausting the machine that draws it: documents arrive in
/// pull requests, so a render must end soon with a clear error, never trap or run for minutes.
///
/// Each budget is far above what a list shows and can be raised (the command line's
/// `--max-text-length`, `--max-text-lines`, `--max-combining-marks`, `--max-rows`, `--max-sections`,
/// `--max-height`, `--max-template-views` and `--max-total-text`):
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

    /// The most rows one document may have, counting the children of collapsed rows and a grid's items: the
    /// time a render takes grows with them (ten thousand rows of cells: seconds). Counted on the document's text
    /// before any row is read (``DocumentBudget``).
    public var rows: Int

    /// The default ``rows``.
    public static let defaultRows = DocumentBudget.defaultRows
    /// The largest ``rows`` that may be asked for.
    public static let maximumRows = DocumentBudget.maximumRows

    /// The most sections one document may have: each costs its layout and its spacing, rows or none. Counted
    /// with the rows, before any is read.
    public var sections: Int

    /// The default ``sections``.
    public static let defaultSections = DocumentBudget.defaultSections
    /// The largest ``sections`` that may be asked for.
    public static let maximumSections = DocumentBudget.maximumSections

    /// The rows and sections budgets, for ``ListDocument/load(contentsOf:assets:budget:)``.
    public var document: DocumentBudget { DocumentBudget(rows: rows, sections: sections) }

    /// The most pixels tall a list may be drawn, in any one state: its laid-out height in points times the
    /// scale. Drawing and compressing cost time for every row of pixels, and a list's height is its
    /// rows' and sections' heights together, each up to 4,096 points: twenty grid items of 40,960 points were a
    /// minute of drawing, a thousand sections of inset a quarter of an hour. Checked once the list is laid out,
    /// before anything is drawn.
    public var height: Int

    /// The default ``height``: a list of twenty thousand rows (the row budget) of Settings-like cells at 3x is
    /// about 3.4 million pixels tall.
    public static let defaultHeight = 4_000_000
    /// The largest ``height`` that may be asked for: the tallest PNG (2^31 − 1 rows of pixels).
    public static let maximumHeight = 2_147_483_647

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
                totalTextLength: Int = ResourceLimits.defaultTotalTextLength,
                sections: Int = ResourceLimits.defaultSections, height: Int = ResourceLimits.defaultHeight) {
        self.textLength = textLength
        self.textLines = textLines
        self.rows = rows
        self.sections = sections
        self.height = height
        self.templateViews = templateViews
        self.combiningMarks = combiningMarks
        self.totalTextLength = totalTextLength
    }
}
