/// An incremental Cassowary solver with strict priority tiers.
///
/// Add and remove ``Constraint``s at any time; the solution is kept optimal
/// after every call. Priorities are strict tiers, as in Auto Layout: the
/// solver first satisfies every required constraint, then makes the errors
/// of the highest optional priority as small as possible, then the next, and
/// so on — a priority-251 constraint beats any number of priority-250 ones.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 16)
/// try solver.add(width >= 40)
/// try solver.add((width == 320).priority(.defaultLow))
/// try solver.addEditVariable(width, priority: 999)
/// try solver.suggestValue(200, for: width)
/// solver.value(of: width)   // 200
/// ```
///
/// A failed call leaves the solver exactly as it was before the call.
/// Ties are broken by creation order, so equal inputs give equal outputs on
/// every run and machine.
///
/// - Complexity: a pivot touches only the rows that contain its entering
///   symbol (a column index), and the pivot rule keeps the number of pivots
///   linear in the number of constraints on the benchmarks. Rows themselves
///   grow with long dependency chains (a view's position depends on every
///   view before it), the limit of the tableau form (Benchmarks/README.md).
public final class Solver {
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Record {
        var constraint: Constraint
        var tag: Tag
        var order: Int
    }

    struct EditInfo {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    // Unchecked: every solver call reads and writes the tableau many times, and the runtime check of each
    // access (a thread-local access set) was about a tenth of adding a constraint to a cell's system. The
    // solver never hands out references to it, and the class is not shared between threads. The same holds
    // for the tables beside it, whose checks were another twelfth of adding a cell's constraints.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    @exclusivity(unchecked) private var variableOrder: [Variable] = []
    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
    /// The constraint that owns each marker and error symbol, for explanations.
    @exclusivity(unchecked) var markerOwners = SymbolOwners()
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: EditInfo] = [:]
    @exclusivity(unchecked) private var additions = 0
    /// How many times ``reset()`` ran: symbols found before a reset mean nothing after it.
    private(set) var resets = 0
    /// Whether failures are explained with a minimal conflict set.
    let explainsConflicts: Bool

    /// Creates an empty solver.
    public convenience init() { self.init(explainsConflicts: true) }

    init(explainsConflicts: Bool) { self.explainsConflicts = explainsConflicts }

    // MARK: Reading

    /// The value of a variable in the current solution (0 for a variable the solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let entry = variables[variable.key] else { return 0 }
        return tableau.value(of: entry.symbol)
    }

    /// The value of an expression in the current solution.
    public func value(of expression: Expression) -> Double { expression.evaluate(value(of:)) }

    /// Every variable the solver knows, in the order it first saw them.
    public var knownVariables: [Variable] { variableOrder }

    /// Every constraint added and not removed, in the order they were added.
    public var constraints: [Constraint] {
        records.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// Whether the constraint instance has been added.
    public func contains(_ constraint: Constraint) -> Bool { records[constraint.key] != nil }

    /// Optional constraints (and edit variables) that the current solution does
    /// not satisfy, in the order they were added (for diagnostics). An edit
    /// variable's constraint counts as `variable == suggested value`.
    public var brokenConstraints: [Constraint] {
        constraints.filter { !$0.priority.isRequired && !isSatisfied($0) }
    }

    /// Whether the current solution satisfies a constraint, within 1e-6 relative
    /// to the size of its terms (at least 1 point). An edit variable's
    /// constraint is checked against its suggested value.
    public func isSatisfied(_ constraint: Constraint) -> Bool {
        let current = currentForm(of: constraint)
        let expression = current.expression
        let scale = expression.terms.reduce(abs(expression.constant)) {
            max($0, abs($1.coefficient * value(of: $1.variable)))
        }
        return current.violation(value(of:)) <= 1e-6 * max(1, scale)
    }

    /// The constraint as it currently stands: an edit variable's constraint
    /// becomes `variable == suggested value`; others are returned unchanged.
    /// Use it to describe edits in diagnostics.
    public func currentForm(of constraint: Constraint) -> Constraint {
        guard let variable = constraint.lhs.terms.first?.variable, let edit = edits[variable.key],
              edit.constraint === constraint else { return constraint }
        let suggested = edit.constant
        return Constraint(constraint.lhs, .equal, Expression(suggested), priority: constraint.priority,
                          identifier: constraint.identifier)
    }

    /// Work done so far.
    public var statistics: SolverStatistics { tableau.statistics }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` if a required
    ///   constraint cannot hold (with a minimal set of constraints it conflicts
    ///   with), ``SolverError/duplicateConstraint(_:)``,
    ///   ``SolverError/invalidPriority(_:)`` or ``SolverError/nonFiniteNumber(_:)``.
    ///   The solver is unchanged after a throw.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint.key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        let expression = constraint.expression
        guard expression.isFinite else { throw .nonFiniteNumber("\(constraint)") }

        let symbolCheckpoint = tableau.symbolCount
        let variableCheckpoint = variableOrder.count
        func rollBack() {
            for variable in variableOrder[variableCheckpoint...] { variables[variable.key] = nil }
            variableOrder.removeSubrange(variableCheckpoint...)
            tableau.truncateSymbols(to: symbolCheckpoint)
        }

        var (row, tag) = makeRow(for: constraint, expression: expression)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            // Handed over, not copied: the first pivot after an addition usually rewrites this very row,
            // and a copy still alive here made that pivot copy the whole row first (3,000 of the 3,890
            // pivots of the required-first 1,000-view grid).
            tableau.add(consume row, basic: subject)
        } else if row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            if !isNearZero(row.constant) {
                let certificate = row.cells.map(\.symbol)
                rollBack()
                throw .unsatisfiable(constraint, conflicts: explain(constraint, certificate: certificate))
            }
            row.solve(for: tag.marker)
            tableau.setRow(consume row, basic: tag.marker)
        } else {
            let certificate: [Symbol]?
            do {
                certificate = try tableau.addWithArtificialVariable(row)
            } catch {
                throw Self.failure(error, "while adding \(constraint)")
            }
            if let certificate {
                rollBack()
                throw .unsatisfiable(constraint, conflicts: explain(constraint, certificate: certificate))
            }
        }
        additions += 1
        records[constraint.key] = Record(constraint: constraint, tag: tag, order: additions)
        markerOwners[tag.marker] = constraint.key
        if let other = tag.other { markerOwners[other] = constraint.key }
        try reoptimize(after: constraint)
    }

    /// Adds constraints in order; stops at the first failure.
    /// - Throws: the first error of ``add(_:)``; the constraints before it stay added.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint and re-solves.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: constraint.key) else {
            throw .unknownConstraint(constraint)
        }
        let tag = record.tag
        markerOwners[tag.marker] = nil
        if let other = tag.other { markerOwners[other] = nil }
        // Remove the error terms from the objective before pivoting, or the
        // substitutions would carry them into other rows.
        if !constraint.priority.isRequired {
            let tier = tableau.objective.tier(for: constraint.priority.value)
            for error in [tag.marker, tag.other].compactMap({ $0 }) where tableau.kinds[error] == .error {
                if let row = tableau.row(error) {
                    tableau.objective.add(row, times: -1, tier: tier)
                } else {
                    tableau.objective.add(error, -1, tier: tier)
                }
            }
        }
        if tableau.isBasic(tag.marker) {
            _ = tableau.takeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = tableau.takeRow(leaving)
            row.solve(for: tag.marker, replacing: leaving)
            tableau.substitute(tag.marker, with: row)
        }
        // else: the marker appears in no row, so the constraint constrains nothing.
        try reoptimize(after: constraint)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        variables = [:]
        variableOrder = []
        records = [:]
        markerOwners = SymbolOwners()
        edits = [:]
        additions = 0
        resets += 1
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable whose value can be suggested.
    ///
    /// Until a value is suggested the variable is pulled towards 0 at `priority`.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` (priority 1000 is not allowed)
    ///   or ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, Expression(0), priority: priority,
                                    identifier: "edit(\(variable))")
        try add(constraint)
        guard let tag = records[constraint.key]?.tag else { return }
        edits[variable.key] = EditInfo(constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops editing `variable`, removing its edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable.key) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    /// The constraint behind an edit variable (`variable == suggested value`), if it is one.
    public func editConstraint(for variable: Variable) -> Constraint? { edits[variable.key]?.constraint }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.key] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// Only the rows that hold the edit's error symbols change, then the dual
    /// simplex restores feasibility: this is the cheap path for re-solving a
    /// layout at a new width.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteNumber(_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        // ``suggestValues(_:)`` for one value, without its two arrays: a cell's row suggests one value per
        // edit variable, and the arrays were a measurable part of each suggestion.
        guard value.isFinite else { throw .nonFiniteNumber("suggested value \(value) for \(variable)") }
        guard let index = edits.index(forKey: variable.key) else { throw .unknownEditVariable(variable) }
        applySuggestion(value, at: index)
        do {
            try tableau.dualOptimize()
        } catch {
            throw Self.failure(error, "after suggesting new values for \([variable])")
        }
    }

    /// Suggests values for several edit variables, then re-solves once.
    ///
    /// Cheaper than one ``suggestValue(_:for:)`` per variable when many change
    /// together (a cell's width and every measured size): the dual simplex
    /// runs once, over all the rows the new values made infeasible.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
    ///   ``SolverError/nonFiniteNumber(_:)``, before any value is applied.
    public func suggestValues(_ suggestions: [(variable: Variable, value: Double)]) throws(SolverError) {
        var indices: [Dictionary<ObjectIdentifier, EditInfo>.Index] = []
        indices.reserveCapacity(suggestions.count)
        for (variable, value) in suggestions {
            guard value.isFinite else { throw .nonFiniteNumber("suggested value \(value) for \(variable)") }
            guard let index = edits.index(forKey: variable.key) else { throw .unknownEditVariable(variable) }
            indices.append(index)
        }
        for (index, suggestion) in zip(indices, suggestions) { applySuggestion(suggestion.value, at: index) }
        do {
            try tableau.dualOptimize()
        } catch {
            throw Self.failure(error, "after suggesting new values for \(suggestions.map(\.variable))")
        }
    }

    /// Moves an edit's constant to `value` in the rows that hold its error symbols (no re-solve).
    private func applySuggestion(_ value: Double, at index: Dictionary<ObjectIdentifier, EditInfo>.Index) {
        // The edit row reads `variable - constant = e+ - e-`.
        let delta = value - edits.values[index].constant
        guard delta != 0 else { return }
        edits.values[index].constant = value
        let tag = edits.values[index].tag
        if tableau.isBasic(tag.marker) {
            tableau.shiftConstant(of: tag.marker, by: -delta)
        } else if let minus = tag.other, tableau.isBasic(minus) {
            tableau.shiftConstant(of: minus, by: delta)
        } else {
            tableau.shiftConstants(containing: tag.marker, by: delta)
        }
    }

    // MARK: Building rows

    func symbolIfKnown(_ variable: Variable) -> Symbol? { variables[variable.key]?.symbol }

    private func symbol(for variable: Variable) -> Symbol {
        if let entry = variables[variable.key] { return entry.symbol }
        let symbol = tableau.makeSymbol(.external)
        variables[variable.key] = (variable, symbol)
        variableOrder.append(variable)
        return symbol
    }

    /// The constraint as a row in terms of the current non-basic symbols,
    /// with its slack, error or dummy symbols (and its objective terms).
    private func makeRow(for constraint: Constraint, expression: Expression) -> (Row, Tag) {
        // Room for the terms and the two symbols of the relation: growing a row cell by cell reallocated it.
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.row(symbol) {
                row.add(basic, times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        // Room for the relation's symbols in a long row: one substituted above has no spare room, and
        // inserting into a full row doubles its buffer, which the row then keeps for life (121 MB of the
        // 286 MB heap of the required-first 5,000-view grid). A short row may double: it is small, and
        // making room for every row cost a cell's re-solve an allocation.
        if row.cells.count >= Row.scratchLimit { row.reserveCapacity(row.cells.count + 2) }
        let optional = !constraint.priority.isRequired
        let tier = optional ? tableau.objective.tier(for: constraint.priority.value) : 0
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let direction: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, direction)
            if optional {
                let error = tableau.makeSymbol(.error)
                row.insert(error, -direction)
                tableau.objective.add(error, 1, tier: tier)
                tag = Tag(marker: slack, other: error)
            } else {
                tag = Tag(marker: slack, other: nil)
            }
        case .equal:
            if optional {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                row.insert(plus, -1)   // expression = plus - minus
                row.insert(minus, 1)
                tableau.objective.add(plus, 1, tier: tier)
                tableau.objective.add(minus, 1, tier: tier)
                tag = Tag(marker: plus, other: minus)
            } else {
                tag = Tag(marker: tableau.makeSymbol(.dummy), other: nil)
                row.insert(tag.marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: its first external symbol, else
    /// a new slack or error symbol with a negative coefficient.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { tableau.kinds[$0.symbol] == .external }) {
            return external.symbol
        }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where tableau.kinds[symbol].isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// The row to pivot out so a marker can enter the basis before its row is dropped.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for basic in tableau.basics(containing: marker) {
            guard let row = tableau.row(basic) else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if tableau.kinds[basic] == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 }) ?? true { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 }) ?? true { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    private func reoptimize(after constraint: Constraint) throws(SolverError) {
        do {
            try tableau.optimize()
        } catch {
            throw Self.failure(error, "after \(constraint)")
        }
    }

    /// A simplex failure as the caller's error: numbers that overflowed are the system's (its coefficients
    /// and values multiply beyond a `Double`), anything else is the solver's own.
    private static func failure(_ error: InternalSolverError, _ context: String) -> SolverError {
        if case .overflow = error {
            return .nonFiniteNumber("a value overflowed \(context) (coefficients times values beyond 1.8e308)")
        }
        return .internalError("\(error) \(context)")
    }
}
