import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import Foundation

/// How `cellshot record` (and `CELLSHOT_RECORD`) decides which references to write.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Only references that do not exist yet (the default: recording never replaces a reference silently).
    case missing
    /// Every reference whose pixels changed, and the missing ones.
    case all
    /// Only references that exist and no longer match (a failed verification, accepted).
    case failed
}

/// What happened to one snapshot.
public enum SnapshotOutcome: Sendable {
    /// The rendering matches its reference.
    case passed
    /// The rendering differs from its reference; the comparison says how, `changes` what moved.
    case failed(ImageComparisonResult, changes: [String])
    /// There is no reference (verifying fails; recording writes one in modes `missing` and `all`).
    case missing
    /// The reference was written (new, or replaced because its pixels changed).
    case recorded
    /// Recording left the reference alone: its pixels did not change (no churn), or the mode excluded it.
    case unchanged

    /// Whether the run fails because of this snapshot.
    public var isFailure: Bool {
        switch self {
        case .failed, .missing: true
        case .passed, .recorded, .unchanged: false
        }
    }
}

/// One snapshot and what happened to it.
public struct SnapshotReport: Sendable {
    /// The snapshot.
    public var item: SnapshotItem
    /// Its outcome.
    public var outcome: SnapshotOutcome
    /// The failure's files in the artifacts folder (actual, reference, diff, strip), if any were written.
    public var artifacts: [String]
    /// How long the snapshot took to render and compare (or record), in seconds (the JUnit report's `time`).
    public var duration: Double = 0
    /// The document's symbol names cellshot does not know, drawn as placeholders (`file: JSON path: message`),
    /// one each (``ListRenderer/symbolWarnings``).
    public var symbolWarnings: [String] = []
}

extension SnapshotReport {
    /// Creates a report of a snapshot drawn elsewhere (the `cellshot-previews` command's, for its JUnit file).
    /// An extension's, so that the memberwise initializer stays.
    public init(item: SnapshotItem, outcome: SnapshotOutcome, duration: Double) {
        self.init(item: item, outcome: outcome, artifacts: [], duration: duration)
    }
}

/// Renders planned snapshots and verifies them against references, or records references.
///
/// Verifying never writes a reference: a missing reference is a failure, whatever `CELLSHOT_RECORD` says.
/// Comparison is exact unless options say otherwise (cellshot's output is byte-identical across machines).
public final class SnapshotRunner {
    /// The folder of reference images.
    public let snapshots: String
    /// Where failures' images go, if anywhere.
    public let artifacts: String?
    /// How images are compared.
    public let comparison: ComparisonOptions
    /// What every snapshot draws instead of its document's (`--list-style`, `--width`, `--device`).
    public let overrides: RenderOptions
    private let environment: RenderEnvironment
    private let scratch: String
    /// Each document's `cellshot:document` hash, read once per run (`nil` inside: not a file); emptied
    /// when a run starts, since the documents may have changed.
    private var documentHashes: [String: String?] = [:]

    /// Creates a runner.
    /// - Parameters:
    ///   - environment: fonts and painter to render with; a new one (with `team`) unless given.
    ///   - team: the team's fonts and symbols (`--fonts`, `--symbols-dir`) for a new environment.
    ///   - overrides: what every snapshot draws instead of its document's (the list style, the width), under
    ///     the variant's traits.
    /// - Throws: ``SnapshotError/render(_:)`` when the fonts cannot be set up.
    public init(snapshots: String, artifacts: String? = nil, comparison: ComparisonOptions = ComparisonOptions(),
                environment: RenderEnvironment? = nil, team: TeamResources = TeamResources(),
                overrides: RenderOptions = RenderOptions()) throws(SnapshotError) {
        self.overrides = overrides
        self.snapshots = snapshots
        self.artifacts = artifacts
        self.comparison = comparison
        if let environment {
            self.environment = environment
        } else {
            do {
                self.environment = try RenderEnvironment(team: team)
            } catch {
                throw .render(error)
            }
        }
        scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        // Removed by the command line's signal handling too, if a run is interrupted.
        TemporaryFiles.register(scratch)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: scratch)
        TemporaryFiles.unregister(scratch)
    }

    /// Runs a plan: draws every snapshot of every document, one document at a time, and verifies or records it.
    ///
    /// A document that cannot be read, decoded or laid out, or names an image that cannot be read (the plan's
    /// ``SnapshotPlan/failures`` and those found while drawing) is one ``DocumentFailure``, and the run goes
    /// on with the next document; none of its snapshots is reported, and recording writes none of its
    /// references (a document is drawn whole before anything of it is recorded). Errors that are not about
    /// one document (a file that cannot be written, an option wrong for every document) stop the run.
    ///
    /// - Parameters:
    ///   - task: verify, or record in a mode.
    ///   - failFast: stop at the first failure — a document that cannot be drawn, or (verifying) a snapshot
    ///     that differs or has no reference, as `pytest -x` and Playwright's `-x` stop at the first failed
    ///     test: nothing after it in the plan's order is drawn, compared or written
    ///     (``SnapshotRunResult/notRun`` counts the snapshots left).
    ///   - progress: called after each snapshot with its report, how many snapshots are done (a failed
    ///     document's count as done) and the total.
    /// - Throws: ``SnapshotError`` when the run cannot go on.
    public func run(_ plan: SnapshotPlan, _ task: SnapshotTask, failFast: Bool = false,
                    progress: (SnapshotReport, Int, Int) -> Void = { _, _, _ in }) throws(SnapshotError) -> SnapshotRunResult {
        try run(plan, task, stop: failFast ? .firstFailure : .never, progress: progress)
    }

    /// Verifies every snapshot of a plan.
    /// - Parameter progress: called after each snapshot with its report, its position and the total.
    /// - Throws: the first document that cannot be drawn (the run stops there), as any other error;
    ///   ``run(_:_:failFast:progress:)`` goes on past it.
    public func verify(_ plan: SnapshotPlan,
                       progress: (SnapshotReport, Int, Int) -> Void = { _, _, _ in }) throws(SnapshotError) -> [SnapshotReport] {
        let result = try run(plan, .verify, stop: .firstDocumentError, progress: progress)
        if let failure = result.failures.first { throw failure.error }
        return result.reports
    }

    /// Records references.
    /// - Throws: the first document that cannot be drawn (the run stops there: nothing after it is recorded).
    public func record(_ plan: SnapshotPlan, mode: RecordMode,
                       progress: (SnapshotReport, Int, Int) -> Void = { _, _, _ in }) throws(SnapshotError) -> [SnapshotReport] {
        let result = try run(plan, .record(mode), stop: .firstDocumentError, progress: progress)
        if let failure = result.failures.first { throw failure.error }
        return result.reports
    }

    /// When a run stops before the end of its plan.
    enum StopRule {
        /// Never: every document is drawn.
        case never
        /// At the first document that cannot be drawn.
        case firstDocumentError
        /// At the first document that cannot be drawn or snapshot that fails (`--fail-fast`).
        case firstFailure
    }

    private func run(_ plan: SnapshotPlan, _ task: SnapshotTask, stop: StopRule,
                     progress: (SnapshotReport, Int, Int) -> Void) throws(SnapshotError) -> SnapshotRunResult {
        let scope = PlanScope(plan, stopsAtFirstFailure: stop != .never)
        var done = 0
        let total = plan.items.count
        let run = try run(items: scope.items, task, stop: stop, progress: { report in
            done += 1
            progress(report, done, total)
        }, skipped: { done += $0 })
        return scope.result(of: run.result, stopped: run.stopped, plan: plan)
    }

    /// Verifies one snapshot of a document in memory — the assertion library's path, where a test builds
    /// the document. ``SnapshotItem/document`` only names the document in messages (it is not read);
    /// relative image paths start from the document's ``ListDocument/baseDirectory``.
    public func verify(_ item: SnapshotItem, of document: ListDocument) throws(SnapshotError) -> SnapshotReport {
        documentHashes = [:]
        let actual = try render(item, with: try renderer(for: document, item: item))
        let (outcome, files) = try verify(item, actual)
        return SnapshotReport(item: item, outcome: outcome, artifacts: files)
    }

    /// Records one snapshot of a document in memory, as ``record(_:mode:progress:)`` records a plan's
    /// (no churn: a reference whose pixels did not change is left as it is).
    public func record(_ item: SnapshotItem, of document: ListDocument,
                       mode: RecordMode) throws(SnapshotError) -> SnapshotReport {
        documentHashes = [:]
        let actual = try render(item, with: try renderer(for: document, item: item))
        let (outcome, files) = try record(item, actual, mode: mode)
        return SnapshotReport(item: item, outcome: outcome, artifacts: files)
    }

    /// Verifies one snapshot drawn elsewhere — a PNG file another front end wrote (CellshotSwiftUI's previews) and
    /// its layout as JSON — against its reference, as ``verify(_:of:)`` verifies a document's.
    /// ``SnapshotItem/variant`` only names the snapshot: the picture was drawn in its traits.
    public func verify(_ item: SnapshotItem, picture path: String, layout: String) throws(SnapshotError) -> SnapshotReport {
        let (outcome, files) = try verify(item, Rendering(path: path, layout: layout, masks: [], provenance: []))
        return SnapshotReport(item: item, outcome: outcome, artifacts: files)
    }

    /// Records one snapshot drawn elsewhere (see ``verify(_:picture:layout:)``), as ``record(_:of:mode:)`` records
    /// a document's.
    public func record(_ item: SnapshotItem, picture path: String, layout: String,
                       mode: RecordMode) throws(SnapshotError) -> SnapshotReport {
        let (outcome, files) = try record(item, Rendering(path: path, layout: layout, masks: [], provenance: []), mode: mode)
        return SnapshotReport(item: item, outcome: outcome, artifacts: files)
    }

    /// Verifies a rendering against its reference.
    private func verify(_ item: SnapshotItem, _ actual: Rendering) throws(SnapshotError) -> (SnapshotOutcome, [String]) {
        let reference = item.referencePath(in: snapshots)
        try ContainedPath.check(reference, inside: snapshots, role: "the snapshots folder", readsFile: true)
        guard FileManager.default.fileExists(atPath: reference) else {
            return (.missing, try writeMissingArtifacts(item, actual: actual))
        }
        if let result = try compare(reference: reference, actual: actual) {
            // Provenance first: a new cellshot version or font set explains a difference better than any frame.
            let changes = Provenance.changes(from: Provenance.read(path: reference), to: actual.provenance)
                + LayoutChanges.between(referencePath: item.layoutPath(in: snapshots), actual: actual.layout)
            return (.failed(result, changes: changes), try writeArtifacts(item, reference: reference, actual: actual,
                                                                         result: result))
        }
        return (.passed, [])
    }

    /// Records a rendering as its reference, if the mode asks for it.
    private func record(_ item: SnapshotItem, _ actual: Rendering,
                        mode: RecordMode) throws(SnapshotError) -> (SnapshotOutcome, [String]) {
        let reference = item.referencePath(in: snapshots)
        try ContainedPath.check(reference, inside: snapshots, role: "the snapshots folder", readsFile: true)
        let exists = FileManager.default.fileExists(atPath: reference)
        switch (mode, exists) {
        case (.missing, true):
            return (.unchanged, [])
        case (.failed, false):
            return (.unchanged, [])
        case (.all, true), (.failed, true):
            // No churn: a reference whose pixels did not change stays byte for byte as it is.
            guard try compare(reference: reference, actual: actual) != nil else { return (.unchanged, []) }
        case (.missing, false), (.all, false):
            break
        }
        try write(actual, as: item)
        return (.recorded, [])
    }

    /// A rendered snapshot: its PNG in the scratch folder and its layout sidecar.
    struct Rendering {
        let path: String
        let layout: String
        /// The document's masks in this rendering's pixels.
        let masks: [PixelRect]
        /// The provenance chunks written into the image.
        let provenance: [(String, String)]
    }

    /// Runs some snapshots (the plan's, or a worker's share of a parallel run), whole documents at a time.
    /// - Parameters:
    ///   - progress: called after each snapshot with its report.
    ///   - skipped: called with the number of a failed document's snapshots that will not be reported.
    /// - Returns: the reports and failures, and whether the run stopped before the end (`stop`).
    func run(items: [SnapshotItem], _ task: SnapshotTask, stop: StopRule, progress: (SnapshotReport) -> Void,
             skipped: (Int) -> Void) throws(SnapshotError) -> (result: SnapshotRunResult, stopped: Bool) {
        documentHashes = [:]   // documents may have changed since the last run
        var result = SnapshotRunResult(reports: [])
        for group in Self.documents(of: items) {
            let first = result.reports.count
            do throws(SnapshotError) {
                let finished = try runDocument(group, task) { report in
                    result.reports.append(report)
                    progress(report)
                    return !(stop == .firstFailure && report.outcome.isFailure)
                }
                if !finished { return (result, true) }
            } catch {
                guard error.isAboutOneDocument else { throw error }
                // One errored entry for the document: its snapshots verified before the error are not reported.
                let reported = result.reports.count - first
                result.reports.removeLast(reported)
                skipped(group.count - reported)
                result.failures.append(DocumentFailure(document: group[0].document, name: group[0].documentName,
                                                       input: group[0].input, error: error))
                if stop != .never { return (result, true) }
            }
        }
        return (result, false)
    }

    /// Draws and verifies or records one document's snapshots, handing each report to `report`, which says
    /// whether to go on.
    ///
    /// Verifying compares each snapshot as it is drawn; recording draws them all first, so that a document
    /// that fails halfway (a state that cannot be laid out) has none of its references written.
    /// - Returns: whether every snapshot was handled (`report` did not stop it).
    private func runDocument(_ items: [SnapshotItem], _ task: SnapshotTask,
                             report: (SnapshotReport) -> Bool) throws(SnapshotError) -> Bool {
        let document: ListDocument
        do {
            document = try ListDocument.load(contentsOf: items[0].document, assets: items[0].assets)
        } catch {
            throw .document(error)
        }
        var renderer: (key: String, renderer: ListRenderer)?
        var drawn: [(item: SnapshotItem, rendering: Rendering, seconds: Double, warnings: [String])] = []
        for (index, item) in items.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            // One renderer at a time: a document's snapshots are in variant order.
            let current: ListRenderer
            if let cached = renderer, cached.key == item.variant.nameSuffix {
                current = cached.renderer
            } else {
                current = try self.renderer(for: document, item: item)
                renderer = (item.variant.nameSuffix, current)
            }
            let rendering: Rendering
            switch task {
            case .verify:
                rendering = try render(item, with: current)
            case .record:
                rendering = try render(item, with: current, as: "actual-\(index).png")
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let warnings = current.symbolWarnings.map { "\(item.document): \($0)" }
            if case .verify = task {
                guard report(try handle(item, rendering, task, seconds: seconds, symbolWarnings: warnings)) else {
                    return false
                }
            } else {
                drawn.append((item, rendering, seconds, warnings))
            }
        }
        for (item, rendering, seconds, warnings) in drawn {
            guard report(try handle(item, rendering, task, seconds: seconds, symbolWarnings: warnings)) else {
                return false
            }
        }
        return true
    }

    /// Verifies or records one drawn snapshot.
    private func handle(_ item: SnapshotItem, _ rendering: Rendering, _ task: SnapshotTask,
                        seconds: Double, symbolWarnings: [String]) throws(SnapshotError) -> SnapshotReport {
        let start = DispatchTime.now().uptimeNanoseconds
        let (outcome, files) = switch task {
        case .verify: try verify(item, rendering)
        case .record(let mode): try record(item, rendering, mode: mode)
        }
        return SnapshotReport(item: item, outcome: outcome, artifacts: files,
                              duration: seconds + Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                              symbolWarnings: symbolWarnings)
    }

    /// The items grouped by document, in order (a plan's items of one document are together).
    static func documents(of items: [SnapshotItem]) -> [[SnapshotItem]] {
        var groups: [[SnapshotItem]] = []
        for item in items {
            if let last = groups.indices.last, groups[last][0].document == item.document {
                groups[last].append(item)
            } else {
                groups.append([item])
            }
        }
        return groups
    }

    /// A renderer of a document in an item's trait combination.
    private func renderer(for document: ListDocument, item: SnapshotItem) throws(SnapshotError) -> ListRenderer {
        let variant = item.variant
        do {
            return try ListRenderer(document: document, file: item.document,
                                    options: overrides.with(variant),
                                    environment: environment)
        } catch {
            throw .render(error)
        }
    }

    /// Draws a snapshot into the scratch folder, as `file`.
    private func render(_ item: SnapshotItem, with renderer: ListRenderer,
                        as file: String = "actual.png") throws(SnapshotError) -> Rendering {
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(scratch): \(error.localizedDescription)")
        }
        let path = (scratch as NSString).appendingPathComponent(file)
        do {
            if documentHashes[item.document] == nil { documentHashes[item.document] = Provenance.documentHash(atPath: item.document) }
            let provenance = Provenance.chunks(of: item, look: renderer.document.look, fonts: environment.fonts.files,
                                                symbols: environment.team.symbols == nil ? "bootstrap-icons" : "sf-symbols-exports",
                                                documentHash: documentHashes[item.document] ?? nil)
            try renderer.write(to: path, format: .png, states: [item.state], textChunks: provenance)
            let layout = try renderer.layout(in: item.state)
            let scale = renderer.document.scale
            let width = renderer.document.width
            let rightToLeft = renderer.document.traits.direction == .rightToLeft
            // Whole pixels covering each region: a mask never leaves half a pixel compared. x is measured
            // from the leading edge, so a mask follows its content when the list is drawn right to left.
            let masks = renderer.document.masks.map { original in
                var rect = original
                if rightToLeft { rect.origin.x = width - original.maxX }
                let minX = Int(saturating: (rect.minX * scale).rounded(.down)), minY = Int(saturating: (rect.minY * scale).rounded(.down))
                let maxX = Int(saturating: (rect.maxX * scale).rounded(.up)), maxY = Int(saturating: (rect.maxY * scale).rounded(.up))
                return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            return Rendering(path: path, layout: LayoutSidecar.text(layout), masks: masks, provenance: provenance)
        } catch {
            throw .render(error)
        }
    }

    /// `nil` when the images match (bytes first, then pixels with the options), else how they differ.
    private func compare(reference: String, actual: Rendering) throws(SnapshotError) -> ImageComparisonResult? {
        if FileManager.default.contentsEqual(atPath: reference, andPath: actual.path) { return nil }
        var options = comparison
        options.masks += actual.masks
        let referenceImage: RGBAImage
        do {
            referenceImage = try PNGImage.read(path: reference)
        } catch {
            // A reference that is not a PNG (a Git LFS pointer never pulled, a truncated file) fails this
            // snapshot, not the run, and recording in modes `all` and `failed` replaces it.
            return ImageComparisonResult(matches: false, sizeMismatch: nil, differentPixels: 0, antiAliasedPixels: 0,
                                         totalPixels: 0, diff: nil, summary: "the reference cannot be read: \(error)")
        }
        do {
            let result = ImageComparison.compare(reference: referenceImage, actual: try PNGImage.read(path: actual.path),
                                                 options: options)
            return result.matches ? nil : result
        } catch {
            throw .io(error.description)
        }
    }

    /// Writes the reference (through a temporary file) and its layout sidecar.
    private func write(_ actual: Rendering, as item: SnapshotItem) throws(SnapshotError) {
        let reference = item.referencePath(in: snapshots)
        // Checked before the folders are made (making them follows links) and again after.
        try ContainedPath.check(reference, inside: snapshots, role: "the snapshots folder")
        do {
            try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try ContainedPath.check(reference, inside: snapshots, role: "the snapshots folder")
            let temporary = reference + ".recording-\(getpid())"
            TemporaryFiles.register(temporary)
            defer { TemporaryFiles.unregister(temporary) }
            try? FileManager.default.removeItem(atPath: temporary)
            try FileManager.default.copyItem(atPath: actual.path, toPath: temporary)
            guard rename(temporary, reference) == 0 else {
                throw SnapshotError.io("cannot write \(reference): \(String(cString: strerror(errno)))")
            }
            try Data(actual.layout.utf8).write(to: URL(fileURLWithPath: item.layoutPath(in: snapshots)), options: .atomic)
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw .io("cannot write \(reference): \(error.localizedDescription)")
        }
    }

    /// A missing reference's actual image and layout, under the artifacts folder: what recording would write.
    private func writeMissingArtifacts(_ item: SnapshotItem, actual: Rendering) throws(SnapshotError) -> [String] {
        guard let artifacts else { return [] }
        let base = (artifacts as NSString).appendingPathComponent(item.name)
        try ContainedPath.check(base, inside: artifacts, role: "the artifacts folder")
        do {
            try FileManager.default.createDirectory(atPath: (base as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try ContainedPath.check(base, inside: artifacts, role: "the artifacts folder")
            try? FileManager.default.removeItem(atPath: base + ".actual.png")
            try FileManager.default.copyItem(atPath: actual.path, toPath: base + ".actual.png")
            try Data(actual.layout.utf8).write(to: URL(fileURLWithPath: base + ".actual.layout.json"), options: .atomic)
        } catch {
            throw .io("cannot write the artifacts of \(item.name) to \(artifacts): \(error)")
        }
        return [base + ".actual.png"]
    }

    /// actual, reference, diff and the reference | diff | actual strip, under the artifacts folder.
    private func writeArtifacts(_ item: SnapshotItem, reference: String, actual: Rendering,
                                result: ImageComparisonResult) throws(SnapshotError) -> [String] {
        guard let artifacts else { return [] }
        let base = (artifacts as NSString).appendingPathComponent(item.name)
        try ContainedPath.check(base, inside: artifacts, role: "the artifacts folder")
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: (base as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try ContainedPath.check(base, inside: artifacts, role: "the artifacts folder")
            for (suffix, source) in [(".actual.png", actual.path), (".reference.png", reference)] {
                try? FileManager.default.removeItem(atPath: base + suffix)
                try FileManager.default.copyItem(atPath: source, toPath: base + suffix)
                written.append(base + suffix)
            }
            try Data(actual.layout.utf8).write(to: URL(fileURLWithPath: base + ".actual.layout.json"), options: .atomic)
            if let diff = result.diff {
                try PNGImage.write(diff, to: base + ".diff.png")
                let strip = ImageComparison.strip(reference: try PNGImage.read(path: reference), diff: diff,
                                                  actual: try PNGImage.read(path: actual.path))
                try PNGImage.write(strip, to: base + ".strip.png")
                written += [base + ".diff.png", base + ".strip.png"]
            }
        } catch {
            throw .io("cannot write the artifacts of \(item.name) to \(artifacts): \(error)")
        }
        return written
    }
}

extension SnapshotItem {
    /// Creates an item that is not planned from files, for ``SnapshotRunner/verify(_:of:)`` and
    /// ``SnapshotRunner/record(_:of:mode:)``: a snapshot named `name` of a document that `document`
    /// names in messages, in one trait combination and state.
    public init(_ name: String, document: String, variant: SnapshotVariant = SnapshotVariant(), state: CellState) {
        self.document = document
        self.name = name
        self.variant = variant
        self.state = state
    }
}

extension RenderOptions {
    /// These options with a snapshot variant's traits on top.
    func with(_ variant: SnapshotVariant) -> RenderOptions {
        var options = self
        if let scale = variant.scale { options.scale = scale }
        if let style = variant.style { options.style = style }
        if let contentSize = variant.contentSize { options.contentSize = contentSize }
        if let direction = variant.direction { options.direction = direction }
        if let look = variant.look { options.look = look }
        return options
    }
}
