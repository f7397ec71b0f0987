#if !canImport(SwiftUI)
import CellshotModel
import CellshotSwiftUI
import CellshotTesting
import CellshotUIKit
import Foundation
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == Data {
    /// A view controller on a device's screen, drawn by cellshot, as PNG, with swift-snapshot-testing's spelling
    /// (`assertSnapshot(of: UIHostingController(rootView: SettingsView()), as: .image(on: .iPhone13Pro))`), so
    /// that a team's snapshot tests of controllers compile and run on Linux unchanged.
    ///
    /// A `UIHostingController` is drawn as its SwiftUI view is by `.image(layout: .device(config:))`: on the whole
    /// screen, its safe area the device's. A `UITableViewController` or `UICollectionViewController` is drawn as its
    /// list (`.cellshot`), the screen's width and as tall as its rows. Any other controller is not drawn: the
    /// comparison fails saying so. References are `<test>.<n>.linux.png`, beside the simulator's `<test>.<n>.png`.
    /// - Parameters:
    ///   - config: the device: its size, safe area and traits.
    ///   - precision: the fraction of pixels that must match.
    ///   - perceptualPrecision: how closely a pixel must match to count as matching.
    ///   - size: a size that replaces the device's.
    ///   - traits: the traits, over the device's.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        let comparison = ComparisonOptions.swiftSnapshotTesting(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "linux.png", diffing: .cellshotPNG(comparison)) { controller in
            // swift-snapshot-testing calls the strategy on the assertion's thread: the main actor's, where the
            // controller was made and stays.
            MainActor.assumeIsolated {
                ControllerSnapshot(config: config, traits: traits).png(of: controller)
            }
        }
    }
}

/// How a view controller's snapshot is drawn on a device's screen.
struct ControllerSnapshot {
    let config: ViewImageConfig
    let traits: UITraitCollection

    @MainActor
    func png(of controller: UIViewController) -> Data {
        if let hosting = controller as? any HostingControllerContent {
            return SwiftUISnapshot(layout: .device(config: config), traits: traits).png(of: hosting.anyRootView)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let width = config.size?.width ?? CGFloat(DocumentLimits.defaultWidth)
        do {
            if let table = controller as? UITableViewController {
                return try CellshotUIKit.render(table.tableView, states: [.normal], traits: traits, width: width)
            }
            if let collection = controller as? UICollectionViewController {
                return try CellshotUIKit.render(collection.collectionView, states: [.normal], traits: traits, width: width)
            }
        } catch {
            return Data("cellshot could not draw the \(type(of: controller)): \(error)".utf8)
        }
        return Data(("cellshot draws a UIHostingController's SwiftUI view, or a UITableViewController's or "
            + "UICollectionViewController's list; a \(type(of: controller)) is none of them").utf8)
    }
}
#endif
