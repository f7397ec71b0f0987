import Testing
@testable import ConstraintSolver

/// Long rows keep little spare room: the memory a large system's tableau takes is its cells, not the
/// buffers' growth (Benchmarks/README.md, issue 13's fifth pass).
@Suite("Row memory")
struct RowMemoryTests {
    /// A column of `count` views stacked top to bottom, in required-first order as the grid benchmark
    /// adds them: each view's top is the chain of every height above it, so rows grow to hundreds of cells.
    private func stackedColumn(_ count: Int) throws -> (Solver, tops: [Variable]) {
        let top = (0..<count).map { Variable("top\($0)") }
        let height = (0..<count).map { Variable("height\($0)") }
        let solver = Solver()
        try solver.add(top[0] == 0)
        for i in 1..<count { try solver.add(top[i] == top[i - 1] + height[i - 1] + 8) }
        for i in 0..<count { try solver.add(top[i] >= 0) }
        for i in 0..<count { try solver.add((height[i] >= 44).priority(Priority(750))) }
        for i in 0..<count { try solver.add((height[i] == 50).priority(Priority(250))) }
        return (solver, top)
    }

    /// Each long row (64 cells or more) with its cell count and its buffer's capacity.
    private func longRows(_ tableau: Tableau) -> [(count: Int, capacity: Int)] {
        (0..<tableau.symbolCount).compactMap { tableau.row($0) }
            .filter { $0.cells.count >= 64 }
            .map { ($0.cells.count, $0.cells.capacity) }
    }

    @Test("the long rows of a required-first chain hold at most a third more room than cells")
    func longRowsKeepLittleSpareRoom() throws {
        let (solver, tops) = try stackedColumn(120)
        #expect(solver.value(of: tops[119]) == 119 * 58)
        let rows = longRows(solver.tableau)
        // The chain's rows: the top of view i and the slacks around it hold about 2i cells.
        #expect(rows.count >= 50)
        let cells = rows.map(\.count).reduce(0, +), room = rows.map(\.capacity).reduce(0, +)
        // Before: a pivot inserted into a full row (doubling it), a merge kept room for both of its rows,
        // and a new row doubled to take its relation's symbols — room for half as many cells again here
        // (62,569 for 41,778), twice as many in the 5,000-view grid.
        #expect(room * 3 <= cells * 4, "long rows: \(cells) cells in room for \(room)")
    }

    @Test("rewriting a row for a new basic symbol never grows its buffer")
    func pivotKeepsTheBuffer() {
        // A full row: basic0 = 5 + 1·s1 - 1·s2 + 3·s3 + 4·s4 + …, as many cells as its buffer holds.
        var row = Row(constant: 5, capacity: 3)
        while row.cells.count < row.cells.capacity {
            let symbol = row.cells.count + 1
            row.insert(symbol, symbol == 2 ? -1 : Double(symbol))
        }
        let room = row.cells.capacity, count = row.cells.count
        // Solved for s2: s2 = 5 + 1·s1 - basic0 + 3·s3 + … (basic0 joins the cells, s2 leaves them).
        row.solve(for: 2, replacing: 0)
        #expect(row.cells.capacity == room)
        #expect(row.cells.count == count)
        #expect(row.cells.map(\.symbol) == [0, 1] + Array(3...count))
        #expect(row.constant == 5 && row.coefficient(for: 0) == -1 && row.coefficient(for: 1) == 1
            && row.coefficient(for: 3) == 3)
    }
}
