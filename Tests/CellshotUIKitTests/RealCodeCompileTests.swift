import CellshotGraphics
import CellshotModel
import CellshotUIKitAssertions
@testable import CellshotUIKit
import Foundation
import Testing

/// What real apps' list code needs to compile (issue 30, the corpus's last six sets) and what it changes in the
/// picture: each declared-but-not-drawn call says so at the render, each drawn one is drawn.
@MainActor @Suite(.serialized) struct RealCodeCompileTests {
    // MARK: Fixtures, written as the corpus's apps write them

    /// A screen made from its class object, as Apple's outline menu makes its screens.
    final class MadeFromItsClass: UIViewController {
        var loaded = false
        override func viewDidLoad() {
            super.viewDidLoad()
            loaded = true
        }
    }

    /// A screen with an initialiser of its own: it still compiles beside `type.init()` (no second required
    /// initialiser is asked of it).
    final class WithItsOwnInitialiser: UIViewController {
        let name: String
        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            name = "archived"
            super.init(coder: coder)
        }
    }

    /// A `UICollectionViewController` subclass overriding the delegate's methods, as the "Today" tutorial does.
    final class RemindersController: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Submit report", "Code review"])
            dataSource.apply(snapshot)
        }

        override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            false
        }

        override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                                     forItemAt indexPath: IndexPath) {
            guard var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
            content.secondaryText = "shown"
            cell.contentConfiguration = content
        }
    }

    static func listCell(_ text: String) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        return cell
    }

    static func view(_ color: UIColor) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        return view
    }

    static func warnings(of cells: [@MainActor () -> UICollectionViewCell]) throws -> [String] {
        try CellshotUIKit.documentAndWarnings(of: [CellshotUIKit.ListSection(cells: cells)], appearance: .plain,
                                              states: [.normal], traits: UITraitCollection(), width: 393,
                                              fileID: "App/ListTests.swift", line: 7).warnings
    }

    // MARK: View controllers

    @Test("type.init() on a view controller's class object makes that class, through init?(coder:)")
    func madeFromItsClassObject() {
        let classObject: UIViewController.Type = MadeFromItsClass.self
        let made = classObject.init()
        #expect(made is MadeFromItsClass)
        made.loadViewIfNeeded()
        #expect((made as? MadeFromItsClass)?.loaded == true)
        let own: UIViewController.Type = WithItsOwnInitialiser.self
        #expect((own.init() as? WithItsOwnInitialiser)?.name == "archived")
        // With the class written out, init() is UIViewController's own.
        #expect(type(of: MadeFromItsClass()) == MadeFromItsClass.self)
    }

    @Test("A UICollectionViewController subclass overrides the delegate; willDisplay's changes are drawn")
    func collectionViewControllerDelegate() throws {
        let controller = RemindersController()
        #expect(!controller.collectionView(controller.collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
        let document = try CellshotUIKit.document(of: controller.collectionView)
        #expect(document.sections[0].rows.map { $0.configuration(for: .normal)?.secondaryText } == ["shown", "shown"])
    }

    // MARK: Storyboards

    @Test("A view controller from a storyboard is a placeholder, and the next render fails naming it")
    func storyboard() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        _ = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(throws: UIKitRenderError.notDrawnYet(
            "UIStoryboard(name: \"Main\").instantiateInitialViewController() cannot make a view controller: "
                + "storyboards are not read on Linux (Xcode compiles them); make the controller in code for the "
                + "snapshot, or guard the storyboard with #if canImport(UIKit)", fileID: "App/ListTests.swift", line: 7)) {
            try Self.warnings(of: [{ Self.listCell("Inbox") }])
        }
        // Reported once: the next render draws.
        #expect(try Self.warnings(of: [{ Self.listCell("Inbox") }]) == [])
    }

    // MARK: Colours and fonts by name

    @Test("UIColor(named:) of a colour in no catalog is nil, and the next render warns naming the colour")
    func colorNamed() throws {
        let color = UIColor(named: "TodayListCellBackground") ?? .secondarySystemBackground
        #expect(color == .secondarySystemBackground)
        #expect(try Self.warnings(of: [{ Self.listCell("Inbox") }]) == [
            "App/ListTests.swift:7: warning: UIColor(named: \"TodayListCellBackground\") is nil here: no colour set "
                + "of that name in the catalogs (CellshotUIKit.assetCatalogs is empty and no CellshotSources target names "
                + "\"assets\"), so whatever the code does without the colour (its fallback) is drawn; point "
                + "CellshotUIKit.assetCatalogs at the app's Assets.xcassets (or name it in cellshot-sources.json's \"assets\")",
        ])
    }

    @Test("UIFont(name:size:) is the system font at the name's weight, and drawing it warns naming it")
    func fontNamed() throws {
        let font = try #require(UIFont(name: "AvenirNext-DemiBold", size: 15))
        #expect(font.fontName == "AvenirNext-DemiBold")
        #expect(font.pointSize == 15)
        #expect(font.reference == UIFont.systemFont(ofSize: 15, weight: .semibold).reference)
        #expect(UIFont.weight(named: "Avenir") == .regular)
        #expect(UIFont.weight(named: "HelveticaNeue-Bold") == .bold)
        let warnings = try Self.warnings(of: [{
            let cell = Self.listCell("Pizza")
            var content = cell.defaultContentConfiguration()
            content.text = "Pizza"
            content.textProperties.font = font
            cell.contentConfiguration = content
            return cell
        }])
        #expect(warnings == ["App/ListTests.swift:7: warning: UIFont(name: \"AvenirNext-DemiBold\", size: 15) is drawn "
                                + "as the system font at that size and weight: cellshot draws the system font only"])
    }

    // MARK: Background views

    @Test("backgroundView and selectedBackgroundView are drawn: the selected one over the other when selected")
    func backgroundViews() throws {
        let cell = Self.listCell("Outline")
        #expect(cell.backgroundConfiguration != nil)
        cell.selectedBackgroundView = Self.view(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        // Setting a background view resets the background configuration, as in UIKit.
        #expect(cell.backgroundConfiguration == nil)
        let document = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [{
            let cell = Self.listCell("Outline")
            cell.backgroundView = Self.view(.white)
            cell.selectedBackgroundView = Self.view(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            return cell
        }])], appearance: .plain, states: [.normal, .highlighted, .selected])
        let row = document.sections[0].rows[0]
        #expect(row.configuration(for: .normal)?.background?.backgroundColor == .system(.white))
        for state in [CellState.highlighted, .selected] {
            #expect(row.configuration(for: state)?.background?.backgroundColor
                == .hex(Color(red: 0.5, green: 0.5, blue: 1, alpha: 1)))
        }
    }

    @Test("A table view cell with only a backgroundView keeps its selection style's fill when selected")
    func tableCellBackgroundViewKeepsSelectionFill() throws {
        let document = try CellshotUIKit.document(ofCell: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.backgroundView = Self.view(.systemYellow)
            return cell
        }(), style: .insetGrouped, states: [.normal, .selected])
        let row = document.sections[0].rows[0]
        #expect(row.configuration(for: .normal)?.background?.backgroundColor == .system(.systemYellow))
        #expect(row.configuration(for: .selected)?.background == nil)
    }

    @Test("What a background view holds beyond its colour is reported")
    func backgroundViewSubviews() throws {
        let warnings = try Self.warnings(of: [{
            let cell = Self.listCell("Outline")
            let background = Self.view(.white)
            background.addSubview(UIImageView(image: UIImage(systemName: "star")))
            cell.selectedBackgroundView = background
            return cell
        }])
        #expect(warnings == ["App/ListTests.swift:7: warning: the selectedBackgroundView of a UICollectionViewListCell "
                                + "is drawn as its background colour only: its 1 subview(s) are not drawn; give the cell a "
                                + "backgroundConfiguration instead"])
    }

    @Test("The outline menu's cell: a translucent selectedBackgroundView over the list (reference)")
    func selectedBackgroundViewReference() {
        assertCellSnapshot(of: { () -> UICollectionViewListCell in
            let cell = Self.listCell("Outline")
            cell.selectedBackgroundView = Self.view(UIColor.lightGray.withAlphaComponent(0.3))
            return cell
        }(), appearance: .plain, states: [.normal, .selected], named: "selectedBackgroundView")
    }

    // MARK: Table view delegates

    /// A questionnaire as the pre-iOS 14 tutorial writes it: a header height from the delegate.
    final class QuestionController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = ["Pizza", "Sushi"][indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Food" }

        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }

        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }
    }

    @Test("A delegate's header height is warned about, not silently ignored")
    func delegateHeaderHeight() throws {
        let controller = QuestionController(style: .grouped)
        let warnings = try CellshotUIKit.documentAndWarnings(of: controller.tableView, states: [.normal],
                                                             traits: UITraitCollection(), width: 393,
                                                             fileID: "App/QuestionTests.swift", line: 3).warnings
        #expect(warnings == ["App/QuestionTests.swift:3: warning: tableView(_:heightForHeaderInSection:) 50.0 for "
                                + "section 0 is not drawn (a text header is sized by its text; a view of yours from "
                                + "viewForHeaderInSection is given the height)"])
    }

    /// A header view subclass, as the questionnaire's `QuestionHeader`.
    final class QuestionHeader: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            var content = defaultContentConfiguration()
            content.text = "Favourite food"
            contentConfiguration = content
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class HeaderController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(QuestionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Pizza"
            return cell
        }

        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        }
    }

    @Test("A header view subclass without a factory is an error saying the line to add; with one it is drawn")
    func headerFooterFactory() throws {
        let controller = HeaderController(style: .grouped)
        controller.loadViewIfNeeded()
        #expect(throws: UIKitRenderError.tableDataSource(
            "dequeueReusableHeaderFooterView(withIdentifier: \"header\") cannot make a QuestionHeader: Swift can only "
                + "create a subclass of yours through a factory (its initialiser is not `required`); add "
                + "`CellshotUIKit.registerCell(QuestionHeader.self) { QuestionHeader(reuseIdentifier: $0) }` to your "
                + "Linux test set-up, before the list is drawn", fileID: "App/HeaderTests.swift", line: 4)) {
            try CellshotUIKit.document(of: controller.tableView, fileID: "App/HeaderTests.swift", line: 4)
        }
        CellshotUIKit.registerCell(QuestionHeader.self) { QuestionHeader(reuseIdentifier: $0) }
        let document = try CellshotUIKit.document(of: controller.tableView)
        #expect(document.sections[0].header?.text == "Favourite food")
    }

    @Test("A header view with views of its own (a label added to it) is an error, not a silently empty header")
    func headerWithOwnViews() throws {
        let controller = HeaderController(style: .grouped)
        controller.loadViewIfNeeded()
        CellshotUIKit.registerCell(QuestionHeader.self) {
            let header = QuestionHeader(reuseIdentifier: $0)
            header.addSubview(UILabel())
            return header
        }
        defer { CellshotUIKit.registerCell(QuestionHeader.self) { QuestionHeader(reuseIdentifier: $0) } }
        #expect(throws: UIKitRenderError.unsupportedHeaderFooterView(
            typeName: "QuestionHeader with views of its own (UILabel)", section: 0, footer: false)) {
            try CellshotUIKit.document(of: controller.tableView)
        }
    }

    // MARK: Small declarations

    @Test("A refresh control compiles; one refreshing is warned about at every render until it ends")
    func refreshControl() throws {
        let control = UIRefreshControl()
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.refreshControl = control
        #expect(tableView.refreshControl === control)
        control.beginRefreshing()
        #expect(try Self.warnings(of: [{ Self.listCell("Inbox") }]) == [
            "App/ListTests.swift:7: warning: a UIRefreshControl is refreshing (beginRefreshing()): its spinner above "
                + "the rows is not drawn",
        ])
        control.endRefreshing()
        #expect(try Self.warnings(of: [{ Self.listCell("Inbox") }]) == [])
    }

    @Test("applyingSymbolConfiguration(_:) combines with the symbol's configuration; nil for a file image")
    func applyingSymbolConfiguration() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        let bold = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.symbolConfiguration == UIImage.SymbolConfiguration(scale: .large).applying(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(UIImage(contentsOfFile: "/dev/null")?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)) == nil)
    }

    @Test("effectiveUserInterfaceLayoutDirection follows the traits' layout direction")
    func layoutDirection() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("A bar button item with a nil target–action pair compiles and keeps them")
    func barButtonTargetAction() {
        let item = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        #expect(item.title == "Back")
        #expect(item.action == nil)
        item.action = Selector("done:")
        #expect(item.action?.name == "done:")
    }
}
