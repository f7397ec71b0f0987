import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing
@testable import CellshotRender

/// A list's texts are laid out while the list is laid out, and drawn from those layouts.
@Suite("Texts laid out once per render")
struct TextReuseTests {
    static let json = """
        { "width": 393, "scale": 2, "states": ["normal", "highlighted", "selected"],
          "sections": [
            { "header": "Network", "footer": "Cellular data can be turned off per app.",
              "rows": [
                { "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"] },
                { "style": "subtitleCell", "text": "오늘도 코딩 🎉", "secondaryText": "A subtitle that is long enough to wrap onto a second line in the cell" },
                { "text": "Bluetooth", "accessories": [{ "label": "On" }] },
                { "text": "Bluetooth", "image": { "symbol": "wifi" } }
              ] }
          ] }
        """

    /// Every text run of a display list, in the order drawn.
    static func runs(of commands: [DrawCommand]) -> [TextRun] {
        commands.flatMap { command -> [TextRun] in
            switch command {
            case .text(let run): [run]
            case .opacity(_, let inner), .clip(_, _, _, let inner): runs(of: inner)
            default: []
            }
        }
    }

    @Test func everyTextIsDrawnFromTheLayoutMadeToMeasureIt() throws {
        let environment = try RenderEnvironment()
        let renderer = try ListRenderer(document: try TestSupport.document(Self.json), file: "test.json",
                                        environment: environment)
        let before = environment.measurer.layoutCount
        let list = try renderer.displayList()
        let laidOut = environment.measurer.layoutCount - before
        let runs = Self.runs(of: list.commands)
        // Three captions, and per state a header, a footer and seven texts in rows.
        #expect(runs.count == 3 * 10)
        #expect(runs.allSatisfy { $0.prepared is ShapedText })
        // The three states' texts are the same texts: one layout each, however often measured and drawn
        // ("Bluetooth" twice; the wrapping subtitle unwrapped and at its width).
        let distinct = Set(runs.map { $0.text })
        #expect(laidOut == distinct.count + 1)
        // Drawing lays nothing out again.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("text-reuse-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let painted = environment.measurer.layoutCount
        try renderer.writePNG(to: file)
        #expect(environment.measurer.layoutCount == painted + distinct.count + 1)
    }
}
