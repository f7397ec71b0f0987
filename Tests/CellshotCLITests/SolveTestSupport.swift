import ConstraintSystem
@testable import CellshotCLI

/// Runs `cellshot solve` on JSON text named `system.json`, without a subprocess.
func solve(_ json: String, format: OutputFormat = .json, statistics: Bool = false,
           explain: ExplanationMode = .budgeted) -> SolveOutcome {
    SolveRunner.run(Array(json.utf8), file: "system.json",
                    options: SolveOptions(format: format, showsStatistics: statistics, explanations: explain))
}

/// The message `cellshot solve` prints for a document that cannot be read, without `error: ` and the newline.
func documentError(_ json: String) -> String? {
    do {
        _ = try SystemDocument.decode(Array(json.utf8))
        return nil
    } catch {
        return error.message(file: "system.json")
    }
}

/// The outcome of a failed run: nothing on standard output, one error on standard error.
func failure(_ message: String, status: ExitStatus = .badInput) -> SolveOutcome {
    SolveOutcome(standardOutput: "", standardError: "error: \(message)\n", status: status)
}

/// The outcome of a successful run.
func success(_ output: String, warnings: String = "") -> SolveOutcome {
    SolveOutcome(standardOutput: output, standardError: warnings, status: .success)
}
