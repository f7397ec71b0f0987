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

    /// Verifies every snapshot of a plan.
    /// - Parameter progress: called after each snapshot with its report, its position and the total.
    public func verify(_ plan: SnapshotPlan,
                       progress: (SnapshotReport, Int, Int) -> Void = { _, _, _ in }) throws(SnapshotError) -> [SnapshotReport] {
        try run(plan, progress: progress) { item, actual throws(SnapshotError) in try verify(item, actual) }
    }

    /// Records references.
    public func record(_ plan: SnapshotPlan, mode: RecordMode,
                       progress: (SnapshotReport, Int, Int) -> Void = { _, _, _ in }) throws(SnapshotError) -> [SnapshotReport] {
        try run(plan, progress: progress) { item, actual throws(SnapshotError) in try record(item, actual, mode: mode) }
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

    private func run(_ plan: SnapshotPlan, progress: (SnapshotReport, Int, Int) -> Void,
                     _ handle: (SnapshotItem, Rendering) throws(SnapshotError) -> (SnapshotOutcome, [String]))
        throws(SnapshotError) -> [SnapshotReport] {
        try run(items: plan.items, progress: progress, handle)
    }

    /// Verifies some snapshots (a worker's share of a parallel run).
    func verify(items: [SnapshotItem], progress: (SnapshotReport, Int, Int) -> Void) throws(SnapshotError) -> [SnapshotReport] {
        try run(items: items, progress: progress) { item, actual throws(SnapshotError) in try verify(item, actual) }
    }

    /// Records some snapshots (a worker's share of a parallel run).
    func record(items: [SnapshotItem], mode: RecordMode,
                progress: (SnapshotReport, Int, Int) -> Void) throws(SnapshotError) -> [SnapshotReport] {
        try run(items: items, progress: progress) { item, actual throws(SnapshotError) in try record(item, actual, mode: mode) }
    }

    private func run(items: [SnapshotItem], progress: (SnapshotReport, Int, Int) -> Void,
                     _ handle: (SnapshotItem, Rendering) throws(SnapshotError) -> (SnapshotOutcome, [String]))
        throws(SnapshotError) -> [SnapshotReport] {
        documentHashes = [:]   // documents may have changed since the last run
        var reports: [SnapshotReport] = []
        var documents: [String: ListDocument] = [:]
        var renderers: [String: ListRenderer] = [:]
        for (index, item) in items.enumerated() {
            let document: ListDocument
            if let loaded = documents[item.document] {
                document = loaded
            } else {
                do {
                    document = try ListDocument.load(contentsOf: item.document, assets: item.assets)
                } catch {
                    throw .document(error)
                }
                documents = [item.document: document]   // one document at a time: bounded memory
            }
            let key = "\(item.document)|\(item.variant.nameSuffix)"
            let renderer: ListRenderer
            if let cached = renderers[key] {
                renderer = cached
            } else {
                renderer = try self.renderer(for: document, item: item)
                renderers = [key: renderer]
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let rendering = try render(item, with: renderer)
            let (outcome, files) = try handle(item, rendering)
            let report = SnapshotReport(item: item, outcome: outcome, artifacts: files,
                                        duration: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                                        symbolWarnings: renderer.symbolWarnings.map { "\(item.document): \($0)" })
            reports.append(report)
            progress(report, index + 1, items.count)
        }
        return reports
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

    private func render(_ item: SnapshotItem, with renderer: ListRenderer) throws(SnapshotError) -> Rendering {
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(scratch): \(error.localizedDescription)")
        }
        let path = (scratch as NSString).appendingPathComponent("actual.png")
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
