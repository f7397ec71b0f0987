import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import CellshotUIKitAssertions
import Foundation
import Testing

/// A `UIListContentView` among a cell's own views (issue 30), as Apple's custom list cell sample builds it
/// (``GadgetListViewController``): drawn as the template's list content view, its `textLayoutGuide` and the
/// cell's `separatorLayoutGuide` constraints followed, the disclosure chevron beside the content view.
@MainActor @Suite(.serialized) struct ListContentViewTests {
    init() {
        #if !canImport(UIKit)
        // The cell is a subclass of UICollectionViewListCell without a `required` initialiser: Swift makes it
        // through a factory on Linux.
        CellshotUIKit.registerCell(GadgetCell.self) { GadgetCell(frame: .zero) }
        #endif
    }

    static func document() throws -> ListDocument {
        let controller = GadgetListViewController()
        controller.loadViewIfNeeded()
        return try CellshotUIKit.document(of: controller.collectionView)
    }

    @Test("The list content view's symbol and texts lead, the kind's label and icon trail, the chevron last, the separator at the text")
    func frames() throws {
        let document = try Self.document()
        let rows = try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal).sections[0].rows
        #expect(rows.count == 3)
        for row in rows {
            let layout = try #require(row.template)
            let list = try #require(layout.frames["listContent1"])
            let label = try #require(layout.frames["label1"]), icon = try #require(layout.frames["image1"])
            let content = try #require(layout.listContentFrames["listContent1"])
            let text = try #require(content.text), secondary = try #require(content.secondaryText)
            let image = try #require(content.image)
            let chevron = try #require(layout.accessoryViews?.accessories.first)
            // The list content view fills the content view's height from its leading edge; its margins are its
            // configuration's own (axesPreservingSuperviewLayoutMargins = []).
            #expect(list.minX == layout.contentFrame.minX && list.minY == 0 && list.height == row.frame.height)
            #expect(image.minX == list.minX + 16 && text.minX > image.maxX && secondary.minX == text.minX)
            // The kind's label is at least the content's trailing margin (a subtitle cell's 8) after the list content
            // view, the icon right after the label (a value cell's horizontal padding, 8) and the trailing margin
            // before the content view's end.
            #expect(label.minX >= list.maxX + 8 - 1e-6)
            #expect(abs(icon.minX - label.maxX - 8) < 1e-6)
            #expect(abs(icon.maxX - (layout.contentFrame.maxX - 8)) < 1e-6)
            #expect(chevron.minX >= layout.contentFrame.maxX - 1e-6)
            #expect(layout.separatorLeading == text.minX)
        }
        // The short description stays on one line; the long ones wrap under the title.
        let plane = try #require(rows[1].template?.listContentFrames["listContent1"]?.secondaryText)
        let headphones = try #require(rows[0].template?.listContentFrames["listContent1"]?.secondaryText)
        #expect(headphones.height > plane.height * 1.5)
        #expect(rows[0].separator?.minX == rows[0].template?.listContentFrames["listContent1"]?.text?.minX)
    }

    @Test("The list content view is a listContent view of the cell's template, its textLayoutGuide one of its items")
    func template() throws {
        let document = try Self.document()
        let template = try document.template(for: document.sections[0].rows[0], at: .root, in: .normal)
        let list = try #require(template.views.first)
        #expect(list.kind == .listContent)
        #expect(list.properties.listContent?.style == .subtitleCell)
        #expect(list.properties.listContent?.text == "Headphones")
        #expect(list.properties.compressionResistanceHorizontal == 749)
        #expect(template.constraints.contains { $0.text == "separatorLayoutGuide.leading == listContent1.textLayoutGuide.leading" })
    }

    @Test("Apple's custom cell list matches its reference (looked at beside iOS)")
    func reference() throws {
        let controller = GadgetListViewController()
        controller.loadViewIfNeeded()
        assertCellSnapshot(of: controller.collectionView, named: "customCellList")
    }
}


/// A list content view whose configuration leaves out in one state what another sets: a state's override cannot
/// unset a key, so the column is drawn with the first column's value, and says so.
@MainActor @Suite struct ListContentViewStateTests {
    final class DetailCell: UICollectionViewListCell {
        let listContentView = UIListContentView(configuration: .subtitleCell())

        override func updateConfiguration(using state: UICellConfigurationState) {
            if listContentView.superview == nil {
                listContentView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(listContentView)
                NSLayoutConstraint.activate([
                    listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                ])
            }
            var content = UIListContentConfiguration.subtitleCell().updated(for: state)
            content.text = state.isSelected ? "Inbox (selected)" : "Inbox"
            content.secondaryText = state.isSelected ? nil : "3 unread"
            listContentView.configuration = content
        }
    }

    @Test("A key set in the first column and unset in another is a warning naming the view, key and column")
    func unsetKeyIsReported() throws {
        let drawn = try CellshotUIKit.documentAndWarnings(of: [CellshotUIKit.ListSection(cells: [{ DetailCell(frame: .zero) }])],
                                                          appearance: .insetGrouped, states: [.normal, .selected],
                                                          traits: UITraitCollection(), width: 393,
                                                          fileID: "App/CellTests.swift", line: 9)
        #expect(drawn.warnings == [
            "App/CellTests.swift:9: warning: row 0 of section 0, selected column: the secondaryText of the list content "
                + "view listContent1, set in the normal column, is unset in this one and drawn as there; set it in every state",
        ])
        // What changed is drawn: the selected column's text.
        let row = try ListRenderer(document: drawn.document, environment: RenderEnvironment()).layout(in: .selected)
            .sections[0].rows[0]
        #expect(row.template?.content.cells["listContent1"]?.text?.string == "Inbox (selected)")
    }
}
