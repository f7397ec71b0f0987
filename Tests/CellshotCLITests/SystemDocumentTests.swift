import CellshotTestSupport
import ConstraintSystem
import Testing
@testable import CellshotCLI

/// Reading documents: what is accepted and how it is parsed.
@Suite struct SystemDocumentTests {
    @Test func readsStringAndObjectConstraints() throws {
        let json = """
            {"constraints": ["x + 2*y >= 10", "x == 3*y @750", {"expr": " y <= 100 ", "priority": 250, "id": "cap"}],
             "edits": {"W": {"value": 800, "priority": 999}, "H": 12.5}}
            """
        let document = try SystemDocument.decode(Array(json.utf8))
        #expect(document.constraints.map(\.priority) == [1000, 750, 250])
        #expect(document.constraints.map(\.identifier) == [nil, nil, "cap"])
        #expect(document.constraints.map(\.label) == ["constraints[0]", "constraints[1]", "constraints[2] (cap)"])
        #expect(document.constraints.map(\.displayText) == ["x + 2*y >= 10", "x == 3*y @750", "y <= 100 @250"])
        #expect(document.edits.map(\.name) == ["W", "H"])
        #expect(document.edits.map(\.priority) == [999, 999])
        #expect(document.edits.map(\.displayText) == ["W == 800 @999", "H == 12.5 @999"])
        #expect(document.variableNames == ["x", "y", "W", "H"])
    }

    @Test func acceptsAPriorityGivenTwiceWithTheSameValue() throws {
        let document = try SystemDocument.decode(Array(#"{"constraints": [{"expr": "x == 1 @750", "priority": 750}]}"#.utf8))
        #expect(document.constraints[0].priority == 750)
        #expect(document.constraints[0].displayText == "x == 1 @750")
    }

    @Test func treatsNullAsAbsentForOptionalKeys() throws {
        let json = #"{"constraints": [{"expr": "x == 1", "priority": null, "id": null}], "edits": null}"#
        let document = try SystemDocument.decode(Array(json.utf8))
        #expect(document.constraints[0].priority == 1000)
        #expect(document.constraints[0].identifier == nil)
        #expect(document.edits.isEmpty)
    }

    @Test func readsExponentsAndNamedPriorities() throws {
        let json = #"{"constraints": [{"expr": "x >= 1e3", "priority": 1e2}, "y <= 2 @defaultLow"]}"#
        let document = try SystemDocument.decode(Array(json.utf8))
        #expect(document.constraints.map(\.priority) == [100, 250])
        #expect(document.constraints[0].parsed.rhs.constant == 1000)
    }

    @Test func findsNamesTheParserDrops() throws {
        let json = #"{"constraints": ["a.b - a.b + 2e3 * c >= .5 + _d1 @750"]}"#
        let document = try SystemDocument.decode(Array(json.utf8))
        #expect(document.variableNames == ["a.b", "c", "_d1"])
    }

    @Test func checksVariableNames() {
        #expect(ConstraintNames.isVariableName("W"))
        #expect(ConstraintNames.isVariableName("title.width"))
        #expect(ConstraintNames.isVariableName("제목"))
        #expect(!ConstraintNames.isVariableName(""))
        #expect(!ConstraintNames.isVariableName("a b"))
        #expect(!ConstraintNames.isVariableName("1x"))
        #expect(!ConstraintNames.isVariableName("a."))
        #expect(!ConstraintNames.isVariableName("x+1"))
    }
}

/// The exact message for every kind of document that cannot be read.
@Suite struct DocumentErrorTests {
    @Test(arguments: [
        ("[]", #"system.json: expected an object with a "constraints" array, found an array"#),
        ("{}", #"system.json: missing "constraints" (an array of constraints)"#),
        (#"{"constraints": {}}"#, "system.json: constraints: expected an array of constraints, found an object"),
        (#"{"constraints": null}"#, "system.json: constraints: expected an array of constraints, found null"),
        (#"{"constraints": [true]}"#,
         #"system.json: constraints[0]: expected a constraint (a string such as "x + 2*y >= 10", or an object with "expr"), found true"#),
        (#"{"constraints": [{"priority": 5}]}"#,
         #"system.json: constraints[0]: missing "expr" (the constraint as text, such as "x + 2*y >= 10")"#),
        (#"{"constraints": ["x == 1", {"expr": 3}]}"#,
         "system.json: constraints[1].expr: expected the constraint as a string, found the number 3"),
        (#"{"constraints": [{"expr": "x == 1", "prio": 5}]}"#,
         #"system.json: constraints[0].prio: unknown key; a constraint object has "expr", "priority" and "id""#),
        (#"{"constraints": [{"expr": "x == 1", "id": 7}]}"#, "system.json: constraints[0].id: expected a string, found the number 7"),
    ])
    func rejectsValuesOfTheWrongKind(json: String, message: String) {
        #expect(documentError(json) == message)
    }

    @Test(arguments: [
        (#""high""#, #"the string "high""#), ("0", "the number 0"), ("1001", "the number 1001"),
        ("1e400", "the number 1e400"), ("NaN", "the number NaN"), ("-Infinity", "the number -Infinity"),
        ("true", "true"), ("[750]", "an array"),
    ])
    func rejectsPrioritiesOutsideOneToAThousand(priority: String, found: String) {
        let json = #"{"constraints": [{"expr": "x == 1", "priority": \#(priority)}]}"#
        #expect(documentError(json) == "system.json: constraints[0].priority: expected a number from 1 to 1000, found \(found)")
    }

    @Test func rejectsAPriorityGivenTwiceWithDifferentValues() {
        let json = #"{"constraints": [{"expr": "x == 1 @750", "priority": 250}]}"#
        #expect(documentError(json) == #"system.json: constraints[0].priority: priority given twice: 250 here and @750 in "expr""#)
    }

    @Test func pointsAtSyntaxErrorsInStrings() {
        let json = #"{"constraints": ["x == 1", "y = 2"]}"#
        #expect(documentError(json) == "system.json: constraints[1]: unexpected '='; use '==' for equality\n  y = 2\n    ^")
    }

    @Test func pointsAtSyntaxErrorsInObjects() {
        let json = #"{"constraints": ["x == 1", {"expr": "2 x <= 5", "id": "a"}]}"#
        #expect(documentError(json) == """
            system.json: constraints[1].expr: expected an operator after '2', found 'x' (write '2 * x' to multiply)
              2 x <= 5
                ^
            """)
    }

    @Test func pointsAtPrioritiesOutOfRangeInText() {
        #expect(documentError(#"{"constraints": ["x == 1 @1001"]}"#) == """
            system.json: constraints[0]: priority must be between 1 and 1000, found 1001
              x == 1 @1001
                      ^
            """)
    }

    @Test(arguments: [
        (#"[]"#, "system.json: edits: expected an object from variable names to edits, found an array"),
        (#"{"W": "800"}"#,
         #"system.json: edits.W: expected an edit (a number, or an object with "value" and "priority"), found the string "800""#),
        (#"{"W": null}"#, #"system.json: edits.W: expected an edit (a number, or an object with "value" and "priority"), found null"#),
        (#"{"W": {"priority": 5}}"#, #"system.json: edits.W: missing "value" (the value suggested for W)"#),
        (#"{"W": {"value": null}}"#, "system.json: edits.W.value: expected a finite number, found null"),
        (#"{"W": 1e400}"#, "system.json: edits.W: expected a finite number, found the number 1e400"),
        (#"{"W": {"value": NaN}}"#, "system.json: edits.W.value: expected a finite number, found the number NaN"),
        (#"{"W": {"value": 1, "priority": 1000}}"#,
         "system.json: edits.W.priority: expected a number from 1 to below 1000 (an edit cannot be required), found the number 1000"),
        (#"{"W": {"value": 1, "priority": 999.99999999}}"#,
         "system.json: edits.W.priority: expected a number from 1 to below 1000 (an edit cannot be required), found the number 999.99999999"),
        (#"{"W": {"value": 1, "weight": 3}}"#, #"system.json: edits.W.weight: unknown key; an edit has "value" and "priority""#),
        (#"{"a b": 1}"#,
         #"system.json: edits["a b"]: expected a variable name as the key (a letter or '_', then letters, digits, '_' or '.'), found "a b""#),
        (#"{"title.width": true}"#,
         #"system.json: edits["title.width"]: expected an edit (a number, or an object with "value" and "priority"), found true"#),
    ])
    func rejectsBadEdits(edits: String, message: String) {
        #expect(documentError(#"{"constraints": [], "edits": \#(edits)}"#) == message)
    }

    @Test(arguments: [
        ("", "system.json:1:1: invalid JSON: expected a JSON value, found an empty document"),
        (#"{"constraints": [}"#, "system.json:1:18: invalid JSON: expected a value, found '}'"),
        (#"{"constraints": ["x == 1",]}"#, "system.json:1:27: invalid JSON: expected a value, found ']'"),
        ("{\"constraints\": [\n\t\"x == 1\",\n\t\"y\" 2]}", "system.json:3:6: invalid JSON: expected ',' or ']' after an array element, found '2'"),
        (#"{"constraints": []} x"#,
         "system.json:1:21: invalid JSON: expected the end of the document after the top-level value, found 'x'"),
        (#"{"constraints": [], "constraints": []}"#, #"system.json:1:21: invalid JSON: duplicate key "constraints" in an object"#),
        (#"{"constraints": ["abc"#, "system.json:1:22: invalid JSON: unexpected end of the document inside a string"),
        ("{'constraints': []}", "system.json:1:2: invalid JSON: expected a key (a string in double quotes), found '''"),
        (#"{"constraints": [01]}"#, "system.json:1:19: invalid JSON: numbers cannot have leading zeros"),
    ])
    func reportsInvalidJSONByLineAndColumn(json: String, message: String) {
        #expect(documentError(json) == message)
    }
}

/// A file read by `cellshot solve` that holds a secret gives an error that quotes at most 40 of its characters.
@Suite struct SystemDocumentSecretTests {
    static let secret = "token_" + String((0..<200).map { index in Array("q7Wm2XkP9z")[(index * 7 + index / 3) % 10] })

    @Test(arguments: [
        "\(secret)",
        "\"\(secret)\"",
        #"{"\#(secret)": 1}"#,
        #"{"constraints": "\#(secret)"}"#,
        #"{"constraints": ["\#(secret) =="]}"#,
        #"{"constraints": ["x == 1 @\#(secret)"]}"#,
        #"{"constraints": [{"expr": "x == 1", "\#(secret)": 1}]}"#,
        #"{"constraints": [{"expr": "x == 1", "id": 5}], "edits": {"\#(secret)": {}}}"#,
        #"{"constraints": [], "edits": {"\#(secret)": "high"}}"#,
        #"{"constraints": [], "edits": {"\#(secret)-x": 1}}"#,
    ])
    func errorsQuoteAtMostFortyCharacters(text: String) throws {
        let outcome = SolveRunner.run(Array(text.utf8), file: "system.json")
        #expect(outcome.status == .badInput)
        #expect(longestSharedRun(outcome.standardError, Self.secret) <= 40, "\(outcome.standardError)")
    }
}
