import CellshotGraphics
import Testing
@testable import CellshotRender

/// The band index gives each band exactly the commands that testing every command would give.
@Suite("Band index")
struct BandIndexTests {
    /// A tall list: rows of fills and texts, a clipped section of many rows, an opacity group, paths.
    static func tallList(rows: Int) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        var section: [DrawCommand] = []
        for row in 0..<rows {
            let y = Double(row) * 44
            let cell: [DrawCommand] = [
                .fill(Rect(x: 0, y: y, width: 300, height: 44), cornerRadius: 0, color: .white),
                .text(TextRun(text: "Row \(row)", attributes: TextAttributes(font: FontDescriptor(size: 17)),
                              color: .black, frame: Rect(x: 16, y: y + 11, width: 200, height: 22))),
                .path(Path([.move(Point(x: 280, y: y + 15)), .line(Point(x: 286, y: y + 22))]), paint: .stroke(width: 2),
                      color: .black),
            ]
            if row % 3 == 0 { section += cell } else { commands += cell }
        }
        commands.append(.clip(Rect(x: 10, y: 0, width: 280, height: Double(rows) * 44), cornerRadius: 10,
                              commands: section))
        commands.append(.opacity(0.5, commands: [.fill(Rect(x: 0, y: 500, width: 50, height: 3000), cornerRadius: 0, color: .black)]))
        commands.append(.image(ImageRun(source: .symbol(name: "star"), frame: Rect(x: 0, y: 900, width: 20, height: 20),
                                        contentMode: .center, clipsToFrame: false)))
        return commands
    }

    @Test("Every band holds exactly the commands that may show in it, in order", arguments: [(256, 3.0), (7, 2.0), (1000, 1.0)])
    func matchesTestingEveryCommand(rows: Int, scale: Double) {
        let commands = Self.tallList(rows: 200)
        let grid = BandGrid(rows: rows, height: Int(200 * 44 * scale), scale: scale)
        let index = BandIndex(commands, bands: grid)
        for band in 0..<grid.count {
            let expected = commands.indices.filter { grid.band(band).mayShow(commands[$0]) }.map(Int32.init)
            #expect(index.positions(inBand: band) == expected, "band \(band)")
            // The large clipped section has an index of its own, equally exact.
            let clip = commands.count - 3
            guard case .clip(_, _, _, let section) = commands[clip], let group = index.group(at: clip) else {
                Issue.record("no group index")
                return
            }
            let expectedInSection = section.indices.filter { grid.band(band).mayShow(section[$0]) }.map(Int32.init)
            #expect(group.positions(inBand: band) == expectedInSection, "section, band \(band)")
        }
        // The unclipped centred image may spill anywhere: in every band.
        #expect((0..<grid.count).allSatisfy { index.positions(inBand: $0).contains(Int32(commands.count - 1)) })
    }
}

/// What the new commands cover, for band culling: transformed, blurred and stroked extents (`DrawnBounds`).
@Suite("Drawn bounds")
struct DrawnBoundsTests {
    static let square = DrawCommand.fill(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: .black)

    @Test func aTransformMovesItsCommandsBoundsWithTheirOverflow() throws {
        let turned = DrawCommand.transform(CellshotGraphics.AffineTransform(rotationAngle: .pi / 2)
            .concatenating(.init(translationX: 0, y: 500)), commands: [Self.square])
        let (top, bottom) = try #require(VerticalBand.verticalExtent(of: turned))
        // The square grown by the overflow (64) in its own space, turned: y 500 − 64 … 500 + 74.
        #expect(top == 436 && bottom == 574)
        #expect(VerticalBand(top: 300, bottom: 372).mayShow(turned) && !VerticalBand(top: 0, bottom: 371).mayShow(turned))
    }

    @Test func aShadowReachesItsOffsetAndThreeSigmas() throws {
        let shadow = DrawCommand.shadow(color: .black, radius: 5, offset: Size(width: 0, height: 100), commands: [Self.square])
        let (top, bottom) = try #require(VerticalBand.verticalExtent(of: shadow))
        #expect(top == 0 && bottom == 125)
        #expect(DrawnBounds.of(.shadow(color: .black, radius: 5, offset: .zero, commands: [
            .image(ImageRun(source: .symbol(name: "star"), frame: .zero, clipsToFrame: false)),
        ])) == nil)
    }

    @Test func strokesReachHalfTheirWidthMoreAtMitres() throws {
        let line = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 0, y: 100))])
        #expect(DrawnBounds.of(.path(line, paint: .stroke(width: 10), color: .black)) == Rect(x: -5, y: -5, width: 10, height: 110))
        let mitred = try #require(DrawnBounds.of(.path(line, paint: .styledStroke(StrokeStyle(lineWidth: 10, miterLimit: 4)),
                                                       color: .black)))
        #expect(mitred.minY == -20)
        #expect(DrawnBounds.of(.clipPath(line, commands: [Self.square])) == Rect(x: 0, y: 0, width: 0, height: 100))
    }

    @Test("Large path clips and blend groups get an index as exact as testing every command")
    func largeNewGroupsAreIndexed() {
        let rows = (0..<100).map { row in
            DrawCommand.fill(Rect(x: 0, y: Double(row) * 30, width: 100, height: 29), cornerRadius: 0, color: .white)
        }
        let commands: [DrawCommand] = [
            .clipPath(Path(Rect(x: 0, y: 0, width: 100, height: 3_000)), commands: rows),
            .blendMode(.multiply, commands: rows),
            .transform(.init(translationX: 0, y: 40), commands: rows),
            .shadow(color: .black, radius: 8, offset: Size(width: 0, height: 4), commands: Array(rows.prefix(3))),
        ]
        let grid = BandGrid(rows: 256, height: 9_000, scale: 3)
        let index = BandIndex(commands, bands: grid)
        #expect(index.group(at: 0) != nil && index.group(at: 1) != nil && index.group(at: 2) == nil)
        for band in 0..<grid.count {
            let expected = commands.indices.filter { grid.band(band).mayShow(commands[$0]) }.map(Int32.init)
            #expect(index.positions(inBand: band) == expected, "band \(band)")
            for group in [0, 1] {
                let inGroup = rows.indices.filter { grid.band(band).mayShow(rows[$0]) }.map(Int32.init)
                #expect(index.group(at: group)?.positions(inBand: band) == inGroup, "group \(group), band \(band)")
            }
        }
    }
}
