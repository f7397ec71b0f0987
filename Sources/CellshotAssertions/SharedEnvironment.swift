import Cellshot
import CellshotTesting
import Foundation

/// The render environment every assertion of the process shares, and the lock that serialises them.
///
/// Setting up the fonts costs about 30 ms and a ``RenderEnvironment`` is not thread-safe, while Swift
/// Testing runs tests in parallel: assertions take turns on one environment (drawing a few rows takes
/// milliseconds).
enum SharedEnvironment {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var environment: RenderEnvironment?

    /// Runs `body` with the shared environment, alone.
    /// - Throws: ``SnapshotError/render(_:)`` when the fonts cannot be set up (tried again next time),
    ///   and whatever `body` throws.
    static func withEnvironment<Value>(
        _ body: (RenderEnvironment) throws(SnapshotError) -> Value
    ) throws(SnapshotError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        let shared: RenderEnvironment
        if let environment {
            shared = environment
        } else {
            do {
                shared = try RenderEnvironment()
            } catch {
                throw .render(error)
            }
            environment = shared
        }
        return try body(shared)
    }
}
