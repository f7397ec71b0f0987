import ConstraintSolver

/// Which broken constraints `cellshot solve` explains (`--explain`).
///
/// Explaining a broken constraint costs about as much as the rows of the tableau it reads, but a
/// system can break thousands; the default spends at most a fixed budget of work (counted, not
/// timed, so the output is the same on every machine) and says how many it left unexplained.
public enum ExplanationMode: Equatable, Sendable, CustomStringConvertible {
    /// Explain broken constraints, in order, until ``defaultBudget`` units of work are spent.
    case budgeted
    /// Explain every broken constraint, whatever it costs.
    case all
    /// Explain the first `count` broken constraints (constraints, then edits, in document order).
    case first(Int)
    /// Explain none.
    case none

    /// The work the default spends on explanations: a few tens of milliseconds on a 2020s machine.
    public static let defaultBudget = 300_000

    /// Reads `budget`, `all`, `none` or `first:N` (`first N` is accepted too).
    public init?(argument: String) {
        switch argument {
        case "budget": self = .budgeted
        case "all": self = .all
        case "none": self = .none
        default:
            let parts = argument.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "=" })
            guard parts.count == 2, parts[0] == "first", let count = Int(parts[1]), count >= 0 else { return nil }
            self = .first(count)
        }
    }

    public var description: String {
        switch self {
        case .budgeted: "budget"
        case .all: "all"
        case .first(let count): "first:\(count)"
        case .none: "none"
        }
    }

    /// Every spelling ``init(argument:)`` reads, for help texts.
    public static var allValueStrings: [String] { ["budget", "all", "first:N", "none"] }

    /// The work budget for this mode, shared by all the broken constraints of one system.
    public var budget: ExplanationBudget {
        switch self {
        case .budgeted: ExplanationBudget(units: Self.defaultBudget)
        case .all, .first: .unlimited
        case .none: ExplanationBudget(units: 0)
        }
    }

    /// How many broken constraints may be explained at most.
    public var countLimit: Int {
        switch self {
        case .first(let count): count
        case .none: 0
        case .budgeted, .all: .max
        }
    }
}
