// Stand-ins for what Pocket Casts' "content unavailable" configurations use: the theme (podcasts/ThemeColor.swift's
// default light and dark values, following the colour scheme), the strings (en.lproj), and a table that shows the
// three configurations as cells, as the Discover screens put them in their collection views.
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

extension UIColor {
    convenience init(hex: UInt32) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

/// ThemeColor.swift's (light, dark) pairs for the styles these views use.
enum ThemeColor {
    static func color(light: UInt32, dark: UInt32) -> Color {
        let light = UIColor(hex: light), dark = UIColor(hex: dark)
        return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? dark : light })
    }
}

final class Theme: ObservableObject {
    @MainActor static let sharedTheme = Theme()

    var primaryIcon01: Color { ThemeColor.color(light: 0x03A9F4, dark: 0x33B8F4) }
    var primaryText01: Color { ThemeColor.color(light: 0x292B2E, dark: 0xFFFFFF) }
    var primaryInteractive01: Color { ThemeColor.color(light: 0x03A9F4, dark: 0x40C3FF) }
}

enum L10n {
    static let discoverUnableToLoad = "Unable to load Discover"
    static let checkInternetConnection = "Please check your Internet connection"
    static let tryAgain = "Try Again"
    static let discoverNoPodcastsFound = "No podcasts found"
    static let discoverNoPodcastsFoundMsg = "Try more general or different keywords."
}

/// One cell per configuration: loading, no network, no results.
final class ContentUnavailableConfigurationTable: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        switch indexPath.row {
        case 0: cell.contentConfiguration = ContentUnavailableConfiguration.loading()
        case 1: cell.contentConfiguration = ContentUnavailableConfiguration.noNetwork(tryAgainHandler: {})
        default: cell.contentConfiguration = ContentUnavailableConfiguration.noResults()
        }
        return cell
    }
}
