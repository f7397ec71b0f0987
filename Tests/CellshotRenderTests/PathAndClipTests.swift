import CCairo
import CellshotGraphics
import Foundation
import Testing
@testable import CellshotRender

/// `.path` (UIKit's chevron and checkmark) and `.clip` (an inset grouped card's rounded corners), in pixels.
@Suite("Paths and clips", .serialized)
struct PathAndClipTests {
    let painter: CairoPainter
    static let white = RGB(0xFF, 0xFF, 0xFF)
    static let grey = Color(hex: "#F2F2F7")!
    static let blue = Color(hex: "#007AFF")!
    static let red = Color(hex: "#FF3B30")!

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    /// Paints at 4 pixels per point and returns the pixel under a point.
    func render(_ commands: [DrawCommand], background: Color = .white) -> (Double, Double) -> RGB {
        let bitmap = Bitmap(DisplayList(size: Size(width: 60, height: 50), background: background, commands: commands),
                            scale: 4, painter: painter)
        return { x, y in bitmap[Int(x * 4), Int(y * 4)] }
    }

    @Test func aStrokedChevronHasRoundCaps() {
        let chevron = Path([.move(Point(x: 10, y: 8)), .line(Point(x: 16, y: 14)), .line(Point(x: 10, y: 20))])
        let at = render([.path(chevron, paint: .stroke(width: 2), color: Self.blue)])
        #expect(at(13, 11) == RGB(Self.blue))          // on the upper arm
        #expect(at(13, 17) == RGB(Self.blue))          // on the lower arm
        #expect(at(16, 14) == RGB(Self.blue))          // the apex
        #expect(at(11, 14) == Self.white)              // inside the opening
        #expect(at(20, 14) == Self.white)              // past the apex
        // 0.6 pt behind the first point, against the arm's direction: only a round cap covers it.
        #expect(at(9.58, 7.58) == RGB(Self.blue))
        #expect(at(8.5, 6.5) == Self.white)            // and no further than half the width
    }

    @Test func aFilledTriangle() {
        let triangle = Path([.move(Point(x: 30, y: 5)), .line(Point(x: 50, y: 5)), .line(Point(x: 40, y: 25)), .close])
        let at = render([.path(triangle, paint: .fill, color: Self.red)])
        #expect(at(40, 11) == RGB(Self.red))           // near the centroid
        #expect(at(40, 24) == RGB(Self.red))           // near the bottom vertex
        #expect(at(33, 20) == Self.white)              // left of the left edge
        #expect(at(47, 20) == Self.white)              // right of the right edge
        #expect(at(40, 3) == Self.white)               // above the top edge
    }

    @Test func curvesUseTheirControlPointsInOrder() {
        // A lopsided bowl: control1 pulls the curve down near its start, control2 sits on the end point,
        // so its deepest point (13.3 pt at t = ⅓) is left of the middle.
        let bowl = Path([.move(Point(x: 0, y: 0)),
                         .curve(to: Point(x: 20, y: 0), control1: Point(x: 0, y: 30), control2: Point(x: 20, y: 0)),
                         .close])
        let at = render([.path(bowl, paint: .fill, color: Self.red)])
        #expect(at(5, 11) == RGB(Self.red))
        #expect(at(15, 11) == Self.white)
    }

    @Test func aClipCutsItsCommandsToARoundedRectangle() {
        let card = Rect(x: 10, y: 10, width: 40, height: 30)
        let at = render([
            .clip(card, cornerRadius: 10, commands: [
                .fill(Rect(x: 0, y: 0, width: 60, height: 50), cornerRadius: 0, color: Self.blue),
            ]),
            // After the clip nothing is clipped any more.
            .fill(Rect(x: 0, y: 45, width: 60, height: 5), cornerRadius: 0, color: Self.red),
        ], background: Self.grey)
        #expect(at(30, 25) == RGB(Self.blue))          // the middle
        #expect(at(10.3, 25) == RGB(Self.blue))        // just inside a straight edge
        #expect(at(49.7, 25) == RGB(Self.blue))
        #expect(at(10.5, 10.5) == RGB(Self.grey))      // the corner pixels, outside the rounding
        #expect(at(49.5, 39.5) == RGB(Self.grey))
        #expect(at(5, 25) == RGB(Self.grey))           // outside the rectangle
        #expect(at(30, 5) == RGB(Self.grey))
        #expect(at(13.5, 13.5) == RGB(Self.blue))      // inside the corner's arc (radius 10 around 20, 20)
        #expect(at(5, 47) == RGB(Self.red))
    }

    @Test func nestedClipsIntersect() {
        let at = render([
            .clip(Rect(x: 0, y: 0, width: 30, height: 50), cornerRadius: 0, commands: [
                .clip(Rect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 0, commands: [
                    .fill(Rect(x: 0, y: 0, width: 60, height: 50), cornerRadius: 0, color: Self.blue),
                ]),
                .fill(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0, color: Self.red),
            ]),
        ])
        #expect(at(20, 25) == RGB(Self.blue))
        #expect(at(40, 25) == Self.white)              // inside the inner clip, outside the outer
        #expect(at(5, 25) == Self.white)               // inside the outer, outside the inner
        #expect(at(2, 2) == RGB(Self.red))             // the inner clip ended with its commands
    }

    /// Strips of a tall PNG paint the whole list with a translation: clips and paths must land
    /// on the same pixels as when painted at once.
    @Test func stripsGiveTheSamePixelsAsOneSurface() throws {
        let list = DisplayList(size: Size(width: 60, height: 50), background: Self.grey, commands: [
            .clip(Rect(x: 4, y: 4, width: 52, height: 42), cornerRadius: 12, commands: [
                .fill(Rect(x: 0, y: 0, width: 60, height: 50), cornerRadius: 0, color: .white),
                .path(Path([.move(Point(x: 40, y: 10)), .line(Point(x: 46, y: 25)), .line(Point(x: 40, y: 40))]),
                      paint: .stroke(width: 3), color: Self.blue),
                .text(TextRun(text: "오늘도 코딩", attributes: TextAttributes(font: FontDescriptor(size: 17, lineHeight: 22)),
                              color: .black, frame: Rect(x: 2, y: 14, width: 40, height: 22))),
            ]),
        ])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-clip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("strips.png").path
        var writer = PNGWriter(painter: painter)
        writer.bandRows = 7
        try writer.write(list, scale: 2, to: path)
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let strips = Bitmap(surface: surface), whole = Bitmap(list, scale: 2, painter: painter)
        var differing = 0
        for y in 0..<whole.height {
            for x in 0..<whole.width where strips[x, y] != whole[x, y] { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test func anUnreadableImageInsideAClipFailsBeforeWriting() throws {
        let list = DisplayList(size: Size(width: 20, height: 20), commands: [
            .clip(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4, commands: [
                .image(ImageRun(source: .file(path: "/nonexistent/wifi.png"), frame: Rect(x: 0, y: 0, width: 20, height: 20))),
            ]),
        ])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(UUID().uuidString).png").path
        #expect(throws: RenderError.imageUnreadable(path: "/nonexistent/wifi.png", reason: "No such file or directory")) {
            try PNGWriter(painter: painter).write(list, scale: 1, to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func pathsAndClipsRoundTripThroughJSON() throws {
        let list = DisplayList(size: Size(width: 10, height: 10), commands: [
            .clip(Rect(x: 1, y: 1, width: 8, height: 8), cornerRadius: 2, commands: [
                .path(Path([.move(.zero), .curve(to: Point(x: 1, y: 1), control1: Point(x: 0, y: 1),
                                                 control2: Point(x: 1, y: 0)), .close]), paint: .fill, color: .black),
                .path(Path([.move(.zero), .line(Point(x: 3, y: 3))]), paint: .stroke(width: 1.5), color: .white),
            ]),
        ])
        #expect(try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(list)) == list)
    }
}

extension PathAndClipTests {
    @Test func aPathsRoundJoinsDoNotLeakIntoLaterStrokes() {
        let at = render([
            .path(Path([.move(Point(x: 2, y: 2)), .line(Point(x: 4, y: 4))]), paint: .stroke(width: 1), color: Self.red),
            // A square border 4 pt wide: its outer corner is square only with a mitre join.
            .stroke(Rect(x: 20, y: 10, width: 30, height: 30), cornerRadius: 0, color: Self.blue, width: 4),
        ])
        #expect(at(20.2, 10.2) == RGB(Self.blue))
    }
}

/// `.opacity` (a view's `alpha`): its commands fade together as one layer.
@Suite("Opacity groups", .serialized)
struct OpacityTests {
    let painter: CairoPainter

    init() throws {
        painter = CairoPainter(measurer: PangoTextMeasurer(catalog: try FontCatalog()))
    }

    @Test func overlappingCommandsFadeAsOneLayer() {
        let red = Color(hex: "#FF0000")!, blue = Color(hex: "#0000FF")!
        let list = DisplayList(size: Size(width: 40, height: 20), background: .white, commands: [
            .opacity(0.5, commands: [
                .fill(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 0, color: red),
                .fill(Rect(x: 10, y: 0, width: 30, height: 20), cornerRadius: 0, color: blue),
            ]),
        ])
        let bitmap = Bitmap(list, scale: 1, painter: painter)
        // Where they overlap, only the blue on top shows, at half strength: the red does not show through.
        let overlap = bitmap[20, 10]
        #expect(abs(Int(overlap.red) - 127) <= 1 && abs(Int(overlap.green) - 127) <= 1 && overlap.blue == 255, "\(overlap)")
        let redOnly = bitmap[5, 10]
        #expect(redOnly.red == 255 && abs(Int(redOnly.green) - 127) <= 1, "\(redOnly)")
    }
}
