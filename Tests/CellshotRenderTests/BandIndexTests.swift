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
