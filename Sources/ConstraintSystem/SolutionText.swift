import CellshotModel
import ConstraintSolver

/// How `cellshot solve` prints the solution on standard output.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// One JSON object: `{"W": 800, "x": 6, "y": 2}`.
    case json
    /// One `name = value` line per variable.
    case text
}

/// The text `cellshot solve` prints: the solution, warnings about broken constraints and statistics.
public enum SolutionText {
    /// The solution in `format`, ending in a newline.
    ///
    /// Variables are sorted by name. JSON keeps the solver's exact values (``JSONText/number(_:)``:
    /// `{"W": 800, "x": 6, "y": 2.5}`), as programs compare them with a tolerance; text is for people and
    /// rounds them to 1e-9 (``ReadableNumber/text(_:)``): one `W = 800` line per variable, `x = 4.8` rather
    /// than `x = 4.800000000000338`. An empty system prints `{}` (JSON) or nothing (text).
    public static func output(_ solution: SystemSolution, format: OutputFormat) -> String {
        switch format {
        case .json:
            let members = solution.values.map { "\(JSONText.quoted($0.name)): \(JSONText.number($0.value))" }
            return "{" + members.joined(separator: ", ") + "}\n"
        case .text:
            return solution.values.map { "\($0.name) = \(ReadableNumber.text($0.value))\n" }.joined()
        }
    }

    /// One warning per broken constraint or edit, each followed by the
    /// constraints it conflicts with, indented, then a note counting the broken
    /// constraints left unexplained, if any; every line ends in a newline.
    ///
    /// ```
    /// warning: broken constraint 2 (cap): y <= 100 @250 — off by 50
    ///   constraints[0] (floor): y >= 150
    /// warning: broken edit W: W == 800 @999 — off by 10
    /// note: 1 more broken constraint not explained (--explain all explains every one)
    /// ```
    public static func warnings(_ solution: SystemSolution) -> String {
        var text = ""
        for broken in solution.broken {
            let subject: String
            switch broken.origin {
            case .constraint(let entry):
                subject = "constraint \(entry.index)" + (entry.identifier.map { " (\($0))" } ?? "")
            case .edit(let edit):
                subject = "edit \(edit.name)"
            }
            text += "warning: broken \(subject): \(broken.origin.displayText) — off by "
                + "\(ReadableNumber.text(broken.violation))\n"
            for conflict in broken.conflicts ?? [] {
                text += "  \(conflict.label): \(conflict.displayText)\n"
            }
        }
        if solution.unexplained > 0 {
            let noun = solution.unexplained == 1 ? "constraint" : "constraints"
            text += "note: \(solution.unexplained) more broken \(noun) not explained (--explain all explains every one)\n"
        }
        return text
    }

    /// One line of statistics: `stats: pivots=4 substitutions=9 constraints=3 edits=1 variables=3`.
    public static func statistics(_ solution: SystemSolution, document: SystemDocument) -> String {
        "stats: pivots=\(solution.statistics.pivots) substitutions=\(solution.statistics.substitutions) "
            + "constraints=\(document.constraints.count) edits=\(document.edits.count) "
            + "variables=\(solution.values.count)\n"
    }
}
