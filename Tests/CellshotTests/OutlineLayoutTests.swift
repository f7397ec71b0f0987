import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Outline rows: which rows are drawn, their indentation per level in both directions and at two content
/// sizes, explicit indentation, leading accessories, the outline disclosure, template rows and errors.
@Suite("Outlines: layout")
struct OutlineLayoutTests {
    /// A plain list: A (expanded) ▸ A1 (expanded) ▸ A1a; A2 (collapsed) ▸ hidden; B.
    private static func outline(_ extra: String = "") -> String {
        #"""
        { \#(extra) "sections": [ { "rows": [
          { "text": "A", "expanded": true, "children": [
            { "text": "A1", "expanded": true, "children": [ { "text": "A1a" } ] },
            { "text": "A2", "children": [ { "text": "Hidden" } ] } ] },
          { "text": "B" } ] } ] }
        """#
    }

    @Test("Expanded rows show their children below them, depth first; collapsed ones hide theirs")
    func visibleRows() throws {
        let rows = try TestSupport.rows(Self.outline())
        #expect(rows.map(\.depth) == [0, 1, 2, 1, 0])
        #expect(rows.map(\.path.description) == ["sections[0].rows[0]", "sections[0].rows[0].children[0]",
                                                 "sections[0].rows[0].children[0].children[0]",
                                                 "sections[0].rows[0].children[1]", "sections[0].rows[1]"])
        #expect(rows.map(\.frame.minY) == [0, 44, 88, 132, 176])
    }

    @Test("Each level moves the content 10 pt (UIKit's indentationWidth); separators start at the indented text")
    func indentationPerLevel() throws {
        let rows = try TestSupport.rows(Self.outline())
        #expect(rows.map(\.contentFrame) == [Rect(x: 0, y: 0, width: 393, height: 44),
                                              Rect(x: 10, y: 0, width: 383, height: 44),
                                              Rect(x: 20, y: 0, width: 373, height: 44),
                                              Rect(x: 10, y: 0, width: 383, height: 44),
                                              Rect(x: 0, y: 0, width: 393, height: 44)])
        #expect(rows.compactMap(\.views?.text) == [Rect(x: 20, y: 11, width: 353, height: 22),
                                                  Rect(x: 30, y: 11, width: 343, height: 22),
                                                  Rect(x: 40, y: 11, width: 333, height: 22),
                                                  Rect(x: 30, y: 11, width: 343, height: 22),
                                                  Rect(x: 20, y: 11, width: 353, height: 22)])
        #expect(rows.compactMap(\.separator?.minX) == [20, 30, 40, 30, 20])
    }

    @Test("Right to left, the indentation is from the right edge, and so are the separators' starts")
    func rightToLeft() throws {
        let rows = try TestSupport.rows(Self.outline(#""traits": { "direction": "rtl" },"#))
        #expect(rows.map(\.contentFrame) == [Rect(x: 0, y: 0, width: 393, height: 44),
                                              Rect(x: 0, y: 0, width: 383, height: 44),
                                              Rect(x: 0, y: 0, width: 373, height: 44),
                                              Rect(x: 0, y: 0, width: 383, height: 44),
                                              Rect(x: 0, y: 0, width: 393, height: 44)])
        #expect(rows.compactMap(\.views?.text?.maxX) == [373, 363, 353, 363, 373])
        #expect(rows.compactMap(\.separator).map { [$0.minX, $0.maxX] } == [[0, 373], [0, 363], [0, 353], [0, 363], [0, 373]])
    }

    @Test("The indentation does not grow with Dynamic Type; the rows do", arguments: [
        ("large", 44.0, 22.0), ("accessibilityExtraLarge", 104.0, 51.76),   // margins 26 = ⌈11 × 51.76 ÷ 22⌉
    ])
    func contentSizes(contentSize: String, rowHeight: Double, textHeight: Double) throws {
        let rows = try TestSupport.rows(Self.outline(#""traits": { "contentSize": "\#(contentSize)" },"#))
        #expect(rows.compactMap(\.views?.text?.minX) == [20, 30, 40, 30, 20])
        #expect(rows.map(\.frame.height) == Array(repeating: rowHeight, count: 5))
        #expect(rows.compactMap(\.views?.text?.height) == Array(repeating: textHeight, count: 5))
    }

    @Test("Inside an inset grouped card, levels start from the card's margin (20 pt on a wide phone, ios18)")
    func insetGrouped() throws {
        let rows = try TestSupport.rows(Self.outline(#""appearance": "insetGrouped","#))
        #expect(rows.compactMap(\.views?.text?.minX) == [20, 30, 40, 30, 20])
        #expect(rows.map(\.frame.minX) == [20, 20, 20, 20, 20])
        // Between rows only, from the text to the card's edge (no separator under the last row).
        #expect(rows.compactMap(\.separator).map { [$0.minX, $0.maxX] } == [[40, 373], [50, 373], [60, 373], [50, 373]])
    }

    @Test("indentationLevel and indentationWidth on a row replace its depth and the list's width")
    func explicitIndentation() throws {
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [
          { "text": "Level 3", "indentationLevel": 3 },
          { "text": "Wide", "expanded": true, "children": [ { "text": "Child", "indentationWidth": 24 },
                                                            { "text": "Flat", "indentationLevel": 0 } ] } ] } ] }
        """#)
        #expect(rows.compactMap(\.views?.text?.minX) == [50, 20, 44, 20])
        #expect(rows.map(\.depth) == [0, 0, 1, 1])
    }

    @Test("Editing, the leading accessories move with the content unless indentsAccessories is false")
    func leadingAccessories() throws {
        func child(_ indents: Bool) throws -> RowLayout {
            try TestSupport.rows(#"""
            { "sections": [ { "rows": [ { "text": "Folder", "expanded": true, "children": [
              { "text": "File", "indentsAccessories": \#(indents), "accessories": ["delete", "reorder"] } ] } ] } ] }
            """#, state: .editing)[1]
        }
        let indented = try child(true), fixed = try child(false)
        #expect(indented.views?.leadingAccessories == [Rect(x: 30, y: 11, width: 22, height: 22)])
        #expect(indented.contentFrame.minX == 52 && indented.views?.text?.minX == 68)
        #expect(fixed.views?.leadingAccessories == [Rect(x: 20, y: 11, width: 22, height: 22)])
        #expect(fixed.contentFrame.minX == 52 && fixed.views?.text?.minX == 68)
        // Trailing accessories stay at the trailing margin.
        #expect(indented.views?.accessories == [Rect(x: 355, y: 16, width: 18, height: 12)])
    }

    @Test("The outline disclosure points down when the row is expanded, whatever the accessory says", arguments: [
        (#""expanded": true, "accessories": ["outlineDisclosure"]"#, true),
        (#""expanded": false, "accessories": ["outlineDisclosure"]"#, false),
        (#""accessories": [{ "outlineDisclosure": { "expanded": true } }]"#, true),
        (#""expanded": true, "accessories": [{ "outlineDisclosure": { "expanded": true } }]"#, true),
        (#""children": [ { "text": "Hidden" } ], "accessories": ["outlineDisclosure"]"#, false),
    ])
    func outlineDisclosure(row: String, expanded: Bool) throws {
        let laidOut = try #require(try TestSupport.rows(#"{ "sections": [ { "rows": [ { "text": "Folder", \#(row) } ] } ] }"#).first)
        guard case .glyph(.outlineDisclosure(let down), _, _, _) = laidOut.cell?.accessories.first else {
            Issue.record("no outline disclosure: \(String(describing: laidOut.cell?.accessories))")
            return
        }
        #expect(down == expanded)
    }

    @Test("A row with children and no outlineDisclosure draws none: UIKit adds no accessory by itself")
    func noAutomaticDisclosure() throws {
        let rows = try TestSupport.rows(#"{ "sections": [ { "rows": [ { "text": "Folder", "expanded": true, "children": [ { "text": "File" } ] } ] } ] }"#)
        #expect(rows.count == 2 && rows.allSatisfy { $0.cell?.accessories.isEmpty == true })
    }

    @Test("A child pinned to a state keeps it in every column and hides the separators beside it")
    func pinnedChild() throws {
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "text": "Folder", "expanded": true, "children": [
          { "text": "Selected", "state": "selected" }, { "text": "Other" } ] } ] } ] }
        """#)
        #expect(rows.map(\.state) == [.normal, .selected, .normal])
        #expect(rows.map { $0.separator == nil } == [true, true, false])
    }

    @Test("A template row's content view is indented; its background fills the cell")
    func templateRow() throws {
        func rows(_ direction: String) throws -> [RowLayout] {
            try TestSupport.rows(#"""
            { "traits": { "direction": "\#(direction)" },
              "templates": { "t": { "views": { "title": { "label": { "text": "$title" } } },
                                    "constraints": ["H:|-10-[title]-10-|", "V:|-10-[title]-10-|"] } },
              "sections": [ { "rows": [ { "template": "t", "values": { "title": "Folder" }, "expanded": true,
                                          "children": [ { "template": "t", "values": { "title": "File" } } ] } ] } ] }
            """#)
        }
        let ltr = try rows("ltr")
        #expect(ltr[1].bounds == Rect(x: 0, y: 0, width: 393, height: ltr[1].bounds.height))
        #expect(ltr[1].contentFrame.minX == 10 && ltr[1].contentFrame.width == 383)
        #expect(ltr[0].template?.frames["title"]?.minX == 10 && ltr[0].template?.frames["title"]?.width == 373)
        #expect(ltr[1].template?.frames["title"]?.minX == 20 && ltr[1].template?.frames["title"]?.width == 363)
        let rtl = try rows("rtl")
        #expect(rtl[1].contentFrame.minX == 0 && rtl[1].contentFrame.width == 383)
        #expect(rtl[1].template?.frames["title"]?.minX == 10 && rtl[1].template?.frames["title"]?.maxX == 373)
    }

    @Test("Mistakes in children are reported at their paths, collapsed or not")
    func childErrors() throws {
        let symbol = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(#"""
            { "sections": [ { "rows": [ { "text": "Folder", "children": [ { "text": "x" }, { "image": { "symbol": "wfi" } } ] } ] } ] }
            """#, options: RenderOptions(strictSymbols: true))
        }
        #expect(symbol.description.contains("test.json:1:103: error: sections[0].rows[0].children[1].image.symbol:"))
        let value = try #require(throws: DocumentError.self) {
            try TestSupport.document(#"""
            { "templates": { "t": { "views": { "title": { "label": { "text": "$title" } } } } },
              "sections": [ { "rows": [ { "text": "Folder", "children": [ { "template": "t", "values": {} } ] } ] } ] }
            """#)
        }
        #expect(value.description.contains("in the \"values\" of sections[0].rows[0].children[0]"))
    }
}
