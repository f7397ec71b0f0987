import ConstraintSolver

/// Solves a ``SystemDocument`` with the ``Solver`` and reports every variable's value and every broken constraint.
///
/// Each edit variable is added and its value suggested, in document order,
/// then the constraints are added in document order.
///
/// ```swift
/// let document = try SystemDocument.decode(Array(json.utf8))
/// let solution = try SystemSolver().solve(document)
/// solution.values   // [W = 800, x = 6, y = 2], sorted by name
/// ```
public struct SystemSolver: Sendable {
    /// Which broken constraints are explained with a set of higher-priority constraints they conflict with.
    public var explanations: ExplanationMode

    /// Creates a solver.
    public init(explanations: ExplanationMode = .budgeted) {
        self.explanations = explanations
    }

    /// Solves the document.
    /// - Throws: ``SystemSolverError/unsatisfiable(_:conflicts:)`` when the
    ///   required constraints cannot all hold, naming a minimal conflicting set;
    ///   other ``SystemSolverError``s when the solver rejects a constraint.
    public func solve(_ document: SystemDocument) throws(SystemSolverError) -> SystemSolution {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        // Computed once: it walks every constraint's names through a set.
        let variableNames = document.variableNames
        for name in variableNames { variables[name] = Variable(name) }
        func expression(_ parsed: ParsedExpression) -> Expression {
            Expression(terms: parsed.terms.map { Term(variables[$0.name] ?? Variable($0.name), $0.coefficient) },
                       constant: parsed.constant)
        }

        // Edits first, as kiwisolver and a layout engine do: the width a grid is pinned to is then
        // known while its constraints go in. Added last, it left the container's variable free until
        // then, so every row came to hold it and the final suggestion took thousands of dual pivots
        // through rows as long as the system (4 s for the 1,000-view grid, against 0.2 s).
        var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
        for edit in document.edits {
            let variable = variables[edit.name] ?? Variable(edit.name)
            do {
                try solver.addEditVariable(variable, priority: Priority(edit.priority))
                try solver.suggestValue(edit.value, for: variable)
            } catch {
                let reason = if case .internalError(let context) = error { context } else { error.description }
                throw .internalError("\(reason) while adding the edit \(edit.displayText)")
            }
            if let constraint = solver.editConstraint(for: variable) { origins[ObjectIdentifier(constraint)] = .edit(edit) }
        }
        for entry in document.constraints {
            let constraint = Constraint(expression(entry.parsed.lhs), entry.parsed.relation,
                                        expression(entry.parsed.rhs), priority: Priority(entry.priority),
                                        identifier: entry.identifier)
            do {
                try solver.add(constraint)
            } catch {
                switch error {
                case .unsatisfiable(let failed, let conflicts):
                    let others = conflicts.filter { $0 !== failed }.compactMap { origins[ObjectIdentifier($0)] }
                        .compactMap { if case .constraint(let entry) = $0 { entry } else { nil } }
                    throw .unsatisfiable(entry, conflicts: others)
                case .internalError(let context):
                    throw .internalError(context)
                default:
                    throw .rejected(entry, reason: error.description)
                }
            }
            origins[ObjectIdentifier(constraint)] = .constraint(entry)
        }
        let statistics = solver.statistics

        var values: [VariableValue] = []
        for name in variableNames.sorted(by: Self.precedes) {
            let value = variables[name].map { solver.value(of: $0) } ?? 0
            guard value.isFinite else { throw .notFinite(variable: name, value: value) }
            values.append(VariableValue(name: name, value: value))
        }

        // The solver reports broken constraints in the order they were added (edits, then
        // constraints); warnings list constraints in document order, then edits.
        let found = solver.brokenConstraints.compactMap { constraint in
            origins[ObjectIdentifier(constraint)].map { (constraint: constraint, origin: $0) }
        }
        var broken: [BrokenConstraint] = []
        var budget = explanations.budget
        for (constraint, origin) in found.filter({ !$0.origin.isEdit }) + found.filter(\.origin.isEdit) {
            var conflicts: [ConstraintOrigin]?
            if broken.count < explanations.countLimit {
                // In the order warnings use: constraints in document order, then edits (added first).
                conflicts = solver.conflicts(ofBroken: constraint, budget: &budget)
                    .map { $0.compactMap { origins[ObjectIdentifier($0)] } }
                    .map { found in found.filter { !$0.isEdit } + found.filter(\.isEdit) }
            }
            let violation = Self.violation(of: origin, constraint: constraint, value: { solver.value(of: $0) })
            broken.append(BrokenConstraint(origin: origin, violation: violation, conflicts: conflicts))
        }
        let unexplained = explanations == .none ? 0 : broken.count { $0.conflicts == nil }
        return SystemSolution(values: values, broken: broken, unexplained: unexplained, statistics: statistics)
    }

    /// How far the solution misses a constraint; an edit is measured against its suggested value.
    public static func violation(of origin: ConstraintOrigin, constraint: Constraint, value: (Variable) -> Double) -> Double {
        if case .edit(let edit) = origin {
            return abs(constraint.lhs.evaluate(value) - edit.value)
        }
        return constraint.violation(value)
    }

    /// Whether `lhs` sorts before `rhs` by Unicode code points (as Python's `sorted` does).
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // UTF-8 keeps code point order byte by byte, and its bytes are cheaper to walk than scalars.
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}

/// Where a constraint of the solved system comes from: an entry of `constraints` or of `edits`.
public enum ConstraintOrigin: Sendable {
    /// An entry of the `constraints` array.
    case constraint(SystemConstraint)
    /// An entry of the `edits` object.
    case edit(SystemEdit)

    /// Whether it is an entry of `edits`.
    public var isEdit: Bool {
        if case .edit = self { true } else { false }
    }

    /// `constraints[3] (cap)` or `edits.W`.
    public var label: String {
        switch self {
        case .constraint(let entry): entry.label
        case .edit(let edit): "\(edit.path)"
        }
    }

    /// The constraint as text: `y <= 100 @250`, or `W == 800 @999` for an edit.
    public var displayText: String {
        switch self {
        case .constraint(let entry): entry.displayText
        case .edit(let edit): edit.displayText
        }
    }
}

/// A variable's name and its value in the solution.
public struct VariableValue: Equatable, Sendable {
    /// The variable's name.
    public var name: String
    /// Its value.
    public var value: Double
}

/// An optional constraint or edit that the solution does not satisfy.
public struct BrokenConstraint: Sendable {
    /// The constraint or edit.
    public var origin: ConstraintOrigin
    /// How far the solution misses it, in the units of its expression.
    public var violation: Double
    /// A set of higher-priority constraints it cannot hold together with (minimal when small); may be
    /// empty; `nil` when it was not explained (`--explain` or the explanation budget).
    public var conflicts: [ConstraintOrigin]?
}

/// The outcome of ``SystemSolver/solve(_:)``.
public struct SystemSolution: Sendable {
    /// Every variable and its value, sorted by name (Unicode code points).
    public var values: [VariableValue]
    /// The broken optional constraints, then the broken edits, in document order.
    public var broken: [BrokenConstraint]
    /// How many broken constraints were left unexplained by the explanation budget or
    /// `--explain first:N` (0 with `--explain none`, which asks for no explanations).
    public var unexplained: Int
    /// The solver's pivots and substitutions for the whole system.
    public var statistics: SolverStatistics
}

/// Why ``SystemSolver`` could not solve a document.
public enum SystemSolverError: Error, Sendable {
    /// A required constraint cannot hold together with the required constraints
    /// before it; `conflicts` is a minimal set of those, in document order.
    case unsatisfiable(SystemConstraint, conflicts: [SystemConstraint])
    /// The solver refused the constraint, for example for a non-finite coefficient.
    case rejected(SystemConstraint, reason: String)
    /// A value of the solution is not finite: the system's numbers multiply beyond a `Double`'s range
    /// (`y == 1e301`, `x == y * 1e10`).
    case notFinite(variable: String, value: Double)
    /// The solver failed (a bug or numeric trouble).
    case internalError(String)
}
