/// How much work explaining broken constraints may take, in deterministic units.
///
/// Explaining one broken optional constraint reads a few rows of the tableau and solves a
/// small scratch system; a system with thousands of broken constraints would spend seconds on
/// explanations nobody reads. A budget bounds the total. It counts work — a tableau cell read,
/// a term added to a scratch solver, a row rewritten by one of its pivots — never wall time,
/// so the same system gets the same explanations on every machine.
///
/// ```swift
/// var budget = ExplanationBudget(units: 100_000)
/// for constraint in solver.brokenConstraints {
///     guard let conflicts = solver.conflicts(ofBroken: constraint, budget: &budget) else { break }
///     print(constraint, conflicts)
/// }
/// ```
public struct ExplanationBudget: Sendable, Equatable {
    /// Units left, or `nil` for no limit.
    public private(set) var remaining: Int?

    /// A budget of `units` units of work.
    public init(units: Int) { remaining = max(0, units) }

    private init(unlimited: Void) { remaining = nil }

    /// No limit: every broken constraint is explained.
    public static let unlimited = ExplanationBudget(unlimited: ())

    /// Whether nothing is left. An explanation started with units left always finishes (one
    /// explanation's work is bounded), so the last one may overdraw the budget.
    public var isSpent: Bool { remaining.map { $0 <= 0 } ?? false }

    /// Takes `units` from the budget.
    mutating func spend(_ units: Int) {
        if let left = remaining { remaining = left - units }
    }
}
