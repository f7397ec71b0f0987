import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotUIKitAssertions
@testable import CellshotUIKit
import Foundation
import Testing

/// `UITableViewCell.selectionStyle` (Apple, `UITableViewCell.SelectionStyle`: `.none` "The cell has no distinct
/// style for when it's selected"; `.blue` "In iOS 7, the selection color is no longer blue. Use
/// UITableViewCell.SelectionStyle.default instead") and `accessoryView` (Apple, `UITableViewCell.accessoryView`:
/// "If the value of this property is not nil, the cell uses the given view for the accessory view and ignores
/// the value of the accessoryType property").
@MainActor @Suite struct SelectionStyleTests {
    static func png(_ state: CellshotUIKit.State, style: UITableView.Style = .insetGrouped,
                    _ configure: @escaping (UITableViewCell) -> Void) throws -> Data {
        try CellshotUIKit.render(cell: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            configure(cell)
            return cell
        }, style: style, states: [state])
    }

    @Test("With selectionStyle .none a selected or highlighted cell is drawn as a normal one")
    func noneKeepsTheNormalLook() throws {
        let normal = try Self.png(.normal) { _ in }
        let none: (UITableViewCell) -> Void = { $0.selectionStyle = .none }
        #expect(try Self.png(.selected, none) == normal)
        #expect(try Self.png(.highlighted, none) == normal)
        // The default look is the list's grey, which differs.
        #expect(try Self.png(.selected) { _ in } != normal)
        // In a plain list the row keeps the plain fill; its separators are hidden as any selected row's are
        // (docs/uikit.md: a difference from UIKit, which keeps them when no grey covers them).
        let document = try AutoresizingTests.document(states: [.selected]) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.selectionStyle = .none
            return cell
        }
        #expect(document.sections[0].rows[0].configuration(for: .selected)?.background
                    == BackgroundConfiguration(backgroundColor: .system(.systemBackground)))
    }

    @Test("blue and gray draw the system's selected background, as default does since iOS 7")
    func blueAndGrayAreTheDefault() throws {
        let selected = try Self.png(.selected) { _ in }
        #expect(try Self.png(.selected) { $0.selectionStyle = .blue } == selected)
        #expect(try Self.png(.selected) { $0.selectionStyle = .gray } == selected)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).selectionStyle == .default)
    }

    @Test("A custom content view with selectionStyle .none keeps its normal background when selected")
    func customContentKeepsItsFill() throws {
        let document = try AutoresizingTests.document(states: [.normal, .selected]) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.selectionStyle = .none
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 20))
            label.text = "Custom"
            cell.contentView.addSubview(label)
            return cell
        }
        let template = try #require(document.templates[DocumentBuilder.templateName(IndexPath(row: 0, section: 0))])
        #expect(template["states"]?["selected"]?["background"] == .object([JSONMember(key: "color",
                                                                                  value: .string("systemBackground"))]))
    }

    @Test("accessoryView takes the place of accessoryType: a switch, or an image view's image")
    func accessoryViews() throws {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = AccessorySource()
        tableView.dataSource = source
        let document = try CellshotUIKit.document(of: tableView)
        let rows = document.sections[0].rows
        #expect(rows[0].configuration(for: .normal)?.accessories == [CellAccessory(.switch(SwitchConfiguration(isOn: true)))])
        #expect(rows[1].configuration(for: .normal)?.accessories == [CellAccessory(.switch(SwitchConfiguration(
            isOn: false, isEnabled: false, onTintColor: .system(.systemBlue))))])
        #expect(rows[2].configuration(for: .normal)?.accessories == [CellAccessory(.customView(.init(
            image: .symbol("star.fill"), placement: .trailing, tintColor: .system(.systemYellow),
            reservedLayoutWidth: .actual, maintainsFixedSize: true)))])
        // The drawn look's size (iOS 26's), whatever the frame asked.
        #expect(UISwitch().frame.size == CGSize(width: 63, height: 28))
        withExtendedLifetime(source) {}
    }

    @Test func anAccessoryViewOfAnotherKindIsReported() {
        #expect(throws: UIKitRenderError.unsupportedProperty(
            "an accessoryView of type UILabel", row: IndexPath(row: 0, section: 0),
            hint: "cellshot draws a UISwitch or a UIImageView with an image as the accessory view; put other views in "
                + "a custom content view, or use accessoryType")) {
            try Self.png(.normal) { $0.accessoryView = UILabel() }
        }
    }

    final class AccessorySource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            cell.accessoryType = .disclosureIndicator   // ignored: the accessory view wins
            switch indexPath.row {
            case 0:
                content.text = "Airplane Mode"
                let toggle = UISwitch()
                toggle.setOn(true, animated: false)
                cell.accessoryView = toggle
            case 1:
                content.text = "Bluetooth"
                let toggle = UISwitch()
                toggle.isEnabled = false
                toggle.onTintColor = .systemBlue
                cell.accessoryView = toggle
                cell.selectionStyle = .none
            default:
                content.text = "Favourites"
                let star = UIImageView(image: UIImage(systemName: "star.fill"))
                star.tintColor = .systemYellow
                cell.accessoryView = star
            }
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test("Switches and an image as accessory views, and a row without a selected look, drawn selected")
    func drawn() {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let source = AccessorySource()
        tableView.dataSource = source
        assertCellSnapshot(of: tableView, states: [.normal, .selected])
        withExtendedLifetime(source) {}
    }
}
