import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// Why content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown as generic placeholders: texts become rounded bars, images grey boxes.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden (`.privacySensitive()` views are redacted).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Data that is being updated.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// Why the views below are redacted; empty for not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// `.redacted(reason:)`: the reason added to the environment (images read it and draw grey boxes), and each text
/// below drawn as rounded bars, one per line, in its colour at a low opacity (``SwiftUIFigures/redactedOpacity``).
/// Texts under `.unredacted()` are left as they are.
struct RedactedModifier: ViewModifier {
    typealias Body = Never
    let reasons: RedactionReasons

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment.redactionReasons.formUnion(modifier.reasons)
        let outputs = content(inputs)
        if inputs.environment.redactionReasons.contains(.placeholder) {
            for node in outputs.nodes { redactTexts(in: node) }
        }
        return outputs
    }

    /// Replaces the drawing of every text below `node` (not under `.unredacted()`) with its bars.
    private static func redactTexts(in node: LayoutNode) {
        if node.payload is UnredactedMarker { return }
        if let text = node.payload as? TextLeaf {
            node.payload = RedactedTextDrawing(text)
            return
        }
        for child in node.children { redactTexts(in: child) }
    }
}

/// Marks a view that `.unredacted()` keeps as it is.
final class UnredactedMarker: NodeDrawing {
    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        for child in node.children { canvas.draw(child) }
    }
}

/// A text drawn as placeholder bars: one rounded bar per line, as wide as the line's words, centred on the line.
final class RedactedTextDrawing: NodeDrawing {
    let text: TextLeaf
    init(_ text: TextLeaf) { self.text = text }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard !text.string.isEmpty, frame.width > 0 else { return }
        let lineHeight = text.font.lineHeight
        let widths = lineWidths(in: frame.width)
        let blockHeight = CGFloat(widths.count) * lineHeight
        var top = frame.minY + (frame.height - blockHeight) / 2
        let barHeight = lineHeight * SwiftUIFigures.redactedBarHeightRatio
        let color = text.color.withAlpha(text.color.alpha * SwiftUIFigures.redactedOpacity)
        let rightToLeft = node.direction == .rightToLeft
        for width in widths {
            let x = rightToLeft ? frame.maxX - width : frame.minX
            let bar = CGRect(x: x, y: top + (lineHeight - barHeight) / 2, width: width, height: barHeight)
            canvas.commands.append(.path(CellshotGraphics.Path(roundedRect: bar.model,
                                                               cornerRadius: Double(barHeight * SwiftUIFigures.redactedBarCornerRatio),
                                                               style: .continuous),
                                         paint: .fill, color: color))
            top += lineHeight
        }
    }

    /// The widths of the text's lines wrapped at `width`: words added to a line while the line fits [I: a
    /// greedy re-wrap of Pango's breaking, which it matches for ordinary prose], at most the lines the text has.
    private func lineWidths(in width: CGFloat) -> [CGFloat] {
        let measured = text.measurer.measure(text.string, text.attributes, width: Double(width))
        guard measured.lineCount > 1 else { return [min(width, CGFloat(measured.size.width))] }
        var single = text.attributes
        single.numberOfLines = 1
        func measure(_ line: String) -> CGFloat { CGFloat(text.measurer.measure(line, single, width: nil).size.width) }
        var widths: [CGFloat] = [], current = ""
        for word in text.string.split(whereSeparator: \.isWhitespace) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, measure(candidate) > width {
                widths.append(min(width, measure(current)))
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { widths.append(min(width, measure(current))) }
        return Array(widths.prefix(measured.lineCount))
    }
}

extension View {
    /// The view drawn redacted: texts as rounded bars, images as grey boxes (`.placeholder`); a `.privacy`
    /// reason redacts only `.privacySensitive()` views.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactedModifier(reasons: reason))
    }

    /// The view drawn as it is inside a redacted view.
    public func unredacted() -> some View {
        modifier(UnredactedModifier())
    }

    /// Marks the view's content as private: drawn redacted under `.redacted(reason: .privacy)`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(PrivacySensitiveModifier(isSensitive: sensitive))
    }
}

/// `.unredacted()`: the redaction reasons cleared, and the view's nodes marked so that an outer redaction
/// leaves its texts alone.
struct UnredactedModifier: ViewModifier {
    typealias Body = Never

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment.redactionReasons = []
        let nodes = content(inputs).nodes
        return _ViewOutputs(EffectLayout.wrap(nodes, name: "unredacted", drawing: UnredactedMarker(),
                                              direction: inputs.environment.layoutDirection))
    }
}

/// `.privacySensitive()`: redacted as a placeholder when the environment's reasons include `.privacy`.
struct PrivacySensitiveModifier: ViewModifier {
    typealias Body = Never
    let isSensitive: Bool

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        guard modifier.isSensitive, inputs.environment.redactionReasons.contains(.privacy) else { return content(inputs) }
        return RedactedModifier._makeNodes(RedactedModifier(reasons: .placeholder), inputs, content: content)
    }
}
