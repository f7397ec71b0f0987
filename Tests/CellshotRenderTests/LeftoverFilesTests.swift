import Testing
@testable import CellshotRender

/// Issue 40: what a render killed with SIGKILL leaves is removed by the next write to the same file; only names
/// cellshot makes are taken for its leftovers.
@Suite("Leftover temporary files")
struct LeftoverFilesTests {
    @Test("cellshot's own names", arguments: [
        ("out.png.partial-12-345", "out.png", [12]),
        (".out.png.cellshot-12", "out.png", [12]),
        (".out.png.cellshot-12.partial-12-345", "out.png", [12, 12]),
        ("a.b.partial-1.png.partial-7-8", "a.b.partial-1.png", [7]),
    ] as [(String, String, [Int32])])
    func names(name: String, destination: String, processes: [Int32]) {
        #expect(LeftoverFiles.parse(name).map { [$0.destination] + $0.processes.map(String.init) }
                == [destination] + processes.map(String.init))
    }

    @Test("Any other name is not a leftover", arguments: [
        "out.png", "out.png.partial", "out.png.partial-12", "out.png.partial-x-1", "out.png.partial-1-", ".partial-1-2",
        "out.png.cellshot-12", ".out.png.cellshot-", ".out.png.cellshot-1x", "..cellshot-1",
    ])
    func otherNames(name: String) {
        #expect(LeftoverFiles.parse(name) == nil)
    }

    @Test("The too-large image message says which bound it passes")
    func imageSizeMessages() {
        #expect(RenderError.invalidImageSize(width: 0, height: 3).description
            == "cannot make a 0 × 3 pixel image: it would be empty")
        #expect(RenderError.invalidImageSize(width: 40_000, height: 3).description
            == "cannot make a 40,000 × 3 pixel image: it is wider than the 32,767 pixels an image may be across")
        #expect(RenderError.invalidImageSize(width: 1_179, height: 2_457_600_000).description
            == "cannot make a 1,179 × 2,457,600,000 pixel image: it is taller than the 2,147,483,647 pixels a PNG may have")
    }
}
