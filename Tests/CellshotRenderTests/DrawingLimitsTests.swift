import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// `DrawingLimits`: hostile values are clamped or dropped in one place, never crash or hang the painter, and
/// never leave Cairo in an error state (the next command still draws).
@Suite("Drawing limits", .serialized)
struct DrawingLimitsTests {
    let painter: CairoPainter
    static let red = Color(red: 1, green: 0, blue: 0)
    static let marker = DrawCommand.fill(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0, color: red)
    typealias Transform = CellshotGraphics.AffineTransform

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    /// Paints `command` then a marker, in under a bounded time, and says whether the marker was drawn.
    func paintsAndGoesOn(_ command: DrawCommand, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let clock = ContinuousClock()
        var bitmap: Bitmap?
        let elapsed = clock.measure {
            bitmap = Bitmap(DisplayList(size: Size(width: 40, height: 40), background: .white, commands: [command, Self.marker]),
                            scale: 2, painter: painter)
        }
        #expect(elapsed < .seconds(20), sourceLocation: sourceLocation)
        return bitmap?[1, 1] == RGB(0xFF, 0, 0)
    }

    static let hugeArc = Path([.arc(center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 1e15, clockwise: false)])
    static let line = Path([.move(Point(x: 0, y: 20)), .line(Point(x: 1e5, y: 20))])

    @Test func hostilePathsAndStrokes() {
        let nan = Path([.move(Point(x: .nan, y: 0)), .line(Point(x: 10, y: .infinity))])
        #expect(DrawingLimits.drawable(nan) == nil)
        #expect(paintsAndGoesOn(.path(nan, paint: .fill, color: .black)))
        #expect(paintsAndGoesOn(.path(nan, paint: .stroke(width: .nan), color: .black)))
        #expect(paintsAndGoesOn(.path(Self.line, paint: .stroke(width: .infinity), color: .black)))
        #expect(paintsAndGoesOn(.path(Path([.move(Point(x: -1e300, y: 0)), .line(Point(x: 1e300, y: 40))]), paint: .fill, color: .black)))
        #expect(paintsAndGoesOn(.path(Self.hugeArc, paint: .styledStroke(StrokeStyle(lineWidth: 2, dash: [0.5])), color: .black)))
        #expect(paintsAndGoesOn(.path(Path([.arc(center: .zero, radius: -5, startAngle: .greatestFiniteMagnitude,
                                                 endAngle: -.greatestFiniteMagnitude, clockwise: true)]),
                                      paint: .fill, color: .black)))
        // Zero-sized shapes and huge radii.
        #expect(paintsAndGoesOn(.path(Path(ellipseIn: .zero), paint: .fill, color: .black)))
        #expect(paintsAndGoesOn(.path(Path(roundedRect: Rect(x: 5, y: 5, width: 10, height: 0), cornerRadius: 1e300), paint: .fill,
                                      color: .black)))
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: .infinity)
                == Path(capsuleIn: Rect(x: 0, y: 0, width: 10, height: 4)))
    }

    @Test func hostileDashesAreDrawnSolidOrNotAtAll() throws {
        // Thousands of dash lengths; a dash of a billionth of a point along 100,000 pt; negative and NaN lengths.
        let thousands = StrokeStyle(lineWidth: 1, dash: Array(repeating: 0.001, count: 5_000))
        let style = try #require(DrawingLimits.drawable(thousands, along: Self.line))
        #expect(style.dash.isEmpty)
        #expect(paintsAndGoesOn(.path(Self.line, paint: .styledStroke(thousands), color: .black)))
        #expect(paintsAndGoesOn(.path(Self.line, paint: .styledStroke(StrokeStyle(dash: [1e-9])), color: .black)))
        #expect(try #require(DrawingLimits.drawable(StrokeStyle(dash: [4, -1]), along: Self.line)).dash.isEmpty)
        #expect(try #require(DrawingLimits.drawable(StrokeStyle(dash: [.nan, 2]), along: Self.line)).dash.isEmpty)
        #expect(try #require(DrawingLimits.drawable(StrokeStyle(dash: [0, 0]), along: Self.line)).dash.isEmpty)
        #expect(paintsAndGoesOn(.path(Self.line, paint: .styledStroke(StrokeStyle(dash: [4, -1], dashPhase: .infinity)), color: .black)))
        // Sane patterns stay as they are; the phase is brought within one period.
        let dashed = try #require(DrawingLimits.drawable(StrokeStyle(lineWidth: 2, miterLimit: -3, dash: [4, 2], dashPhase: 13),
                                                         along: Self.line))
        #expect(dashed.dash == [4, 2] && dashed.dashPhase == 1 && dashed.miterLimit == 1)
        #expect(DrawingLimits.drawable(StrokeStyle(lineWidth: 0), along: Self.line) == nil)
        #expect(DrawingLimits.drawable(StrokeStyle(lineWidth: -2), along: Self.line) == nil)
        #expect(DrawingLimits.drawable(StrokeStyle(lineWidth: 1e9), along: Self.line)?.lineWidth == DrawingLimits.maximumLineWidth)
    }

    @Test func hostileTransformsDrawNothingAndHarmNothing() {
        let fill = DrawCommand.fill(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0, color: .black)
        for transform in [Transform(scaleX: 0, y: 1), Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                          Transform(scaleX: 1e300, y: 1e300), Transform(translationX: .infinity, y: 0)] {
            #expect(DrawingLimits.drawable(transform) == nil)
            #expect(paintsAndGoesOn(.transform(transform, commands: [fill])))
        }
        // Each factor within bounds, together flattening or exploding: nothing drawn either.
        let nested = DrawCommand.transform(Transform(scaleX: 1e-7, y: 1e-7), commands: [.transform(Transform(scaleX: 1e-7, y: 1e-7),
                                                                                                   commands: [fill])])
        #expect(paintsAndGoesOn(nested))
        #expect(DrawingLimits.drawable(Transform(translationX: 1e300, y: -1e300))?.tx == DrawingLimits.maximumCoordinate)
    }

    @Test func hostileGradientsAndClips() {
        let square = Path(Rect(x: 0, y: 0, width: 40, height: 40))
        let nanStops = [GradientStop(color: .black, location: .nan), GradientStop(color: Color(red: .nan, green: 2, blue: -1), location: 9)]
        let sanitized = DrawingLimits.drawable(GradientFill.linear(stops: nanStops, start: .zero, end: Point(x: 1, y: 0)))
        #expect(sanitized == .linear(stops: [GradientStop(color: Color(red: 0, green: 1, blue: 0), location: 1)], start: .zero,
                                     end: Point(x: 1, y: 0)))
        #expect(DrawingLimits.drawable(GradientFill.radial(stops: [], center: .zero, startRadius: 0, endRadius: 1)) == nil)
        let many = (0..<10_000).map { GradientStop(color: .black, location: Double($0) / 10_000) }
        #expect(DrawingLimits.drawable(GradientFill.linear(stops: many, start: .zero, end: Point(x: 1, y: 1)))?.stops.count
                == DrawingLimits.maximumGradientStops)
        for gradient: GradientFill in [.linear(stops: nanStops, start: Point(x: .nan, y: 0), end: .zero),
                                       .radial(stops: many, center: Point(x: 20, y: 20), startRadius: -5, endRadius: .infinity),
                                       .angular(stops: many, center: Point(x: 20, y: 20), startAngle: -1e300, endAngle: 1e300),
                                       .angular(stops: many, center: Point(x: 20, y: 20), startAngle: 1e15, endAngle: 1e15)] {
            #expect(paintsAndGoesOn(.gradient(square, paint: .fill, gradient: gradient)))
        }
        #expect(paintsAndGoesOn(.clipPath(Path([.move(Point(x: .nan, y: 1))]), commands: [.fill(Rect(x: 0, y: 0, width: 40, height: 40),
                                                                                                 cornerRadius: 0, color: .black)])))
        #expect(paintsAndGoesOn(.clipPath(Path(), fillRule: .evenOdd, commands: [])))
    }

    @Test func hostileShadows() {
        let square = [DrawCommand.fill(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, color: .black)]
        for radius in [Double.nan, -.infinity, -4, 0, .greatestFiniteMagnitude] {
            #expect(paintsAndGoesOn(.shadow(color: Color(red: .nan, green: 0, blue: 9, alpha: 1), radius: radius,
                                            offset: Size(width: -1e300, height: .nan), commands: square)))
        }
        #expect(DrawingLimits.shadowRadius(.nan) == 0 && DrawingLimits.shadowRadius(1e9) == 100)
        // A shadow of nothing, and of a group of unknown extent (an unclipped image).
        #expect(paintsAndGoesOn(.shadow(color: .black, radius: 3, offset: .zero, commands: [])))
        #expect(paintsAndGoesOn(.shadow(color: .black, radius: 3, offset: .zero, commands: [
            .image(ImageRun(source: .symbol(name: "star"), frame: Rect(x: 10, y: 10, width: 20, height: 20), clipsToFrame: false)),
        ])))
    }
}
