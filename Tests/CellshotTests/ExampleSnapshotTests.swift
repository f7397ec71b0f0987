import Cellshot
import CellshotModel
import Foundation
import Testing

/// Every example in `assets/examples/` rendered and compared byte for byte with its reference in
/// `snapshots/examples/` (each one looked at and compared with iOS before it was committed).
/// `CELLSHOT_RECORD=1 swift test --filter ExampleSnapshotTests` rewrites the references.
@Suite("Example snapshots")
struct ExampleSnapshotTests {
    static let examples = ["hello-wwdc.json", "settings.json", "contacts.json", "ringtones.json", "dark.json",
                           "seed-states.json", "model-states.yaml", "model-dark-values.json",
                           "seed-my-cell-configuration.json", "seed-box-office.json", "seed-custom-background.json",
                           // DESIGN.md's document, whose names are a contract.
                           "design-contract.json"]

    @Test("Examples match their reference images", arguments: examples)
    func matchesReference(name: String) throws {
        let source = TestSupport.root.appendingPathComponent("assets/examples/\(name)").path
        let stem = (name as NSString).deletingPathExtension
        let reference = TestSupport.root.appendingPathComponent("snapshots/examples/\(stem).png")
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-\(getpid())-\(name).png")
        defer { try? FileManager.default.removeItem(at: actual) }
        let renderer = try ListRenderer(document: try ListDocument.load(contentsOf: source), file: source,
                                        environment: try RenderEnvironment())
        try renderer.writePNG(to: actual.path)
        if ProcessInfo.processInfo.environment["CELLSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: actual).write(to: reference)
        }
        let expected = try #require(try? Data(contentsOf: reference), "no reference \(reference.path): record it")
        #expect(try Data(contentsOf: actual) == expected, "\(name) differs from \(reference.path)")
    }
}
