import CellshotGraphics
import CellshotLayout

/// Text measured with fixed metrics: every character 8 pt wide, lines 20 pt
/// tall with the baseline 15 pt below the line top. Wraps by characters.
final class FixedText: IntrinsicContent {
    var text: String
    var lines: Int
    static let characterWidth = 8.0, lineHeight = 20.0, ascent = 15.0

    init(_ text: String, lines: Int = 1) {
        self.text = text
        self.lines = lines
    }

    var dependsOnWidth: Bool { lines != 1 }

    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicContentSize {
        let natural = Double(text.count) * Self.characterWidth
        var count = 1
        if let width, width > 0, lines != 1 {
            let perLine = max(1, Int(width / Self.characterWidth))
            count = max(1, (text.count + perLine - 1) / perLine)
            if lines > 0 { count = min(count, lines) }
        }
        let height = Double(count) * Self.lineHeight
        return IntrinsicContentSize(width: natural, height: height, firstBaseline: Self.ascent,
                                    lastBaselineFromBottom: Self.lineHeight - Self.ascent)
    }
}

extension View {
    /// A label-like view with fixed-metric text.
    static func label(_ name: String, _ text: String, lines: Int = 1) -> View {
        View(name: name, content: FixedText(text, lines: lines))
    }
}
