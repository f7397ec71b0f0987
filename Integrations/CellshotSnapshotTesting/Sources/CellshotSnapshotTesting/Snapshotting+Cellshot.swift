import Cellshot
import CellshotModel
import CellshotTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == ListDocument, Format == Data {
    /// A list document drawn by cellshot in its first state, as PNG, compared exactly.
    public static var cellshot: Snapshotting {
        .cellshot()
    }

    /// A list document drawn by cellshot in one state and trait combination, as PNG, compared by
    /// cellshot's ``ImageComparison`` — exactly by default, since cellshot draws the same bytes on every
    /// machine.
    ///
    /// ```swift
    /// import CellshotSnapshotTesting
    /// import SnapshotTesting
    /// import Testing
    ///
    /// @Test func settings() throws {
    ///     let document = try ListDocument.load(contentsOf: "Fixtures/settings.json")
    ///     assertSnapshot(of: document, as: .cellshot(state: .selected, traits: SnapshotVariant(style: .dark)))
    /// }
    /// ```
    ///
    /// References are swift-snapshot-testing's: `__Snapshots__/<TestFile>/<test>.<counter or name>.png`,
    /// recorded as its record mode says (`SNAPSHOT_TESTING_RECORD`). A mismatch's message gives the
    /// comparison's summary and the paths of the diff and the reference | diff | actual strip, written to
    /// a temporary folder (swift-snapshot-testing writes the actual image under `SNAPSHOT_ARTIFACTS`).
    ///
    /// A document's `masks` are not applied here (the comparison sees only the two images): pass them in
    /// `comparison.masks`, in pixels. `cellshot`'s own `assertCellSnapshot` (CellshotAssertions) applies
    /// them, and keeps a layout sidecar beside each reference.
    ///
    /// - Parameters:
    ///   - state: the state to draw; the document's first state when `nil`.
    ///   - traits: the interface style, Dynamic Type size, direction and scale instead of the document's.
    ///   - comparison: how images are compared.
    public static func cellshot(state: CellState? = nil, traits: SnapshotVariant = SnapshotVariant(),
                                comparison: ComparisonOptions = ComparisonOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .cellshotPNG(comparison)) { document in
            do {
                return try CellshotDrawing.png(of: document, state: state, traits: traits)
            } catch {
                // swift-snapshot-testing takes no error here: the bytes say what went wrong, and a
                // reference comparison reports them as an unreadable image.
                return Data("cellshot could not draw the document: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == ListDocument, Format == String {
    /// A list document's layout in one state — every row's frames and colours, as `cellshot layout`
    /// prints them — compared line by line: a text snapshot that says what moved.
    ///
    /// ```swift
    /// assertSnapshot(of: document, as: .cellshotLayout(state: .normal))   // …/settings.1.txt
    /// ```
    /// - Parameters:
    ///   - state: the state to lay out; the document's first state when `nil`.
    ///   - traits: the trait combination instead of the document's.
    public static func cellshotLayout(state: CellState? = nil,
                                      traits: SnapshotVariant = SnapshotVariant()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (document: ListDocument) in
            do {
                return try CellshotDrawing.layout(of: document, state: state, traits: traits)
            } catch {
                return "cellshot could not lay out the document: \(error)\n"
            }
        }
    }
}
