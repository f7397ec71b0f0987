/// One failing or missing snapshot as the page shows it.
struct ReviewEntry {
    /// The snapshot's report.
    let report: SnapshotReport
    /// Its place among the page's entries, from 1: its element ids are `s1`, `s1-reference`, ….
    let number: Int
    /// The comparison's summary, or what is missing.
    let summary: String
    /// What moved and what changed colour (failed snapshots).
    let changes: [String]
    /// The images, `nil` when there is none (or it could not be read).
    let reference: EmbeddedImage?, actual: EmbeddedImage?, diff: EmbeddedImage?
    /// Whether the images were left out to keep the page within its budget.
    let overBudget: Bool
    /// The shell command that accepts the snapshot.
    let accept: String

    init(_ report: SnapshotReport, number: Int, snapshots: String, command: AcceptCommand, budget: inout ImageBudget) {
        self.report = report
        self.number = number
        let item = report.item
        func artifact(_ suffix: String) -> String? { report.artifacts.first { $0.hasSuffix(suffix) } }
        let referencePath: String?
        if case let .failed(result, changes) = report.outcome {
            summary = result.summary
            self.changes = changes
            referencePath = artifact(".reference.png") ?? item.referencePath(in: snapshots)
        } else {
            summary = "no reference at \(item.referencePath(in: snapshots))"
            changes = []
            referencePath = nil
        }
        accept = command.line(document: item.input ?? item.document, snapshots: snapshots, mode: Self.mode(report.outcome),
                              names: [item.name])
        if let images = budget.take([referencePath, artifact(".actual.png"), artifact(".diff.png")]) {
            (reference, actual, diff) = (images[0], images[1], images[2])
            overBudget = false
        } else {
            (reference, actual, diff) = (nil, nil, nil)
            overBudget = true
        }
    }

    /// The record mode that accepts a snapshot with this outcome: `missing` writes a missing
    /// reference, `failed` rewrites a reference that no longer matches.
    static func mode(_ outcome: SnapshotOutcome) -> RecordMode {
        if case .missing = outcome { .missing } else { .failed }
    }

    /// Whether the images were not compared pixel by pixel because their sizes differ (no diff image).
    var sizesDiffer: Bool {
        if case let .failed(result, _) = report.outcome { result.sizeMismatch != nil } else { false }
    }

    /// Whether the reference is missing (rather than different).
    var isMissing: Bool {
        if case .missing = report.outcome { true } else { false }
    }
}
