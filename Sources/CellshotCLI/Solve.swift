import ArgumentParser
import ConstraintSystem

/// `cellshot solve system.json`: solves a constraint system written as JSON and prints every variable's value.
struct Solve: ParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solves a constraint system written as JSON and prints every variable's value.",
        discussion: """
            The system is an object with "constraints" (strings such as "x + 2*y >= 10 @750", or objects \
            with "expr", "priority" and "id") and optional "edits" ({"W": {"value": 800, "priority": 999}}). \
            Broken optional constraints are reported on standard error. Exit status: 0 solved, \
            2 bad input or required constraints that conflict, 3 internal solver error. See docs/solve.md.
            """
    )

    /// The system's path, or `-` for standard input.
    @Argument(help: ArgumentHelp("The system as JSON; '-' reads standard input.", valueName: "system.json"))
    var file: String

    /// How to print the solution.
    @Option(help: "How to print the solution: json (one object) or text ('name = value' lines).")
    var format: OutputFormat = .json

    /// Whether to print the solver's statistics on standard error.
    @Flag(name: .customLong("stats"), help: "Print the solver's pivots and substitutions on standard error.")
    var showsStatistics = false

    /// Which broken constraints to explain.
    @Option(help: ArgumentHelp(
        "Which broken constraints to explain: budget (as many as a fixed amount of work allows; the default), "
            + "all, first:N or none.", valueName: "budget|all|first:N|none"))
    var explain: ExplanationMode = .budgeted

    /// Solves the system, prints the outcome and exits with its status.
    func run() throws {
        let options = SolveOptions(format: format, showsStatistics: showsStatistics, explanations: explain)
        let outcome = SolveRunner.run(input: SystemInput(argument: file), options: options)
        try outcome.finish()
    }
}
