import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// A list-style collection view — list layout, diffable data source, cell and supplementary registrations —
/// draws as the same cells given as list sections, which are in parity with the example documents.
@MainActor @Suite struct CollectionViewTests {
    /// The list sections the Settings collection view should draw as: its cells and, for every section, a
    /// header and a footer in the list's default style with the section's titles (nil where it has none).
    static func settingsSections() -> [CellshotUIKit.ListSection] {
        func title(_ text: String?, _ style: HeaderFooterStyle) -> UIListContentConfiguration {
            var content = UIListContentConfiguration(kind: .headerFooter(style))
            content.isListDefault = true
            content.text = text
            return content
        }
        return SettingsScreen.sections.map { section in
            CellshotUIKit.ListSection(headerConfiguration: title(section.header, .groupedHeader),
                                      footerConfiguration: title(section.footer, .groupedFooter),
                                      cells: section.rows.map { row in { SettingsScreen.cell(for: row) } })
        }
    }

    @Test func aDiffableListDrawsAsItsCellsInSections() throws {
        let controller = SettingsCollectionController()
        let states: [CellshotUIKit.State] = [.normal, .selected]
        let collection = try CellshotUIKit.document(of: controller.collectionView, states: states)
        let sections = try CellshotUIKit.document(of: Self.settingsSections(), appearance: .insetGrouped, states: states)
        #expect(collection == sections)
        #expect(collection.sections.count == 3)
        #expect(collection.sections[2].header?.text == "Notifications")
        #expect(collection.sections[2].footer?.text?.hasPrefix("Apps that ask to track you") == true)
        #expect(collection.sections[1].rows.map { $0.configuration(for: .normal)?.text } == ["Wi-Fi", "Bluetooth", "Personal Hotspot"])
        let png = try CellshotUIKit.render(controller.collectionView, states: states)
        #expect(png == (try UIKitTestSupport.png(of: sections)))
    }

    @Test func withoutHeaderAndFooterModesTheSectionsHaveNone() throws {
        let controller = SettingsCollectionController(headerMode: .none)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        controller.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        let document = try CellshotUIKit.document(of: controller.collectionView)
        #expect(document.sections.allSatisfy { $0.header == nil && $0.footer == nil })
        #expect(document.sections.map(\.rows.count) == [1, 3, 3])
    }

    @Test func theFirstItemHeadsItsSectionInFirstItemInSectionMode() throws {
        let controller = SettingsCollectionController(headerMode: .firstItemInSection)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        controller.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        let document = try CellshotUIKit.document(of: controller.collectionView)
        // Each section's first item is its header, drawn from the cell's content configuration.
        #expect(document.sections.map { $0.header?.text } == ["Jane Appleseed", "Wi-Fi", "Notifications"])
        #expect(document.sections.map(\.rows.count) == [0, 2, 2])
    }

    @Test func aSelectedItemIsSelectedInEveryColumn() throws {
        let controller = SettingsCollectionController()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        let document = try CellshotUIKit.document(of: controller.collectionView, states: [.normal, .highlighted])
        #expect(document.sections[1].rows[1].state == .selected)
        #expect(document.sections[1].rows[0].state == nil)
        controller.collectionView.deselectItem(at: IndexPath(item: 1, section: 1), animated: false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func aListCellsDefaultConfigurationFollowsItsPlaceAndList() {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.listAppearance = .plain
        #expect(cell.defaultContentConfiguration().kind == .cell(.cell))
        cell.supplementaryKind = UICollectionView.elementKindSectionHeader
        #expect(cell.defaultContentConfiguration().kind == .headerFooter(.plainHeader))
        cell.listAppearance = .insetGrouped
        cell.supplementaryKind = UICollectionView.elementKindSectionFooter
        #expect(cell.defaultContentConfiguration().kind == .headerFooter(.groupedFooter))
        cell.listAppearance = .sidebar
        cell.supplementaryKind = UICollectionView.elementKindSectionHeader
        #expect(cell.defaultContentConfiguration().kind == .headerFooter(.sidebarHeader))
    }
}

/// Mistakes in a collection view's code are errors that say what and where, never a trap.
@MainActor @Suite struct CollectionViewErrorTests {
    final class PlainSource: NSObject, UICollectionViewDataSource {
        var identifier = "cell"
        var dequeueLine = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            dequeueLine = #line + 1
            return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
    }

    static func list(_ headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = headerMode
        return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    @Test func anUnregisteredIdentifierNamesTheCallAndWhatIsRegistered() throws {
        let collectionView = Self.list()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let source = PlainSource()
        collectionView.dataSource = source
        let error = #expect(throws: UIKitRenderError.self) { try CellshotUIKit.document(of: collectionView) }
        #expect(error?.description == "CellshotUIKitTests/CollectionViewTests.swift:\(source.dequeueLine): "
            + "dequeueReusableCell(withReuseIdentifier: \"cell\") but no class is registered for \"cell\" "
            + "(registered: \"row\"); call collectionView.register(_:forCellWithReuseIdentifier:) first, or use a "
            + "registration (UIKit would raise NSInternalInconsistencyException)")
        source.identifier = "row"
        #expect(try CellshotUIKit.document(of: collectionView).sections[0].rows.count == 1)
    }

    @Test func aDataSourceAndAListLayoutAreNeeded() {
        let collectionView = Self.list()
        let noSource = #expect(throws: UIKitRenderError.self) { try CellshotUIKit.document(of: collectionView) }
        #expect(noSource?.description.contains("the collection view has no dataSource") == true)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let source = PlainSource()
        grid.dataSource = source
        let notAList = #expect(throws: UIKitRenderError.self) { try CellshotUIKit.document(of: grid) }
        #expect(notAList?.description.contains("the collection view's layout is a UICollectionViewLayout; cellshot draws lists") == true)
    }

    final class CustomCell: UICollectionViewListCell {}
    final class FactoryCell: UICollectionViewListCell {}

    @Test func aRegistrationOfAClassWithoutAFactoryFailsBeforeTheDataSourceIsAsked() throws {
        let collectionView = Self.list()
        let registrationLine = #line + 1
        let registration = UICollectionView.CellRegistration<CustomCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let error = #expect(throws: UIKitRenderError.self) { try CellshotUIKit.document(of: collectionView) }
        #expect(error?.description == "CellshotUIKitTests/CollectionViewTests.swift:\(registrationLine): cannot make a "
            + "CustomCell: Swift can only create a subclass of yours through a factory (its initialiser is not "
            + "`required`); add `CellshotUIKit.registerCell(CustomCell.self) { CustomCell(frame: .zero) }` to your "
            + "Linux test set-up, before the list is drawn")
        CellshotUIKit.registerCell(CustomCell.self) { CustomCell(frame: .zero) }
        #expect(try CellshotUIKit.document(of: collectionView).sections[0].rows[0].configuration(for: .normal)?.text == "Inbox")
    }

    @Test("A private cell class of a registration: the error says the exact line, in the class's own file")
    func aPrivateRegisteredClassSaysWhereTheFactoryGoes() {
        let collectionView = Self.list()
        let registrationLine = #line + 1
        let registration = UICollectionView.CellRegistration<OutlineItemCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let error = #expect(throws: UIKitRenderError.self) { try CellshotUIKit.document(of: collectionView) }
        let place = "CellshotUIKitTests/CollectionViewTests.swift:\(registrationLine)"
        #expect(error?.description == "\(place): cannot make an OutlineItemCell: Swift can only create a subclass of "
            + "yours through a factory (its initialiser is not `required`), and OutlineItemCell is private, so only its "
            + "own file can name it: add `#if !canImport(UIKit)` `CellshotUIKit.registerCell(OutlineItemCell.self) { "
            + "OutlineItemCell(frame: .zero) }` `#endif` in the file that declares OutlineItemCell — for example just "
            + "before the register call at \(place)")
        // The registration stays unmakeable until a factory is given: give it, for the tests after this one.
        CellshotUIKit.registerCell(OutlineItemCell.self) { OutlineItemCell(frame: .zero) }
    }

    @Test func aRepeatedItemIdentifierIsReported() {
        let collectionView = Self.list()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox", "Inbox"])
        #expect(snapshot.numberOfItems == 1)
        dataSource.apply(snapshot)
        #expect(throws: UIKitRenderError.collectionView("the snapshot: the item identifier Inbox is appended twice; "
            + "item identifiers must be unique across the snapshot (UIKit raises an exception)")) {
            try CellshotUIKit.document(of: collectionView)
        }
    }

    @Test func aSupplementaryHeaderModeNeedsHeaderViews() {
        let collectionView = Self.list(.supplementary)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = PlainSource()
        collectionView.dataSource = source
        let error = #expect(throws: UIKitRenderError.self) { try CellshotUIKit.document(of: collectionView) }
        #expect(error?.description.contains("the header of section 0 is a UICollectionReusableView with no content "
            + "configuration: the list's headerMode asks for it") == true)
    }
}

/// `NSDiffableDataSourceSnapshot` keeps sections and items in order, as UIKit's.
@Suite struct DiffableSnapshotTests {
    @Test func sectionsAndItemsKeepTheirOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([5])
        snapshot.insertItems([3], afterItem: 2)
        snapshot.insertItems([0], beforeItem: 1)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 5])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "c")
        #expect(snapshot.indexOfItem(3) == 3)
        #expect(snapshot.indexOfSection("c") == 2)
        snapshot.deleteItems([1, 5])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [0, 2, 3])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "c") == 0)
        #expect(snapshot.problem == nil)
        snapshot.appendItems([9], toSection: "z")
        #expect(snapshot.problem == "appendItems(_:toSection:): section z is not in the snapshot")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }
}

/// A private cell class: only this file can name it (Apple's custom cell list sample declares its cell so).
private final class OutlineItemCell: UICollectionViewListCell {}
