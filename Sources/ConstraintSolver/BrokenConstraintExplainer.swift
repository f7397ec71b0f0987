/// Finds the higher-priority constraints that leave no room for one broken optional constraint.
///
/// Asking every higher-priority constraint (a scratch solve per candidate, as required
/// conflicts are refined) is quadratic in the system and took seconds on a 1,000-view grid.
/// The tableau already says most of it: the broken constraint's positive error symbol is basic,
/// and its row `error = k + Σ aⱼ·mⱼ` (k > 0, the mⱼ non-basic and at zero) is a combination of
/// exactly the constraints whose marker and error symbols appear in it. If those constraints
/// hold tightly, the error is k: they are the candidates. A symbol that could still grow and
/// shrink the error (aⱼ < 0: a slack, or the error of a constraint of the same or lower
/// priority) is an *obstacle*; the rows that block it (their basic symbol would turn negative,
/// or is a higher constraint's error held at zero) add their constraints, once, up to
/// ``candidateLimit``, unless the obstacle sits in more than ``columnLimit`` rows. The candidates are then checked in a scratch solver and refined by
/// deletion filtering when few — all of it bounded by the rows read, not the system's size
/// squared.
struct BrokenConstraintExplainer {
    /// The most constraints gathered from the tableau for one explanation.
    static let candidateLimit = 64
    /// Obstacles held in more rows than this are not followed: such a symbol is a hub (the error of a
    /// container width every row holds), and reading its column would make one explanation cost as
    /// much as the system.
    static let columnLimit = 64
    /// Conflicts up to this size are made minimal by deletion filtering (a scratch solve per member).
    static let filterLimit = 24

    private let solver: Solver
    private let broken: Solver.Record
    /// Units of work done so far (see ``ExplanationBudget``).
    private(set) var work = 0
    /// Whether a constraint may explain the broken one: of higher priority and satisfied.
    private var verdicts: [ObjectIdentifier: Bool] = [:]
    private var candidates: [Solver.Record] = []
    private var gathered: Set<ObjectIdentifier> = []

    init(solver: Solver, broken: Solver.Record) {
        self.solver = solver
        self.broken = broken
    }

    /// The explanation, in the order the constraints were added; empty when the constraints of
    /// higher priority leave room for the broken one (it gives way to its own priority or lower).
    mutating func explain() -> [Constraint] {
        guard let row = brokenRow() else { return [] }
        var obstacles: [Cell] = []
        for cell in row.cells {
            work += 1
            let owner = owner(of: cell.symbol)
            if owner?.constraint === broken.constraint { continue }   // it holds, in the question asked
            if let owner, isCandidate(owner) {
                gather(owner)
                if solver.tableau.kinds[cell.symbol] == .slack && cell.coefficient < 0 { obstacles.append(cell) }
            } else if solver.tableau.kinds[cell.symbol].isPivotable && cell.coefficient < 0 {
                obstacles.append(cell)
            }
        }
        for obstacle in obstacles {
            // Growing the obstacle by `needed` brings the error to zero; if no higher constraint stops it
            // before, they all hold with the broken one: it gives way to its own priority or lower.
            let needed = row.constant / -obstacle.coefficient
            if isFree(obstacle.symbol, for: needed) { return [] }
        }
        for obstacle in obstacles where candidates.count < Self.candidateLimit { gatherBlockers(of: obstacle.symbol) }
        guard let conflict = conflict(among: candidates.sorted { $0.order < $1.order }) else { return [] }
        return minimal(conflict).map(\.constraint)
    }

    // MARK: Reading the tableau

    /// The row of the broken constraint's positive error symbol.
    private func brokenRow() -> Row? {
        for symbol in [broken.tag.marker, broken.tag.other].compactMap({ $0 })
        where solver.tableau.kinds[symbol] == .error {
            if let row = solver.tableau.row(symbol), row.constant > epsilon { return row }
        }
        return nil
    }

    /// Whether `symbol` can grow by `step` keeping every higher-priority constraint that holds
    /// satisfied: no row of theirs (or of a required equality) that holds it would turn negative or
    /// leave zero first. Rows of other constraints do not stop it: their errors can absorb the change.
    private mutating func isFree(_ symbol: Symbol, for step: Double) -> Bool {
        let tableau = solver.tableau
        guard tableau.rowCount(containing: symbol) <= Self.columnLimit else { return false }
        // Each row once, in symbol order: `work` counts the rows read until one stops the symbol.
        for basic in tableau.basics(containing: symbol) {
            guard let row = tableau.row(basic) else { continue }
            work += 1
            let kind = tableau.kinds[basic]
            guard kind != .external else { continue }
            guard let owner = owner(of: basic), kind == .dummy || isCandidate(owner) else { continue }
            let coefficient = row.coefficient(for: symbol)
            let stops = kind == .slack ? coefficient < 0 && row.constant / -coefficient < step * (1 - 1e-9)
                                       : !isNearZero(coefficient)
            if stops { return false }
        }
        return true
    }

    /// Gathers the constraints of the rows that keep `obstacle` at zero.
    private mutating func gatherBlockers(of obstacle: Symbol) {
        let tableau = solver.tableau
        guard tableau.rowCount(containing: obstacle) <= Self.columnLimit else { return }
        for basic in tableau.basics(containing: obstacle) {
            work += 1
            guard tableau.kinds[basic] != .external, let row = tableau.row(basic) else { continue }
            let owner = owner(of: basic)
            let heldAtZero = tableau.kinds[basic] == .error && owner.map { isCandidate($0) } == true
            guard row.coefficient(for: obstacle) < 0 || heldAtZero else { continue }
            if let owner, isCandidate(owner) { gather(owner) }
            for cell in row.cells {
                work += 1
                if let other = self.owner(of: cell.symbol), isCandidate(other) { gather(other) }
            }
            if candidates.count >= Self.candidateLimit { return }
        }
    }

    private func owner(of symbol: Symbol) -> Solver.Record? {
        solver.markerOwners[symbol].flatMap { solver.records[$0] }
    }

    private mutating func isCandidate(_ record: Solver.Record) -> Bool {
        if record.constraint === broken.constraint { return false }
        let key = record.constraint.key
        if let verdict = verdicts[key] { return verdict }
        work += record.constraint.lhs.terms.count + record.constraint.rhs.terms.count + 1
        let verdict = record.constraint.priority > broken.constraint.priority && solver.isSatisfied(record.constraint)
        verdicts[key] = verdict
        return verdict
    }

    private mutating func gather(_ record: Solver.Record) {
        guard candidates.count < Self.candidateLimit, gathered.insert(record.constraint.key).inserted else { return }
        candidates.append(record)
    }

    // MARK: Scratch solves

    /// A subset of `records` that, all required, leaves no room for the broken constraint: the
    /// scratch solver's certificate if it conflicts on its own, else all of them; `nil` if
    /// `records` leave room for it.
    private mutating func conflict(among records: [Solver.Record]) -> [Solver.Record]? {
        guard let certificate = certificate(records) else { return nil }
        if certificate.count < records.count, self.certificate(certificate) != nil { return certificate }
        return records
    }

    /// Deletion filtering: drops each constraint (in order) whose absence still leaves a conflict.
    private mutating func minimal(_ conflict: [Solver.Record]) -> [Solver.Record] {
        guard conflict.count <= Self.filterLimit else { return conflict }
        var kept = conflict
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if certificate(without) != nil { kept = without } else { index += 1 }
        }
        return kept
    }

    /// Adds `records` (as they stand now, made required) and then the broken constraint to a scratch
    /// solver. - Returns: the records the scratch solver blames when the broken constraint cannot
    /// hold with them, or `nil` when it can.
    private mutating func certificate(_ records: [Solver.Record]) -> [Solver.Record]? {
        let scratch = Solver(explainsConflicts: false)
        var byKey: [ObjectIdentifier: Solver.Record] = [:]
        defer { work += scratch.statistics.substitutions + scratch.statistics.pivots }
        for record in records {
            let required = requiredForm(of: record.constraint)
            byKey[required.key] = record
            // They all hold in the solution, so they hold together; a failure is rounding trouble.
            do { try scratch.add(required) } catch { return nil }
        }
        do {
            try scratch.add(requiredForm(of: broken.constraint))
        } catch {
            if case .unsatisfiable(_, let conflicts) = error { return conflicts.compactMap { byKey[$0.key] } }
        }
        return nil
    }

    /// The constraint as it stands now (an edit as `variable == suggested value`), made required.
    private mutating func requiredForm(of constraint: Constraint) -> Constraint {
        let current = solver.currentForm(of: constraint)
        work += current.lhs.terms.count + current.rhs.terms.count + 1
        return Constraint(current.lhs, current.relation, current.rhs)
    }
}
