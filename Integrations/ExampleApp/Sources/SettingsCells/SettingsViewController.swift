#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif

/// One setting row: a symbol, a title and a value.
public struct Setting: Sendable {
    public var symbol: String
    public var title: String
    public var value: String?

    public init(symbol: String, title: String, value: String? = nil) {
        self.symbol = symbol
        self.title = title
        self.value = value
    }
}

/// The Settings screen: the account, then the connections, then a section with a footer.
public final class SettingsViewController: UITableViewController {
    public var account = "Jane Appleseed"
    public var accountNeedsAttention = false
    public var connections = [
        Setting(symbol: "wifi", title: "Wi-Fi", value: "Home"),
        Setting(symbol: "bluetooth", title: "Bluetooth", value: "On"),
        Setting(symbol: "personalhotspot", title: "Personal Hotspot", value: "Off"),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ProfileCell.self, forCellReuseIdentifier: "profile")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : connections.count
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Connections your iPhone uses nearby." : nil
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath) as! ProfileCell
            cell.name = account
            cell.needsAttention = accountNeedsAttention
            return cell
        }
        let setting = connections[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.image = UIImage(systemName: setting.symbol)
        content.text = setting.title
        content.secondaryText = setting.value
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

#Preview("Settings") {
    SettingsViewController(style: .insetGrouped)
}
