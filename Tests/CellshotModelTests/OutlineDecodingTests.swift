import CellshotModel
import Testing

/// Outline rows: children, expanded, indentation keys, the outline walk and the exact text of their errors.
@Suite("Outlines: decoding")
struct OutlineDecodingTests {
    private static func rows(_ json: String) throws -> [Row] {
        try TestSupport.decode(#"{ "sections": [ { "rows": \#(json) } ] }"#).sections[0].rows
    }

    @Test("Children, expanded and the indentation keys decode, nested")
    func keys() throws {
        let rows = try Self.rows(#"""
        [{ "text": "Documents", "expanded": true, "indentationWidth": 24, "indentsAccessories": false,
           "children": [ { "text": "Work", "children": [ { "text": "Report" } ] }, { "text": "Flat", "indentationLevel": 0 } ] },
         { "text": "Plain" }]
        """#)
        #expect(rows.count == 2)
        let documents = rows[0]
        #expect(documents.expanded == true && documents.indentationWidth == 24 && documents.indentsAccessories == false)
        #expect(documents.children.map(\.configuration?.text) == ["Work", "Flat"])
        #expect(documents.children[0].children[0].configuration?.text == "Report")
        #expect(documents.children[0].expanded == nil && documents.children[1].indentationLevel == 0)
        #expect(documents.showsChildren && !documents.children[0].showsChildren && !rows[1].showsChildren)
    }

    @Test("The outline lists rows depth first with their paths; collapsed children only when asked")
    func outlineWalk() throws {
        let section = try TestSupport.decode(#"""
        { "sections": [ { "rows": [
          { "text": "A", "expanded": true, "children": [ { "text": "A1", "children": [ { "text": "A1a" } ] }, { "text": "A2" } ] },
          { "text": "B", "children": [ { "text": "B1" } ] } ] } ] }
        """#).sections[0]
        let path = JSONPath.root.appending(key: "sections").appending(index: 0)
        let visible = section.outline(at: path, visibleOnly: true)
        #expect(visible.map(\.row.configuration?.text) == ["A", "A1", "A2", "B"])
        #expect(visible.map(\.depth) == [0, 1, 1, 0])
        #expect(visible.map(\.path.description) == ["sections[0].rows[0]", "sections[0].rows[0].children[0]",
                                                    "sections[0].rows[0].children[1]", "sections[0].rows[1]"])
        let all = section.outline(at: path, visibleOnly: false)
        #expect(all.map(\.row.configuration?.text) == ["A", "A1", "A1a", "A2", "B", "B1"])
        #expect(all[2].path.description == "sections[0].rows[0].children[0].children[0]" && all[2].depth == 2)
    }

    @Test("Template rows may have children and be expanded")
    func templateRows() throws {
        let document = try TestSupport.decode(#"""
        { "templates": { "t": { "views": { "title": { "label": { "text": "$title" } } },
                                "constraints": ["H:|-[title]-|", "V:|-[title]-|"] } },
          "sections": [ { "rows": [ { "template": "t", "values": { "title": "Folder" }, "expanded": true,
                                      "indentationLevel": 2,
                                      "children": [ { "template": "t", "values": { "title": "File" } } ] } ] } ] }
        """#)
        let row = document.sections[0].rows[0]
        #expect(row.showsChildren && row.indentationLevel == 2 && row.children[0].template == "t")
    }

    @Test("An outline nests at most 16 levels: a row at level 16 can have no children")
    func depthLimit() throws {
        func nested(_ depth: Int) -> String {
            depth == 0 ? #"{ "text": "leaf" }"# : #"{ "text": "n", "children": [\#(nested(depth - 1))] }"#
        }
        #expect(TestSupport.errorOf(#"{ "sections": [ { "rows": [\#(nested(16))] } ] }"#) == nil)
        let message = try #require(TestSupport.errorText(#"{ "sections": [ { "rows": [\#(nested(17))] } ] }"#))
        let path = "sections[0].rows[0]" + String(repeating: ".children[0]", count: 16) + ".children"
        #expect(message == "list.json: error: \(path): expected rows nested at most 16 levels deep, found children at "
            + #"level 17 (an outline this deep leaves no room for text; set "indentationLevel" on the rows to draw deeper levels)"#)
    }

    @Test("Each outline mistake gives exactly this message", arguments: [
        (#"{ "children": {} }"#, #"sections[0].rows[0].children: expected an array of rows, found an object"#),
        (#"{ "children": [ { "txt": "a" } ] }"#,
         #"sections[0].rows[0].children[0].txt: unknown key "txt" in a row (did you mean "text"?)"#),
        (#"{ "children": [ { "children": [ { "style": "valuecell" } ] } ] }"#,
         #"sections[0].rows[0].children[0].children[0].style: expected a cell style (cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell or accompaniedSidebarSubtitleCell), found the string "valuecell" (did you mean "valueCell"?)"#),
        (#"{ "expanded": "yes" }"#, #"sections[0].rows[0].expanded: expected true or false, found the string "yes""#),
        (#"{ "indentationLevel": 1.5 }"#,
         #"sections[0].rows[0].indentationLevel: expected an indentation level (a whole number from 0 to 16), found the number 1.5"#),
        (#"{ "indentationLevel": 17 }"#,
         #"sections[0].rows[0].indentationLevel: expected an indentation level (a whole number from 0 to 16), found the number 17"#),
        (#"{ "indentationWidth": -10 }"#,
         #"sections[0].rows[0].indentationWidth: expected an indentation width from 0 to 4096 points, found the number -10"#),
        (#"{ "indentsAccessories": 1 }"#, #"sections[0].rows[0].indentsAccessories: expected true or false, found the number 1"#),
        (#"{ "expanded": false, "accessories": [{ "outlineDisclosure": { "expanded": true } }] }"#,
         #"sections[0].rows[0].accessories[0].outlineDisclosure.expanded: expected the row's "expanded" (false), found true (the row's "expanded" decides which way its outline disclosure points; remove one of the two)"#),
        (#"{ "expanded": true, "states": { "selected": { "accessories": [{ "outlineDisclosure": { "expanded": false } }] } } }"#,
         #"sections[0].rows[0].states.selected.accessories[0].outlineDisclosure.expanded: expected the row's "expanded" (true), found false (the row's "expanded" decides which way its outline disclosure points; remove one of the two)"#),
        (#"{ "states": { "selected": { "children": [] } } }"#,
         #"sections[0].rows[0].states.selected.children: unknown key "children" in a state override (a state override holds only cell properties, not "state", "states", "template", "values" or the row's place in an outline)"#),
    ])
    func mistakes(row: String, message: String) {
        #expect(TestSupport.errorText(#"{ "sections": [ { "rows": [\#(row)] } ] }"#) == "list.json: error: " + message)
    }
}
