import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A text laid out and drawn: measured by the renderer's text measurer (Pango), sized as SwiftUI sizes a
/// `Text` (docs/swiftui.md, "Text"):
///
/// - offered no width (or an infinite one), one line per paragraph, as wide as its longest line;
/// - offered a width, wrapped at word boundaries to it, as wide as its widest line;
/// - offered 0, no width and one line (the minimum a stack probes for);
/// - offered less height than its lines, as many whole lines as fit (at least one), the last truncated;
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

    init(string: String, attributes: TextAttributes, color: CellshotGraphics.Color, font: ResolvedFont,
         minimumLines: Int, measurer: any TextMeasuring, scale: CGFloat) {
        self.string = string
        self.attributes = attributes
        self.color = color
        self.font = font
        self.minimumLines = minimumLines
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
                            measurer: inputs.graph.measurer, scale: environment.displayScale)
        for warning in resolved.warnings { inputs.graph.warn(warning) }
        let node = LayoutNode(leaf: leaf, name: "Text(\(String(reflecting: resolved.string.prefix(40))))",
                              direction: environment.layoutDirection)
        node.payload = leaf
        return node
    }

    private var lineHeight: CGFloat { CGFloat(attributes.font.lineHeight ?? Double(font.lineHeight)) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard !string.isEmpty else { return CGSize(width: 0, height: minimumHeight(lines: 0)) }
        if let width = proposal.width, width <= 0 {
            return CGSize(width: 0, height: minimumHeight(lines: 1))
        }
        let wrapWidth = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        var metrics = measurer.measure(string, attributes, width: wrapWidth)
        if let height = proposal.height, height.isFinite, CGFloat(metrics.size.height) > height + 0.001,
           metrics.lineCount > 1 {
            // Fewer lines fit: as many whole lines as the height holds, at least one, the last truncated.
            var limited = attributes
            let fitting = max(1, Int((height + 0.001) / lineHeight))
            limited.numberOfLines = attributes.numberOfLines == 0 ? fitting : min(attributes.numberOfLines, fitting)
            metrics = measurer.measure(string, limited, width: wrapWidth)
        }
        var width = CGFloat(metrics.size.width)
        if let proposed = wrapWidth { width = min(width, CGFloat(proposed)) }
        let height = max(CGFloat(metrics.size.height), minimumHeight(lines: minimumLines))
        return CGSize(width: ceilToPixel(width, scale: scale), height: ceilToPixel(height, scale: scale))
    }

    private func minimumHeight(lines: Int) -> CGFloat {
        ceilToPixel(CGFloat(lines) * lineHeight, scale: scale)
    }

    /// The first and last baselines, where the text is drawn in a frame of `size` (centred vertically).
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        guard !string.isEmpty else { return first ? 0 : size.height }
        let metrics = measurer.measure(string, attributes, width: size.width > 0 ? Double(size.width) : nil)
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
        canvas.commands.append(.text(TextRun(text: string, attributes: attributes, color: color, frame: frame,
                                             prepared: measurer.prepare(string, attributes, width: frame.width))))
    }
}
