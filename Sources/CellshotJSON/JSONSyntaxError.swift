/// A mistake in JSON text and where it is, by line and column.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming what was expected: `expected ',' or '}' after an object member, found 'x'`.
    public var message: String
    /// The line of the offending character, from 1.
    public var line: Int
    /// The column of the offending character, from 1, counted in Unicode scalars.
    public var column: Int
    /// What is wrong without anything of the text, not even the character found: `expected ',' or '}' after an
    /// object member`. A file that is not a list document of the documents' folder (a link to a runner's
    /// secret) is reported with it, so that not one of its bytes reaches a log.
    public var unquotedMessage: String

    /// `line 2, column 7: message`.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// Creates a syntax error.
    /// - Parameters:
    ///   - message: what is wrong.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        unquotedMessage = message
        self.line = line
        self.column = column
    }

    /// Errors are equal when they say the same at the same place (``unquotedMessage`` is the same message, cut).
    public static func == (lhs: JSONSyntaxError, rhs: JSONSyntaxError) -> Bool {
        lhs.message == rhs.message && lhs.line == rhs.line && lhs.column == rhs.column
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(line)
        hasher.combine(column)
    }
}
