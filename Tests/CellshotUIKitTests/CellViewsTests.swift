import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotUIKitAssertions
@testable import CellshotUIKit
import Foundation
import Testing

/// What real cells do (issue 30): views added to the cell itself, the background configuration UIKit sets up,
/// image content modes, and the section index of `sectionIndexTitles(for:)`.
@MainActor @Suite(.serialized) struct CellViewsTests {
    // MARK: Views added to the cell itself

    static func contactsDocument(states: [CellshotUIKit.State] = [.normal]) throws -> ListDocument {
        CellshotUIKit.registerCell(OwnViewsContactCell.self) { OwnViewsContactCell(style: .default, reuseIdentifier: $0) }
        let controller = OwnViewsContactsController(style: .plain)
        controller.loadViewIfNeeded()
        return try CellshotUIKit.document(of: controller.tableView, states: states)
    }

    @Test("Labels added to the cell itself are drawn above the content view, placed by the cell's anchors and margins")
    func viewsOnTheCellAreDrawn() throws {
        let document = try Self.contactsDocument()
        #expect(try AutoresizingTests.constraints(document) == [
            "nameLabel.top == superview.top + 10", "nameLabel.leading == margins.leading",
            "nameLabel.trailing <= margins.trailing", "phoneLabel.top == nameLabel.bottom + 2",
            "phoneLabel.leading == nameLabel.leading", "phoneLabel.bottom == superview.bottom - 10",
        ])
        let frames = try AutoresizingTests.frames(document)
        // The plain list's layout margin (20 points at 393) and 10 points from the top; headline is 22 points
        // high at Large, subheadline 20.
        #expect(frames["nameLabel"]?.minX == 20)
        #expect(frames["nameLabel"]?.minY == 10)
        #expect(frames["nameLabel"]?.height == 22)
        #expect(frames["phoneLabel"]?.minY == 34)
        #expect(frames["phoneLabel"]?.height == 20)
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        let row = try renderer.layout(in: .normal).sections[0].rows[0]
        #expect(row.frame.height == 64)
        // awakeFromNib() is never called: no nib is loaded.
        guard case .object(let template)? = document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))],
              case .object(let views)? = template.first(where: { $0.key == "views" })?.value else {
            Issue.record("no template views")
            return
        }
        #expect(views.map(\.key) == ["nameLabel", "phoneLabel"])
        #expect("\(views[0].value)".contains("Ada Lovelace"))
    }

    @Test("A cell's own views draw as the same views in its content view do (the cell's bounds are its content view's)")
    func viewsOnTheCellMatchTheContentView() throws {
        func table(onCell: Bool) -> UITableViewController {
            CellshotUIKit.registerCell(OwnViewsContactCell.self) {
                let cell = OwnViewsContactCell(style: .default, reuseIdentifier: $0)
                if !onCell {
                    // The same labels, moved into the content view and pinned to it.
                    for label in [cell.nameLabel, cell.phoneLabel] { cell.contentView.addSubview(label) }
                    NSLayoutConstraint.activate([
                        cell.nameLabel.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                        cell.nameLabel.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                        cell.nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
                        cell.phoneLabel.topAnchor.constraint(equalTo: cell.nameLabel.bottomAnchor, constant: 2),
                        cell.phoneLabel.leadingAnchor.constraint(equalTo: cell.nameLabel.leadingAnchor),
                        cell.phoneLabel.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                    ])
                }
                return cell
            }
            let controller = OwnViewsContactsController(style: .insetGrouped)
            controller.loadViewIfNeeded()
            return controller
        }
        let onCellController = table(onCell: true)
        let onCell = try CellshotUIKit.render(onCellController.tableView, states: [.normal, .selected])
        let inContentController = table(onCell: false)
        let inContent = try CellshotUIKit.render(inContentController.tableView, states: [.normal, .selected])
        #expect(onCell == inContent)
    }

    @Test("The cell with its own views matches its references (looked at beside iOS)")
    func viewsOnTheCellReference() throws {
        CellshotUIKit.registerCell(OwnViewsContactCell.self) { OwnViewsContactCell(style: .default, reuseIdentifier: $0) }
        let controller = OwnViewsContactsController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        assertCellSnapshot(of: controller.tableView, states: [.normal, .highlighted], named: "ownViews")
    }

    @Test("A view on the cell beside built-in content or an accessory is an error that says where to put it")
    func viewsOnTheCellBesideAccessoriesAreReported() throws {
        func error(_ configure: @escaping (UITableViewCell) -> Void) -> String {
            do {
                _ = try CellshotUIKit.render(cell: {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let badge = UILabel()
                    badge.text = "NEW"
                    cell.addSubview(badge)
                    configure(cell)
                    return cell
                })
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error { $0.accessoryType = .disclosureIndicator }.contains(
            "a view added to the cell itself (a UILabel, with addSubview on the cell) beside an accessory"))
        #expect(error {
            var content = $0.defaultContentConfiguration()
            content.text = "Inbox"
            $0.contentConfiguration = content
        }.contains("beside the cell's built-in content"))
        let legacy = error { cell in
            cell.textLabel?.text = "Inbox"
        }
        #expect(legacy.contains("beside the cell's built-in content"))
    }

    // MARK: The background configuration UIKit sets up

    @Test("Cells start with UIKit's background configuration, which draws as none until changed")
    func defaultBackgroundConfiguration() throws {
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(tableCell.backgroundConfiguration != nil)
        #expect(tableCell.drawnBackgroundConfiguration == nil)
        #expect(UICollectionViewListCell(frame: .zero).backgroundConfiguration != nil)
        #expect(UICollectionViewCell(frame: .zero).backgroundConfiguration == nil)
        // Setting nil sticks.
        let listCell = UICollectionViewListCell(frame: .zero)
        listCell.backgroundConfiguration = nil
        #expect(listCell.backgroundConfiguration == nil)
        // In a grouped table it is the grouped factory's: its colour is the grouped cell fill.
        let document = try CellshotUIKit.document(ofCell: tableCell, style: .insetGrouped)
        #expect(document.sections[0].rows[0].configuration(for: .normal)?.background == nil)
        // A legacy backgroundColor still draws beside the untouched default, as on iOS.
        let coloured = UITableViewCell(style: .default, reuseIdentifier: nil)
        coloured.backgroundColor = .systemTeal
        #expect(try CellshotUIKit.document(ofCell: coloured).sections[0].rows[0].configuration(for: .normal)?.background
                    == BackgroundConfiguration(backgroundColor: .system(.systemTeal)))
    }

    @Test("A cell recolouring backgroundConfiguration?.updated(for:) in updateConfiguration(using:) draws the colour")
    func recolouredDefaultBackground() throws {
        let document = try CellshotUIKit.document(ofCell: RecolouredTableCell(style: .default, reuseIdentifier: nil),
                                                  states: [.normal, .selected])
        let row = document.sections[0].rows[0]
        #expect(row.configuration(for: .normal)?.background?.backgroundColor == .system(.systemGray6))
        #expect(row.configuration(for: .selected)?.background?.backgroundColor == .system(.systemGreen))

        func favourite(_ isFavourite: Bool) -> @MainActor @Sendable () -> UICollectionViewCell {
            {
                let cell = FavouriteListCell(frame: .zero)
                cell.title = isFavourite ? "Lighthouse Keeper" : "Harbour Pilot"
                cell.isFavourite = isFavourite
                return cell
            }
        }
        let sections = [CellshotUIKit.ListSection(cells: [favourite(true), favourite(false)])]
        let list = try CellshotUIKit.document(of: sections, appearance: .insetGrouped, states: [.normal, .selected])
        let favouriteBackground = list.sections[0].rows[0].configuration(for: .normal)?.background
        #expect(favouriteBackground?.backgroundColor != nil)
        #expect(list.sections[0].rows[1].configuration(for: .normal)?.background == nil)
        #expect(list.sections[0].rows[1].configuration(for: .selected)?.background?.backgroundColor != nil)
        let png = try CellshotUIKit.render(sections, appearance: .insetGrouped, states: [.normal, .selected])
        let unchanged = try CellshotUIKit.render([CellshotUIKit.ListSection(cells: [{
            let cell = UICollectionViewListCell(frame: .zero)
            var content = cell.defaultContentConfiguration()
            content.text = "Lighthouse Keeper"
            content.image = UIImage(systemName: "star.fill")
            cell.contentConfiguration = content
            return cell
        }, {
            let cell = UICollectionViewListCell(frame: .zero)
            var content = cell.defaultContentConfiguration()
            content.text = "Harbour Pilot"
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            return cell
        }])], appearance: .insetGrouped, states: [.normal, .selected])
        #expect(png != unchanged)
        assertCellSnapshot(of: { () -> UICollectionViewListCell in
            let cell = FavouriteListCell(frame: .zero)
            cell.title = "Lighthouse Keeper"
            cell.isFavourite = true
            return cell
        }(), appearance: .insetGrouped, states: [.normal, .selected], named: "recoloured")
    }

    @Test("defaultBackgroundConfiguration() is the list's factory; assigned, it replaces the legacy backgroundColor")
    func defaultBackgroundConfigurationMethod() throws {
        let listCell = UICollectionViewListCell(frame: .zero)
        #expect(listCell.defaultBackgroundConfiguration().fill == .listDefault(.listPlainCell))
        let document = try CellshotUIKit.document(ofCell: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = .systemTeal
            cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
            return cell
        }(), style: .insetGrouped)
        #expect(document.sections[0].rows[0].configuration(for: .normal)?.background == BackgroundConfiguration())
    }

    @Test("A customView accessory that is an image view is drawn as the document's custom image; another view is an error")
    func customViewAccessory() throws {
        func cell(_ view: UIView) -> @MainActor @Sendable () -> UICollectionViewCell {
            {
                let cell = UICollectionViewListCell(frame: .zero)
                var content = cell.defaultContentConfiguration()
                content.text = "Due today"
                cell.contentConfiguration = content
                cell.accessories = [.customView(configuration: .init(customView: view, placement: .trailing(),
                                                                     tintColor: .systemOrange))]
                return cell
            }
        }
        let document = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [
            cell(UIImageView(image: UIImage(systemName: "bell.fill"))),
        ])], appearance: .insetGrouped)
        let accessory = try #require(document.sections[0].rows[0].configuration(for: .normal)?.accessories?.first)
        #expect(accessory.kind == .customView(CellAccessory.CustomViewConfiguration(
            image: .symbol("bell.fill"), placement: .trailing, tintColor: .system(.systemOrange))))
        do {
            _ = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [cell(UISwitch())])],
                                           appearance: .insetGrouped)
            Issue.record("a switch as a custom view accessory was drawn")
        } catch {
            #expect(error.description.contains("a customView accessory of type UISwitch"))
        }
    }

    // MARK: Image views

    @Test("An image view's contentMode is drawn (scaleToFill by default, as UIKit's); edge placements are refused")
    func imageContentMode() throws {
        func document(_ mode: UIView.ContentMode?) throws -> ListDocument {
            try AutoresizingTests.document(height: 60) {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let image = UIImageView(image: UIImage(systemName: "star.fill"))
                if let mode { image.contentMode = mode }
                image.frame = CGRect(x: 16, y: 8, width: 80, height: 40)
                cell.contentView.addSubview(image)
                return cell
            }
        }
        func drawnMode(_ document: ListDocument) -> String? {
            guard case .object(let template)? = document.templates.values.first,
                  case .object(let views)? = template.first(where: { $0.key == "views" })?.value,
                  case .object(let kinds)? = views.first?.value, case .object(let properties)? = kinds.first?.value,
                  case .string(let mode)? = properties.first(where: { $0.key == "contentMode" })?.value else { return nil }
            return mode
        }
        #expect(UIImageView(frame: .zero).contentMode == .scaleToFill)
        for (mode, name) in [(nil, "scaleToFill"), (.scaleAspectFit, "scaleAspectFit"), (.scaleAspectFill, "scaleAspectFill"),
                             (.center, "center"), (.redraw, "scaleToFill")] as [(UIView.ContentMode?, String)] {
            #expect(drawnMode(try document(mode)) == name)
        }
        #expect(throws: UIKitRenderError.self) { try document(.topLeft) }
        do {
            _ = try document(.bottom)
        } catch {
            #expect("\(error)".contains("the contentMode .bottom of image1"))
        }
    }

    // MARK: The section index

    @Test("sectionIndexTitles(for:) is drawn as the document's sectionIndex, the same bytes as the document")
    func sectionIndexParity() throws {
        let controller = IndexedContactsController(style: .plain)
        controller.loadViewIfNeeded()
        let document = try CellshotUIKit.document(of: controller.tableView)
        #expect(document.sectionIndex == ["A", "B", "C", "D", "#"])
        let renderer = try ListRenderer(document: document, environment: RenderEnvironment())
        let layout = try renderer.layout(in: .normal)
        let index = try #require(layout.sectionIndex)
        // 15 points at the trailing edge, five titles 16 points apart, the column centred in the list.
        #expect(index.frame == Rect(x: 378, y: 0, width: 15, height: layout.size.height))
        #expect(index.titles.map(\.frame.minY).first == (layout.size.height - 80) / 2)
        #expect(index.titles.map(\.text.string) == ["A", "B", "C", "D", "#"])
        #expect(index.titles[0].text.color == document.resolve(.system(.tintColor)))
        // Rows leave the index's width free: the disclosure indicator ends 15 points further in.
        let withoutIndex = try ListRenderer(document: { var plain = document; plain.sectionIndex = []; return plain }(),
                                            environment: RenderEnvironment()).layout(in: .normal)
        let chevron = try #require(layout.sections[0].rows[0].views?.accessories.first)
        let plainChevron = try #require(withoutIndex.sections[0].rows[0].views?.accessories.first)
        #expect(chevron.maxX == plainChevron.maxX - 15)
        #expect(layout.sections[0].rows[0].frame.width == 393)
        // One model, two front ends: the same list written as a document draws the same bytes.
        var json = document
        json.sectionIndex = []
        let fromDocument = try UIKitTestSupport.document("""
            { "sectionIndex": ["A", "B", "C", "D", "#"],
              "sections": [ { "header": "A", "rows": [ { "text": "Aaliyah", "accessories": ["disclosureIndicator"] },
                                                      { "text": "Arjun", "accessories": ["disclosureIndicator"] } ] },
                            { "header": "B", "rows": [ { "text": "Beatriz", "accessories": ["disclosureIndicator"] } ] },
                            { "header": "C", "rows": [ { "text": "Chen", "accessories": ["disclosureIndicator"] },
                                                      { "text": "Chiara", "accessories": ["disclosureIndicator"] } ] },
                            { "header": "D", "rows": [ { "text": "Dmitri", "accessories": ["disclosureIndicator"] } ] } ] }
            """)
        #expect(try UIKitTestSupport.png(of: fromDocument) == (try CellshotUIKit.render(controller.tableView)))
        assertCellSnapshot(of: controller.tableView, states: [.normal], named: "sectionIndex")
    }

    @Test("Right to left, the section index is at the left and rows leave its width free there")
    func sectionIndexRightToLeft() throws {
        func layout(_ index: String) throws -> ListLayout {
            let document = try UIKitTestSupport.document("""
                { "traits": { "direction": "rtl" }, "sectionIndex": [\(index)],
                  "sections": [ { "rows": [ { "text": "Aaliyah", "accessories": ["disclosureIndicator"] } ] },
                                { "rows": [ { "text": "Beatriz", "accessories": ["disclosureIndicator"] } ] } ] }
                """)
            return try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal)
        }
        // Long titles (real code gives section names) widen the index, as UIKit's sizes itself to fit them.
        let named = try layout(#""Rebels", "Empire""#)
        let namedWidth = try #require(named.sectionIndex?.frame.width)
        #expect(namedWidth > 30)
        #expect(named.sections[0].rows[0].views?.accessories.first?.minX == (try layout("").sections[0].rows[0].views?
            .accessories.first?.minX).map { $0 + namedWidth })
        let indexed = try layout(#""A", "B""#)
        let plain = try layout("")
        #expect(indexed.sectionIndex?.frame.minX == 0)
        #expect(plain.sectionIndex == nil)
        let chevron = try #require(indexed.sections[0].rows[0].views?.accessories.first)
        let plainChevron = try #require(plain.sections[0].rows[0].views?.accessories.first)
        #expect(chevron.minX == plainChevron.minX + 15)
        let text = try #require(indexed.sections[0].rows[0].views?.text)
        let plainText = try #require(plain.sections[0].rows[0].views?.text)
        #expect(text.maxX == plainText.maxX)
    }

    @Test("A collection view's indexTitles(for:) is drawn as a table's section index")
    func collectionIndexTitles() throws {
        final class IndexedSource: UICollectionViewDiffableDataSource<Int, String> {
            override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
        }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout:
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = IndexedSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Amsterdam"], toSection: 0)
        snapshot.appendItems(["Bergen"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(try CellshotUIKit.document(of: collectionView).sectionIndex == ["A", "B"])
    }

    @Test("A document's sectionIndex is checked: strings of 1 to 40 characters, at most 100")
    func sectionIndexErrors() throws {
        #expect(throws: DocumentError.self) { try UIKitTestSupport.document(#"{ "sectionIndex": ["A", ""], "sections": [] }"#) }
        #expect(throws: DocumentError.self) { try UIKitTestSupport.document(#"{ "sectionIndex": "AB", "sections": [] }"#) }
        do {
            _ = try UIKitTestSupport.document(#"{ "sectionIndex": ["A", 2], "sections": [] }"#)
        } catch {
            #expect("\(error)".contains("sectionIndex[1]: expected a section index title of 1 to 40 characters, found the number 2"))
        }
    }
}
