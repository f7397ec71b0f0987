import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// The seed fixtures drawn in every state they have (and the states cellshot draws besides).
@MainActor @Suite struct SeedFixtureTests {
    static let allStates = CellshotUIKit.State.allCases

    @Test func seedStatesInEveryState() throws {
        CellshotUIKit.registerCell(CustomCell.self) { CustomCell(style: .default, reuseIdentifier: $0) }
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(CustomCell.self, forCellReuseIdentifier: "CustomCell")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let source = SeedStatesDataSource()
        tableView.dataSource = source
        let document = try CellshotUIKit.document(of: tableView, states: Self.allStates)
        #expect(document.sections[0].header == "updated(for:)")
        let favorites = document.sections[0].rows[0]
        #expect(favorites.configuration(for: .normal)?.text == "Favorites")
        #expect(favorites.configuration(for: .focused)?.textProperties?.color == .system(.black))
        #expect(favorites.configuration(for: .highlighted)?.imageProperties?.tintColor == .system(.white))
        #expect(favorites.configuration(for: .selected)?.background?.cornerRadius == 10)
        let png = try CellshotUIKit.render(tableView, states: Self.allStates)
        #expect(png.count > 10_000)
    }

    @Test func listCellInEveryState() throws {
        let png = try CellshotUIKit.render(listCell: {
            let cell = MyCell()
            cell.item = MyItem(icon: UIImage(systemName: "paperplane"), title: "Sent")
            cell.accessories = [.disclosureIndicator(), .delete()]
            return cell
        }, appearance: .insetGrouped, states: Self.allStates, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(png.count > 10_000)
    }

    @Test func basicStyleControllerInEveryState() throws {
        let controller = BasicStyleTableViewController(style: .grouped)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("basic-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CellshotUIKit.render(controller.tableView, states: Self.allStates, to: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func helloWWDCInEveryStateAndTrait() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = HelloWWDCDataSource(usesContentConfiguration: true)
        tableView.dataSource = source
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                    UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
                                                    UITraitCollection(layoutDirection: .rightToLeft),
                                                    UITraitCollection(displayScale: 2)])
        let document = try CellshotUIKit.document(of: tableView, states: Self.allStates, traits: traits)
        #expect(document.traits == Traits(style: .dark, contentSize: .accessibilityLarge, direction: .rightToLeft))
        #expect(document.scale == 2)
        #expect(try CellshotUIKit.render(tableView, states: Self.allStates, traits: traits).count > 1000)
    }
}
