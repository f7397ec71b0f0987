import CellshotLayout
import CellshotTestSupport
import ConstraintSolver
import Testing

// MARK: - Helpers

private func view(_ name: String, _ range: Range<Int>, _ predicates: [VisualFormatPredicate] = []) -> VisualFormatView {
    VisualFormatView(name: name, nameRange: range, predicates: predicates)
}

private func constant(
    _ relation: Relation, _ value: Double, priority: Float? = nil, _ range: Range<Int>
) -> VisualFormatPredicate {
    VisualFormatPredicate(relation: relation, object: .constant(value), priority: priority, range: range)
}

/// The error `text` fails with, or `nil` when it parses.
private func failure(_ text: String, metrics: [String: Double] = [:]) -> SyntaxError? {
    do {
        _ = try VisualFormatParser.parse(text, metrics: metrics)
        return nil
    } catch {
        return error
    }
}

// MARK: - Valid formats

@Suite("VisualFormatParser: valid formats")
struct VisualFormatParserValidTests {
    @Test func everyKindOfConnectionAndPredicate() throws {
        let text = "H:|-[icon(24)]-16-[title(>=100@750)]-(>=8)-[badge(==icon)]-|"
        #expect(try VisualFormatParser.parse(text) == VisualFormat(
            orientation: .horizontal,
            leadingSuperview: .standard,
            views: [
                view("icon", 5..<9, [constant(.equal, 24, 10..<12)]),
                view("title", 19..<24, [constant(.greaterThanOrEqual, 100, priority: 750, 25..<34)]),
                view("badge", 44..<49, [
                    VisualFormatPredicate(relation: .equal, object: .view("icon"), range: 50..<56),
                ]),
            ],
            connections: [
                .predicates([constant(.equal, 16, 15..<17)]),
                .predicates([constant(.greaterThanOrEqual, 8, 38..<41)]),
            ],
            trailingSuperview: .standard,
            source: text))
    }

    @Test func verticalFlushViewsBetweenSuperviewEdges() throws {
        let text = "V:|[a][b]|"
        #expect(try VisualFormatParser.parse(text) == VisualFormat(
            orientation: .vertical,
            leadingSuperview: .flush,
            views: [view("a", 4..<5), view("b", 7..<8)],
            connections: [.flush],
            trailingSuperview: .flush,
            source: text))
    }

    @Test func metricSpacing() throws {
        let text = "[a]-pad-[b]"
        #expect(try VisualFormatParser.parse(text, metrics: ["pad": 12]) == VisualFormat(
            views: [view("a", 1..<2), view("b", 9..<10)],
            connections: [.predicates([constant(.equal, 12, 4..<7)])],
            source: text))
    }

    @Test func predicateListWithPriorityToTheSuperview() throws {
        let text = "|-(==10@500,>=4)-[a]"
        #expect(try VisualFormatParser.parse(text) == VisualFormat(
            leadingSuperview: .predicates([
                constant(.equal, 10, priority: 500, 3..<11),
                constant(.greaterThanOrEqual, 4, 12..<15),
            ]),
            views: [view("a", 18..<19)],
            source: text))
    }

    @Test func standardSpacingAndDefaultOrientation() throws {
        let text = "[a]-[b]"
        #expect(try VisualFormatParser.parse(text) == VisualFormat(
            orientation: .horizontal,
            views: [view("a", 1..<2), view("b", 5..<6)],
            connections: [.standard],
            source: text))
    }

    @Test func singleView() throws {
        #expect(try VisualFormatParser.parse("[a]") == VisualFormat(views: [view("a", 1..<2)], source: "[a]"))
        #expect(try VisualFormatParser.parse("H:[a]").orientation == .horizontal)
    }

    @Test func superviewOnOneSideOnly() throws {
        let leading = try VisualFormatParser.parse("|-[a]")
        #expect(leading.leadingSuperview == .standard)
        #expect(leading.trailingSuperview == nil)
        let trailing = try VisualFormatParser.parse("V:[a]-20-|")
        #expect(trailing.leadingSuperview == nil)
        #expect(trailing.trailingSuperview == .predicates([constant(.equal, 20, 6..<8)]))
    }

    @Test func negativeNumbers() throws {
        let parenthesized = try VisualFormatParser.parse("[a]-(-5)-[b]")
        #expect(parenthesized.connections == [.predicates([constant(.equal, -5, 5..<7)])])
        let simple = try VisualFormatParser.parse("[a]--5-[b]")
        #expect(simple.connections == [.predicates([constant(.equal, -5, 4..<6)])])
        let size = try VisualFormatParser.parse("[a(>=-2.5)]")
        #expect(size.views[0].predicates == [constant(.greaterThanOrEqual, -2.5, 3..<9)])
    }

    @Test func numberForms() throws {
        let format = try VisualFormatParser.parse("[a(.5,1.5,1e2,25E-1)]")
        #expect(format.views[0].predicates.map(\.object) == [.constant(0.5), .constant(1.5), .constant(100), .constant(2.5)])
    }

    @Test func spacesBetweenTokens() throws {
        let text = " V : | - 10 - [ a ( >= 50 @ 750 , <= b ) ] - | "
        #expect(try VisualFormatParser.parse(text) == VisualFormat(
            orientation: .vertical,
            leadingSuperview: .predicates([constant(.equal, 10, 9..<11)]),
            views: [view("a", 16..<17, [
                constant(.greaterThanOrEqual, 50, priority: 750, 20..<31),
                VisualFormatPredicate(relation: .lessThanOrEqual, object: .view("b"), range: 34..<38),
            ])],
            trailingSuperview: .standard,
            source: text))
    }

    @Test func metricsInViewPredicatesAndPriorities() throws {
        let format = try VisualFormatParser.parse("[a(>=width@low,other)]", metrics: ["width": 40, "low": 250])
        #expect(format.views[0].predicates == [
            constant(.greaterThanOrEqual, 40, priority: 250, 3..<14),
            VisualFormatPredicate(relation: .equal, object: .view("other"), range: 15..<20),
        ])
    }

    @Test func metricNamesWinOverViewNames() throws {
        let format = try VisualFormatParser.parse("[a(icon)][icon]", metrics: ["icon": 24])
        #expect(format.views[0].predicates == [constant(.equal, 24, 3..<7)])
    }

    @Test func koreanViewNames() throws {
        let text = "H:|-[제목]-[본문_2]-|"
        #expect(try VisualFormatParser.parse(text) == VisualFormat(
            leadingSuperview: .standard,
            views: [view("제목", 5..<7), view("본문_2", 10..<14)],
            connections: [.standard],
            trailingSuperview: .standard,
            source: text))
    }

    @Test func documentExampleFromTheDesign() throws {
        let format = try VisualFormatParser.parse("V:|-10-[title]-10-[body]-10-|")
        #expect(format.views.map(\.name) == ["title", "body"])
        #expect(format.leadingSuperview == .predicates([constant(.equal, 10, 4..<6)]))
        #expect(format.connections == [.predicates([constant(.equal, 10, 15..<17)])])
        #expect(format.trailingSuperview == .predicates([constant(.equal, 10, 25..<27)]))
    }
}

// MARK: - Errors

@Suite("VisualFormatParser: errors")
struct VisualFormatParserErrorTests {
    @Test(arguments: [
        // Structure
        ("", "empty visual format, expected a view '[name]'", 0),
        ("  ", "empty visual format, expected a view '[name]'", 2),
        ("X:[a]", "unknown orientation 'X' (expected H or V)", 0),
        ("h:[a]", "unknown orientation 'h' (expected H or V)", 0),
        ("H[a]", "expected ':' after the orientation 'H'", 1),
        ("abc", "expected a view '[name]', found 'abc' (write '[abc]')", 0),
        ("H:", "expected a view '[name]' after 'H:'", 2),
        ("V:-[a]", "expected a view '[name]' after 'V:', found '-'", 2),
        ("|", "expected a view '[name]' after '|'", 1),
        ("||[a]", "expected a view '[name]' after '|', found '|'", 1),
        ("|-", "expected a view '[name]' after '-'", 2),
        ("[a]-", "expected a view '[name]' after '-'", 4),
        ("[a]-10-", "expected a view '[name]' after '-'", 7),
        ("|-(>=8)-", "expected a view '[name]' after '-'", 8),
        ("[a]-x", "unknown metric 'x'", 4),
        ("[a]-)", "expected a view '[name]' after '-', found ')'", 4),
        ("[a]--[b]", "two connections in a row, expected a view '[name]' between them", 4),
        ("[a]-10--[b]", "two connections in a row, expected a view '[name]' between them", 7),
        ("[a]|[b]", "'|' (the superview) can only appear at the start or the end of the format", 3),
        ("|[a]-|-[b]-|", "'|' (the superview) can only appear at the start or the end of the format", 5),
        ("V:|-[a]-|-", "expected the end of the format after the trailing '|', found '-'", 9),
        ("[a]||", "expected the end of the format after the trailing '|', found '|'", 4),
        ("[a]x", "expected '-', '[', '|' or the end of the format after '[a]', found 'x'", 3),
        ("[a] (10)", "expected '-', '[', '|' or the end of the format after '[a]', found '('", 4),
        // Views
        ("[a", "expected ']' to close the view started at 0", 2),
        ("|-[ab(10)-[c]", "expected ']' to close the view started at 2, found '-'", 9),
        ("[a b]", "expected ']' to close the view started at 0, found 'b'", 3),
        ("[a.b]", "expected ']' to close the view started at 0, found '.'", 2),
        ("[]", "empty view name, expected a name between '[' and ']'", 1),
        ("[ ]", "empty view name, expected a name between '[' and ']'", 2),
        ("[", "expected a view name after '['", 1),
        ("[1a]", "expected a view name after '[', found '1'", 1),
        // Predicates
        ("[a()]", "expected a number, a metric or a view name after '(', found ')'", 3),
        ("[a(10,)]", "expected a number, a metric or a view name after ',', found ')'", 6),
        ("[a(>=)]", "expected a number, a metric or a view name after '>=', found ')'", 5),
        ("[a]-()-[b]", "expected a number or a metric after '(', found ')'", 5),
        ("[a(10]", "expected ')' to close the predicate list started at 2, found ']'", 5),
        ("[a(10", "expected ')' to close the predicate list started at 2", 5),
        ("[a(10 20)]", "expected ')' to close the predicate list started at 2, found '20'", 6),
        ("[a]-(10-[b]", "expected ')' to close the predicate list started at 4, found '-'", 7),
        ("[a]-(10)[b]", "expected '-' after ')', found '['", 8),
        ("[a]-10[b]", "expected '-' after '10', found '['", 6),
        ("[a]-10", "expected '-' after '10'", 6),
        ("[a]->=8-[b]", "a relation in a spacing must be in parentheses, as in '-(>=8)-'", 4),
        ("[a]-10@500-[b]", "a priority in a spacing must be in parentheses, as in '-(8@750)-'", 6),
        ("[a(=10)]", "unexpected '='; use '==' for equality", 3),
        ("[a(<10)]", "unexpected '<'; use '<=' (strict inequalities are not supported)", 3),
        ("[a]-pad-[b]", "unknown metric 'pad'", 4),
        ("[a]-(>=gap)-[b]", "unknown metric 'gap'", 7),
        ("[a(1e999)]", "number '1e999' is too large", 3),
        // Priorities
        ("[a(10@p)]", "unknown metric 'p' (a priority must be a number or a metric)", 6),
        ("[a(10@1200)]", "priority must be between 1 and 1000, found 1200", 6),
        ("[a(10@0)]", "priority must be between 1 and 1000, found 0", 6),
        ("|-(10@-5)-[a]", "priority must be between 1 and 1000, found -5", 6),
        ("[a(10@)]", "expected a priority (a number or a metric) after '@', found ')'", 6),
        ("[a(10@", "expected a priority (a number or a metric) after '@'", 6),
    ])
    func reportsMessageAndOffset(text: String, message: String, offset: Int) {
        #expect(failure(text) == SyntaxError(message: message, source: text, offset: offset))
    }

    @Test func metricPrioritiesAreCheckedToo() {
        #expect(failure("[a(10@p)]", metrics: ["p": 1200])?.message
            == "priority must be between 1 and 1000, found 1200 (metric 'p')")
        #expect(failure("[a(10@p)]", metrics: ["p": 0.5])?.message
            == "priority must be between 1 and 1000, found 0.5 (metric 'p')")
    }

    @Test func metricsMustBeFinite() {
        #expect(failure("[a]-m-[b]", metrics: ["m": .infinity])
            == SyntaxError(message: "metric 'm' is not a finite number (inf)", source: "[a]-m-[b]", offset: 4))
    }

    @Test func descriptionPointsAtTheMistake() {
        #expect(failure("[a]-")?.description == """
            expected a view '[name]' after '-'
              [a]-
                  ^
            """)
        #expect(failure("H:|-[title(>=100@750]-|")?.description == """
            expected ')' to close the predicate list started at 10, found ']'
              H:|-[title(>=100@750]-|
                                  ^
            """)
        #expect(failure("X:|[a]|")?.description == """
            unknown orientation 'X' (expected H or V)
              X:|[a]|
              ^
            """)
        #expect(failure("[a]|[b]")?.description == """
            '|' (the superview) can only appear at the start or the end of the format
              [a]|[b]
                 ^
            """)
    }

    @Test(arguments: 1...20)
    func randomTextNeverTraps(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let fragments = [
            "H:", "V:", "X:", "|", "-", "-", "[", "]", "a", "제목", "(", ")", ">=", "<=", "==", "=", "@", "750", ",",
            "10", "-5", "pad", " ", "1e999", "1200", ".",
        ]
        for _ in 0..<200 {
            let text = (0..<Int(random.next() % 14)).map { _ in random.element(of: fragments) }.joined()
            do {
                let format = try VisualFormatParser.parse(text, metrics: ["pad": 8])
                #expect(!format.views.isEmpty)
                #expect(format.connections.count == format.views.count - 1)
            } catch {
                #expect(error.source == text)
                #expect((0...text.count).contains(error.offset), "\(text)")
                #expect(error.description.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
            }
        }
    }

    @Test func longFormatsParse() throws {
        let text = "|" + (0..<5_000).map { "-[view\($0)(>=10@750)]" }.joined() + "-|"
        let format = try VisualFormatParser.parse(text)
        #expect(format.views.count == 5_000)
        #expect(format.connections.count == 4_999)
    }
}
