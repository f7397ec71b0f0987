import CellshotGraphics
import Testing
@testable import CellshotRender

/// `Path+Shapes` and `Path+Geometry` (CellshotGraphics): SwiftUI's shapes as path steps, their bounds, and
/// transformed paths.
@Suite("Path shapes")
struct PathShapesTests {
    let rect = Rect(x: 10, y: 20, width: 40, height: 20)

    @Test func aRectangleRunsClockwiseFromTheTopLeft() {
        #expect(Path(rect).elements == [.move(Point(x: 10, y: 20)), .line(Point(x: 50, y: 20)), .line(Point(x: 50, y: 40)),
                                        .line(Point(x: 10, y: 40)), .close])
    }

    @Test func anEllipseIsFourCurvesThroughItsExtremes() throws {
        let ellipse = Path(ellipseIn: rect)
        #expect(ellipse.elements.count == 6)
        #expect(ellipse.elements.first == .move(Point(x: 50, y: 30)))
        let ends = ellipse.elements.compactMap { element -> Point? in
            if case .curve(let to, _, _) = element { return to }
            return nil
        }
        #expect(ends == [Point(x: 30, y: 40), Point(x: 10, y: 30), Point(x: 30, y: 20), Point(x: 50, y: 30)])
        #expect(ellipse.controlBounds == rect)
    }

    @Test func roundedCornersShrinkToFitAndSquareCornersAreRectangles() {
        // Radius 50 in a 40 × 20 rectangle: half the shorter side, a capsule.
        #expect(Path(roundedRect: rect, cornerRadius: 50) == Path(capsuleIn: rect))
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: -3, style: .continuous) == Path(rect))
        guard case let .arc(center, radius, start, end, clockwise) = Path(capsuleIn: rect).elements[0] else {
            Issue.record("a capsule starts with its top right arc")
            return
        }
        #expect(center == Point(x: 40, y: 30) && radius == 10 && start == -.pi / 2 && end == 0 && !clockwise)
        // Continuous corners reach 1.528 radii along each edge: in a side of 20 a radius up to 20 / 2 / 1.528 = 6.54
        // is a continuous curve; a larger one is a quarter circle, as iOS draws it (a capsule at half the side).
        #expect(!Path.continuousCornersFit([10], in: rect))
        #expect(Path.continuousCornersFit([6.5], in: rect))
        #expect(Path.continuousCornerRadius(10, in: rect) == 10)
        #expect(Path(roundedRect: rect, cornerRadius: 10, style: .continuous) == Path(capsuleIn: rect))
        #expect(Path(roundedRect: rect, cornerRadius: 8, style: .continuous) == Path(roundedRect: rect, cornerRadius: 8))
        let fitting = Path(roundedRect: rect, cornerRadius: 6.5, style: .continuous)
        #expect(fitting.elements.contains { if case .curve = $0 { true } else { false } })
        #expect(fitting != Path(roundedRect: rect, cornerRadius: 6.5))
    }

    @Test func unevenCornersKeepTheirOwnRadii() {
        let path = Path(roundedRect: rect, cornerRadii: CornerRadii(topLeft: 8, bottomRight: 4))
        // Top right square, bottom right rounded, bottom left square, top left rounded.
        #expect(path.elements[0] == .move(Point(x: 50, y: 20)))
        #expect(path.elements[1] == .arc(center: Point(x: 46, y: 36), radius: 4, startAngle: 0, endAngle: .pi / 2, clockwise: false))
        #expect(path.elements[2] == .line(Point(x: 10, y: 40)))
        #expect(path.elements[3] == .arc(center: Point(x: 18, y: 28), radius: 8, startAngle: .pi, endAngle: 3 * (.pi / 2),
                                         clockwise: false))
        #expect(path.elements.last == .close)
    }

    @Test func aRoundedRectangleAfterAnotherSubpathStartsItsOwn() {
        var path = Path(rect)
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)
        #expect(path.elements[5] == .move(Point(x: 8, y: 0)))
    }

    @Test func arcsBoundTheQuartersTheySweep() throws {
        var lower = Path()
        // SwiftUI's clockwise: false grows the angle: from 0 to π through +y, the lower half on screen.
        lower.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let lowerBounds = try #require(lower.controlBounds)
        #expect(lowerBounds.minY.isApproximately(0) && lowerBounds.maxY.isApproximately(10))
        var upper = Path()
        upper.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let upperBounds = try #require(upper.controlBounds)
        #expect(upperBounds.minY.isApproximately(-10) && upperBounds.maxY.isApproximately(0))
        #expect(upperBounds.minX.isApproximately(-10) && upperBounds.maxX.isApproximately(10))
    }

    @Test func arcEndAnglesMoveByWholeTurnsAndBigSweepsAreCut() {
        // An end behind the start in the arc's direction is moved on by a turn, as Cairo does.
        #expect(Path.arcEndAngle(from: 1, to: 0.5, clockwise: false).isApproximately(0.5 + 2 * .pi))
        #expect(Path.arcEndAngle(from: 0.5, to: 1, clockwise: true).isApproximately(1 - 2 * .pi))
        #expect(Path.arcEndAngle(from: 0, to: 1, clockwise: false) == 1)
        // A million turns are one turn and what remains.
        let end = Path.arcEndAngle(from: 0, to: 2 * .pi * 1e6 + 1, clockwise: false)
        #expect(end > 2 * .pi && end < 4 * .pi)
    }

    @Test func applyingATransformMapsEveryStepAndMakesArcsCurves() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        path.addArc(center: Point(x: 10, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        let scaled = path.applying(CellshotGraphics.AffineTransform(scaleX: 2, y: 1))
        #expect(scaled.elements.allSatisfy {
            if case .arc = $0 { return false }
            if case .quadCurve = $0 { return false }
            return true
        })
        // The half circle (two quarter curves) becomes a half ellipse twice as wide.
        let bounds = try #require(scaled.controlBounds)
        #expect(bounds.maxX > 39 && bounds.maxX < 42 && bounds.maxY.isApproximately(20))
        // A move alone keeps arcs as arcs.
        #expect(path.applying(CellshotGraphics.AffineTransform(translationX: 1, y: 2)) == path.offsetBy(dx: 1, dy: 2))
    }

    @Test func lengthBoundsCoverTheDrawnLength() {
        var path = Path(rect)
        #expect(path.lengthBound == 120)
        path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.lengthBound.isApproximately(10 * .pi))
    }
}
