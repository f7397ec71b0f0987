import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// A row's `contentBackgroundColor` (the content view's `backgroundColor`) and a template's `switch` view:
/// where they are drawn, in which order, at which size, and their decoding errors.
@Suite("Content backgrounds and template switches", .serialized)
struct ContentBackgroundAndSwitchTests {
    let environment: RenderEnvironment

    init() throws {
        environment = try RenderEnvironment()
    }

    private func renderer(_ json: String) throws -> ListRenderer {
        try ListRenderer(document: try TestSupport.document(json), file: "test.json", options: RenderOptions(),
                         environment: environment)
    }

    /// The top-level commands of a one-state drawing, clips and opacities opened up, in drawing order.
    private func flattened(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.flatMap { command -> [DrawCommand] in
            switch command {
            case .clip(_, _, _, let inner), .opacity(_, let inner), .transform(_, let inner),
                 .clipPath(_, _, let inner), .shadow(_, _, _, let inner), .blendMode(_, let inner):
                flattened(inner)
            default:
                [command]
            }
        }
    }

    private func fillIndex(_ commands: [DrawCommand], color: Color) -> Int? {
        commands.firstIndex { if case .fill(_, _, let fill) = $0 { fill == color } else { false } }
    }

    // MARK: Content background

    @Test("The content background covers the cell less its accessory, the cell's full height, in every state")
    func contentBackgroundFrame() throws {
        let json = #"""
        { "appearance": "insetGrouped", "states": ["normal", "selected"],
          "sections": [ { "rows": [ { "text": "Inbox", "accessories": ["disclosureIndicator"],
                                      "contentBackgroundColor": "systemYellow" } ] } ] }
        """#
        let renderer = try renderer(json)
        let yellow = ColorReference.system(.systemYellow).resolved(for: .light, in: .ios18)
        for state in [CellState.normal, .selected] {
            let row = try #require(try renderer.layout(in: state).sections[0].rows.first)
            let views = try #require(row.views)
            #expect(row.contentBackground == yellow, "\(state)")
            // 361 points of inset grouped cell less the chevron's box and paddings (ios18: 8 wide + 7⅔ each side … as laid out).
            #expect(row.contentBackgroundFrame == Rect(x: 0, y: 0, width: views.content.width, height: 44), "\(state)")
            #expect(views.content.width < row.frame.width)
        }
    }

    @Test("Drawn over the cell's background and selection, under the text: an opaque one hides the selection's grey")
    func contentBackgroundOrder() throws {
        let json = #"""
        { "states": ["selected"],
          "sections": [ { "rows": [ { "text": "Inbox", "accessories": ["checkmark"],
                                      "contentBackgroundColor": "#FF0000" } ] } ] }
        """#
        let commands = flattened(try renderer(json).displayList(states: [.selected]).commands)
        let red = try #require(Color(hex: "#FF0000"))
        let selectedGrey = ColorReference.system(.systemGray4).resolved(for: .light, in: .ios18)
        let content = try #require(fillIndex(commands, color: red))
        let selection = try #require(fillIndex(commands, color: selectedGrey))
        let text = try #require(commands.firstIndex { if case .text = $0 { true } else { false } })
        #expect(selection < content && content < text)
        guard case .fill(let frame, _, _) = commands[content] else { return }
        // The checkmark's area keeps the selection's grey: the content view ends before it.
        #expect(frame.minX == 0 && frame.width < 390 && frame.height == 44)
    }

    @Test("A template row's content background leaves its accessories' area; a dark colour resolves dark")
    func templateRowContentBackground() throws {
        let json = #"""
        { "traits": { "style": "dark" },
          "templates": { "t": { "views": { "title": { "label": { "text": "Wi-Fi" } } },
                                "constraints": [ "H:|-[title]-|", "V:|-[title]-|" ] } },
          "sections": [ { "rows": [ { "template": "t", "accessories": ["detail"],
                                      "contentBackgroundColor": "systemBackground" } ] } ] }
        """#
        let row = try #require(try renderer(json).layout(in: .normal).sections[0].rows.first)
        let template = try #require(row.template)
        #expect(row.contentBackground == Color(hex: "#000000"))
        #expect(row.contentBackgroundFrame == Rect(x: 0, y: 0, width: template.contentFrame.width, height: row.frame.height))
        #expect(template.contentFrame.width < row.frame.width)
    }

    @Test("A content background that is not a colour is an error at its row, naming what was expected")
    func contentBackgroundErrors() throws {
        let json = #"{ "sections": [ { "rows": [ { "text": "A", "contentBackgroundColor": "sytemBlue" } ] } ] }"#
        do {
            _ = try TestSupport.document(json)
            Issue.record("a colour that is not one was accepted")
        } catch let error as DocumentError {
            #expect(error.path?.description == "sections[0].rows[0].contentBackgroundColor")
            #expect(error.description.contains("systemBlue"))
        }
        let number = #"{ "sections": [ { "rows": [ { "template": "t", "contentBackgroundColor": 3 } ] } ], "templates": { "t": { "views": {} } } }"#
        do {
            _ = try TestSupport.document(number)
            Issue.record("a number was accepted as a colour")
        } catch let error as DocumentError {
            #expect(error.path?.description == "sections[0].rows[0].contentBackgroundColor")
        }
    }

    // MARK: Template switches

    private func switchRow(_ properties: String, extra: String = "", state: CellState = .normal) throws -> RowLayout {
        let json = #"""
        { \#(extra) "templates": { "t": { "views": { "title": { "label": { "text": "Airplane Mode" } },
                                                   "toggle": { "switch": { \#(properties) } } },
                                        "constraints": [ "title.leading == margins.leading", "title.centerY == superview.centerY",
                                                         "toggle.leading >= title.trailing + 8",
                                                         "toggle.trailing == margins.trailing",
                                                         "toggle.centerY == superview.centerY",
                                                         "superview.height >= 44" ] } },
          "sections": [ { "rows": [ { "template": "t" } ] } ] }
        """#
        return try #require(try renderer(json).layout(in: state).sections[0].rows.first)
    }

    @Test("A switch is the look's size (51 × 31 on iOS 18, 63 × 28 on iOS 26) at the trailing margin, centred",
          arguments: [(ListLook.ios18, Size(width: 51, height: 31)), (.ios26, Size(width: 63, height: 28))])
    func switchFrame(look: ListLook, size: Size) throws {
        let row = try switchRow(#""on": true"#, extra: #""look": "\#(look.rawValue)","#)
        let template = try #require(row.template)
        let trailing = template.contentFrame.maxX - template.layoutMargins.trailing
        let expected = Rect(x: trailing - size.width, y: (44 - size.height) / 2, width: size.width, height: size.height)
        #expect(template.frames["toggle"] == expected)
        #expect(row.frame.height == 44)
    }

    @Test("A switch's colours: green when on, the off grey when off, onTintColor, the white thumb; dimmed when disabled")
    func switchColours() throws {
        let on = try #require(try switchRow(#""on": true"#).template?.content.switches["toggle"])
        #expect(on.isOn && on.alpha == 1)
        #expect(on.trackColor == ColorReference.system(.systemGreen).resolved(for: .light, in: .ios18))
        #expect(on.thumbColor == Color(hex: "#FFFFFF"))
        let off = try #require(try switchRow(#""on": false"#).template?.content.switches["toggle"])
        #expect(!off.isOn)
        #expect(off.trackColor == ColorReference.system(.secondarySystemFill).resolved(for: .light, in: .ios18))
        let tinted = try #require(try switchRow(#""on": true, "onTintColor": "systemBlue", "enabled": false"#)
            .template?.content.switches["toggle"])
        #expect(tinted.trackColor == ColorReference.system(.systemBlue).resolved(for: .light, in: .ios18))
        #expect(tinted.alpha == 0.5)
        let dark = try #require(try switchRow(#""on": false"#, extra: #""traits": { "style": "dark" },"#)
            .template?.content.switches["toggle"])
        #expect(dark.trackColor == ColorReference.system(.secondarySystemFill).resolved(for: .dark, in: .ios18))
        #expect(dark.trackColor != off.trackColor)
    }

    @Test("thumbTintColor colours the thumb of a template switch and of a switch accessory alike")
    func thumbTintColor() throws {
        let template = try #require(try switchRow(#""on": true, "thumbTintColor": "systemYellow""#)
            .template?.content.switches["toggle"])
        let yellow = ColorReference.system(.systemYellow).resolved(for: .light, in: .ios18)
        #expect(template.thumbColor == yellow)
        let json = #"{ "sections": [ { "rows": [ { "accessories": [{ "switch": { "on": true, "thumbTintColor": "systemYellow" } }] } ] } ] }"#
        let accessory = try #require(try renderer(json).layout(in: .normal).sections[0].rows.first?.cell?.accessories.first)
        guard case .switch(let drawn) = accessory else {
            Issue.record("the accessory is not a switch")
            return
        }
        #expect(drawn.thumbColor == yellow)
        #expect(drawn == template)
    }

    @Test("A template switch draws the same commands as the switch accessory in its box")
    func switchDrawsAsTheAccessory() throws {
        let row = try switchRow(#""on": true"#)
        let template = try #require(row.template)
        let frame = try #require(template.frames["toggle"])
        let accessory = try #require(try renderer(#"{ "sections": [ { "rows": [ { "accessories": [{ "switch": { "on": true } }] } ] } ] }"#)
            .layout(in: .normal).sections[0].rows.first?.cell?.accessories.first)
        guard case .switch(let drawn) = accessory else {
            Issue.record("the accessory is not a switch")
            return
        }
        #expect(template.content.switches["toggle"] == drawn)
        #expect(frame.size == drawn.size)
    }

    @Test("A switch arranged in a stack keeps its size; the label beside it takes the rest")
    func switchInAStack() throws {
        let json = #"""
        { "templates": { "t": { "views": { "row": { "stack": { "spacing": 8, "alignment": "center", "arranged": {
                                  "title": { "label": { "text": "Bluetooth" } }, "toggle": { "switch": { "on": true } } } } } },
                                "constraints": [ "H:|-[row]-|", "V:|-[row]-|" ] } },
          "sections": [ { "rows": [ { "template": "t" } ] } ] }
        """#
        let row = try #require(try renderer(json).layout(in: .normal).sections[0].rows.first)
        let template = try #require(row.template)
        let stack = try #require(template.frames["row"])
        let toggle = try #require(template.frames["toggle"])
        let title = try #require(template.frames["title"])
        #expect(toggle.size == Size(width: 51, height: 31))
        #expect(toggle.maxX == stack.maxX)
        #expect(abs(title.maxX + 8 - toggle.minX) < 1e-9)
        // 11 points above and below the switch, the stack's height.
        #expect(stack.height == 31 && row.frame.height == 53)
    }

    @Test("A state's override turns a switch on; a placeholder fills its state")
    func switchStatesAndValues() throws {
        let json = #"""
        { "states": ["normal", "selected"],
          "templates": { "t": { "views": { "toggle": { "switch": { "on": "$on" } } },
                                "constraints": [ "H:|-[toggle]", "V:|-[toggle]-|" ],
                                "states": { "selected": { "toggle": { "enabled": false } } } } },
          "sections": [ { "rows": [ { "template": "t", "values": { "on": true } } ] } ] }
        """#
        let renderer = try renderer(json)
        let normal = try #require(try renderer.layout(in: .normal).sections[0].rows.first?.template?.content.switches["toggle"])
        let selected = try #require(try renderer.layout(in: .selected).sections[0].rows.first?.template?.content.switches["toggle"])
        #expect(normal.isOn && normal.alpha == 1)
        #expect(selected.isOn && selected.alpha == 0.5)
    }

    @Test("A switch's bad values are errors naming the key and what was expected; another kind's key is named as such")
    func switchErrors() throws {
        func error(_ properties: String) throws -> DocumentError? {
            let json = #"{ "templates": { "t": { "views": { "s": { "switch": { \#(properties) } } } } }, "sections": [] }"#
            do {
                _ = try TestSupport.document(json)
                return nil
            } catch let error as DocumentError {
                return error
            }
        }
        let on = try #require(try error(#""on": "yes""#))
        #expect(on.path?.description == "templates.t.views.s.switch.on")
        #expect(on.description.contains("true or false"))
        let tint = try #require(try error(#""onTintColor": "grean""#))
        #expect(tint.path?.description == "templates.t.views.s.switch.onTintColor")
        let text = try #require(try error(#""text": "On""#))
        #expect(text.path?.description == "templates.t.views.s.switch.text")
        #expect(text.description.contains("\"text\" is a property of a label"))
        let unknown = try #require(try error(#""isOn": true"#))
        #expect(unknown.path?.description == "templates.t.views.s.switch.isOn")
    }
}
