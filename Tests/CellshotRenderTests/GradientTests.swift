import CellshotGraphics
import Testing
@testable import CellshotRender

/// `.gradient`: linear and radial gradients through Cairo's patterns, angular ones per pixel (`ConicGradient`).
@Suite("Gradients", .serialized)
struct GradientTests {
    let painter: CairoPainter
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = RGB(0xFF, 0xFF, 0xFF)

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    func bitmap(_ commands: [DrawCommand], width: Double = 100, height: Double = 100, scale: Double = 1) -> Bitmap {
        Bitmap(DisplayList(size: Size(width: width, height: height), background: .white, commands: commands),
               scale: scale, painter: painter)
    }

    static let square = Path(Rect(x: 0, y: 0, width: 100, height: 100))
    static let redToBlue = GradientStop.evenlySpaced([red, blue])

    @Test func aLinearGradientsMidpointIsHalfway() {
        // LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing) in a 100 × 100 frame.
        let gradient = GradientFill.linear(stops: Self.redToBlue, startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5),
                                           in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(gradient == .linear(stops: Self.redToBlue, start: Point(x: 0, y: 50), end: Point(x: 100, y: 50)))
        let image = bitmap([.gradient(Self.square, paint: .fill, gradient: gradient)])
        // Pixel centres 49.5 and 50.5 are 0.495 and 0.505 along: 128 or 127 of each.
        #expect(image[49, 50].isClose(to: RGB(129, 0, 126), tolerance: 1), "\(image[49, 50])")
        #expect(image[50, 50].isClose(to: RGB(126, 0, 129), tolerance: 1), "\(image[50, 50])")
        #expect(image[0, 10].isClose(to: RGB(254, 0, 1), tolerance: 1))
        #expect(image[99, 90].isClose(to: RGB(1, 0, 254), tolerance: 1))
        // Constant across the line.
        #expect(image[30, 0] == image[30, 99])
    }

    @Test func aRadialGradientRunsFromItsStartRadiusToItsEndRadius() {
        let gradient = GradientFill.radial(stops: Self.redToBlue, center: Point(x: 0.5, y: 0.5), startRadius: 10, endRadius: 40,
                                           in: Rect(x: 0, y: 0, width: 100, height: 100))
        let image = bitmap([.gradient(Self.square, paint: .fill, gradient: gradient)])
        #expect(image[50, 50] == RGB(0xFF, 0, 0))          // inside the start radius: the first colour
        #expect(image[55, 50] == RGB(0xFF, 0, 0))
        #expect(image[95, 50] == RGB(0, 0, 0xFF))          // beyond the end radius: the last colour
        // The centre of pixel (75, 50) is 25.5 pt out: 15.5 of the 30 between the radii.
        #expect(image[75, 50].isClose(to: RGB(123, 0, 132), tolerance: 3), "\(image[75, 50])")
        #expect(image[50, 25] == image[25, 50])            // round
    }

    @Test func anAngularGradientTurnsClockwiseFromTheRight() {
        let gradient = GradientFill.angular(stops: Self.redToBlue, center: Point(x: 0.5, y: 0.5), startAngle: 0,
                                            endAngle: 2 * .pi, in: Rect(x: 0, y: 0, width: 100, height: 100))
        let image = bitmap([.gradient(Self.square, paint: .fill, gradient: gradient)])
        // Right of the centre: location 0; below: ¼; left: ½; above: ¾.
        #expect(image[90, 50].isClose(to: RGB(0xFF, 0, 0), tolerance: 4), "\(image[90, 50])")
        #expect(image[50, 90].isClose(to: RGB(191, 0, 64), tolerance: 2), "\(image[50, 90])")
        #expect(image[10, 50].isClose(to: RGB(128, 0, 127), tolerance: 2), "\(image[10, 50])")
        #expect(image[50, 10].isClose(to: RGB(64, 0, 191), tolerance: 2), "\(image[50, 10])")
    }

    @Test func aShortSweepFillsItsGapHalfWithEachEnd() {
        // From 0 to π (the lower half): the upper half is the gap, blue (location 1) then red (location 0).
        let conic = ConicGradient(stops: Self.redToBlue, center: .zero, startAngle: 0, endAngle: .pi)
        #expect(conic.location(atAngle: .pi / 2) == 0.5)
        #expect(conic.location(atAngle: 1.2 * .pi) == 1)
        #expect(conic.location(atAngle: 1.8 * .pi) == 0)
        #expect(conic.location(atAngle: -0.2 * .pi) == 0)
        // A negative sweep runs anticlockwise.
        let back = ConicGradient(stops: Self.redToBlue, center: .zero, startAngle: 0, endAngle: -.pi)
        #expect(back.location(atAngle: -.pi / 2) == 0.5)
        // More than a turn shows the last one.
        let twice = ConicGradient(stops: Self.redToBlue, center: .zero, startAngle: 0, endAngle: 4 * .pi + 1)
        #expect(twice.location(atAngle: 1).isApproximately(0))
    }

    @Test func stopsInterpolateWithStraightAlphaAndPadBeyondTheEnds() {
        let stops = [GradientStop(color: Self.red, location: 0.25), GradientStop(color: Color.clear, location: 0.75)]
        #expect(ConicGradient.color(of: stops, at: 0) == Self.red)
        #expect(ConicGradient.color(of: stops, at: 1) == .clear)
        #expect(ConicGradient.color(of: stops, at: 0.5) == Color(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        let conic = ConicGradient(stops: stops, center: .zero, startAngle: 0, endAngle: 1)
        #expect(conic.pixel(atLocation: 0.5) == 0x8040_0000)   // premultiplied: alpha 128, red 128 × 128 / 255 = 64
    }

    @Test func aStrokedGradientAndDegenerateGradients() {
        let ring = Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60))
        let stroked = bitmap([.gradient(ring, paint: .styledStroke(StrokeStyle(lineWidth: 6)),
                                        gradient: .linear(stops: Self.redToBlue, start: Point(x: 20, y: 0), end: Point(x: 80, y: 0)))])
        #expect(stroked[20, 50].isClose(to: RGB(0xFF, 0, 0), tolerance: 8) && stroked[50, 50] == Self.white)
        // No direction: the last colour. Equal radii: a sharp step.
        let flat = bitmap([.gradient(Self.square, paint: .fill,
                                     gradient: .linear(stops: Self.redToBlue, start: Point(x: 5, y: 5), end: Point(x: 5, y: 5)))])
        #expect(flat[10, 10] == RGB(0, 0, 0xFF))
        let step = bitmap([.gradient(Self.square, paint: .fill,
                                     gradient: .radial(stops: Self.redToBlue, center: Point(x: 50, y: 50), startRadius: 20,
                                                       endRadius: 20))])
        #expect(step[50, 50] == RGB(0xFF, 0, 0) && step[50, 80] == RGB(0, 0, 0xFF))
        // One stop: one colour.
        let solid = bitmap([.gradient(Self.square, paint: .fill,
                                      gradient: .angular(stops: [GradientStop(color: Self.red, location: 0.3)], center: .zero,
                                                         startAngle: 0, endAngle: 1))])
        #expect(solid[70, 20] == RGB(0xFF, 0, 0))
    }
}
