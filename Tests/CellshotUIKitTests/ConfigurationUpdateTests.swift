import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// UIKit's configuration rules as cellshot encodes them; docs/uikit.md, "Rules and where they come from",
/// gives the source of each.
@MainActor @Suite struct ConfigurationUpdateTests {
    /// A table of cells made by a closure, for one test.
    final class ClosureSource: NSObject, UITableViewDataSource {
        let rows: Int
        let make: (UITableView, IndexPath) -> UITableViewCell

        init(rows: Int = 1, make: @escaping (UITableView, IndexPath) -> UITableViewCell) {
            self.rows = rows
            self.make = make
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            make(tableView, indexPath)
        }
    }

    /// A content configuration that records when UIKit's automatic update asks it for a state.
    struct RecordingConfiguration: UIContentConfiguration, Hashable {
        @MainActor final class Log { var entries: [String] = [] }
        @MainActor static let log = Log()

        func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }

        func updated(for state: any UIConfigurationState) -> RecordingConfiguration {
            MainActor.assumeIsolated { Self.log.entries.append("updated(for:)") }
            return self
        }
    }

    final class RecordingCell: UITableViewCell {
        override func updateConfiguration(using state: UICellConfigurationState) {
            RecordingConfiguration.log.entries.append("updateConfiguration(using:)")
            var content = defaultContentConfiguration()
            content.text = "Row"
            contentConfiguration = content
        }
    }

    private func document(states: [CellshotUIKit.State] = [.normal], style: UITableView.Style = .plain,
                          traits: UITraitCollection = UITraitCollection(), tint: UIColor? = nil,
                          rows: Int = 1,
                          _ make: @escaping (UITableView, IndexPath) -> UITableViewCell) throws -> ListDocument {
        let tableView = UITableView(frame: .zero, style: style)
        if let tint { tableView.tintColor = tint }
        let source = ClosureSource(rows: rows, make: make)
        tableView.dataSource = source
        return try withExtendedLifetime(source) { try CellshotUIKit.document(of: tableView, states: states, traits: traits) }
    }

    private func row(_ document: ListDocument, _ state: CellState, row: Int = 0) throws -> CellConfiguration {
        try #require(document.sections[0].rows[row].configuration(for: state))
    }

    // MARK: Update order

    @Test func theAutomaticUpdateRunsBeforeUpdateConfigurationThenTheHandler() throws {
        RecordingConfiguration.log.entries = []
        _ = try document { _, _ in
            let cell = RecordingCell(style: .default, reuseIdentifier: nil)
            cell.contentConfiguration = RecordingConfiguration()
            cell.configurationUpdateHandler = { _, _ in RecordingConfiguration.log.entries.append("handler") }
            return cell
        }
        #expect(RecordingConfiguration.log.entries == ["updated(for:)", "updateConfiguration(using:)", "handler"])
    }

    @Test func automaticUpdatesCanBeTurnedOff() throws {
        RecordingConfiguration.log.entries = []
        _ = try document { _, _ in
            let cell = RecordingCell(style: .default, reuseIdentifier: nil)
            cell.automaticallyUpdatesContentConfiguration = false
            cell.contentConfiguration = RecordingConfiguration()
            return cell
        }
        #expect(RecordingConfiguration.log.entries == ["updateConfiguration(using:)"])
    }

    @Test func stateFlagsAreSetThroughTheOverridableProperties() throws {
        var cells: [MyCell] = []
        _ = try CellshotUIKit.document(of: [.init(cells: [{
            let cell = MyCell()
            cell.item = MyItem(icon: UIImage(systemName: "tray"), title: "Inbox")
            cells.append(cell)
            return cell
        }])], appearance: .insetGrouped, states: [.normal, .selected])
        // Each column sets isSelected on a fresh cell, so the subclass's didSet (seed 003) runs in both.
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0.selectionChanges == 1 })
        #expect(cells[1].isSelected && !cells[0].isSelected)
    }

    @Test func updateConfigurationSeesEachColumnsState() throws {
        let document = try CellshotUIKit.document(of: [.init(cells: [{
            let cell = MyCell()
            cell.item = MyItem(icon: UIImage(systemName: "tray"), title: "Inbox")
            return cell
        }])], appearance: .insetGrouped, states: [.normal, .highlighted, .selected, .disabled])
        let rows = document.sections[0].rows[0]
        #expect(rows.configuration(for: .normal)?.textProperties?.color == .system(.black))
        #expect(rows.configuration(for: .highlighted)?.textProperties?.color == .system(.white))
        #expect(rows.configuration(for: .selected)?.textProperties?.color == .system(.white))
        #expect(rows.configuration(for: .disabled)?.textProperties?.color == .system(.black))
        #expect(rows.configuration(for: .selected)?.background?.backgroundColor == .system(.tintColor))
    }

    // MARK: Backgrounds

    @Test func aNilBackgroundColorIsTheTint() throws {
        let document = try document(states: [.normal, .selected], tint: .systemRed) { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: cell.configurationState)
            cell.configurationUpdateHandler = { cell, state in
                cell.backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)
            }
            return cell
        }
        #expect(document.tint == .system(.systemRed))
        #expect(try row(document, .selected).background?.backgroundColor == .system(.tintColor))
        #expect(try row(document, .normal).background?.backgroundColor == .system(.clear))
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed)
    }

    @Test func anAlphaClosureTransformerStaysExact() throws {
        let document = try document(states: [.highlighted]) { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.configurationUpdateHandler = { cell, state in
                cell.backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)
            }
            return cell
        }
        #expect(try row(document, .highlighted).background?.backgroundColor == .system(.tintColor))
        #expect(try row(document, .highlighted).background?.colorTransformer == .alpha(0.3))
    }

    @Test func otherClosureTransformersRunOnTheColumnsColour() throws {
        let darker = UIConfigurationColorTransformer { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(red: red / 2, green: green / 2, blue: blue / 2, alpha: alpha)
        }
        let document = try document { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            background.backgroundColorTransformer = darker
            cell.backgroundConfiguration = background
            return cell
        }
        #expect(try row(document, .normal).background?.backgroundColor == .hex(Color(hex: "#808080")!))
        #expect(try row(document, .normal).background?.colorTransformer == nil)
    }

    @Test func listFactoriesKeepTheListsFillPerState() throws {
        let document = try document(states: [.normal, .selected]) { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundConfiguration = .listPlainCell()
            return cell
        }
        #expect(try row(document, .selected).background?.backgroundColor == nil)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
    }

    // MARK: Colours and traits

    @Test func dynamicColoursFollowTheColumnsTraits() throws {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        func textColor(_ style: UIUserInterfaceStyle) throws -> ColorReference? {
            let document = try document(traits: UITraitCollection(userInterfaceStyle: style)) { _, _ in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Accent"
                content.textProperties.color = accent
                cell.contentConfiguration = content
                return cell
            }
            return try row(document, .normal).textProperties?.color
        }
        #expect(try textColor(.light) == .hex(Color(hex: "#FF0000")!))
        #expect(try textColor(.dark) == .hex(Color(hex: "#00FF00")!))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func systemColoursStayNamed() throws {
        let document = try document(traits: UITraitCollection(userInterfaceStyle: .dark)) { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Label"
            content.textProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            return cell
        }
        #expect(try row(document, .normal).textProperties?.color == .system(.secondaryLabel))
        #expect(document.traits.style == .dark)
    }

    @Test func theCurrentTraitCollectionIsTheColumnsWhileCellsAreMade() throws {
        var seen: [UIUserInterfaceStyle] = []
        _ = try document(traits: UITraitCollection(userInterfaceStyle: .dark)) { _, _ in
            seen.append(UITraitCollection.current.userInterfaceStyle)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        #expect(seen == [.dark])
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    }

    @Test func withAlphaComponentKeepsADynamicColourDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        let dark = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var white: CGFloat = 0, alpha: CGFloat = 0
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        defer { UITraitCollection.current = UITraitCollection() }
        dark.getRed(&white, green: nil, blue: nil, alpha: &alpha)
        #expect(white == 1 && alpha == 0.5)
    }

    // MARK: Default content configurations

    @Test(arguments: [(UITableViewCell.CellStyle.default, CellStyle.cell), (.subtitle, .subtitleCell),
                      (.value1, .valueCell)])
    func defaultContentConfigurationFollowsTheCellStyle(style: UITableViewCell.CellStyle, expected: CellStyle) throws {
        let document = try document { _, _ in
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            return cell
        }
        #expect(try row(document, .normal).style == expected)
    }

    @Test func listCellsInASidebarDefaultToTheSidebarCell() throws {
        let document = try CellshotUIKit.document(of: [.init(cells: [{
            let cell = UICollectionViewListCell()
            cell.configurationUpdateHandler = { cell, _ in
                guard let cell = cell as? UICollectionViewListCell else { return }
                var content = cell.defaultContentConfiguration()
                content.text = "Inbox"
                cell.contentConfiguration = content
            }
            return cell
        }])], appearance: .sidebar)
        #expect(document.sections[0].rows[0].configuration(for: .normal)?.style == .sidebarCell)
    }

    @Test func defaultsReadTheStylesValuesUntilSet() {
        var content = UIListContentConfiguration.valueCell()
        #expect(content.secondaryTextProperties.color == .secondaryLabel)
        #expect(content.prefersSideBySideTextAndSecondaryText)
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
        content.textProperties.color = .systemRed
        #expect(content.textProperties.color == .systemRed)
        #expect(UIListContentConfiguration.sidebarCell().textProperties.numberOfLines == 1)
    }

    /// `updated(for:)` leaves the style's defaults to the state: a disabled cell's text is drawn in the
    /// disabled colour, exactly as a document row that sets no colour.
    @Test func updatedForLeavesDefaultsToTheState() throws {
        let swift = try CellshotUIKit.render(cell: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration().updated(for: cell.configurationState)
            content.text = "Wi-Fi"
            content.image = UIImage(systemName: "wifi")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }, states: [.normal, .highlighted, .selected, .disabled])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "states": ["normal", "highlighted", "selected", "disabled"],
              "sections": [ { "rows": [ { "text": "Wi-Fi", "image": { "symbol": "wifi" },
                                          "accessories": ["disclosureIndicator"] } ] } ] }
            """))
        #expect(swift == json)
    }

    // MARK: Legacy content and table metrics

    @Test func legacyLabelsAreThoseOfTheStyle() {
        let basic = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(basic.textLabel != nil && basic.detailTextLabel == nil && basic.imageView != nil)
        #expect(basic.textLabel?.numberOfLines == 1)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.imageView == nil && value2.detailTextLabel != nil)
    }

    @Test func hiddenLegacyViewsDrawNothing() throws {
        let document = try document { _, _ in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Hidden"
            cell.detailTextLabel?.isHidden = true
            cell.imageView?.image = UIImage(systemName: "star")
            cell.imageView?.isHidden = true
            return cell
        }
        let row = try row(document, .normal)
        #expect(row.text == "Title" && row.secondaryText == nil && row.image == nil && row.style == .subtitleCell)
    }

    @Test func heightsAndTitlesComeFromTheDelegateAndDataSource() throws {
        let controller = BasicStyleTableViewController(style: .insetGrouped)
        let document = try CellshotUIKit.document(of: controller.tableView, states: [.normal, .selected, .editing])
        #expect(document.appearance == .insetGrouped)
        #expect(document.sections.count == 2)
        #expect(document.sections[0].rows[0].configuration(for: .normal)?.height == .fixed(80))
        #expect(document.sections[0].rows[1].configuration(for: .normal)?.height == nil)
        #expect(document.sections[0].rows[1].configuration(for: .editing)?.textProperties?.numberOfLines == 1)
        #expect(document.sections[1].rows[0].configuration(for: .selected)?.accessories == [.disclosureIndicator])

    }
}

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.cellshot.isArchived")
}

/// A cell with a custom state, as WWDC20 10027 shows them: the cell adds it to its configuration state.
final class ArchivedCell: UITableViewCell {
    var isArchived = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isArchived] = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Mail"
        if state[.isArchived] as? Bool == true {
            content.textProperties.color = .secondaryLabel
        }
        contentConfiguration = content
    }
}

@MainActor @Suite struct CustomStateTests {
    @Test func aCustomStateReachesUpdateConfiguration() throws {
        for archived in [false, true] {
            let tableView = UITableView(frame: .zero, style: .plain)
            let source = ConfigurationUpdateTests.ClosureSource { _, _ in
                let cell = ArchivedCell(style: .default, reuseIdentifier: nil)
                cell.isArchived = archived
                return cell
            }
            tableView.dataSource = source
            let document = try CellshotUIKit.document(of: tableView, states: [.normal, .selected])
            let color = document.sections[0].rows[0].configuration(for: .selected)?.textProperties?.color
            #expect(color == (archived ? .system(.secondaryLabel) : nil))
        }
    }
}
