import CellshotTestSupport
import Testing
@testable import ConstraintSolver

/// A `VariableProbe` keeps the symbols a solver gave its variables; its answers must be those of
/// looking every variable up again, whatever happened to the solver in between.
@Suite("VariableProbe")
struct VariableProbeTests {
    /// Each variable's answer through a fresh lookup, one by one.
    static func fresh(_ solver: Solver, _ variables: [Variable]) -> [Bool] {
        variables.map { solver.isDetermined($0) }
    }

    @Test("answers follow new constraints, variables the solver meets later, and a reset")
    func followsTheSolver() throws {
        let left = Variable("left"), width = Variable("width"), later = Variable("later")
        let solver = Solver()
        try solver.add(left == 16)
        try solver.add(width >= 40)
        var probe = VariableProbe([left, width, later])
        // `width` can grow at no cost; `later` is unknown to the solver.
        #expect(solver.areDetermined(&probe) == [true, false, false])
        try solver.add((width == 100).priority(500))
        #expect(solver.areDetermined(&probe) == [true, true, false])
        try solver.add(later == left + 8)
        #expect(solver.areDetermined(&probe) == [true, true, true])
        #expect(solver.value(of: later) == 24)
        // After a reset the same variables get other symbols (here `later` comes first).
        solver.reset()
        try solver.add(later >= 0)
        try solver.add(width == 3)
        #expect(solver.areDetermined(&probe) == [false, true, false])
        #expect(solver.areDetermined(&probe) == Self.fresh(solver, [left, width, later]))
    }

    @Test("a probe used with another solver looks its variables up there")
    func anotherSolver() throws {
        let x = Variable("x"), y = Variable("y")
        let first = Solver(), second = Solver()
        try first.add(x == 1)
        try first.add(y >= 0)
        try second.add(y == 2)   // y is the first symbol here, x unknown
        var probe = VariableProbe([x, y])
        #expect(first.areDetermined(&probe) == [true, false])
        #expect(second.areDetermined(&probe) == [false, true])
        #expect(first.areDetermined(&probe) == [true, false])
    }

    @Test("random adds, removals, edits and resets: the kept probe answers as fresh lookups do",
          arguments: 0..<40)
    func matchesFreshLookups(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let variables = (0..<8).map { Variable("v\($0)") }
        let solver = Solver()
        var probe = VariableProbe(variables)
        var added: [Constraint] = []
        for _ in 0..<60 {
            // Only some variables take part at first, so that some become known to the solver later.
            let reach = Int.random(in: 2...variables.count, using: &random)
            var expression = Expression()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let variable = variables[Int.random(in: 0..<reach, using: &random)]
                expression.terms.append(Term(variable, Double(Int.random(in: -2...2, using: &random))))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let priority: Priority = [.required, 750, 250].randomElement(using: &random)!
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                solver.reset()
                added = []
            case 1 where !added.isEmpty:
                try solver.remove(added.remove(at: Int.random(in: 0..<added.count, using: &random)))
            case 2:
                let variable = variables[Int.random(in: 0..<reach, using: &random)]
                if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, priority: 600) }
                try solver.suggestValue(Double(Int.random(in: -20...20, using: &random)), for: variable)
            default:
                let constraint = Constraint(expression, relation, Expression(Double(Int.random(in: -30...30, using: &random))),
                                            priority: priority)
                // A required constraint that conflicts is refused and leaves the solver as it was.
                if (try? solver.add(constraint)) != nil { added.append(constraint) }
            }
            #expect(solver.areDetermined(&probe) == Self.fresh(solver, variables))
        }
    }
}
