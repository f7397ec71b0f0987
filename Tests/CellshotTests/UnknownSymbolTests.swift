import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// A symbol name cellshot does not know never fails a render: it is drawn as a placeholder, with one warning
/// per name at its first use (an error with `strictSymbols`).
@Suite("Unknown symbols")
struct UnknownSymbolTests {
    static let twoUnknown = #"""
        { "sections": [ { "header": { "text": "h", "image": { "symbol": "fictional.symbol" } },
                          "rows": [ { "text": "a", "image": { "symbol": "fictional.symbol" } },
                                    { "text": "b", "image": { "symbol": "wfi" } },
                                    { "text": "c", "image": { "symbol": "wifi" },
                                      "states": { "selected": { "image": { "symbol": "fictional.symbol" } } } } ] } ] }
        """#

    @Test("One warning per unknown name: its first use, how many more, close names")
    func oneWarningPerName() throws {
        let renderer = try TestSupport.renderer(Self.twoUnknown)
        #expect(renderer.symbolWarnings == [
            "sections[0].header.image.symbol: unknown SF Symbol \"fictional.symbol\", drawn as a placeholder (a dashed square) "
                + "here and at 2 more places; docs/symbols.md says how to add a name",
            "sections[0].rows[1].image.symbol: unknown SF Symbol \"wfi\", drawn as a placeholder (a dashed square); "
                + "did you mean \"wifi\"?",
        ])
        #expect(Array(renderer.warnings.prefix(2)) == renderer.symbolWarnings)
    }

    @Test("The placeholder takes the symbol's place: the frames are those of a known symbol")
    func placeholderFrames() throws {
        let unknown = try TestSupport.renderer(#"{ "sections": [ { "rows": [ { "text": "a", "image": { "symbol": "fictional.symbol" } } ] } ] }"#)
        let known = try TestSupport.renderer(#"{ "sections": [ { "rows": [ { "text": "a", "image": { "symbol": "shippingbox" } } ] } ] }"#)
        let row = try #require(try unknown.layout(in: .normal).sections.first?.rows.first)
        let knownRow = try #require(try known.layout(in: .normal).sections.first?.rows.first)
        #expect(row.frame == knownRow.frame && row.views == knownRow.views)
        #expect(row.views?.image?.width ?? 0 > 0)
        let images = try unknown.displayList(states: [.normal]).commands.flatMap(Self.imageRuns)
        #expect(images.map(\.source) == [.symbol(name: "fictional.symbol")])
    }

    @Test("A list with an unknown symbol is written, with the placeholder drawn in the tint")
    func writesTheImage() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let renderer = try TestSupport.renderer(#"{ "width": 200, "scale": 1, "sections": [ { "rows": [ { "text": "a", "image": { "symbol": "fictional.symbol" } } ] } ] }"#)
        try renderer.writePNG(to: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("With strictSymbols, the first unknown name is an error at its path")
    func strict() throws {
        let error = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(Self.twoUnknown, options: RenderOptions(strictSymbols: true))
        }
        #expect(error.isBadInput)
        #expect(error.description == "test.json:1:65: error: sections[0].header.image.symbol: expected an SF Symbol name "
                    + "that cellshot knows, found \"fictional.symbol\" (docs/symbols.md lists the symbols)")
    }

    @Test("A template's unknown symbol is warned about at the template's view, naming the row and state drawn")
    func template() throws {
        let renderer = try TestSupport.renderer(#"""
            { "templates": { "t": { "views": { "icon": { "image": { "symbol": "$icon" } } },
                                    "constraints": ["H:|-[icon]-|", "V:|-[icon]-|"] } },
              "sections": [ { "rows": [ { "template": "t", "values": { "icon": "fictional.bus" } } ] } ] }
            """#)
        #expect(renderer.symbolWarnings == [
            "templates.t.views.icon.image.symbol (drawing sections[0].rows[0], normal): unknown SF Symbol \"fictional.bus\", "
                + "drawn as a placeholder (a dashed square); docs/symbols.md says how to add a name",
        ])
    }

    static func imageRuns(_ command: DrawCommand) -> [ImageRun] {
        switch command {
        case .image(let run): [run]
        case .clip(_, _, _, let nested), .opacity(_, let nested): nested.flatMap(imageRuns)
        default: []
        }
    }
}
