import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A 2D shape (SwiftUI's `Shape`): as a view it fills what it is offered with the foreground style.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
///     .rotationEffect(.degrees(-90)).frame(width: 44, height: 44)
/// ```
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

    /// The shape filled with a style (the foreground style unless given).
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle(),
                                                fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        _ShapeView(shape: self, paints: [.fill(AnyShapeStyle(content), style)], origin: SourceLocation(fileID: fileID, line: line))
    }

    /// The shape's outline stroked, centred on the outline (half the line lies outside the frame).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true,
                                                  fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), fileID: fileID, line: line)
    }

    /// The shape's outline stroked with a style: width, caps, joins, dashes.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true,
                                                  fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        _ShapeView(shape: self, paints: [.stroke(AnyShapeStyle(content), style)], origin: SourceLocation(fileID: fileID, line: line))
    }

    /// The shape's outline stroked in the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: lineWidth, fileID: fileID, line: line)
    }

    /// The shape's outline stroked in the foreground style with a style.
    nonisolated public func stroke(style: StrokeStyle, fileID: String = #fileID, line: Int = #line) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: style, fileID: fileID, line: line)
    }
}

/// A shape drawn with fills and strokes, in order (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`).
public struct _ShapeView<Content: Shape>: Sendable {
    public typealias Body = Never
    let shape: Content
    let paints: [ShapePaint]
    let origin: SourceLocation

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: view.shape, paints: view.paints, name: "\(Content.self)", origin: view.origin, inputs)
    }

    /// This shape also stroked, over its fill (iOS 17).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This shape also stroked with a style, over its fill (iOS 17).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, paints: paints + [.stroke(AnyShapeStyle(content), style)], origin: origin)
    }
}

extension _ShapeView where Content: InsettableShape {
    /// This shape's border also stroked inside it, over its fill (iOS 17).
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                                        antialiased: Bool = true) -> _ShapeView<Content> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// This shape's border also stroked inside it with a style, over its fill (iOS 17).
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                                        antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, paints: paints + [.strokeBorder(AnyShapeStyle(content), style)], origin: origin)
    }
}

extension _ShapeView: View {}

/// How a shape is painted.
enum ShapePaint: Sendable {
    case fill(AnyShapeStyle, FillStyle)
    /// Centred on the outline.
    case stroke(AnyShapeStyle, StrokeStyle)
    /// Inside the outline: the shape inset by half the line (``InsettableShape``).
    case strokeBorder(AnyShapeStyle, StrokeStyle)
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

/// How an outline is stroked (SwiftUI's `StrokeStyle`): width, caps, joins, mitre limit and dashes.
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

    /// The drawing layer's stroke style.
    var model: CellshotGraphics.StrokeStyle {
        let cap: CellshotGraphics.LineCap = switch lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: CellshotGraphics.LineJoin = switch lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return CellshotGraphics.StrokeStyle(lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join,
                                            miterLimit: Double(miterLimit), dash: dash.map(Double.init),
                                            dashPhase: Double(dashPhase))
    }
}

/// Line ends (Core Graphics' `CGLineCap`).
public enum LineCap: Int32, Sendable { case butt, round, square }
/// Line corners (Core Graphics' `CGLineJoin`).
public enum LineJoin: Int32, Sendable { case miter, round, bevel }
/// Core Graphics' name for line ends.
public typealias CGLineCap = LineCap
/// Core Graphics' name for line corners.
public typealias CGLineJoin = LineJoin
