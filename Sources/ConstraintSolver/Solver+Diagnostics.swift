extension Solver {
    /// Whether the current solution pins `variable` to one value.
    ///
    /// `false` when the variable is free: unknown to the solver, a free
    /// parameter of the tableau, or able to move along a direction that costs
    /// nothing at any priority (an alternative optimum). This is how layouts
    /// detect ambiguity; a degenerate direction that cannot move is not reported.
    public func isDetermined(_ variable: Variable) -> Bool {
        areDetermined([variable])[0]
    }

    /// ``isDetermined(_:)`` for many variables at once, cheaper than one by one: whether a direction of
    /// zero cost can move is worked out once for all of them (an ambiguity check after every layout).
    public func areDetermined(_ variables: [Variable]) -> [Bool] {
        var probe = VariableProbe(variables)
        return areDetermined(&probe)
    }

    /// ``areDetermined(_:)`` for the variables of a probe, which keeps what this solver calls them between
    /// calls: a layout asks about the same frame variables after every solve, and looking each one up
    /// again was most of the check. The answers are the same as ``areDetermined(_:)``'s.
    public func areDetermined(_ probe: inout VariableProbe) -> [Bool] {
        probe.resolve(in: self)
        // By symbol: unknown yet (-1), a free direction (1) or not (0).
        var freeDirections = [Int8](repeating: -1, count: tableau.kinds.count)
        return probe.symbols.map { isDetermined(symbol: $0, freeDirections: &freeDirections) }
    }

    /// ``isDetermined(_:)`` of a variable's symbol (-1: unknown to the solver), remembering in
    /// `freeDirections` which non-basic symbols are free directions.
    private func isDetermined(symbol: Symbol, freeDirections: inout [Int8]) -> Bool {
        guard symbol >= 0, let row = tableau.row(symbol) else { return false }
        for cell in row.cells {
            switch tableau.kinds[cell.symbol] {
            case .dummy:
                continue
            case .external:
                return false
            case .slack, .error:
                if freeDirections[cell.symbol] < 0 {
                    let free = tableau.objective.sign(of: cell.symbol) == 0 && canIncrease(cell.symbol)
                    freeDirections[cell.symbol] = free ? 1 : 0
                }
                if freeDirections[cell.symbol] == 1 { return false }
            }
        }
        return true
    }

    /// Whether a non-basic restricted symbol can grow without making a row infeasible.
    private func canIncrease(_ symbol: Symbol) -> Bool {
        tableau.allRows(containing: symbol) { basic, row in
            tableau.kinds[basic] == .external || !(row.coefficient(for: symbol) < 0 && row.constant <= epsilon)
        }
    }

    /// For an optional constraint the solution breaks, a small set of higher-priority constraints
    /// (satisfied by the solution) that cannot hold together with it; empty when no such set
    /// explains it (the constraint then gives way to the errors of constraints of its own or lower
    /// priority). Edit variables take part as `variable == suggested value`.
    ///
    /// The set is read from the broken constraint's row of the tableau and checked in a small scratch
    /// solver, so it costs about as much as the rows it reads, not the whole system; it is minimal
    /// when it has at most 24 constraints. Every broken constraint is explained; to bound the total
    /// work over many of them, use ``conflicts(ofBroken:budget:)``.
    public func conflicts(ofBroken constraint: Constraint) -> [Constraint] {
        var budget = ExplanationBudget.unlimited
        return conflicts(ofBroken: constraint, budget: &budget) ?? []
    }

    /// ``conflicts(ofBroken:)`` within a budget of work shared by many calls.
    ///
    /// - Returns: the explanation, or `nil` — without doing any work — when `budget` is spent.
    ///   The work of the explanation is taken from `budget`.
    public func conflicts(ofBroken constraint: Constraint, budget: inout ExplanationBudget) -> [Constraint]? {
        guard let record = records[constraint.key], !constraint.priority.isRequired, !isSatisfied(constraint) else {
            return []
        }
        guard !budget.isSpent else { return nil }
        var explainer = BrokenConstraintExplainer(solver: self, broken: record)
        let conflicts = explainer.explain()
        budget.spend(explainer.work)
        return conflicts
    }
}
