import ConstraintSolver
import Testing

// MARK: - Helpers

private func term(_ name: String, _ coefficient: Double, _ range: Range<Int>) -> ParsedTerm {
    ParsedTerm(name: name, coefficient: coefficient, range: range)
}

private func expression(_ terms: [ParsedTerm], _ constant: Double, _ range: Range<Int>) -> ParsedExpression {
    ParsedExpression(terms: terms, constant: constant, range: range)
}

/// The error `text` fails with, or `nil` when it parses.
private func failure(_ text: String) -> SyntaxError? {
    do {
        _ = try ConstraintParser.parse(text)
        return nil
    } catch {
        return error
    }
}

// MARK: - Valid constraints

@Suite("ConstraintParser: valid constraints")
struct ConstraintParserValidTests {
    @Test func anchorPlusConstant() throws {
        let text = "title.leading == image.trailing + 16"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("title.leading", 1, 0..<13)], 0, 0..<13),
            relation: .equal,
            rhs: expression([term("image.trailing", 1, 17..<31)], 16, 17..<36),
            source: text))
    }

    @Test func multiplierAndNumericPriority() throws {
        let text = "poster.height == 1.5 * poster.width @750"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("poster.height", 1, 0..<13)], 0, 0..<13),
            relation: .equal,
            rhs: expression([term("poster.width", 1.5, 23..<35)], 0, 17..<35),
            priority: 750, priorityRange: 37..<40,
            source: text))
    }

    @Test func greaterThanOrEqualToBaseline() throws {
        let text = "body.top >= title.lastBaseline + 4"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("body.top", 1, 0..<8)], 0, 0..<8),
            relation: .greaterThanOrEqual,
            rhs: expression([term("title.lastBaseline", 1, 12..<30)], 4, 12..<34),
            source: text))
    }

    @Test func twoVariablesOnTheLeft() throws {
        let text = "x + 2*y >= 10"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("x", 1, 0..<1), term("y", 2, 6..<7)], 0, 0..<7),
            relation: .greaterThanOrEqual,
            rhs: expression([], 10, 11..<13),
            source: text))
    }

    @Test func coefficientAndPriority() throws {
        let text = "x == 3*y @750"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("x", 1, 0..<1)], 0, 0..<1),
            relation: .equal,
            rhs: expression([term("y", 3, 7..<8)], 0, 5..<8),
            priority: 750, priorityRange: 10..<13,
            source: text))
    }

    @Test func distributesAndMergesTerms() throws {
        let text = "2*(x + 3) - x/2 <= y"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("x", 1.5, 3..<4)], 6, 0..<15),
            relation: .lessThanOrEqual,
            rhs: expression([term("y", 1, 19..<20)], 0, 19..<20),
            source: text))
    }

    @Test func negatedVariable() throws {
        let text = "-x == y"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("x", -1, 1..<2)], 0, 0..<2),
            relation: .equal,
            rhs: expression([term("y", 1, 6..<7)], 0, 6..<7),
            source: text))
    }

    @Test func koreanNames() throws {
        let text = "제목.너비 >= 본문.너비 * 0.5 + 8"
        #expect(try ConstraintParser.parse(text) == ParsedConstraint(
            lhs: expression([term("제목.너비", 1, 0..<5)], 0, 0..<5),
            relation: .greaterThanOrEqual,
            rhs: expression([term("본문.너비", 0.5, 9..<14)], 8, 9..<24),
            source: text))
    }

    @Test func dottedNamesWithManyParts() throws {
        let constraint = try ConstraintParser.parse("a.b.c == _private.x1.y_2")
        #expect(constraint.lhs.terms == [term("a.b.c", 1, 0..<5)])
        #expect(constraint.rhs.terms == [term("_private.x1.y_2", 1, 9..<24)])
    }

    @Test func mergesRepeatedNamesInFirstAppearanceOrder() throws {
        let constraint = try ConstraintParser.parse("y + x + 2*y - x + x == 0")
        #expect(constraint.lhs.terms == [term("y", 3, 0..<1), term("x", 1, 4..<5)])
    }

    @Test func dropsTermsThatCancelOut() throws {
        let constraint = try ConstraintParser.parse("x + y - x == 2*z - 2*z + 1")
        #expect(constraint.lhs == expression([term("y", 1, 4..<5)], 0, 0..<9))
        #expect(constraint.rhs == expression([], 1, 13..<26))
    }

    @Test func zeroTimesAVariableIsDropped() throws {
        #expect(try ConstraintParser.parse("0 * x + y == 1").lhs.terms == [term("y", 1, 8..<9)])
        #expect(try ConstraintParser.parse("(x - x) * y == 1").lhs.terms == [])
        #expect(try ConstraintParser.parse("x * 0 * y == 1").lhs.terms == [])
    }

    @Test func negativeZeroConstantIsPositive() throws {
        let constraint = try ConstraintParser.parse("x == -0")
        #expect(constraint.rhs.constant == 0)
        #expect(constraint.rhs.constant.sign == .plus)
    }

    @Test func numberForms() throws {
        let constraint = try ConstraintParser.parse("x == .5 + 1e3 + 2.5E-1 + 1e+1 + 007")
        #expect(constraint.rhs.constant == 1017.75)
    }

    @Test func exponentNeedsDigits() throws {
        // `2e` is the number 2 followed by the name `e`.
        #expect(failure("2e == x")?.message == "expected an operator after '2', found 'e' (write '2 * e' to multiply)")
        #expect(try ConstraintParser.parse("2 * e == x").lhs.terms == [term("e", 2, 4..<5)])
    }

    @Test func unarySigns() throws {
        #expect(try ConstraintParser.parse("- - x == +y").lhs.terms == [term("x", 1, 4..<5)])
        let constraint = try ConstraintParser.parse("-(x - 2) == -+-y")
        #expect(constraint.lhs == expression([term("x", -1, 2..<3)], 2, 0..<8))
        #expect(constraint.rhs == expression([term("y", 1, 15..<16)], 0, 12..<16))
    }

    @Test func divisionByAConstant() throws {
        let constraint = try ConstraintParser.parse("x / 4 + (y + 2) / (1 + 1) == 1")
        #expect(constraint.lhs.terms == [term("x", 0.25, 0..<1), term("y", 0.5, 9..<10)])
        #expect(constraint.lhs.constant == 1)
    }

    @Test func whitespaceIsOptionalAndAnyKind() throws {
        let tight = try ConstraintParser.parse("x+2*y>=10@750")
        let loose = try ConstraintParser.parse(" \t x +\n2 * y  >=\u{00A0}10 @ 750\r\n")
        #expect(tight.lhs.terms.map(\.name) == loose.lhs.terms.map(\.name))
        #expect(tight.lhs.terms.map(\.coefficient) == loose.lhs.terms.map(\.coefficient))
        #expect(tight.rhs.constant == loose.rhs.constant)
        #expect(loose.priority == 750)
        #expect(loose.lhs.range == 3..<12)
        #expect(loose.priorityRange == 22..<25)
    }

    @Test func constantOnlySides() throws {
        let constraint = try ConstraintParser.parse("8 <= 10")
        #expect(constraint.lhs == expression([], 8, 0..<1))
        #expect(constraint.rhs == expression([], 10, 5..<7))
    }

    @Test(arguments: [
        ("required", Float(1000)), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
        ("dragThatCanResize", 510), ("sceneSizeStayPut", 500), ("dragThatCannotResize", 490),
    ])
    func namedPriorities(name: String, value: Float) throws {
        let constraint = try ConstraintParser.parse("x == y @\(name)")
        #expect(constraint.priority == value)
        #expect(constraint.priorityRange == 8..<(8 + name.count))
    }

    @Test func priorityBoundsAreInclusive() throws {
        #expect(try ConstraintParser.parse("x == y @1").priority == 1)
        #expect(try ConstraintParser.parse("x == y @1000").priority == 1000)
        #expect(try ConstraintParser.parse("x == y @999.5").priority == 999.5)
        #expect(try ConstraintParser.parse("x == y @+750").priorityRange == 8..<12)
    }
}

// MARK: - Errors

@Suite("ConstraintParser: errors")
struct ConstraintParserErrorTests {
    @Test(arguments: [
        // Missing pieces
        ("", "unexpected end of constraint, expected a number or a name", 0),
        ("   ", "unexpected end of constraint, expected a number or a name", 3),
        ("== 1", "expected a number or a name, found '=='", 0),
        ("x + 1", "unexpected end of constraint, expected a relation ('==', '<=' or '>=')", 5),
        ("x y == 1", "expected a relation ('==', '<=' or '>='), found 'y'", 2),
        ("x @750", "expected a relation ('==', '<=' or '>='), found '@'", 2),
        ("x + == 1", "expected an expression after '+', found '=='", 4),
        ("x == y +", "expected an expression after '+'", 8),
        ("x == ", "expected an expression after '=='", 5),
        ("x == -", "expected an expression after '-'", 6),
        ("x == 2 * )", "expected an expression after '*', found ')'", 9),
        ("x == ()", "expected an expression after '(', found ')'", 6),
        // Characters and relations
        ("x == $", "unexpected character '$'", 5),
        ("x == y + $ + (", "unexpected character '$'", 9),
        ("x = y", "unexpected '='; use '==' for equality", 2),
        ("x < y", "unexpected '<'; use '<=' (strict inequalities are not supported)", 2),
        ("x > y", "unexpected '>'; use '>=' (strict inequalities are not supported)", 2),
        ("x ≤ y", "unexpected '≤'; use '<='", 2),
        ("x <= y <= z", "a constraint has exactly one relation; found a second '<='", 7),
        ("x == y == z", "a constraint has exactly one relation; found a second '=='", 7),
        ("title. == 3", "expected a name after '.' in 'title.'", 6),
        ("title.2 == 3", "expected a name after '.' in 'title.'", 6),
        ("2x == 1", "expected an operator after '2', found 'x' (write '2 * x' to multiply)", 1),
        ("x == 2(y)", "expected an operator after '2', found '(' (write '2 * (…)' to multiply)", 6),
        ("x == y z", "expected an operator, a priority ('@750') or the end of the constraint, found 'z'", 7),
        ("x == y)", "unmatched ')'", 6),
        ("x) == y", "unmatched ')'", 1),
        // Parentheses
        ("x == (y + 1", "expected ')' to close '(' at 5", 11),
        ("(x + 1 == 3", "expected ')' to close '(' at 0, found '=='", 7),
        ("((x) == 3", "expected ')' to close '(' at 0, found '=='", 5),
        // Linearity and arithmetic
        ("x * y == 1", "nonlinear: cannot multiply two variables", 2),
        ("(x + 1) * (y - 1) == 0", "nonlinear: cannot multiply two variables", 8),
        ("x == 2 * y * z", "nonlinear: cannot multiply two variables", 11),
        ("x / y == 1", "nonlinear: cannot divide by an expression containing a variable", 2),
        ("2 / (x + 1) == 1", "nonlinear: cannot divide by an expression containing a variable", 2),
        ("x / 0 == 1", "division by zero", 2),
        ("x / (2 - 2) == 1", "division by zero", 2),
        ("1e999 == x", "number '1e999' is too large", 0),
        ("1e308 * 10 == x", "arithmetic overflow: the result of '*' is too large", 6),
        ("x * 1e300 * 1e10 == 1", "arithmetic overflow: the result of '*' is too large", 10),
        ("1e308 + 1e308 == x", "arithmetic overflow: the result of '+' is too large", 6),
        ("x == y / 1e-320", "arithmetic overflow: the result of '/' is too large", 7),
        ("1e200 * (1e200 * x) == 1", "arithmetic overflow: the result of '*' is too large", 6),
        // Priorities
        ("x == y @1200", "priority must be between 1 and 1000, found 1200", 8),
        ("x == y @0.5", "priority must be between 1 and 1000, found 0.5", 8),
        ("x == y @-5", "priority must be between 1 and 1000, found -5", 8),
        ("x == y @1e9", "priority must be between 1 and 1000, found 1e9", 8),
        ("x == y @high", "unknown priority name 'high' (expected a number or required, defaultHigh, defaultLow, "
            + "fittingSizeLevel, dragThatCanResize, sceneSizeStayPut, dragThatCannotResize)", 8),
        ("x == y @", "unexpected end of constraint, expected a priority after '@' "
            + "(a number from 1 to 1000 or a name such as required)", 8),
        ("x == y @ (", "expected a priority after '@' (a number from 1 to 1000 or a name such as required), "
            + "found '('", 9),
        ("x == y @750 z", "expected the end of the constraint after the priority, found 'z'", 12),
        ("x == y @750 @750", "expected the end of the constraint after the priority, found '@'", 12),
    ])
    func reportsMessageAndOffset(text: String, message: String, offset: Int) {
        let error = failure(text)
        #expect(error == SyntaxError(message: message, source: text, offset: offset))
    }

    @Test func reportsErrorsFromLeftToRight() {
        // The lexer stops at `$`, but the first mistake is the single `=`.
        #expect(failure("x = y + $")?.offset == 2)
        #expect(failure("x * y == $")?.message == "nonlinear: cannot multiply two variables")
    }

    @Test func descriptionPointsAtTheMistake() {
        #expect(failure("x y == 1")?.description == """
            expected a relation ('==', '<=' or '>='), found 'y'
              x y == 1
                ^
            """)
        #expect(failure("x == $")?.description == """
            unexpected character '$'
              x == $
                   ^
            """)
        #expect(failure("x == (y + 1")?.description == """
            expected ')' to close '(' at 5
              x == (y + 1
                         ^
            """)
        #expect(failure("title.width == 2 * poster.width * scale")?.description == """
            nonlinear: cannot multiply two variables
              title.width == 2 * poster.width * scale
                                              ^
            """)
        #expect(failure("제목.너비 == 본문.너비 @1200")?.description == """
            priority must be between 1 and 1000, found 1200
              제목.너비 == 본문.너비 @1200
                              ^
            """)
    }

    @Test func longNumbersAreShortenedInMessages() {
        let digits = "1" + String(repeating: "0", count: 400)
        let error = failure("\(digits) == x")
        #expect(error?.message == "number '\(digits.prefix(32))…' is too large")
        #expect(error?.offset == 0)
    }

    @Test func nestingUpTo200LevelsIsAccepted() throws {
        let text = String(repeating: "(", count: 200) + "x" + String(repeating: ")", count: 200) + " == 1"
        let constraint = try ConstraintParser.parse(text)
        #expect(constraint.lhs == expression([term("x", 1, 200..<201)], 0, 0..<401))
    }

    @Test func nestingDeeperThan200LevelsIsAnError() {
        let text = String(repeating: "(", count: 1000) + "x" + String(repeating: ")", count: 1000) + " == 1"
        #expect(failure(text) == SyntaxError(
            message: "expression nested too deeply (more than 200 levels of parentheses)",
            source: text, offset: 200))
    }

    @Test func longRunsOfSignsDoNotOverflowTheStack() throws {
        let text = String(repeating: "-", count: 100_001) + "x == " + String(repeating: "+", count: 100_000) + "1"
        let constraint = try ConstraintParser.parse(text)
        #expect(constraint.lhs.terms.map(\.coefficient) == [-1])
        #expect(constraint.rhs.constant == 1)
    }

    @Test func longSumsParse() throws {
        let names = (0..<20_000).map { "view\($0 % 100).width" }
        let constraint = try ConstraintParser.parse(names.joined(separator: " + ") + " <= 1")
        #expect(constraint.lhs.terms.count == 100)
        #expect(constraint.lhs.terms.allSatisfy { $0.coefficient == 200 })
        #expect(constraint.lhs.terms.first?.range == 0..<11)
    }
}

@Suite("SyntaxError: a bounded excerpt of the source")
struct SyntaxErrorExcerptTests {
    @Test func aShortSourceIsShownWhole() {
        let error = SyntaxError(message: "unexpected character '$'", source: "x == $", offset: 5)
        #expect(error.description(showingAtMost: 40) == error.description)
    }

    @Test func aLongSourceIsCutAroundTheCaret() {
        let source = String(repeating: "a", count: 50) + "$" + String(repeating: "b", count: 50)
        let error = SyntaxError(message: "unexpected character '$'", source: source, offset: 50)
        #expect(error.description(showingAtMost: 8) == """
            unexpected character '$'
              …aaaaaa$b…
                     ^
            """)
    }

    @Test func theEndOfTheSourceStaysInView() {
        let source = String(repeating: "x", count: 100)
        let start = SyntaxError(message: "m", source: source, offset: 0)
        #expect(start.description(showingAtMost: 4) == "m\n  xxxx…\n  ^")
        let end = SyntaxError(message: "m", source: source, offset: 100)
        #expect(end.description(showingAtMost: 4) == "m\n  …xxxx\n       ^")
    }
}

/// The names a constraint writes, which the solve library reports as the system's variables.
@Suite("ConstraintParser: the names written")
struct ConstraintParserNameTests {
    @Test func namesInOrderOfFirstAppearanceCancelledOnesIncluded() throws {
        #expect(try ConstraintParser.parse("x - x + y == 3").names == ["x", "y"])
        #expect(try ConstraintParser.parse("0*z >= -1").names == ["z"])
        #expect(try ConstraintParser.parse("b + a == 2*(a - c) + d @ required").names == ["b", "a", "c", "d"])
        #expect(try ConstraintParser.parse("제목.width <= 1e3 + title.width").names == ["제목.width", "title.width"])
        // A parse with no cancellation names exactly its terms, as a constraint built from terms does.
        let parsed = try ConstraintParser.parse("w == W - 2 * m")
        #expect(parsed.names == ["w", "W", "m"])
        #expect(parsed == ParsedConstraint(lhs: parsed.lhs, relation: parsed.relation, rhs: parsed.rhs, source: parsed.source))
    }
}
