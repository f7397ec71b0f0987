import CellshotModel
import Testing

@Suite("State overrides and pinned states")
struct StateOverrideTests {
    private let text = """
    { "states": ["normal", "highlighted", "selected"],
      "sections": [ { "rows": [
        { "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"],
          "textProperties": { "font": "body", "color": "label", "numberOfLines": 1 },
          "background": { "backgroundColor": "systemBackground", "cornerRadius": 4 },
          "states": {
            "selected": { "text": "Wi-Fi (selected)", "textProperties": { "color": "white" },
                          "background": { "backgroundColor": "tintColor" }, "accessories": ["checkmark"] },
            "highlighted": { "height": 50 } } },
        { "text": "Pinned", "state": "selected",
          "states": { "selected": { "secondaryText": "always selected" } } }
      ] } ] }
    """

    @Test("An override merges over the base, group by group")
    func merge() throws {
        let row = try TestSupport.decode(text).sections[0].rows[0]
        #expect(row.configuration(for: .normal) == row.configuration)
        let selected = try #require(row.configuration(for: .selected))
        #expect(selected.text == "Wi-Fi (selected)")
        #expect(selected.secondaryText == "Home")
        #expect(selected.textProperties == TextProperties(font: .textStyle(.body), color: .system(.white), numberOfLines: 1))
        #expect(selected.background == BackgroundConfiguration(backgroundColor: .system(.tintColor), cornerRadius: 4))
        #expect(selected.accessories == [.checkmark])
        #expect(selected.height == nil)
        let highlighted = try #require(row.configuration(for: .highlighted))
        #expect(highlighted.height == .fixed(50))
        #expect(highlighted.text == "Wi-Fi")
        #expect(row.configuration(for: .disabled) == row.configuration)
    }

    @Test("A pinned row is drawn in its state in every column")
    func pinned() throws {
        let row = try TestSupport.decode(text).sections[0].rows[1]
        #expect(row.state == .selected)
        for column in CellState.allCases {
            #expect(row.effectiveState(in: column) == .selected)
            #expect(row.configuration(for: row.effectiveState(in: column))?.secondaryText == "always selected")
        }
    }

    @Test("applying keeps what the override leaves out and takes what it sets")
    func applying() {
        let base = CellConfiguration(style: .valueCell, text: "A", imageProperties: ImageProperties(cornerRadius: 3))
        let overrides = CellConfiguration(text: "B", imageProperties: ImageProperties(tintColor: .system(.systemRed)))
        let merged = base.applying(overrides)
        #expect(merged == CellConfiguration(style: .valueCell, text: "B",
                                            imageProperties: ImageProperties(tintColor: .system(.systemRed), cornerRadius: 3)))
        #expect(base.applying(CellConfiguration()) == base)
        #expect(CellConfiguration().applying(base) == base)
    }
}
