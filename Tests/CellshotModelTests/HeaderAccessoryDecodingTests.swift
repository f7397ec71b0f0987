import CellshotModel
import Testing

/// A header's or footer's accessories and the outline disclosure's style, read from a document.
@Suite("Header accessories: decoding")
struct HeaderAccessoryDecodingTests {
    @Test("A header reads its accessories as a row does; a footer too; none by default")
    func headerAccessories() throws {
        let document = try TestSupport.decode(#"""
        { "sections": [ { "header": { "text": "Favorites", "accessories": [
            { "label": "3" }, { "outlineDisclosure": { "expanded": true, "style": "header" } } ] },
          "footer": { "text": "Pinned", "accessories": ["outlineDisclosure"] }, "rows": [] },
          { "header": "Plain", "rows": [] } ] }
        """#)
        #expect(document.sections[0].header?.accessories == [.label("3"), .outlineDisclosure(expanded: true, style: .header)])
        #expect(document.sections[0].footer?.accessories == [.outlineDisclosure(expanded: false)])
        #expect(document.sections[1].header?.accessories == [])
    }

    @Test("An outline disclosure's style: automatic by default, header or cell by name", arguments: [
        (#""outlineDisclosure""#, OutlineDisclosureStyle.automatic),
        (#"{ "outlineDisclosure": { "style": "automatic" } }"#, .automatic),
        (#"{ "outlineDisclosure": { "style": "header" } }"#, .header),
        (#"{ "outlineDisclosure": { "style": "cell", "expanded": true } }"#, .cell),
    ])
    func style(json: String, style: OutlineDisclosureStyle) throws {
        let document = try TestSupport.decode(#"{ "sections": [ { "rows": [ { "text": "A", "accessories": [\#(json)] } ] } ] }"#)
        guard case .outlineDisclosure(_, let decoded)? = document.sections[0].rows[0].configuration(for: .normal)?
            .accessories?.first?.kind else {
            Issue.record("no outline disclosure")
            return
        }
        #expect(decoded == style)
    }

    @Test("automatic is the header style in a header and the cell style in a row")
    func automaticResolves() {
        #expect(OutlineDisclosureStyle.automatic.resolved(inHeader: true) == .header)
        #expect(OutlineDisclosureStyle.automatic.resolved(inHeader: false) == .cell)
        #expect(OutlineDisclosureStyle.cell.resolved(inHeader: true) == .cell)
        #expect(OutlineDisclosureStyle.header.resolved(inHeader: false) == .header)
    }

    @Test("A row with a header-style outline disclosure displayed in a state says so; other styles do not")
    func headerStyleRows() {
        let header = CellConfiguration(accessories: [.outlineDisclosure(expanded: false, style: .header)])
        let cell = CellConfiguration(accessories: [.outlineDisclosure(expanded: false, style: .cell)])
        let editingOnly = CellConfiguration(accessories: [
            CellAccessory(.outlineDisclosure(expanded: false, style: .header), displayed: .whenEditing)])
        #expect(header.hasHeaderStyleOutlineDisclosure(in: .selected))
        #expect(!cell.hasHeaderStyleOutlineDisclosure(in: .selected))
        #expect(!editingOnly.hasHeaderStyleOutlineDisclosure(in: .selected))
        #expect(editingOnly.hasHeaderStyleOutlineDisclosure(in: .editing))
    }
}
