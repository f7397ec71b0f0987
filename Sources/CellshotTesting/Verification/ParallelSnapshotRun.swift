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

    /// Runs a plan, as ``SnapshotRunner/run(_:_:failFast:progress:)`` does: a document that cannot be drawn is
    /// one failure and the others go on; the reports and failures are in the plan's order, the same for any
    /// number of jobs.
    ///
    /// With `failFast` the documents are drawn one at a time, in the plan's order, whatever ``jobs`` says:
    /// "the first failure" is then the first in the plan, and nothing after it is drawn or written.
    /// - Parameter progress: called after each snapshot (from any thread, one call at a time) with the
    ///   report and how many snapshots are done out of the total.
    public func run(_ plan: SnapshotPlan, _ task: SnapshotTask, failFast: Bool = false,
                    progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void = { _, _, _ in })
        throws(SnapshotError) -> SnapshotRunResult {
        if failFast {
            let runner = try SnapshotRunner(snapshots: snapshots, artifacts: artifacts, comparison: comparison,
                                            team: team, overrides: overrides)
            return try runner.run(plan, task, failFast: true, progress: progress)
        }
        let scope = PlanScope(plan, stopsAtFirstFailure: false)
        let shares = Self.shares(of: scope.items, jobs: jobs)
        let results = Results(count: shares.count, total: plan.items.count, progress: progress)
        let snapshots = snapshots, artifacts = artifacts, comparison = comparison, team = team, overrides = overrides
        DispatchQueue.concurrentPerform(iterations: shares.count) { worker in
            do throws(SnapshotError) {
                let runner = try SnapshotRunner(snapshots: snapshots, artifacts: artifacts, comparison: comparison,
                                                team: team, overrides: overrides)
                let run = try runner.run(items: shares[worker], task, stop: .never,
                                         progress: { results.progressed($0) }, skipped: { results.skipped($0) })
                results.set(.success(run.result), for: worker)
            } catch {
                results.set(.failure(error), for: worker)
            }
        }
        // Back into the plan's order (names are unique in a plan: it refuses two documents of one name).
        var byName: [String: SnapshotReport] = [:]
        var failures: [DocumentFailure] = []
        for result in results.all {
            switch result {
            case .success(let run):
                for report in run.reports { byName[report.item.name] = report }
                failures += run.failures
            case .failure(let error): throw error
            case nil: break
            }
        }
        let run = SnapshotRunResult(reports: plan.items.compactMap { byName[$0.name] }, failures: failures)
        return scope.result(of: run, stopped: false, plan: plan)
    }

    /// Verifies a plan; the reports are in the plan's order.
    /// - Parameter progress: called after each snapshot (from any thread, one call at a time) with the
    ///   report and how many snapshots are done out of the total.
    /// - Throws: the first document (in the plan's order) that could not be drawn, once the others are
    ///   verified; ``run(_:_:failFast:progress:)`` reports it with the others instead.
    public func verify(_ plan: SnapshotPlan,
                       progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void = { _, _, _ in })
        throws(SnapshotError) -> [SnapshotReport] {
        let result = try run(plan, .verify, progress: progress)
        if let failure = result.failures.first { throw failure.error }
        return result.reports
    }

    /// Records a plan's references; the reports are in the plan's order.
    /// - Throws: the first document (in the plan's order) that could not be drawn, once the others are
    ///   recorded; ``run(_:_:failFast:progress:)`` reports it with the others instead.
    public func record(_ plan: SnapshotPlan, mode: RecordMode,
                       progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void = { _, _, _ in })
        throws(SnapshotError) -> [SnapshotReport] {
        let result = try run(plan, .record(mode), progress: progress)
        if let failure = result.failures.first { throw failure.error }
        return result.reports
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
        private var results: [Result<SnapshotRunResult, SnapshotError>?]
        private var done = 0
        private let total: Int
        private let progress: @Sendable (SnapshotReport, Int, Int) -> Void

        init(count: Int, total: Int, progress: @escaping @Sendable (SnapshotReport, Int, Int) -> Void) {
            results = Array(repeating: nil, count: count)
            self.total = total
            self.progress = progress
        }

        func set(_ result: Result<SnapshotRunResult, SnapshotError>, for worker: Int) {
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

        /// A failed document's snapshots, which will not be reported, counted as done.
        func skipped(_ count: Int) {
            lock.lock()
            defer { lock.unlock() }
            done += count
        }

        var all: [Result<SnapshotRunResult, SnapshotError>?] {
            lock.lock()
            defer { lock.unlock() }
            return results
        }
    }
}
