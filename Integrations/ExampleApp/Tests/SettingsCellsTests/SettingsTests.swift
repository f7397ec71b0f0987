#if !canImport(UIKit)
import CellshotUIKitAssertions
import Testing
@testable import SettingsCells

/// The Settings screen drawn on Linux from the app's own cell code, in every state it has.
@MainActor @Suite struct SettingsTests {
    init() {
        // Linux cannot make a cell from its class alone (UIKit's init(style:reuseIdentifier:) is not required).
        CellshotUIKit.registerCell(ProfileCell.self) { ProfileCell(style: .subtitle, reuseIdentifier: $0) }
    }

    @Test func settings() {
        let controller = SettingsViewController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        assertCellSnapshot(of: controller.tableView, states: [.normal, .selected])
    }

    @Test func accountNeedsAttention() {
        let controller = SettingsViewController(style: .insetGrouped)
        controller.accountNeedsAttention = true
        controller.connections.removeLast()
        controller.loadViewIfNeeded()
        assertCellSnapshot(of: controller.tableView, traits: UITraitCollection(userInterfaceStyle: .dark))
    }
}
#endif
