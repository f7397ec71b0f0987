import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// Nothing silent for cells (issue 30): every cell property that changes the picture on iOS and is not drawn
/// is a warning naming it, with the render call's file and line; one test per kind.
@MainActor @Suite struct CellWarningsTests {
    /// The warnings of drawing one table view cell, as `render` writes them on standard error.
    static func warnings(_ make: @escaping () -> UITableViewCell) throws -> [String] {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = AutoresizingTests.OneCell(height: 44, make: make)
        tableView.dataSource = source
        tableView.delegate = source
        return try withExtendedLifetime(source) {
            try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal], traits: UITraitCollection(),
                                                  width: 393, fileID: "App/CellTests.swift", line: 9).warnings
        }
    }

    static func listCell(text: String = "Inbox") -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        return cell
    }

    static let place = "App/CellTests.swift:9: warning: row 0 of section 0, normal column: "

    @Test("A cell's alpha is reported")
    func cellAlpha() throws {
        #expect(try Self.warnings {
            let cell = Self.listCell()
            cell.alpha = 0.5
            return cell
        } == [Self.place + "the cell's alpha (0.5) is not drawn: the row is drawn opaque; set the alpha of the views "
                + "inside it instead"])
    }

    @Test("A hidden cell is reported")
    func cellHidden() throws {
        #expect(try Self.warnings {
            let cell = Self.listCell()
            cell.isHidden = true
            return cell
        } == [Self.place + "the cell's isHidden is not drawn: the row is drawn; leave the row out of the data source "
                + "instead"])
    }

    @Test("A cell's layer corners and border are reported")
    func cellLayer() throws {
        #expect(try Self.warnings {
            let cell = Self.listCell()
            cell.layer.cornerRadius = 12
            return cell
        } == [Self.place + "the cell's layer.cornerRadius and layer.borderWidth are not drawn; give the cell a "
                + "backgroundConfiguration with cornerRadius, strokeWidth and strokeColor instead"])
    }

    @Test("The content view's own alpha is reported")
    func contentViewAlpha() throws {
        #expect(try Self.warnings {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel()
            label.text = "Inbox"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            ])
            cell.contentView.alpha = 0.4
            return cell
        } == [Self.place + "the content view's alpha (0.4) is not drawn: the row is drawn opaque; set the alpha of "
                + "the views inside it instead"])
    }

    @Test("A cell's own margins beside a list content configuration are reported; beside views of yours they are drawn")
    func cellMargins() throws {
        #expect(try Self.warnings {
            let cell = Self.listCell()
            cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 40)
            return cell
        } == [Self.place + "the cell's own directionalLayoutMargins (layoutMargins) are not drawn beside a list "
                + "content configuration; set the configuration's directionalLayoutMargins instead"])
        let document = try AutoresizingTests.document {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 40)
            let label = UILabel()
            label.text = "Inbox"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            ])
            return cell
        }
        #expect(try AutoresizingTests.frames(document)["label1"]?.minX == 40)
    }

    @Test("Constraints to a custom content view's separatorLayoutGuide move the separator, without a warning")
    func separatorLayoutGuide() throws {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = AutoresizingTests.OneCell(height: 44) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel()
            label.text = "Inbox"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor, constant: 30),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            ])
            return cell
        }
        tableView.dataSource = source
        tableView.delegate = source
        let drawn = try withExtendedLifetime(source) {
            try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal], traits: UITraitCollection(),
                                                  width: 393, fileID: "App/CellTests.swift", line: 9)
        }
        #expect(drawn.warnings.isEmpty)
        let row = try #require(try ListRenderer(document: drawn.document, environment: RenderEnvironment())
            .layout(in: .normal).sections[0].rows.first?.template)
        // The label starts 30 points inside the content view's leading margin: so does the separator.
        let label = try #require(row.frames["label1"])
        #expect(row.separatorLeading == label.minX)
        #expect(label.minX == row.layoutMargins.leading + 30)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.separatorLayoutGuide.owningView === cell)
        #expect(cell.layoutGuides.isEmpty)
    }

    @Test("An outline disclosure's header style and tint are drawn; its isHidden is reported")
    func outlineDisclosureOptions() throws {
        let sections = [CellshotUIKit.ListSection(cells: [{
            let cell = UICollectionViewListCell(frame: .zero)
            var content = cell.defaultContentConfiguration()
            content.text = "Folders"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header, isHidden: false, tintColor: .systemRed))]
            return cell
        }])]
        let lowered = try CellshotUIKit.lowered(sections, appearance: .sidebar, states: [.normal], traits: UITraitCollection(),
                                                width: 393, fileID: "App/CellTests.swift", line: 9)
        #expect(SnapshotWriter.messages(for: lowered.settled.notes, fileID: "App/CellTests.swift", line: 9) == [
            "App/CellTests.swift:9: warning: row 0 of section 0, normal column: the outlineDisclosure accessory's "
                + "isHidden is not drawn: leave the accessory out of accessories to hide it",
        ])
        #expect(lowered.document.sections[0].rows[0].configuration(for: .normal)?.accessories
            == [CellAccessory(.outlineDisclosure(expanded: false, style: .header), tintColor: .system(.systemRed))])
        // The default options draw without a word.
        #expect(UICellAccessory.outlineDisclosure().undrawnOptions.isEmpty)
    }

    @Test("The assertion library gets the warnings of one cell and of list cells, as render writes them")
    func assertionsGetTheWarnings() throws {
        let cell = Self.listCell()
        cell.alpha = 0.5
        let one = try CellshotUIKit.documentAndWarnings(ofCell: cell, style: .insetGrouped, states: [.normal],
                                                        traits: UITraitCollection(), width: 393,
                                                        fileID: "App/CellTests.swift", line: 9)
        #expect(one.warnings.count == 1)
        #expect(one.warnings.first?.hasPrefix(Self.place + "the cell's alpha (0.5)") == true)
        let list = try CellshotUIKit.documentAndWarnings(of: [CellshotUIKit.ListSection(cells: [{
            let cell = UICollectionViewListCell(frame: .zero)
            cell.isHidden = true
            return cell
        }])], appearance: .insetGrouped, states: [.normal], traits: UITraitCollection(), width: 393,
            fileID: "App/CellTests.swift", line: 9)
        #expect(list.warnings == [Self.place + "the cell's isHidden is not drawn: the row is drawn; leave the row out "
                                     + "of the data source instead"])
    }

    @Test("A label's adjustsFontSizeToFitWidth is reported")
    func adjustsFontSizeToFitWidth() throws {
        #expect(try Self.warnings {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 80, height: 20))
            label.text = "A headline far too long for its label"
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
            cell.contentView.addSubview(label)
            return cell
        } == [Self.place + "a label's adjustsFontSizeToFitWidth is not drawn: its text is drawn at the font's size "
                + "and truncated; give it a smaller font or more lines instead"])
    }

    @Test("A cell's legacy backgroundColor beside views of yours is drawn, as beside built-in content")
    func legacyBackgroundColorOfACustomCell() throws {
        let document = try AutoresizingTests.document {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = .systemMint
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 20))
            label.text = "Inbox"
            cell.contentView.addSubview(label)
            return cell
        }
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        let row = try renderer.layout(in: .normal).sections[0].rows[0]
        #expect(row.background.color == document.resolve(.system(.systemMint)))
        // Nothing is reported for a cell cellshot draws whole.
        #expect(try Self.warnings { Self.listCell() }.isEmpty)
    }
}
