import Cellshot
import CellshotModel
import CellshotTesting
import Foundation
import Testing

/// Every example in `assets/examples/`, in every state it lists, verified with cellshot's own
/// machinery (`SnapshotRunner`, as `cellshot verify` does) against `snapshots/examples/`: one reference
/// per state and its layout sidecar. Each reference was looked at and compared with iOS before it was
/// committed. `CELLSHOT_RECORD=all` (or `1`), `missing` or `failed` records instead — then look at what
/// changed before committing it.
@Suite("Example snapshots", .serialized)
struct ExampleSnapshotTests {
    /// The example documents: the list documents at the top of assets/examples (the solver's
    /// systems in assets/examples/solver are another format).
    static var examples: [String] {
        let folder = TestSupport.root.appendingPathComponent("assets/examples").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { ["json", "yaml"].contains(($0 as NSString).pathExtension) }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    @Test("Examples match their references, state by state")
    func examplesMatchTheirReferences() throws {
        let snapshots = TestSupport.root.appendingPathComponent("snapshots/examples").path
        let artifacts = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-examples-\(getpid())")
        let runner = try SnapshotRunner(snapshots: snapshots, artifacts: artifacts)
        let plan = try SnapshotPlan(inputs: Self.examples)
        #expect(Self.examples.count == 38 && plan.items.count == 75)
        if let mode = ProcessInfo.processInfo.environment["CELLSHOT_RECORD"], !mode.isEmpty {
            _ = try runner.record(plan, mode: RecordMode(rawValue: mode) ?? .all)
        }
        for report in try runner.verify(plan) {
            switch report.outcome {
            case let .failed(result, changes):
                let details = ([result.summary] + changes + ["artifacts: " + report.artifacts.joined(separator: ", ")])
                    .joined(separator: "\n")
                Issue.record("\(report.item.name): \(details)")
            case .missing:
                Issue.record("\(report.item.name): no reference in snapshots/examples (CELLSHOT_RECORD=missing records it)")
            default:
                break
            }
        }
    }

    /// The pictures the documentation shows, rendered from examples: byte-identical on every machine.
    static let documentationImages = [
        ("assets/examples/settings.json", "docs/images/settings.png"),
        // The PDF example: vector text (Arabic shaped right to left) and symbols, embedded fonts, no dates.
        ("assets/examples/rtl-arabic.json", "docs/images/rtl-arabic.pdf"),
        ("assets/examples/sidebar.json", "docs/images/sidebar.svg"),
        // docs/symbols.md, "Weights, scales and modes".
        ("assets/examples/symbol-weights.json", "docs/images/symbol-weights.png"),
    ]

    @Test("The documentation's pictures are their examples, all states side by side, byte for byte",
          arguments: documentationImages)
    func documentationImage(example: String, image: String) throws {
        let source = TestSupport.root.appendingPathComponent(example).path
        let reference = TestSupport.root.appendingPathComponent(image)
        let format = try #require(ImageFileFormat(path: image))
        let actual = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-docs-\(getpid())-\(reference.lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: actual) }
        let renderer = try ListRenderer(document: try ListDocument.load(contentsOf: source), file: source,
                                        environment: try RenderEnvironment())
        try renderer.write(to: actual.path, format: format)
        if let mode = ProcessInfo.processInfo.environment["CELLSHOT_RECORD"], !mode.isEmpty {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? Data(contentsOf: reference)) != (try Data(contentsOf: actual)) {
                try Data(contentsOf: actual).write(to: reference)
            }
        }
        #expect(try Data(contentsOf: actual) == Data(contentsOf: reference))
    }
}
