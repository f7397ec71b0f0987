import CellshotGraphics
import Testing
@testable import CellshotRender

/// `.transform`, `.clipPath` and `.blendMode`, in pixels.
@Suite("Transforms, path clips and blend modes", .serialized)
struct GroupEffectTests {
    let painter: CairoPainter
    static let white = RGB(0xFF, 0xFF, 0xFF)
    static let grey = Color(hex: "#F2F2F7")!
    static let red = Color(hex: "#FF0000")!
    static let blue = Color(hex: "#0000FF")!

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    func bitmap(_ commands: [DrawCommand], size: Double = 40, scale: Double = 1, background: Color = .white) -> Bitmap {
        Bitmap(DisplayList(size: Size(width: size, height: size), background: background, commands: commands),
               scale: scale, painter: painter)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aQuarterTurnCoversExactlyTheTurnedRectangle(scale: Double) {
        // 20 × 10 at the origin, turned 90° about the origin (to x −10…0, y 0…20), then moved by (30, 5):
        // x 20…30, y 5…25.
        let turn = CellshotGraphics.AffineTransform(rotationAngle: .pi / 2).concatenating(.init(translationX: 30, y: 5))
        let image = bitmap([.transform(turn, commands: [
            .fill(Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 0, color: Self.red),
        ])], scale: scale)
        var wrong: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let inside = Double(x) >= 20 * scale && Double(x) < 30 * scale && Double(y) >= 5 * scale && Double(y) < 25 * scale
                if image[x, y] != (inside ? RGB(Self.red) : Self.white) { wrong.append((x, y)) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func scaleAboutAnAnchorAndNestedTransformsCompose() {
        let image = bitmap([.transform(.init(scaleX: 2, y: 2, about: Point(x: 20, y: 20)), commands: [
            .transform(.init(translationX: 5, y: 0), commands: [
                .fill(Rect(x: 15, y: 15, width: 5, height: 5), cornerRadius: 0, color: Self.red),
            ]),
        ])])
        // (20, 15)…(25, 20), doubled about (20, 20): (20, 10)…(30, 20).
        #expect(image[20, 10] == RGB(Self.red) && image[29, 19] == RGB(Self.red))
        #expect(image[19, 15] == Self.white && image[30, 15] == Self.white && image[25, 20] == Self.white)
    }

    @Test func aCircleClipLeavesTheCornersEmpty() {
        let image = bitmap([.clipPath(Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40)), commands: [
            .fill(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0, color: Self.blue),
        ])], background: Self.grey)
        for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (3, 3), (36, 36)] {
            #expect(image[x, y] == RGB(Self.grey), "(\(x), \(y))")
        }
        for (x, y) in [(20, 20), (20, 1), (1, 20), (38, 20), (20, 38)] {
            #expect(image[x, y] == RGB(Self.blue), "(\(x), \(y))")
        }
    }

    @Test func anEvenOddClipCutsAHole() {
        var ring = Path(Rect(x: 0, y: 0, width: 40, height: 40))
        ring.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        let image = bitmap([.clipPath(ring, fillRule: .evenOdd, commands: [
            .fill(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0, color: Self.blue),
        ])])
        #expect(image[20, 20] == Self.white && image[5, 5] == RGB(Self.blue) && image[9, 20] == RGB(Self.blue))
        #expect(image[10, 20] == Self.white)
    }

    @Test func aContinuousPathIsTheCurveAContinuousClipCuts() {
        let rect = Rect(x: 2, y: 3, width: 35, height: 30)
        let clipped = bitmap([.clip(rect, cornerRadius: 9, curve: .continuous, commands: [
            .fill(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0, color: Self.blue),
        ])], scale: 3)
        let filled = bitmap([.path(Path(roundedRect: rect, cornerRadius: 9, style: .continuous), paint: .fill, color: Self.blue)],
                            scale: 3)
        #expect(clipped == filled)
    }

    @Test func multiplyDarkensAndScreenLightens() {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        let multiplied = bitmap([.fill(square, cornerRadius: 0, color: yellow),
                                 .blendMode(.multiply, commands: [.fill(square, cornerRadius: 0, color: cyan)])])
        #expect(multiplied[20, 20] == RGB(0, 0xFF, 0))
        let screened = bitmap([.fill(square, cornerRadius: 0, color: Self.red),
                               .blendMode(.screen, commands: [.fill(square, cornerRadius: 0, color: Self.blue)])])
        #expect(screened[20, 20] == RGB(0xFF, 0, 0xFF))
        let normal = bitmap([.fill(square, cornerRadius: 0, color: Self.red),
                             .blendMode(.normal, commands: [.fill(square, cornerRadius: 0, color: Self.blue)])])
        #expect(normal[20, 20] == RGB(Self.blue))
    }

    @Test func everyBlendModeHasAnOperator() {
        #expect(Set(BlendMode.allCases.map { CairoPainter.cairoOperator($0).rawValue }).count == BlendMode.allCases.count)
    }
}
