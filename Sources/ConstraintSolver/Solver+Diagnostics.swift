extension Solver {
    /// Whether the current solution pins `variable` to one value.
    ///
    /// `false` when the variable is free: unknown to the solver, a free
    /// parameter of the tableau, or able to move along a direction that costs
    /// nothing at any priority (an alternative optimum). This is how layouts
    /// detect ambiguity; a degenerate direction that cannot move is not reported.
    public func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = symbolIfKnown(variable), let row = tableau.row(symbol) else { return false }
        for cell in row.cells {
            switch tableau.kinds[cell.symbol] {
            case .dummy:
                continue
            case .external:
                return false
            case .slack, .error:
                if tableau.objective.sign(of: cell.symbol) == 0 && canIncrease(cell.symbol) { return false }
            }
        }
        return true
    }

    /// Whether a non-basic restricted symbol can grow without making a row infeasible.
    private func canIncrease(_ symbol: Symbol) -> Bool {
        for basic in tableau.basics(containing: symbol) where tableau.kinds[basic] != .external {
            guard let row = tableau.row(basic) else { continue }
            if row.coefficient(for: symbol) < 0 && row.constant <= epsilon { return false }
        }
        return true
    }

    /// For an optional constraint the solution breaks, a minimal set of
    /// higher-priority constraints (satisfied by the solution) that cannot hold
    /// together with it; empty when no such set explains it (the constraint then
    /// gives way to the errors of other broken constraints). Edit variables take
    /// part as `variable == suggested value`.
    public func conflicts(ofBroken constraint: Constraint) -> [Constraint] {
        guard contains(constraint), !constraint.priority.isRequired, !isSatisfied(constraint) else { return [] }
        var originals: [ObjectIdentifier: Constraint] = [:]
        let higher = constraints.filter { $0.priority > constraint.priority && isSatisfied($0) }.map { original in
            let current = currentForm(of: original)
            originals[current.key] = original
            return current
        }
        let conflict = Self.minimalConflict(among: higher, with: currentForm(of: constraint)) ?? []
        return conflict.compactMap { originals[$0.key] }
    }
}
