@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// Shapes: the drawing layer's outlines (continuous corners by default), fills, strokes with their styles,
/// borders inside the frame, trims, shape transforms, gradients placed in the frame.
@MainActor
@Suite struct ShapeTests {
    private let box = CGRect(x: 0, y: 0, width: 100, height: 60)

    /// The first command a view draws.
    private func drawn<V: View>(_ view: V) throws -> CellshotGraphics.DrawCommand {
        try #require(Visuals.commands(view, width: 100).first)
    }

    @Test func roundedRectangleIsContinuousByDefault() throws {
        let command = try drawn(RoundedRectangle(cornerRadius: 12).fill(.red).frame(width: 100, height: 60))
        let expected = CellshotGraphics.Path(roundedRect: box.model, cornerRadius: 12, style: .continuous)
        #expect(command == .path(expected, paint: .fill, color: Color.red.resolved(in: EnvironmentValues())))
        #expect(RoundedRectangle(cornerRadius: 12, style: .circular).path(in: box).model
                == CellshotGraphics.Path(roundedRect: box.model, cornerRadius: 12, style: .circular))
        #expect(Capsule().path(in: box).model == CellshotGraphics.Path(capsuleIn: box.model, style: .continuous))
        #expect(RoundedRectangle.rect(cornerRadius: 12).path(in: box) == RoundedRectangle(cornerRadius: 12).path(in: box))
    }

    @Test func strokeStylesReachThePainter() throws {
        let command = try drawn(Rectangle().stroke(.blue, style: .init(lineWidth: 3, lineCap: .round, lineJoin: .bevel,
                                                                       miterLimit: 4, dash: [6, 2], dashPhase: 1))
            .frame(width: 100, height: 60))
        let expected = CellshotGraphics.StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4,
                                                    dash: [6, 2], dashPhase: 1)
        let paint = CellshotGraphics.PathPaint.styledStroke(expected)
        #expect(command == CellshotGraphics.DrawCommand.path(CellshotGraphics.Path(box.model), paint: paint,
                                                             color: Color.blue.resolved(in: EnvironmentValues())))
    }

    /// `strokeBorder` strokes the shape inset by half the line, so the whole line is inside the frame; a
    /// rounded rectangle's corners shrink by the same amount (concentric).
    @Test func strokeBorderStaysInside() throws {
        let circle = try drawn(Circle().strokeBorder(.white, lineWidth: 2).frame(width: 100, height: 60))
        guard case let .path(path, .styledStroke(style), _) = circle else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 2)
        #expect(path == CellshotGraphics.Path(ellipseIn: Rect(x: 21, y: 1, width: 58, height: 58)))
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 2).path(in: box).model
                == CellshotGraphics.Path(roundedRect: Rect(x: 2, y: 2, width: 96, height: 56), cornerRadius: 8, style: .continuous))
    }

    /// `Circle().trim(from: 0, to: 0.25)` is the quarter from the right end clockwise on screen.
    @Test func trimCutsTheOutline() throws {
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(nearly(quarter.boundingRect.minX, 50, within: 0.01))
        #expect(nearly(quarter.boundingRect.maxY, 100, within: 0.01))
        #expect(nearly(quarter.currentPoint?.x ?? 0, 50, within: 0.01))
        #expect(nearly(quarter.currentPoint?.y ?? 0, 100, within: 0.01))
        #expect(Circle().trim(from: 0.5, to: 0.2).path(in: box).isEmpty)
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.currentPoint == CGPoint(x: 10, y: 10))
    }

    @Test func shapeTransformsMoveTheOutlineNotTheFrame() throws {
        let turned = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
        #expect(nearly(turned.minX, 5) && nearly(turned.width, 10) && nearly(turned.minY, -5) && nearly(turned.height, 20))
        let moved = Circle().offset(x: 5, y: 2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
        #expect(moved == CGRect(x: 5, y: 2, width: 10, height: 10))
        let frame = try Visuals.frame("_TransformedShape", in: Capsule().scale(0.5).frame(width: 40, height: 20), width: 40)
        #expect(frame?.size == CGSize(width: 40, height: 20))
    }

    @Test func pathsKeepArcsAndCurves() throws {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 20))
            path.addQuadCurve(to: CGPoint(x: 40, y: 20), control: CGPoint(x: 20, y: 0))
            path.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
            path.closeSubpath()
        }
        #expect(path.model.elements.contains { if case .arc = $0 { true } else { false } })
        var elements = 0
        path.forEach { _ in elements += 1 }
        #expect(elements >= 5)
        #expect(path.contains(CGPoint(x: 20, y: 25)))
    }

    @Test func unevenRoundedRectangleAndAnyShape() throws {
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 4, style: .circular)
        #expect(uneven.path(in: box).model == CellshotGraphics.Path(roundedRect: box.model,
                                                                    cornerRadii: CornerRadii(topLeft: 10, bottomRight: 4),
                                                                    style: .circular))
        let erased = AnyShape(Circle())
        #expect(erased.sizeThatFits(ProposedViewSize(width: 80, height: 30)) == CGSize(width: 30, height: 30))
        #expect(erased.path(in: box) == Circle().path(in: box))
    }

    /// A gradient is placed in the shape's frame: `.top` to `.bottom` of a 100 × 60 rectangle at the root.
    @Test func gradientFillsArePlacedInTheFrame() throws {
        let view = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 60)
        guard case let .gradient(path, .fill, .linear(stops, start, end)) = try drawn(view) else {
            Issue.record("not a gradient")
            return
        }
        #expect(path == CellshotGraphics.Path(box.model))
        #expect(stops.map(\.location) == [0, 1])
        #expect(start == Point(x: 50, y: 0) && end == Point(x: 50, y: 60))
    }

    /// SwiftUI asks a shape's `path(in:)` for a rectangle at (0, 0) of the view's size: a `Path` written from
    /// (0, 0), or an app's shape that ignores the rectangle's origin (``TickShape``), lands in its view's frame.
    @Test func shapesAreDrawnInTheirFrame() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 10)
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.fill(.red).frame(width: 10, height: 10)
            TickShape().stroke(.blue, lineWidth: 2).frame(width: 20, height: 10)
        }
        let commands = try Visuals.commands(view, width: 60)
        let paths = commands.compactMap { command -> CellshotGraphics.Path? in
            if case let .path(path, _, _) = command { return path }
            return nil
        }
        #expect(paths.first == CellshotGraphics.Path(Rect(x: 30, y: 0, width: 10, height: 10)))
        var tick = CellshotGraphics.Path()
        tick.move(to: Point(x: 40, y: 0))
        tick.addLine(to: Point(x: 60, y: 10))
        #expect(paths.dropFirst().first == tick)
    }

    @Test func fillAndStrokeTogether() throws {
        let commands = try Visuals.commands(Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 20, height: 20), width: 20)
        let circle = CellshotGraphics.Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(commands == [
            .path(circle, paint: .fill, color: Color.red.resolved(in: EnvironmentValues())),
            .path(circle, paint: .styledStroke(CellshotGraphics.StrokeStyle(lineWidth: 2)), color: Color.blue.resolved(in: EnvironmentValues())),
        ])
    }

    @Test func containerRelativeShapeTakesTheContainersShape() throws {
        let view = ContainerRelativeShape().fill(.red).frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 9))
        #expect(try drawn(view) == .path(CellshotGraphics.Path(roundedRect: box.model, cornerRadius: 9, style: .continuous),
                                          paint: .fill, color: Color.red.resolved(in: EnvironmentValues())))
    }
}
