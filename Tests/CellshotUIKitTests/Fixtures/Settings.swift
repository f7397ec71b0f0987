// A Settings-like screen of list cells (UICollectionViewListCell with accessories), as in
// assets/examples/settings.json.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

struct SettingsRow {
    var configuration: UIListContentConfiguration
    var text: String
    var secondaryText: String?
    var symbol: String
    var symbolTint: UIColor?
    var badge: String?
}

@MainActor enum SettingsScreen {
    static var sections: [(header: String?, footer: String?, rows: [SettingsRow])] { [
        (nil, nil, [SettingsRow(configuration: .subtitleCell(), text: "Jane Appleseed",
                                secondaryText: "Apple ID, iCloud, Media & Purchases", symbol: "person.crop.circle.fill",
                                symbolTint: .systemGray)]),
        (nil, nil, [SettingsRow(configuration: .valueCell(), text: "Wi-Fi", secondaryText: "Home", symbol: "wifi"),
                    SettingsRow(configuration: .valueCell(), text: "Bluetooth", secondaryText: "On", symbol: "bluetooth"),
                    SettingsRow(configuration: .valueCell(), text: "Personal Hotspot", secondaryText: "Off",
                                symbol: "personalhotspot")]),
        ("Notifications", "Apps that ask to track you appear here. Turning this off also denies new requests.", [
            SettingsRow(configuration: .cell(), text: "Notifications", symbol: "bell.badge", symbolTint: .systemRed,
                        badge: "3"),
            SettingsRow(configuration: .cell(), text: "Focus", symbol: "moon.fill", symbolTint: .systemIndigo),
            SettingsRow(configuration: .cell(),
                        text: "Allow apps to ask to track your activity across other companies' apps and websites",
                        symbol: "hand.raised.fill"),
        ]),
    ] }

    static func cell(for row: SettingsRow) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell()
        configure(cell, for: row)
        return cell
    }

    /// Gives a list cell a row's content and accessories (also what the collection view's registration does).
    static func configure(_ cell: UICollectionViewListCell, for row: SettingsRow) {
        var content = row.configuration
        content.text = row.text
        content.secondaryText = row.secondaryText
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = row.symbolTint
        cell.contentConfiguration = content
        cell.accessories = (row.badge.map { [UICellAccessory.label(text: $0)] } ?? []) + [.disclosureIndicator()]
    }
}

/// A Display settings table in the dark: legacy accessory types and the three cell styles, as in
/// assets/examples/dark.json.
final class DisplaySettingsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Display"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Colours, text and symbols follow the dark appearance."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content: UIListContentConfiguration
        switch indexPath.row {
        case 0:
            content = cell.defaultContentConfiguration()
            content.text = "Dark Mode"
            content.image = UIImage(systemName: "moon.stars.fill")
            cell.accessoryType = .checkmark
        case 1:
            content = .valueCell()
            content.text = "Text Size"
            content.secondaryText = "Large"
            content.image = UIImage(systemName: "textformat")
            cell.accessoryType = .disclosureIndicator
        default:
            content = .subtitleCell()
            content.text = "Night Shift"
            content.secondaryText = "Sunset to Sunrise"
            content.image = UIImage(systemName: "sun.max")
            cell.accessoryType = .disclosureIndicator
        }
        cell.contentConfiguration = content
        return cell
    }
}
