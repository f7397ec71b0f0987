import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A shape laid out (it takes what it is offered) and drawn: its outline in its frame, filled or stroked with
/// colours or gradients (a gradient is placed in the shape's frame, as SwiftUI places it).
final class ShapeLeaf: LeafLayout, NodeDrawing {
    let sizing: (ProposedViewSize) -> CGSize
    let outline: (CGRect) -> Path
    /// The outline inset by an amount, for borders (`strokeBorder`); `nil` for shapes that cannot be inset.
    let insetOutline: ((CGRect, CGFloat) -> Path)?
    let paints: [ShapePaint]
    let environment: EnvironmentValues
    let graph: ViewGraph
    let origin: SourceLocation?

    init(sizing: @escaping (ProposedViewSize) -> CGSize, outline: @escaping (CGRect) -> Path,
         insetOutline: ((CGRect, CGFloat) -> Path)?, paints: [ShapePaint], environment: EnvironmentValues,
         graph: ViewGraph, origin: SourceLocation?) {
        self.sizing = sizing
        self.outline = outline
        self.insetOutline = insetOutline
        self.paints = paints
        self.environment = environment
        self.graph = graph
        self.origin = origin
    }

    /// A shape filled with `fill` (the foreground style when `nil`).
    @MainActor
    static func node<S: Shape>(for shape: S, fill: AnyShapeStyle?, name: String, _ inputs: _ViewInputs) -> _ViewOutputs {
        node(for: shape, paints: [.fill(fill ?? AnyShapeStyle(ForegroundStyle()), FillStyle())], name: name, origin: nil, inputs)
    }

    @MainActor
    static func node<S: Shape>(for shape: S, paints: [ShapePaint], name: String, origin: SourceLocation?,
                               _ inputs: _ViewInputs) -> _ViewOutputs {
        let resolved = ShapeLeaf.resolving(shape, in: inputs.environment)
        let leaf = ShapeLeaf(sizing: { resolved.sizeThatFits($0) }, outline: { resolved.path(in: $0) },
                             insetOutline: (resolved as? any InsettableShape).map { insettable in
                                 { rect, amount in insettable.insetPath(in: rect, by: amount) }
                             },
                             paints: paints, environment: inputs.environment, graph: inputs.graph, origin: origin)
        let node = LayoutNode(leaf: leaf, name: name, direction: inputs.environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }

    /// The shape to draw: a `ContainerRelativeShape` is the container's shape (`.containerShape(_:)`), else a
    /// rectangle, as SwiftUI draws it with no container shape around it.
    private static func resolving<S: Shape>(_ shape: S, in environment: EnvironmentValues) -> any Shape {
        guard shape is ContainerRelativeShape else { return shape }
        return environment.containerShape ?? AnyShape(Rectangle())
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizing(proposal)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        for paint in paints {
            switch paint {
            case let .fill(style, fillStyle):
                append(style, path: placed(outline, in: frame), paint: fillStyle.isEOFilled ? .evenOddFill : .fill,
                       frame: frame, to: &canvas)
            case let .stroke(style, strokeStyle):
                guard strokeStyle.lineWidth > 0 else { continue }
                append(style, path: placed(outline, in: frame), paint: .styledStroke(strokeStyle.model), frame: frame,
                       to: &canvas)
            case let .strokeBorder(style, strokeStyle):
                guard strokeStyle.lineWidth > 0 else { continue }
                let half = strokeStyle.lineWidth / 2
                let inset: (CGRect) -> Path = { [outline, insetOutline] rect in
                    insetOutline?(rect, half) ?? outline(rect.insetBy(dx: half, dy: half))
                }
                append(style, path: placed(inset, in: frame), paint: .styledStroke(strokeStyle.model), frame: frame,
                       to: &canvas)
            }
        }
    }

    /// A shape's outline placed in `frame`: asked for in the shape's own space — a rectangle at (0, 0) of the
    /// frame's size, as SwiftUI asks `path(in:)`, so a `Path` or a custom shape written from (0, 0) lands in its
    /// view's frame — then moved to the frame.
    static func placed(_ outline: (CGRect) -> Path, in frame: CGRect) -> CellshotGraphics.Path {
        let path = outline(CGRect(origin: .zero, size: frame.size))
        return frame.origin == .zero ? path.model : path.model.offsetBy(dx: Double(frame.minX), dy: Double(frame.minY))
    }

    private func placed(_ outline: (CGRect) -> Path, in frame: CGRect) -> CellshotGraphics.Path {
        ShapeLeaf.placed(outline, in: frame)
    }

    private func append(_ style: AnyShapeStyle, path: CellshotGraphics.Path, paint: PathPaint, frame: CGRect,
                        to canvas: inout Canvas) {
        let resolved = style._resolvePaint(in: environment)
        if let approximation = resolved.approximation {
            // A line of cellshot's own (a modifier that fills a shape for the app) would mislead: none is named.
            if let origin, !origin.fileID.hasPrefix("CellshotSwiftUI/") {
                graph.warn(approximation, fileID: origin.fileID, line: origin.line)
            } else {
                graph.warn(approximation)
            }
        }
        guard !resolved.isInvisible, !path.isEmpty else { return }
        if let gradient = resolved.gradient {
            canvas.commands += gradient.commands(for: path, paint: paint, in: frame)
        } else {
            canvas.commands.append(.path(path, paint: paint, color: resolved.color))
        }
    }
}

extension InsettableShape {
    /// The outline of this shape inset by `amount` in `rect` (for a border stroked inside it).
    nonisolated func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        inset(by: amount).path(in: rect)
    }
}
