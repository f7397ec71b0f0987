/// Reads a linear constraint written as text, such as `title.leading == image.trailing + 16 @750`.
///
/// The grammar, with spaces allowed between any two tokens:
///
/// ```
/// constraint := expression relation expression ('@' priority)?
/// relation   := '==' | '<=' | '>='
/// expression := term (('+' | '-') term)*
/// term       := unary (('*' | '/') unary)*
/// unary      := ('-' | '+') unary | primary
/// primary    := number | name | '(' expression ')'
/// priority   := '-'? number | required | defaultHigh | defaultLow | fittingSizeLevel
///             | dragThatCanResize | sceneSizeStayPut | dragThatCannotResize
/// ```
///
/// Numbers are decimal (`16`, `1.5`, `.5`, `1e3`). A name is an identifier
/// (a letter of any script or `_`, then letters, digits or `_`) optionally
/// followed by `.identifier` parts, kept as one dotted name: `title.leading`,
/// `제목.width`. Priorities must be within 1…1000.
///
/// Each side is evaluated to a linear form while it is parsed, so
/// `2*(x + 3) - x/2` becomes `1.5 * x + 6`. Multiplying two expressions that
/// both contain names, dividing by one that does, dividing by zero and numbers
/// too large for a `Double` are errors. Parentheses nest at most 200 deep.
///
/// ```swift
/// let constraint = try ConstraintParser.parse("body.top >= title.lastBaseline + 4 @750")
/// constraint.lhs.terms[0].name    // "body.top"
/// constraint.rhs.constant         // 4
/// constraint.priority             // 750
/// ```
///
/// - Complexity: O(*n*) in the length of the text, times at most the nesting depth.
public enum ConstraintParser {
    /// Parses one linear constraint.
    ///
    /// - Parameter text: The constraint, such as `x + 2*y >= 10 @defaultHigh`.
    /// - Returns: Both sides as linear forms, the relation and the priority, if any.
    /// - Throws: ``SyntaxError`` naming what was expected and pointing at the
    ///   first mistake, such as `expected a relation ('==', '<=' or '>='), found 'y'`.
    public static func parse(_ text: String) throws(SyntaxError) -> ParsedConstraint {
        var parser = Parser(source: text)
        return try parser.parseConstraint()
    }

    /// How deep parentheses may nest before parsing stops with an error.
    static let maximumNesting = 200

    /// The priority names accepted after `@`, with their values, as UIKit spells them.
    static let priorityNames: [(name: String, value: Float)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
        ("dragThatCanResize", 510), ("sceneSizeStayPut", 500), ("dragThatCannotResize", 490),
    ]
}

extension ConstraintParser {
    /// A recursive-descent parser over the tokens of one constraint.
    struct Parser {
        private let source: String
        private let tokens: [Token]
        private var index = 0
        /// The end of the last token consumed, for expression ranges.
        private var consumedEnd = 0
        private var nesting = 0
        /// Where each name of the side being parsed first appears, in order of first appearance.
        private var firstAppearances = NameTable<Range<Int>>()

        init(source: String) {
            self.source = source
            self.tokens = Lexer.tokens(of: source)
        }

        mutating func parseConstraint() throws(SyntaxError) -> ParsedConstraint {
            let lhs = try parseSide(after: nil)
            let lhsNames = firstAppearances.names
            let relationToken = try peek()
            guard case .relation(let relation) = relationToken.kind else {
                throw missingRelation(found: relationToken)
            }
            advance()
            let rhs = try parseSide(after: relationToken)

            // Every name written, cancelled ones too (`x - x` is no term, but `x` is a variable of the system).
            let names = ParsedConstraint.inOrder(lhsNames, then: firstAppearances.names)
            var constraint = ParsedConstraint(lhs: lhs, relation: relation, rhs: rhs, source: source, names: names)
            let token = try peek()
            switch token.kind {
            case .end:
                break
            case .at:
                advance()
                let (priority, range) = try parsePriority()
                constraint.priority = priority
                constraint.priorityRange = range
                let last = try peek()
                guard last.kind == .end else {
                    throw error("expected the end of the constraint after the priority, found \(quoted(last.text))",
                                at: last.range.lowerBound)
                }
            case .relation:
                throw error("a constraint has exactly one relation; found a second \(quoted(token.text))",
                            at: token.range.lowerBound)
            default:
                throw unexpectedAfterExpression(found: token)
            }
            return constraint
        }

        // MARK: - Expressions

        /// Parses one side of the relation and turns its linear form into terms in order of first appearance.
        private mutating func parseSide(after context: Token?) throws(SyntaxError) -> ParsedExpression {
            firstAppearances = NameTable()
            let start = try peek().range.lowerBound
            let form = try parseExpression(after: context)
            var terms: [ParsedTerm] = []
            for (name, range) in zip(firstAppearances.names, firstAppearances.values) {
                guard let coefficient = form.coefficients[name], coefficient != 0 else { continue }
                terms.append(ParsedTerm(name: name, coefficient: coefficient, range: range))
            }
            // Adding 0 turns a negative zero into a positive one.
            return ParsedExpression(terms: terms, constant: form.constant + 0, range: start..<consumedEnd)
        }

        /// `expression := term (('+' | '-') term)*`
        private mutating func parseExpression(after context: Token?) throws(SyntaxError) -> LinearForm {
            var form = try parseTerm(after: context)
            while true {
                let token = try peek()
                let sign: Double
                switch token.kind {
                case .plus: sign = 1
                case .minus: sign = -1
                default: return form
                }
                advance()
                let term = try parseTerm(after: token)
                guard form.add(term, sign: sign) else { throw overflow(at: token) }
            }
        }

        /// `term := unary (('*' | '/') unary)*`
        ///
        /// Constant factors are multiplied together first and applied once to the
        /// one factor that contains names, so `(a + b + c) * 2 * 2` scales the
        /// sum only once.
        private mutating func parseTerm(after context: Token?) throws(SyntaxError) -> LinearForm {
            let first = try parseUnary(after: context)
            var factor = first.isConstant ? first.constant : 1
            var variable: LinearForm? = first.isConstant ? nil : first
            var lastOperator: Token?
            while true {
                let token = try peek()
                switch token.kind {
                case .star:
                    advance()
                    lastOperator = token
                    let operand = try parseUnary(after: token)
                    if operand.isConstant {
                        factor *= operand.constant
                    } else if var current = variable {
                        // A product already multiplied by 0 stays 0 whatever it is multiplied by.
                        guard factor == 0 else {
                            throw error("nonlinear: cannot multiply two variables", at: token.range.lowerBound)
                        }
                        _ = current.add(operand, sign: 1)
                        variable = current
                    } else {
                        variable = operand
                    }
                case .slash:
                    advance()
                    lastOperator = token
                    let operand = try parseUnary(after: token)
                    guard operand.isConstant else {
                        throw error("nonlinear: cannot divide by an expression containing a variable",
                                    at: token.range.lowerBound)
                    }
                    guard operand.constant != 0 else {
                        throw error("division by zero", at: token.range.lowerBound)
                    }
                    factor /= operand.constant
                default:
                    guard var result = variable else { return LinearForm(constant: factor) }
                    guard result.scale(by: factor) else { throw overflow(at: lastOperator ?? token) }
                    return result
                }
                guard factor.isFinite else { throw overflow(at: token) }
            }
        }

        /// `unary := ('-' | '+') unary | primary`, read in a loop so long runs of signs cannot overflow the stack.
        private mutating func parseUnary(after context: Token?) throws(SyntaxError) -> LinearForm {
            var isNegative = false
            var context = context
            while true {
                let token = try peek()
                if token.kind == .minus {
                    isNegative.toggle()
                } else if token.kind != .plus {
                    break
                }
                advance()
                context = token
            }
            var form = try parsePrimary(after: context)
            if isNegative {
                _ = form.scale(by: -1)
            }
            return form
        }

        /// `primary := number | name | '(' expression ')'`
        private mutating func parsePrimary(after context: Token?) throws(SyntaxError) -> LinearForm {
            let token = try peek()
            switch token.kind {
            case .number(let value):
                advance()
                return LinearForm(constant: value)
            case .name(let name):
                advance()
                if firstAppearances.position(of: name) == nil {
                    firstAppearances.set(token.range, for: name)
                }
                return LinearForm(name: name)
            case .leftParenthesis:
                guard nesting < ConstraintParser.maximumNesting else {
                    throw error("expression nested too deeply (more than \(ConstraintParser.maximumNesting) "
                                + "levels of parentheses)", at: token.range.lowerBound)
                }
                advance()
                nesting += 1
                let inner = try parseExpression(after: token)
                nesting -= 1
                let closing = try peek()
                guard closing.kind == .rightParenthesis else {
                    let message = "expected ')' to close '(' at \(token.range.lowerBound)"
                    throw error(closing.kind == .end ? message : "\(message), found \(quoted(closing.text))",
                                at: closing.range.lowerBound)
                }
                advance()
                return inner
            default:
                throw missingOperand(found: token, after: context)
            }
        }

        // MARK: - Priority

        /// `priority := '-'? number | name`, checked to be within 1…1000.
        private mutating func parsePriority() throws(SyntaxError) -> (Float, Range<Int>) {
            var token = try peek()
            let start = token.range.lowerBound
            var sign = ""
            if token.kind == .minus || token.kind == .plus, case .number = tokens[index + 1].kind {
                sign = token.text
                advance()
                token = try peek()
            }
            switch token.kind {
            case .number(let value):
                advance()
                let signed = sign == "-" ? -value : value
                guard signed >= 1 && signed <= 1000 else {
                    throw error("priority must be between 1 and 1000, found \(sign)\(token.text)", at: start)
                }
                return (Float(signed), start..<token.range.upperBound)
            case .name(let name):
                advance()
                guard let named = ConstraintParser.priorityNames.first(where: { $0.name == name }) else {
                    let names = ConstraintParser.priorityNames.map(\.name).joined(separator: ", ")
                    throw error("unknown priority name \(quoted(name)) (expected a number or \(names))", at: start)
                }
                return (named.value, token.range)
            case .end:
                throw error("unexpected end of constraint, expected a priority after '@' "
                            + "(a number from 1 to 1000 or a name such as required)", at: start)
            default:
                throw error("expected a priority after '@' (a number from 1 to 1000 or a name such as required), "
                            + "found \(quoted(token.text))", at: start)
            }
        }

        // MARK: - Tokens

        /// The next token; throws when the lexer could not read it.
        private func peek() throws(SyntaxError) -> Token {
            let token = tokens[index]
            if case .invalid(let message, let offset) = token.kind {
                throw error(message, at: offset)
            }
            return token
        }

        /// Moves past the next token; the last token (`.end` or `.invalid`) is never passed.
        private mutating func advance() {
            consumedEnd = tokens[index].range.upperBound
            if index < tokens.count - 1 {
                index += 1
            }
        }

        /// The token before the next one, if any.
        private var previous: Token? {
            index > 0 ? tokens[index - 1] : nil
        }

        // MARK: - Errors

        private func error(_ message: String, at offset: Int) -> SyntaxError {
            SyntaxError(message: message, source: source, offset: offset)
        }

        private func quoted(_ text: String) -> String {
            ConstraintParser.quoted(text)
        }

        private func overflow(at token: Token) -> SyntaxError {
            error("arithmetic overflow: the result of \(quoted(token.text)) is too large", at: token.range.lowerBound)
        }

        /// A number or a name was expected at `token`.
        private func missingOperand(found token: Token, after context: Token?) -> SyntaxError {
            let offset = token.range.lowerBound
            switch (context, token.kind) {
            case (nil, .end):
                return error("unexpected end of constraint, expected a number or a name", at: offset)
            case (nil, _):
                return error("expected a number or a name, found \(quoted(token.text))", at: offset)
            case (let context?, .end):
                return error("expected an expression after \(quoted(context.text))", at: offset)
            case (let context?, _):
                return error("expected an expression after \(quoted(context.text)), found \(quoted(token.text))",
                             at: offset)
            }
        }

        /// Something other than a relation follows the left-hand side.
        private func missingRelation(found token: Token) -> SyntaxError {
            if token.kind == .end {
                return error("unexpected end of constraint, expected a relation ('==', '<=' or '>=')",
                             at: token.range.lowerBound)
            }
            if let hint = misplacedTokenHint(token) {
                return hint
            }
            return error("expected a relation ('==', '<=' or '>='), found \(quoted(token.text))",
                         at: token.range.lowerBound)
        }

        /// Something other than an operator, a priority or the end follows the right-hand side.
        private func unexpectedAfterExpression(found token: Token) -> SyntaxError {
            if let hint = misplacedTokenHint(token) {
                return hint
            }
            return error("expected an operator, a priority ('@750') or the end of the constraint, "
                         + "found \(quoted(token.text))", at: token.range.lowerBound)
        }

        /// A closer message for an unmatched `)` or a missing `*` after a number.
        private func misplacedTokenHint(_ token: Token) -> SyntaxError? {
            switch token.kind {
            case .rightParenthesis:
                return error("unmatched ')'", at: token.range.lowerBound)
            case .name, .number, .leftParenthesis:
                guard let previous, case .number = previous.kind else { return nil }
                let operand = token.kind == .leftParenthesis ? "(…)" : token.text
                return error("expected an operator after \(quoted(previous.text)), found \(quoted(token.text)) "
                             + "(write '\(previous.text) * \(operand)' to multiply)", at: token.range.lowerBound)
            default:
                return nil
            }
        }
    }
}
