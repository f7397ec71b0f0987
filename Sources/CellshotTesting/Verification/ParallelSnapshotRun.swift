import Cellshot
import Dispatch
import Foundation

/// Runs a plan on several threads, each with its own fonts, renderers and scratch folder (Pango and
/// fontconfig objects are never shared), and merges the reports back into the plan's order — so the
/// output is the same whatever the number of jobs.
///
/// Documents are handed out whole (a document's snapshots share its renderer), the largest first, each
/// to the least loaded worker.
public struct ParallelSnapshotRun: Sendable {
    /// The folder of reference images.
    public var snapshots: String
    /// Where failures' images go, if anywhere.
    public var artifacts: String?
    /// How images are compared.
    public var comparison: ComparisonOptions
    /// How many threads.
    public var jobs: Int
    /// The team's fonts and symbols (`--fonts`, `--symbols-dir`).
    public var team: TeamResources
    /// What every snapshot draws instead of its document's (`--list-style`, `--width`, `--device`).
    public var overrides: RenderOptions

    /// Creates a run.
    public init(snapshots: String, artifacts: String? = nil, comparison: ComparisonOptions = ComparisonOptions(),
                jobs: Int, team: TeamResources = TeamResources(), overrides: RenderOptions = RenderOptions()) {
        self.team = team
        self.overrides = overrides
        self.snapshots = snapshots
        self.artifacts = artifacts
        self.comparison = comparison
        self.jobs = max(1, jobs)
    }

    /// The number of cores, for `--jobs` without a number.
    public static var availableCores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Verifies a plan; the reports are in the plan's order.
    /// - Parameter progress: called after each snapshot (from any thread, one call at a time) with the
    ///   report and how many snapshots are done out of the total.
    public func verify(_ plan: SnapshotPlan,
                       progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void = { _, _, _ in })
        throws(SnapshotError) -> [SnapshotReport] {
        try run(plan, progress: progress) { runner, items, report throws(SnapshotError) in
            try runner.verify(items: items, progress: report)
        }
    }

    /// Records a plan's references; the reports are in the plan's order.
    public func record(_ plan: SnapshotPlan, mode: RecordMode,
                       progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void = { _, _, _ in })
        throws(SnapshotError) -> [SnapshotReport] {
        try run(plan, progress: progress) { runner, items, report throws(SnapshotError) in
            try runner.record(items: items, mode: mode, progress: report)
        }
    }

    private func run(_ plan: SnapshotPlan, progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void,
                     _ work: @escaping @Sendable (SnapshotRunner, [SnapshotItem], (SnapshotReport, Int, Int) -> Void)
                        throws(SnapshotError) -> [SnapshotReport]) throws(SnapshotError) -> [SnapshotReport] {
        let shares = Self.shares(of: plan.items, jobs: jobs)
        let results = Results(count: shares.count, total: plan.items.count, progress: progress)
        let snapshots = snapshots, artifacts = artifacts, comparison = comparison, team = team, overrides = overrides
        DispatchQueue.concurrentPerform(iterations: shares.count) { worker in
            do throws(SnapshotError) {
                let runner = try SnapshotRunner(snapshots: snapshots, artifacts: artifacts, comparison: comparison,
                                                team: team, overrides: overrides)
                let reports = try work(runner, shares[worker]) { report, _, _ in results.progressed(report) }
                results.set(.success(reports), for: worker)
            } catch {
                results.set(.failure(error), for: worker)
            }
        }
        // Back into the plan's order (names are unique in a plan: it refuses two documents of one name).
        var byName: [String: SnapshotReport] = [:]
        for result in results.all {
            switch result {
            case .success(let reports): for report in reports { byName[report.item.name] = report }
            case .failure(let error): throw error
            case nil: break
            }
        }
        return plan.items.compactMap { byName[$0.name] }
    }

    /// Whole documents per worker: largest first, each to the least loaded.
    static func shares(of items: [SnapshotItem], jobs: Int) -> [[SnapshotItem]] {
        var byDocument: [(document: String, items: [SnapshotItem])] = []
        for item in items {
            if let last = byDocument.indices.last, byDocument[last].document == item.document {
                byDocument[last].items.append(item)
            } else {
                byDocument.append((item.document, [item]))
            }
        }
        var shares = Array(repeating: [SnapshotItem](), count: min(jobs, max(1, byDocument.count)))
        for group in byDocument.enumerated().sorted(by: { ($0.element.items.count, $1.offset) > ($1.element.items.count, $0.offset) }) {
            let least = shares.indices.min { (shares[$0].count, $0) < (shares[$1].count, $1) } ?? 0
            shares[least] += group.element.items
        }
        return shares.filter { !$0.isEmpty }
    }

    /// The workers' results and the shared progress count, behind a lock.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<[SnapshotReport], SnapshotError>?]
        private var done = 0
        private let total: Int
        private let progress: @Sendable (SnapshotReport, Int, Int) -> Void

        init(count: Int, total: Int, progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void) {
            results = Array(repeating: nil, count: count)
            self.total = total
            self.progress = progress
        }

        func set(_ result: Result<[SnapshotReport], SnapshotError>, for worker: Int) {
            lock.lock()
            defer { lock.unlock() }
            results[worker] = result
        }

        func progressed(_ report: SnapshotReport) {
            lock.lock()
            defer { lock.unlock() }
            done += 1
            progress(report, done, total)
        }

        var all: [Result<[SnapshotReport], SnapshotError>?] {
            lock.lock()
            defer { lock.unlock() }
            return results
        }
    }
}
