import CellshotTestSupport
@testable import ConstraintSolver

/// Random constraints over a few variables, for the solver's property tests. Required constraints hold at
/// a hidden point, so the required set stays feasible however many are added.
struct RandomConstraints {
    let variables: [Variable]
    /// The hidden point, one value per variable.
    let point: [Double]

    /// `count` variables named `x0`, `x1`, …, and a hidden point drawn from `random`.
    init(count: Int, using random: inout SeededRandom) {
        variables = (0..<count).map { Variable("x\($0)") }
        point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
    }

    /// One to three terms with small integer coefficients.
    func expression(using random: inout SeededRandom) -> Expression {
        var expression = Expression()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let index = Int.random(in: 0..<variables.count, using: &random)
            expression.terms.append(Term(variables[index], Double(Int.random(in: -3...3, using: &random))))
        }
        return expression
    }

    /// A required constraint that holds at the hidden point (an inequality by a random slack).
    func required(using random: inout SeededRandom) -> Constraint {
        let expression = expression(using: &random)
        let at = expression.evaluate { variable in point[variables.firstIndex { $0 === variable }!] }
        let relation = Self.relation(using: &random)
        let slack = relation == .equal ? 0 : Double(Int.random(in: 0...10, using: &random))
        let constant = relation == .lessThanOrEqual ? at + slack : at - slack
        return Constraint(expression, relation, Expression(constant))
    }

    /// An optional constraint anywhere, at one of `priorities`.
    func optional(priorities: [Priority], using random: inout SeededRandom) -> Constraint {
        let expression = expression(using: &random)
        let relation = Self.relation(using: &random)
        return Constraint(expression, relation, Expression(Double(Int.random(in: -80...80, using: &random))),
                          priority: priorities.randomElement(using: &random)!)
    }

    private static func relation(using random: inout SeededRandom) -> Relation {
        [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
    }
}
