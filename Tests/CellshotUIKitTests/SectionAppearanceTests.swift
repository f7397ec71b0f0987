import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import CellshotUIKitAssertions
import Foundation
import Testing

/// A section provider whose sections each have their own layout, written as Apple's emoji explorer is: an
/// orthogonal grid, a `.sidebar` outline list and an `.insetGrouped` list, each list section drawn in its
/// own configuration.
@MainActor @Suite struct SectionAppearanceTests {
    private static func explorer() -> ProduceExplorerViewController {
        let controller = ProduceExplorerViewController()
        controller.loadViewIfNeeded()
        return controller
    }

    @Test("The grid, the sidebar outline and the inset grouped list are the document's three sections")
    func loweredSections() throws {
        let controller = Self.explorer()
        let lowered = try CellshotUIKit.documentAndWarnings(of: controller.collectionView, states: [.normal],
                                                            traits: UITraitCollection(), width: 393,
                                                            fileID: "App/Produce.swift", line: 3)
        let document = lowered.document
        #expect(document.appearance == .sidebar)
        // The collection view's own background, behind the grid: not the sidebar's, so the document's.
        #expect(document.backgroundColor == .system(.systemGroupedBackground))
        #expect(document.sections[0].grid != nil && document.sections[0].appearance == nil)
        #expect(document.sections[1].grid == nil && document.sections[1].appearance == nil)
        #expect(document.sections[2].appearance == .insetGrouped)
        // The outline's visible rows (a group, its two items, the collapsed group) take the sidebar's cell; the
        // list's rows the value cell they ask for.
        let outline = document.sections[1].rows
        #expect(outline.map { $0.configuration(for: .normal)?.style } == Array(repeating: .sidebarCell, count: 4))
        #expect(outline.map { $0.indentationLevel ?? 0 } == [0, 1, 1, 0])
        #expect(document.sections[2].rows.allSatisfy { $0.configuration(for: .normal)?.style == .valueCell })
        // Nothing about the sections' appearances, and the outline's header-style disclosures are drawn.
        #expect(lowered.warnings == [])
    }

    @Test("Laid out, each list section has its appearance's insets and its own background over the collection view's")
    func laidOut() throws {
        let controller = Self.explorer()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let document = try CellshotUIKit.document(of: controller.collectionView, traits: dark)
        let layout = try ListRenderer(document: document, file: "test.json", environment: try RenderEnvironment())
            .layout(in: .normal)
        #expect(layout.sections[1].rows.allSatisfy { $0.frame.minX == 10 && $0.separator == nil })
        #expect(layout.sections[2].rows.allSatisfy { $0.frame.minX == 16 })
        #expect(layout.sections[2].cornerRadius == 26)
        // In dark mode the three differ: black behind the grid (systemGroupedBackground), the sidebar's dark grey
        // (secondarySystemBackground) behind the outline, black again behind the inset grouped cards.
        #expect(layout.backgroundColor == Color(hex: "#000000")!)
        #expect(layout.sections[0].background == nil)
        let sidebar = try #require(layout.sections[1].background)
        #expect(sidebar.color == Color(hex: "#1C1C1E")!)
        let gridBottom = try #require(layout.sections[0].grid).frame.maxY
        #expect(sidebar.frame.minY == ((gridBottom * 3 - 1e-6).rounded(.up)) / 3)
        let list = try #require(layout.sections[2].background)
        #expect(list.color == Color(hex: "#000000")!)
        #expect(list.frame.minY == sidebar.frame.maxY)
        #expect(list.frame.minY == layout.sections[1].rows.last.map { $0.frame.maxY + 10 })
        #expect(list.frame.maxY == layout.size.height)
    }

    @Test("The explorer matches its references (looked at)")
    func reference() {
        let controller = Self.explorer()
        assertCellSnapshot(of: controller.collectionView, states: [.normal, .selected], named: "produceExplorer")
    }
}
