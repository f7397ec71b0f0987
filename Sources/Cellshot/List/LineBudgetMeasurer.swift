import CellshotGraphics
import CellshotModel

/// A measurer that refuses to wrap a text into more lines than ``ResourceLimits/textLines`` allows.
///
/// A text within the character budget squeezed into a label a few points wide (or none: a wide
/// accessory can take a cell's whole width) breaks after every character, and Pango shapes the rest of
/// the text again for each line: 3,000 emoji in a zero-width label took 15–19 s. The layout engine asks
/// for such a wrap deep inside a solve, where nothing can throw, so the text is measured unwrapped
/// instead (cheap, and never drawn), and the overrun is kept for the layouter to report at the row's
/// path once the row is laid out.
///
/// Only texts longer than the budget are looked at (a text of `n` characters breaks into at most about
/// `n` lines), so every ordinary text costs one count. For those, the width the text takes on one line
/// divided by the label's width is a lower bound on its lines: no line holds more than the width.
final class LineBudgetMeasurer: TextMeasuring {
    /// A text that would have broken into more lines than the budget.
    struct Overrun {
        /// The text, as measured: the layouter finds where it is written by it.
        let text: String
        /// Its length in Unicode scalars, as the text budget counts.
        let characters: Int
        let width: Double
        let lines: Int
    }

    private let measurer: any TextMeasuring
    private let budget: Int
    /// The first overrun since ``takeOverrun()``.
    private var overrun: Overrun?

    init(_ measurer: any TextMeasuring, budget: Int) {
        self.measurer = measurer
        self.budget = budget
    }

    func measure(_ text: String, _ attributes: TextAttributes, width: Double?) -> TextMetrics {
        guard let width, let found = self.overrun(text, attributes, width: width) else {
            return measurer.measure(text, attributes, width: width)
        }
        if overrun == nil { overrun = found }
        return measurer.measure(text, attributes, width: nil)
    }

    func prepare(_ text: String, _ attributes: TextAttributes, width: Double) -> (any PreparedText)? {
        guard let found = overrun(text, attributes, width: width) else { return measurer.prepare(text, attributes, width: width) }
        if overrun == nil { overrun = found }
        return nil
    }

    /// The overrun found since the last call, and forgets it.
    func takeOverrun() -> Overrun? {
        defer { overrun = nil }
        return overrun
    }

    /// The overrun of `text` wrapped at `width`, or `nil` within the budget.
    private func overrun(_ text: String, _ attributes: TextAttributes, width: Double) -> Overrun? {
        // At most about one line a character: a shorter text is within the budget whatever its width.
        guard text.unicodeScalars.prefix(budget + 1).count > budget else { return nil }
        // One clipped line is not wrapped; a few truncated lines stop where the ellipsis goes.
        if attributes.numberOfLines == 1 && attributes.lineBreakMode == .byClipping { return nil }
        let truncates = [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle].contains(attributes.lineBreakMode)
        if truncates && (1...budget).contains(attributes.numberOfLines) { return nil }
        let natural = measurer.measure(text, attributes, width: nil).size.width
        guard natural > 0 else { return nil }
        // Past a character a line, every character (a grapheme: one is never broken) is a line of its own.
        let graphemes = text.count
        let lines = width > 0 ? min(Int(saturating: (natural / width).rounded(.up)), graphemes) : graphemes
        guard lines > budget else { return nil }
        return Overrun(text: text, characters: text.unicodeScalars.count, width: max(0, width), lines: lines)
    }
}
