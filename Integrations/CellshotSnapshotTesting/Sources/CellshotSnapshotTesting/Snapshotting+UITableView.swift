import CellshotModel
import CellshotTesting
import CellshotUIKit
import Foundation
import SnapshotTesting

extension Snapshotting where Value == UITableView, Format == Data {
    /// A table view — the team's data source and cells, written against UIKit and compiled on Linux against
    /// `CellshotUIKit` — drawn by cellshot in one state, as PNG, compared as ``cellshot(state:traits:comparison:)``
    /// compares a document. Assert from the main actor, where UIKit code runs:
    ///
    /// ```swift
    /// @MainActor @Test func settings() {
    ///     let controller = SettingsViewController(style: .insetGrouped)
    ///     assertSnapshot(of: controller.tableView, as: .cellshot(state: .selected))
    /// }
    /// ```
    /// - Parameters:
    ///   - state: the state to draw.
    ///   - traits: style, content size, direction and display scale, as UIKit's trait collection.
    ///   - width: the table's width in points.
    ///   - comparison: how images are compared.
    public static func cellshot(state: CellshotUIKit.State = .normal, traits: UITraitCollection = UITraitCollection(),
                                width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                comparison: ComparisonOptions = ComparisonOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .cellshotPNG(comparison)) { tableView in
            // swift-snapshot-testing calls the strategy on the assertion's own thread: the main actor's, as the
            // table view was made and configured there.
            MainActor.assumeIsolated {
                do {
                    return try CellshotUIKit.render(tableView, states: [state], traits: traits, width: width)
                } catch {
                    return Data("cellshot could not draw the table view: \(error)".utf8)
                }
            }
        }
    }
}
