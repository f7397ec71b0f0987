import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// A template's list content view (`UIListContentView`, issue 30): laid out as a cell's own content, sized by
/// it, with its `textLayoutGuide` for constraints and the cell's `separatorLayoutGuide` following them.
@Suite("Template list content views", .serialized)
struct TemplateListContentTests {
    /// A plain list of two rows drawn by template `t` (so that the first row has a separator under it).
    private func document(_ template: String, rows: String? = nil) -> String {
        let row = #"{ "template": "t" }"#
        return #"{ "appearance": "plain", "templates": { "t": \#(template) }, "sections": [ { "rows": [ \#(rows ?? "\(row), \(row)") ] } ] }"#
    }

    private static let content = #""style": "subtitleCell", "text": "Headphones", "secondaryText": "Over the ears", "image": { "symbol": "headphones" }"#

    @Test("A list content view filling the content view lays its image and texts out as the row's own content, separator included")
    func fillingMatchesBuiltInRow() throws {
        let template = #"""
        { "views": { "listView": { "listContent": { \#(Self.content) } } },
          "constraints": [ "H:|[listView]|", "V:|[listView]|",
                           "separatorLayoutGuide.leading == listView.textLayoutGuide.leading" ] }
        """#
        let custom = try TestSupport.rows(document(template))[0]
        let builtIn = try TestSupport.rows(#"{ "appearance": "plain", "sections": [ { "rows": [ { \#(Self.content) }, { "text": "B" } ] } ] }"#)[0]
        let layout = try #require(custom.template)
        let frames = try #require(layout.listContentFrames["listView"])
        let views = try #require(builtIn.views)
        #expect(frames.image == views.image)
        #expect(frames.text == views.text)
        #expect(frames.secondaryText == views.secondaryText)
        #expect(custom.frame.height == builtIn.frame.height)
        #expect(layout.frames["listView"] == Rect(x: 0, y: 0, width: 393, height: builtIn.frame.height))
        // The text guide spans the two texts; the separator starts where the text does, as the built-in row's.
        let text = try #require(views.text), secondary = try #require(views.secondaryText)
        #expect(layout.frames["listView.textLayoutGuide"] == Rect(x: text.minX, y: text.minY, width: text.width,
                                                                 height: secondary.maxY - text.minY))
        #expect(layout.separatorLeading == text.minX)
        #expect(custom.separator?.minX == builtIn.separator?.minX)
        #expect(layout.content.cells["listView"]?.text?.string == "Headphones")
    }

    @Test("Beside a label, the list content view gives way (749) and its secondary text wraps; the row grows with it")
    func besideALabel() throws {
        let long = String(repeating: "A pair of earphones to listen to music. ", count: 3)
        let template = #"""
        { "views": { "listView": { "listContent": { "style": "subtitleCell", "text": "Headphones", "secondaryText": "\#(long)",
                                                     "axesPreservingSuperviewLayoutMargins": "none",
                                                     "compressionResistance": { "horizontal": 749 } } },
                     "kind": { "label": { "text": "Music", "font": "body" } } },
          "constraints": [ "listView.top == superview.top", "listView.bottom == superview.bottom",
                           "listView.leading == superview.leading", "kind.leading >= listView.trailing + 16",
                           "superview.trailing == kind.trailing + 16", "kind.centerY == superview.centerY" ] }
        """#
        let row = try TestSupport.rows(document(template))[0]
        let layout = try #require(row.template)
        let list = try #require(layout.frames["listView"]), kind = try #require(layout.frames["kind"])
        #expect(kind.maxX == 377)
        #expect(abs(kind.minX - 16 - list.maxX) < 1e-6)
        #expect(list.minX == 0 && list.minY == 0 && list.height == row.frame.height)
        let frames = try #require(layout.listContentFrames["listView"])
        let secondary = try #require(frames.secondaryText)
        // Wrapped inside the view's margins: its own with no axis preserving the list's (a subtitle cell's 16 leading,
        // 8 trailing: ListContentMetrics).
        #expect(secondary.minX == 16 && abs(secondary.maxX - (list.maxX - 8)) < 1e-6)
        #expect(secondary.height > 40)
        #expect(row.frame.height > 44 + 20)
    }

    @Test("A state overrides a list content view's configuration; values fill its placeholders")
    func statesAndPlaceholders() throws {
        let template = #"""
        { "views": { "listView": { "listContent": { "text": "$title", "textProperties": { "color": "$color" } } } },
          "constraints": [ "H:|[listView]|", "V:|[listView]|" ],
          "states": { "selected": { "listView": { "secondaryText": "Chosen" } } } }
        """#
        let json = #"{ "states": ["normal", "selected"], "templates": { "t": \#(template) }, "sections": [ { "rows": [ { "template": "t", "values": { "title": "Snow", "color": "systemRed" } } ] } ] }"#
        let normal = try #require(try TestSupport.rows(json)[0].template?.content.cells["listView"])
        #expect(normal.text?.string == "Snow" && normal.secondaryText == nil)
        #expect(normal.text?.color == Color(hex: "#FF3B30"))
        let selected = try #require(try TestSupport.rows(json, state: .selected)[0].template?.content.cells["listView"])
        #expect(selected.secondaryText?.string == "Chosen")
    }

    @Test("A list content view's unknown symbol is warned about at its path, naming the row and state drawn")
    func unknownSymbol() throws {
        let renderer = try TestSupport.renderer(#"""
            { "templates": { "t": { "views": { "listView": { "listContent": { "text": "Bus", "image": { "symbol": "$icon" } } } },
                                    "constraints": ["H:|[listView]|", "V:|[listView]|"] } },
              "sections": [ { "rows": [ { "template": "t", "values": { "icon": "fictional.bus" } } ] } ] }
            """#)
        #expect(renderer.symbolWarnings == [
            "templates.t.views.listView.listContent.image.symbol (drawing sections[0].rows[0], normal): unknown SF Symbol "
                + "\"fictional.bus\", drawn as a placeholder (a dashed square); docs/symbols.md says how to add a name",
        ])
    }

    @Test("Right to left, the list content view's texts, its text guide and the separator start at the right")
    func rightToLeft() throws {
        let template = #"""
        { "views": { "listView": { "listContent": { \#(Self.content) } } },
          "constraints": [ "H:|[listView]|", "V:|[listView]|",
                           "separatorLayoutGuide.leading == listView.textLayoutGuide.leading" ] }
        """#
        let json = document(template).replacingOccurrences(of: #"{ "appearance": "plain","#,
                                                           with: #"{ "appearance": "plain", "traits": { "direction": "rtl" },"#)
        let row = try TestSupport.rows(json)[0]
        let builtIn = try TestSupport.rows(#"{ "appearance": "plain", "traits": { "direction": "rtl" }, "sections": [ { "rows": [ { \#(Self.content) }, { "text": "B" } ] } ] }"#)[0]
        let layout = try #require(row.template)
        let text = try #require(layout.listContentFrames["listView"]?.text)
        let image = try #require(layout.listContentFrames["listView"]?.image)
        #expect(text == builtIn.views?.text && image == builtIn.views?.image)
        #expect(text.maxX < image.minX && image.maxX > 350)
        #expect(layout.frames["listView.textLayoutGuide"]?.maxX == text.maxX)
        #expect(layout.separatorLeading == 393 - text.maxX)
        #expect(row.separator.map { $0.maxX } == text.maxX)
    }

    @Test("Mistakes in a list content view are one error with its JSON path",
          arguments: [
            (#"{ "listContent": { "txt": "A" } }"#,
             #"test.json:1:90: error: templates.t.views.listView.listContent.txt: unknown key "txt" in a list content view (did you mean "text"?)"#),
            (#"{ "listContent": { "style": "fancyCell" } }"#,
             #"test.json:1:99: error: templates.t.views.listView.listContent.style: expected a cell style (cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell or accompaniedSidebarSubtitleCell), found the string "fancyCell""#),
            (#"{ "listContent": { "text": "A", "accessories": [] } }"#,
             #"test.json:1:103: error: templates.t.views.listView.listContent.accessories: unknown key "accessories" in a list content view (a list content view shows a configuration's texts and image; the cell's accessories are the row's "accessories")"#),
            (#"{ "listContent": { "text": "A", "subviews": {} } }"#,
             #"test.json:1:103: error: templates.t.views.listView.listContent.subviews: unknown key "subviews" in a list content view ("subviews" is a property of a view)"#),
            (#"{ "listContent": { "textProperties": { "colour": "red" } } }"#,
             #"test.json:1:110: error: templates.t.views.listView.listContent.textProperties.colour: unknown key "colour" in text properties (did you mean "color"?)"#),
            (#"{ "listContent": { "imageToTextPadding": -4 } }"#,
             #"test.json:1:112: error: templates.t.views.listView.listContent.imageToTextPadding: expected a padding from 0 to 4096 points, found the number -4"#),
          ])
    func errors(view: String, message: String) {
        let json = document(#"{ "views": { "listView": \#(view) }, "constraints": [ "H:|[listView]|", "V:|[listView]|" ] }"#)
        #expect(throws: DocumentError.self) { try TestSupport.document(json) }
        do {
            _ = try TestSupport.document(json)
        } catch {
            #expect("\(error)" == message)
        }
    }
}
