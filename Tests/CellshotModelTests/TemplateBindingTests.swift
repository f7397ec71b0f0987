import CellshotGraphics
import CellshotModel
import Testing

/// Rows' values bound into templates' `$name` placeholders, and the errors of rows that fill them.
@Suite("Templates: placeholders and values")
struct TemplateBindingTests {
    /// The first row's definition in `state`.
    private static func definition(_ template: String, values: String, state: CellState = .normal) throws -> TemplateDefinition {
        try TemplateDecodingTests.definition(template: template, values: values, state: state)
    }

    /// A label template whose text is `text`.
    private static func label(text: String) -> String {
        #"{ "views": { "title": { "label": { "text": \#(text) } } } }"#
    }

    @Test("A whole-string placeholder takes the value itself, whatever its type")
    func wholeString() throws {
        let template = """
        { "views": { "title": { "label": { "text": "$title", "font": { "size": "$size", "weight": "$weight" },
                                           "hidden": "$hidden", "lines": "$lines", "color": "$color" } },
                     "icon": { "image": { "symbol": "$icon", "hugging": "$hugging" } } },
          "margins": "$margins", "height": "$height", "metrics": { "pad": "$pad" },
          "background": { "color": "$background", "colorTransformer": "$transformer" },
          "constraints": [ "$constraint", { "constraint": "$constraint", "priority": "$priority", "identifier": "$id" } ] }
        """
        let values = """
        { "title": "Hello", "size": 14.5, "weight": "bold", "hidden": true, "lines": 2, "color": "#00FF00",
          "icon": "star.fill", "hugging": { "horizontal": 251 }, "margins": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 },
          "height": 60, "pad": 8, "background": "systemRed", "transformer": { "alpha": 0.5 },
          "constraint": "title.top == superview.top", "priority": 750, "id": "top" }
        """
        let definition = try Self.definition(template, values: values)
        let title = definition.views[0].properties
        #expect(title.text == "Hello")
        #expect(title.font == .fixed(FontDescriptor(size: 14.5, weight: .bold)))
        #expect(title.hidden == true && title.numberOfLines == 2)
        #expect(title.color == .hex(Color(red: 0, green: 1, blue: 0)))
        let icon = definition.views[1].properties
        #expect(icon.image == .symbol("star.fill"))
        #expect(icon.huggingHorizontal == 251 && icon.huggingVertical == nil)
        #expect(definition.layoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(definition.height == .fixed(60))
        #expect(definition.metrics == ["pad": 8])
        #expect(definition.background == BackgroundConfiguration(backgroundColor: .system(.systemRed),
                                                                 colorTransformer: .alpha(0.5)))
        #expect(definition.constraints.map(\.text) == ["title.top == superview.top", "title.top == superview.top"])
        #expect(definition.constraints[1].priority == 750 && definition.constraints[1].identifier == "top")
    }

    @Test("Inside a longer string, values are written as text", arguments: [
        (#""$count items""#, #"{ "count": 3 }"#, "3 items"),
        (#""$ratio""#, #"{ "ratio": 0.1 }"#, "0.1"),
        (#""x$ratio""#, #"{ "ratio": 0.1 }"#, "x0.1"),
        (#""x$big""#, #"{ "big": 1e3 }"#, "x1000"),
        (#""x$flag""#, #"{ "flag": false }"#, "xfalse"),
        (#""$first $last""#, #"{ "first": "Ada", "last": "Lovelace" }"#, "Ada Lovelace"),
        (#""${count}th""#, #"{ "count": 4 }"#, "4th"),
        (#""$title입니다""#, #"{ "title": "코딩" }"#, "코딩입니다"),
        (#""$$5 for $what""#, #"{ "what": "coffee" }"#, "$5 for coffee"),
        (#""$$title""#, "{}", "$title"),
        (#""US$ 5, 100%$""#, "{}", "US$ 5, 100%$"),
        (#""선택됨: $title""#, #"{ "title": "오늘도 코딩" }"#, "선택됨: 오늘도 코딩"),
        // A name starts with a letter or underscore: "$5" is a price.
        (#""Price: $5 for $what""#, #"{ "what": "coffee" }"#, "Price: $5 for coffee"),
        // Integers beyond a double's exact range keep their digits, as written.
        (##""#$id""##, #"{ "id": 123456789012345678 }"#, "#123456789012345678"),
    ])
    func interpolation(text: String, values: String, expected: String) throws {
        #expect(try Self.definition(Self.label(text: text), values: values).views[0].properties.text == expected)
    }

    @Test("A number or boolean that stands for a whole text reads as text")
    func numericText() throws {
        #expect(try Self.definition(Self.label(text: #""$rank""#), values: #"{ "rank": 1 }"#).views[0].properties.text == "1")
        #expect(try Self.definition(Self.label(text: #""$on""#), values: #"{ "on": true }"#).views[0].properties.text == "true")
    }

    @Test("null for a whole string leaves the property out; values never used are fine")
    func nullAndUnused() throws {
        let definition = try Self.definition(Self.label(text: #""$title""#), values: #"{ "title": null, "unused": [1, 2] }"#)
        #expect(definition.views[0].properties.text == nil)
    }

    @Test("Each mistake in a row's values gives exactly this message", arguments: [
        (Self.label(text: #""$title""#), #"{ "titel": "x" }"#,
         #"templates.t.views.title.label.text: expected a value "title" for "$title" in the "values" of sections[0].rows[0], found none (did you mean "titel"?)"#),
        (Self.label(text: #""$title""#), "{}",
         #"templates.t.views.title.label.text: expected a value "title" for "$title" in the "values" of sections[0].rows[0], found none (add "title" to the row's "values", or write $$ for a dollar sign)"#),
        (Self.label(text: #""Hi $who!""#), #"{ "who": { "name": "Ada" } }"#,
         #"sections[0].rows[0].values.who: expected a string, number or boolean (it is written into the text "Hi $who!" at templates.t.views.title.label.text), found an object (objects, arrays and null can only stand for a whole string, as "$who")"#),
        (Self.label(text: #""Hi $who!""#), #"{ "who": null }"#,
         #"sections[0].rows[0].values.who: expected a string, number or boolean (it is written into the text "Hi $who!" at templates.t.views.title.label.text), found null (objects, arrays and null can only stand for a whole string, as "$who")"#),
        (#"{ "states": { "isFavorite": {} } }"#, #"{ "isFavorite": "yes" }"#,
         #"sections[0].rows[0].values.isFavorite: expected true or false (whether the custom state "isFavorite" of the template "t" is on), found the string "yes""#),
        (#"{ "states": { "isFavorite": {} } }"#, #"{ "isFavorite": "true" }"#,
         #"sections[0].rows[0].values.isFavorite: expected true or false (whether the custom state "isFavorite" of the template "t" is on), found the string "true" (write it without quotes)"#),
        (#"{ "states": { "isFavorite": {} } }"#, #"{ "isFavorite": 1 }"#,
         #"sections[0].rows[0].values.isFavorite: expected true or false (whether the custom state "isFavorite" of the template "t" is on), found the number 1"#),
        // A UIKit state's placeholders need values whichever states are drawn, so a document's
        // validity never depends on its "states".
        (#"{ "views": { "title": { "label": {} } }, "states": { "selected": { "title": { "text": "$sel" } } } }"#, "{}",
         #"templates.t.states.selected.title.text: expected a value "sel" for "$sel" in the "values" of sections[0].rows[0], found none (add "sel" to the row's "values", or write $$ for a dollar sign)"#),
        (#"{ "views": { "title": { "label": {} } }, "states": { "isNew": { "title": { "text": "$badge" } } } }"#,
         #"{ "isNew": true }"#,
         #"templates.t.states.isNew.title.text: expected a value "badge" for "$badge" in the "values" of sections[0].rows[0], found none (add "badge" to the row's "values", or write $$ for a dollar sign)"#),
    ])
    func valueMessage(template: String, values: String, expected: String) {
        #expect(TestSupport.errorText(TemplateDecodingTests.document(template: template, values: values))
            == "list.json: error: " + expected)
    }

    @Test("A custom state that is off needs no values for its placeholders")
    func offStateNeedsNoValues() throws {
        let template = #"{ "views": { "title": { "label": {} } }, "states": { "isNew": { "title": { "text": "$badge" } } } }"#
        for values in ["{}", #"{ "isNew": false }"#, #"{ "isNew": null }"#] {
            #expect(try Self.definition(template, values: values).views[0].properties.text == nil)
        }
    }

    @Test("A value of the wrong type is blamed at the row's value, saying where it is used", arguments: [
        (#"{ "views": { "title": { "label": { "font": { "size": "$size" } } } } }"#, #"{ "size": "big" }"#,
         #"sections[0].rows[0].values.size: expected a font size greater than 0 and at most 1000 points, found the string "big" (it stands for "$size" at templates.t.views.title.label.font.size)"#),
        (#"{ "views": { "title": { "label": { "font": "$font" } } } }"#, #"{ "font": { "size": 0 } }"#,
         "sections[0].rows[0].values.font.size: expected a font size greater than 0 and at most 1000 points, found the number 0 (it stands for \"$font\" at templates.t.views.title.label.font)"),
        (#"{ "views": { "title": { "label": { "hidden": "$isFavorite" } } } }"#, #"{ "isFavorite": "no" }"#,
         #"sections[0].rows[0].values.isFavorite: expected true or false, found the string "no" (it stands for "$isFavorite" at templates.t.views.title.label.hidden)"#),
        (#"{ "views": { "i": { "image": { "symbol": "$s" } } } }"#, #"{ "s": 3 }"#,
         #"sections[0].rows[0].values.s: expected a symbol name (a non-empty string), found the number 3 (write it in quotes: "3"; it stands for "$s" at templates.t.views.i.image.symbol)"#),
        (#"{ "views": { "title": { "label": { "color": "system$tone" } } } }"#, #"{ "tone": "Bluu" }"#,
         #"templates.t.views.title.label.color: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "systemBluu" (did you mean "systemBlue"?; made from "system$tone" with the values of sections[0].rows[0])"#),
        (#"{ "constraints": [ "$c" ] }"#, #"{ "c": {} }"#,
         #"sections[0].rows[0].values.c: expected a constraint (a non-empty string), found an object (it stands for "$c" at templates.t.constraints[0])"#),
        (#"{ "metrics": { "pad": "$pad" } }"#, #"{ "pad": "x" }"#,
         #"sections[0].rows[0].values.pad: expected a metric (a number from -4096 to 4096), found the string "x" (it stands for "$pad" at templates.t.metrics.pad)"#),
        (#"{ "states": { "selected": { "background": { "color": "$bg" } } } }"#, #"{ "bg": "blue" }"#,
         #"sections[0].rows[0].values.bg: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "blue" (the system colours are listed in docs/document.md; it stands for "$bg" at templates.t.states.selected.background.color)"#),
    ])
    func typedValueMessage(template: String, values: String, expected: String) throws {
        let document = try TestSupport.decode(TemplateDecodingTests.document(template: template, values: values))
        let row = document.sections[0].rows[0]
        do {
            _ = try document.template(for: row, at: TemplateDecodingTests.firstRow, in: .selected)
            Issue.record("the row's definition was made")
        } catch {
            #expect(error.description == "error: " + expected)
            #expect(error.file.isEmpty)
        }
    }

    @Test("A file named by a value resolves against the document's folder and must exist")
    func fileValue() throws {
        let folder = try TestSupport.temporaryFolder(files: ["images/a.png"])
        let template = #"{ "views": { "photo": { "image": { "file": "images/$name" } } } }"#
        let found = try TemplateDecodingTests.definition(template: template, values: #"{ "name": "a.png" }"#,
                                                         baseDirectory: folder)
        #expect(found.views[0].properties.image == .file(folder + "/images/a.png"))
        let document = try TestSupport.decode(TemplateDecodingTests.document(template: template, values: #"{ "name": "b.png" }"#),
                                              baseDirectory: folder)
        do {
            _ = try document.template(for: document.sections[0].rows[0], at: TemplateDecodingTests.firstRow, in: .normal)
            Issue.record("a missing file was accepted")
        } catch {
            #expect(error.kind == .missingImage)
            #expect(error.description == "error: templates.t.views.photo.image.file: image file not found: "
                + "\(folder)/images/b.png (paths are relative to the document's folder, \(folder); "
                + "made from \"images/$name\" with the values of sections[0].rows[0])")
        }
    }
}
