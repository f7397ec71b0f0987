import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Where the accessories go (leading and trailing chains) and what is drawn for each.
@Suite("Accessories: layout and drawing")
struct AccessoryLayoutTests {
    private static func row(_ accessories: String, state: CellState = .normal, extra: String = "") throws -> RowLayout {
        try #require(try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "text": "Hello", "accessories": \#(accessories)\#(extra) } ] } ] }
        """#, state: state).first)
    }

    @Test("A delete accessory sits at the leading margin; the content starts after it, with its own 16 pt margin")
    func leadingChain() throws {
        let row = try Self.row(#"["delete", "disclosureIndicator"]"#, state: .editing)
        #expect(row.views?.leadingAccessories == [Rect(x: 20, y: 11, width: 22, height: 22)])
        #expect(row.contentFrame.minX == 42)
        #expect(try #require(row.views?.text).minX == 58)
        #expect(row.views?.accessories == [Rect(x: 365, y: 15, width: 8, height: 14)])
    }

    @Test("Right to left, the chains swap sides: delete at the right margin, the chevron at the left, flipped")
    func leadingChainRightToLeft() throws {
        let row = try #require(try TestSupport.rows(#"""
        { "traits": { "direction": "rtl" },
          "sections": [ { "rows": [ { "text": "Hello", "accessories": ["delete", "disclosureIndicator"] } ] } ] }
        """#, state: .editing).first)
        #expect(row.views?.leadingAccessories == [Rect(x: 351, y: 11, width: 22, height: 22)])
        #expect(row.contentFrame.maxX == 351)
        #expect(try #require(row.views?.text).maxX == 335)
        #expect(row.views?.accessories == [Rect(x: 20, y: 15, width: 8, height: 14)])
        #expect(row.separator?.minX == 0 && row.separator?.maxX == 335)
    }

    @Test("Glyphs that do not fit are squeezed into the cell, the last first, never below zero; the cell keeps the list's width")
    func glyphsWiderThanTheList() throws {
        let renderer = try TestSupport.renderer(#"""
        { "width": 120, "sections": [ { "rows": [ { "text": "Hello",
          "accessories": ["checkmark", "checkmark", "checkmark", "checkmark", "disclosureIndicator"] } ] } ] }
        """#)
        let row = try #require(try renderer.layout(in: .normal).sections[0].rows.first)
        #expect(row.frame.width == 120 && row.bounds.width == 120)
        // The content keeps its margins (16 + 8 pt); its text has no room.
        #expect(row.contentFrame == Rect(x: 0, y: 0, width: 24, height: 132))
        #expect(try #require(row.views?.text).width == 0)
        #expect(row.views?.accessories == [Rect(x: 32, y: 59.5, width: 14, height: 13), Rect(x: 54, y: 59.5, width: 14, height: 13),
                                          Rect(x: 76, y: 59.5, width: 12, height: 13), Rect(x: 96, y: 59.5, width: 0, height: 13),
                                          Rect(x: 104, y: 59, width: 0, height: 14)])
        #expect(renderer.warnings == ["sections[0].rows[0] (normal): the accessories do not fit in the cell's 120 pt: the "
                                      + "checkmark needs 14 pt and is squeezed to 12 pt, and the content keeps no room for its "
                                      + "text (use fewer accessories, a shorter label or a smaller content size)"])
    }

    @Test("Two leading accessories are 8 pt apart, in document order")
    func twoLeading() throws {
        let row = try Self.row(#"["multiselect", "insert"]"#, state: .editing)
        #expect(row.views?.leadingAccessories == [Rect(x: 20, y: 11, width: 22, height: 22),
                                                 Rect(x: 50, y: 11, width: 22, height: 22)])
        #expect(row.contentFrame.minX == 72)
        #expect(row.views?.accessories.isEmpty == true)
        #expect(row.contentFrame.maxX == 393)
    }

    @Test("Trailing chains end at the layout margin, 8 pt apart", arguments: [
        (#"["detailDisclosure"]"#, [Rect(x: 335, y: 11, width: 22, height: 22), Rect(x: 365, y: 15, width: 8, height: 14)]),
        (#"["detail"]"#, [Rect(x: 351, y: 11, width: 22, height: 22)]),
        (#"["reorder"]"#, [Rect(x: 355, y: 16, width: 18, height: 12)]),
        (#"["popUpMenu"]"#, [Rect(x: 363, y: 14, width: 10, height: 16)]),
        (#"[{ "outlineDisclosure": { "expanded": true } }, "reorder"]"#,
         [Rect(x: 333, y: 15, width: 14, height: 14), Rect(x: 355, y: 16, width: 18, height: 12)]),
    ])
    func trailingChains(accessories: String, frames: [Rect]) throws {
        // Editing, so that the reorder handle (displayed when editing) shows.
        let row = try Self.row(accessories, state: .editing)
        #expect(row.views?.accessories == frames)
        #expect(row.views?.leadingAccessories.isEmpty == true)
        let first = try #require(frames.first)
        #expect(row.contentFrame.maxX == first.minX - 8)
    }

    /// The path commands of a one-row document in a state, flattened out of clips: paint and colour.
    private static func paths(_ json: String, state: CellState = .normal) throws -> [(PathPaint, Color)] {
        func flatten(_ commands: [DrawCommand]) -> [(PathPaint, Color)] {
            commands.flatMap { command -> [(PathPaint, Color)] in
                switch command {
                case let .path(_, paint, color): [(paint, color)]
                case let .clip(_, _, _, inner), let .opacity(_, inner): flatten(inner)
                default: []
                }
            }
        }
        return flatten(try TestSupport.renderer(json).displayList(states: [state]).commands)
    }

    private static func document(_ accessories: String, extra: String = "") -> String {
        #"{ "sections": [ { "rows": [ { "text": "Hello", "accessories": \#(accessories)\#(extra) } ] } ] }"#
    }

    private static func isFill(_ paint: PathPaint) -> Bool { paint == .fill }

    @Test("Each glyph is drawn with its paths and colours")
    func displayList() throws {
        let document = try TestSupport.document(Self.document("[]"))
        let tint = document.resolvedTint
        func system(_ color: SystemColor) -> Color { document.resolve(.system(color)) }
        let stroke2 = PathPaint.stroke(width: 2), thin = PathPaint.stroke(width: 1.5)

        var paths = try Self.paths(Self.document(#"["delete"]"#), state: .editing)
        #expect(paths.map(\.0) == [.fill, .stroke(width: 2.2)] && paths.map(\.1) == [system(.systemRed), .white])
        paths = try Self.paths(Self.document(#"["insert"]"#), state: .editing)
        #expect(paths.map(\.0) == [.fill, .stroke(width: 2.2), .stroke(width: 2.2)])
        #expect(paths.map(\.1) == [system(.systemGreen), .white, .white])
        paths = try Self.paths(Self.document(#"["multiselect"]"#), state: .editing)
        #expect(paths.map(\.0) == [thin] && paths.map(\.1) == [system(.tertiaryLabel)])
        paths = try Self.paths(Self.document(#"[{ "multiselect": { "selected": true } }]"#), state: .editing)
        #expect(paths.map(\.0) == [.fill, stroke2] && paths.map(\.1) == [tint, .white])
        paths = try Self.paths(Self.document(#"["detail"]"#))
        #expect(paths.map(\.0) == [thin, .fill, .stroke(width: 1.8)] && paths.allSatisfy { $0.1 == tint })
        paths = try Self.paths(Self.document(#"["detailDisclosure"]"#))
        #expect(paths.count == 4 && paths.last?.1 == system(.tertiaryLabel))
        paths = try Self.paths(Self.document(#"["outlineDisclosure"]"#))
        #expect(paths.map(\.0) == [stroke2] && paths.map(\.1) == [tint])
        paths = try Self.paths(Self.document(#"["reorder"]"#), state: .editing)
        #expect(paths.map(\.0) == [stroke2, stroke2, stroke2] && paths.allSatisfy { $0.1 == system(.tertiaryLabel) })
        paths = try Self.paths(Self.document(#"["popUpMenu"]"#))
        #expect(paths.map(\.0) == [thin, thin] && paths.allSatisfy { $0.1 == system(.secondaryLabel) })
    }

    @Test("The outline disclosure chevron points down when expanded, forward otherwise")
    func outlineDirection() throws {
        func chevron(_ json: String) throws -> Path? {
            try TestSupport.renderer(Self.document(json)).displayList(states: [.normal]).commands
                .flatMap { if case let .clip(_, _, _, inner) = $0 { inner } else { [$0] } }
                .compactMap { if case let .path(path, _, _) = $0 { path } else { nil } }.first
        }
        let collapsed = try #require(try chevron(#"["outlineDisclosure"]"#)).elements
        let expanded = try #require(try chevron(#"[{ "outlineDisclosure": { "expanded": true } }]"#)).elements
        // Forward: the tip is to the right of the ends; down: the tip is below them.
        guard case .move(let start) = collapsed[0], case .line(let tip) = collapsed[1],
              case .move(let downStart) = expanded[0], case .line(let downTip) = expanded[1] else {
            Issue.record("unexpected path shape")
            return
        }
        #expect(tip.x > start.x && tip.y > start.y)
        #expect(downTip.y > downStart.y && downTip.x > downStart.x)
        #expect(abs(tip.x - start.x) == 5 && abs(downTip.y - downStart.y) == 5)
    }

    @Test("A selected row fills the selection circle; a tint background turns the glyphs white")
    func states() throws {
        let selected = try Self.row(#"[{ "multiselect": { "displayed": "always" } }, "checkmark"]"#, state: .selected)
        guard case .glyph(.multiselect(selected: true), _, _, _) = selected.cell?.leadingAccessories.first else {
            Issue.record("the circle is not filled: \(String(describing: selected.cell?.leadingAccessories))")
            return
        }
        let tinted = try Self.row(#"""
            [{ "multiselect": { "displayed": "always" } }, "detail", "disclosureIndicator", { "delete": { "displayed": "always" } }]
            """#, state: .selected,
                                  extra: #", "states": { "selected": { "background": { "color": "systemBlue" } } }"#)
        let tint = try TestSupport.document(Self.document("[]")).resolvedTint
        // The chevron is a secondary mark: white at 80 %.
        #expect(tinted.cell?.accessories.map(\.color) == [.white, Color.white.withAlpha(0.8)])
        guard case let .glyph(.multiselect(selected: true), _, circle, mark) = tinted.cell?.leadingAccessories[0] else {
            Issue.record("the circle is not filled")
            return
        }
        #expect(circle == .white && mark == tint)
        // The delete circle keeps its red.
        #expect(tinted.cell?.leadingAccessories[1].color != .white)
    }

    @Test("New glyphs grow with Dynamic Type")
    func dynamicType() throws {
        let row = try #require(try TestSupport.rows(#"""
        { "traits": { "contentSize": "accessibilityExtraExtraExtraLarge" },
          "sections": [ { "rows": [ { "text": "Big", "accessories": ["delete", "detail"] } ] } ] }
        """#, state: .editing).first)
        let scale = 53.0 / 17.0, views = try #require(row.views)
        #expect(abs(views.leadingAccessories[0].width - 22 * scale) < 1e-6)
        #expect(abs(views.accessories[0].height - 22 * scale) < 1e-6)
    }

    // MARK: Switches

    @Test("A switch sits at the trailing layout margin, centred: 51 × 31 pt (ios18), 63 × 28 pt in a 53 pt row (ios26)",
          arguments: [
        ("ios18", Rect(x: 322, y: 6.5, width: 51, height: 31), 44.0),
        ("ios26", Rect(x: 310, y: 12.5, width: 63, height: 28), 53),
    ])
    func switchFrames(look: String, frame: Rect, rowHeight: Double) throws {
        let row = try #require(try TestSupport.rows(#"""
        { "look": "\#(look)", "sections": [ { "rows": [ { "text": "Wi-Fi", "accessories": [{ "switch": { "on": true } }] } ] } ] }
        """#).first)
        #expect(row.views?.accessories == [frame] && row.frame.height == rowHeight)
        #expect(row.contentFrame.maxX == frame.minX - 8)
    }

    @Test("A switch does not grow with Dynamic Type, and mirrors right to left (on: the thumb at the left)")
    func switchSizeAndDirection() throws {
        let big = try #require(try TestSupport.rows(#"""
        { "look": "ios26", "traits": { "contentSize": "accessibilityExtraExtraExtraLarge" },
          "sections": [ { "rows": [ { "text": "Big", "accessories": ["switch"] } ] } ] }
        """#).first)
        #expect(big.views?.accessories.map(\.size) == [Size(width: 63, height: 28)])
        let rtl = try TestSupport.renderer(#"""
        { "look": "ios26", "traits": { "direction": "rtl" },
          "sections": [ { "rows": [ { "text": "Wi-Fi", "accessories": [{ "switch": { "on": true } }] } ] } ] }
        """#)
        let fills = try Self.fills(rtl.displayList(states: [.normal]).commands)
        // The track at the left margin; the thumb 2 pt inside its left end.
        #expect(fills.contains { $0.0 == Rect(x: 20, y: 12.5, width: 63, height: 28) })
        #expect(fills.contains { $0.0 == Rect(x: 22, y: 14.5, width: 37, height: 24) && $0.1 == .white })
    }

    @Test("A switch keeps its colours when the row is selected or highlighted; a disabled one is dimmed; onTintColor")
    func switchColours() throws {
        let json = #"""
        { "look": "ios26", "sections": [ { "rows": [
            { "text": "On", "accessories": [{ "switch": { "on": true } }] },
            { "text": "Off", "accessories": ["switch"] },
            { "text": "Blue", "accessories": [{ "switch": { "on": true, "onTintColor": "systemBlue" } }] },
            { "text": "Dimmed", "accessories": [{ "switch": { "on": true, "enabled": false } }] } ] } ] }
        """#
        let document = try TestSupport.document(json)
        func system(_ color: SystemColor) -> Color { document.resolve(.system(color)) }
        for state in [CellState.normal, .selected, .highlighted, .disabled] {
            let rows = try TestSupport.rows(json, state: state)
            #expect(rows.map { $0.cell?.accessories.map(\.color) }
                    == [[system(.systemGreen)], [system(.secondarySystemFill)], [system(.systemBlue)], [system(.systemGreen)]])
        }
        let commands = try TestSupport.renderer(json).displayList(states: [.normal]).commands
        let dimmed = Self.flattened(commands).compactMap { command -> Double? in
            if case .opacity(let alpha, _) = command { alpha } else { nil }
        }
        #expect(dimmed == [0.5])
    }

    @Test("Switches read from the document: by name (off), or with on, enabled, onTintColor and displayed")
    func switchDecoding() throws {
        let document = try TestSupport.document(#"""
        { "sections": [ { "rows": [ { "text": "A", "accessories": [
            "switch", { "switch": { "on": true, "enabled": false, "onTintColor": "systemPink", "displayed": "whenNotEditing" } }
        ] } ] } ] }
        """#)
        let accessories = document.sections[0].rows[0].configuration(for: .normal)?.accessories
        #expect(accessories == [.switch(SwitchConfiguration()),
                                CellAccessory(.switch(SwitchConfiguration(isOn: true, isEnabled: false,
                                                                          onTintColor: .system(.systemPink))),
                                              displayed: .whenNotEditing)])
        #expect(throws: DocumentError.self) {
            try TestSupport.document(#"{ "sections": [ { "rows": [ { "text": "A", "accessories": [{ "switch": { "on": "yes" } }] } ] } ] }"#)
        }
    }

    /// Every fill of a display list, out of clips and opacity groups: its rectangle and colour.
    private static func fills(_ commands: [DrawCommand]) -> [(Rect, Color)] {
        flattened(commands).compactMap { command in
            if case let .fill(rect, _, color) = command { (rect, color) } else { nil }
        }
    }

    /// A display list's commands with clips and opacity groups opened (the groups kept too).
    private static func flattened(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.flatMap { command -> [DrawCommand] in
            switch command {
            case let .clip(_, _, _, inner): flattened(inner)
            case let .opacity(_, inner): [command] + flattened(inner)
            default: [command]
            }
        }
    }
}
