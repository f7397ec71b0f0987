extension Solver {
    /// The tableau as text, for debugging and text snapshots.
    ///
    /// One line per basic row in symbol order (`x = 10 + 2 s3 - e4`), then the
    /// objective per tier. Externals print their variable names; slack, error
    /// and dummy symbols print as `s`, `e` and `d` with their number.
    public func dump() -> String {
        var names: [Symbol: String] = [:]
        for variable in knownVariables {
            if let symbol = symbolIfKnown(variable) { names[symbol] = variable.description }
        }
        func name(_ symbol: Symbol) -> String {
            if let name = names[symbol] { return name }
            switch tableau.kinds[symbol] {
            case .external: return "v\(symbol)"
            case .slack: return "s\(symbol)"
            case .error: return "e\(symbol)"
            case .dummy: return "d\(symbol)"
            }
        }
        func term(_ coefficient: Double, _ symbol: Symbol, first: Bool) -> String {
            let sign = coefficient < 0 ? (first ? "-" : " - ") : (first ? "" : " + ")
            let magnitude = abs(coefficient)
            return sign + (magnitude == 1 ? "" : formatNumber(magnitude) + " ") + name(symbol)
        }
        var lines: [String] = []
        for basic in 0..<tableau.symbolCount {
            guard let row = tableau.row(basic) else { continue }
            var text = "\(name(basic)) = \(formatNumber(row.constant))"
            for cell in row.cells { text += term(cell.coefficient, cell.symbol, first: false) }
            lines.append(text)
        }
        for (index, priority) in tableau.objective.priorities.enumerated() {
            var text = "objective @\(Priority(priority)):"
            var first = true
            for symbol in tableau.objective.symbols {
                let coefficient = tableau.objective.coefficient(of: symbol, tier: index)
                if coefficient == 0 { continue }
                text += (first ? " " : "") + term(coefficient, symbol, first: first)
                first = false
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }
}
