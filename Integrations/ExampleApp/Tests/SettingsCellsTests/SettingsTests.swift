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

/// The mailboxes screen — a collection view with a diffable data source and the app's own list cell.
@MainActor @Suite struct MailboxesTests {
    init() {
        // A registration of the app's own cell class needs a factory on Linux, as a table's registered class does.
        CellshotUIKit.registerCell(MailboxCell.self) { MailboxCell(frame: .zero) }
    }

    @Test func mailboxes() {
        let controller = MailboxesViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        assertCellSnapshot(of: controller.collectionView, states: [.normal, .highlighted])
    }
}
#endif
