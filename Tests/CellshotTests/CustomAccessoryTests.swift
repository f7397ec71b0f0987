import Cellshot
import CellshotGraphics
import CellshotModel
import Testing

/// The custom image accessory: its placement in either chain, reserved widths, colours and drawing.
@Suite("Accessories: custom views")
struct CustomAccessoryTests {
    private static func row(_ accessories: String, state: CellState = .normal, extra: String = "",
                            rowExtra: String = "") throws -> RowLayout {
        try #require(try TestSupport.rows(#"""
        { \#(extra) "sections": [ { "rows": [ { "text": "Hello", \#(rowExtra) "accessories": \#(accessories) } ] } ] }
        """#, state: state).first)
    }

    private static func star(_ placement: String, _ options: String = "") -> String {
        #"{ "customView": { "image": "star.fill", "placement": "\#(placement)" \#(options) } }"#
    }

    @Test("Leading: at the layout margin in the standard 22 pt width, the text where a delete row's is")
    func leading() throws {
        let row = try Self.row("[\(Self.star("leading"))]")
        #expect(row.views?.leadingAccessories == [Rect(x: 20, y: 12, width: 22, height: 20)])
        #expect(row.contentFrame.minX == 42 && row.views?.text?.minX == 58)
        let delete = try Self.row(#"["delete"]"#, state: .editing)
        #expect(delete.views?.text?.minX == row.views?.text?.minX)
    }

    @Test("Trailing: at the layout margin, after the system accessories written before it")
    func trailing() throws {
        let row = try Self.row("[\"disclosureIndicator\", \(Self.star("trailing"))]")
        #expect(row.views?.accessories == [Rect(x: 335, y: 15, width: 8, height: 14), Rect(x: 351, y: 12, width: 22, height: 20)])
        #expect(row.views?.leadingAccessories.isEmpty == true && row.contentFrame.maxX == 327)
    }

    @Test("With the leading system accessories, in document order, 8 pt apart (editing)")
    func leadingChain() throws {
        let row = try Self.row("[\"delete\", \(Self.star("leading"))]", state: .editing)
        #expect(row.views?.leadingAccessories == [Rect(x: 20, y: 11, width: 22, height: 22), Rect(x: 50, y: 12, width: 22, height: 20)])
        #expect(row.contentFrame.minX == 72)
    }

    @Test("Right to left, a leading custom view sits at the right margin")
    func rightToLeft() throws {
        let row = try Self.row("[\(Self.star("leading")), \(Self.star("trailing"))]", extra: #""traits": { "direction": "rtl" },"#)
        #expect(row.views?.leadingAccessories == [Rect(x: 351, y: 12, width: 22, height: 20)])
        #expect(row.views?.accessories == [Rect(x: 20, y: 12, width: 22, height: 20)])
    }

    @Test("The reserved width: standard (22 pt, or the image's when wider), actual, or a number", arguments: [
        (#""#, 22.0), (#", "reservedLayoutWidth": "standard""#, 22), (#", "reservedLayoutWidth": "actual""#, 20),
        (#", "reservedLayoutWidth": 30"#, 30), (#", "reservedLayoutWidth": 10"#, 20),
    ])
    func reservedWidth(options: String, width: Double) throws {
        let row = try Self.row("[\(Self.star("trailing", options))]")
        #expect(row.views?.accessories == [Rect(x: 373 - width, y: 12, width: width, height: 20)])
        // The image keeps its size, centred in what it reserves.
        guard case .image(let image) = row.cell?.accessories.first else {
            Issue.record("not an image: \(String(describing: row.cell?.accessories))")
            return
        }
        #expect(image.drawnSize == Size(width: 20, height: 20))
    }

    @Test("A file keeps its natural size and colours")
    func file() throws {
        let row = try Self.row(#"[{ "customView": { "image": "assets/examples/images/avatar.svg", "placement": "trailing" } }]"#)
        #expect(row.views?.accessories == [Rect(x: 333, y: 2, width: 40, height: 40)])
        #expect(row.cell?.accessories.first?.color == .clear)
    }

    @Test("Symbols grow with Dynamic Type unless they maintain a fixed size")
    func dynamicType() throws {
        let extra = #""traits": { "contentSize": "accessibilityExtraLarge" },"#
        let growing = try Self.row("[\(Self.star("trailing"))]", extra: extra)
        let scale = 40.0 / 17
        let grown = try #require(growing.views?.accessories[0])
        #expect(abs(grown.width - 22 * scale) < 1e-6 && grown.height == 47)
        let fixed = try Self.row("[\(Self.star("trailing", #", "maintainsFixedSize": true"#))]", extra: extra)
        #expect(fixed.views?.accessories[0].width == 22 && fixed.views?.accessories[0].height == 20)
    }

    @Test("Colours: the tint by default; white on a tinted selection unless the tint is explicit", arguments: [
        (CellState.normal, "", "systemBlue"), (.normal, #", "tintColor": "systemYellow""#, "systemYellow"),
        (.selected, "", "white"), (.selected, #", "tintColor": "systemYellow""#, "systemYellow"),
        (.disabled, "", "tertiaryLabel"), (.focused, "", "white"), (.focused, #", "tintColor": "systemYellow""#, "systemYellow"),
    ])
    func colors(state: CellState, options: String, color: String) throws {
        let tinted = #""states": { "selected": { "background": { "color": "systemBlue" } } },"#
        let row = try Self.row("[\(Self.star("trailing", options))]", state: state, rowExtra: tinted)
        let document = try TestSupport.document(#"{ "sections": [] }"#)
        let expected = color == "white" ? Color.white : document.resolve(.system(try #require(SystemColor(rawValue: color))))
        #expect(row.cell?.accessories.first?.color == expected)
    }

    @Test("The image is drawn at its size, centred in its box, in its colour")
    func drawing() throws {
        let list = try TestSupport.renderer(#"""
        { "sections": [ { "rows": [ { "text": "Hello", "accessories": [\#(Self.star("trailing", #", "reservedLayoutWidth": 30"#))] } ] } ] }
        """#).displayList(states: [.normal])
        let runs = list.commands.compactMap { if case .image(let run) = $0 { run } else { nil } }
        #expect(runs.count == 1)
        #expect(runs.first?.frame == Rect(x: 348, y: 12, width: 20, height: 20))
        #expect(runs.first?.source == .symbol(name: "star.fill"))
    }

    @Test("An unknown symbol in a custom view is reported at its path")
    func unknownSymbol() throws {
        let error = try #require(throws: CellshotError.self) {
            try TestSupport.renderer(#"""
            { "sections": [ { "rows": [ { "accessories": [{ "customView": { "image": "star.fil", "placement": "leading" } }] } ] } ] }
            """#, options: RenderOptions(strictSymbols: true))
        }
        #expect(error.description.contains("test.json:1:74: error: sections[0].rows[0].accessories[0].customView.image.symbol:"))
        #expect(error.description.contains("\"star.fill\""))
    }
}
