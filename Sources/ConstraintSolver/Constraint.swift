/// A linear relation between two expressions, with a priority.
///
/// ```swift
/// let c = (title.bottom + 8 <= body.top).priority(.defaultHigh).identified("title-body")
/// try solver.add(c)
/// ```
/// A constraint is a reference: adding the same instance twice is an error and
/// removing it needs the same instance. Its parts never change; ``priority(_:)``
/// and ``identified(_:)`` return new constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side as written.
    public let lhs: Expression
    /// How the sides compare.
    public let relation: Relation
    /// The right-hand side as written.
    public let rhs: Expression
    /// How much the constraint matters (1…1000; 1000 is required).
    public let priority: Priority
    /// A name for diagnostics, like `NSLayoutConstraint.identifier`.
    public let identifier: String?

    /// Creates `lhs relation rhs` at a priority.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                priority: Priority = .required, identifier: String? = nil) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.identifier = identifier
    }

    /// The same relation at another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(lhs, relation, rhs, priority: priority, identifier: identifier)
    }

    /// The same constraint with an identifier for diagnostics.
    public func identified(_ identifier: String) -> Constraint {
        Constraint(lhs, relation, rhs, priority: priority, identifier: identifier)
    }

    /// `lhs - rhs`: the constraint reads `expression (relation) 0`.
    public var expression: Expression { lhs - rhs }

    /// How far the constraint is from holding for the given values: 0 when it
    /// holds, otherwise the absolute amount by which `lhs` misses `rhs`.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let difference = expression.evaluate(value)
        switch relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// The constraint as text: `x + 2 * y >= 10 @750 (cap)`. Required
    /// constraints omit the priority.
    public var description: String {
        var text = "\(lhs) \(relation) \(rhs)"
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " (\(identifier))" }
        return text
    }

    var key: ObjectIdentifier { ObjectIdentifier(self) }
}

// MARK: - Relations

/// `lhs == rhs`, required.
public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}
/// `lhs == constant`, required.
public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .equal, Expression(rhs))
}
/// `constant == rhs`, required.
public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(lhs), .equal, rhs.linearExpression)
}
/// `lhs <= rhs`, required.
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs <= constant`, required.
public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, Expression(rhs))
}
/// `constant <= rhs`, required.
public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs >= rhs`, required.
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
/// `lhs >= constant`, required.
public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, Expression(rhs))
}
/// `constant >= rhs`, required.
public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs.linearExpression)
}
