/// Variables a caller asks a solver about after every solve — their values
/// (``Solver/values(of:)``) or whether the solution pins them (`Solver.areDetermined(_:)`) — with the
/// symbols the solver gave them, found once.
///
/// A layout reads the same frame variables after every row it solves; finding each variable's symbol
/// again (a hashed lookup per variable) was a large part of reading them. A variable keeps its symbol
/// for as long as the solver knows it, so the probe looks its variables up again only when it is used
/// with another solver or after ``Solver/reset()``, and, each time, the variables the solver did not
/// know yet. Answers are always those of asking about each variable on its own.
///
/// ```swift
/// var frame = VariableProbe([x, width])
/// try solver.suggestValue(320, for: containerWidth)
/// solver.values(of: &frame)         // [16, 288]
/// solver.areDetermined(&frame)      // [true, true]
/// ```
public struct VariableProbe {
    /// The variables asked about, in the order of the answers.
    public let variables: [Variable]
    /// Each variable's symbol in `solver`, or -1 when the solver did not know it.
    private(set) var symbols: [Symbol] = []
    /// The solver and its reset count the symbols belong to.
    private var solver: Solver?
    private var resets = -1
    /// Whether some variable was unknown when the symbols were found.
    private var hasUnknown = false

    /// A probe for `variables`; nothing is looked up until it is used.
    public init(_ variables: [Variable]) {
        self.variables = variables
    }

    /// Finds the symbols again unless they are this solver's, from since its last reset, all known.
    mutating func resolve(in solver: Solver) {
        if self.solver === solver && resets == solver.resets && !hasUnknown { return }
        symbols = variables.map { solver.symbolIfKnown($0) ?? -1 }
        hasUnknown = symbols.contains(-1)
        self.solver = solver
        resets = solver.resets
    }
}

extension Solver {
    /// The values of a probe's variables in the current solution, in its order: the same numbers as
    /// `value(of:)` for each (0 for a variable the solver has never seen).
    public func values(of probe: inout VariableProbe) -> [Double] {
        probe.resolve(in: self)
        return probe.symbols.map { $0 < 0 ? 0 : tableau.value(of: $0) }
    }
}
