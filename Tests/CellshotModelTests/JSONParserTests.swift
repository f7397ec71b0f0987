import Testing
import CellshotModel

/// The JSON reader behind list documents (moved here from the `cellshot` target).
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func keepsObjectMembersInDocumentOrder() throws {
        let value = try parse(#"{"b": 1, "a": [true, false, null], "c": {}}"#)
        #expect(value == .object([
            JSONMember(key: "b", value: .number(1, text: "1")),
            JSONMember(key: "a", value: .array([.bool(true), .bool(false), .null])),
            JSONMember(key: "c", value: .object([])),
        ]))
    }

    @Test func readsNumbersAndKeepsTheirText() throws {
        #expect(try parse("1e3") == .number(1000, text: "1e3"))
        #expect(try parse("-0.25E+2") == .number(-25, text: "-0.25E+2"))
        #expect(try parse("1e400") == .number(.infinity, text: "1e400"))
        #expect(try parse("-Infinity") == .number(-.infinity, text: "-Infinity"))
        guard case .number(let value, "NaN") = try parse(" NaN ") else { Issue.record("NaN is read as a number"); return }
        #expect(value.isNaN)
    }

    @Test func resolvesEscapes() throws {
        #expect(try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("a\"\\/\u{08}\u{0C}\n\r\té😀"))
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1, text: "1")]))
        #expect(throws: JSONSyntaxError(message: "expected a value, found 'x'", line: 1, column: 2)) {
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[x]".utf8))
        }
    }

    @Test func countsColumnsInCharacters() {
        #expect(throws: JSONSyntaxError(message: "expected a value, found 'é'", line: 2, column: 11)) {
            try parse("[\n\"é\", \"é\", é]")
        }
    }

    @Test func rejectsBadStrings() {
        #expect(throws: JSONSyntaxError(message: "unpaired surrogate in a \\u escape", line: 1, column: 3)) {
            try parse(#"["\ud800"]"#)
        }
        #expect(throws: JSONSyntaxError(message: "control characters must be escaped in strings, found U+0009", line: 1, column: 4)) {
            try parse("[\"a\tb\"]")
        }
        #expect(throws: JSONSyntaxError(message: "the string is not valid UTF-8", line: 1, column: 2)) {
            try JSONParser.parse(Array("[\"".utf8) + [0xFF] + Array("\"]".utf8))
        }
        #expect(throws: JSONSyntaxError(message: #"unknown escape '\q' (expected one of \" \\ \/ \b \f \n \r \t \u)"#,
                                        line: 1, column: 4)) {
            try parse(#"["\q"]"#)
        }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 300)
        #expect(throws: JSONSyntaxError(message: "arrays and objects nested more than 256 deep", line: 1, column: 257)) {
            try parse(deep)
        }
    }

    @Test func writesPaths() {
        let path = JSONPath.root.appending(key: "edits").appending(key: "title.width").appending(index: 2).appending(key: "v")
        #expect(path.description == #"edits["title.width"][2].v"#)
        #expect(JSONPath.root.description == "$")
        #expect(JSONText.quoted("a\"b\u{01}") == #""a\"b\u0001""#)
    }
}

@Suite("JSON paths")
struct JSONPathTests {
    @Test("Paths print as dotted keys and bracketed indices")
    func description() {
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.isRoot)
        let path = JSONPath.root.appending(key: "sections").appending(index: 1).appending(key: "rows")
            .appending(index: 0).appending(key: "image")
        #expect(path.description == "sections[1].rows[0].image")
        #expect(JSONPath.root.appending(key: "$schema").description == #"["$schema"]"#)
        #expect(JSONPath.root.appending(key: "templates").appending(key: "my notice").description
            == #"templates["my notice"]"#)
    }
}
