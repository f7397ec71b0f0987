import CellshotGraphics
import Testing

/// `AffineTransform` (CellshotGraphics): the transforms SwiftUI's effects make, composed and inverted.
@Suite("Affine transforms")
struct AffineTransformTests {
    typealias Transform = CellshotGraphics.AffineTransform

    @Test func translationScaleAndRotationMovePoints() {
        #expect(Transform(translationX: 3, y: -2).apply(to: Point(x: 1, y: 1)) == Point(x: 4, y: -1))
        #expect(Transform(scaleX: 2, y: 3).apply(to: Point(x: 1, y: 1)) == Point(x: 2, y: 3))
        // A quarter turn is clockwise on screen (y down): +x goes to +y, exactly.
        #expect(Transform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
        #expect(Transform(rotationAngle: 90 * .pi / 180).apply(to: Point(x: 0, y: 1)) == Point(x: -1, y: 0))
        #expect(Transform(rotationAngle: -.pi).apply(to: Point(x: 2, y: 5)) == Point(x: -2, y: -5))
    }

    @Test func anAnchorStaysWhereItIs() {
        let anchor = Point(x: 20, y: 10)
        #expect(Transform(rotationAngle: 1.234, about: anchor).apply(to: anchor).x.isApproximately(20))
        #expect(Transform(rotationAngle: 1.234, about: anchor).apply(to: anchor).y.isApproximately(10))
        #expect(Transform(scaleX: 3, y: 0.5, about: anchor).apply(to: anchor) == anchor)
        #expect(Transform(rotationAngle: .pi / 2, about: anchor).apply(to: Point(x: 30, y: 10)) == Point(x: 20, y: 20))
    }

    @Test func concatenationAppliesTheFirstTransformFirst() {
        let scale = Transform(scaleX: 2, y: 2), move = Transform(translationX: 10, y: 0)
        #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
        #expect(Transform.identity.concatenating(move) == move)
    }

    @Test func inversionUndoesAndRefusesAFlatTransform() throws {
        let transform = Transform(rotationAngle: 0.7, about: Point(x: 5, y: 9)).concatenating(Transform(scaleX: 2, y: 0.25))
        let inverse = try #require(transform.inverted())
        let point = Point(x: 13, y: -4), back = inverse.apply(to: transform.apply(to: point))
        #expect(back.x.isApproximately(point.x) && back.y.isApproximately(point.y))
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(Transform(scaleX: 1e-300, y: 1e-300).inverted() == nil)   // the inverse would not be finite
    }

    @Test func aRectangleBecomesTheBoxOfItsCorners() {
        let rect = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(Transform(rotationAngle: .pi / 2).apply(to: rect) == Rect(x: -10, y: 0, width: 10, height: 20))
        let diamond = Transform(rotationAngle: .pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(diamond.width.isApproximately(2 * 2.0.squareRoot()) && diamond.minX.isApproximately(-(2.0.squareRoot())))
    }
}

extension Double {
    /// Equal within a billionth, for results of trigonometry.
    func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}
