import ConstraintSolver

/// Variable names in the parser's syntax. The names a constraint's text holds are the parser's own record of
/// them, ``ParsedConstraint/names`` (cancelled ones included): one lexer of the syntax.
public enum ConstraintNames {
    /// Whether `name` is one variable name in the parser's syntax: `W`, `title.width`, `제목` — an identifier
    /// with optional `.identifier` parts.
    public static func isVariableName(_ name: String) -> Bool {
        var expectsStart = true
        for character in name {
            if expectsStart {
                guard ConstraintParser.isIdentifierStart(character) else { return false }
                expectsStart = false
            } else if character == "." {
                expectsStart = true
            } else if !ConstraintParser.isIdentifierContinuation(character) {
                return false
            }
        }
        return !expectsStart
    }
}
