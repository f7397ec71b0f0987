extension Tableau {
    /// Broken invariants of the tableau, as sentences (empty when sound).
    /// Tests call it after every step; it costs a full scan.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for basic in 0..<symbolCount {
            guard let row = rows[basic] else {
                if !columns[basic].allSatisfy({ rows[$0]?.coefficient(for: basic) != 0 }) {
                    problems.append("column \(basic) lists a row that does not hold it")
                }
                continue
            }
            if !columns[basic].isEmpty { problems.append("basic symbol \(basic) appears in other rows") }
            if kinds[basic] != .external && row.constant < -epsilon {
                problems.append("restricted row \(basic) is infeasible (\(row.constant))")
            }
            for cell in row.cells {
                if rows[cell.symbol] != nil { problems.append("row \(basic) holds basic symbol \(cell.symbol)") }
                if !columns[cell.symbol].contains(basic) {
                    problems.append("column \(cell.symbol) misses row \(basic)")
                }
                if kinds[basic] != .external && kinds[cell.symbol] == .external {
                    problems.append("restricted row \(basic) holds external \(cell.symbol)")
                }
            }
        }
        for symbol in objective.symbols where rows[symbol] != nil {
            problems.append("objective holds basic symbol \(symbol)")
        }
        return problems
    }
}

extension Solver {
    /// Broken tableau invariants (empty when sound); for tests.
    func invariantViolations() -> [String] { tableau.invariantViolations() }
}
