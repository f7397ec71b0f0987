import CellshotSwiftUILayout
import Foundation

/// `.background` and `.overlay`: a secondary view sized by the modified view and aligned on it, drawn behind
/// or in front of it.
struct SecondaryViewModifier<Secondary: View>: ViewModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                           content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let primaries = content(inputs).nodes
        var secondaryInputs = inputs.child(at: 1)
        // The secondary view is laid out on the primary, not in the primary's stack.
        secondaryInputs.environment.stackOrientation = nil
        return _ViewOutputs(primaries.map { primary in
            var secondaries = Secondary._makeNodes(modifier.secondary, secondaryInputs).nodes
            if secondaries.count > 1 {
                // Several views in the closure are an implicit ZStack (OpenSwiftUI `OverlayModifier`).
                secondaries = [LayoutNode(layout: ZStackLayout(alignment: modifier.alignment), children: secondaries,
                                          name: "ZStack", direction: inputs.environment.layoutDirection)]
            }
            var traits = primary.traits
            traits.requiresSpacingProjection = false
            let node = LayoutNode(layout: SecondaryLayout(alignment: modifier.alignment), children: [primary] + secondaries,
                                  name: modifier.isBackground ? "background" : "overlay", traits: traits,
                                  direction: inputs.environment.layoutDirection)
            node.payload = SecondaryDrawing(isBehind: modifier.isBackground)
            return node
        })
    }
}

/// Draws a background before, or an overlay after, the modified view.
final class SecondaryDrawing: NodeDrawing {
    let isBehind: Bool
    init(isBehind: Bool) { self.isBehind = isBehind }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let children = node.children
        guard let primary = children.first else { return }
        if isBehind {
            for secondary in children.dropFirst() { canvas.draw(secondary) }
            canvas.draw(primary)
        } else {
            canvas.draw(primary)
            for secondary in children.dropFirst() { canvas.draw(secondary) }
        }
    }
}

extension View {
    /// A view behind this one, sized by it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// A view behind this one, sized by it (a colour or shape style goes to the style overload, as in SwiftUI).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// A style filling the view's bounds behind it, and the safe area beyond the edges of `edges` the view touches
    /// (Apple: `background(_:ignoresSafeAreaEdges:)`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.all, edges: edges))
    }

    /// The background style (the system background) behind the view, into the safe area on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Color(provider: .system(.systemBackground)), ignoresSafeAreaEdges: edges)
    }

    /// A shape filled with a style behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }

    /// A view in front of this one, sized by it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// A view in front of this one, sized by it.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// A style filling the view's bounds in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// A shape filled with a style in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style))
    }
}
