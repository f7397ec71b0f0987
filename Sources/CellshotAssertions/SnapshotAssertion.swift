import Cellshot
import CellshotModel
import CellshotTesting
import Foundation

/// One call of an assertion: a document's snapshots in some states and one trait combination, verified
/// against the references of a ``SnapshotLocation`` and recorded as a ``RecordSetting`` allows.
///
/// It passes only when every reference exists and matches. A reference it writes — missing, or
/// replaced because its pixels changed — is a failure too ("recorded; re-run"), so a test never passes
/// against an image it has just made.
struct SnapshotAssertion {
    var location: SnapshotLocation
    var record: RecordSetting
    var comparison: ComparisonOptions
    /// The test function as written, for "re-run …".
    var testName: String
    /// How messages from the renderer name the document (`SettingsTests.swift:12`).
    var documentName: String

    /// The failures of the document's snapshots, one per failing state.
    func run(_ document: ListDocument, states: [CellState], variant: SnapshotVariant) -> [AssertionMessage] {
        guard !states.isEmpty else { return [AssertionMessage("no states to snapshot: name at least one")] }
        do throws(SnapshotError) {
            return try SharedEnvironment.withEnvironment { environment throws(SnapshotError) in
                let runner = try SnapshotRunner(snapshots: location.references, artifacts: location.artifacts,
                                                comparison: comparison, environment: environment)
                var failures: [AssertionMessage] = []
                for state in states {
                    let item = SnapshotItem("\(location.baseName)\(variant.nameSuffix).\(state.rawValue)",
                                            document: documentName, variant: variant, state: state)
                    if let failure = try check(item, of: document, with: runner) { failures.append(failure) }
                }
                return failures
            }
        } catch {
            return [AssertionMessage("cannot snapshot the document: \(error.description)")]
        }
    }

    /// The failures of pictures drawn elsewhere (CellshotSwiftUI's previews): one PNG and layout per state, named
    /// as a document's snapshots are, with the variant's suffix.
    func run(pictures: [(state: CellState, png: String, layout: String)], variant: SnapshotVariant) -> [AssertionMessage] {
        guard !pictures.isEmpty else { return [AssertionMessage("no states to snapshot: name at least one")] }
        do throws(SnapshotError) {
            return try SharedEnvironment.withEnvironment { environment throws(SnapshotError) in
                let runner = try SnapshotRunner(snapshots: location.references, artifacts: location.artifacts,
                                                comparison: comparison, environment: environment)
                var failures: [AssertionMessage] = []
                for picture in pictures {
                    let item = SnapshotItem("\(location.baseName)\(variant.nameSuffix).\(picture.state.rawValue)",
                                            document: documentName, variant: variant, state: picture.state)
                    if let failure = try check(item, picture: picture.png, layout: picture.layout, with: runner) {
                        failures.append(failure)
                    }
                }
                return failures
            }
        } catch {
            return [AssertionMessage("cannot snapshot the picture: \(error.description)")]
        }
    }

    /// Verifies one picture drawn elsewhere, records it if the setting asks, and says what failed.
    private func check(_ item: SnapshotItem, picture: String, layout: String,
                       with runner: SnapshotRunner) throws(SnapshotError) -> AssertionMessage? {
        let messages = SnapshotMessages(item: item, location: location, record: record, testName: testName)
        let report = try runner.verify(item, picture: picture, layout: layout)
        switch report.outcome {
        case .passed, .recorded, .unchanged:
            removeStaleArtifacts(of: item)
            return nil
        case .missing:
            guard record.recordsMissing else { return messages.missing(recorded: false) }
            _ = try runner.record(item, picture: picture, layout: layout, mode: .missing)
            removeStaleArtifacts(of: item)
            return messages.missing(recorded: true)
        case .failed(let result, let changes):
            if record.recordsFailed { _ = try runner.record(item, picture: picture, layout: layout, mode: .all) }
            return messages.mismatch(result, changes: changes, artifacts: report.artifacts,
                                     recorded: record.recordsFailed)
        }
    }

    /// Verifies one snapshot, records it if the setting asks, and says what failed.
    private func check(_ item: SnapshotItem, of document: ListDocument,
                       with runner: SnapshotRunner) throws(SnapshotError) -> AssertionMessage? {
        let messages = SnapshotMessages(item: item, location: location, record: record, testName: testName)
        let report = try runner.verify(item, of: document)
        switch report.outcome {
        case .passed, .recorded, .unchanged:
            removeStaleArtifacts(of: item)
            return nil
        case .missing:
            guard record.recordsMissing else { return messages.missing(recorded: false) }
            _ = try runner.record(item, of: document, mode: .missing)
            removeStaleArtifacts(of: item)
            return messages.missing(recorded: true)
        case .failed(let result, let changes):
            if record.recordsFailed { _ = try runner.record(item, of: document, mode: .all) }
            return messages.mismatch(result, changes: changes, artifacts: report.artifacts,
                                     recorded: record.recordsFailed)
        }
    }

    /// The files ``SnapshotRunner`` writes for a failure (its `writeArtifacts`).
    static func artifactFiles(of item: SnapshotItem, in location: SnapshotLocation) -> [String] {
        let base = (location.artifacts as NSString).appendingPathComponent(item.name)
        return [".actual.png", ".reference.png", ".actual.layout.json", ".diff.png", ".strip.png"].map { base + $0 }
    }

    /// A passing snapshot's artifacts from an earlier failure would tell a stale story: they go.
    private func removeStaleArtifacts(of item: SnapshotItem) {
        for file in Self.artifactFiles(of: item, in: location) { try? FileManager.default.removeItem(atPath: file) }
    }
}
