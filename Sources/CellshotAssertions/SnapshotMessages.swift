import CellshotModel
import CellshotTesting

/// The failure messages of one snapshot, in the words of swift-snapshot-testing where it has them
/// ("No reference was found on disk", "re-run … to assert against the newly-recorded snapshot").
struct SnapshotMessages {
    var item: SnapshotItem
    var location: SnapshotLocation
    var record: RecordSetting
    var testName: String

    /// The most layout changes listed; the rest are counted.
    static let changeLimit = 20

    /// The reference's path and the snapshot's name for messages, escaped for the terminal: both come
    /// from file names.
    private var reference: String { TerminalText.escaped(item.referencePath(in: location.references)) }
    private var name: String { TerminalText.escaped(item.name) }

    /// No reference: recorded now, or not (mode `failed` or `never`).
    func missing(recorded: Bool) -> AssertionMessage {
        if recorded {
            return AssertionMessage("""
                No reference was found on disk for "\(name)". Recorded it (\(record.source)):

                open "\(reference)"

                Look at it, then re-run "\(testName)" to assert against the newly-recorded snapshot.
                """, attachments: [reference])
        }
        return AssertionMessage("""
            No reference was found on disk for "\(name)", and \(record.source) does not record missing \
            references: run with CELLSHOT_RECORD=missing to record it.

            expected "\(reference)"
            """)
    }

    /// The rendering differs from its reference: how, what moved, the artifacts, and whether it was recorded.
    func mismatch(_ result: ImageComparisonResult, changes: [String], artifacts: [String], recorded: Bool) -> AssertionMessage {
        var text = "Snapshot \"\(name)\" does not match its reference: \(result.summary)."
        if recorded {
            text += " Recorded the new image as the reference (\(record.source)): look at it, then re-run "
                + "\"\(testName)\" to assert against it."
        }
        text += "\n\nreference \"\(reference)\""
        text += "\n\nLayout changes:\n" + layout(changes)
        if !artifacts.isEmpty {
            text += "\n\nArtifacts (reference | diff | actual in the strip):\n"
                + artifacts.map { "  \(TerminalText.escaped($0))" }.joined(separator: "\n")
        }
        return AssertionMessage(text, attachments: artifacts.filter { $0.hasSuffix(".png") })
    }

    /// The semantic diff of the layout sidecars, one change a line.
    private func layout(_ changes: [String]) -> String {
        guard !changes.isEmpty else {
            return "  none: every frame and colour is as recorded (or the reference has no layout sidecar)"
        }
        var lines = changes.prefix(Self.changeLimit).map { "  \($0)" }
        if changes.count > Self.changeLimit { lines.append("  … and \(changes.count - Self.changeLimit) more") }
        return lines.joined(separator: "\n")
    }
}
