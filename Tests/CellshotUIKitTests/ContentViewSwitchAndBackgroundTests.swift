import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// Two things app code does that UIKit draws (issue 43): a `UISwitch` added to a cell's content view with
/// constraints, drawn as the template's switch; and `contentView.backgroundColor`, drawn as the row's content
/// background — beside the accessories, over the selection.
@MainActor @Suite(.serialized) struct ContentViewSwitchAndBackgroundTests {
    /// A settings cell as apps write it: a label leading and a switch pinned trailing, both centred.
    final class SettingsSwitchCell: UITableViewCell {
        let titleLabel = UILabel()
        let toggle = UISwitch()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            selectionStyle = .none
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            toggle.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(titleLabel)
            contentView.addSubview(toggle)
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                toggle.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
                toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(title: String, isOn: Bool, isEnabled: Bool = true, tint: UIColor? = nil, thumb: UIColor? = nil) {
            titleLabel.text = title
            toggle.isOn = isOn
            toggle.isEnabled = isEnabled
            toggle.onTintColor = tint
            toggle.thumbTintColor = thumb
        }
    }

    /// A cell as apps write one with a white content view: `contentView.backgroundColor = .systemBackground`.
    final class WhiteContentCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.backgroundColor = .systemBackground
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A settings cell whose switch is tinted and whose content view is coloured only in the normal state.
    final class StateTintedCell: UICollectionViewListCell {
        let toggle = UISwitch()

        override func updateConfiguration(using state: UICellConfigurationState) {
            if toggle.superview == nil {
                toggle.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(toggle)
                NSLayoutConstraint.activate([
                    toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    contentView.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            toggle.isOn = true
            toggle.onTintColor = state.isSelected ? nil : .systemBlue
            contentView.backgroundColor = state.isSelected ? .systemYellow : nil
        }
    }

    @Test("A switch colour or content view colour that one column sets and another does not is a warning naming them")
    func unsetColoursAreReported() throws {
        let drawn = try CellshotUIKit.documentAndWarnings(of: [CellshotUIKit.ListSection(cells: [{ StateTintedCell(frame: .zero) }])],
                                                          appearance: .plain, states: [.normal, .selected],
                                                          traits: UITraitCollection(), width: 393,
                                                          fileID: "App/CellTests.swift", line: 9)
        #expect(drawn.warnings == [
            "App/CellTests.swift:9: warning: row 0 of section 0, selected column: contentView.backgroundColor differs "
                + "from the normal column's and is drawn as there (a document row has one content view colour); change "
                + "the cell's backgroundConfiguration per state instead",
            "App/CellTests.swift:9: warning: row 0 of section 0, selected column: the onTintColor of the switch switch1, "
                + "set in the normal column, is unset in this one and drawn as there; set it in every state",
        ])
        #expect(drawn.document.sections[0].rows[0].contentBackgroundColor == nil)
    }

    @Test("A UISwitch accessory view's thumbTintColor is the switch accessory's")
    func accessoryThumbTint() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let toggle = UISwitch()
        toggle.thumbTintColor = .systemYellow
        cell.accessoryView = toggle
        let document = try CellshotUIKit.document(ofCell: cell)
        #expect(document.sections[0].rows[0].configuration(for: .normal)?.accessories
            == [CellAccessory(.switch(SwitchConfiguration(thumbTintColor: .system(.systemYellow))))])
    }

    private func settingsDocument(isOn: Bool, isEnabled: Bool = true, tint: UIColor? = nil, thumb: UIColor? = nil,
                                  states: [CellshotUIKit.State] = [.normal]) throws -> ListDocument {
        let cell = SettingsSwitchCell(style: .default, reuseIdentifier: nil)
        cell.configure(title: "Airplane Mode", isOn: isOn, isEnabled: isEnabled, tint: tint, thumb: thumb)
        return try CellshotUIKit.document(ofCell: cell, style: .insetGrouped, states: states)
    }

    private func firstRow(_ document: ListDocument, in state: CellState = .normal) throws -> RowLayout {
        try ListRenderer(document: document, environment: RenderEnvironment()).layout(in: state).sections[0].rows[0]
    }

    @Test("A UISwitch in a custom content view becomes the template's switch, with its state and colour")
    func switchBecomesTheTemplatesSwitch() throws {
        let document = try settingsDocument(isOn: true, tint: .systemBlue, thumb: .systemYellow)
        let template = try document.template(for: document.sections[0].rows[0], at: .root, in: .normal)
        // Named by its kind: the views of a cell subclass's content view are named as UIKit's hierarchy shows them.
        let toggle = try #require(template.allViews.first { $0.kind == .switch })
        #expect(Set(template.allViews.map(\.name)) == ["label1", "switch1"])
        #expect(toggle.properties.isOn == true)
        #expect(toggle.properties.isEnabled == true)
        #expect(toggle.properties.onTintColor == .system(.systemBlue))
        #expect(toggle.properties.thumbTintColor == .system(.systemYellow))
    }

    @Test("The switch is the look's size, pinned to the trailing margin and centred: 51 × 31 on iOS 18, 63 × 28 on iOS 26")
    func switchFramesInBothLooks() throws {
        var document = try settingsDocument(isOn: true)
        for (look, size) in [(ListLook.ios18, Size(width: 51, height: 31)), (.ios26, Size(width: 63, height: 28))] {
            document.look = look
            let row = try firstRow(document)
            let template = try #require(row.template)
            let frame = try #require(template.frames["switch1"])
            let margins = template.layoutMargins
            #expect(frame.size == size, "\(look)")
            #expect(abs(frame.maxX - (template.contentFrame.maxX - margins.trailing)) < 1e-9, "\(look)")
            #expect(abs(frame.minY + frame.height / 2 - row.frame.height / 2) < 1e-9, "\(look)")
            let resolved = try #require(template.content.switches["switch1"])
            #expect(resolved.isOn && resolved.alpha == 1)
        }
    }

    @Test("A disabled switch in a content view is dimmed as the accessory switch is; off is the off grey")
    func disabledSwitch() throws {
        let row = try firstRow(try settingsDocument(isOn: false, isEnabled: false))
        let resolved = try #require(row.template?.content.switches["switch1"])
        #expect(!resolved.isOn)
        #expect(resolved.alpha == 0.5)
        #expect(resolved.trackColor == ColorReference.system(.secondarySystemFill).resolved(for: .light, in: .default))
    }

    @Test("A frame-placed switch keeps its own size whatever its frame says, as UISwitch does")
    func framePlacedSwitchKeepsItsSize() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let toggle = UISwitch(frame: CGRect(x: 16, y: 6, width: 200, height: 90))
        cell.contentView.addSubview(toggle)
        var document = try CellshotUIKit.document(ofCell: cell)
        document.look = .ios26
        let frame = try #require(try firstRow(document).template?.frames["switch1"])
        #expect(frame == Rect(x: 16, y: 6, width: 63, height: 28))
    }

    @Test("UISwitch reports the look's size as its intrinsic size and fitting size, and hugs it at 750")
    func switchReportsItsSize() {
        let toggle = UISwitch(frame: CGRect(x: 3, y: 4, width: 500, height: 500))
        #expect(toggle.frame == CGRect(x: 3, y: 4, width: 63, height: 28))
        #expect(toggle.intrinsicContentSize == CGSize(width: 63, height: 28))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 63, height: 28))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == UILayoutPriority(750))
        #expect(toggle.contentHuggingPriority(for: .vertical) == UILayoutPriority(750))
        toggle.setContentHuggingPriority(.defaultLow, for: .horizontal)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test("contentView.backgroundColor = .systemBackground is the row's content background, in every column")
    func contentBackgroundOfABuiltInCell() throws {
        let cell = WhiteContentCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Inbox"
        cell.accessoryType = .disclosureIndicator
        let document = try CellshotUIKit.document(ofCell: cell, style: .insetGrouped, states: [.normal, .selected])
        let row = document.sections[0].rows[0]
        #expect(row.contentBackgroundColor == .system(.systemBackground))
        let laidOut = try firstRow(document, in: .selected)
        let views = try #require(laidOut.views)
        // Over the cell less the chevron's area, the full height of the cell.
        #expect(laidOut.contentBackgroundFrame == Rect(x: views.content.minX, y: 0, width: views.content.width,
                                                       height: laidOut.frame.height))
        #expect(laidOut.contentBackgroundFrame.width < laidOut.frame.width)
        #expect(laidOut.contentBackground == Color(hex: "#FFFFFF"))
    }

    @Test("A custom content view's own colour is the content background, not the cell's background")
    func contentBackgroundOfACustomContentView() throws {
        let cell = SettingsSwitchCell(style: .default, reuseIdentifier: nil)
        cell.configure(title: "Wi-Fi", isOn: true)
        cell.contentView.backgroundColor = .systemYellow
        cell.accessoryType = .detailButton
        let document = try CellshotUIKit.document(ofCell: cell, style: .insetGrouped, states: [.normal])
        #expect(document.sections[0].rows[0].contentBackgroundColor == .system(.systemYellow))
        let template = try document.template(for: document.sections[0].rows[0], at: .root, in: .normal)
        #expect(template.background == nil)
        let row = try firstRow(document)
        let content = try #require(row.template?.contentFrame)
        #expect(row.contentBackgroundFrame == Rect(x: content.minX, y: 0, width: content.width, height: row.frame.height))
        #expect(row.contentBackgroundFrame.width < row.frame.width)
    }

    @Test("A list cell's content view colour beside its disclosure accessory draws as the document's, selected too")
    func listCellContentBackground() throws {
        let swift = try CellshotUIKit.render(listCell: {
            let cell = UICollectionViewListCell(frame: .zero)
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }, appearance: .insetGrouped, states: [.normal, .selected])
        let json = try UIKitTestSupport.png(of: UIKitTestSupport.document("""
            { "appearance": "insetGrouped", "states": ["normal", "selected"],
              "sections": [ { "rows": [ { "text": "Inbox", "accessories": ["disclosureIndicator"],
                                          "contentBackgroundColor": "systemTeal" } ] } ] }
            """))
        #expect(swift == json)
    }

    @Test("A settings cell with a switch draws the same pixels from UIKit code as from its document")
    func uikitAndDocumentDrawTheSame() throws {
        let swift = try CellshotUIKit.render(cell: {
            let cell = SettingsSwitchCell(style: .default, reuseIdentifier: nil)
            cell.configure(title: "Airplane Mode", isOn: true)
            cell.contentView.backgroundColor = .systemBackground
            return cell
        }, style: .insetGrouped, states: [.normal, .selected])
        let document = try settingsDocument(isOn: true, states: [.normal, .selected])
        var withBackground = document
        withBackground.sections[0].rows[0].contentBackgroundColor = .system(.systemBackground)
        let json = try UIKitTestSupport.png(of: withBackground)
        #expect(swift == json)
        #expect(try UIKitTestSupport.png(of: document) != swift)
    }
}
