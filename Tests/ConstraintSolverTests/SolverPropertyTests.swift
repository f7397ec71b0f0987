import CellshotTestSupport
import Testing
@testable import ConstraintSolver

@Suite("Solver properties")
struct SolverPropertyTests {
    static let priorities: [Priority] = [999, 750, 500, 251, 250, 50]

    /// The error of each optional tier: the quantity the strict-tier optimum
    /// makes lexicographically smallest. Unique even when the point is not.
    static func tierErrors(_ solver: Solver, edits: [(Variable, Double, Priority)]) -> [Double] {
        priorities.map { priority in
            var total = solver.constraints.filter { $0.priority == priority && solver.editConstraint(for: $0.lhs.terms[0].variable) !== $0 }
                .reduce(0) { $0 + $1.violation(solver.value(of:)) }
            for (variable, value, editPriority) in edits where editPriority == priority {
                total += abs(solver.value(of: variable) - value)
            }
            return total
        }
    }

    @Test("incremental adds, removals and edits reach the same optimum as a fresh solve",
          arguments: 0..<60)
    func incrementalMatchesFresh(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let system = RandomConstraints(count: 6, using: &random)
        let variables = system.variables
        let solver = Solver()
        var edits: [(Variable, Double, Priority)] = []

        for _ in 0..<40 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:  // a required constraint that holds at the hidden point
                try solver.add(system.required(using: &random))
            case 4...6:  // an optional constraint anywhere
                try solver.add(system.optional(priorities: Self.priorities, using: &random))
            case 7:  // remove something
                let editConstraints = edits.compactMap { solver.editConstraint(for: $0.0) }
                let removable = solver.constraints.filter { c in !editConstraints.contains { $0 === c } }
                if let victim = removable.randomElement(using: &random) { try solver.remove(victim) }
            default:  // edit a variable
                let variable = variables.randomElement(using: &random)!
                let value = Double(Int.random(in: -60...60, using: &random))
                if let index = edits.firstIndex(where: { $0.0 === variable }) {
                    edits[index].1 = value
                } else {
                    let priority = Self.priorities.randomElement(using: &random)!
                    try solver.addEditVariable(variable, priority: priority)
                    edits.append((variable, value, priority))
                }
                try solver.suggestValue(value, for: variable)
            }
            #expect(solver.invariantViolations().isEmpty, "seed \(seed): \(solver.invariantViolations())")
            for constraint in solver.constraints where constraint.priority.isRequired {
                #expect(constraint.violation(solver.value(of:)) < 1e-6, "seed \(seed): \(constraint) broken")
            }
        }

        // Build the remaining system from scratch and compare the optimum, tier by tier.
        let fresh = Solver()
        let editConstraints = edits.compactMap { solver.editConstraint(for: $0.0) }
        for constraint in solver.constraints where !editConstraints.contains(where: { $0 === constraint }) {
            try fresh.add(Constraint(constraint.lhs, constraint.relation, constraint.rhs, priority: constraint.priority))
        }
        for (variable, value, priority) in edits {
            try fresh.addEditVariable(variable, priority: priority)
            try fresh.suggestValue(value, for: variable)
        }
        let incremental = Self.tierErrors(solver, edits: edits), scratch = Self.tierErrors(fresh, edits: edits)
        for (a, b) in zip(incremental, scratch) {
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed): tier errors \(incremental) vs \(scratch)")
        }
    }

    @Test("the same operations give the same values, bit for bit", arguments: 0..<10)
    func deterministic(seed: Int) throws {
        func run() throws -> [Double] {
            var random = SeededRandom(seed: UInt64(seed))
            let variables = (0..<8).map { Variable("v\($0)") }
            let solver = Solver()
            for _ in 0..<60 {
                let a = variables.randomElement(using: &random)!, b = variables.randomElement(using: &random)!
                let constant = Double(Int.random(in: -20...20, using: &random))
                let priority = Self.priorities.randomElement(using: &random)!
                try solver.add((a - b == constant).priority(priority))
            }
            return variables.map { solver.value(of: $0) }
        }
        let first = try run()
        #expect(try run().elementsEqual(first) { $0.bitPattern == $1.bitPattern })
    }
}
