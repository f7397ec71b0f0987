import ConstraintSolver

/// Why a layout could not be built.
public enum LayoutError: Error, Sendable, Equatable {
    /// A constraint relates an x-axis position to a y-axis position.
    case mixedAxes(String)
    /// A constraint mixes leading/trailing with left/right (UIKit refuses this too).
    case mixedDirections(String)
    /// A constraint refers to an item that is not in the laid-out tree.
    case itemOutsideLayout(String, String)
    /// A number is NaN or infinite.
    case invalidNumber(String)
    /// The solver refused a constraint for a reason other than a conflict (a bad priority, say).
    case invalidConstraint(String, String)
    /// The solver failed; the error carries the constraint or variable at fault.
    case solver(SolverError)
}

extension LayoutError: CustomStringConvertible {
    /// A sentence naming the constraint or item at fault.
    public var description: String {
        switch self {
        case let .mixedAxes(constraint):
            "cannot relate an x-axis position to a y-axis position: \(constraint)"
        case let .mixedDirections(constraint):
            "cannot mix leading/trailing with left/right in one constraint: \(constraint)"
        case let .itemOutsideLayout(item, root):
            "'\(item)' is not inside '\(root)', the view being laid out"
        case let .invalidNumber(context):
            "not a finite number: \(context)"
        case let .invalidConstraint(constraint, reason):
            "invalid constraint \(constraint): \(reason)"
        case let .solver(error):
            "solver failure: \(error)"
        }
    }
}

/// Something the layout engine noticed and worked around.
public enum LayoutDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// A required constraint conflicted with others; it was broken (left out),
    /// as UIKit does.
    case unsatisfiable(broken: String, conflicts: [String])
    /// An optional constraint gave way to higher-priority ones (listed; empty
    /// when it gave way to the errors of other broken constraints).
    case brokenOptional(constraint: String, conflicts: [String])
    /// An item's frame is not fully determined on an axis; `free` names the
    /// undetermined parts (`x`, `width`, `y`, `height`).
    case ambiguous(item: String, axis: Axis, free: [String])
    /// The solution gave an item a negative width or height (`size`); it is drawn zero-sized, as UIKit
    /// draws a view whose frame the engine left negative.
    case negativeSize(item: String, axis: Axis, size: Double)

    /// UIKit-style text.
    public var description: String {
        switch self {
        case let .unsatisfiable(broken, conflicts):
            let list = (conflicts + [broken]).map { "    \($0)" }.joined(separator: "\n")
            return "Unable to simultaneously satisfy constraints.\n\(list)\n"
                + "Will attempt to recover by breaking constraint\n    \(broken)"
        case let .brokenOptional(constraint, conflicts):
            guard !conflicts.isEmpty else { return "Optional constraint not satisfied:\n    \(constraint)" }
            let list = conflicts.map { "    \($0)" }.joined(separator: "\n")
            return "Optional constraint not satisfied:\n    \(constraint)\nIt gives way to the higher-priority constraints\n\(list)"
        case let .ambiguous(item, axis, free):
            return "Ambiguous layout: \(item) has an undetermined \(free.joined(separator: " and ")) "
                + "(\(axis.rawValue) axis)"
        case let .negativeSize(item, axis, size):
            return "Negative size: \(item) would be \(formatNumber(size)) points \(axis == .horizontal ? "wide" : "high"); "
                + "drawn zero-sized"
        }
    }
}
