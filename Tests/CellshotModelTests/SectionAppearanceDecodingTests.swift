import CellshotModel
import Testing

/// A section's own list configuration (a section provider's `NSCollectionLayoutSection.list(using:)`): its
/// appearance, separators and background decode, and every mistake is one error with its path, word for word.
@Suite("Sections: their own list configuration")
struct SectionAppearanceDecodingTests {
    @Test("appearance, showsSeparators and backgroundColor decode; a section without them follows the list")
    func keys() throws {
        let document = try TestSupport.decode(#"""
        { "appearance": "insetGrouped", "sections": [
          { "appearance": "sidebar", "showsSeparators": true, "backgroundColor": "systemYellow", "rows": [] },
          { "rows": [] } ] }
        """#)
        let own = document.sections[0]
        #expect(own.appearance == .sidebar && own.showsSeparators == true && own.backgroundColor == .system(.systemYellow))
        #expect(own.hasOwnListConfiguration)
        let follows = document.sections[1]
        #expect(follows.appearance == nil && follows.showsSeparators == nil && follows.backgroundColor == nil)
        #expect(!follows.hasOwnListConfiguration)
    }

    @Test("An unknown appearance names the path and the closest name")
    func unknownAppearance() {
        #expect(TestSupport.errorText(#"{ "sections": [ { "appearance": "insetgrouped", "rows": [] } ] }"#)
            == #"list.json: error: sections[0].appearance: expected an appearance (plain, grouped, insetGrouped, "#
                + #"sidebar or sidebarPlain), found the string "insetgrouped" (did you mean "insetGrouped"?)"#)
    }

    @Test("A grid section's list configuration is an error at its key")
    func gridSectionRefusesIt() {
        #expect(TestSupport.errorText(#"""
        { "sections": [ { "grid": { "group": { "axis": "horizontal", "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
          "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
          "heightDimension": { "fractionalHeight": 1 } } }, "count": 1 } }, "appearance": "plain", "items": [] } ] }
        """#) == #"list.json: error: sections[0].appearance: expected "appearance" only in a list section, found it "#
            + #"in a grid section (a grid section draws no list appearance; a decoration item draws its background: "#
            + #""grid": { "background": … })"#)
    }

    @Test("showsSeparators must be a boolean")
    func separatorsType() {
        #expect(TestSupport.errorText(#"{ "sections": [ { "showsSeparators": "no", "rows": [] } ] }"#)
            == #"list.json: error: sections[0].showsSeparators: expected true or false, found the string "no""#)
    }
}
