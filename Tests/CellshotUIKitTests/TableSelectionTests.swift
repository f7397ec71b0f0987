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
