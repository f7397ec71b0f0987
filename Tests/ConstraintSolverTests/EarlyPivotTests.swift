import CellshotTestSupport
import Testing
@testable import ConstraintSolver

/// Adding a constraint takes the optimisation's first pivot before the row goes in when that pivot would
/// take the row straight out again (`Tableau.add(_:basic:)`): the same rows, values and counts as without.
@Suite("Early first pivot")
struct EarlyPivotTests {
    /// Every row of the tableau (basic symbol, constant, cells) and the counts, for comparing two solvers.
    private func snapshot(_ solver: Solver) -> (rows: [String], pivots: Int, substitutions: Int) {
        let tableau = solver.tableau
        let rows = (0..<tableau.symbolCount).compactMap { basic in
            tableau.row(basic).map { row in
                "\(basic) = \(row.constant.bitPattern) " + row.cells.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: " ")
            }
        }
        return (rows, tableau.statistics.pivots, tableau.statistics.substitutions)
    }

    /// Adds the same constraints to a solver that takes the early pivot and one that does not, comparing
    /// them after each; returns the early pivots taken.
    private func compareAdding(_ constraints: [Constraint], context: String) throws -> Int {
        let early = Solver(), plain = Solver()
        plain.tableau.takesFirstPivotEarly = false
        for constraint in constraints {
            try early.add(constraint)
            try plain.add(constraint)
            let a = snapshot(early), b = snapshot(plain)
            #expect(a.rows == b.rows, "\(context): rows differ after \(constraint)")
            #expect(a.pivots == b.pivots && a.substitutions == b.substitutions, "\(context): counts differ after \(constraint)")
            #expect(early.invariantViolations().isEmpty, "\(context): \(early.invariantViolations())")
        }
        let variables = early.knownVariables
        #expect(variables.map { early.value(of: $0).bitPattern } == variables.map { plain.value(of: $0).bitPattern },
                "\(context): values differ")
        return early.statistics.earlyPivots
    }

    @Test("a required-first chain: every strong minimum and weak preference pivots early, to the same rows")
    func chain() throws {
        let top = (0..<30).map { Variable("top\($0)") }, height = (0..<30).map { Variable("height\($0)") }
        var constraints = [top[0] == 0]
        constraints += (1..<30).map { top[$0] == top[$0 - 1] + height[$0 - 1] + 8 }
        constraints += (0..<30).map { top[$0] >= 0 }
        constraints += (0..<30).map { (height[$0] >= 44).priority(Priority(750)) }
        constraints += (0..<30).map { (height[$0] == 50).priority(Priority(250)) }
        let early = try compareAdding(constraints, context: "chain")
        #expect(early >= 30)
    }

    @Test("random systems: the same rows, values and counts after every addition", arguments: 0..<40)
    func randomSystems(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let variables = (0..<6).map { Variable("x\($0)") }
        // Required constraints hold at a hidden point, so the required set stays feasible.
        let point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
        var constraints: [Constraint] = []
        for _ in 0..<40 {
            var expression = Expression()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<variables.count, using: &random)
                expression.terms.append(Term(variables[index], Double(Int.random(in: -3...3, using: &random))))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            if Int.random(in: 0..<3, using: &random) == 0 {
                let at = expression.evaluate { variable in point[variables.firstIndex { $0 === variable }!] }
                constraints.append(Constraint(expression, relation, Expression(at)))
            } else {
                let priority = SolverPropertyTests.priorities.randomElement(using: &random)!
                constraints.append(Constraint(expression, relation, Expression(Double(Int.random(in: -80...80, using: &random))),
                                              priority: priority))
            }
        }
        _ = try compareAdding(constraints, context: "seed \(seed)")
    }
}
