import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// The built-in seed cells drawn from Swift and from their example documents give the same PNG bytes.
@MainActor @Suite struct ParityTests {
    /// A PNG file's first bytes, so that two empty results never pass as equal.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test(arguments: [false, true])
    func helloWWDC(usesContentConfiguration: Bool) throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = HelloWWDCDataSource(usesContentConfiguration: usesContentConfiguration)
        tableView.dataSource = dataSource
        let swift = try CellshotUIKit.render(tableView, states: [.normal, .highlighted, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.example("hello-wwdc.json"))
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    @Test func seedStates() throws {
        CellshotUIKit.registerCell(CustomCell.self) { CustomCell(style: .default, reuseIdentifier: $0) }
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(CustomCell.self, forCellReuseIdentifier: "CustomCell")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let dataSource = SeedStatesDataSource()
        tableView.dataSource = dataSource
        let swift = try CellshotUIKit.render(tableView, states: [.normal, .highlighted, .selected])
        // The example writes the tint at 30 % as #007AFF4D (alpha 77/255 = 0.302); the seed's
        // `withAlphaComponent(0.3)` is 0.3 exactly, which a document says as the tint with an alpha transformer
        // (as seed-custom-background.json does). Everything else is the example as it is.
        var document = try UIKitTestSupport.example("seed-states.json")
        for row in 0..<2 {
            guard case .cell(let configuration, var states) = document.sections[0].rows[row].content else {
                Issue.record("row \(row) is not a built-in cell")
                continue
            }
            #expect(states[.highlighted]?.background?.backgroundColor == .hex(Color(hex: "#007AFF4D")!))
            states[.highlighted]?.background =
                BackgroundConfiguration(backgroundColor: .system(.tintColor), colorTransformer: .alpha(0.3))
            document.sections[0].rows[row].content = .cell(configuration: configuration, states: states)
        }
        let json = try UIKitTestSupport.png(of: document)
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    @Test func darkDisplaySettings() throws {
        let controller = DisplaySettingsController(style: .insetGrouped)
        let swift = try CellshotUIKit.render(controller.tableView, states: [.normal, .highlighted, .disabled],
                                             traits: UITraitCollection(userInterfaceStyle: .dark))
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.example("dark.json"))
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    @Test func darkAtAnAccessibilitySize() throws {
        func cell(_ make: @escaping @MainActor (inout UIListContentConfiguration) -> [UICellAccessory])
            -> @MainActor () -> UICollectionViewListCell {
            {
                let cell = UICollectionViewListCell()
                var content = cell.defaultContentConfiguration()
                cell.accessories = make(&content)
                cell.contentConfiguration = content
                return cell
            }
        }
        let section = CellshotUIKit.ListSection(
            header: "Display & Brightness",
            footer: "Dark mode at an accessibility text size: value cells stack, rows grow.",
            cells: [
                cell { content in
                    content = .valueCell()
                    content.text = "Text Size"
                    content.secondaryText = "AX2"
                    content.image = UIImage(systemName: "textformat")
                    return [.disclosureIndicator()]
                },
                cell { content in
                    content = .subtitleCell()
                    content.text = "Bold Text"
                    content.secondaryText = "Draws text in a heavier weight"
                    return [.checkmark()]
                },
                cell { content in
                    content.text = "Night Shift"
                    content.image = UIImage(systemName: "moon.fill")
                    return [.label(text: "Off")]
                },
            ])
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                    UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
        let swift = try CellshotUIKit.render([section], appearance: .insetGrouped, states: [.normal, .selected],
                                             traits: traits)
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.example("dark-accessibility.json"))
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    /// Seed 000's custom content view (two labels laid out with anchors) is drawn as the document's template.
    /// With the update order cellshot follows (docs/uikit.md), the cell's updateConfiguration(using:) overwrites
    /// the title `updated(for:)` prefixed, so the selected title has no "선택됨: ": the document's template is
    /// compared without its selected override.
    @Test func myCellConfiguration() throws {
        CellshotUIKit.registerCell(CellConfigTableViewCell.self) {
            CellConfigTableViewCell(style: .default, reuseIdentifier: $0)
        }
        let controller = CellConfigurationListViewController()
        controller.loadViewIfNeeded()
        let states: [CellshotUIKit.State] = [.normal, .highlighted, .selected, .disabled]
        let swift = try CellshotUIKit.render(controller.myTableView, states: states)
        var document = try UIKitTestSupport.example("seed-my-cell-configuration.json")
        guard case .object(let members)? = document.templates["myCell"] else {
            Issue.record("the example has no myCell template")
            return
        }
        document.templates["myCell"] = .object(members.filter { $0.key != "states" })
        let json = try UIKitTestSupport.png(of: document)
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    /// Seed 002's cell: a custom content configuration and view, and the background configuration with its
    /// closure transformer.
    @Test func customBackground() throws {
        func cell(_ symbol: String, _ title: String) -> @MainActor () -> UICollectionViewCell {
            {
                let cell = CustomConfigurationCell()
                cell.image = UIImage(systemName: symbol)
                cell.title = title
                return cell
            }
        }
        let section = CellshotUIKit.ListSection(
            header: "CustomBackgroundConfiguration",
            footer: "Corner radius 10 on a clear background; the tint when selected, the tint at 30 % when highlighted; "
                + "white symbols and text on it, black otherwise (updateConfiguration(using:)).",
            cells: [cell("tray", "Inbox"), cell("paperplane", "Sent"), cell("trash", "Trash")])
        let swift = try CellshotUIKit.render([section], appearance: .insetGrouped,
                                             states: [.normal, .highlighted, .selected, .disabled])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.example("seed-custom-background.json"))
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    /// Seed 003's box office cell: stacks, a badge with rounded corners, a symbol at a point size; the third
    /// row is selected in every column (`selectRow`), as the document pins it.
    @Test func boxOffice() throws {
        CellshotUIKit.registerCell(BoxOfficeCell.self) { BoxOfficeCell(style: .default, reuseIdentifier: $0) }
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(BoxOfficeCell.self, forCellReuseIdentifier: "BoxOfficeCell")
        let source = BoxOfficeDataSource()
        tableView.dataSource = source
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let swift = try CellshotUIKit.render(tableView, states: [.normal, .highlighted, .selected, .disabled])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.example("seed-box-office.json"))
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }

    @Test func settings() throws {
        let sections = SettingsScreen.sections.map { section in
            CellshotUIKit.ListSection(header: section.header, footer: section.footer,
                                      cells: section.rows.map { row in { SettingsScreen.cell(for: row) } })
        }
        let swift = try CellshotUIKit.render(sections, appearance: .insetGrouped, states: [.normal, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.example("settings.json"))
        #expect(Array(swift.prefix(8)) == Self.signature)
        #expect(swift == json)
    }
}

/// The parity tests would pass for a renderer that ignored its input; this one shows a changed colour changes bytes.
@MainActor @Suite struct ParityControlTests {
    @Test func aChangedColourChangesTheBytes() throws {
        func png(_ color: UIColor) throws -> Data {
            try CellshotUIKit.render(cell: {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Hello WWDC!"
                content.textProperties.color = color
                cell.contentConfiguration = content
                return cell
            })
        }
        #expect(try png(.label) != png(.systemRed))
    }
}
