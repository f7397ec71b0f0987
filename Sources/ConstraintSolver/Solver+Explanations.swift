extension Solver {
    // MARK: Explanations

    /// A minimal set of added required constraints that, with `constraint`,
    /// cannot all hold; `certificate` is the solver's first guess (the
    /// markers of the failed row), refined by deletion filtering.
    func explain(_ constraint: Constraint, certificate: [Symbol]) -> [Constraint] {
        var candidates = certificate.compactMap { markerOwners[$0].flatMap { records[$0] } }
            .filter { $0.constraint.priority.isRequired }
            .sorted { $0.order < $1.order }
            .map(\.constraint)
        guard explainsConflicts else { return candidates }
        if !Self.conflict(candidates + [constraint]) {
            // The certificate should always conflict; fall back to every required constraint.
            candidates = constraints.filter { $0.priority.isRequired }
        }
        return Self.minimalConflict(among: candidates, with: constraint) ?? candidates
    }

    /// Deletion filtering: the smallest subset of `candidates` (in their order)
    /// that, with `constraint`, still cannot hold when all are required; `nil`
    /// if even all of them can hold, or there are too many to filter.
    static func minimalConflict(among candidates: [Constraint], with constraint: Constraint) -> [Constraint]? {
        guard candidates.count <= 400, conflict(candidates + [constraint]) else { return nil }
        var kept = candidates
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if conflict(without + [constraint]) { kept = without } else { index += 1 }
        }
        return kept
    }

    /// Whether the required constraints cannot all hold.
    static func conflict(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver(explainsConflicts: false)
        for constraint in constraints {
            do {
                try scratch.add(Constraint(constraint.lhs, constraint.relation, constraint.rhs))
            } catch {
                if case .unsatisfiable = error { return true }
            }
        }
        return false
    }
}
