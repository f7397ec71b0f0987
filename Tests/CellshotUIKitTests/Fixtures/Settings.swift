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
        var content = row.configuration
        content.text = row.text
        content.secondaryText = row.secondaryText
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = row.symbolTint
        cell.contentConfiguration = content
        cell.accessories = (row.badge.map { [UICellAccessory.label(text: $0)] } ?? []) + [.disclosureIndicator()]
        return cell
    }
}
