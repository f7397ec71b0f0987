import Cellshot
import CellshotAssertions
import CellshotModel
import CellshotTesting
import CellshotUIKit
import CellshotUIKitAssertions
import Foundation

/// One run of `swift package cellshot-previews`, inside the process that links the target: draws every preview of
/// the module in every variant into a staging folder, then puts the pictures, `index.html` and the manifest into
/// the output folder, and writes the JUnit file and review page — as `cellshot verify` reports its snapshots.
///
/// A preview that cannot be drawn is one failure, listed, and the run goes on; the status at the end says so.
@MainActor
package struct PreviewsRun {
    /// The pictures are drawn at the traits' default scale, 3×: the page shows them at their size in points.
    static let scale = 3

    package let options: PreviewsOptions
    /// The module whose previews are drawn (the target's module name).
    package let module: String
    /// Where progress, warnings, errors and the summary go, one line at a time.
    package let log: (String) -> Void
    /// Where the preview about to be made is said (`cellshot-previews: drawing App/RowView.swift:12`): a preview
    /// whose code traps ends the process, and the plugin names it from this line.
    package let trace: (String) -> Void

    /// Previews whose code stopped an earlier process of this run (by their place, `App/RowView.swift:12`, with how
    /// it stopped): not drawn again, each one failure — so one preview that traps does not end the run.
    package let crashed: [String: String]

    package init(options: PreviewsOptions, module: String, log: @escaping (String) -> Void,
                 trace: @escaping (String) -> Void = { _ in }, crashed: [String: String] = [:]) {
        self.options = options
        self.module = module
        self.log = log
        self.trace = trace
        self.crashed = crashed
    }

    /// The start of ``trace``'s lines.
    package static let tracePrefix = "cellshot-previews: drawing "

    /// What drawing gave: the pictures staged, the page's sections, the reports and the failures.
    struct Drawn {
        var files: [String] = []
        var previews: [PreviewIndexPage.Preview] = []
        var reports: [SnapshotReport] = []
        var failures: [DocumentFailure] = []
        /// Whether a failure was cellshot's own (status 3) rather than the preview's (status 2).
        var internalFailure = false
    }

    /// Runs, and returns the exit status: 0 when every preview was drawn, 2 when one could not be (or the command
    /// was wrong), 3 when cellshot failed inside — `cellshot verify`'s (docs/verify.md).
    package func run(entries: [CellshotUIKit.PreviewEntry]) -> Int32 {
        do throws(PreviewsError) {
            guard !entries.isEmpty else {
                throw .input("no previews found in module \(module): its #Preview blocks need cellshot's Previews "
                             + "trait (.package(…, traits: [\"Previews\"])); PreviewProvider types need none")
            }
            let staging = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-previews-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: staging) }
            let drawn = try draw(entries, into: staging)
            let removed = try publish(drawn, from: staging)
            try writeReports(drawn)
            let failed = drawn.failures.count
            var summary = "drew \(drawn.files.count) picture\(drawn.files.count == 1 ? "" : "s") of \(entries.count) "
                + "preview\(entries.count == 1 ? "" : "s") to \(options.output)"
            summary += failed == 0 ? "" : ", \(failed) could not be drawn"
            if let removed { summary += removed == 0 ? "" : ", \(removed) stale removed" } else {
                summary += " (stale files kept: a preview failed)"
            }
            log(summary)
            // As `cellshot verify` says where its review page is.
            if let report = options.report { log("review: \(report)") }
            return failed == 0 ? 0 : drawn.internalFailure ? 3 : 2
        } catch {
            log("error: \(error.description)")
            return error.status
        }
    }

    /// Draws every snapshot into `staging`, saying each on the log (`[3/12] RowView-Wi-Fi@dark`).
    private func draw(_ entries: [CellshotUIKit.PreviewEntry], into staging: String) throws(PreviewsError) -> Drawn {
        var drawn = Drawn()
        let runner: SnapshotRunner
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
            runner = try SnapshotRunner(snapshots: staging)
        } catch let error as SnapshotError {
            throw .io("cannot set up drawing: \(error.description)")
        } catch {
            throw .io("cannot create \(staging): \(error.localizedDescription)")
        }
        var number = 0, place = ""
        var sections: [String: Int] = [:]
        // A preview drawn in several variants fails or warns the same way in each: said once.
        var said: Set<String> = []
        func warn(_ warnings: [String]) {
            for warning in warnings where said.insert(warning).inserted { log(Self.warningLine(warning)) }
        }
        func fail(_ message: String, entry: CellshotUIKit.PreviewEntry, isInternal: Bool = false) {
            guard said.insert(message).inserted else { return }
            log("error: \(message)")
            drawn.failures.append(DocumentFailure(document: entry.fileID, name: entry.baseName, error: .io(message)))
            drawn.internalFailure = drawn.internalFailure || isInternal
        }
        func stage(_ name: String, variant: SnapshotVariant, entry: CellshotUIKit.PreviewEntry, started: UInt64,
                   _ write: (SnapshotItem) throws(SnapshotError) -> Void, states: [CellState]) {
            let base = AssertionCall.fileName(ofName: name) + variant.nameSuffix
            log("[\(number)/\(entries.count)] \(base)")
            for state in states {
                let item = SnapshotItem("\(base).\(state.rawValue)", document: entry.place, variant: variant, state: state)
                let file = (item.referencePath(in: staging) as NSString).lastPathComponent
                do {
                    try write(item)
                    let size = Self.pointSize(ofPNG: (staging as NSString).appendingPathComponent(file))
                    let picture = PreviewIndexPage.Picture(file: file, label: Self.label(variant, state: state, of: states),
                                                           width: size.width, height: size.height)
                    if let index = sections[name] {
                        drawn.previews[index].pictures.append(picture)
                    } else {
                        sections[name] = drawn.previews.count
                        drawn.previews.append(PreviewIndexPage.Preview(name: name, place: entry.place, pictures: [picture]))
                    }
                    drawn.files.append(file)
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                    drawn.reports.append(SnapshotReport(item: item, outcome: .recorded, duration: seconds))
                } catch {
                    fail("cannot draw \(item.name) (\(entry.place)): \(error.description)", entry: entry,
                         isInternal: DocumentFailure(document: entry.place, name: base, error: error).isInternal)
                }
            }
        }
        /// Numbers the previews for the progress lines as the walk reaches each.
        func reach(_ entry: CellshotUIKit.PreviewEntry) {
            if entry.place != place {
                number += 1
                place = entry.place
            }
        }
        // A preview that stopped an earlier process: one failure, and the walk goes on without it.
        for entry in entries where crashed[entry.place] != nil {
            reach(entry)
            log("[\(number)/\(entries.count)] \(AssertionCall.fileName(ofName: entry.baseName))")
            fail("the code of the preview at \(entry.place) stopped the drawing process (\(crashed[entry.place] ?? "")): "
                 + "it is not drawn; the others are", entry: entry)
        }
        let entries = entries.filter { crashed[$0.place] == nil }
        var started = DispatchTime.now().uptimeNanoseconds
        walkPreviewSnapshots(entries, states: [.normal], traits: UITraitCollection(), variants: options.variants,
                             width: CGFloat(DocumentLimits.defaultWidth),
                             starting: { trace(Self.tracePrefix + $0.place) }) { snapshot in
            switch snapshot {
            case .refused(let message, let entry):
                reach(entry)
                fail(message, entry: entry)
            case let .document(document, name, variant, entry, warnings):
                reach(entry)
                warn(warnings)
                stage(name, variant: variant, entry: entry, started: started, { item throws(SnapshotError) in
                    _ = try runner.record(item, of: document, mode: .all)
                }, states: document.states)
            case let .pictures(pictures, name, variant, entry, warnings):
                reach(entry)
                warn(warnings)
                for picture in pictures {
                    stage(name, variant: variant, entry: entry, started: started, { item throws(SnapshotError) in
                        _ = try runner.record(item, picture: picture.png, layout: picture.layout, mode: .all)
                    }, states: [picture.state])
                }
            }
            started = DispatchTime.now().uptimeNanoseconds
        }
        return drawn
    }

    /// Puts the staged pictures, the index page and the manifest into the output folder; removes the files an
    /// earlier run wrote that this one did not (unless a preview failed: its pictures may be among them).
    /// - Returns: how many stale files were removed, or `nil` when they were kept.
    private func publish(_ drawn: Drawn, from staging: String) throws(PreviewsError) -> Int? {
        let output = options.output
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(output): \(error.localizedDescription)")
        }
        let earlier = try PreviewsManifest.read(in: output)
        let manifest = PreviewsManifest(files: drawn.files + ["index.html"])
        // Never the team's own file: one this run would replace that no earlier run wrote stops it.
        let theirs = manifest.files.filter { name in
            manager.fileExists(atPath: (output as NSString).appendingPathComponent(name))
                && !(earlier?.files.contains(name) ?? false)
        }
        guard theirs.isEmpty else {
            throw .input("\(output) holds \(theirs.prefix(3).joined(separator: ", "))\(theirs.count > 3 ? " and \(theirs.count - 3) more" : ""), "
                         + "which cellshot-previews did not write (its manifest, \(PreviewsManifest.fileName), does not list "
                         + "\(theirs.count == 1 ? "it" : "them")): choose another --output, or move \(theirs.count == 1 ? "it" : "them")")
        }
        for file in drawn.files {
            try Self.place((staging as NSString).appendingPathComponent(file), at: (output as NSString).appendingPathComponent(file))
        }
        let failures = drawn.failures.map(\.message)
        let page = PreviewIndexPage(module: module, previews: drawn.previews, failures: failures).html
        try Self.write(Data(page.utf8), to: (output as NSString).appendingPathComponent("index.html"))
        try manifest.write(in: output)
        guard drawn.failures.isEmpty else { return nil }
        var removed = 0
        for name in manifest.stale(since: earlier ?? PreviewsManifest(files: [])) {
            let path = (output as NSString).appendingPathComponent(name)
            if (try? manager.removeItem(atPath: path)) != nil { removed += 1 }
        }
        return removed
    }

    /// Writes the JUnit file and the review page, if asked for.
    private func writeReports(_ drawn: Drawn) throws(PreviewsError) {
        do throws(SnapshotError) {
            if let junit = options.junit {
                // Its folder made, as the review page's is.
                do {
                    try FileManager.default.createDirectory(atPath: (junit as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                } catch {
                    throw SnapshotError.io("cannot create the folder of \(junit): \(error.localizedDescription)")
                }
                try JUnitReport(reports: drawn.reports, failures: drawn.failures, name: "cellshot-previews").write(to: junit)
            }
            if let report = options.report {
                try ReviewReport(reports: drawn.reports, failures: drawn.failures, snapshots: options.output).write(to: report)
            }
        } catch {
            throw .io(error.description)
        }
    }

    /// Copies a staged file over `destination` unless it already holds the same bytes (so the folder's dates do
    /// not churn).
    static func place(_ source: String, at destination: String) throws(PreviewsError) {
        guard let data = FileManager.default.contents(atPath: source) else { throw .io("cannot read \(source)") }
        if FileManager.default.contents(atPath: destination) == data { return }
        try write(data, to: destination)
    }

    /// Writes a file whole (a temporary file renamed into place).
    static func write(_ data: Data, to path: String) throws(PreviewsError) {
        if FileManager.default.contents(atPath: path) == data { return }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .io("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// A drawing warning as a line of the log: `warning: App/RowView.swift:12: …` — the warning already names its file
    /// and line (`App/RowView.swift:12: warning: …`), and the plugin passes `warning: ` lines on as warnings.
    static func warningLine(_ warning: String) -> String {
        guard let marker = warning.range(of: ": warning: ") else { return "warning: " + warning }
        return "warning: " + warning[..<marker.lowerBound] + ": " + warning[marker.upperBound...]
    }

    /// A picture's caption: its variant's axes and, when there are several, its state (`dark · ios18`).
    static func label(_ variant: SnapshotVariant, state: CellState, of states: [CellState]) -> String {
        var parts = [variant.style?.rawValue, variant.look?.rawValue].compactMap { $0 }
        if states.count > 1 || parts.isEmpty { parts.append(state.rawValue) }
        return parts.joined(separator: " · ")
    }

    /// A PNG's size in points at ``scale`` (its IHDR's pixels, rounded up), or 0 × 0 when it cannot be read.
    static func pointSize(ofPNG path: String) -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return (0, 0) }
        defer { try? handle.close() }
        let header = [UInt8](handle.readData(ofLength: 24))
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return (0, 0) }
        func number(at offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return ((number(at: 16) + scale - 1) / scale, (number(at: 20) + scale - 1) / scale)
    }
}
