import Testing
@testable import ConstraintSolver

/// The column index lists rows lazily (`Column`): what it must still promise, and what the grid benchmark's
/// tableau looks like with it (Benchmarks/README.md, issue 13).
@Suite("Column")
struct ColumnTests {
    @Test("a short exact list drops entries at once; a long one leaves them stale until compacted")
    func staleEntries() {
        var short = Column()
        for slot in [4, 7, 9] { short.append(slot) }
        short.remove(7)
        #expect(short.slots.sorted() == [4, 9] && short.count == 2 && short.isExact)

        var long = Column()
        for slot in 0..<40 { long.append(slot) }
        long.remove(3)
        long.remove(5)
        #expect(long.count == 38 && long.slots.count == 40 && !long.isExact)
        long.append(5)   // the symbol came back to row 5: listed twice now
        #expect(long.count == 39 && long.slots.count == 41)
        var seen: Set<Int> = []
        long.compact { $0 != 3 && seen.insert($0).inserted }
        #expect(long.isExact && long.slots.sorted() == (0..<40).filter { $0 != 3 })
    }

    /// The grid of the benchmarks: `n` views, ten to a row, each with the constraints of
    /// `Benchmarks/kiwi/workloads.py` (`grid_view_constraints`), the last of each row pinned to `W`.
    static func grid(_ n: Int, width: Variable) -> (constraints: [Constraint], tops: [Variable]) {
        let left = (0..<n).map { Variable("left_\($0)") }, top = (0..<n).map { Variable("top_\($0)") }
        let wide = (0..<n).map { Variable("width_\($0)") }, high = (0..<n).map { Variable("height_\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<n {
            let column = i % 10
            constraints.append(column == 0 ? left[i] == 0 : left[i] == left[i - 1] + wide[i - 1] + 8)
            constraints.append(i < 10 ? top[i] == 0 : top[i] == top[i - 10] + high[i - 10] + 8)
            constraints += [left[i] >= 0, top[i] >= 0,
                            (wide[i] >= 40).priority(Priority(750)), (high[i] >= 44).priority(Priority(750)),
                            (wide[i] <= 400).priority(Priority(500)),
                            (Double(column + 1) * wide[i] == Double(100 * (column + 1))).priority(Priority(250)),
                            (high[i] == 50).priority(Priority(250))]
            if column == 9 || i == n - 1 { constraints.append(left[i] + wide[i] + 8 == width) }
        }
        return (constraints, top)
    }

    /// Fill-in is not the pivot rule's doing here: at the optimum every `top` is non-zero, so basic, and
    /// its row must be written in the symbols held at zero — the dummy of every vertical link above it
    /// and both errors of every height above it — so the view in grid row r holds 3r + 1 cells, whatever
    /// the order the constraints came in. Exact figures, also measured on the dump of `cellshot solve`.
    @Test("the grid's tableau: rows grow with the views above, the same in both orders", arguments: [false, true])
    func gridFill(requiredFirst: Bool) throws {
        let width = Variable("W")
        let solver = Solver()
        try solver.addEditVariable(width, priority: Priority(750))
        try solver.suggestValue(1200, for: width)
        var (constraints, tops) = Self.grid(200, width: width)
        if requiredFirst {
            constraints = constraints.filter(\.priority.isRequired) + constraints.filter { !$0.priority.isRequired }
        }
        try solver.add(constraints)
        #expect(solver.invariantViolations().isEmpty)
        let tableau = solver.tableau
        let cells = (0..<tableau.symbolCount).reduce(0) { $0 + (tableau.row($1)?.cells.count ?? 0) }
        #expect(cells == 22_942)
        for r in [1, 2, 19] {
            let symbol = try #require(solver.symbolIfKnown(tops[10 * r]))
            #expect(tableau.row(symbol)?.cells.count == 3 * r + 1)
        }
        #expect(solver.value(of: tops[190]) == 58 * 19)
    }

    /// Dummy symbols (required equalities' markers) have no column: they never enter the basis, and keeping
    /// their columns was the dearest bookkeeping of the required-first grid. Removing a required equality
    /// reads every row to find its marker instead; the answer must be the one of a solver that never had it.
    @Test("dummies have no column, and a required equality spread through a chain is still removed")
    func dummiesHaveNoColumn() throws {
        let x = (0..<8).map { Variable("x\($0)") }
        let links = (1..<8).map { x[$0] == x[$0 - 1] + 10 }
        let solver = Solver()
        try solver.add(x[0] == 0)
        try solver.add(links)
        try solver.add((x[7] == 100).priority(Priority(250)))
        #expect(solver.invariantViolations().isEmpty)
        let tableau = solver.tableau
        let dummies = (0..<tableau.symbolCount).filter { tableau.kinds[$0] == .dummy }
        #expect(dummies.count == 8)
        #expect(dummies.allSatisfy { tableau.columns[$0].slots.isEmpty && tableau.columns[$0].count == 0 })
        // The first link's marker sits in every row downstream of it.
        let first = try #require(dummies.dropFirst().first)
        #expect(tableau.rowCount(containing: first) >= 6)
        #expect(tableau.basics(containing: first).count == tableau.rowCount(containing: first))

        try solver.remove(links[0])
        #expect(solver.invariantViolations().isEmpty)
        let fresh = Solver()
        try fresh.add(x[0] == 0)
        try fresh.add(Array(links.dropFirst()))
        try fresh.add((x[7] == 100).priority(Priority(250)))
        for variable in x { #expect(solver.value(of: variable) == fresh.value(of: variable), "\(variable)") }
        #expect(solver.value(of: x[7]) == 100 && solver.value(of: x[1]) == 40)
    }
}
