import CellshotGraphics
import Testing
@testable import CellshotRender

/// `PathPaint.styledStroke` and `.evenOddFill`, in pixels: dashes, caps, joins and fill rules.
@Suite("Stroke styles and fill rules", .serialized)
struct StrokeStyleTests {
    let painter: CairoPainter
    static let white = RGB(0xFF, 0xFF, 0xFF)
    static let black = RGB(0, 0, 0)

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    /// Paints at one pixel per point on white and returns the pixel under a point.
    func render(_ commands: [DrawCommand], width: Double = 100, height: Double = 40) -> (Double, Double) -> RGB {
        let bitmap = Bitmap(DisplayList(size: Size(width: width, height: height), background: .white, commands: commands),
                            scale: 1, painter: painter)
        return { x, y in bitmap[Int(x), Int(y)] }
    }

    static let line = Path([.move(Point(x: 0, y: 10)), .line(Point(x: 100, y: 10))])

    @Test func dashesLeaveGapsWhereThePatternSays() {
        let at = render([.path(Self.line, paint: .styledStroke(StrokeStyle(lineWidth: 4, dash: [10, 5])), color: .black)])
        // On 0–10, off 10–15, on 15–25, off 25–30, …: pixel centres x + 0.5.
        for x in [0.0, 5, 9, 15, 24, 30, 39] { #expect(at(x, 10) == Self.black, "x = \(x)") }
        for x in [10.0, 14, 25, 29, 40, 44] { #expect(at(x, 10) == Self.white, "x = \(x)") }
        #expect(at(5, 11) == Self.black && at(5, 7) == Self.white && at(5, 12) == Self.white)   // 4 pt wide: rows 8–11
    }

    @Test func aDashPhaseShiftsThePattern() {
        let at = render([.path(Self.line, paint: .styledStroke(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5)),
                               color: .black)])
        // The pattern starts 5 pt in: on 0–5, off 5–10, on 10–20.
        #expect(at(2, 10) == Self.black)
        #expect(at(7, 10) == Self.white)
        #expect(at(12, 10) == Self.black)
    }

    @Test func capsEndTheLineAsTheyShould() {
        let short = Path([.move(Point(x: 20, y: 10)), .line(Point(x: 40, y: 10))])
        let butt = render([.path(short, paint: .styledStroke(StrokeStyle(lineWidth: 6, lineCap: .butt)), color: .black)])
        let square = render([.path(short, paint: .styledStroke(StrokeStyle(lineWidth: 6, lineCap: .square)), color: .black)])
        #expect(butt(19, 10) == Self.white && butt(20, 10) == Self.black && butt(40, 10) == Self.white)
        // Square caps reach half the width (3 pt) past each end.
        #expect(square(17, 10) == Self.black && square(42, 10) == Self.black && square(43, 10) == Self.white)
    }

    @Test func joinsAreMitredOrBevelled() {
        // A right angle at (40, 30): the outer corner of a 10 pt line is (45, 35) mitred; bevelled it is cut.
        let corner = Path([.move(Point(x: 10, y: 30)), .line(Point(x: 40, y: 30)), .line(Point(x: 40, y: 0))])
        let mitre = render([.path(corner, paint: .styledStroke(StrokeStyle(lineWidth: 10, lineJoin: .miter)), color: .black)])
        let bevel = render([.path(corner, paint: .styledStroke(StrokeStyle(lineWidth: 10, lineJoin: .bevel)), color: .black)])
        #expect(mitre(44, 34) == Self.black)
        #expect(bevel(44, 34) == Self.white)
        #expect(bevel(41, 31) == Self.black)
    }

    @Test func theStrokeOfTodayKeepsItsRoundCaps() {
        #expect(PathPaint.stroke(width: 2).strokeStyle == StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        #expect(PathPaint.fill.fillRule == .nonZero && PathPaint.evenOddFill.fillRule == .evenOdd)
        #expect(PathPaint.fill.strokeStyle == nil)
    }

    @Test func evenOddLeavesARingsHoleEmpty() {
        var ring = Path(ellipseIn: Rect(x: 10, y: 0, width: 40, height: 40))
        ring.addEllipse(in: Rect(x: 20, y: 10, width: 20, height: 20))
        let evenOdd = render([.path(ring, paint: .evenOddFill, color: .black)])
        let nonZero = render([.path(ring, paint: .fill, color: .black)])
        #expect(evenOdd(30, 20) == Self.white)     // the hole
        #expect(evenOdd(14, 20) == Self.black)     // the ring
        #expect(nonZero(30, 20) == Self.black)     // both circles wind the same way: no hole
    }

    @Test func quadCurvesAndArcsAreDrawn() {
        var path = Path()
        path.move(to: Point(x: 10, y: 30))
        path.addQuadCurve(to: Point(x: 50, y: 30), control: Point(x: 30, y: -10))   // apex at y = 10
        path.closeSubpath()
        path.addArc(center: Point(x: 80, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let at = render([.path(path, paint: .fill, color: .black)])
        #expect(at(30, 12) == Self.black && at(30, 8) == Self.white)
        #expect(at(80, 20) == Self.black && at(80, 11) == Self.black && at(80, 8) == Self.white)
    }
}
