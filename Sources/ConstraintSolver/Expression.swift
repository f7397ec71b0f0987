/// One variable times a coefficient, such as `2 * width`.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with operators on ``Variable``s and numbers:
/// ```swift
/// let right = left + width          // left + width
/// let gap = 0.5 * (trailing - leading) + 8
/// ```
/// Products and quotients must stay linear: a variable may be multiplied or
/// divided by a number only.
public struct Expression: Sendable {
    /// The terms, in the order they were written. A variable may appear more
    /// than once; solvers add the coefficients together.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The value of the expression given a value for each variable.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// Anything that can stand in a linear expression: a ``Variable`` or an ``Expression``.
public protocol LinearExpressible: Sendable {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    /// `1 * self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

// MARK: - Arithmetic

/// The sum of two linear expressions.
public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(terms: l.terms + r.terms, constant: l.constant + r.constant)
}

/// An expression plus a constant.
public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression {
    var l = lhs.linearExpression
    l.constant += rhs
    return l
}

/// A constant plus an expression.
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

/// The negation of an expression.
public prefix func - <E: LinearExpressible>(value: E) -> Expression { value.linearExpression.scaled(by: -1) }

/// The difference of two linear expressions.
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression { lhs + -rhs }

/// An expression minus a constant.
public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }

/// A constant minus an expression.
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { -rhs + lhs }

/// An expression multiplied by a number.
public func * <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.linearExpression.scaled(by: rhs) }

/// A number multiplied by an expression.
public func * <R: LinearExpressible>(lhs: Double, rhs: R) -> Expression { rhs.linearExpression.scaled(by: lhs) }

/// An expression divided by a number.
public func / <L: LinearExpressible>(lhs: L, rhs: Double) -> Expression { lhs.linearExpression.scaled(by: 1 / rhs) }

// MARK: - Text

extension Expression: CustomStringConvertible {
    /// The expression as text, e.g. `left + 2 * width - 8`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.description
                : "\(formatNumber(magnitude)) * \(term.variable.description)"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + body : body
            } else {
                text += term.coefficient < 0 ? " - " + body : " + " + body
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// Formats a number for people, rounded to 1e-9: `8`, `1.5`, `-0.25`, `4.8` for `4.800000000000338`.
func formatNumber(_ value: Double) -> String { ReadableNumber.text(value) }
