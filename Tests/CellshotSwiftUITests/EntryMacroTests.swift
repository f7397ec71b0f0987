#if Previews
import CellshotSwiftUI
import Testing

// `@Entry` itself, built only with the Previews trait (`swift build --traits Previews`): EntryExpansionTests tests
// its expansion written out in every build.

extension EnvironmentValues {
    @Entry fileprivate var genre: String = "Fiction"
    @Entry fileprivate var pageCount: Int?
}

private struct GenreView: View {
    @Environment(\.genre) private var genre
    @Environment(\.pageCount) private var pageCount
    var body: some View { Text("\(genre) \(pageCount ?? 0)") }
}

@MainActor
@Suite struct EntryMacroTests {
    @Test func entryDeclaresAnEnvironmentValueWithItsDefault() throws {
        #expect(try CellshotSwiftUI.layout(of: GenreView()).texts == ["Fiction 0"])
        let set = GenreView().environment(\.genre, "Poetry").environment(\.pageCount, 12)
        #expect(try CellshotSwiftUI.layout(of: set).texts == ["Poetry 12"])
    }
}
#endif
