import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// The code around a list — its view controller, navigation item, bar buttons, actions, data source
/// subclasses, section providers — compiles as on iOS, is inert where it changes nothing in a list snapshot,
/// and says so (a warning with the render call's place, or an error) where it would change the picture.
@MainActor @Suite struct SurroundingsTests {
    // MARK: A view controller with navigation items and a diffable table data source subclass

    @Test("A view controller's list, with its navigation item, edit button and menu, draws as the document")
    func rosterDrawsAsTheDocument() throws {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        let navigation = UINavigationController(rootViewController: controller)
        controller.loadViewIfNeeded()
        #expect(controller.navigationController === navigation)
        #expect(navigation.topViewController === controller)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)
        #expect(controller.navigationItem.leftBarButtonItem?.menu?.children.first?.title == "Sort by Name")
        #expect(controller.title == "Harbour FC")

        let swift = try CellshotUIKit.render(controller.tableView, states: [.normal, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "appearance": "insetGrouped", "states": ["normal", "selected"], "sections": [
              { "header": "Coaches", "rows": [
                { "style": "subtitleCell", "text": "Dana Whitfield", "secondaryText": "Head coach" } ] },
              { "header": "Players", "footer": "2 players", "rows": [
                { "style": "subtitleCell", "text": "Ada Okafor", "secondaryText": "Forward" },
                { "style": "subtitleCell", "text": "Lin Baptiste", "secondaryText": "Goalkeeper" } ] } ] }
            """))
        #expect(Array(swift.prefix(8)) == ParityTests.signature)
        #expect(swift == json)
    }

    @Test("The diffable data source subclass answers through UITableViewDataSource, as UIKit asks it")
    func diffableDataSourceSubclassAnswers() throws {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        controller.loadViewIfNeeded()
        let tableView = controller.tableView
        let dataSource = try #require(tableView.dataSource)
        #expect(dataSource.numberOfSections(in: tableView) == 2)
        #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Players")
        #expect(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
        #expect(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 1)))
        dataSource.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
        #expect(dataSource.tableView(tableView, numberOfRowsInSection: 0) == 2)
        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(dataSource.tableView(tableView, numberOfRowsInSection: 0) == 1)
    }

    @Test("A render calls no lifecycle method; viewWillAppear(_:) runs as written when the test calls it (no transition coordinator)")
    func lifecycleIsTheTestsToCall() {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        controller.loadViewIfNeeded()
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        #expect(controller.transitionCoordinator == nil)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("An editing table view is drawn without its editing controls, with a warning at the render call")
    func editingTableViewWarns() throws {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        let drawn = try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal],
                                                          traits: UITraitCollection(), width: 393,
                                                          fileID: "App/RosterTests.swift", line: 9)
        #expect(drawn.warnings == ["App/RosterTests.swift:9: warning: the table view is editing (setEditing(true, "
            + "animated:) or isEditing): its editing controls (delete and insert buttons, reorder handles) are not "
            + "drawn; give list cells .delete()/.reorder() accessories to draw them"])
    }

    @Test("A table header view with a size is not drawn and says so; an empty footer view changes nothing")
    func tableHeaderViewWarns() throws {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        controller.loadViewIfNeeded()
        controller.tableView.tableFooterView = UIView()
        #expect(try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal],
                                                      traits: UITraitCollection(), width: 393, fileID: "T.swift",
                                                      line: 1).warnings.isEmpty)
        controller.tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 80))
        let drawn = try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal],
                                                          traits: UITraitCollection(), width: 393, fileID: "T.swift",
                                                          line: 1)
        #expect(drawn.warnings == ["T.swift:1: warning: the table view's tableHeaderView is not drawn (a UIView)"])
    }

    @Test("separatorStyle .none draws no separators; a separatorInset or separatorColor set is kept and warned about")
    func separatorProperties() throws {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        controller.loadViewIfNeeded()
        let tableView = controller.tableView
        func drawn() throws -> (document: ListDocument, warnings: [String]) {
            let result = try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal], traits: UITraitCollection(),
                                                               width: 393, fileID: "T.swift", line: 1)
            return (result.document, result.warnings)
        }
        #expect(tableView.separatorStyle == .singleLine && tableView.separatorInset == .zero)
        let lined = try drawn()
        #expect(!lined.document.sections.isEmpty && lined.document.sections.allSatisfy { $0.showsSeparators == nil })
        #expect(lined.warnings.isEmpty)

        tableView.separatorStyle = .none
        #expect(try drawn().document.sections.allSatisfy { $0.showsSeparators == false })

        tableView.separatorStyle = .singleLine
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        tableView.separatorColor = .systemRed
        #expect(try drawn().warnings == [
            "T.swift:1: warning: the table view's separatorInset (left 0.0, right 0.0) is not drawn: separators start at "
                + "the row's text, as UIKit's automatic insets place them",
            "T.swift:1: warning: the table view's separatorColor is not drawn: separators are drawn in the list's "
                + "separator colour",
        ])
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.separatorInset == .zero)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 393, bottom: 0, right: 0)
        #expect(CellPropertyNotes.notes(for: cell, contentView: cell.contentView, builtIn: true,
                                        row: IndexPath(row: 2, section: 0), state: .normal)
                == ["row 2 of section 0, normal column: the cell's separatorInset (left 393, right 0) is not drawn: its "
                    + "separator starts at the row's text, as UIKit's automatic insets place it"])
    }

    @Test("Presenting, pushing, alerts, gestures and control actions are inert: completions run, nothing is drawn")
    func inertSurroundings() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        var presented = false
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true) { presented = true }
        #expect(presented && root.presentedViewController == nil)
        root.show(UIViewController(), sender: nil)
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: false)
        #expect(navigation.viewControllers.count == 1)

        let view = UIView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        view.isUserInteractionEnabled = false
        var tapped = false
        let button = UIButton(primaryAction: UIAction(title: "Add") { _ in tapped = true })
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        #expect(button.currentTitle == "Add" && !tapped)
    }

    // MARK: Section providers

    @Test("A section provider's list sections draw as the document, a header in one section only")
    func sectionProviderDrawsAsTheDocument() throws {
        let controller = TrailListViewController()
        controller.loadViewIfNeeded()
        let swift = try CellshotUIKit.render(controller.collectionView, states: [.normal, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "appearance": "insetGrouped", "states": ["normal", "selected"], "sections": [
              { "header": "Favourites", "rows": [
                { "text": "Ridge Loop", "image": { "symbol": "map" }, "accessories": ["disclosureIndicator"] } ] },
              { "rows": [
                { "text": "Creek Path", "image": { "symbol": "star" }, "accessories": ["disclosureIndicator"] },
                { "text": "Old Mill", "image": { "symbol": "leaf" }, "accessories": ["disclosureIndicator"] } ] } ] }
            """))
        #expect(Array(swift.prefix(8)) == ParityTests.signature)
        #expect(swift == json)
    }

    @Test("List sections of different appearances are each drawn in their own, as the document's sections are")
    func differentAppearancesAreDrawn() throws {
        let controller = TrailListViewController()
        controller.appearances = [.favourites: .insetGrouped, .nearby: .plain]
        controller.loadViewIfNeeded()
        let document = try CellshotUIKit.document(of: controller.collectionView)
        #expect(document.appearance == .insetGrouped)
        #expect(document.sections.map(\.appearance) == [nil, .plain])
        let swift = try CellshotUIKit.render(controller.collectionView, states: [.normal, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "appearance": "insetGrouped", "states": ["normal", "selected"], "sections": [
              { "header": "Favourites", "rows": [
                { "text": "Ridge Loop", "image": { "symbol": "map" }, "accessories": ["disclosureIndicator"] } ] },
              { "appearance": "plain", "rows": [
                { "text": "Creek Path", "image": { "symbol": "star" }, "accessories": ["disclosureIndicator"] },
                { "text": "Old Mill", "image": { "symbol": "leaf" }, "accessories": ["disclosureIndicator"] } ] } ] }
            """))
        #expect(swift == json)
    }

    @Test("A sidebar section's supplementary header takes the sidebar's header style, the others their list's")
    func sectionHeaderStyleFollowsItsAppearance() throws {
        let controller = TrailListViewController()
        controller.appearances = [.favourites: .sidebar, .nearby: .insetGrouped]
        controller.loadViewIfNeeded()
        let document = try CellshotUIKit.document(of: controller.collectionView)
        #expect(document.appearance == .sidebar)
        #expect(document.sections.map(\.appearance) == [nil, .insetGrouped])
        // The header's default style is left to its section's appearance, as a document's is: the sidebar's.
        #expect(document.sections[0].header?.style == nil)
        let layout = try ListRenderer(document: document, file: "test.json", environment: try RenderEnvironment())
            .layout(in: .normal)
        #expect(layout.sections[0].header?.text?.attributes.font.weight == .bold)
        #expect(layout.sections[1].rows.allSatisfy { $0.frame.minX == 16 })
        let rows = document.sections.map { $0.rows.map { $0.configuration(for: .normal)?.style } }
        #expect(rows == [[.sidebarCell], [.cell, .cell]])
    }

    @Test("A grid section (and a flow layout) is drawn as a grid section of the document")
    func gridSectionIsDrawn() throws {
        let controller = TrailListViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.collectionViewLayout = trailGridLayout()
        let document = try CellshotUIKit.document(of: controller.collectionView)
        #expect(document.sections.allSatisfy { $0.grid != nil })
        controller.collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        let flow = try CellshotUIKit.document(of: controller.collectionView)
        #expect(flow.sections.allSatisfy { $0.grid?.group.axis == .horizontal })
    }

    @Test("A list section's own insets are not drawn, with a warning at the render call")
    func listSectionInsetsWarn() throws {
        let controller = TrailListViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        let section = NSCollectionLayoutSection.list(using: configuration,
                                                     layoutEnvironment: LayoutEnvironment(width: 393, traits: UITraitCollection()))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40)
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
        let lowered = try CellshotUIKit.lowered(collectionView, states: [.normal], traits: UITraitCollection(),
                                                width: 393, fileID: "App/Trails.swift", line: 7)
        #expect(SnapshotWriter.messages(for: lowered.settled.notes, fileID: "App/Trails.swift", line: 7) == [
            "App/Trails.swift:7: warning: section 0's contentInsets is not drawn (a list section is laid out by its "
                + "list configuration's appearance)",
            "App/Trails.swift:7: warning: section 1's contentInsets is not drawn (a list section is laid out by its "
                + "list configuration's appearance)",
        ])
    }

    @Test("A list configuration's showsSeparators and backgroundColor are drawn in every section, without a warning")
    func listConfigurationIsDrawn() throws {
        let controller = TrailListViewController()
        controller.loadViewIfNeeded()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = false
        configuration.backgroundColor = .systemYellow
        controller.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        let lowered = try CellshotUIKit.lowered(controller.collectionView, states: [.normal], traits: UITraitCollection(),
                                                width: 393, fileID: "App/Trails.swift", line: 8)
        #expect(lowered.settled.notes.isEmpty)
        #expect(lowered.document.sections.count == 2)
        #expect(lowered.document.sections.allSatisfy {
            $0.appearance == nil && $0.showsSeparators == false && $0.backgroundColor == .system(.systemYellow)
        })
    }

    /// A sidebar whose first items head their sections, with the accessories `headerAccessories` gives them, and its
    /// data source (the collection view holds it weakly, as UIKit's does).
    @MainActor private func headerItemSidebar(_ headerAccessories: [UICellAccessory])
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout {
            _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 0 ? headerAccessories : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Library", "Recents"], toSection: 0)
        snapshot.appendItems(["Shared", "Family"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        // Section 1's header item is expanded (a section snapshot), section 0's is not.
        var shared = NSDiffableDataSourceSectionSnapshot<String>()
        shared.append(["Shared"])
        shared.append(["Family"], to: "Shared")
        shared.expand(["Shared"])
        dataSource.apply(shared, to: 1, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    @Test("A first-item header's outline disclosure is drawn as the header's accessory, pointing as its item is expanded")
    func headerItemAccessoriesDrawn() throws {
        let (collectionView, dataSource) = headerItemSidebar([.outlineDisclosure()])
        let lowered = try withExtendedLifetime(dataSource) {
            try CellshotUIKit.lowered(collectionView, states: [.normal], traits: UITraitCollection(), width: 393,
                                      fileID: "App/Sidebar.swift", line: 3)
        }
        #expect(lowered.settled.notes.isEmpty)
        #expect(lowered.document.sections.map { $0.header?.accessories } == [
            [.outlineDisclosure(expanded: false)], [.outlineDisclosure(expanded: true)],
        ])
        #expect(lowered.document.sections.map { $0.header?.text } == ["Library", "Shared"])
    }

    @Test("A first-item header's leading and editing accessories are not drawn, with a warning each")
    func headerItemLeadingAccessoriesWarn() throws {
        let (collectionView, dataSource) = headerItemSidebar([.delete(displayed: .always), .reorder(),
                                                              .outlineDisclosure(options: .init(style: .header))])
        let lowered = try withExtendedLifetime(dataSource) {
            try CellshotUIKit.lowered(collectionView, states: [.normal], traits: UITraitCollection(), width: 393,
                                      fileID: "App/Sidebar.swift", line: 3)
        }
        let place = "App/Sidebar.swift:3: warning: the header item (headerMode .firstItemInSection) of section "
        #expect(SnapshotWriter.messages(for: lowered.settled.notes, fileID: "App/Sidebar.swift", line: 3) == [
            place + "0: its leading accessory is not drawn (a header is drawn with its trailing accessories only)",
            place + "0: the accessories displayed only while editing are not drawn (a header is drawn in its normal state)",
            place + "1: its leading accessory is not drawn (a header is drawn with its trailing accessories only)",
            place + "1: the accessories displayed only while editing are not drawn (a header is drawn in its normal state)",
        ])
        #expect(lowered.document.sections[0].header?.accessories == [.outlineDisclosure(expanded: false, style: .header)])
    }

    @Test("A table view's fixed section header height is not drawn, with a warning")
    func sectionHeaderHeightWarns() throws {
        let controller = TeamRosterViewController(teamName: "Harbour FC")
        controller.loadViewIfNeeded()
        controller.tableView.sectionHeaderHeight = 40
        let drawn = try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal],
                                                          traits: UITraitCollection(), width: 393, fileID: "T.swift",
                                                          line: 2)
        #expect(drawn.warnings == ["T.swift:2: warning: the table view's sectionHeaderHeight 40.0 is not drawn "
            + "(headers and footers are sized by their content)"])
    }

    // MARK: Views

    @Test("A system button in a custom content view is drawn: its title in the tint, at the width its constraint gives")
    func buttonInContentViewIsDrawn() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(button)
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            button.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            button.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 80),
        ])
        let document = try CellshotUIKit.document(ofCell: cell)
        let row = try #require(try ListRenderer(document: document, environment: RenderEnvironment())
            .layout(in: .normal).sections[0].rows.first)
        let template = try #require(row.template)
        #expect(template.frames["button1"]?.width == 80)
        #expect(template.frames["button1"]?.minX == 0)
        let drawn = try #require(template.content.buttons["button1"])
        #expect(drawn.title?.string == "Follow")
        #expect(drawn.title?.color == ColorReference.system(.systemBlue).resolved(for: .light, in: .ios26))
        #expect(drawn.title?.attributes.font == .system(size: 15))
    }

    @Test("The system spacing between views is UIKit's 8 points times the multiplier; between baselines it is refused")
    func systemSpacing() {
        let first = UILabel()
        let second = UILabel()
        #expect(second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2).constant == 16)
        #expect(second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1).refusal == nil)
        let error = #expect(throws: UIKitRenderError.self) {
            _ = try CellshotUIKit.render(cell: {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let title = UILabel()
                let detail = UILabel()
                title.text = "Title"
                detail.text = "Detail"
                for label in [title, detail] {
                    label.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(label)
                    label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor).isActive = true
                }
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
                    detail.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
                    detail.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
                ])
                return cell
            })
        }
        #expect(error?.description == "row 0 of section 0: a system spacing to or from a baseline (firstBaseline from "
            + "lastBaseline) is not drawn; give the spacing as a constant")
    }

    @Test("The readable content guide of a cell is its margins guide on iPhone widths; wider lists are refused")
    func readableContentGuide() throws {
        func cell(_ guide: @escaping @MainActor (UIView) -> UILayoutGuide) -> @MainActor () -> UITableViewCell {
            {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = UILabel()
                label.text = "Readable"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                let guide = guide(cell.contentView)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    label.topAnchor.constraint(equalTo: guide.topAnchor),
                    label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ])
                return cell
            }
        }
        let readable = try CellshotUIKit.render(cell: cell { $0.readableContentGuide }, style: .insetGrouped)
        let margins = try CellshotUIKit.render(cell: cell { $0.layoutMarginsGuide }, style: .insetGrouped)
        #expect(readable == margins)
        let error = #expect(throws: UIKitRenderError.self) {
            _ = try CellshotUIKit.render(cell: cell { $0.readableContentGuide }, width: 700)
        }
        #expect(error?.description.hasPrefix("row 0 of section 0: readableContentGuide in a list 700 points wide is not drawn")
            == true)
    }

    // MARK: Registration

    @Test("A private cell class without a factory: the error says the line to add, and that it goes in the class's own file")
    func privateCellClassAdvice() {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(HiddenBadgeCell.self, forCellReuseIdentifier: "badge", fileID: "App/Badges.swift", line: 31)
        let source = HiddenBadgeSource()
        tableView.dataSource = source
        let error = #expect(throws: UIKitRenderError.self) {
            _ = try CellshotUIKit.render(tableView)
        }
        #expect(error?.description.contains("HiddenBadgeCell is private, so only its own file can name it: add "
            + "`#if !canImport(UIKit)` `CellshotUIKit.registerCell(HiddenBadgeCell.self) { HiddenBadgeCell(style: "
            + ".default, reuseIdentifier: $0) }` `#endif` in the file that declares HiddenBadgeCell — for example just "
            + "before the register call at App/Badges.swift:31") == true)
        withExtendedLifetime(source) {}
    }

    // MARK: Values

    @Test("UIKit's plain named colours have Apple's components")
    func namedColours() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let expected: [(UIColor, [CGFloat])] = [(.orange, [1, 0.5, 0]), (.yellow, [1, 1, 0]), (.purple, [0.5, 0, 0.5]),
                                                (.brown, [0.6, 0.4, 0.2]), (.cyan, [0, 1, 1]), (.magenta, [1, 0, 1])]
        for (color, components) in expected {
            #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            #expect([red, green, blue] == components && alpha == 1)
        }
    }
}

private final class HiddenBadgeCell: UITableViewCell {}

private final class HiddenBadgeSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
}

/// `UIScreen.main`, as cells that size a view from the screen's width use it (`UIScreen.main.bounds.width * 0.9`).
@MainActor @Suite struct ScreenTests {
    private final class ScreenSizedCell: UITableViewCell {
        let banner = UIView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            banner.translatesAutoresizingMaskIntoConstraints = false
            banner.backgroundColor = .systemTeal
            contentView.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * 0.5),
                banner.heightAnchor.constraint(equalToConstant: 20),
                banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    private final class ScreenList: NSObject, UITableViewDataSource {
        var widths: [CGFloat] = []
        var scales: [CGFloat] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            widths.append(UIScreen.main.bounds.width)
            scales.append(UIScreen.main.scale)
            return ScreenSizedCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test("While a list is drawn, UIScreen.main is as wide as the drawing, at the column's scale; afterwards the default iPhone again")
    func screenFollowsTheDrawing() throws {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        let tableView = UITableView(frame: .zero, style: .plain)
        let list = ScreenList()
        tableView.dataSource = list
        let document = try CellshotUIKit.document(of: tableView, states: [.normal],
                                                  traits: UITraitCollection(displayScale: 2), width: 320)
        #expect(list.widths == [320])
        #expect(list.scales == [2])
        #expect(UIScreen.main.bounds.width == 393)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(document.width == 320)
    }
}
