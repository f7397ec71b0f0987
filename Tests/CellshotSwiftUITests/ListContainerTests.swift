import CellshotSwiftUI
import Foundation
import Testing

/// `List` and its containers laid out: exact frames read from the list chrome (docs/swiftui.md, "Lists").
@MainActor
@Suite struct ListContainerTests {
    struct Item: Identifiable {
        let id: String
        var children: [Item]?
    }

    static let tree = [Item(id: "Fruit", children: [Item(id: "Apple"), Item(id: "Pear")]), Item(id: "Vegetables", children: [])]

    func rows(_ layout: LaidOutView) -> [LaidOutView] {
        layout.all.filter { $0.name.hasPrefix("row ") }
    }

    /// The minimum row height is the look's: 52 pt on iOS 26, 44 pt up to iOS 18 (`defaultMinListRowHeight`).
    @Test(arguments: [(CellshotSwiftUI.Look.ios26, 52.0, 16.0), (.ios18, 44.0, 20.0)])
    func rowHeightsAndCardInset(look: CellshotSwiftUI.Look, rowHeight: Double, cardInset: Double) throws {
        let layout = try CellshotSwiftUI.layout(of: List { Text("Wi-Fi"); Text("Bluetooth") }, width: 390, look: look)
        let rows = rows(layout)
        #expect(rows.count == 2)
        #expect(rows.map { Double($0.frame.height) } == [rowHeight, rowHeight])
        #expect(Double(rows[0].frame.minX) == cardInset)
        #expect(Double(rows[0].frame.width) == 390 - 2 * cardInset)
        #expect(rows[1].frame.minY == rows[0].frame.maxY)
    }

    /// `.environment(\.defaultMinListRowHeight, 60)` raises every row.
    @Test func minimumRowHeight() throws {
        let layout = try CellshotSwiftUI.layout(of: List { Text("Tall") }.environment(\.defaultMinListRowHeight, 60), width: 390)
        #expect(rows(layout).map(\.frame.height) == [60])
    }

    /// `.listRowInsets` are the content's margins in the cell.
    @Test func rowInsets() throws {
        let layout = try CellshotSwiftUI.layout(of: List {
            Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        }, width: 390, look: .ios18)
        let row = try #require(rows(layout).first)
        let content = try #require(row.first("content"))
        #expect(content.frame.minX == row.frame.minX + 40)
        // With no vertical insets the row is the minimum height and the text centred in it.
        #expect(row.frame.height == 44)
        #expect(abs(content.frame.midY - row.frame.midY) < 0.01)
    }

    /// `.listRowSeparator(.hidden)` hides the separators above and below the row; the others stay.
    @Test func rowSeparatorHidden() throws {
        let layout = try CellshotSwiftUI.layout(of: List {
            Text("One"); Text("Two").listRowSeparator(.hidden, edges: .bottom); Text("Three"); Text("Four")
        }, width: 390)
        let rows = rows(layout)
        #expect(rows.map { $0.first("separator") != nil } == [true, false, true, false])
    }

    /// An outline starts collapsed: only its roots are rows; an expanded disclosure group shows its children.
    @Test func outlines() throws {
        let collapsed = try CellshotSwiftUI.layout(of: List(Self.tree, children: \.children) { Text($0.id) }, width: 390)
        #expect(rows(collapsed).count == 2)
        let expanded = try CellshotSwiftUI.layout(of: List {
            DisclosureGroup("Fruit", isExpanded: .constant(true)) { Text("Apple"); Text("Pear") }
            DisclosureGroup("Vegetables") { Text("Leek") }
        }, width: 390)
        #expect(rows(expanded).count == 4)
    }

    /// Rows outside any `Section` form sections of their own between the sections.
    @Test func looseRowsFormSections() throws {
        let layout = try CellshotSwiftUI.layout(of: List {
            Text("Loose")
            Section("Header") { Text("A"); Text("B") }
            Text("After")
        }, width: 390)
        let sections = layout.all.filter { $0.name.hasPrefix("section ") }
        #expect(sections.count == 3)
        #expect(sections[1].first("header") != nil)
        #expect(rows(layout).count == 4)
    }

    /// A `List` among a `Form`'s rows gives them its rows, one card, as iOS draws Home Assistant's location history
    /// (`Form { Section { List { ForEach … } } }`); a list inside a row's stack stays a view of its own.
    @Test func aListInAFormSectionGivesItsRows() throws {
        let nested = try CellshotSwiftUI.layout(of: Form { Section { List { Text("Manual"); Text("Periodic") } } }, width: 390)
        let flat = try CellshotSwiftUI.layout(of: Form { Section { Text("Manual"); Text("Periodic") } }, width: 390)
        #expect(rows(nested).count == 2)
        #expect(rows(nested).map(\.frame) == rows(flat).map(\.frame))
        let inStack = try CellshotSwiftUI.layout(of: Form { VStack { List { Text("Inner") } } }, width: 390)
        let single = try CellshotSwiftUI.layout(of: Form { Text("Inner") }, width: 390)
        // One row holding the inner list (taller than a row of its text), not the inner list's row.
        #expect(rows(inStack).count == 1)
        #expect(rows(inStack)[0].frame.height > rows(single)[0].frame.height)
    }

    /// A list offered no height is as tall as its rows; offered a height, it fills it.
    @Test func listSizing() throws {
        let natural = try CellshotSwiftUI.layout(of: List { Text("A") }, width: 390)
        let filled = try CellshotSwiftUI.layout(of: List { Text("A") }, width: 390, height: 844)
        #expect(filled.frame.height == 844)
        #expect(natural.frame.height < 844)
        // Its height is the list's: the section's card and the space the look leaves around it.
        let card = try #require(natural.first("section 0"))
        #expect(natural.frame.height > card.frame.maxY)
    }

    /// In edit mode a `ForEach` with `.onDelete` gets delete controls and with `.onMove` reorder controls; the
    /// content moves right of the delete control (its leading accessory), as UIKit's editing cells.
    @Test func editMode() throws {
        let fruits = ["Apple", "Pear"]
        let list = List {
            ForEach(fruits, id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
            Text("Fixed")
        }
        let normal = try CellshotSwiftUI.layout(of: list, width: 390, look: .ios18)
        let editing = try CellshotSwiftUI.layout(of: list.environment(\.editMode, .constant(.active)), width: 390, look: .ios18)
        let normalContent = try #require(rows(normal).first?.first("content"))
        let editingContent = try #require(rows(editing).first?.first("content"))
        #expect(editingContent.frame.minX > normalContent.frame.minX)
        // The row without .onDelete keeps its place.
        let fixedNormal = try #require(rows(normal).last?.first("content"))
        let fixedEditing = try #require(rows(editing).last?.first("content"))
        #expect(fixedNormal.frame.minX == fixedEditing.frame.minX)
        let png = try CellshotSwiftUI.render(list, states: [.normal, .editing], width: 390)
        try png.write(to: URL(fileURLWithPath: "/tmp/list-editing.png"))
    }

    /// Section spacing other than the style's is drawn in inset grouped lists (`ListSectionSpacingTests`); a plain
    /// list keeps its style's and names the app's line; the defaults say nothing.
    @Test func sectionSpacingWarns() throws {
        let spaced = try CellshotSwiftUI.layout(of: List { Text("A"); Text("B") }.listStyle(.plain).listSectionSpacing(.compact),
                                                width: 390)
        let warnings = CellshotSwiftUI.lastWarnings
        let plain = try CellshotSwiftUI.layout(of: List { Text("A"); Text("B") }.listStyle(.plain), width: 390)
        #expect(rows(spaced).map(\.frame) == rows(plain).map(\.frame))
        _ = try CellshotSwiftUI.layout(of: List { Text("A") }.listRowSpacing(0).listSectionSpacing(.default), width: 390)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.contains { $0.contains(".listSectionSpacing(.compact) is drawn only in an inset grouped list") })
    }

    /// A trait on a `Section` reaches each of its rows, and a row's own wins (the inner modifier, as in SwiftUI).
    @Test func aSectionsTraitsReachItsRows() throws {
        let layout = try CellshotSwiftUI.layout(of: List {
            Section {
                Text("Outer")
                Text("Inner").listRowInsets(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
            }
            .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        }, width: 390, look: .ios18)
        let rows = rows(layout)
        try #require(rows.count == 2)
        let contents = try rows.map { try #require($0.first("content")) }
        #expect(contents[0].frame.minX == rows[0].frame.minX + 40)
        #expect(contents[1].frame.minX == rows[1].frame.minX + 10)
    }

    /// A modifier on a `Section` applies to each of its rows (rows SwiftUI lays out, read from the texts drawn).
    @Test func aSectionsModifiersApplyToItsRows() throws {
        func textLefts<V: View>(_ view: V) throws -> [String: Double] {
            var lefts: [String: Double] = [:]
            for case .text(let run) in try ControlsTestSupport.commands(view, width: 390, look: .ios18) {
                lefts[run.text] = run.frame.minX
            }
            return lefts
        }
        let plain = try textLefts(List { Section { HStack { Text("A") }; HStack { Text("B") } } })
        let padded = try textLefts(List { Section { HStack { Text("A") }; HStack { Text("B") } }.padding(.leading, 30) })
        #expect(plain.count == 2)
        #expect(padded["A"] == plain["A"].map { $0 + 30 })
        #expect(padded["B"] == plain["B"].map { $0 + 30 })
    }
}
