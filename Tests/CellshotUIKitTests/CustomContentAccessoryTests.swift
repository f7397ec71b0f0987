import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import CellshotUIKitAssertions
import Foundation
import Testing

/// A custom content view beside accessories (issue 30): UIKit lays the content view out in the room the
/// accessories leave — trailing ones narrow it, leading ones move it — in CellshotUIKit and in a document.
@MainActor @Suite(.serialized) struct CustomContentAccessoryTests {
    /// A content configuration whose view is one label pinned to the content view's margins.
    struct TitleConfiguration: UIContentConfiguration, Hashable {
        var title: String

        func makeContentView() -> any UIView & UIContentView { TitleContentView(self) }
        func updated(for state: any UIConfigurationState) -> TitleConfiguration { self }
    }

    final class TitleContentView: UIView, UIContentView {
        let titleLabel = UILabel()

        var configuration: any UIContentConfiguration {
            didSet { titleLabel.text = (configuration as? TitleConfiguration)?.title }
        }

        init(_ configuration: TitleConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            titleLabel.text = configuration.title
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// The first row of a list of one cell, laid out in the normal state.
    static func firstRow(_ document: ListDocument) throws -> RowLayout {
        try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: .normal).sections[0].rows[0]
    }

    static func listCell(custom: Bool, accessories: [UICellAccessory]) -> @MainActor @Sendable () -> UICollectionViewCell {
        {
            let cell = UICollectionViewListCell(frame: .zero)
            if custom {
                cell.contentConfiguration = TitleConfiguration(title: "Inbox")
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = "Inbox"
                cell.contentConfiguration = content
            }
            cell.accessories = accessories
            return cell
        }
    }

    static func document(custom: Bool, accessories: [UICellAccessory]) throws -> ListDocument {
        try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [listCell(custom: custom,
                                                                                    accessories: accessories)])],
                                   appearance: .insetGrouped)
    }

    @Test("A trailing accessory narrows a custom content view exactly as it narrows a list content view")
    func trailingAccessoryNarrowsTheContentView() throws {
        let accessories: [UICellAccessory] = [.disclosureIndicator()]
        let custom = try Self.firstRow(try Self.document(custom: true, accessories: accessories))
        let builtIn = try Self.firstRow(try Self.document(custom: false, accessories: accessories))
        let template = try #require(custom.template)
        let builtInViews = try #require(builtIn.views)
        // The content view ends where the built-in cell's does: before the chevron and its padding.
        #expect(template.contentFrame.minX == builtInViews.content.minX)
        #expect(template.contentFrame.width == builtInViews.content.width)
        // 361 points of inset grouped cell less the chevron's 34⅓ (its box and the look's padding).
        #expect(abs(template.contentFrame.width - (361 - 34 - 1.0 / 3)) < 1e-6)
        #expect(template.contentFrame.minX == 0)
        #expect(template.contentFrame.height == 44)
        let views = try #require(template.accessoryViews)
        #expect(views.accessories.map(\.minX) == builtInViews.accessories.map(\.minX))
        #expect(views.accessories.map(\.width) == builtInViews.accessories.map(\.width))
        // The label sits inside the content view's margins, so it ends before the accessory.
        let label = try #require(template.frames["titleLabel"])
        #expect(label.minX == template.layoutMargins.leading)
        #expect(abs(label.maxX - (template.contentFrame.maxX - template.layoutMargins.trailing)) < 1e-9)
        #expect(label.maxX < views.accessories[0].minX)
    }

    @Test("Without accessories a custom content view takes the whole cell")
    func noAccessoriesTakeTheWholeCell() throws {
        let row = try Self.firstRow(try Self.document(custom: true, accessories: []))
        let template = try #require(row.template)
        #expect(template.contentFrame.width == row.frame.width)
        #expect(template.accessoryViews == nil)
    }

    @Test("A table view cell's accessoryType beside views added to its content view narrows the content view")
    func tableAccessoryType() throws {
        func document(_ accessory: UITableViewCell.AccessoryType) throws -> ListDocument {
            try CellshotUIKit.document(ofCell: {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = UILabel()
                label.text = "Inbox"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
                    label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                ])
                cell.accessoryType = accessory
                return cell
            }(), style: .insetGrouped)
        }
        let plain = try #require(try Self.firstRow(try document(.none)).template)
        let checked = try #require(try Self.firstRow(try document(.checkmark)).template)
        #expect(plain.contentFrame.width == 361)
        #expect(checked.contentFrame.width < plain.contentFrame.width)
        let checkmark = try #require(checked.accessoryViews?.accessories.first)
        #expect(checked.contentFrame.maxX <= checkmark.minX)
        #expect(try document(.checkmark).sections[0].rows[0].templateAccessories == [.checkmark])
    }

    // MARK: The document path

    static let templateJSON = #"""
        "templates": { "title": {
          "views": { "titleLabel": { "label": { "text": "$title" } } },
          "constraints": [ "H:|-[titleLabel]-|", "V:|-[titleLabel]-|" ] } }
        """#

    @Test("A document's template row takes accessories: the same frames as CellshotUIKit's")
    func documentTemplateRowAccessories() throws {
        let document = try UIKitTestSupport.document(#"""
            { "appearance": "insetGrouped", \#(Self.templateJSON),
              "sections": [ { "rows": [ { "template": "title", "values": { "title": "Inbox" },
                                          "accessories": ["disclosureIndicator"] } ] } ] }
            """#)
        #expect(document.sections[0].rows[0].templateAccessories == [.disclosureIndicator])
        let template = try #require(try Self.firstRow(document).template)
        let uikit = try #require(try Self.firstRow(try Self.document(custom: true,
                                                                     accessories: [.disclosureIndicator()])).template)
        #expect(template.contentFrame.width == uikit.contentFrame.width)
        // The same places across; each centred in its own row's height.
        #expect(template.accessoryViews?.accessories.map(\.minX) == uikit.accessoryViews?.accessories.map(\.minX))
        #expect(template.accessoryViews?.accessories.map(\.width) == uikit.accessoryViews?.accessories.map(\.width))
        let chevron = try #require(template.accessoryViews?.accessories.first)
        #expect(abs(chevron.minY + chevron.height / 2 - template.bounds.height / 2) < 1e-9)
    }

    @Test("A leading accessory moves a template's content view towards the trailing edge")
    func leadingAccessoryMovesTheContentView() throws {
        func row(_ accessories: String) throws -> TemplateRowLayout {
            try #require(try Self.firstRow(try UIKitTestSupport.document(#"""
                { "appearance": "insetGrouped", \#(Self.templateJSON),
                  "sections": [ { "rows": [ { "template": "title", "values": { "title": "Inbox" },
                                              "accessories": \#(accessories) } ] } ] }
                """#)).template)
        }
        let leading = try row(#"[ { "delete": { "displayed": "always" } } ]"#)
        let views = try #require(leading.accessoryViews)
        let delete = try #require(views.leadingAccessories.first)
        #expect(leading.contentFrame.minX == delete.maxX)
        #expect(leading.contentFrame.maxX == 361)
        #expect(leading.frames["titleLabel"]?.minX == leading.contentFrame.minX + leading.layoutMargins.leading)
    }

    @Test("A grid section's template row with accessories is an error naming it")
    func gridTemplateAccessoriesAreRefused() throws {
        let document = try UIKitTestSupport.document(#"""
            { "appearance": "insetGrouped", \#(Self.templateJSON),
              "sections": [ { "grid": { "group": { "axis": "horizontal",
                                "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
                                                "heightDimension": { "absolute": 44 } },
                                "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 },
                                                             "heightDimension": { "fractionalHeight": 1 } } },
                                "count": 2 } },
                              "items": [ { "template": "title", "values": { "title": "Inbox" },
                                          "accessories": ["disclosureIndicator"] } ] } ] }
            """#)
        #expect(throws: CellshotError.self) { try Self.firstRow(document) }
        do {
            _ = try Self.firstRow(document)
        } catch {
            #expect("\(error)".contains("sections[0].items[0].accessories: expected no accessories in a grid "
                                                   + "section's row"))
        }
    }

    @Test("A custom content view beside a label and a chevron matches its reference (looked at beside iOS)")
    func reference() throws {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.contentConfiguration = TitleConfiguration(title: "A custom content view beside its accessories")
        cell.accessories = [.label(text: "12"), .disclosureIndicator()]
        assertCellSnapshot(of: cell, states: [.normal, .selected], named: "customContentAccessories")
    }
}
