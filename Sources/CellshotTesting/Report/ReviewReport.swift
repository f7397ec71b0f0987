import Foundation

/// A review page for a verification run: one self-contained HTML file to open in a browser, with
/// the documents that could not be drawn first, with their errors, then every failing and missing snapshot
/// shown side by side (reference | actual | diff), with a slider
/// and a blink view, and the command that accepts it.
///
/// ```swift
/// let reports = try runner.verify(plan)   // a runner with an artifacts folder: the actual images
/// try ReviewReport(reports: reports, snapshots: "snapshots",
///                  command: AcceptCommand(arguments: ["--appearance", "light,dark"]))
///     .write(to: "report.html")
/// ```
///
/// The page needs nothing but itself: images are inlined as `data:` URIs, styles and scripts are
/// inline, and a content security policy forbids every other source, so it opens offline and from a
/// CI artifact alike. It names no date or time: equal reports give equal bytes.
///
/// A failed snapshot's images come from its ``SnapshotReport/artifacts`` (`….reference.png`,
/// `….actual.png`, `….diff.png`); without them the reference is read from `snapshots` and the actual
/// image is shown as not kept. A missing snapshot shows its actual image when its artifacts have one.
/// Each image is inlined once (the slider and blink views reuse it by script), and at most
/// ``imageBudget`` bytes of PNG in all: a snapshot whose images would go over it is listed without
/// them.
public struct ReviewReport: Sendable {
    /// The default for ``imageBudget``: 32 MiB of PNG, about 43 MB of page.
    public static let defaultImageBudget = 32 << 20

    /// The verification's reports, in order.
    public var reports: [SnapshotReport]
    /// The documents that could not be drawn: a section of their own, first, each with its error.
    public var failures: [DocumentFailure]
    /// The folder of reference images the run verified against.
    public var snapshots: String
    /// How the accept commands are spelled.
    public var command: AcceptCommand
    /// The most PNG bytes inlined in the page, in all.
    public var imageBudget: Int

    /// Creates a report.
    public init(reports: [SnapshotReport], failures: [DocumentFailure] = [], snapshots: String,
                command: AcceptCommand = AcceptCommand(), imageBudget: Int = ReviewReport.defaultImageBudget) {
        self.reports = reports
        self.failures = failures
        self.snapshots = snapshots
        self.command = command
        self.imageBudget = imageBudget
    }

    /// The page. Reads the images; an image that cannot be read is shown as a note.
    public var html: String {
        var budget = ImageBudget(remaining: imageBudget)
        var entries: [ReviewEntry] = []
        for report in reports where report.outcome.isFailure {
            entries.append(ReviewEntry(report, number: entries.count + 1, snapshots: snapshots, command: command,
                                       budget: &budget))
        }
        return ReviewPage(reports: reports, failures: failures, entries: entries, snapshots: snapshots,
                          command: command).html
    }

    /// Writes the page to `path` all at once: to a temporary file beside it, renamed into place, so
    /// a failure never leaves half a page. Creates the folder if needed.
    /// - Throws: ``SnapshotError/io(_:)`` when the file cannot be written.
    public func write(to path: String) throws(SnapshotError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url, options: .atomic)
        } catch {
            throw .io("cannot write the report \(path): \(error.localizedDescription)")
        }
    }
}
