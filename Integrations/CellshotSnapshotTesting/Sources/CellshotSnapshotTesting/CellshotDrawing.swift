import Cellshot
import CellshotModel
import CellshotTesting
import Foundation

/// Draws documents for the strategies, on one render environment that they take turns on (setting up
/// the fonts costs about 30 ms, and an environment is not thread-safe).
enum CellshotDrawing {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var environment: RenderEnvironment?

    /// The document drawn in a state and trait combination, as PNG data.
    static func png(of document: ListDocument, state: CellState?, traits: SnapshotVariant) throws -> Data {
        try withRenderer(for: document, traits: traits) { renderer in
            let path = (NSTemporaryDirectory() as NSString)
                .appendingPathComponent("cellshot-snapshot-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(atPath: path) }
            try renderer.writePNG(to: path, states: [state ?? renderer.document.states.first ?? .normal])
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
    }

    /// The document's layout in a state and trait combination, as `cellshot layout` prints it.
    static func layout(of document: ListDocument, state: CellState?, traits: SnapshotVariant) throws -> String {
        try withRenderer(for: document, traits: traits) { renderer in
            LayoutSidecar.text(try renderer.layout(in: state ?? renderer.document.states.first ?? .normal))
        }
    }

    private static func withRenderer<Value>(for document: ListDocument, traits: SnapshotVariant,
                                            _ body: (ListRenderer) throws -> Value) throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        let shared = try environment ?? RenderEnvironment()
        environment = shared
        let options = RenderOptions(scale: traits.scale, style: traits.style, contentSize: traits.contentSize,
                                    direction: traits.direction, look: traits.look)
        return try body(try ListRenderer(document: document, options: options, environment: shared))
    }
}
