import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// A section snapshot (`NSDiffableDataSourceSectionSnapshot`) draws as the document's outline: visible items
/// only, nested items indented by their level, outline disclosures pointing down where expanded.
@MainActor @Suite struct OutlineCollectionViewTests {
    struct Folder: Hashable, Sendable {
        var id: String
        var title: String
        var symbol: String
        var hasChildren = false
    }

    static let iCloud = Folder(id: "icloud", title: "iCloud", symbol: "icloud", hasChildren: true)
    static let inbox = Folder(id: "icloud.inbox", title: "Inbox", symbol: "tray")
    static let archive = Folder(id: "icloud.archive", title: "Archive", symbol: "archivebox", hasChildren: true)
    static let year = Folder(id: "icloud.archive.2024", title: "2024", symbol: "folder")
    static let gmail = Folder(id: "gmail", title: "Gmail", symbol: "envelope", hasChildren: true)
    static let gmailInbox = Folder(id: "gmail.inbox", title: "Inbox", symbol: "tray")

    /// A sidebar-like mailbox outline: iCloud expanded (Archive inside it collapsed), Gmail collapsed.
    static func mailboxes() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Folder>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: .zero,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Folder> { cell, _, folder in
            var content = cell.defaultContentConfiguration()
            content.text = folder.title
            content.image = UIImage(systemName: folder.symbol)
            cell.contentConfiguration = content
            cell.accessories = folder.hasChildren ? [.outlineDisclosure()] : [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Mailboxes"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Folder>(collectionView: collectionView) {
            collectionView, indexPath, folder in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: folder)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<Folder>()
        outline.append([iCloud, gmail])
        outline.append([inbox, archive], to: iCloud)
        outline.append([year], to: archive)
        outline.append([gmailInbox], to: gmail)
        outline.expand([iCloud])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    @Test func anOutlineDrawsAsTheDocumentsOutline() throws {
        let (collectionView, dataSource) = Self.mailboxes()
        #expect(dataSource.snapshot().itemIdentifiers == [Self.iCloud, Self.inbox, Self.archive, Self.gmail])
        let swift = try CellshotUIKit.render(collectionView, states: [.normal, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "appearance": "insetGrouped", "states": ["normal", "selected"], "sections": [ { "header": "Mailboxes", "rows": [
                { "text": "iCloud", "image": { "symbol": "icloud" }, "expanded": true, "accessories": ["outlineDisclosure"],
                  "children": [
                    { "text": "Inbox", "image": { "symbol": "tray" }, "accessories": ["disclosureIndicator"] },
                    { "text": "Archive", "image": { "symbol": "archivebox" }, "accessories": ["outlineDisclosure"],
                      "children": [ { "text": "2024", "image": { "symbol": "folder" }, "accessories": ["disclosureIndicator"] } ] }
                  ] },
                { "text": "Gmail", "image": { "symbol": "envelope" }, "accessories": ["outlineDisclosure"],
                  "children": [ { "text": "Inbox", "image": { "symbol": "tray" }, "accessories": ["disclosureIndicator"] } ] }
            ] } ] }
            """))
        #expect(Array(swift.prefix(8)) == ParityTests.signature)
        #expect(swift == json)
    }

    @Test func expandingShowsTheChildren() throws {
        let (collectionView, dataSource) = Self.mailboxes()
        var outline = dataSource.snapshot(for: 0)
        outline.expand([Self.archive, Self.gmail])
        dataSource.apply(outline, to: 0)
        let document = try CellshotUIKit.document(of: collectionView)
        #expect(document.sections[0].rows.count == 6)
        #expect(document.sections[0].rows.map { $0.indentationLevel ?? 0 } == [0, 1, 1, 2, 0, 1])
        // A flat snapshot replaces the outline, as in UIKit.
        var flat = NSDiffableDataSourceSnapshot<Int, Folder>()
        flat.appendSections([0])
        flat.appendItems([Self.gmail])
        dataSource.apply(flat)
        #expect(try CellshotUIKit.document(of: collectionView).sections[0].rows.map { $0.indentationLevel ?? 0 } == [0])
        #expect(dataSource.snapshot(for: 0).rootItems == [Self.gmail])
    }
}

/// `NSDiffableDataSourceSectionSnapshot` keeps a tree of items, as UIKit's.
@Suite struct SectionSnapshotTests {
    @Test func itemsLevelsAndVisibility() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["a", "d"])
        outline.append(["b"], to: "a")
        outline.insert(["c"], after: "b")
        outline.append(["b1"], to: "b")
        #expect(outline.items == ["a", "b", "b1", "c", "d"])
        #expect(outline.rootItems == ["a", "d"])
        #expect(outline.visibleItems == ["a", "d"])
        outline.expand(["a"])
        #expect(outline.visibleItems == ["a", "b", "c", "d"])
        #expect(outline.isVisible("c") && !outline.isVisible("b1"))
        #expect(outline.level(of: "b1") == 2 && outline.parent(of: "b1") == "b")
        #expect(outline.snapshot(of: "a").items == ["b", "b1", "c"])
        #expect(outline.snapshot(of: "a", includingParent: true).rootItems == ["a"])
        outline.delete(["b"])
        #expect(outline.items == ["a", "c", "d"])
        #expect(!outline.contains("b1"))
        #expect(outline.problem == nil)
        outline.append(["c"])
        #expect(outline.problem?.contains("appended twice") == true)
    }
}
