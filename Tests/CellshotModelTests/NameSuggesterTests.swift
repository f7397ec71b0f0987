@testable import CellshotModel
import Testing

@Suite("Did-you-mean suggestions")
struct NameSuggesterTests {
    @Test("Case, prefixes, then edit distance, keeping only the closest")
    func suggestions() {
        let names = ["plain", "grouped", "insetGrouped"]
        #expect(NameSuggester.suggestions(for: "InsetGrouped", among: names) == ["insetGrouped"])
        #expect(NameSuggester.suggestions(for: "groupd", among: names) == ["grouped"])
        #expect(NameSuggester.suggestions(for: "inset", among: names) == ["insetGrouped"])
        #expect(NameSuggester.suggestions(for: "auto", among: ["automatic"]) == ["automatic"])
        #expect(NameSuggester.suggestions(for: "xyz", among: names) == [])
        #expect(NameSuggester.suggestions(for: "", among: names) == [])
        #expect(NameSuggester.hint(for: "gropued", among: names) == #"did you mean "grouped"?"#)
    }

    @Test("Edit distance counts swaps of neighbours as one")
    func editDistance() {
        #expect(NameSuggester.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(NameSuggester.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(NameSuggester.editDistance([], Array("abc")) == 3)
    }
}
