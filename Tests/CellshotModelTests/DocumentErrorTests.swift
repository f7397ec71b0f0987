import CellshotModel
import Foundation
import Testing

/// The exact text of every error about the document as a whole: syntax, files, top-level keys.
@Suite("Document errors: syntax and the top level")
struct DocumentErrorTests {
    @Test("Each mistake gives exactly this message", arguments: [
        // Syntax errors carry the line and column, and no path.
        ("{ \"width\": 393,, }",
         "list.json:1:16: error: invalid JSON: expected a key (a string in double quotes), found ','"),
        ("{\n  \"sections\": [ ]\n  \"width\": 3 }",
         "list.json:3:3: error: invalid JSON: expected ',' or '}' after an object member, found '\"'"),
        ("", "list.json:1:1: error: invalid JSON: expected a JSON value, found an empty document"),
        (#"{ "sections": [ { "rows": [ { "text": "a", "text": "b" } ] } ] }"#,
         #"list.json:1:44: error: invalid JSON: duplicate key "text" in an object"#),
        // The top level.
        ("[1, 2]", "list.json: error: expected a list document (an object), found an array"),
        ("{ }", #"list.json: error: missing the required key "sections" (an array of sections)"#),
        (#"{ "section": [] }"#,
         #"list.json: error: section: unknown key "section" in a list document (did you mean "sections" or "sectionIndex"?)"#),
        (#"{ "sections": {} }"#, "list.json: error: sections: expected an array of sections, found an object"),
        (#"{ "appearance": "insetgrouped", "sections": [] }"#,
         #"list.json: error: appearance: expected an appearance (plain, grouped, insetGrouped, sidebar or sidebarPlain), found the string "insetgrouped" (did you mean "insetGrouped"?)"#),
        (#"{ "appearance": 3, "sections": [] }"#,
         "list.json: error: appearance: expected an appearance (plain, grouped, insetGrouped, sidebar or sidebarPlain), found the number 3"),
        (#"{ "look": "ios17", "sections": [] }"#,
         #"list.json: error: look: expected a look (ios26 or ios18), found the string "ios17" (did you mean "ios18"?)"#),
        // Absurd numbers.
        (#"{ "width": 0, "sections": [] }"#,
         "list.json: error: width: expected a width greater than 0 and at most 4096 points, found the number 0"),
        (#"{ "width": -20, "sections": [] }"#,
         "list.json: error: width: expected a width greater than 0 and at most 4096 points, found the number -20"),
        (#"{ "width": 1e5, "sections": [] }"#,
         "list.json: error: width: expected a width greater than 0 and at most 4096 points, found the number 1e5"),
        (#"{ "width": NaN, "sections": [] }"#,
         "list.json: error: width: expected a width greater than 0 and at most 4096 points, found the number NaN"),
        (#"{ "width": Infinity, "sections": [] }"#,
         "list.json: error: width: expected a width greater than 0 and at most 4096 points, found the number Infinity"),
        (#"{ "width": "393", "sections": [] }"#,
         #"list.json: error: width: expected a width greater than 0 and at most 4096 points, found the string "393" (write the number without quotes: 393)"#),
        (#"{ "scale": 5, "sections": [] }"#,
         "list.json: error: scale: expected a scale from 1 to 4 (pixels per point), found the number 5"),
        (#"{ "scale": 0.5, "sections": [] }"#,
         "list.json: error: scale: expected a scale from 1 to 4 (pixels per point), found the number 0.5"),
        // Colours.
        (#"{ "tint": "systemBlu", "sections": [] }"#,
         #"list.json: error: tint: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "systemBlu" (did you mean "systemBlue"?)"#),
        (#"{ "tint": "systemgrey", "sections": [] }"#,
         #"list.json: error: tint: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "systemgrey" (did you mean "systemGray"?)"#),
        (##"{ "tint": "#12345", "sections": [] }"##,
         ##"list.json: error: tint: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "#12345" (hex colours have 6 or 8 hexadecimal digits after #)"##),
        (#"{ "tint": "fuchsia", "sections": [] }"#,
         #"list.json: error: tint: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "fuchsia" (the system colours are listed in docs/document.md)"#),
        // Traits.
        (#"{ "traits": { "style": "Dark" }, "sections": [] }"#,
         #"list.json: error: traits.style: expected an interface style (light or dark), found the string "Dark" (did you mean "dark"?)"#),
        (#"{ "traits": { "contentSize": "xxLarg" }, "sections": [] }"#,
         #"list.json: error: traits.contentSize: expected a content size category (extraSmall … accessibilityExtraExtraExtraLarge), found the string "xxLarg" (did you mean "xxLarge"?)"#),
        (#"{ "traits": { "contentSize": "huge" }, "sections": [] }"#,
         #"list.json: error: traits.contentSize: expected a content size category (extraSmall … accessibilityExtraExtraExtraLarge), found the string "huge" (the names are listed in docs/document.md)"#),
        (#"{ "traits": { "direction": "up" }, "sections": [] }"#,
         #"list.json: error: traits.direction: expected a layout direction (ltr or rtl), found the string "up""#),
        (#"{ "traits": { "colorScheme": "dark" }, "sections": [] }"#,
         #"list.json: error: traits.colorScheme: unknown key "colorScheme" in traits (known keys: style, contentSize, direction)"#),
        (#"{ "traits": "dark", "sections": [] }"#,
         #"list.json: error: traits: expected traits (an object), found the string "dark""#),
        // States.
        (#"{ "states": ["normal", "selectd"], "sections": [] }"#,
         #"list.json: error: states[1]: expected a cell state (normal, highlighted, selected, disabled, editing or focused), found the string "selectd" (did you mean "selected"?)"#),
        (#"{ "states": [], "sections": [] }"#,
         #"list.json: error: states: expected at least one cell state, found an empty array (leave "states" out to draw only "normal")"#),
        (#"{ "states": ["normal", "normal"], "sections": [] }"#,
         #"list.json: error: states[1]: expected each state once, found the string "normal" (remove the second "normal")"#),
        (#"{ "states": "normal", "sections": [] }"#,
         #"list.json: error: states: expected an array of cell states, found the string "normal""#),
        // Templates.
        (#"{ "templates": [], "sections": [] }"#,
         "list.json: error: templates: expected templates (an object from names to templates), found an array"),
        (#"{ "sections": [ { "rows": [ { "template": "notic" } ] } ], "templates": { "notice": {} } }"#,
         #"list.json: error: sections[0].rows[0].template: expected the name of one of the document's templates, found the string "notic" (did you mean "notice"?)"#),
        (#"{ "sections": [ { "rows": [ { "template": "notice" } ] } ] }"#,
         #"list.json: error: sections[0].rows[0].template: expected the name of one of the document's templates, found the string "notice" (the document has no "templates")"#),
        (#"{ "sections": [ { "rows": [ { "template": "x", "values": [] } ] } ], "templates": { "x": {} } }"#,
         "list.json: error: sections[0].rows[0].values: expected the template's values (an object), found an array"),
    ])
    func message(document: String, expected: String) {
        #expect(TestSupport.errorText(document) == expected)
    }

    @Test("Errors carry their parts separately")
    func parts() throws {
        let error = try #require(TestSupport.errorOf(#"{ "sections": [ { "rows": [ { "style": "valuecell" } ] } ] }"#))
        #expect(error.kind == .unknownName)
        #expect(error.file == "list.json")
        #expect(error.path?.description == "sections[0].rows[0].style")
        #expect(error.message == #"expected a cell style (cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell or accompaniedSidebarSubtitleCell), found the string "valuecell""#)
        #expect(error.hint == #"did you mean "valueCell"?"#)
        #expect(error.line == nil && error.column == nil)

        let syntax = try #require(TestSupport.errorOf("{\n  \"a\" 1 }"))
        #expect(syntax.kind == .syntax)
        #expect(syntax.path == nil)
        #expect(syntax.line == 2 && syntax.column == 7)
        #expect(syntax.description == "list.json:2:7: error: invalid JSON: expected ':' after the key \"a\", found '1'")
    }

    @Test("Each kind of mistake has its kind", arguments: [
        ("{", DocumentError.Kind.syntax),
        (#"{ "sections": 1 }"#, .wrongType),
        (#"{ }"#, .missingKey),
        (#"{ "sections": [], "x": 1 }"#, .unknownKey),
        (#"{ "sections": [], "appearance": "fancy" }"#, .unknownName),
        (#"{ "sections": [], "width": 0 }"#, .invalidValue),
        (#"{ "sections": [ { "rows": [ { "image": "nope.png" } ] } ] }"#, .missingImage),
    ])
    func kinds(document: String, kind: DocumentError.Kind) {
        #expect(TestSupport.errorOf(document)?.kind == kind)
    }

    @Test("Files that cannot be read")
    func unreadableFiles() throws {
        #expect(throws: DocumentError(.unreadableFile, file: "/nonexistent/list.json", path: nil,
                                      message: "cannot read the document: no such file")) {
            try ListDocument.load(contentsOf: "/nonexistent/list.json")
        }
        let folder = try TestSupport.temporaryFolder()
        do {
            _ = try ListDocument.load(contentsOf: folder)
            Issue.record("a folder loaded")
        } catch {
            #expect(error.description == "\(folder): error: cannot read the document: it is a folder")
        }
    }

    @Test("The file name in messages is the one given")
    func fileName() throws {
        let folder = try TestSupport.temporaryFolder()
        let path = folder + "/broken.yaml"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("sections: 3\n".utf8)))
        do {
            _ = try ListDocument.load(contentsOf: path)
            Issue.record("a broken document loaded")
        } catch {
            #expect(error.description == "\(path):1:11: error: sections: expected an array of sections, found the number 3")
        }
    }
}
