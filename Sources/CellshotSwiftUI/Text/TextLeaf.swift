import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A text laid out and drawn: measured by the renderer's text measurer (Pango), sized as SwiftUI sizes a
/// `Text` (docs/swiftui.md, "Text"):
///
/// - offered no width (or an infinite one), one line per paragraph, as wide as its longest line;
/// - offered a width, wrapped at word boundaries to it, as wide as its widest line;
/// - offered 0, no width and one line (the minimum a stack probes for);
/// - offered less height than its lines, as many whole lines as fit (at least one), the last truncated in its
///   truncation mode — and drawn so, in the frame it is placed in (`.lineLimit` still caps the lines);
/// - with a `minimumScaleFactor` below 1, shrunk first, as little as lets it fit its lines and height, never below
///   the factor (then truncated as above);
/// - every size rounded up to the pixel; one line is SF Pro's line height (body: 20.333 pt at 3x).
final class TextLeaf: LeafLayout, NodeDrawing {
    let string: String
    let attributes: TextAttributes
    let color: CellshotGraphics.Color
    let measurer: any TextMeasuring
    let font: ResolvedFont
    let scale: CGFloat
    /// The least lines the text is as tall as (`.lineLimit(2...)`, `reservesSpace`).
    let minimumLines: Int
    /// How far the text may shrink to fit (`minimumScaleFactor`, 0…1; 1 never shrinks).
    let minimumScaleFactor: CGFloat

    init(string: String, attributes: TextAttributes, color: CellshotGraphics.Color, font: ResolvedFont,
         minimumLines: Int, minimumScaleFactor: CGFloat = 1, measurer: any TextMeasuring, scale: CGFloat) {
        self.string = string
        self.attributes = attributes
        self.color = color
        self.font = font
        self.minimumLines = minimumLines
        self.minimumScaleFactor = minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
        self.measurer = measurer
        self.scale = scale
    }

    /// The node of a text in an environment.
    @MainActor
    static func node(for text: Text, _ inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        let resolved = ResolvedText(text.localized(in: environment), in: environment)
        let leaf = TextLeaf(string: resolved.string, attributes: resolved.attributes, color: resolved.color,
                            font: resolved.font, minimumLines: resolved.minimumLines,
                            minimumScaleFactor: environment.minimumScaleFactor, measurer: inputs.graph.measurer,
                            scale: environment.displayScale)
        for warning in resolved.warnings { inputs.graph.warn(warning) }
        let node = LayoutNode(leaf: leaf, name: "Text(\(String(reflecting: resolved.string.prefix(40))))",
                              direction: environment.layoutDirection)
        node.payload = leaf
        return node
    }

    private var lineHeight: CGFloat { TextLeaf.lineHeight(of: attributes, font: font) }

    /// One line's height in `attributes` (the font's fixed line height, else the resolved font's, shrunk with it).
    private static func lineHeight(of attributes: TextAttributes, font: ResolvedFont) -> CGFloat {
        if let fixed = attributes.font.lineHeight { return CGFloat(fixed) }
        return font.size > 0 ? font.lineHeight * CGFloat(attributes.font.size) / font.size : font.lineHeight
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard !string.isEmpty else { return CGSize(width: 0, height: minimumHeight(lines: 0)) }
        if let width = proposal.width, width <= 0 {
            return CGSize(width: 0, height: minimumHeight(lines: 1))
        }
        let wrapWidth = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        let metrics = measurer.measure(string, fitted(width: wrapWidth, height: proposal.height), width: wrapWidth)
        var width = CGFloat(metrics.size.width)
        if let proposed = wrapWidth { width = min(width, CGFloat(proposed)) }
        let height = max(CGFloat(metrics.size.height), minimumHeight(lines: minimumLines))
        return CGSize(width: ceilToPixel(width, scale: scale), height: ceilToPixel(height, scale: scale))
    }

    /// The attributes the text is laid out with in a space `width` wide (`nil`: unwrapped) and `height` tall (`nil` or
    /// infinite: as tall as it needs): shrunk by up to ``minimumScaleFactor`` until its lines fit, then, if they still
    /// do not, limited to the whole lines the height holds (at least one), the last truncated. SwiftUI's `Text` in a
    /// space shorter than its lines (APPLE `Text.lineLimit(_:)`, `minimumScaleFactor(_:)`).
    private func fitted(width: Double?, height: CGFloat?) -> TextAttributes {
        let room = height.flatMap { $0.isFinite ? $0 : nil }
        var chosen = attributes
        if minimumScaleFactor < 1, !fits(attributes, width: width, height: room) {
            chosen = largestFittingScale(width: width, height: room)
        }
        let lines = lineCapacity(chosen, height: room)
        if let lines, chosen.numberOfLines == 0 || lines < chosen.numberOfLines {
            let all = measurer.measure(string, chosen, width: width).lineCount
            if all > lines { chosen.numberOfLines = lines }
        }
        return chosen
    }

    /// The most whole lines of `attributes` a height holds, at least one; `nil` for no height.
    private func lineCapacity(_ attributes: TextAttributes, height: CGFloat?) -> Int? {
        guard let height else { return nil }
        let spacing = CGFloat(max(0, attributes.lineSpacing.isFinite ? attributes.lineSpacing : 0))
        let pitch = TextLeaf.lineHeight(of: attributes, font: font) + spacing
        guard pitch > 0 else { return nil }
        return max(1, Int((height + spacing + 0.001) / pitch))
    }

    /// Whether every line of the text in `attributes` shows: no more lines than its limit and the height allow.
    private func fits(_ attributes: TextAttributes, width: Double?, height: CGFloat?) -> Bool {
        var unlimited = attributes
        unlimited.numberOfLines = 0
        let lines = measurer.measure(string, unlimited, width: width).lineCount
        if attributes.numberOfLines > 0, lines > attributes.numberOfLines { return false }
        if let capacity = lineCapacity(attributes, height: height), lines > capacity { return false }
        return true
    }

    /// The attributes shrunk as little as lets the text fit, by halving the interval between the factor and 1 (to
    /// 1/1024 of it); the factor's own when even that does not fit.
    private func largestFittingScale(width: Double?, height: CGFloat?) -> TextAttributes {
        var low = Double(minimumScaleFactor)
        guard fits(attributes.scaled(by: low), width: width, height: height) else { return attributes.scaled(by: low) }
        var high = 1.0
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(attributes.scaled(by: middle), width: width, height: height) { low = middle } else { high = middle }
        }
        return attributes.scaled(by: low)
    }

    private func minimumHeight(lines: Int) -> CGFloat {
        ceilToPixel(CGFloat(lines) * lineHeight, scale: scale)
    }

    /// The first and last baselines, where the text is drawn in a frame of `size` (centred vertically).
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        guard !string.isEmpty else { return first ? 0 : size.height }
        let width = size.width > 0 ? Double(size.width) : nil
        let metrics = measurer.measure(string, fitted(width: width, height: size.height), width: width)
        let top = (size.height - CGFloat(metrics.size.height)) / 2
        return first ? top + CGFloat(metrics.firstBaseline)
            : top + CGFloat(metrics.size.height - metrics.lastBaselineFromBottom)
    }

    /// A text's spacing: nothing of its own beside it (the default from its neighbours); above it, its font's
    /// leading rounded up to the pixel from a text above (``SwiftUIFigures/textToTextSpacingInPixels``), and room
    /// for its ascender and descender from other views (OpenSwiftUI `Text+Spacing.swift`; docs/swiftui.md,
    /// "Spacing").
    var spacing: ViewSpacing {
        let lineBox = font.lineHeight
        let gap = ceilToPixel(lineBox * 0.1, scale: scale)
        let full = lineBox + gap
        let ascender = font.size * SwiftUIFigures.ascenderRatio
        let descender = font.size * SwiftUIFigures.descenderRatio
        let capHeight = font.size * SwiftUIFigures.capHeightRatio
        var spacing = ViewSpacing(edges: Array(repeating: ViewSpacing.EdgePreferences(), count: 4))
        // SwiftUI spaces two texts by the lower one's leading, rounded up to the pixel; the upper one's bottom asks
        // for nothing more (0), so the larger preference, the lower text's, is the distance.
        let leading = SwiftUIFigures.textToTextSpacingInPixels / scale
        spacing[.top] = ViewSpacing.EdgePreferences(categories: [.textToText: leading, .aboveText: full - ascender])
        spacing[.bottom] = ViewSpacing.EdgePreferences(categories: [.textToText: 0,
                                                                    .belowText: max(full - capHeight, gap + descender)])
        return spacing
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        guard !string.isEmpty else { return }
        let frame = node.frame.model
        // Drawn as it was sized: the lines its frame holds, shrunk as it fitted there.
        let fitting = fitted(width: frame.width, height: CGFloat(frame.height))
        canvas.commands.append(.text(TextRun(text: string, attributes: fitting, color: color, frame: frame,
                                             prepared: measurer.prepare(string, fitting, width: frame.width))))
    }
}
