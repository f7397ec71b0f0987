import CellshotModel
import CellshotUIKit
import Foundation
import SnapshotTesting

extension Snapshotting where Value == UICollectionView, Format == Data {
    /// A list-style collection view — the team's diffable data source, registrations and cells, written
    /// against UIKit and compiled on Linux against `CellshotUIKit` — drawn by cellshot in one state, as PNG,
    /// compared as the table view strategy compares. Assert from the main actor, where UIKit code runs:
    ///
    /// ```swift
    /// @MainActor @Test func inbox() {
    ///     let controller = InboxViewController()
    ///     assertSnapshot(of: controller.collectionView, as: .cellshot(state: .selected))
    /// }
    /// ```
    /// - Parameters:
    ///   - state: the state to draw.
    ///   - traits: style, content size, direction and display scale, as UIKit's trait collection.
    ///   - width: the list's width in points.
    ///   - comparison: how images are compared.
    public static func cellshot(state: CellshotUIKit.State = .normal, traits: UITraitCollection = UITraitCollection(),
                                width: CGFloat = CGFloat(DocumentLimits.defaultWidth),
                                comparison: ComparisonOptions = ComparisonOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .cellshotPNG(comparison)) { collectionView in
            // Called on the assertion's own thread: the main actor's, where the collection view was made.
            MainActor.assumeIsolated {
                do {
                    return try CellshotUIKit.render(collectionView, states: [state], traits: traits, width: width)
                } catch {
                    return Data("cellshot could not draw the collection view: \(error)".utf8)
                }
            }
        }
    }
}
