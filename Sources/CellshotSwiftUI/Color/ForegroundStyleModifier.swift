import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// `.foregroundStyle(_:)`, `(_:_:)`, `(_:_:_:)`: the styles set in the environment for the views below (their
/// texts, symbols and shapes' default fills); what is not drawn as asked — a material drawn as its tint, a
/// colour the app's assets lack — is warned about with the line.
///
/// A gradient reaches shapes and symbols, which place it in their frames. Texts take their colour from the
/// environment as one colour, so each text below that took the gradient's first colour is drawn again through
/// the gradient, placed in the text's frame (SwiftUI places a foreground gradient in each view's bounds).
struct ForegroundStyleModifier: ViewModifier {
    typealias Body = Never
    let styles: [AnyShapeStyle]
    let origin: SourceLocation

    private func apply(to environment: inout EnvironmentValues) {
        if styles.count == 1, let level = (styles[0].base as? HierarchicalShapeStyle)?.level, level > 0,
           let current = environment.foregroundStyle, !(current.base is HierarchicalShapeStyle) {
            // `.foregroundStyle(.secondary)` under an app's foreground style is that style's level, not the label
            // colour's [M: criticalmaps-ios's `RideEventSettingsView`, iOS 26: a `.secondary` footer under the app's
            // (26, 26, 26) is (133, 133, 136) on the grouped background — that colour at half; docs/fidelity.md].
            environment.foregroundStyle = AnyShapeStyle(_LevelOfShapeStyle(base: current, levels: environment.foregroundLevels,
                                                                           level: level))
            environment.foregroundLevels = []
            return
        }
        environment.foregroundStyle = styles.first
        environment.foregroundLevels = Array(styles.dropFirst())
    }

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        modifier.apply(to: &inputs.environment)
        for style in modifier.styles {
            if let approximation = style._resolvePaint(in: inputs.environment.withoutForeground).approximation {
                inputs.graph.warn(approximation, fileID: modifier.origin.fileID, line: modifier.origin.line)
            }
        }
        let outputs = content(inputs)
        let paint = inputs.environment.foregroundPaint
        if let gradient = paint.gradient {
            for node in outputs.nodes { GradientText.wrapTexts(in: node, drawnIn: paint.color, with: gradient) }
        }
        return outputs
    }

    static func _makeViewList(_ modifier: Self, _ inputs: _ViewInputs,
                              content: @MainActor (_ViewInputs) -> [_ViewListElement]) -> [_ViewListElement] {
        var listInputs = inputs
        modifier.apply(to: &listInputs.environment)
        return content(listInputs).map { element in
            var element = element
            element.plainText = nil
            if case .view(let make) = element.kind {
                element.kind = .view { elementInputs in
                    Self._makeNodes(modifier, elementInputs) { make($0) }
                }
            }
            return element
        }
    }
}

/// Texts drawn through a gradient.
enum GradientText {
    /// Wraps the drawing of each text below `node` whose colour is `color` (the gradient's first stop, which
    /// the text took from the environment) so that it shows `gradient` through its glyphs. A text inside an
    /// inner `.foregroundStyle` of another colour is left alone; one already wrapped is too.
    static func wrapTexts(in node: LayoutNode, drawnIn color: CellshotGraphics.Color, with gradient: ResolvedGradient) {
        if let text = node.payload as? TextLeaf {
            if text.color == color { node.payload = GradientTextDrawing(text, gradient: gradient) }
            return
        }
        guard !(node.payload is GradientTextDrawing) else { return }
        for child in node.children { wrapTexts(in: child, drawnIn: color, with: gradient) }
    }
}

/// A text drawn with its glyphs showing a gradient placed in its frame.
final class GradientTextDrawing: NodeDrawing {
    let text: TextLeaf
    let gradient: ResolvedGradient

    init(_ text: TextLeaf, gradient: ResolvedGradient) {
        self.text = text
        self.gradient = gradient
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let glyphs = canvas.collecting { text.draw(node, into: &$0) }
        canvas.commands += gradient.commands(masking: glyphs, in: node.frame)
    }
}

/// A level of the foreground style in force where `.foregroundStyle(.secondary)` (or another level) was set: the
/// style `.foregroundStyle(_:_:_:)` gave for it, else that foreground at the level's opacity.
struct _LevelOfShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let levels: [AnyShapeStyle]
    let level: Int

    func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        let level = min(max(self.level, 0), 4)
        if level > 0, level <= levels.count { return levels[level - 1]._resolvePaint(in: environment.withoutForeground) }
        return base._resolvePaint(in: environment.withoutForeground).opacity(HierarchicalShapeStyle.opacities[level])
    }
}
