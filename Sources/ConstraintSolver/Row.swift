/// One cell of a ``Row``: a symbol and its coefficient.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Cells are kept sorted by symbol number, so iteration is deterministic and
/// merging two rows is one linear pass.
struct Row: Sendable {
    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    var isConstant: Bool { cells.isEmpty }

    /// The index of `symbol` in `cells`, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let s = cells[middle].symbol
            if s == symbol { return (middle, true) }
            if s < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels out.
    /// - Returns: +1 if the symbol appeared, -1 if it vanished, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if isNearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Adds `factor × other` to this row in one merge pass, reporting each
    /// symbol that appears in or vanishes from this row (for the column index).
    mutating func add(_ other: Row, times factor: Double,
                      appeared: (Symbol) -> Void = { _ in }, vanished: (Symbol) -> Void = { _ in }) {
        constant += factor * other.constant
        if other.cells.isEmpty { return }
        if cells.isEmpty {
            cells.reserveCapacity(other.cells.count)
            for cell in other.cells {
                let value = cell.coefficient * factor
                if !isNearZero(value) {
                    cells.append(Cell(symbol: cell.symbol, coefficient: value))
                    appeared(cell.symbol)
                }
            }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let mine = cells, theirs = other.cells
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                merged.append(mine[i]); i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let value = theirs[j].coefficient * factor
                if !isNearZero(value) {
                    merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                    appeared(theirs[j].symbol)
                }
                j += 1
            } else {
                let value = mine[i].coefficient + theirs[j].coefficient * factor
                if isNearZero(value) { vanished(mine[i].symbol) } else {
                    merged.append(Cell(symbol: mine[i].symbol, coefficient: value))
                }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + Σ cᵢsᵢ` as `symbol = …`, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = …` (a row basic in `lhs`) as `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
