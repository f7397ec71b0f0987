import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// The names a list built in Swift uses are UIKit's, and each means what the document's spelling means.
@Suite struct SwiftBuildingTests {
    @Test("Template values as Swift literals are the values the same JSON reads as")
    func literals() throws {
        let values: JSONValue = ["title": "Inbox", "count": 3, "ratio": 0.5, "hasNew": true, "badge": .null,
                                 "tags": ["a", 1]]
        let parsed = try JSONParser.parse(Array(#"""
            {"title": "Inbox", "count": 3, "ratio": 0.5, "hasNew": true, "badge": null, "tags": ["a", 1]}
            """#.utf8))
        #expect(values == parsed)
        // A key written twice keeps its last value in its first place, as a dictionary would.
        let repeated: JSONValue = ["a": 1, "b": 2, "a": 3]
        #expect(repeated == .object([JSONMember(key: "a", value: 3), JSONMember(key: "b", value: 2)]))
        let row = Row.template("message", values: ["sender": "Ada", "unread": true])
        #expect(row.content == .template(name: "message", values: ["sender": .string("Ada"), "unread": .bool(true)]))
    }

    @Test("A row draws a built-in cell or a template, never both; each kind's parts read nil on the other")
    func rowKinds() throws {
        let cell = Row(configuration: .cell(text: "Wi-Fi"), state: .selected,
                       states: [.selected: CellConfiguration(text: "Wi-Fi (on)")])
        #expect(cell.content == .cell(configuration: .cell(text: "Wi-Fi"),
                                      states: [.selected: CellConfiguration(text: "Wi-Fi (on)")]))
        #expect(cell.configuration == .cell(text: "Wi-Fi") && cell.template == nil)
        #expect(cell.configuration(for: .selected) == .cell(text: "Wi-Fi (on)"))
        #expect(cell.configuration(for: .highlighted) == .cell(text: "Wi-Fi"))
        let path = JSONPath.root.appending(key: "sections").appending(index: 0).appending(key: "rows").appending(index: 0)
        #expect(cell.writtenConfigurations(at: path).map(\.path.description)
                    == ["sections[0].rows[0]", "sections[0].rows[0].states.selected"])

        let template = Row.template("message", values: ["sender": "Ada"])
        #expect(template == Row(.template(name: "message", values: ["sender": .string("Ada")])))
        #expect(template.template == "message" && template.configuration == nil)
        #expect(template.configuration(for: .normal) == nil && template.writtenConfigurations(at: path).isEmpty)

        let document = try TestSupport.decode(#"""
        { "templates": { "message": {} },
          "sections": [ { "rows": [ { "template": "message", "values": { "sender": "Ada" }, "state": "selected" },
                                    { "text": "Wi-Fi" } ] } ] }
        """#)
        #expect(document.sections[0].rows == [Row(template: "message", values: ["sender": "Ada"], state: .selected),
                                              Row(configuration: CellConfiguration(text: "Wi-Fi"))])
    }

    @Test("Factories by UIKit's names set the style; every property left out stays the document's default")
    func factories() {
        #expect(CellConfiguration.cell() == CellConfiguration(style: .cell))
        #expect(CellConfiguration.valueCell(text: "Wi-Fi", secondaryText: "Home", accessories: [.checkmark])
                == CellConfiguration(style: .valueCell, text: "Wi-Fi", secondaryText: "Home", accessories: [.checkmark]))
        let styles: [CellConfiguration] = [.cell(), .subtitleCell(), .valueCell(), .sidebarCell(), .sidebarSubtitleCell(),
                                           .accompaniedSidebarCell(), .accompaniedSidebarSubtitleCell()]
        #expect(styles.compactMap(\.style) == CellStyle.allCases)
    }

    @Test("Colours and fonts by UIKit's names are the ones the document's names read as")
    func colorsAndFonts() throws {
        let document = try TestSupport.decode(#"""
            { "tint": "systemPink", "sections": [ { "rows": [
                { "text": "a", "textProperties": { "font": "headline", "color": "secondaryLabel" } },
                { "text": "b", "textProperties": { "font": { "size": 15, "weight": "semibold" }, "color": "#34C759" } },
                { "text": "c", "textProperties": { "font": { "size": 20, "weight": "bold" } } } ] } ] }
            """#)
        #expect(document.tint == .systemPink)
        let rows = document.sections[0].rows.map { $0.configuration?.textProperties }
        #expect(rows[0]?.font == .preferredFont(forTextStyle: .headline))
        #expect(rows[0]?.color == .secondaryLabel)
        #expect(rows[1]?.font == .systemFont(ofSize: 15, weight: .semibold))
        #expect(rows[1]?.color == .rgb(0x34, 0xC7, 0x59))
        #expect(rows[2]?.font == .boldSystemFont(ofSize: 20))
        #expect(ColorReference.tintColor == .system(.tintColor) && ColorReference.link.description == "link")
    }

    @Test("A document loads from a file URL; another URL is one clear error")
    func urls() throws {
        let folder = try TestSupport.temporaryFolder()
        let file = URL(fileURLWithPath: folder).appendingPathComponent("list.json")
        try Data(#"{ "sections": [ { "rows": [ { "text": "a" } ] } ] }"#.utf8).write(to: file)
        #expect(try ListDocument.load(contentsOf: file).sections[0].rows[0].configuration?.text == "a")
        let remote = try #require(URL(string: "https://example.com/list.json"))
        #expect(throws: DocumentError(.unreadableFile, file: "\"https://example.com/list.json\"", path: nil,
                                      message: "cannot read the document: cellshot reads files, not https URLs")) {
            try ListDocument.load(contentsOf: remote)
        }
    }
}
