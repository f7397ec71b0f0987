import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// What a drawing effect does to the commands its view draws, given the view's frame (opacity, clips,
/// shadows, transforms, colour filters). It is made when the view's nodes are made, with what it needs of
/// the environment.
typealias EffectApplication = (_ commands: [DrawCommand], _ frame: CGRect) -> [DrawCommand]

/// A modifier that changes how its view is drawn, never how it is laid out: each node of the content is
/// wrapped in a pass-through node (``EffectLayout``) — the same size, place, guides, spacing and traits as
/// the node — whose drawing puts the node's commands inside the effect (architecture note, "Modifiers").
struct DrawingEffectModifier: ViewModifier {
    typealias Body = Never
    let name: String
    /// The effect for the content's environment; `nil` draws the content as it is (no wrapper is made).
    let make: @MainActor (_ViewInputs) -> EffectApplication?

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = content(inputs)
        guard let apply = modifier.make(inputs) else { return outputs }
        return _ViewOutputs(EffectLayout.wrap(outputs.nodes, name: modifier.name, drawing: EffectDrawing(apply),
                                              direction: inputs.environment.layoutDirection))
    }
}

/// Draws a node's one child through an effect.
final class EffectDrawing: NodeDrawing {
    let apply: EffectApplication
    init(_ apply: @escaping EffectApplication) { self.apply = apply }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        guard let child = node.children.first else { return }
        let inner = canvas.collecting { $0.draw(child) }
        canvas.commands += apply(inner, node.frame)
    }
}

/// The layout of a pass-through node: its one child's size, place, guides and spacing, unchanged.
struct EffectLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    /// Each node wrapped in a pass-through node drawn by `drawing`, keeping the node's traits (priority, layout
    /// values, spacer-ness): an effect does not change how its view is laid out.
    @MainActor
    static func wrap(_ nodes: [LayoutNode], name: String, drawing: NodeDrawing, direction: CellshotSwiftUILayout.LayoutDirection) -> [LayoutNode] {
        nodes.map { child in
            let node = LayoutNode(layout: EffectLayout(), children: [child], name: name, traits: child.traits,
                                  direction: direction)
            node.payload = drawing
            return node
        }
    }
}

extension View {
    /// Wraps the view's nodes in a drawing effect.
    func drawingEffect(_ name: String, _ make: @escaping @MainActor (_ViewInputs) -> EffectApplication?) -> some View {
        modifier(DrawingEffectModifier(name: name, make: make))
    }
}

/// Drawing effects apply to each item a view draws, as SwiftUI's do, unless a `compositingGroup()` made the
/// items one (Apple: `compositingGroup()` — "the opacity is applied to each subview separately" otherwise).
/// An item is one top-level command: a text, a shape, an image, or a group an inner effect made.
enum DrawnItems {
    /// `commands`, each through `effect`.
    static func each(_ commands: [DrawCommand], _ effect: (DrawCommand) -> DrawCommand) -> [DrawCommand] {
        commands.map(effect)
    }

    /// The commands at an opacity, item by item: a shape's colour has its alpha multiplied (the same pixels as
    /// a group, without one); anything else — a text, whose runs may have colours of their own, an image, a
    /// group — is put in an opacity group of its own.
    static func opacity(_ commands: [DrawCommand], _ alpha: Double) -> [DrawCommand] {
        guard alpha < 1 else { return commands }
        guard alpha > 0 else { return [] }
        return commands.map { command in
            switch command {
            case let .fill(rect, radius, color): .fill(rect, cornerRadius: radius, color: color.withAlpha(color.alpha * alpha))
            case let .stroke(rect, radius, color, width):
                .stroke(rect, cornerRadius: radius, color: color.withAlpha(color.alpha * alpha), width: width)
            case let .path(path, paint, color): .path(path, paint: paint, color: color.withAlpha(color.alpha * alpha))
            case let .opacity(inner, nested): .opacity(inner * alpha, commands: nested)
            default: .opacity(alpha, commands: [command])
            }
        }
    }
}
