/// Why a ``Solver`` refused a request. The solver is left exactly as it was.
public enum SolverError: Error, Sendable {
    /// A required constraint cannot hold together with the required constraints
    /// already added. `conflicts` is a minimal set of those that, with the new
    /// one, cannot all hold (an explanation, in the order they were added).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint instance was already added.
    case duplicateConstraint(Constraint)
    /// The constraint instance was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: their priority must be below 1000.
    case requiredEditVariable(Variable)
    /// The priority is not a finite number in 1…1000.
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteNumber(String)
    /// The simplex itself failed (a bug or numeric trouble); please report it.
    case internalError(String)
}

extension SolverError: CustomStringConvertible {
    /// A sentence for people, naming the constraints involved.
    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            let others = conflicts.filter { $0 !== constraint }
            if others.isEmpty { return "unsatisfiable constraint: \(constraint)" }
            let list = others.map { "  \($0)" }.joined(separator: "\n")
            return "unable to satisfy \(constraint) together with:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "the constraint \(constraint) was already added"
        case let .unknownConstraint(constraint):
            return "the constraint \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable):
            return "\(variable) already is an edit variable"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable"
        case let .requiredEditVariable(variable):
            return "the edit variable \(variable) must have a priority below 1000"
        case let .invalidPriority(priority):
            return "priority \(priority) is outside 1…1000"
        case let .nonFiniteNumber(context):
            return "not a finite number: \(context)"
        case let .internalError(context):
            return "internal solver error: \(context)"
        }
    }
}

extension SolverError: Equatable {
    /// The same failure about the same constraint or variable instances (they are compared by identity:
    /// `Variable` deliberately has no `==`, which builds a constraint).
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a, aConflicts), .unsatisfiable(b, bConflicts)):
            a === b && aConflicts.count == bConflicts.count && zip(aConflicts, bConflicts).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)), let (.unknownConstraint(a), .unknownConstraint(b)):
            a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)), let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditVariable(a), .requiredEditVariable(b)):
            a === b
        case let (.invalidPriority(a), .invalidPriority(b)):
            a == b
        case let (.nonFiniteNumber(a), .nonFiniteNumber(b)), let (.internalError(a), .internalError(b)):
            a == b
        default:
            false
        }
    }
}
