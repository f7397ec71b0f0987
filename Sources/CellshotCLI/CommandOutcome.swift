import ArgumentParser
import Foundation

/// What a command prints and how it exits, computed without touching the terminal, so tests can
/// run a command in-process and compare all three at once.
struct CommandOutcome: Equatable, Sendable {
    /// The text for standard output: the command's result, or nothing on error.
    var standardOutput: String
    /// The text for standard error: warnings, statistics, or the error message.
    var standardError: String
    /// The exit status.
    var status: ExitStatus

    /// A successful outcome.
    static func success(_ standardOutput: String = "", standardError: String = "") -> CommandOutcome {
        CommandOutcome(standardOutput: standardOutput, standardError: standardError, status: .success)
    }

    /// A failed outcome: nothing on standard output, the error's one message on standard error.
    static func failure(_ error: CommandError) -> CommandOutcome {
        CommandOutcome(standardOutput: "", standardError: "\(error)\n", status: error.status)
    }

    /// A failed outcome with, unless `title` is `nil`, the error as a GitHub Actions annotation so titled, on
    /// standard output (at the document's line and column when the mistake has them, so that it shows on the
    /// pull request beside the line).
    static func failure(_ error: CommandError, annotatedAs title: String?) -> CommandOutcome {
        var outcome = failure(error)
        if let title { outcome.standardOutput += GitHubAnnotations.error(error, title: title) + "\n" }
        return outcome
    }

    /// Prints both texts and turns a failing status into the process's exit code.
    func finish() throws {
        FileHandle.standardOutput.write(Data(standardOutput.utf8))
        FileHandle.standardError.write(Data(standardError.utf8))
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
