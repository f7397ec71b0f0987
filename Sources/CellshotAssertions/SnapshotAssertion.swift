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

    /// What one snapshot draws: a document in a state, or a picture drawn elsewhere (CellshotSwiftUI's previews).
    private enum Subject {
        case document(ListDocument)
        case picture(png: String, layout: String)
    }

    /// The failures of the document's snapshots, one per failing state.
    func run(_ document: ListDocument, states: [CellState], variant: SnapshotVariant) -> [AssertionMessage] {
        run(states.map { ($0, .document(document)) }, variant: variant, what: "the document")
    }

    /// The failures of pictures drawn elsewhere (CellshotSwiftUI's previews): one PNG and layout per state, named
    /// as a document's snapshots are, with the variant's suffix.
    func run(pictures: [(state: CellState, png: String, layout: String)], variant: SnapshotVariant) -> [AssertionMessage] {
        run(pictures.map { ($0.state, .picture(png: $0.png, layout: $0.layout)) }, variant: variant, what: "the picture")
    }

    private func run(_ snapshots: [(state: CellState, subject: Subject)], variant: SnapshotVariant,
                     what: String) -> [AssertionMessage] {
        guard !snapshots.isEmpty else { return [AssertionMessage("no states to snapshot: name at least one")] }
        do throws(SnapshotError) {
            return try SharedEnvironment.withEnvironment { environment throws(SnapshotError) in
                let runner = try SnapshotRunner(snapshots: location.references, artifacts: location.artifacts,
                                                comparison: comparison, environment: environment)
                var failures: [AssertionMessage] = []
                for (state, subject) in snapshots {
                    let item = SnapshotItem("\(location.baseName)\(variant.nameSuffix).\(state.rawValue)",
                                            document: documentName, variant: variant, state: state)
                    if let failure = try check(item, of: subject, with: runner) { failures.append(failure) }
                }
                return failures
            }
        } catch {
            return [AssertionMessage("cannot snapshot \(what): \(error.description)")]
        }
    }

    /// Verifies one snapshot, records it if the setting asks, and says what failed.
    private func check(_ item: SnapshotItem, of subject: Subject,
                       with runner: SnapshotRunner) throws(SnapshotError) -> AssertionMessage? {
        func record(_ mode: RecordMode) throws(SnapshotError) {
            switch subject {
            case .document(let document): _ = try runner.record(item, of: document, mode: mode)
            case .picture(let png, let layout): _ = try runner.record(item, picture: png, layout: layout, mode: mode)
            }
        }
        let messages = SnapshotMessages(item: item, location: location, record: self.record, testName: testName)
        let report: SnapshotReport
        switch subject {
        case .document(let document): report = try runner.verify(item, of: document)
        case .picture(let png, let layout): report = try runner.verify(item, picture: png, layout: layout)
        }
        switch report.outcome {
        case .passed, .recorded, .unchanged:
            removeStaleArtifacts(of: item)
            return nil
        case .missing:
            guard self.record.recordsMissing else { return messages.missing(recorded: false) }
            try record(.missing)
            removeStaleArtifacts(of: item)
            return messages.missing(recorded: true)
        case .failed(let result, let changes):
            if self.record.recordsFailed { try record(.all) }
            return messages.mismatch(result, changes: changes, artifacts: report.artifacts,
                                     recorded: self.record.recordsFailed)
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
