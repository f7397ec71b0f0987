import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// Custom templates: exact frames for each view kind, stacks, hidden views, multi-line growth, RTL,
/// and the diagnostics of their constraints.
@Suite("Template layout", .serialized)
struct TemplateLayoutTests {
    let environment: RenderEnvironment

    init() throws {
        environment = try RenderEnvironment()
    }

    private func renderer(_ json: String, options: RenderOptions = RenderOptions()) throws -> ListRenderer {
        try ListRenderer(document: try TestSupport.document(json), file: "test.json", options: options,
                         environment: environment)
    }

    /// A one-template document: `template` is the template object, `values` the row's values.
    private func document(_ template: String, values: String = "{}", extra: String = "") -> String {
        #"{ \#(extra) "templates": { "t": \#(template) }, "sections": [ { "rows": [ { "template": "t", "values": \#(values) } ] } ] }"#
    }

    private func row(_ json: String, state: CellState = .normal) throws -> RowLayout {
        try #require(try renderer(json).layout(in: state).sections[0].rows.first)
    }

    @Test("DESIGN's notice: 10 pt insets, the title on one line, the body under it, the row hugging both")
    func notice() throws {
        let json = document(#"""
        { "background": { "color": "systemBlue" },
          "views": { "title": { "label": { "text": "$title", "font": { "size": 14, "weight": "bold" }, "color": "white", "lines": 1 } },
                     "body":  { "label": { "text": "$body", "font": { "size": 12 }, "color": "white", "lines": 0 } } },
          "constraints": [ "V:|-10-[title]-10-[body]-10-|", "H:|-10-[title]-10-|", "H:|-10-[body]-10-|", "body.width >= 100 @750" ],
          "states": { "selected": { "title": { "text": "선택됨: $title" } } } }
        """#, values: #"{ "title": "오늘도 코딩", "body": "바디부분" }"#)
        // System-font line heights: 14 × 20.29 / 17 and 12 × 20.29 / 17, whatever the script.
        let title = 16.71, body = 14.32
        let normal = try row(json)
        let frames = try #require(normal.template).frames
        #expect(frames["title"] == Rect(x: 10, y: 10, width: 373, height: title))
        #expect(frames["body"] == Rect(x: 10, y: 20 + title, width: 373, height: body))
        #expect(abs(normal.frame.height - (30 + title + body)) < 1 / 3 + 1e-9)
        #expect(normal.background.color == Color(hex: "#007AFF"))
        // A template row has no built-in cell; its content view fills the cell, with a cell content view's margins.
        #expect(normal.cell == nil && normal.views == nil)
        #expect(normal.contentFrame == normal.bounds && normal.bounds.width == 393)
        #expect(normal.template?.layoutMargins == DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
        let selected = try row(json, state: .selected)
        #expect(selected.template?.content.texts["title"]?.string == "선택됨: 오늘도 코딩")
        #expect(selected.background.color == Color(hex: "#007AFF"))   // the document's colour in every state
    }

    @Test("A multi-line label grows the row; its height follows its solved width")
    func multiLineGrowth() throws {
        let long = String(repeating: "바디 라벨 ", count: 40)
        let json = document(#"""
        { "views": { "body": { "label": { "text": "$body", "font": "body", "lines": 0 } } },
          "constraints": [ "H:|-10-[body]-10-|", "V:|-10-[body]-10-|" ] }
        """#, values: #"{ "body": "\#(long)" }"#)
        let frame = try #require(try row(json).template?.frames["body"])
        #expect(frame.width == 373)
        #expect(frame.height > 66 && frame.height.truncatingRemainder(dividingBy: 22) == 0)
    }

    @Test("Stacks: fillEqually shares the width, hidden views collapse, a spacer takes what is left")
    func stacks() throws {
        let json = document(#"""
        { "views": {
            "equal": { "stack": { "axis": "horizontal", "distribution": "fillEqually", "spacing": 10, "arranged": {
              "a": { "label": { "text": "A" } }, "b": { "label": { "text": "B" } }, "c": { "label": { "text": "C" } } } } },
            "row": { "stack": { "axis": "horizontal", "alignment": "center", "spacing": 8, "arranged": {
              "icon": { "image": { "symbol": "star", "width": 20, "height": 20 } },
              "hiddenBadge": { "label": { "text": "NEW", "hidden": true } },
              "name": { "label": { "text": "Name" } },
              "gap": { "spacer": {} },
              "value": { "label": { "text": "42" } } } } } },
          "constraints": [ "H:|-0-[equal(320)]", "V:|-0-[equal]-0-[row]-0-|", "H:|-0-[row]-0-|" ] }
        """#, extra: #""width": 393,"#)
        let frames = try #require(try row(json).template?.frames)
        #expect(frames["a"]?.width == 100 && frames["b"]?.minX == 110 && frames["c"]?.minX == 220)
        // Centred in the row stack, as tall as a 17 pt system-font line (20.29 pt): (20.29 − 20) / 2 down.
        let row = try #require(frames["row"])
        #expect(frames["icon"] == Rect(x: 0, y: row.minY + (row.height - 20) / 2, width: 20, height: 20))
        #expect(abs(row.height - 20.29) < 1e-9)
        // The hidden badge takes no space and no spacing: the name follows the icon at 8.
        #expect(frames["name"]?.minX == 28)
        #expect(frames["value"]?.maxX == 393)
        let gap = try #require(frames["gap"]), name = try #require(frames["name"]), value = try #require(frames["value"])
        #expect(abs(gap.minX - (name.maxX + 8)) < 1e-6 && abs(gap.maxX - (value.minX - 8)) < 1e-6)
    }

    @Test("Plain views nest subviews; guides take part in constraints; fixed sizes hold")
    func viewsAndGuides() throws {
        let json = document(#"""
        { "views": {
            "card": { "view": { "backgroundColor": "white", "cornerRadius": 8, "clipsToBounds": true, "height": 60,
                                "subviews": { "badge": { "label": { "text": "NEW" } } } } },
            "half": { "guide": {} } },
          "constraints": [ "H:|-16-[card]-16-|", "V:|-8-[card]-8-|",
                           "half.leading == superview.leading", "half.width == 0.5 * superview.width",
                           "half.top == superview.top", "half.height == 10",
                           "badge.trailing == card.trailing - 8", "badge.top == card.top + 8" ] }
        """#)
        let laidOut = try row(json)
        let frames = try #require(laidOut.template?.frames)
        #expect(frames["card"] == Rect(x: 16, y: 8, width: 361, height: 60))
        #expect(laidOut.frame.height == 76)
        #expect(frames["half"] == Rect(x: 0, y: 0, width: 196.5, height: 10))
        #expect(frames["badge"]?.maxX == 369 && frames["badge"]?.minY == 16)
    }

    @Test("Right to left: leading and trailing flip, left and right do not")
    func rightToLeft() throws {
        let json = document(#"""
        { "views": { "a": { "label": { "text": "A", "width": 50, "height": 20 } }, "b": { "label": { "text": "B", "width": 50, "height": 20 } } },
          "constraints": [ "a.leading == superview.leading + 10", "b.left == superview.left + 10",
                           "V:|-0-[a]-0-|", "b.top == a.top" ] }
        """#, extra: #""traits": { "direction": "rtl" },"#)
        let frames = try #require(try row(json).template?.frames)
        #expect(frames["a"] == Rect(x: 333, y: 0, width: 50, height: 20))
        #expect(frames["b"] == Rect(x: 10, y: 0, width: 50, height: 20))
    }

    @Test("Custom states from row values: a true value applies the state's override")
    func customStates() throws {
        let template = #"""
        { "views": { "star": { "image": { "symbol": "star.fill", "hidden": true, "width": 20, "height": 20 } },
                     "name": { "label": { "text": "$name" } } },
          "constraints": [ "H:|-10-[star]-8-[name]", "V:|-10-[name]-10-|", "star.centerY == name.centerY" ],
          "states": { "isFavorite": { "star": { "hidden": false, "tint": "systemYellow" } } } }
        """#
        let off = try row(document(template, values: #"{ "name": "Kim", "isFavorite": false }"#))
        let on = try row(document(template, values: #"{ "name": "Kim", "isFavorite": true }"#))
        #expect(off.template?.definition.views[0].properties.hidden == true)
        #expect(on.template?.definition.views[0].properties.hidden == false)
        #expect(on.template?.content.images["star"]?.tint == Color(hex: "#FFCC00"))
    }

    @Test("Conflicting required constraints: UIKit's recovery and a warning; --strict makes it an error")
    func conflicts() throws {
        let json = document(#"""
        { "views": { "box": { "view": { "width": 100 } } },
          "constraints": [ "box.width == 200", "H:|-0-[box]", "V:|-0-[box(20)]-0-|" ] }
        """#)
        let lenient = try renderer(json)
        _ = try lenient.layout(in: .normal)
        let warning = try #require(lenient.warnings.first)
        #expect(warning.hasPrefix("templates.t (drawing sections[0].rows[0], normal): Unable to simultaneously satisfy constraints."))
        #expect(warning.contains("box.width == 200"))
        let error = try #require(throws: CellshotError.self) {
            try renderer(json, options: RenderOptions(strict: true)).layout(in: .normal)
        }
        #expect(error.isBadInput && error.description.contains("templates.t.constraints: Unable to simultaneously satisfy"))
    }

    @Test("An ambiguous view is a warning naming the view and the free axis")
    func ambiguity() throws {
        let json = document(#"""
        { "views": { "floating": { "view": { "width": 10, "height": 10 } } },
          "constraints": [ "floating.top == superview.top", "superview.height == 20" ] }
        """#)
        let renderer = try renderer(json)
        _ = try renderer.layout(in: .normal)
        #expect(renderer.warnings.contains { $0.contains("floating") && $0.contains("horizontal axis") }, "\(renderer.warnings)")
    }

    @Test("A constraint that does not parse is an error at its path with a caret under the place")
    func syntaxErrors() throws {
        let json = document(#"""
        { "views": { "title": { "label": { "text": "x" } } }, "constraints": [ "H:|-10-[title]-10-|", "title.leading == titel.trailing" ] }
        """#)
        let error = try #require(throws: CellshotError.self) { try renderer(json).layout(in: .normal) }
        #expect(error.isBadInput)
        #expect(error.description.contains("templates.t.constraints[1]:"))
        #expect(error.description.contains("title.leading == titel.trailing\n                   ^"), "\(error.description)")
    }

    @Test("Rows whose values change layout properties get the system of their values, not a shared one")
    func valuesInLayoutPropertiesAreNotShared() throws {
        // `hidden` and `lines` (a label's line count) decide the system; `text` and `color` do not.
        let rows = [#"{ "template": "t", "values": { "hide": false, "lines": 1, "title": "A" } }"#,
                    #"{ "template": "t", "values": { "hide": true, "lines": 0, "title": "B" } }"#,
                    #"{ "template": "t", "values": { "hide": false, "lines": 1, "title": "C" } }"#]
        let renderer = try renderer(#"""
        { "templates": { "t": {
            "views": { "stack": { "stack": { "axis": "horizontal", "spacing": 8, "arranged": {
                "badge": { "label": { "text": "NEW", "hidden": "$hide" } },
                "title": { "label": { "text": "$title", "lines": "$lines" } } } } } },
            "constraints": [ "H:|-[stack]-|", "V:|-[stack]-|" ] } },
          "sections": [ { "rows": [\#(rows.joined(separator: ","))] } ] }
        """#)
        let layout = try renderer.layout(in: .normal)
        let frames = try layout.sections[0].rows.map { try #require($0.template?.frames["title"]) }
        // Row B's hidden badge takes no space: its title starts where the badge starts in rows A and C.
        let badge = try #require(layout.sections[0].rows[0].template?.frames["badge"])
        #expect(frames[1].minX == badge.minX)
        #expect(frames[0].minX == frames[2].minX && frames[0].minX != frames[1].minX)
        #expect(renderer.templateCount == 2)
    }

    @Test("The structure key: content-only placeholders give one key per state and custom states")
    func structureKeys() throws {
        let document = try TestSupport.document(#"""
        { "templates": {
            "content": { "views": { "title": { "label": { "text": "$title", "color": "$color" } } },
                         "constraints": [ "H:|-[title]-|", "V:|-[title]-|" ], "states": { "unread": { "title": { "font": "headline" } } } },
            "layout": { "views": { "title": { "label": { "text": "x", "hidden": "$hide" } } },
                        "constraints": [ "H:|-[title]-|", "V:|-[title]-|" ] },
            "constraint": { "views": { "title": { "label": { "text": "x" } } },
                            "constraints": [ "H:|-$pad-[title]-|", "V:|-[title]-|" ] } },
          "sections": [ { "rows": [
            { "template": "content", "values": { "title": "A", "color": "red" } },
            { "template": "content", "values": { "title": "B", "color": "blue", "unread": true } },
            { "template": "layout", "values": { "hide": true } },
            { "template": "constraint", "values": { "pad": 4 } } ] } ] }
        """#)
        let rows = document.sections[0].rows
        func key(_ index: Int, _ state: CellState = .normal) throws -> TemplateStructureKey? {
            try document.templateStructureKey(for: rows[index], at: .root, in: state)
        }
        #expect(try key(0) == TemplateStructureKey(template: "content", state: .normal, customStates: []))
        #expect(try key(1) == TemplateStructureKey(template: "content", state: .normal, customStates: ["unread"]))
        #expect(try key(0, .selected)?.state == .selected)
        #expect(try key(2) == nil && key(3) == nil)
    }

    @Test("A template's rows share one constraint system across rows and states")
    func reuse() throws {
        let rows = (0..<30).map { #"{ "template": "t", "values": { "title": "Row \#($0)" } }"# }.joined(separator: ",")
        let renderer = try renderer(#"""
        { "states": ["normal", "selected"],
          "templates": { "t": { "views": { "title": { "label": { "text": "$title" } } },
                                "constraints": [ "H:|-[title]-|", "V:|-[title]-|" ],
                                "states": { "selected": { "title": { "color": "white" } } } } },
          "sections": [ { "rows": [\#(rows)] } ] }
        """#)
        _ = try renderer.displayList()
        #expect(renderer.templateCount == 1)
    }

    @Test("Painting follows CALayer: alpha fades a subtree as one layer, images spill unless clipped, a label's background rounds only when it clips, borders draw over subviews")
    func paintingLikeLayers() throws {
        let json = document(#"""
        { "views": {
            "faded": { "view": { "alpha": 0.5, "backgroundColor": "systemRed", "width": 40, "height": 40,
                                 "borderColor": "black", "borderWidth": 2,
                                 "subviews": { "inner": { "view": { "backgroundColor": "systemBlue", "width": 10, "height": 10 } } } } },
            "photo": { "image": { "file": "assets/examples/images/avatar.svg", "contentMode": "scaleAspectFill",
                                  "width": 60, "height": 20 } },
            "badge": { "label": { "text": "NEW", "backgroundColor": "systemRed", "cornerRadius": 4 } } },
          "constraints": [ "H:|-0-[faded]-0-[photo]-0-[badge]", "V:|-0-[faded]-0-|", "photo.top == faded.top",
                           "badge.top == faded.top", "inner.leading == faded.leading", "inner.top == faded.top" ] }
        """#)
        let commands = try renderer(json).displayList().commands
        func flattened(_ commands: [DrawCommand]) -> [DrawCommand] {
            commands.flatMap { command -> [DrawCommand] in
                if case .clip(_, _, _, let nested) = command { return flattened(nested) }
                return [command]
            }
        }
        let all = flattened(commands)
        // alpha: one opacity group holding the view's fill, its subview's fill, then its border on top.
        let group = all.compactMap { command -> (Double, [DrawCommand])? in
            if case let .opacity(alpha, nested) = command { (alpha, nested) } else { nil }
        }.first
        #expect(group?.0 == 0.5)
        let kinds = group?.1.map { command -> String in
            switch command {
            case .fill: "fill"
            case .stroke: "stroke"
            default: "other"
            }
        }
        #expect(kinds == ["fill", "fill", "stroke"])
        let image = all.compactMap { command -> ImageRun? in if case .image(let run) = command { run } else { nil } }.first
        #expect(image?.clipsToFrame == false && image?.contentMode == .scaleAspectFill)
        let badgeFill = all.compactMap { command -> Double? in
            if case let .fill(rect, radius, _) = command, rect.minX == 100 { radius } else { nil }
        }
        #expect(badgeFill == [0])
    }

    @Test("In the Visual Format Language, | is the named views' own superview, and |- its margins")
    func visualFormatSuperview() throws {
        let json = document(#"""
        { "views": { "card": { "view": { "margins": { "top": 4, "leading": 6, "bottom": 4, "trailing": 6 },
                                         "subviews": { "inner": { "view": {} }, "marked": { "view": { "height": 4 } } } } } },
          "constraints": [ "H:|-50-[card(100)]", "V:|-10-[card(40)]-10-|",
                           "H:|-10-[inner]-10-|", "V:|-10-[inner]-10-|",
                           "H:|-[marked]-|", "marked.top == card.top" ] }
        """#)
        let frames = try #require(try row(json).template?.frames)
        #expect(frames["inner"] == Rect(x: 60, y: 20, width: 80, height: 20))
        #expect(frames["marked"] == Rect(x: 56, y: 10, width: 88, height: 4))
    }

    @Test("A layout guide among a stack's arranged views is an error at its path")
    func guideInStack() throws {
        let json = document(#"""
        { "views": { "stack": { "stack": { "arranged": { "g": { "guide": {} } } } } }, "constraints": [] }
        """#)
        let error = try #require(throws: CellshotError.self) { try renderer(json).layout(in: .normal) }
        #expect(error.description.contains("templates.t.views.stack.stack.arranged.g: a layout guide cannot be an arranged view"),
                "\(error.description)")
    }
}
