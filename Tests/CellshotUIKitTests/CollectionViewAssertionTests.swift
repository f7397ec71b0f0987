import CellshotUIKitAssertions
import Foundation
import Testing

/// `assertCellSnapshot(of: UICollectionView)` and `of: cell`: the team's collection view and single cells
/// drawn and compared as a document is.
@MainActor @Suite struct CollectionViewAssertionTests {
    static var folder: String {
        (("\(#filePath)" as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("__Snapshots__/CollectionViewAssertionTests")
    }

    @Test("A collection view matches its references beside the test file")
    func collectionView() {
        let controller = SettingsCollectionController()
        assertCellSnapshot(of: controller.collectionView, states: [.normal, .selected])
        #expect(FileManager.default.fileExists(atPath: Self.folder + "/collectionView.selected.png"))
        // A different list does not match them.
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        controller.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        let failures = captureSnapshotFailures {
            assertCellSnapshot(of: controller.collectionView, states: [.normal, .selected], named: nil, record: .missing)
        }
        #expect(failures.count == 2)
    }

    static func contactCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Jane Appleseed"
        content.secondaryText = "Mobile"
        content.image = UIImage(systemName: "person.crop.circle")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    @Test("One cell matches its references: a table view cell and a list cell")
    func cells() {
        assertCellSnapshot(of: Self.contactCell(), style: .insetGrouped, states: [.normal, .highlighted],
                           named: "table")
        let listCell = SettingsScreen.cell(for: SettingsScreen.sections[1].rows[0])
        assertCellSnapshot(of: listCell, appearance: .insetGrouped, states: [.normal, .selected], named: "list")
        #expect(FileManager.default.fileExists(atPath: Self.folder + "/cells.table.highlighted.png"))
        #expect(FileManager.default.fileExists(atPath: Self.folder + "/cells.list.selected.png"))
        // The same cell drawn in a plain table is another picture.
        let failures = captureSnapshotFailures {
            assertCellSnapshot(of: Self.contactCell(), style: .plain, states: [.normal], named: "table", record: .missing)
        }
        #expect(failures.count == 1)
    }
}
