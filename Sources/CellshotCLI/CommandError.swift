import CellshotModel
import ConstraintSystem

/// The exit statuses of `cellshot` commands.
enum ExitStatus: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// The input was fine but a check failed (reserved for verifying commands).
    case verificationFailed = 1
    /// The input is wrong: unreadable, not JSON, of the wrong shape, a syntax
    /// error, or required constraints that cannot all hold.
    case badInput = 2
    /// The solver failed on valid input: a bug or numeric trouble.
    case internalError = 3
}

/// An error a command prints on standard error (after `error: `) before exiting with ``status``.
struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, without the `error: ` prefix; it may span several lines.
    var message: String
    /// The exit status.
    var status: ExitStatus
    /// The document the error is about, and the line and column of the mistake when known: where a CI
    /// annotation points (``GitHubAnnotations``).
    var location: SourceLocation?

    /// `error: ` followed by the message, safe to print on a terminal: control characters that the
    /// message's parts did not escape already are escaped (``TerminalText``), its line breaks kept.
    var description: String { "error: \(TerminalText.escaped(message, keepingLineBreaks: true))" }

    /// Creates an error.
    init(_ message: String, status: ExitStatus, location: SourceLocation? = nil) {
        self.message = message
        self.status = status
        self.location = location
    }

    /// A document that could not be read: exit status 2.
    init(_ error: SystemDocumentError, file: String) {
        self.init(error.message(file: file), status: .badInput, location: SourceLocation(file: file))
    }

    /// A document the solver could not solve: status 2 when required
    /// constraints conflict or a constraint is rejected, 3 for an internal error.
    ///
    /// ```
    /// FILE: constraints[3] (too-narrow) cannot be satisfied together with:
    ///   constraints[0] (leading): left == 10
    /// ```
    /// Without an `id`, the failed constraint is named by its text: `constraints[3] (width <= 10)`.
    init(_ error: SystemSolverError, file: String) {
        let file = TerminalText.escaped(file)
        switch error {
        case let .unsatisfiable(entry, conflicts) where conflicts.isEmpty:
            self.init("\(file): \(Self.name(entry)) can never be satisfied", status: .badInput)
        case let .unsatisfiable(entry, conflicts):
            let lines = conflicts.map { "\n  \(TerminalText.escaped($0.label)): \(TerminalText.escaped($0.displayText))" }
                .joined()
            self.init("\(file): \(Self.name(entry)) cannot be satisfied together with:\(lines)", status: .badInput)
        case let .rejected(entry, reason):
            self.init("\(file): \(entry.path): the solver rejected \(TerminalText.escaped(entry.displayText)): \(reason)",
                      status: .badInput)
        case let .notFinite(variable, value):
            self.init("\(file): the solution is not finite: \(TerminalText.escaped(variable)) = \(value) (the system's "
                      + "numbers multiply beyond 1.8e308, a Double's range)", status: .badInput)
        case let .internalError(context):
            self.init("\(file): internal solver error: \(context)", status: .internalError)
        }
    }

    /// A file that could not be read: exit status 2.
    static func unreadable(_ file: String, reason: String) -> CommandError {
        CommandError("\(TerminalText.escaped(file)): cannot read the file: \(reason)", status: .badInput)
    }

    /// `constraints[3] (too-narrow)`, or `constraints[3] (width <= 10)` without an id.
    private static func name(_ entry: SystemConstraint) -> String {
        "\(entry.path) (\(TerminalText.escaped(entry.identifier ?? entry.displayText)))"
    }
}

/// A place in a document, for an annotation: the file, and the line and column when known.
struct SourceLocation: Equatable, Sendable {
    /// The document's path as given.
    var file: String
    /// The line, from 1.
    var line: Int?
    /// The column, from 1.
    var column: Int?

    /// `FILE:LINE:COL` (or `FILE` without a line), escaped for the terminal: how messages begin.
    var prefix: String {
        var text = TerminalText.escaped(file)
        if let line, let column { text += ":\(line):\(column)" }
        return text
    }
}
