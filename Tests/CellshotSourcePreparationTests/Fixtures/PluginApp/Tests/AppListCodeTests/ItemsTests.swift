@testable import AppListCode
import CellshotUIKit
import Foundation
import Testing

/// The app's screen, compiled from App/ by the CellshotSources plugin, drawn on Linux.
@MainActor @Suite struct ItemsTests {
    @Test func itemsScreen() throws {
        let controller = ItemsViewController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        // The overrides moved from the extension into the class answer the table view.
        #expect(controller.tableView(controller.tableView, numberOfRowsInSection: 0) == 3)
        #expect(controller.navigationItem.rightBarButtonItem?.action == Selector("addItem(_:)"))
        // The catalog cellshot-sources.json names was registered with no code here.
        #expect(CellshotUIKit.pluginAssetCatalogs.count == 1)
        #expect(CellshotUIKit.pluginAssetCatalogs.first?.hasSuffix("/App/Assets.xcassets") == true)
        #expect(UIImage(named: "badge") != nil)
        // SwiftPM's Bundle.module, declared by the plugin at the app's resource folder (the one holding en.lproj).
        #expect(Strings.itemsTitle == "My Items")
        let path = ProcessInfo.processInfo.environment["PLUGIN_APP_PNG"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("plugin-app-items.png").path
        try CellshotUIKit.render(controller.tableView, states: [.normal, .selected], to: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
