import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// Exact frames of a header's trailing accessories (an outline disclosure, a label), the header style's
/// chevron at the header text's size, and rows whose outline disclosure has the header style, which are never
/// drawn selected. Inset grouped at 393 pt, ios18: the header's margins are the card's 20 + 20 pt.
@Suite("Header accessories: layout")
struct HeaderAccessoryLayoutTests {
    private static func header(_ header: String, appearance: String = "insetGrouped") throws -> TextBlockLayout {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "\#(appearance)", "sections": [ { "header": \#(header), "rows": [ { "text": "Row" } ] } ] }
        """#).layout(in: .normal)
        return try #require(layout.sections[0].header)
    }

    @Test("A grouped header's outline disclosure ends at the trailing margin, at the footnote's size; the text stops 16 pt before it")
    func groupedHeaderDisclosure() throws {
        let header = try Self.header(#"{ "text": "Network", "accessories": [{ "outlineDisclosure": { "expanded": true } }] }"#)
        // The header style (automatic in a header) at footnote 13 pt: the 14 pt box × 13 ÷ 17.
        let side = 14 * 13 / 17.0
        let box = try #require(header.accessoryFrames.first)
        #expect(header.accessoryFrames.count == 1)
        #expect(abs(box.maxX - 353) < 1e-6 && abs(box.width - side) < 1e-6 && abs(box.height - side) < 1e-6)
        let label = try #require(header.labelFrame)
        #expect(label.minX == 40 && abs(label.maxX - (353 - side - 16)) < 1e-6)
        // Centred on the text's line: the header keeps its height.
        #expect(abs((box.minY + box.height / 2) - (label.minY + label.height / 2)) < 1e-6)
        #expect(header.frame == (try Self.header(#""Network""#)).frame)
        guard case .glyph(.outlineDisclosure(expanded: true), let size, let color, _)? = header.accessories.first else {
            Issue.record("no outline disclosure: \(header.accessories)")
            return
        }
        #expect(abs(size.width - box.width) < 1e-6 && color == Color(hex: "#007AFF"))
    }

    @Test("The cell style in a header keeps the row's 14 pt chevron; so does the header style in a row")
    func cellStyleKeepsItsSize() throws {
        let header = try Self.header(#"{ "text": "Network", "accessories": [{ "outlineDisclosure": { "style": "cell" } }] }"#)
        #expect(header.accessoryFrames.map(\.size) == [Size(width: 14, height: 14)])
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "text": "Folder", "accessories": [{ "outlineDisclosure": { "style": "header" } }] } ] } ] }
        """#)
        #expect(rows[0].views?.accessories.map(\.size) == [Size(width: 14, height: 14)])
    }

    @Test("A sidebar header's chevron takes its bold title 3 size (20 pt), and a label sits 8 pt before it")
    func sidebarHeader() throws {
        let header = try Self.header(#"{ "text": "Library", "accessories": [{ "label": "12" }, "outlineDisclosure"] }"#,
                                     appearance: "sidebar")
        let side = 14 * 20 / 17.0
        #expect(header.accessoryFrames.count == 2)
        let (label, chevron) = (header.accessoryFrames[0], header.accessoryFrames[1])
        #expect(abs(chevron.width - side) < 1e-6 && abs(chevron.minX - label.maxX - 8) < 1e-6)
        #expect(abs(chevron.maxX - (393 - 18)) < 1e-6)   // the sidebar's 10 pt inset and 8 pt margin
        #expect(abs((header.labelFrame?.maxX ?? 0) - (label.minX - 16)) < 1e-6)
    }

    @Test("Right to left, a header's accessories sit at the left margin and the text after them")
    func rightToLeft() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "traits": { "direction": "rtl" },
          "sections": [ { "header": { "text": "Network", "accessories": ["outlineDisclosure"] }, "rows": [] } ] }
        """#).layout(in: .normal)
        let header = try #require(layout.sections[0].header)
        let box = try #require(header.accessoryFrames.first)
        #expect(box.minX == 40 && abs((header.labelFrame?.minX ?? 0) - (box.maxX + 16)) < 1e-6)
    }

    @Test("A row whose outline disclosure has the header style is drawn in its normal look when selected or highlighted")
    func headerStyleRowIsNotSelectable() throws {
        let json = #"""
        { "sections": [ { "rows": [
          { "text": "Weather", "expanded": true, "accessories": [{ "outlineDisclosure": { "style": "header" } }],
            "children": [ { "text": "sun.max" } ] },
          { "text": "Tools", "accessories": [{ "outlineDisclosure": { "style": "cell" } }] } ] } ] }
        """#
        for state in [CellState.selected, .highlighted] {
            let rows = try TestSupport.rows(json, state: state)
            #expect(rows.map(\.state) == [.normal, state, state])
            #expect(rows[0].background.color == Color(hex: "#FFFFFF"))
            #expect(rows[1].background.color != Color(hex: "#FFFFFF"))
        }
        // Editing and disabled columns are not selection: the row takes them.
        #expect(try TestSupport.rows(json, state: .disabled).map(\.state) == [.disabled, .disabled, .disabled])
    }

    @Test("A header of only an accessory is drawn: a section header with no text is not dropped silently")
    func accessoryOnlyHeader() throws {
        let header = try Self.header(#"{ "accessories": ["outlineDisclosure"] }"#)
        #expect(header.labelFrame == nil && header.accessoryFrames.count == 1)
        #expect(abs((header.accessoryFrames.first?.maxX ?? 0) - 353) < 1e-6)
    }

    @Test("Accessories given beside a template header (the Swift API allows it) are an error, not dropped")
    func templateHeaderAccessories() throws {
        var document = try TestSupport.document(#"""
        { "templates": { "banner": { "views": { "title": { "label": { "text": "$title" } } },
                                     "constraints": [ "H:|-[title]-|", "V:|-[title]-|" ] } },
          "sections": [ { "header": { "template": "banner", "values": { "title": "Today" } }, "rows": [] } ] }
        """#)
        document.sections[0].header?.accessories = [.outlineDisclosure(expanded: true)]
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        #expect(throws: CellshotError.self) { try renderer.layout(in: .normal) }
        do {
            _ = try renderer.layout(in: .normal)
        } catch {
            #expect(error.description == ":3:29: error: sections[0].header.accessories: expected no accessories beside a template, "
                + "found 1 (a header or footer drawn by a template draws only its own views; put the accessory's "
                + "image in the template)")
        }
    }

    @Test("A header's custom accessory image is checked as a row's: an unknown symbol is reported at its path")
    func headerCustomAccessoryChecked() throws {
        let error = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(#"""
            { "sections": [ { "header": { "text": "A", "accessories": [{ "customView": { "image": "star.fil", "placement": "trailing" } }] }, "rows": [] } ] }
            """#, options: RenderOptions(strictSymbols: true))
        }
        #expect(error.description.contains("error: sections[0].header.accessories[0].customView.image.symbol:"))
        #expect(error.description.contains("\"star.fill\""))
    }
}
