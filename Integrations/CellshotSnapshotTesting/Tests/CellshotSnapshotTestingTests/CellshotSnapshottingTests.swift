import CellshotSnapshotTesting
import CellshotUIKit
import Foundation
import SnapshotTesting
import Testing

/// The strategies under swift-snapshot-testing: references it records and compares, and cellshot's
/// comparison in its failures.
@Suite("cellshot strategies for swift-snapshot-testing")
struct CellshotSnapshottingTests {
    static let settings = """
        { "width": 240, "scale": 1, "states": ["normal", "selected"], "sections": [ { "rows": [
            { "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"] }
        ] } ] }
        """

    static func document(_ text: String) throws -> ListDocument {
        try ListDocument.decode(Array(text.utf8), file: "settings.json", baseDirectory: ".", format: .json)
    }

    @Test("A document matches its references: PNG per state and trait combination, and its layout")
    func matchesReferences() throws {
        let document = try Self.document(Self.settings)
        assertSnapshot(of: document, as: .cellshot, named: "normal")
        assertSnapshot(of: document, as: .cellshot(state: .selected, traits: SnapshotVariant(style: .dark)),
                       named: "selected-dark")
        assertSnapshot(of: document, as: .cellshotLayout(state: .normal), named: "layout")
    }

    @Test("A changed document fails with cellshot's summary and a diff on disk; a tolerance lets it pass")
    func mismatch() throws {
        let document = try Self.document(Self.settings)
        let changed = try Self.document(Self.settings.replacingOccurrences(of: "Wi-Fi", with: "Wi-Fi 6E"))
        let reference = Snapshotting<ListDocument, Data>.cellshot.snapshot(document)
        var referenceData = Data()
        reference.run { referenceData = $0 }
        var changedData = Data()
        Snapshotting<ListDocument, Data>.cellshot.snapshot(changed).run { changedData = $0 }
        #expect(Snapshotting<ListDocument, Data>.cellshot.diffing.diffV2(referenceData, referenceData) == nil)

        let failure = try #require(Snapshotting<ListDocument, Data>.cellshot.diffing.diffV2(referenceData, changedData))
        #expect(failure.0.hasPrefix("cellshot: "))
        #expect(failure.0.contains("pixels differ"))
        let diffLine = try #require(failure.0.split(separator: "\n").first { $0.hasPrefix("diff \"") })
        let diffPath = String(diffLine.dropFirst(6).dropLast())
        #expect(FileManager.default.fileExists(atPath: diffPath))
        #expect(failure.1.count == 2)

        let tolerant = Snapshotting<ListDocument, Data>.cellshot(comparison: ComparisonOptions(maxDiffRatio: 0.5))
        #expect(tolerant.diffing.diffV2(referenceData, changedData) == nil)
    }

    @Test("Through swift-snapshot-testing: recorded when missing, then a changed document fails with cellshot's words")
    func verifyThroughSnapshotTesting() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-sst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = try Self.document(Self.settings)
        let changed = try Self.document(Self.settings.replacingOccurrences(of: "Home", with: "Office"))
        let missing = verifySnapshot(of: document, as: .cellshot, named: "wifi", record: .missing, snapshotDirectory: folder)
        #expect(missing?.contains("No reference was found on disk") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/verifyThroughSnapshotTesting.wifi.png"))
        #expect(verifySnapshot(of: document, as: .cellshot, named: "wifi", snapshotDirectory: folder) == nil)
        let message = try #require(verifySnapshot(of: changed, as: .cellshot, named: "wifi", snapshotDirectory: folder))
        #expect(message.contains("Snapshot \"wifi\" does not match reference."))
        #expect(message.contains("cellshot: ") && message.contains("pixels differ"))
    }

    @Test("A document that cannot be drawn says so")
    func drawingError() throws {
        var document = try Self.document(Self.settings)
        document.width = -1
        var data = Data()
        Snapshotting<ListDocument, Data>.cellshot.snapshot(document).run { data = $0 }
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("cellshot could not draw the document: "))
    }
}

/// A table view written against UIKit, asserted with swift-snapshot-testing.
@MainActor @Suite("cellshot strategy for UITableView")
struct TableViewSnapshottingTests {
    final class WiFiDataSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test("A table view matches its reference in a state, drawn as the same document is")
    func tableView() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = WiFiDataSource()
        tableView.dataSource = dataSource
        assertSnapshot(of: tableView, as: .cellshot(state: .selected, width: 240), named: "selected")
        // The same pixels as the document of the same row (swift-snapshot-testing's reference compared by cellshot).
        let document = try ListDocument.decode(Array(#"""
            { "width": 240, "sections": [ { "rows": [
                { "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"] }
            ] } ] }
            """#.utf8), file: "wifi.json", baseDirectory: ".", format: .json)
        var fromTable = Data(), fromDocument = Data()
        Snapshotting<UITableView, Data>.cellshot(state: .selected, width: 240).snapshot(tableView).run { fromTable = $0 }
        Snapshotting<ListDocument, Data>.cellshot(state: .selected).snapshot(document).run { fromDocument = $0 }
        #expect(Snapshotting<ListDocument, Data>.cellshot.diffing.diffV2(fromDocument, fromTable) == nil)
        withExtendedLifetime(dataSource) {}
    }
}

/// A list-style collection view written against UIKit (a diffable data source and a cell registration),
/// asserted with swift-snapshot-testing.
@MainActor @Suite("cellshot strategy for UICollectionView")
struct CollectionViewSnapshottingTests {
    @Test("A collection view matches its reference in a state, drawn as the same document is")
    func collectionView() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = UIListContentConfiguration.valueCell()
            content.text = text
            content.secondaryText = "Home"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi"])
        dataSource.apply(snapshot, animatingDifferences: false)
        assertSnapshot(of: collectionView, as: .cellshot(state: .selected, width: 240), named: "selected")
        let document = try ListDocument.decode(Array(#"""
            { "width": 240, "sections": [ { "rows": [
                { "style": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"] }
            ] } ] }
            """#.utf8), file: "wifi.json", baseDirectory: ".", format: .json)
        var fromCollection = Data(), fromDocument = Data()
        Snapshotting<UICollectionView, Data>.cellshot(state: .selected, width: 240).snapshot(collectionView)
            .run { fromCollection = $0 }
        Snapshotting<ListDocument, Data>.cellshot(state: .selected).snapshot(document).run { fromDocument = $0 }
        #expect(!fromCollection.isEmpty)
        #expect(Snapshotting<ListDocument, Data>.cellshot.diffing.diffV2(fromDocument, fromCollection) == nil)
        withExtendedLifetime(dataSource) {}
    }
}
