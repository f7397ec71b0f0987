extension Tableau {
    /// Broken invariants of the tableau, as sentences (empty when sound).
    /// Tests call it after every step; it costs a full scan.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for symbol in 0..<symbolCount {
            let holders = basics(containing: symbol)
            guard let row = row(symbol) else {
                if !holders.allSatisfy({ row($0).map { $0.coefficient(for: symbol) != 0 } ?? false }) {
                    problems.append("column \(symbol) lists a row that does not hold it")
                }
                continue
            }
            if !holders.isEmpty { problems.append("basic symbol \(symbol) appears in other rows") }
            if kinds[symbol] != .external && row.constant < -epsilon {
                problems.append("restricted row \(symbol) is infeasible (\(row.constant))")
            }
            for cell in row.cells {
                if isBasic(cell.symbol) { problems.append("row \(symbol) holds basic symbol \(cell.symbol)") }
                if !basics(containing: cell.symbol).contains(symbol) {
                    problems.append("column \(cell.symbol) misses row \(symbol)")
                }
                if kinds[symbol] != .external && kinds[cell.symbol] == .external {
                    problems.append("restricted row \(symbol) holds external \(cell.symbol)")
                }
            }
        }
        for (symbol, column) in columns.enumerated() where kinds[symbol] != .dummy {
            let holders = basics(containing: symbol).count
            if column.count != holders { problems.append("column \(symbol) counts \(column.count) rows, \(holders) hold it") }
        }
        for (symbol, column) in columns.enumerated() where kinds[symbol] == .dummy && !column.slots.isEmpty {
            problems.append("dummy \(symbol) has a column")
        }
        for symbol in objective.staleSymbols {
            problems.append("objective keeps a stale improving flag for symbol \(symbol)")
        }
        for symbol in objective.symbols where isBasic(symbol) {
            problems.append("objective holds basic symbol \(symbol)")
        }
        return problems
    }
}

extension Solver {
    /// Broken tableau invariants (empty when sound); for tests.
    func invariantViolations() -> [String] { tableau.invariantViolations() }
}
