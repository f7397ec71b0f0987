import ConstraintSystem

/// What `cellshot solve` prints and how it exits: the same outcome every command computes.
typealias SolveOutcome = CommandOutcome

/// The options of `cellshot solve`.
struct SolveOptions: Equatable, Sendable {
    /// How the solution is printed.
    var format: OutputFormat = .json
    /// Whether to print the solver's statistics on standard error.
    var showsStatistics = false
    /// Which broken constraints are explained.
    var explanations: ExplanationMode = .budgeted
}

/// Runs `cellshot solve`: reads, decodes and solves a system and renders the outcome.
enum SolveRunner {
    /// Reads the input, then solves it.
    static func run(input: SystemInput, options: SolveOptions = SolveOptions()) -> SolveOutcome {
        do {
            return run(try input.read(), file: input.displayName, options: options)
        } catch {
            return failure(error)
        }
    }

    /// Solves the JSON text `bytes`; `file` names it in messages.
    static func run(_ bytes: [UInt8], file: String, options: SolveOptions = SolveOptions()) -> SolveOutcome {
        let document: SystemDocument
        do {
            document = try SystemDocument.decode(bytes)
        } catch {
            return failure(CommandError(error, file: file))
        }
        let solution: SystemSolution
        do {
            solution = try SystemSolver(explanations: options.explanations).solve(document)
        } catch {
            return failure(CommandError(error, file: file))
        }
        var errors = SolutionText.warnings(solution)
        if options.showsStatistics { errors += SolutionText.statistics(solution, document: document) }
        return SolveOutcome(standardOutput: SolutionText.output(solution, format: options.format),
                            standardError: errors, status: .success)
    }

    private static func failure(_ error: CommandError) -> SolveOutcome {
        .failure(error)
    }
}
