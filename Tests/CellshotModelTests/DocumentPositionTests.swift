import CellshotModel
import Testing

/// Mistakes found after parsing are reported at the line and column where their path is written, in JSON
/// and YAML alike, so editors and CI annotations can jump to them.
@Suite struct DocumentPositionTests {
    /// The error decoding `text` gives, with its position (TestSupport's `errorOf` leaves semantic positions out).
    static func located(_ text: String, file: String = "list.json") -> DocumentError? {
        do {
            _ = try TestSupport.decode(text, file: file)
            return nil
        } catch {
            return error
        }
    }

    static let json = """
        {
          "width": 393,
          "sections": [
            { "header": "Wi-Fi",
              "rows": [
                { "text": "Home" },
                { "text": "Office", "style": "valuecell" },
                { "text": "Cafe", "imag": "wifi" }
              ] }
          ]
        }
        """

    @Test("JSON: a wrong value at the value, an unknown key at the key, a missing key at its object")
    func json() throws {
        let wrongValue = try #require(Self.located(Self.json))
        #expect(wrongValue.description.hasPrefix("list.json:7:38: error: sections[0].rows[1].style: "))
        let unknownKey = try #require(Self.located(Self.json.replacingOccurrences(of: "valuecell", with: "valueCell")))
        #expect(unknownKey.description.hasPrefix(#"list.json:8:27: error: sections[0].rows[2].imag: unknown key "imag""#))
        let missingKey = try #require(Self.located("{\n  \"masks\": [\n    { \"x\": 0, \"y\": 0, \"width\": 3 }\n  ],\n  \"sections\": []\n}"))
        #expect(missingKey.description.hasPrefix(#"list.json:3:5: error: masks[0]: missing the required key "height""#))
    }

    static let yaml = """
        width: 393
        sections:
          - header: Wi-Fi
            rows:
              - text: Home
              - text: Office
                style: valuecell
              - { text: Cafe, imag: wifi }
        """

    @Test("YAML: the same mistakes at the same places")
    func yaml() throws {
        let wrongValue = try #require(Self.located(Self.yaml, file: "list.yaml"))
        #expect(wrongValue.description.hasPrefix("list.yaml:7:16: error: sections[0].rows[1].style: "))
        let unknownKey = try #require(Self.located(Self.yaml.replacingOccurrences(of: "valuecell", with: "valueCell"),
                                                   file: "list.yaml"))
        #expect(unknownKey.description.hasPrefix(#"list.yaml:8:23: error: sections[0].rows[2].imag: unknown key "imag""#))
        let missingKey = try #require(Self.located("masks:\n  - { x: 0, y: 0, width: 3 }\nsections: []\n", file: "list.yaml"))
        #expect(missingKey.description.hasPrefix(#"list.yaml:2:5: error: masks[0]: missing the required key "height""#))
    }

    @Test("Keys written with escapes, a byte order mark, CRLF line ends and wide characters are counted as editors do")
    func textDetails() throws {
        // "\u0073tyle" is the key "style"; columns count Unicode scalars, and "가" is one.
        let escaped = try #require(Self.located(#"{"sections": [{"rows": [{"text": "가나", "\u0073tyle": 3}]}]}"#))
        #expect(escaped.line == 1 && escaped.column == 54)
        let bom = try #require(Self.located("\u{FEFF}" + #"{"width": "393", "sections": []}"#))
        #expect(bom.line == 1 && bom.column == 11)
        let crlf = try #require(Self.located("{\r\n  \"width\": true,\r\n  \"sections\": []\r\n}"))
        #expect(crlf.line == 2 && crlf.column == 12)
    }

    @Test("A path that is not all written (a value supplied by a default) is placed at the deepest part that is")
    func deepestWrittenPart() {
        let source = DocumentSource(bytes: Array(#"{"sections": [{"rows": []}]}"#.utf8), format: .json)
        let rows = JSONPath.root.appending(key: "sections").appending(index: 0).appending(key: "rows")
        #expect(source.position(of: rows.appending(index: 3).appending(key: "text")) == TextPosition(line: 1, column: 24))
        #expect(source.position(of: .root) == TextPosition(line: 1, column: 1))
        let yaml = DocumentSource(bytes: Array("sections:\n  - rows: []\n".utf8), format: .yaml)
        #expect(yaml.position(of: rows.appending(index: 0)) == TextPosition(line: 2, column: 11))
        // Text of another shape is placed at the deepest part that matched (here the top); YAML that does not
        // compose is not placed.
        #expect(DocumentSource(bytes: Array("[1, ".utf8), format: .json).position(of: rows) == TextPosition(line: 1, column: 1))
        #expect(DocumentSource(bytes: Array("a: [".utf8), format: .yaml).position(of: rows) == nil)
    }

    /// Mistakes of every kind, each in a document written over several lines.
    @Test("Every message the decoder writes is placed on the line of its path, the same error otherwise", arguments: [
        #"{ "appearance": "insetgrouped", "sections": [] }"#,
        #"{ "width": "393", "sections": [] }"#,
        #"{ "traits": { "contentSize": "huge" }, "sections": [] }"#,
        #"{ "states": ["normal", "selectd"], "sections": [] }"#,
        #"{ "sections": [ { "rows": [ { "template": "notic" } ] } ], "templates": { "notice": {} } }"#,
        #"{ "sections": [ { "rows": [ { "text": "a", "accessories": ["chevron", "disclosure"] } ] } ] }"#,
        #"{ "templates": { "t": { "views": { "title": { "label": { "font": "bodyy" } } } } }, "sections": [] }"#,
        #"{ "templates": { "t": { "constraints": "H:|[a]|" } }, "sections": [] }"#,
        #"{ "sections": [ { "header": { "text": 3 }, "rows": [] } ] }"#,
        #"{ "section": [] }"#,
    ])
    func everyMessage(document: String) throws {
        // Each value on a line of its own: the path's last part is on the reported line.
        let spread = document.replacingOccurrences(of: ", ", with: ",\n ").replacingOccurrences(of: "{ ", with: "{\n ")
        let plain = try #require(TestSupport.errorOf(spread))
        let located = try #require(Self.located(spread))
        let line = try #require(located.line), column = try #require(located.column)
        var unplaced = located
        unplaced.line = nil
        unplaced.column = nil
        #expect(unplaced == plain)
        let text = spread.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let atColumn = String(text.unicodeScalars.dropFirst(column - 1))
        if case .key(let key)? = located.path?.components.last, located.kind == .unknownKey {
            #expect(atColumn.hasPrefix("\"\(key)\""))
        } else if case .key(let key)? = located.path?.components.last {
            #expect(text.contains("\"\(key)\""))
        }
    }
}
