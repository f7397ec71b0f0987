import CellshotSwiftUI
import Foundation
import Testing

// What the SwiftUI corpus needed next (docs/swiftui.md, "Real code"): the collection helpers `.onDelete` and
// `.onMove` hand offsets to, a confirmation dialog titled with a string and a message, `.contentMargins` and
// `.preferredColorScheme` (not drawn: warn).

@MainActor
@Suite struct CorpusDeclarationsTests {
    @Test func removeAtOffsetsRemovesEachOffset() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(letters == ["b", "d"])
        letters.remove(atOffsets: IndexSet())
        #expect(letters == ["b", "d"])
    }

    @Test func moveFromOffsetsPutsTheElementsBeforeTheDestination() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(letters == ["a", "c", "e", "b", "d"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["e", "a", "b", "c", "d"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 2]), toOffset: 2)
        #expect(letters == ["a", "b", "c", "d", "e"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 4]), toOffset: 2)
        #expect(letters == ["b", "a", "e", "c", "d"])
        // A mutable collection that cannot grow (an array's buffer).
        var numbers = [1, 2, 3, 4]
        numbers.withUnsafeMutableBufferPointer { $0.move(fromOffsets: IndexSet([0]), toOffset: 4) }
        #expect(numbers == [2, 3, 4, 1])
    }

    @Test func aStringTitledConfirmationDialogWithAMessageWarnsOnlyWhenPresented() throws {
        let title: String = "Delete Server"
        let hidden = Text("Row").confirmationDialog(title, isPresented: .constant(false), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("It is removed from this app.")
        }
        #expect(try CellshotSwiftUI.layout(of: hidden).texts == ["Row"])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let shown = Text("Row").confirmationDialog(title, isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("It is removed from this app.")
        }
        #expect(try CellshotSwiftUI.layout(of: shown).texts == ["Row"])
        #expect(CellshotSwiftUI.lastWarnings == [
            "CellshotSwiftUITests/CorpusDeclarationsTests.swift:47: a .confirmationDialog is presented; cellshot draws the screen beneath, not the confirmationDialog",
        ])
    }

    @Test func contentMarginsAreNotDrawnAndWarn() throws {
        let list = List { Text("Row") }
        let plain = try CellshotSwiftUI.layout(of: list, height: 300)
        let margined = try CellshotSwiftUI.layout(of: list.contentMargins(.top, 0), height: 300)
        #expect(String(describing: margined) == String(describing: plain))
        #expect(CellshotSwiftUI.lastWarnings == [
            "CellshotSwiftUITests/CorpusDeclarationsTests.swift:61: .contentMargins(.top, 0) is not drawn: the scroll view's content keeps its own margins",
        ])
        _ = try CellshotSwiftUI.layout(of: list.contentMargins([.top, .bottom], EdgeInsets(top: 8, leading: 0, bottom: 4.5, trailing: 0)))
        #expect(CellshotSwiftUI.lastWarnings == [
            "CellshotSwiftUITests/CorpusDeclarationsTests.swift:66: .contentMargins(.vertical, EdgeInsets(top: 8, leading: 0, bottom: 4.5, trailing: 0)) is not drawn: the scroll view's content keeps its own margins",
        ])
        _ = try CellshotSwiftUI.layout(of: list.contentMargins(20, for: .scrollIndicators))
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    @Test func aPreferredColorSchemeOtherThanThePicturesWarns() throws {
        let row = Text("Row").preferredColorScheme(.dark)
        let dark = try CellshotSwiftUI.layout(of: row, colorScheme: .dark)
        #expect(dark.texts == ["Row"])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let light = try CellshotSwiftUI.layout(of: row)
        #expect(try #require(light.first("Text(")).frame == #require(dark.first("Text(")).frame)
        #expect(CellshotSwiftUI.lastWarnings == [
            "CellshotSwiftUITests/CorpusDeclarationsTests.swift:75: .preferredColorScheme(.dark) asks the presentation for .dark, which is not drawn: the picture is in render's colorScheme .light",
        ])
        _ = try CellshotSwiftUI.layout(of: Text("Row").preferredColorScheme(nil), colorScheme: .dark)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }
}
