import CellshotUIKitAssertions
import Foundation
import Testing

/// `assertCellSnapshot(of: UITableView)`: the team's table drawn and compared as a document is.
@MainActor @Suite struct TableViewAssertionTests {
    static func helloTable() -> (UITableView, HelloWWDCDataSource) {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = HelloWWDCDataSource(usesContentConfiguration: true)
        tableView.dataSource = dataSource
        return (tableView, dataSource)
    }

    static var folder: String {
        (("\(#filePath)" as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("__Snapshots__/TableViewAssertionTests")
    }

    @Test("A table view matches its references beside the test file, and so does hello-wwdc.json")
    func matchesReference() throws {
        let (tableView, dataSource) = Self.helloTable()
        assertCellSnapshot(of: tableView, states: [.normal, .selected])
        withExtendedLifetime(dataSource) {}
        // The document path's assertion of the same list passes against the same references.
        let example = try UIKitTestSupport.example("hello-wwdc.json")
        assertCellSnapshot(of: example, states: [.normal, .selected])
        #expect(FileManager.default.fileExists(atPath: Self.folder + "/matchesReference.selected.png"))
    }

    @Test("A snapshot without its reference fails (not recorded with --mode failed); a table that cannot be drawn fails with why")
    func failures() {
        let (tableView, dataSource) = Self.helloTable()
        let failures = captureSnapshotFailures {
            assertCellSnapshot(of: tableView, states: [.normal, .selected], named: "changed",
                               record: .failed)
        }
        withExtendedLifetime(dataSource) {}
        #expect(failures.count == 2)
        #expect(failures.map(\.line) == [UInt(#line - 5), UInt(#line - 5)])
        #expect(!FileManager.default.fileExists(atPath: Self.folder + "/failures.changed.normal.png"))
        let unregistered = UITableView(frame: .zero, style: .plain)
        let source = HelloWWDCDataSource(usesContentConfiguration: true)
        unregistered.dataSource = source
        let refused = captureSnapshotFailures { assertCellSnapshot(of: unregistered) }
        withExtendedLifetime(source) {}
        #expect(refused.count == 1)
        #expect(refused.first?.message.hasPrefix("Cannot draw the table view: ") == true)
        #expect(refused.first?.message.contains("\"cell\"") == true)
    }
}
