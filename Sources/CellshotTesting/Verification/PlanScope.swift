/// What part of a plan a run draws, and how its result is completed with the plan's own failures (the
/// documents that could not be read while planning).
///
/// A run that goes on past failures draws every planned snapshot and reports every failure. A run that stops at
/// the first failure draws only the documents before the plan's first failed document — the failures of
/// documents drawn earlier come first — and reports that failure only if the run gets that far.
struct PlanScope {
    /// The snapshots to draw.
    let items: [SnapshotItem]
    /// The plan's failures reported whatever the run does.
    private let failures: [DocumentFailure]
    /// With a stop at the first failure, the plan's first failure: reported if nothing before it stops the run.
    private let pending: DocumentFailure?

    init(_ plan: SnapshotPlan, stopsAtFirstFailure: Bool) {
        guard stopsAtFirstFailure, let first = plan.failures.first,
              let index = plan.documentOrder.firstIndex(of: first.document) else {
            items = plan.items
            failures = plan.failures
            pending = nil
            return
        }
        let before = Set(plan.documentOrder.prefix(index))
        items = plan.items.filter { before.contains($0.document) }
        failures = []
        pending = first
    }

    /// The run's result with the plan's failures, all failures in the plan's order of documents, and the
    /// snapshots not run counted when the run stopped early.
    func result(of run: SnapshotRunResult, stopped: Bool, plan: SnapshotPlan) -> SnapshotRunResult {
        var all = failures + run.failures
        if !stopped, let pending { all.append(pending) }
        let order = Dictionary(plan.documentOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        all.sort { order[$0.document, default: .max] < order[$1.document, default: .max] }
        let failed = Set(all.map(\.document))
        let stoppedEarly = stopped || pending != nil
        let notRun = stoppedEarly
            ? plan.items.count - run.reports.count - plan.items.filter { failed.contains($0.document) }.count : 0
        return SnapshotRunResult(reports: run.reports, failures: all, notRun: max(0, notRun))
    }
}
