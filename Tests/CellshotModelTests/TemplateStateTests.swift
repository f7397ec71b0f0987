import CellshotModel
import Testing

/// States merge over a template as `updated(for:)` would: base, then custom states, then the UIKit state.
@Suite("Templates: states")
struct TemplateStateTests {
    /// Custom states in template order, a UIKit state last; each sets what the later ones may override.
    private static let template = """
    { "background": { "color": "systemBackground", "cornerRadius": 10 },
      "views": {
        "title": { "label": { "text": "base", "color": "label", "lines": 1 } },
        "card": { "view": { "subviews": { "badge": { "label": { "text": "NEW", "hidden": true } } } } } },
      "states": {
        "isNew": { "badge": { "hidden": false }, "title": { "color": "systemRed" } },
        "isFavorite": { "title": { "text": "favorite", "color": "systemYellow" } },
        "selected": { "title": { "color": "white" }, "background": { "color": "tintColor" } },
        "highlighted": { "background": { "colorTransformer": { "alpha": 0.3 } } },
        "normal": { "title": { "lines": 2 } }
      } }
    """

    private static func definition(values: String, state: CellState) throws -> TemplateDefinition {
        try TemplateDecodingTests.definition(template: template, values: values, state: state)
    }

    @Test("Without custom states, a UIKit state's override merges property by property")
    func uikitState() throws {
        let normal = try Self.definition(values: "{}", state: .normal)
        #expect(normal.views[0].properties.text == "base" && normal.views[0].properties.numberOfLines == 2)
        let selected = try Self.definition(values: "{}", state: .selected)
        #expect(selected.views[0].properties.color == .system(.white))
        #expect(selected.views[0].properties.text == "base" && selected.views[0].properties.numberOfLines == 1)
        #expect(selected.background == BackgroundConfiguration(backgroundColor: .system(.tintColor), cornerRadius: 10))
        let highlighted = try Self.definition(values: "{}", state: .highlighted)
        #expect(highlighted.background == BackgroundConfiguration(backgroundColor: .system(.systemBackground),
                                                                  cornerRadius: 10, colorTransformer: .alpha(0.3)))
        let disabled = try Self.definition(values: "{}", state: .disabled)
        #expect(disabled.views[0].properties.numberOfLines == 1)
        #expect(disabled.views[1].subviews[0].properties.hidden == true)
    }

    @Test("Custom states apply in the template's order, then the UIKit state: the later wins")
    func order() throws {
        let both = #"{ "isNew": true, "isFavorite": true }"#
        let normal = try Self.definition(values: both, state: .normal)
        #expect(normal.views[0].properties.color == .system(.systemYellow))   // isFavorite after isNew
        #expect(normal.views[0].properties.text == "favorite")
        #expect(normal.views[1].subviews[0].properties.hidden == false)       // nested views are overridden too
        let selected = try Self.definition(values: both, state: .selected)
        #expect(selected.views[0].properties.color == .system(.white))        // the UIKit state last
        #expect(selected.views[0].properties.text == "favorite")

        let onlyNew = try Self.definition(values: #"{ "isNew": true, "isFavorite": false }"#, state: .normal)
        #expect(onlyNew.views[0].properties.color == .system(.systemRed))
        #expect(onlyNew.views[0].properties.text == "base")
    }

    @Test("A state's name in a row's values is only a value: UIKit states come from the column")
    func uikitNamesInValues() throws {
        let definition = try Self.definition(values: #"{ "selected": true }"#, state: .normal)
        #expect(definition.views[0].properties.color == .system(.label))
    }

    @Test("applying merges every property; an empty override changes nothing")
    func applying() {
        var base = TemplateViewProperties()
        base.text = "a"
        base.huggingHorizontal = 250
        base.symbolPointSize = 17
        var override = TemplateViewProperties()
        override.text = "b"
        override.stackAlignment = .center
        let merged = base.applying(override)
        #expect(merged.text == "b" && merged.huggingHorizontal == 250 && merged.symbolPointSize == 17)
        #expect(merged.stackAlignment == .center)
        #expect(base.applying(TemplateViewProperties()) == base)

        let background = BackgroundConfiguration(backgroundColor: .system(.white), colorTransformer: .grayscale)
        #expect(background.applying(BackgroundConfiguration(colorTransformer: .preferredTint))
            == BackgroundConfiguration(backgroundColor: .system(.white), colorTransformer: .preferredTint))
        #expect(background.applying(BackgroundConfiguration()) == background)
    }

    @Test("Colour transformers decode by name or alpha, and alias backgroundColorTransformer")
    func transformers() throws {
        func transformer(_ json: String) throws -> ColorTransformer? {
            let text = #"{ "sections": [ { "rows": [ { "background": { "backgroundColorTransformer": \#(json) } } ] } ] }"#
            return try TestSupport.decode(text).sections[0].rows[0].configuration?.background?.colorTransformer
        }
        #expect(try transformer(#""grayscale""#) == .grayscale)
        #expect(try transformer(#""preferredTint""#) == .preferredTint)
        #expect(try transformer(#""monochromeTint""#) == .monochromeTint)
        #expect(try transformer(#"{ "alpha": 0 }"#) == .alpha(0))
        let row = try TestSupport.decode(#"{ "sections": [ { "rows": [ { "background": { "color": "systemRed" } } ] } ] }"#)
        #expect(row.sections[0].rows[0].configuration?.background?.backgroundColor == .system(.systemRed))
    }
}

/// What rows drawn by templates may and may not say, and templates built in code.
@Suite("Templates: rows")
struct TemplateRowTests {
    @Test("Each mistake in a row drawn by a template gives exactly this message", arguments: [
        (#"{ "template": "t", "text": "x" }"#,
         #"sections[0].rows[0].text: unknown key "text" in a row drawn by a template (a row drawn by a template takes its content from "values")"#),
        (#"{ "template": "t", "background": {} }"#,
         #"sections[0].rows[0].background: unknown key "background" in a row drawn by a template (a row drawn by a template takes its content from "values")"#),
        (#"{ "template": "t", "states": {} }"#,
         #"sections[0].rows[0].states: unknown key "states" in a row drawn by a template (a row drawn by a template takes its states from the template's "states"; custom states are switched on by "values")"#),
        (#"{ "text": "x", "values": {} }"#,
         #"sections[0].rows[0].values: unknown key "values" in a row without a template ("values" fill the placeholders of the row's "template")"#),
    ])
    func rowMessage(row: String, expected: String) {
        let text = #"{ "templates": { "t": {} }, "sections": [ { "rows": [ \#(row) ] } ] }"#
        #expect(TestSupport.errorText(text) == "list.json: error: " + expected)
    }

    @Test("A row drawn by a template may be pinned to a state")
    func pinned() throws {
        let text = #"{ "templates": { "t": {} }, "sections": [ { "rows": [ { "template": "t", "state": "selected", "text": null } ] } ] }"#
        let row = try TestSupport.decode(text).sections[0].rows[0]
        #expect(row.state == .selected && row.template == "t")
    }

    @Test("Templates set in code are read too, and their mistakes thrown for the rows that use them")
    func inCode() throws {
        let template = JSONValue.object([JSONMember(key: "views", value: .object([
            JSONMember(key: "title", value: .object([JSONMember(key: "label", value: .object([
                JSONMember(key: "text", value: .string("$title")),
            ]))])),
        ]))])
        var document = ListDocument(sections: [Section(rows: [Row(template: "t", values: ["title": .string("Hi")])])],
                                    templates: ["t": template])
        let row = document.sections[0].rows[0]
        let path = TemplateDecodingTests.firstRow
        #expect(try document.template(for: row, at: path, in: .normal).views[0].properties.text == "Hi")

        document.templates["t"] = .object([JSONMember(key: "views", value: .array([]))])
        #expect(throws: DocumentError(.wrongType, path: JSONPath.root.appending(key: "templates").appending(key: "t")
                                        .appending(key: "views"),
                                      message: "expected views (an object from names to views), found an array")) {
            try document.template(for: row, at: path, in: .normal)
        }
        #expect(throws: DocumentError.self) {
            try document.template(for: Row(template: "nope"), at: path, in: .normal)
        }
        #expect(throws: DocumentError.self) {
            try document.template(for: Row(), at: path, in: .normal)
        }
        let unbound = Row(template: "t")
        document.templates["t"] = template
        do {
            _ = try document.template(for: unbound, at: path, in: .normal)
            Issue.record("an unbound placeholder was accepted")
        } catch {
            #expect(error.description == #"error: templates.t.views.title.label.text: expected a value "title" for "$title" in the "values" of sections[0].rows[0], found none (add "title" to the row's "values", or write $$ for a dollar sign)"#)
        }
    }

    @Test("Documents are equal when their templates are, however they were made")
    func equality() throws {
        let text = #"{ "templates": { "t": { "views": { "a": { "guide": {} } } } }, "sections": [] }"#
        let decoded = try TestSupport.decode(text)
        let built = ListDocument(templates: decoded.templates, baseDirectory: decoded.baseDirectory)
        #expect(decoded == built)
        #expect(decoded.hashValue == built.hashValue)
        #expect(decoded.baseDirectory == "/tmp")
    }
}
