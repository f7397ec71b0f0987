import CCairo
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// `.shadow` and the blur under it (`BoxBlur`), in pixels: where the shadow is darkest, how it falls off, and
/// that a shadow painted in bands is the shadow painted whole.
@Suite("Shadows", .serialized)
struct ShadowTests {
    let painter: CairoPainter
    static let white = RGB(0xFF, 0xFF, 0xFF)
    static let red = Color(red: 1, green: 0, blue: 0)

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    func bitmap(_ commands: [DrawCommand], width: Double = 100, height: Double = 100, scale: Double = 1) -> Bitmap {
        Bitmap(DisplayList(size: Size(width: width, height: height), background: .white, commands: commands),
               scale: scale, painter: painter)
    }

    @Test func boxesFollowTheFilterEffectsFormula() {
        // d = ⌊σ · 3√(2π)/4 + 0.5⌋: σ = 2 → 4 (even: two boxes of 4 either side, one of 5); σ = 4 → 8; σ = 1.6 → 3 (odd).
        #expect(BoxBlur(sigma: 2).boxes == [.init(left: 2, right: 1), .init(left: 1, right: 2), .init(left: 2, right: 2)])
        #expect(BoxBlur(sigma: 2).reach == 5)
        #expect(BoxBlur(sigma: 1.6).boxes == Array(repeating: .init(left: 1, right: 1), count: 3))
        #expect(BoxBlur(sigma: 0.3).boxes.isEmpty && BoxBlur(sigma: .nan).boxes.isEmpty && BoxBlur(sigma: 0).reach == 0)
    }

    @Test func theBlurKeepsItsMassAndSpreadsSymmetrically() {
        let width = 41, height = 41
        var mask = [UInt16](repeating: 0, count: width * height)
        mask[20 * width + 20] = 255 << 8
        BoxBlur(sigma: 3).blur(&mask, width: width, height: height)
        let total = mask.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 255 * 256) < 255 * 256 / 50)          // within 2 % (each pass rounds)
        for offset in 1...10 {
            #expect(mask[20 * width + 20 - offset] == mask[20 * width + 20 + offset])
            #expect(mask[(20 - offset) * width + 20] == mask[(20 + offset) * width + 20])
            #expect(mask[20 * width + 20 + offset] <= mask[20 * width + 20 + offset - 1])
        }
        // Nothing beyond the reach.
        let reach = BoxBlur(sigma: 3).reach
        #expect(mask[20 * width + 20 + reach + 1] == 0 && mask[20 * width + 20 + reach] > 0)
    }

    @Test func aShadowIsDarkestUnderItsShapeAndFallsOffAlike() throws {
        // A 30 × 30 square at (35, 5), its shadow 45 pt lower: x 35…65, y 50…80, centred on (50, 65).
        let image = bitmap([.shadow(color: .black, radius: 4, offset: Size(width: 0, height: 45), commands: [
            .fill(Rect(x: 35, y: 5, width: 30, height: 30), cornerRadius: 0, color: Self.red),
        ])])
        #expect(image[50, 20] == RGB(Self.red))                    // the square, drawn over its shadow
        // Darkest in the middle: black, its blur (σ = 4, reach 11) staying inside the 15 pt to the edges.
        let column = (40..<100).map { Int(image[50, $0].green) }
        #expect(column.min() == 0 && image[50, 65] == RGB(0, 0, 0))
        // Symmetric about the shadow's centre lines, falling off outwards.
        for distance in 0..<30 {
            #expect(image[49 - distance, 65] == image[50 + distance, 65], "x ± \(distance)")
            #expect(image[50, 64 - distance] == image[50, 65 + distance], "y ± \(distance)")
        }
        #expect(image[28, 65].green > image[33, 65].green && image[33, 65].green > image[36, 65].green)
        #expect(image[36, 65].green > image[40, 65].green)
        #expect(image[50, 93] == Self.white)                       // beyond 3σ of the edge
        #expect(image[50, 82].green > 0 && image[50, 82].green < 0xFF)
    }

    @Test func aHardShadowAndAColouredOne() {
        let hard = bitmap([.shadow(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), radius: 0, offset: Size(width: 10, height: 0),
                                   commands: [.fill(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, color: Self.red)])])
        #expect(hard[35, 20] == RGB(127, 127, 0xFF) || hard[35, 20] == RGB(128, 128, 0xFF))   // half blue on white
        #expect(hard[40, 20] == Self.white)
        #expect(hard[25, 20] == RGB(Self.red))
    }

    /// Every component of a shadow's colour reaches the picture: an opaque orange hard shadow is orange, a half
    /// green one on white is pale green (the red and green components were once shifted out, leaving blue).
    @Test func aShadowKeepsEveryComponentOfItsColour() {
        let square: [DrawCommand] = [.fill(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, color: .white)]
        let orange = bitmap([.shadow(color: Color(red: 1, green: 149.0 / 255, blue: 0), radius: 0,
                                     offset: Size(width: 30, height: 0), commands: square)])
        #expect(orange[50, 20] == RGB(0xFF, 149, 0))
        let green = bitmap([.shadow(color: Color(red: 0, green: 1, blue: 0, alpha: 0.5), radius: 0,
                                    offset: Size(width: 30, height: 0), commands: square)])
        #expect(green[50, 20] == RGB(127, 0xFF, 127) || green[50, 20] == RGB(128, 0xFF, 128))
    }

    @Test func theShadowFollowsTheGroupsOpacityAndTransform() {
        // Text casts its own shape; a transform scales the blur with the group.
        let text = bitmap([.shadow(color: .black, radius: 1, offset: Size(width: 2, height: 2), commands: [
            .text(TextRun(text: "Shadow", attributes: TextAttributes(font: FontDescriptor(size: 20)), color: .white,
                          frame: Rect(x: 10, y: 10, width: 80, height: 30))),
        ])])
        #expect((0..<100).contains { x in text[x, 27].green < 0x80 })
        let scaled = bitmap([.transform(.init(scaleX: 2, y: 2), commands: [
            .shadow(color: .black, radius: 2, offset: Size(width: 0, height: 0), commands: [
                .fill(Rect(x: 15, y: 15, width: 20, height: 20), cornerRadius: 0, color: Self.red),
            ]),
        ])], width: 100, height: 100)
        let unscaled = bitmap([.shadow(color: .black, radius: 4, offset: Size(width: 0, height: 0), commands: [
            .fill(Rect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 0, color: Self.red),
        ])])
        #expect(scaled == unscaled)
    }

    @Test func aClipAroundTheShadowCutsIt() {
        let image = bitmap([.clip(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 0, commands: [
            .shadow(color: .black, radius: 5, offset: Size(width: 0, height: 10), commands: [
                .fill(Rect(x: 30, y: 30, width: 40, height: 10), cornerRadius: 0, color: Self.red),
            ]),
        ])])
        #expect(image[50, 45].green < 0x80)
        #expect(image[50, 50] == Self.white && image[50, 55] == Self.white)
    }

    /// A tall picture with shadows (large and small, over text, rotated, clipped), an angular gradient and a
    /// dashed stroke crossing many bands.
    static func tallList() -> DisplayList {
        var commands: [DrawCommand] = []
        for row in 0..<6 {
            let y = Double(row) * 70 + 0.37
            commands.append(.shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), radius: Double(row * 3) + 1.5,
                                    offset: Size(width: 1.3, height: 2.7), commands: [
                .fill(Rect(x: 12.25, y: y, width: 70, height: 44), cornerRadius: 10, color: .white),
                .text(TextRun(text: "Row \(row) 오늘도", attributes: TextAttributes(font: FontDescriptor(size: 15)),
                              color: .black, frame: Rect(x: 20, y: y + 10, width: 60, height: 20))),
            ]))
        }
        commands.append(.transform(.init(rotationAngle: 0.3, about: Point(x: 60, y: 250)), commands: [
            .shadow(color: Color(red: 0.2, green: 0, blue: 0.6, alpha: 0.7), radius: 9, offset: Size(width: -4, height: 6), commands: [
                .path(Path(ellipseIn: Rect(x: 30, y: 200, width: 60, height: 90)), paint: .fill, color: Self.red),
            ]),
        ]))
        commands.append(.clipPath(Path(roundedRect: Rect(x: 5, y: 300, width: 90, height: 80), cornerRadius: 20, style: .continuous),
                                  commands: [
            .gradient(Path(Rect(x: 0, y: 290, width: 100, height: 100)), paint: .fill,
                      gradient: .angular(stops: GradientStop.evenlySpaced([Self.red, .white, Color(red: 0, green: 0.5, blue: 1)]),
                                         center: Point(x: 50.3, y: 340.7), startAngle: 0.2, endAngle: 5)),
            .shadow(color: .black, radius: 6, offset: .zero, commands: [
                .path(Path([.move(Point(x: 10, y: 310)), .line(Point(x: 90, y: 370))]),
                      paint: .styledStroke(StrokeStyle(lineWidth: 3, lineCap: .round, dash: [7, 4])), color: .white),
            ]),
        ]))
        return DisplayList(size: Size(width: 100, height: 420), background: Color(hex: "#F2F2F7")!, commands: commands)
    }

    @Test func shadowsInBandsAreTheShadowsPaintedWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-shadow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = Self.tallList()
        let painters = try (0..<3).map { _ in CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog())) }
        var files: [Data] = []
        for jobs in [1, 3] {
            var writer = PNGWriter(painters: Array(painters.prefix(jobs)))
            writer.bandRows = 37   // bands of 37 rows: every shadow crosses several
            let path = directory.appendingPathComponent("jobs\(jobs).png").path
            try writer.write(list, scale: 2, to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1])
        var whole = PNGWriter(painter: painters[0])
        whole.bandRows = 1_000   // one band
        let single = directory.appendingPathComponent("single.png").path
        try whole.write(list, scale: 2, to: single)
        let banded = try PNGImage.read(path: directory.appendingPathComponent("jobs3.png").path)
        #expect(try PNGImage.read(path: single).pixels == banded.pixels)
        // And the same as painting on one surface in memory.
        let surface = cairo_image_surface_create_from_png(single)!
        defer { cairo_surface_destroy(surface) }
        let read = Bitmap(surface: surface), painted = Bitmap(list, scale: 2, painter: painters[0])
        var differing = 0
        for y in 0..<painted.height {
            for x in 0..<painted.width where read[x, y] != painted[x, y] { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test func anEnormousBlurIsCutAndStaysCheap() {
        let square: [DrawCommand] = [.fill(Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 0, color: Self.red)]
        let clock = ContinuousClock()
        var hostile: Bitmap?
        let elapsed = clock.measure {
            hostile = bitmap([.shadow(color: .black, radius: 1e9, offset: Size(width: .infinity, height: .nan), commands: square)],
                             width: 60, height: 60)
        }
        #expect(elapsed < .seconds(20))
        // The radius cut to 100 pt, the offsets that are no numbers to 0.
        let limit = bitmap([.shadow(color: .black, radius: 100, offset: .zero, commands: square)], width: 60, height: 60)
        #expect(hostile == limit)
        // A 40 pt square spread over hundreds of points leaves a faint shade.
        #expect(limit[1, 1] != Self.white && limit[1, 1].green > 0xF0)
    }
}
