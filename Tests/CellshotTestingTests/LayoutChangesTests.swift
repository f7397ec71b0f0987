import CellshotModel
@testable import CellshotTesting
import Testing

/// What a failed verification says moved, from the layout sidecars: once per row.
@Suite("Layout changes")
struct LayoutChangesTests {
    /// A layout of two 52 pt rows with separators; the first row `extra` points taller.
    static func layout(extra: Double, textColor: String = "#000000") throws -> JSONValue {
        func row(y: Double, height: Double) -> String {
            // The text is centred in its row: it moves down by half the row's growth.
            """
            { "state": "normal", "frame": {"x": 16, "y": \(y), "width": 361, "height": \(height)},
              "views": { "cell": {"x": 0, "y": 0, "width": 361, "height": \(height)},
                         "content": {"x": 0, "y": 0, "width": 361, "height": \(height)},
                         "text": {"x": 16, "y": \((height - 22) / 2), "width": 329, "height": 22} },
              "separator": {"x": 32, "y": \(y + height - 1), "width": 329, "height": 1},
              "colors": { "background": "#FFFFFF", "text": "\(textColor)" } }
            """
        }
        let first = row(y: 40, height: 52 + extra), second = row(y: 92 + extra, height: 52)
        return try JSONParser.parse(Array(#"{ "sections": [ { "rows": [ \#(first), \#(second) ] } ] }"#.utf8))
    }

    @Test("A row that got taller is said once, and the row it pushed down once")
    func oncePerRow() throws {
        let changes = LayoutChanges.between(try Self.layout(extra: 0), try Self.layout(extra: 22))
        #expect(changes == ["sections[0].rows[0]: 22 pt taller", "sections[0].rows[0].views.text: moved 11 pt down",
                            "sections[0].rows[1]: moved 22 pt down"])
    }

    @Test("Views that do not just follow the row, and colours, are still listed")
    func otherChanges() throws {
        let changes = LayoutChanges.between(try Self.layout(extra: 0), try Self.layout(extra: 0, textColor: "#FF3B30"))
        #expect(changes == ["sections[0].rows[0].colors.text: #000000 → #FF3B30",
                            "sections[0].rows[1].colors.text: #000000 → #FF3B30"])
        #expect(LayoutChanges.between(try Self.layout(extra: 4), try Self.layout(extra: 4)).isEmpty)
    }
}
