import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// The editing and focused states: which accessories each state displays, and a focused cell's colours.
@Suite("States: editing and focused")
struct EditingFocusTests {
    private static let editable = #"""
    { "sections": [ { "rows": [
      { "text": "Mail", "accessories": ["delete", "disclosureIndicator", "reorder"] },
      { "text": "Notes", "accessories": [{ "label": { "text": "3", "displayed": "whenNotEditing" } }, "reorder"] },
      { "text": "Pinned", "accessories": [{ "delete": { "displayed": "always" } }, { "checkmark": { "displayed": "whenEditing" } }] } ] } ] }
    """#

    @Test("Normal shows what is displayed always or when not editing; editing adds the editing controls", arguments: [
        (CellState.normal, [0, 0, 1], [1, 1, 0]),
        (.editing, [1, 0, 1], [2, 1, 1]),
        (.selected, [0, 0, 1], [1, 1, 0]),
        (.focused, [0, 0, 1], [1, 1, 0]),
    ])
    func displayedPerState(state: CellState, leading: [Int], trailing: [Int]) throws {
        let rows = try TestSupport.rows(Self.editable, state: state)
        #expect(rows.compactMap(\.views?.leadingAccessories.count) == leading)
        #expect(rows.compactMap(\.views?.accessories.count) == trailing)
    }

    @Test("Editing: the delete circle at the margin, the content after it, the reorder handle last")
    func editingFrames() throws {
        let rows = try TestSupport.rows(Self.editable, state: .editing)
        #expect(rows[0].views?.leadingAccessories == [Rect(x: 20, y: 11, width: 22, height: 22)])
        #expect(rows[0].views?.text?.minX == 58)
        #expect(rows[0].views?.accessories == [Rect(x: 339, y: 15, width: 8, height: 14),
                                              Rect(x: 355, y: 16, width: 18, height: 12)])
        // Without its delete circle the normal row's text is back at the margin.
        #expect(try TestSupport.rows(Self.editable)[0].views?.text?.minX == 20)
        // The label shown when not editing is gone; the handle takes the trailing edge.
        #expect(rows[1].views?.accessories == [Rect(x: 355, y: 16, width: 18, height: 12)])
    }

    @Test("Focused: the tint behind white text, 80% white secondary text, white symbols and glyphs")
    func focusedColors() throws {
        let json = #"""
        { "sections": [ { "rows": [
          { "text": "Inbox", "secondaryText": "12 unread", "image": { "symbol": "tray" },
            "accessories": [{ "label": "3" }, "disclosureIndicator"] },
          { "text": "Custom", "textProperties": { "color": "systemRed" }, "background": { "color": "systemYellow" } } ] } ] }
        """#
        let document = try TestSupport.document(json)
        let tint = document.resolvedTint
        let rows = try TestSupport.rows(json, state: .focused)
        let cell = try #require(rows[0].cell)
        #expect(cell.background.color == tint)
        #expect(cell.text?.color == .white && cell.secondaryText?.color == Color.white.withAlpha(0.8))
        #expect(cell.image?.tint == .white)
        // The label and the chevron are secondary marks: white at 80 %.
        #expect(cell.accessories.map(\.color) == [Color.white.withAlpha(0.8), Color.white.withAlpha(0.8)])
        // The document's colours are the developer's: kept.
        #expect(rows[1].cell?.text?.color == document.resolve(.system(.systemRed)))
        #expect(rows[1].cell?.background.color == document.resolve(.system(.systemYellow)))
        // A focused cell's tint reaches its neighbours: no separators beside it.
        #expect(rows.allSatisfy { $0.separator == nil })
    }

    @Test("Editing draws the normal background and colours")
    func editingColors() throws {
        let normal = try #require(try TestSupport.rows(Self.editable)[0].cell)
        let editing = try #require(try TestSupport.rows(Self.editable, state: .editing)[0].cell)
        #expect(editing.background == normal.background && editing.text == normal.text)
    }

    @Test("A row's states may override the editing and focused states")
    func overrides() throws {
        let json = #"""
        { "sections": [ { "rows": [ { "text": "Row",
          "states": { "editing": { "text": "Editing", "accessories": ["delete"] }, "focused": { "text": "Focused" } } } ] } ] }
        """#
        #expect(try TestSupport.rows(json, state: .editing)[0].cell?.text?.string == "Editing")
        #expect(try TestSupport.rows(json, state: .editing)[0].views?.leadingAccessories.count == 1)
        #expect(try TestSupport.rows(json, state: .focused)[0].cell?.text?.string == "Focused")
    }

    @Test("A template's editing and focused states apply in those columns; a focused template row is tinted")
    func templates() throws {
        let json = #"""
        { "templates": { "t": { "views": { "title": { "label": { "text": "Plain" } } },
                                "constraints": ["H:|-[title]-|", "V:|-[title]-|"],
                                "states": { "editing": { "title": { "text": "Editing" } },
                                            "focused": { "title": { "text": "Focused", "color": "white" } } } } },
          "sections": [ { "rows": [ { "template": "t" } ] } ] }
        """#
        let tint = try TestSupport.document(json).resolvedTint
        let editing = try TestSupport.rows(json, state: .editing)[0]
        #expect(editing.template?.content.texts["title"]?.string == "Editing")
        let focused = try TestSupport.rows(json, state: .focused)[0]
        #expect(focused.template?.content.texts["title"]?.string == "Focused")
        #expect(focused.background.color == tint)
    }
}
