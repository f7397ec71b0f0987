import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import CellshotUIKitAssertions
import Foundation
import Testing

/// UIButton drawn (issue 30): as a custom view accessory (the Today app's done button), in a header view (the
/// Swift Senpai info button), and in a content view with a configuration; what it says that is not drawn warns.
@MainActor @Suite(.serialized) struct ButtonTests {
    static func document() throws -> ListDocument {
        try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: ReminderList.cells())], appearance: .grouped)
    }

    @Test("An image-only button as a leading custom view accessory is the document's custom image accessory at its symbol's size")
    func doneButtonAccessory() throws {
        let document = try Self.document()
        let row = try #require(document.sections[0].rows.first)
        let configuration = try #require(row.configuration(for: .normal))
        let accessory = try #require(configuration.accessories?.first)
        guard case .customView(let custom) = accessory.kind else {
            Issue.record("the done button is not a custom view accessory: \(accessory)")
            return
        }
        #expect(custom.image == .symbol("circle"))
        #expect(custom.placement == .leading)
        #expect(custom.symbolPointSize == 28)
        #expect(custom.tintColor == .system(.tintColor))
        // Laid out: the symbol at title1's size (28 pt), at the leading margin, before the text.
        let layout = try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
        let views = try #require(layout.sections[0].rows[0].views)
        let side = ListContentMetrics.symbolSize(forPointSize: 28).width
        let box = try #require(views.leadingAccessories.first)
        #expect(box.width == side)
        #expect(views.text.map { $0.minX > box.maxX } == true)
    }

    @Test("The done buttons match their reference (looked at beside the Today app)")
    func doneButtonReference() throws {
        let cell = UICollectionViewListCell(frame: .zero)
        ReminderList.configure(cell, with: ReminderList.reminders[1])
        assertCellSnapshot(of: cell, states: [.normal], named: "reminderDoneButton")
    }

    @Test("A button with a title as an accessory is an error naming it and saying what is drawn")
    func titledButtonAccessoryIsRefused() {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        do {
            _ = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [{
                let cell = UICollectionViewListCell(frame: .zero)
                cell.accessories = [.customView(configuration: .init(customView: button, placement: .trailing()))]
                return cell
            }])], appearance: .insetGrouped)
            Issue.record("a titled button accessory was drawn")
        } catch {
            #expect("\(error)".contains("a customView accessory of type UIButton with a title or a configuration, or "
                                            + "without an image"))
        }
    }

    @Test("A header view's stack of a label and an info button: the button is its pink symbol at the large scale")
    func headerInfoButton() throws {
        let controller = DevicesController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        let document = try CellshotUIKit.document(of: controller.tableView)
        let layout = try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
        let header = try #require(layout.sections[0].header?.template)
        let button = try #require(header.content.buttons["infoButton"])
        #expect(button.image?.tint == Color(hex: "#FF2D55"))
        let frame = try #require(header.frames["infoButton"])
        let title = try #require(header.frames["titleLabel"])
        // The stack fills the margins, the title then the button; the symbol is the large scale's.
        // Both hug at UIKit's programmatic 250, a tie the template engine's stack gives to the last view (the
        // button): its symbol is drawn centred in the width it takes.
        #expect(frame.minX == title.maxX)
        #expect(button.image?.drawnSize == ListContentMetrics.symbolSize(forPointSize: 17 * ListContentMetrics.symbolScaleFactor(.large)))
        #expect(header.content.texts["titleLabel"]?.string == "Devices")
    }

    @Test("The header buttons match their reference (looked at beside the Swift Senpai sample)")
    func headerReference() throws {
        let controller = DevicesController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        assertCellSnapshot(of: controller.tableView, states: [.normal], named: "infoHeaders")
    }

    @Test("A filled configuration button in a content view: white title and symbol on the tint, its insets and padding")
    func filledFollowButton() throws {
        let cell = FollowCell(style: .default, reuseIdentifier: nil)
        cell.nameLabel.text = "Ada Lovelace"
        let document = try CellshotUIKit.document(ofCell: cell)
        let layout = try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
        let template = try #require(layout.sections[0].rows[0].template)
        // The cell's own properties do not name its content view's views: the button is named after its kind.
        let button = try #require(template.content.buttons["button1"])
        #expect(button.title?.string == "Follow")
        #expect(button.title?.color == Color(hex: "#FFFFFF"))
        #expect(button.image?.tint == Color(hex: "#FFFFFF"))
        #expect(button.fill == ColorReference.system(.systemBlue).resolved(for: .light, in: .ios26))
        #expect(button.imagePadding == 4)
        #expect(button.insets == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let frame = try #require(template.frames["button1"])
        #expect(frame.maxX == 393 - 20)
        #expect(frame.height == 36)
    }

    @Test("The follow row matches its reference (looked at)")
    func followReference() throws {
        assertCellSnapshot(of: {
            let cell = FollowCell(style: .default, reuseIdentifier: nil)
            cell.nameLabel.text = "Ada Lovelace"
            return cell
        }(), states: [.normal, .selected], named: "followButton")
    }

    @Test("What a configuration sets that is not drawn is a warning naming the button and the property")
    func undrawnConfigurationWarns() throws {
        let warnings = try CellWarningsTests.warnings {
            let cell = FollowCell(style: .default, reuseIdentifier: nil)
            cell.followButton.configuration?.subtitle = "new"
            cell.followButton.configuration?.cornerStyle = .capsule
            return cell
        }
        #expect(warnings.contains("App/CellTests.swift:9: warning: row 0 of section 0, normal column: the button "
                                      + "button1: the configuration's subtitle is not drawn"))
        #expect(warnings.contains("App/CellTests.swift:9: warning: row 0 of section 0, normal column: the button "
                                      + "button1: the configuration's cornerStyle .capsule is not drawn: the "
                                      + "style's corners are"))
        let disabled = try CellWarningsTests.warnings {
            let cell = FollowCell(style: .default, reuseIdentifier: nil)
            cell.followButton.isEnabled = false
            return cell
        }
        #expect(disabled.contains("App/CellTests.swift:9: warning: row 0 of section 0, normal column: the button "
                                      + "button1: isEnabled = false is not drawn: the button is drawn enabled"))
    }

    @Test("A collection view list's supplementary header of yours (a reusable view with a button) is drawn as a template")
    func supplementaryHeaderView() throws {
        CellshotUIKit.registerCell(InfoSectionHeader.self) { InfoSectionHeader(frame: .zero) }
        var layoutConfig = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        layoutConfig.headerMode = .supplementary
        let listLayout = UICollectionViewCompositionalLayout.list(using: layoutConfig)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var configuration = cell.defaultContentConfiguration()
            configuration.text = item
            cell.contentConfiguration = configuration
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<InfoSectionHeader>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.titleLabel.text = dataSource.snapshot().sectionIdentifiers[indexPath.section]
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Devices"])
        snapshot.appendItems(["iphone", "pc"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let document = try CellshotUIKit.document(of: collectionView)
        let layout = try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
        let header = try #require(layout.sections[0].header?.template)
        #expect(header.content.texts["titleLabel"]?.string == "Devices")
        #expect(header.content.buttons["infoButton"]?.image?.tint
                    == ColorReference.system(.systemPink).resolved(for: .light, in: .ios26))
        #expect(layout.sections[0].rows.count == 2)
    }
}
