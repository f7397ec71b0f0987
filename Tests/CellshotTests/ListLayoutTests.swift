import Cellshot
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// Headers, footers, separators, cards and states: the list around the cells.
@Suite("List layout")
struct ListLayoutTests {
    static let threeRows = #"{ "text": "One" }, { "text": "Two", "image": { "symbol": "star" } }, { "text": "Three" }"#

    @Test("Plain: a 1-pixel separator under every row, inset to the text")
    func plainSeparators() throws {
        let rows = try TestSupport.rows(#"{ "scale": 3, "sections": [ { "rows": [ \#(Self.threeRows) ] } ] }"#)
        let pixel = 1.0 / 3
        #expect(rows[0].separator == Rect(x: 20, y: 44 - pixel, width: 373, height: pixel))
        #expect(rows[1].separator == Rect(x: 60, y: 88 - pixel, width: 333, height: pixel))
        #expect(rows[2].separator?.minX == 20)
    }

    @Test("Inset grouped: no separator after a section's last row")
    func insetGroupedSeparators() throws {
        let rows = try TestSupport.rows(#"{ "appearance": "insetGrouped", "sections": [ { "rows": [ \#(Self.threeRows) ] } ] }"#)
        #expect(rows[0].separator?.minX == 40 && rows[0].separator?.maxX == 373)
        #expect(rows[2].separator == nil)
    }

    @Test("ios26 cards: separators start at the text and stop 16 pt before the card's edge, 1 pt thick")
    func insetGroupedSeparatorsInIOS26() throws {
        let rows = try TestSupport.rows(#"{ "appearance": "insetGrouped", "look": "ios26", "sections": [ { "rows": [ \#(Self.threeRows) ] } ] }"#)
        // The section starts 35 pt down (no header); the separator is the row's last point.
        #expect(rows[0].separator == Rect(x: 32, y: 35 + 51, width: 329, height: 1))
        #expect(rows.map(\.frame.height) == [52, 52, 52] && rows[2].separator == nil)
        let rtl = try TestSupport.rows(#"""
        { "appearance": "insetGrouped", "look": "ios26", "traits": { "direction": "rtl" },
          "sections": [ { "rows": [ \#(Self.threeRows) ] } ] }
        """#)
        #expect(rtl[0].separator == Rect(x: 32, y: 35 + 51, width: 329, height: 1))
    }

    @Test("Grouped: full-width separators frame the section")
    func groupedEdges() throws {
        let layout = try TestSupport.renderer(#"{ "appearance": "grouped", "sections": [ { "rows": [ \#(Self.threeRows) ] } ] }"#)
            .layout(in: .normal)
        let section = layout.sections[0]
        #expect(section.topSeparator?.minX == 0 && section.topSeparator?.width == 393)
        #expect(section.rows[2].separator?.minX == 0)
        #expect(section.rows[0].separator?.minX == 20)
    }

    @Test("Selected rows hide the separators around them")
    func selectedHidesSeparators() throws {
        let rows = try TestSupport.rows(#"""
        { "sections": [ { "rows": [ { "text": "One" }, { "text": "Two", "state": "selected" }, { "text": "Three" } ] } ] }
        """#)
        #expect(rows[0].separator == nil && rows[1].separator == nil && rows[2].separator != nil)
    }

    @Test("ios18 grouped headers: footnote capitals 20 pt below the top (116 px band); footers 8.67 pt under the card")
    func groupedHeaderAndFooter() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "sections": [ { "header": "Network", "rows": [ { "text": "Wi-Fi" } ], "footer": "Nearby" } ] }
        """#).layout(in: .normal)
        let section = layout.sections[0]
        let header = try #require(section.header), footer = try #require(section.footer)
        #expect(header.text?.string == "NETWORK" && header.text?.attributes.font.size == 13)
        #expect(header.labelFrame == Rect(x: 40, y: 16, width: 313, height: 18))
        #expect(header.frame.height == 116.0 / 3 && section.card.minY == 116.0 / 3)
        #expect(abs(footer.labelFrame!.minY - (section.card.maxY + 14.0 / 3)) < 1e-6)
        #expect(footer.frame.height == 101.0 / 3)
        #expect(abs(layout.size.height - footer.frame.maxY) < 1e-9)
    }

    @Test("ios26 grouped headers: headline as written, a 121 px band; footers 10.67 pt under the card, an 89 px band")
    func groupedHeaderAndFooterInIOS26() throws {
        let layout = try TestSupport.renderer(#"""
        { "appearance": "insetGrouped", "look": "ios26",
          "sections": [ { "header": "Network", "rows": [ { "text": "Wi-Fi" } ], "footer": "Nearby" } ] }
        """#).layout(in: .normal)
        let section = layout.sections[0]
        let header = try #require(section.header), footer = try #require(section.footer)
        #expect(header.text?.string == "Network" && header.text?.attributes.font == FontDescriptor(size: 17, weight: .semibold, lineHeight: 22))
        let label = try #require(header.labelFrame)
        #expect(label.minX == 32 && abs(label.minY - 28.0 / 3) < 1e-6 && label.width == 329 && label.height == 22)
        #expect(header.frame.height == 121.0 / 3 && section.card.minY == 121.0 / 3)
        #expect(section.card.minX == 16 && section.card.width == 361 && abs(section.card.height - 52) < 1e-9 && section.cornerRadius == 26)
        #expect(abs(footer.labelFrame!.minY - (section.card.maxY + 20.0 / 3)) < 1e-6)
        #expect(footer.frame.height == 89.0 / 3)
    }

    @Test("Plain headers: emphasized subheadline, 28 pt for one line, 22 pt padding above later ones")
    func plainHeaders() throws {
        let layout = try TestSupport.renderer(#"""
        { "sections": [ { "header": "A", "rows": [ { "text": "Alice" } ] }, { "header": "B", "rows": [ { "text": "Bob" } ] } ] }
        """#).layout(in: .normal)
        let first = try #require(layout.sections[0].header), second = try #require(layout.sections[1].header)
        #expect(first.frame == Rect(x: 0, y: 0, width: 393, height: 28))
        #expect(first.text?.attributes.font.weight == .semibold && first.text?.string == "A")
        #expect(second.frame.minY == 28 + 44 + 22)
    }

    @Test("States: the selected grey, the disabled label colour, a row's override on top")
    func states() throws {
        let renderer = try TestSupport.renderer(#"""
        { "sections": [ { "rows": [ { "text": "Wi-Fi", "states": { "selected": { "text": "Wi-Fi (on)" } } } ] } ] }
        """#)
        let normal = try #require(try renderer.layout(in: .normal).sections[0].rows[0].cell)
        let selected = try #require(try renderer.layout(in: .selected).sections[0].rows[0].cell)
        let disabled = try #require(try renderer.layout(in: .disabled).sections[0].rows[0].cell)
        #expect(normal.background.color == Color(hex: "#FFFFFF"))
        #expect(selected.background.color == Color(hex: "#D1D1D6"))
        #expect(selected.text?.string == "Wi-Fi (on)" && normal.text?.string == "Wi-Fi")
        #expect(disabled.text?.color == Color(hex: "#3C3C434C"))   // tertiaryLabel: 30 %
    }

    @Test("Columns: one per state, 24 pt apart, under a 36 pt caption band")
    func columns() throws {
        let renderer = try TestSupport.renderer(#"""
        { "states": ["normal", "selected"], "sections": [ { "rows": [ { "text": "Hello" } ] } ] }
        """#)
        let list = try renderer.displayList()
        #expect(list.size == Size(width: 393 * 2 + 24, height: 36 + 44))
        let captions = list.commands.compactMap { command -> String? in
            if case .text(let run) = command, run.frame.minY < 36 { run.text } else { nil }
        }
        #expect(captions == ["Normal", "Selected"])
        #expect(try renderer.displayList(states: [.selected]).size == Size(width: 393, height: 44))
    }

    @Test("Options override the document's width, scale and states, and are checked")
    func options() throws {
        let json = #"{ "sections": [ { "rows": [ { "text": "Hello" } ] } ] }"#
        let renderer = try TestSupport.renderer(json, options: RenderOptions(states: [.selected], width: 320, scale: 2))
        #expect(renderer.document.width == 320 && renderer.document.scale == 2 && renderer.document.states == [.selected])
        // 320 pt is a narrow phone: the margins are 16.
        #expect(try renderer.layout(in: .normal).sections[0].rows[0].views?.text?.minX == 16)
        #expect(throws: CellshotError.self) { try TestSupport.renderer(json, options: RenderOptions(width: 0)) }
        #expect(throws: CellshotError.self) { try TestSupport.renderer(json, options: RenderOptions(scale: 5)) }
        #expect(throws: CellshotError.self) { try TestSupport.renderer(json, options: RenderOptions(states: [])) }
    }
}

@Suite("Pipeline errors")
struct PipelineErrorTests {
    @Test("With strictSymbols, an unknown symbol is an error naming its JSON path and close names")
    func unknownSymbol() throws {
        let error = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(#"{ "sections": [ { "rows": [ { "text": "x" }, { "image": { "symbol": "wfi" } } ] } ] }"#,
                                     options: RenderOptions(strictSymbols: true))
        }
        #expect(error.isBadInput)
        #expect(error.description.contains("test.json:1:69: error: sections[0].rows[1].image.symbol:"))
        #expect(error.description.contains("\"wifi\""))
    }

    @Test("A symbol in a state override is checked at its own path")
    func unknownSymbolInOverride() throws {
        let error = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(#"""
            { "sections": [ { "rows": [ { "text": "x", "states": { "selected": { "image": { "symbol": "star.fil" } } } } ] } ] }
            """#, options: RenderOptions(strictSymbols: true))
        }
        #expect(error.description.contains("sections[0].rows[0].states.selected.image.symbol"))
        #expect(error.description.contains("\"star.fill\""))
    }

    @Test("An image file that is not an image is reported at its path")
    func corruptImage() throws {
        // README.md is a file, but not a PNG, whatever its name: copy it to a .png name.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let document = try ListDocument.decode(Array(#"{ "sections": [ { "rows": [ { "image": "broken.png" } ] } ] }"#.utf8),
                                               file: "list.json", baseDirectory: folder.path, format: .json)
        let error = try #require(throws: CellshotError.self) {
            try ListRenderer(document: document, file: "list.json", environment: try RenderEnvironment())
        }
        #expect(error.isBadInput)
        #expect(error.description.contains("list.json:1:40: error: sections[0].rows[0].image: cannot read the image"))
    }
}

@Suite("Long lists")
struct LongListTests {
    @Test("A list taller than a Cairo surface (32,767 px) is written as one PNG of its full height (strips: see PNGWriterTests)")
    func tallerThanASurface() throws {
        let rows = (0..<260).map { #"{ "text": "Row \#($0)" }"# }.joined(separator: ",")
        let renderer = try TestSupport.renderer(#"{ "scale": 3, "sections": [ { "rows": [\#(rows)] } ] }"#)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-tall-\(getpid()).png").path
        defer { unlink(path) }
        try renderer.writePNG(to: path)
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1179 && height == 260 * 44 * 3)
        #expect(height > 32_767)
    }
}
