import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// A row selected with `selectRow(at:animated:scrollPosition:)` is drawn selected in every column.
@MainActor @Suite struct TableSelectionTests {
    @Test func aSelectedRowIsSelectedInEveryColumn() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = HelloWWDCDataSource(usesContentConfiguration: true)
        tableView.dataSource = source
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        let swift = try CellshotUIKit.render(tableView, states: [.normal, .highlighted])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "states": ["normal", "highlighted"],
              "sections": [ { "rows": [ { "text": "Hello WWDC!", "image": { "symbol": "star" }, "state": "selected" } ] } ] }
            """))
        #expect(swift == json)

        tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(tableView.indexPathsForSelectedRows == nil)
        let document = try CellshotUIKit.document(of: tableView, states: [.normal])
        #expect(document.sections[0].rows[0].state == nil)
    }
}

/// View properties of cells: the legacy background colour and the content view's are drawn.
@MainActor @Suite struct CellViewPropertyTests {
    private func render(states: [CellshotUIKit.State], _ configure: @escaping @MainActor (UITableViewCell) -> Void) throws -> Data {
        try CellshotUIKit.render(cell: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            configure(cell)
            return cell
        }, states: states)
    }

    @Test func aLegacyBackgroundColorIsDrawnUnderTheSelection() throws {
        let swift = try render(states: [.normal, .selected]) { $0.backgroundColor = .systemYellow }
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "states": ["normal", "selected"],
              "sections": [ { "rows": [ { "text": "Row", "textProperties": { "numberOfLines": 1 },
                                          "states": { "normal": { "background": { "backgroundColor": "systemYellow" } } } } ] } ] }
            """))
        #expect(swift == json)
    }

    @Test func aCellsOwnTintColoursItsCheckmarkAsARowTint() throws {
        let swift = try render(states: [.normal]) {
            $0.tintColor = .systemPink
            $0.accessoryType = .checkmark
        }
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "states": ["normal"],
              "sections": [ { "rows": [ { "text": "Row", "textProperties": { "numberOfLines": 1 },
                                          "accessories": ["checkmark"], "tint": "systemPink" } ] } ] }
            """))
        #expect(swift == json)
        let untinted = try render(states: [.normal]) { $0.accessoryType = .checkmark }
        #expect(untinted != swift)
    }

    @Test func aContentViewBackgroundIsDrawnAsTheRowsContentBackground() throws {
        let swift = try render(states: [.normal, .selected]) {
            $0.contentView.backgroundColor = .systemPink
            $0.accessoryType = .disclosureIndicator
        }
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "states": ["normal", "selected"],
              "sections": [ { "rows": [ { "text": "Row", "textProperties": { "numberOfLines": 1 },
                                          "accessories": ["disclosureIndicator"],
                                          "contentBackgroundColor": "systemPink" } ] } ] }
            """))
        #expect(swift == json)
        let without = try render(states: [.normal, .selected]) { $0.accessoryType = .disclosureIndicator }
        #expect(without != swift)
    }
}
