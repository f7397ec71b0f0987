import CellshotTestSupport
import ConstraintSolver
import Testing

/// A random linear expression, kept as a tree so it can be both written out and evaluated directly.
private indirect enum GeneratedExpression {
    case number(String, Double)
    case name(String)
    case sum(GeneratedExpression, GeneratedExpression)
    case difference(GeneratedExpression, GeneratedExpression)
    case product(GeneratedExpression, GeneratedExpression)
    case quotient(GeneratedExpression, GeneratedExpression)
    case negation(GeneratedExpression)

    static let numbers: [(String, Double)] = [
        ("0", 0), ("1", 1), ("2", 2), ("3", 3), ("7", 7), ("16", 16), ("2.5", 2.5), (".5", 0.5), ("1e1", 10),
        ("25e-1", 2.5), ("0.25", 0.25), ("1E2", 100),
    ]
    static let names = ["x", "y", "title.leading", "image.trailing", "제목.너비", "_a1.b_2"]

    /// A random expression whose value never depends on a name.
    static func constant(depth: Int, using random: inout SeededRandom) -> GeneratedExpression {
        let number = random.element(of: numbers)
        guard depth > 0 else { return .number(number.0, number.1) }
        switch random.next() % 6 {
        case 0: return .sum(constant(depth: depth - 1, using: &random), constant(depth: depth - 1, using: &random))
        case 1: return .product(constant(depth: depth - 1, using: &random), constant(depth: depth - 1, using: &random))
        case 2: return .negation(constant(depth: depth - 1, using: &random))
        default: return .number(number.0, number.1)
        }
    }

    /// A random linear expression: products always have a constant side, divisors are non-zero numbers.
    static func linear(depth: Int, using random: inout SeededRandom) -> GeneratedExpression {
        guard depth > 0 else {
            return random.chance(70) ? .name(random.element(of: names)) : constant(depth: 0, using: &random)
        }
        let left = linear(depth: depth - 1, using: &random)
        switch random.next() % 7 {
        case 0: return .sum(left, linear(depth: depth - 1, using: &random))
        case 1: return .difference(left, linear(depth: depth - 1, using: &random))
        case 2:
            let factor = constant(depth: 1, using: &random)
            return random.chance(50) ? .product(factor, left) : .product(left, factor)
        case 3:
            let divisor = random.element(of: numbers.filter { $0.1 != 0 } + [("3", 3), ("7", 7)])
            return .quotient(left, .number(divisor.0, divisor.1))
        case 4: return .negation(left)
        default: return .sum(left, linear(depth: depth - 1, using: &random))
        }
    }

    /// The expression as text, with compound operands in parentheses and random spacing.
    func text(using random: inout SeededRandom) -> String {
        func operand(_ expression: GeneratedExpression, _ random: inout SeededRandom) -> String {
            switch expression {
            case .number, .name: expression.text(using: &random)
            default: "(" + expression.text(using: &random) + ")"
            }
        }
        func space(_ random: inout SeededRandom) -> String {
            random.element(of: ["", " ", "  "])
        }
        func binary(_ left: GeneratedExpression, _ symbol: String, _ right: GeneratedExpression,
                    _ random: inout SeededRandom) -> String {
            operand(left, &random) + space(&random) + symbol + space(&random) + operand(right, &random)
        }
        switch self {
        case .number(let text, _): return text
        case .name(let name): return name
        case .sum(let left, let right): return binary(left, "+", right, &random)
        case .difference(let left, let right): return binary(left, "-", right, &random)
        case .product(let left, let right): return binary(left, "*", right, &random)
        case .quotient(let left, let right): return binary(left, "/", right, &random)
        case .negation(let inner): return "-" + space(&random) + operand(inner, &random)
        }
    }

    /// The expression's value for the given values of the names.
    func value(_ values: [String: Double]) -> Double {
        switch self {
        case .number(_, let value): value
        case .name(let name): values[name] ?? .nan
        case .sum(let left, let right): left.value(values) + right.value(values)
        case .difference(let left, let right): left.value(values) - right.value(values)
        case .product(let left, let right): left.value(values) * right.value(values)
        case .quotient(let left, let right): left.value(values) / right.value(values)
        case .negation(let inner): -inner.value(values)
        }
    }

    /// An upper bound of the magnitudes met while evaluating, to scale the rounding tolerance.
    func magnitude(_ values: [String: Double]) -> Double {
        switch self {
        case .number(_, let value): abs(value)
        case .name(let name): abs(values[name] ?? .nan)
        case .sum(let left, let right), .difference(let left, let right):
            left.magnitude(values) + right.magnitude(values)
        case .product(let left, let right): left.magnitude(values) * right.magnitude(values)
        case .quotient(let left, let right): left.magnitude(values) / abs(right.value(values))
        case .negation(let inner): inner.magnitude(values)
        }
    }
}

private extension ParsedExpression {
    func value(_ values: [String: Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * (values[$1.name] ?? .nan) }
    }
}

@Suite("ConstraintParser: generated constraints")
struct ConstraintParserPropertyTests {
    @Test(arguments: 1...300)
    func generatedConstraintsEvaluateLikeTheirText(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let lhs = GeneratedExpression.linear(depth: 3, using: &random)
        let rhs = GeneratedExpression.linear(depth: 2, using: &random)
        let relation = random.element(of: [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)])
        let priority = random.element(of: [("", Float?.none), (" @750", 750), ("@ 1", 1), (" @defaultLow", 250)])
        let text = lhs.text(using: &random) + " \(relation.0) " + rhs.text(using: &random) + priority.0

        let constraint = try ConstraintParser.parse(text)
        #expect(constraint.relation == relation.1)
        #expect(constraint.priority == priority.1)

        let characters = Array(text)
        for side in [constraint.lhs, constraint.rhs] {
            #expect(side.terms.allSatisfy { $0.coefficient != 0 })
            #expect(side.terms.allSatisfy { String(characters[$0.range]) == $0.name })
            #expect(side.terms.map(\.range.lowerBound) == side.terms.map(\.range.lowerBound).sorted())
            #expect(Set(side.terms.map(\.name)).count == side.terms.count)
        }

        for _ in 0..<3 {
            var values: [String: Double] = [:]
            for name in GeneratedExpression.names {
                values[name] = Double(Int(random.next() % 2001) - 1000) / 8
            }
            for (generated, parsed) in [(lhs, constraint.lhs), (rhs, constraint.rhs)] {
                let expected = generated.value(values)
                let tolerance = 1e-9 * (1 + generated.magnitude(values))
                #expect(abs(parsed.value(values) - expected) <= tolerance, "\(text)")
            }
        }
    }

    @Test(arguments: 1...20)
    func randomTextNeverTraps(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let fragments = [
            "x", "y.z", "제목", "1", "2.5", ".5", "1e3", "1e999", "+", "-", "*", "/", "(", ")", "==", "<=", ">=", "=",
            "<", "@", "750", "1200", "required", " ", " ", "$", ".", "e", "0",
        ]
        for _ in 0..<200 {
            let text = (0..<Int(random.next() % 16)).map { _ in random.element(of: fragments) }.joined()
            do {
                let constraint = try ConstraintParser.parse(text)
                #expect(constraint.lhs.terms.allSatisfy { $0.coefficient != 0 && $0.coefficient.isFinite })
                #expect(constraint.rhs.constant.isFinite)
                #expect(constraint.priority.map { $0 >= 1 && $0 <= 1000 } ?? true)
            } catch {
                #expect(error.source == text)
                #expect((0...text.count).contains(error.offset), "\(text)")
                #expect(!error.message.isEmpty)
                #expect(error.description.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
            }
        }
    }
}
