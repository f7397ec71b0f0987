import CellshotModel
import ConstraintSolver

/// Why a system document could not be read: invalid JSON, a value of the wrong kind, or a constraint with a syntax error.
public enum SystemDocumentError: Error, Equatable, Sendable {
    /// The text is not JSON.
    case invalidJSON(JSONSyntaxError)
    /// A value is missing, of the wrong kind or out of range; the message says what was expected.
    case invalidValue(JSONPath, String)
    /// A constraint's text does not parse.
    case invalidConstraint(JSONPath, SyntaxError)

    /// The error as printed after `error: `, naming the file and where the mistake is.
    ///
    /// - `FILE:2:7: invalid JSON: expected ',' or '}' after an object member, found 'x'`
    /// - `FILE: constraints[2].priority: expected a number from 1 to 1000, found the number 1001`
    /// - `FILE: constraints[1]: ` followed by the syntax error's message, source and caret lines, at most
    ///   ``JSONText/quoteLimit`` characters of the source around the mistake.
    ///
    /// The file's name is escaped for the terminal (``TerminalText``).
    public func message(file: String) -> String {
        let file = TerminalText.escaped(file)
        switch self {
        case .invalidJSON(let error):
            return "\(file):\(error.line):\(error.column): invalid JSON: \(error.message)"
        case .invalidValue(let path, let message):
            return path == .root ? "\(file): \(message)" : "\(file): \(path): \(message)"
        case .invalidConstraint(let path, let error):
            return "\(file): \(path): \(error.description(showingAtMost: JSONText.quoteLimit))"
        }
    }
}
