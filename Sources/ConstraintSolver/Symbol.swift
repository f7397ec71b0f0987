/// A column of the tableau. Symbols are numbered in creation order, which is
/// the only order the solver ever uses to break ties: results never depend on
/// memory addresses or hash seeds.
typealias Symbol = Int

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8, Sendable {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0), or an artificial variable.
    case slack
    /// The positive or negative error of an optional constraint (≥ 0).
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy

    var isRestricted: Bool { self != .external }
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Below this magnitude a coefficient or constant counts as zero. Solver values
/// are layout points, so 1e-8 is far under anything drawn.
let epsilon = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }
