import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// Template buttons: sized by their content in each style, their colours and fills, and their decoding errors.
@Suite("Template buttons", .serialized)
struct ButtonLayoutTests {
    let environment: RenderEnvironment

    init() throws {
        environment = try RenderEnvironment()
    }

    /// A one-row document whose template holds `views`, the buttons pinned to the top leading margin.
    private func row(_ views: String, constraints: String, extra: String = "",
                     state: CellState = .normal) throws -> RowLayout {
        let json = #"""
        { \#(extra) "templates": { "t": { "views": { \#(views) }, "constraints": [ \#(constraints) ] } },
          "sections": [ { "rows": [ { "template": "t" } ] } ] }
        """#
        let renderer = try ListRenderer(document: try TestSupport.document(json), file: "test.json",
                                        options: RenderOptions(), environment: environment)
        return try #require(try renderer.layout(in: state).sections[0].rows.first)
    }

    /// Whether two frames agree to a thousandth of a point (the solver's sums round differently from the test's).
    private func close(_ frame: Rect?, _ expected: Rect) -> Bool {
        guard let frame else { return false }
        return [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
                frame.height - expected.height].allSatisfy { abs($0) < 1e-3 }
    }

    private func titleSize(_ text: String, _ font: FontDescriptor) -> Size {
        environment.measurer.measure(text, TextAttributes(font: font), width: nil).size
    }

    @Test("An image-only custom button is its symbol's size, the symbol in the tint, no fill (the Today app's done button)")
    func imageOnlyCustomButton() throws {
        let row = try row(#""done": { "button": { "symbol": "circle", "pointSize": 28, "style": "custom" } }"#,
                          constraints: #""H:|-[done]", "V:|-[done]-|""#)
        let template = try #require(row.template)
        let side = ListContentMetrics.symbolSize(forPointSize: 28).width
        #expect(template.frames["done"] == Rect(x: 20, y: 11, width: side, height: side))
        let button = try #require(template.content.buttons["done"])
        #expect(button.image?.tint == Color(hex: "#007AFF"))
        #expect(button.title == nil && button.fill == .clear)
        #expect(row.frame.height == side + 22)
    }

    @Test("A system button's title: system 15 pt in the tint, 6 pt above and below, no insets at the sides")
    func systemTitleButton() throws {
        let row = try row(#""add": { "button": { "title": "Add item" } }"#, constraints: #""H:|-[add]", "V:|-[add]""#)
        let template = try #require(row.template)
        let title = titleSize("Add item", .system(size: 15))
        #expect(close(template.frames["add"], Rect(x: 20, y: 11, width: title.width, height: title.height + 12)))
        let button = try #require(template.content.buttons["add"])
        #expect(button.title?.attributes.font == .system(size: 15))
        #expect(button.title?.color == Color(hex: "#007AFF"))
    }

    @Test("A filled button: the body title in white on the tint, 7 and 12 pt insets, a capsule in ios26, 6 pt corners in ios18")
    func filledButton() throws {
        let views = #""buy": { "button": { "title": "Buy", "style": "filled", "tint": "systemGreen" } }"#
        let row = try row(views, constraints: #""H:|-[buy]", "V:|-[buy]""#, extra: #""look": "ios26","#)
        let template = try #require(row.template)
        let title = titleSize("Buy", TextStyle.body.font())
        #expect(close(template.frames["buy"], Rect(x: 20, y: 11, width: title.width + 24, height: title.height + 14)))
        let button = try #require(template.content.buttons["buy"])
        #expect(button.title?.color == Color(hex: "#FFFFFF"))
        #expect(button.fill == ColorReference.system(.systemGreen).resolved(for: .light, in: .ios26))
        #expect(button.cornerRadius == .infinity)
        let ios18 = try self.row(views, constraints: #""H:|-[buy]", "V:|-[buy]""#, extra: #""look": "ios18","#)
        #expect(ios18.template?.content.buttons["buy"]?.cornerRadius == 6)
    }

    @Test("Image and title side by side with imagePadding; tinted and gray fills; contentInsets replace the style's")
    func imageAndTitle() throws {
        let row = try row(#"""
            "a": { "button": { "title": "Share", "symbol": "square.and.arrow.up", "style": "tinted", "imagePadding": 4 } },
            "b": { "button": { "title": "More", "style": "gray", "contentInsets": { "top": 2, "leading": 3, "bottom": 4, "trailing": 5 } } }
            """#, constraints: #""H:|-[a]-8-[b]", "V:|-[a]", "V:|-[b]""#)
        let template = try #require(row.template)
        let share = titleSize("Share", TextStyle.body.font())
        let symbol = ListContentMetrics.symbolSize(forPointSize: 17)
        let a = try #require(template.frames["a"])
        #expect(abs(a.width - (symbol.width + 4 + share.width + 24)) < 1e-3)
        #expect(abs(a.height - (max(symbol.height, share.height) + 14)) < 1e-3)
        let more = titleSize("More", TextStyle.body.font())
        #expect(close(template.frames["b"], Rect(x: a.maxX + 8, y: 11, width: more.width + 8, height: more.height + 6)))
        #expect(template.content.buttons["a"]?.fill == Color(hex: "#007AFF")?.withAlpha(0.15))
        #expect(template.content.buttons["b"]?.fill.alpha ?? 0 > 0)
    }

    @Test("A button's keys are checked: an image view's contentMode, a style that is not one")
    func decodingErrors() throws {
        let wrongKey = #"{ "templates": { "t": { "views": { "b": { "button": { "symbol": "star", "contentMode": "center" } } } } }, "sections": [] }"#
        #expect(throws: DocumentError.self) { try TestSupport.document(wrongKey) }
        do {
            _ = try TestSupport.document(wrongKey)
        } catch let error as DocumentError {
            #expect(error.path?.description == "templates.t.views.b.button.contentMode")
            #expect(error.description.contains("\"contentMode\" is a property of an image"))
        }
        let wrongStyle = #"{ "templates": { "t": { "views": { "b": { "button": { "title": "A", "style": "bordered" } } } } }, "sections": [] }"#
        do {
            _ = try TestSupport.document(wrongStyle)
            Issue.record("a style that is not one was accepted")
        } catch let error as DocumentError {
            #expect(error.path?.description == "templates.t.views.b.button.style")
            #expect(error.description.contains("a button style"))
        }
    }

    @Test("A row's own tint colours its checkmark and symbol, and a template row's buttons; other rows keep the document's")
    func rowTint() throws {
        let json = #"""
        { "look": "ios26", "templates": { "t": { "views": { "b": { "button": { "symbol": "circle" } } },
                                                "constraints": [ "H:|-[b]", "V:|-[b]-|" ] } },
          "sections": [ { "rows": [
            { "text": "Own", "image": { "symbol": "star.fill" }, "accessories": ["checkmark"], "tint": "systemOrange" },
            { "text": "Document's", "accessories": ["checkmark"] },
            { "template": "t", "tint": "systemPurple" } ] } ] }
        """#
        let renderer = try ListRenderer(document: try TestSupport.document(json), file: "test.json",
                                        options: RenderOptions(), environment: environment)
        let rows = try renderer.layout(in: .normal).sections[0].rows
        let orange = ColorReference.system(.systemOrange).resolved(for: .light, in: .ios26)
        let blue = ColorReference.system(.systemBlue).resolved(for: .light, in: .ios26)
        let purple = ColorReference.system(.systemPurple).resolved(for: .light, in: .ios26)
        #expect(rows[0].cell?.accessories.first?.color == orange)
        #expect(rows[0].cell?.image?.tint == orange)
        #expect(rows[1].cell?.accessories.first?.color == blue)
        #expect(rows[2].template?.content.buttons["b"]?.image?.tint == purple)
    }
}
