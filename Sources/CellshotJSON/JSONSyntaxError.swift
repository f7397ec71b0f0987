/// A mistake in JSON text and where it is, by line and column.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming what was expected: `expected ',' or '}' after an object member, found 'x'`.
    public var message: String
    /// The line of the offending character, from 1.
    public var line: Int
    /// The column of the offending character, from 1, counted in Unicode scalars.
    public var column: Int

    /// `line 2, column 7: message`.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// Creates a syntax error.
    /// - Parameters:
    ///   - message: what is wrong.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
