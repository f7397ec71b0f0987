/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable {
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    /// The operator as written in text form: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
