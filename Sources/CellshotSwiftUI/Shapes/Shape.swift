import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A 2D shape (SwiftUI's `Shape`): as a view it fills what it is offered with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in a rectangle.
    nonisolated func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal: the proposal, 10 pt on an axis with none.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: view, fill: nil, name: "\(Self.self)", inputs)
    }

    /// The shape filled with a style.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(AnyShapeStyle(content), style))
    }

    /// The shape's outline stroked, centred on the outline.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with a style.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), style, inset: false))
    }

    /// The shape's outline stroked in the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// The shape's outline stroked in the foreground style with a style.
    nonisolated public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: style)
    }
}

/// A shape drawn with a fill or a stroke.
public struct _ShapeView<Content: Shape>: Sendable {
    public typealias Body = Never
    let shape: Content
    let paint: ShapePaint

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: view.shape, paint: view.paint, name: "\(Content.self)", inputs)
    }
}

extension _ShapeView: View {}

/// How a shape is painted.
enum ShapePaint: Sendable {
    case fill(AnyShapeStyle, FillStyle)
    case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
}

/// The rule that decides what is inside a path (SwiftUI's `FillStyle`).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How an outline is stroked (SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Line ends (Core Graphics' `CGLineCap`).
public enum LineCap: Int32, Sendable { case butt, round, square }
/// Line corners (Core Graphics' `CGLineJoin`).
public enum LineJoin: Int32, Sendable { case miter, round, bevel }

/// A shape laid out (it takes what it is offered) and drawn.
final class ShapeLeaf: LeafLayout, NodeDrawing {
    let sizing: (ProposedViewSize) -> CGSize
    let outline: (CGRect) -> Path
    let paint: ShapePaint
    let environment: EnvironmentValues
    let graph: ViewGraph

    init(sizing: @escaping (ProposedViewSize) -> CGSize, outline: @escaping (CGRect) -> Path, paint: ShapePaint,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.sizing = sizing
        self.outline = outline
        self.paint = paint
        self.environment = environment
        self.graph = graph
    }

    @MainActor
    static func node<S: Shape>(for shape: S, fill: AnyShapeStyle?, name: String, _ inputs: _ViewInputs) -> _ViewOutputs {
        node(for: shape, paint: .fill(fill ?? AnyShapeStyle(ForegroundStyle()), FillStyle()), name: name, inputs)
    }

    @MainActor
    static func node<S: Shape>(for shape: S, paint: ShapePaint, name: String, _ inputs: _ViewInputs) -> _ViewOutputs {
        let leaf = ShapeLeaf(sizing: { shape.sizeThatFits($0) }, outline: { shape.path(in: $0) }, paint: paint,
                             environment: inputs.environment, graph: inputs.graph)
        let node = LayoutNode(leaf: leaf, name: name, direction: inputs.environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizing(proposal)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        switch paint {
        case let .fill(style, fillStyle):
            let color = style._resolvePaint(in: environment).color
            guard color.alpha > 0 else { return }
            let path = outline(frame)
            if fillStyle.isEOFilled { graph.warn("an even-odd fill (FillStyle(eoFill: true)) is drawn with the non-zero rule") }
            canvas.commands.append(.path(path.model, paint: .fill, color: color))
        case let .stroke(style, strokeStyle, inset):
            let color = style._resolvePaint(in: environment).color
            guard color.alpha > 0, strokeStyle.lineWidth > 0 else { return }
            let rect = inset ? frame.insetBy(dx: strokeStyle.lineWidth / 2, dy: strokeStyle.lineWidth / 2) : frame
            if !strokeStyle.dash.isEmpty || strokeStyle.lineCap != .butt || strokeStyle.lineJoin != .miter {
                graph.warn("a stroke's dash, cap or join (StrokeStyle) is not drawn: strokes are solid with round ends")
            }
            canvas.commands.append(.path(outline(rect).model, paint: .stroke(width: Double(strokeStyle.lineWidth)), color: color))
        }
    }
}

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Rectangle: Shape {}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

extension RoundedRectangle: Shape {}

/// A capsule: a rounded rectangle whose corners are half its shorter side (SwiftUI's `Capsule`).
public struct Capsule: Sendable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
    }
}

extension Capsule: Shape {}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Ellipse: Shape {}

/// A circle centred in its frame, as wide as its shorter side (SwiftUI's `Circle`).
public struct Circle: Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// A circle takes the square of the smaller side of what it is offered (OpenSwiftUI `Circle.sizeThatFits`).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

extension Circle: Shape {}
