@testable import CellshotModel
import Testing

@Suite("Reading YAML")
struct YAMLReaderTests {
    private func parse(_ text: String) throws(DocumentError) -> JSONValue {
        try YAMLReader.parse(Array(text.utf8))
    }

    @Test("Mappings keep their order; scalars follow the YAML 1.2 core schema")
    func coreSchema() throws {
        let value = try parse("""
        b: On
        a: [yes, no, off, true, False, ~, null, '', "1", 1, -2.5, 1e3, .5, 0x1F, 0o17, .inf, 2024-01-01]
        c:
          nested: |
            two
            lines
        """)
        #expect(value == .object([
            JSONMember(key: "b", value: .string("On")),
            JSONMember(key: "a", value: .array([
                .string("yes"), .string("no"), .string("off"), .bool(true), .bool(false), .null, .null,
                .string(""), .string("1"), .number(1, text: "1"), .number(-2.5, text: "-2.5"),
                .number(1000, text: "1e3"), .number(0.5, text: ".5"), .number(31, text: "0x1F"),
                .number(15, text: "0o17"), .number(.infinity, text: ".inf"), .string("2024-01-01"),
            ])),
            JSONMember(key: "c", value: .object([JSONMember(key: "nested", value: .string("two\nlines"))])),
        ]))
    }

    @Test("Explicit tags")
    func tags() throws {
        #expect(try parse("[!!str 12, !!int '7', !!float '2.5', !!bool 'true', !!null '']")
            == .array([.string("12"), .number(7, text: "7"), .number(2.5, text: "2.5"), .bool(true), .null]))
    }

    @Test("Aliases expand to their anchor's value")
    func aliases() throws {
        #expect(try parse("a: &margin 16\nb: *margin\n")
            == .object([JSONMember(key: "a", value: .number(16, text: "16")),
                        JSONMember(key: "b", value: .number(16, text: "16"))]))
    }

    @Test("An alias bomb is stopped, not expanded")
    func aliasBomb() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        do {
            _ = try parse(text)
            Issue.record("an alias bomb was expanded")
        } catch {
            #expect(error.message == "the YAML document expands to more than 1000000 values")
            #expect(error.hint == "aliases (*name) repeat their anchor's value each time")
        }
    }

    /// Issue 40: an alias repeating a long string in every row cost its length at every later step (reading its
    /// scalar, resolving, hashing) each time: the text a document expands to is held to a document file's size.
    @Test("Aliases of a long string are stopped at a document file's size of text")
    func aliasesOfALongString() throws {
        let long = String(repeating: "W", count: 1 << 20)
        let text = "a: &a \(long)\nb: [" + Array(repeating: "*a", count: 70).joined(separator: ", ") + "]\n"
        do {
            _ = try parse(text)
            Issue.record("70 MiB of aliased text was expanded")
        } catch {
            #expect(error.message == "the YAML document expands to more than 64 MiB of text, the most a document file may hold")
            #expect(error.path?.description == "b[62]")
        }
        // Within the size, it is read; a plain scalar that long is a string, never looked at as a number.
        let within = try parse("a: &a \(long)\nb: [*a, *a]\n")
        #expect(within["b"] == .array([.string(long), .string(long)]))
        #expect(YAMLReader.plainValue(String(repeating: "1", count: 2_000)) == .string(String(repeating: "1", count: 2_000)))
    }

    @Test("Syntax errors have exactly this text", arguments: [
        ("sections:\n  - rows:\n    - text: a\n   - text: b\n",
         "list.yaml:4:4: error: invalid YAML: did not find expected '-' indicator (while parsing a block collection at line 2, column 3)"),
        ("sections: [\n",
         "list.yaml:2:1: error: invalid YAML: did not find expected node content (while parsing a flow node at line 2, column 1)"),
        ("sections:\n  - rows:\n      - text: a\n        text: b\n",
         #"list.yaml:3:9: error: invalid YAML: duplicate key "text" in a mapping"#),
        ("--- 1\n--- 2\n",
         "list.yaml:2:1: error: invalid YAML: but found another document (expected a single document in the stream at line 1, column 1)"),
        ("", "list.yaml: error: expected a list document, found an empty YAML document"),
        ("? [1]\n: 2\n", "list.yaml:1:3: error: expected a mapping key that is a string, found a sequence"),
        ("sections: []\nwidth: !!int abc\n",
         #"list.yaml:2:8: error: width: expected a number after !!int, found the string "abc""#),
        ("sections: []\nwidth: !pixels 3\n",
         "list.yaml:2:8: error: width: unsupported YAML tag !pixels (use plain values, or !!str for a string)"),
    ])
    func syntaxError(text: String, expected: String) {
        #expect(TestSupport.errorText(text, file: "list.yaml") == expected)
    }

    @Test("Invalid UTF-8 is reported by position")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("sections: []\nwidth: 3".utf8) + [0xFF]
        #expect(throws: DocumentError(.syntax, file: "x.yaml", path: nil,
                                      message: "invalid YAML: the document is not valid UTF-8", line: 2, column: 9)) {
            try ListDocument.decode(bytes, file: "x.yaml", baseDirectory: "/")
        }
    }

    @Test("YAML validation errors use the same paths and messages as JSON")
    func validation() {
        let text = "sections:\n  - rows:\n      - secondaryText: On\n        text: 12\n"
        #expect(TestSupport.errorText(text, file: "list.yaml")
            == #"list.yaml: error: sections[0].rows[0].text: expected a text (a string), found the number 12 (write it in quotes: "12")"#)
        #expect(TestSupport.errorText("sections: []\nwidth: .nan\n", file: "list.yaml")
            == "list.yaml: error: width: expected a width greater than 0 and at most 4096 points, found the number .nan")
    }
}
