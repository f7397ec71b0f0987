import CellshotModel
import Foundation
import Testing

/// The exact text of every error in a template, found when the document is read.
@Suite("Templates: errors in templates")
struct TemplateErrorTests {
    /// A document whose only template, `t`, is `template`.
    private static func document(template: String) -> String {
        #"{ "templates": { "t": \#(template) }, "sections": [] }"#
    }

    @Test("Each mistake in a template's views gives exactly this message", arguments: [
        // Kinds.
        (#"{ "views": { "title": { "labl": {} } } }"#,
         #"templates.t.views.title.labl: unknown key "labl" in a template view (did you mean "label"?)"#),
        (#"{ "views": { "title": { "label": {}, "image": {} } } }"#,
         "templates.t.views.title: expected one kind key (label, image, button, switch, view, stack, spacer, guide or listContent), found label and image (a view has one kind; give the second one a name of its own)"),
        (#"{ "views": { "title": {} } }"#,
         #"templates.t.views.title: expected one kind key (label, image, button, switch, view, stack, spacer, guide or listContent), found none (write the view as { "label": { "text": … } })"#),
        (#"{ "views": { "title": { "text": "x" } } }"#,
         #"templates.t.views.title.text: unknown key "text" in a template view (a view's properties go inside its kind: { "label": { "text": … } })"#),
        (#"{ "views": { "title": "label" } }"#,
         #"templates.t.views.title: expected a template view (an object with one kind key: label, image, button, switch, view, stack, spacer, guide or listContent), found the string "label""#),
        (#"{ "views": [] }"#, "templates.t.views: expected views (an object from names to views), found an array"),
        // Properties of a kind.
        (#"{ "views": { "title": { "label": { "colour": "red" } } } }"#,
         #"templates.t.views.title.label.colour: unknown key "colour" in a label (did you mean "color"?)"#),
        (#"{ "views": { "title": { "label": { "tint": "red" } } } }"#,
         #"templates.t.views.title.label.tint: unknown key "tint" in a label ("tint" is a property of an image or a button)"#),
        (#"{ "views": { "title": { "image": { "text": "x" } } } }"#,
         #"templates.t.views.title.image.text: unknown key "text" in an image ("text" is a property of a label or a list content view)"#),
        (#"{ "views": { "title": { "label": { "subviews": {} } } } }"#,
         #"templates.t.views.title.label.subviews: unknown key "subviews" in a label ("subviews" is a property of a view)"#),
        (#"{ "views": { "area": { "guide": { "backgroundColor": "red" } } } }"#,
         #"templates.t.views.area.guide.backgroundColor: unknown key "backgroundColor" in a guide (a guide is never drawn: it takes only width and height)"#),
        (#"{ "views": { "card": { "view": { "color": "red" } } } }"#,
         #"templates.t.views.card.view.color: unknown key "color" in a view ("color" is a property of a label or a button)"#),
        // Names.
        (#"{ "views": { "title": { "guide": {} }, "card": { "view": { "subviews": { "title": { "label": {} } } } } } }"#,
         #"templates.t.views.card.view.subviews.title: expected each view name once in a template, found the string "title" (the first "title" is at templates.t.views.title)"#),
        (#"{ "views": { "s": { "stack": { "arranged": { "a": { "guide": {} }, "b": { "stack": { "arranged": { "a": { "spacer": {} } } } } } } } } }"#,
         #"templates.t.views.s.stack.arranged.b.stack.arranged.a: expected each view name once in a template, found the string "a" (the first "a" is at templates.t.views.s.stack.arranged.a)"#),
        (#"{ "views": { "superview": { "guide": {} } } }"#,
         #"templates.t.views.superview: expected a view name other than superview, contentView, margins and background, found the string "superview" (constraints and states use those names for the content view, its margins and the cell's background)"#),
        (#"{ "views": { "background": { "view": {} } } }"#,
         #"templates.t.views.background: expected a view name other than superview, contentView, margins and background, found the string "background" (constraints and states use those names for the content view, its margins and the cell's background)"#),
        (#"{ "views": { "my title": { "guide": {} } } }"#,
         #"templates.t.views["my title"]: expected a view name (letters, digits and underscores, not starting with a digit), found the string "my title" (constraints name views in their text)"#),
        (#"{ "views": { "1st": { "guide": {} } } }"#,
         #"templates.t.views["1st"]: expected a view name (letters, digits and underscores, not starting with a digit), found the string "1st" (constraints name views in their text)"#),
        // Values.
        (#"{ "views": { "icon": { "image": { "symbol": "a", "file": "b.png" } } } }"#,
         #"templates.t.views.icon.image: expected "symbol" or "file", found both (an image view shows one image)"#),
        (#"{ "views": { "title": { "label": { "lines": 1, "numberOfLines": 2 } } } }"#,
         #"templates.t.views.title.label: expected "lines" or "numberOfLines", found both (they are the same property; write one of them)"#),
        (#"{ "views": { "title": { "label": { "hidden": "true" } } } }"#,
         "templates.t.views.title.label.hidden: expected true or false, found the string \"true\" (write it without quotes: true)"),
        (#"{ "views": { "title": { "label": { "alpha": 2 } } } }"#,
         "templates.t.views.title.label.alpha: expected an alpha from 0 to 1, found the number 2"),
        (#"{ "views": { "title": { "label": { "hugging": 0 } } } }"#,
         "templates.t.views.title.label.hugging: expected a priority from 1 to 1000, found the number 0"),
        (#"{ "views": { "title": { "label": { "compressionResistance": "high" } } } }"#,
         #"templates.t.views.title.label.compressionResistance: expected a priority from 1 to 1000, or an object with "horizontal" and "vertical", found the string "high""#),
        (#"{ "views": { "title": { "label": { "hugging": { "x": 1 } } } } }"#,
         "templates.t.views.title.label.hugging.x: unknown key \"x\" in priorities per axis (known keys: horizontal, vertical)"),
        (#"{ "views": { "title": { "label": { "text": [] } } } }"#,
         "templates.t.views.title.label.text: expected a text (a string), found an array"),
        (#"{ "views": { "title": { "label": { "width": -1 } } } }"#,
         "templates.t.views.title.label.width: expected a width from 0 to 4096 points, found the number -1"),
        (#"{ "views": { "s": { "stack": { "axis": "vertcal" } } } }"#,
         #"templates.t.views.s.stack.axis: expected a stack axis (horizontal or vertical), found the string "vertcal" (did you mean "vertical"?)"#),
        (#"{ "views": { "s": { "stack": { "alignment": "natural" } } } }"#,
         #"templates.t.views.s.stack.alignment: expected a stack alignment (fill, leading, top, center, trailing, bottom, firstBaseline or lastBaseline), found the string "natural""#),
        (#"{ "views": { "s": { "stack": { "spacing": 5000 } } } }"#,
         "templates.t.views.s.stack.spacing: expected a spacing from -4096 to 4096 points, found the number 5000"),
        (#"{ "views": { "i": { "image": { "contentMode": "aspectFit" } } } }"#,
         #"templates.t.views.i.image.contentMode: expected a content mode (scaleAspectFit, scaleAspectFill, center or scaleToFill), found the string "aspectFit""#),
        (#"{ "views": { "i": { "image": { "pointSize": 0 } } } }"#,
         "templates.t.views.i.image.pointSize: expected a symbol point size greater than 0 and at most 1000 points, found the number 0"),
        (#"{ "views": { "title": { "label": { "text": "${title" } } } }"#,
         #"templates.t.views.title.label.text: expected a placeholder name and "}" after "${", found the string "${title" (write $$ for a dollar sign)"#),
        // Placeholders stand for values, not for the template's shape.
        (#"{ "views": "$views" }"#,
         #"templates.t.views: expected views (an object from names to views), found the string "$views" (placeholders stand for property values; a template's views, states and backgrounds are written as objects)"#),
        (#"{ "views": { "title": { "label": "$props" } } }"#,
         #"templates.t.views.title.label: expected a label's properties (an object), found the string "$props" (placeholders stand for property values; a template's views, states and backgrounds are written as objects)"#),
    ])
    func viewMessage(template: String, expected: String) {
        #expect(TestSupport.errorText(Self.document(template: template)) == "list.json: error: " + expected)
    }

    @Test("Each mistake in a template's states gives exactly this message", arguments: [
        (#"{ "views": { "title": { "label": {} } }, "states": { "selected": { "titel": { "text": "x" } } } }"#,
         #"templates.t.states.selected.titel: expected the name of one of the template's views, or "background", found the string "titel" (did you mean "title"?)"#),
        (#"{ "views": { "title": { "label": {} } }, "states": { "selected": { "subtitle": {} } } }"#,
         #"templates.t.states.selected.subtitle: expected the name of one of the template's views, or "background", found the string "subtitle" (views: title)"#),
        (#"{ "views": { "title": { "label": {} } }, "states": { "selected": { "title": { "tint": "red" } } } }"#,
         #"templates.t.states.selected.title.tint: unknown key "tint" in an override of the label "title" ("tint" is a property of an image or a button)"#),
        (#"{ "views": { "title": { "label": {} } }, "states": { "selected": { "title": { "label": { "text": "x" } } } } }"#,
         #"templates.t.states.selected.title.label: unknown key "label" in an override of the label "title" (an override holds the view's properties directly, without "label")"#),
        (#"{ "views": { "s": { "stack": {} } }, "states": { "selected": { "s": { "arranged": {} } } } }"#,
         #"templates.t.states.selected.s.arranged: unknown key "arranged" in an override of the stack "s" (a state changes a view's properties, not which views it holds)"#),
        (#"{ "views": { "title": { "label": {} } }, "states": { "selected": { "title": { "color": "redd" } } } }"#,
         #"templates.t.states.selected.title.color: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "redd" (the system colours are listed in docs/document.md)"#),
        (#"{ "states": { "selected": { "background": { "colour": "red" } } } }"#,
         #"templates.t.states.selected.background.colour: unknown key "colour" in a background (did you mean "color"?)"#),
        (#"{ "states": { "swiped": {} } }"#,
         #"templates.t.states.swiped: "swiped" is a UIKit configuration state cellshot does not draw yet (the states cellshot draws: normal, highlighted, selected, disabled, editing, focused)"#),
        (#"{ "states": { "selectd": {} } }"#,
         #"templates.t.states.selectd: expected a cell state (normal, highlighted, selected, disabled, editing or focused) or a custom state's name, found the string "selectd" (did you mean "selected"?)"#),
        (#"{ "states": { "Normal": {} } }"#,
         #"templates.t.states.Normal: expected a cell state (normal, highlighted, selected, disabled, editing or focused) or a custom state's name, found the string "Normal" (did you mean "normal"?)"#),
        (#"{ "views": { "title": { "label": {} } }, "states": { "title": {} } }"#,
         #"templates.t.states.title: expected a cell state (normal, highlighted, selected, disabled, editing or focused) or a custom state's name, found "title", which names a view (a state holds overrides: "states": { "selected": { "title": { … } } })"#),
        (#"{ "states": { "is favorite": {} } }"#,
         #"templates.t.states["is favorite"]: expected a cell state (normal, highlighted, selected, disabled, editing or focused) or a custom state's name (letters, digits and underscores, not starting with a digit), found the string "is favorite""#),
        (#"{ "states": { "selected": [] } }"#,
         #"templates.t.states.selected: expected a state's overrides (an object from view names and "background" to properties), found an array"#),
        (#"{ "states": ["selected"] }"#,
         "templates.t.states: expected states (an object from state names to overrides), found an array"),
    ])
    func stateMessage(template: String, expected: String) {
        #expect(TestSupport.errorText(Self.document(template: template)) == "list.json: error: " + expected)
    }

    @Test("Each mistake in a template's other keys gives exactly this message", arguments: [
        (#"{ "view": {} }"#, #"templates.t.view: unknown key "view" in a template (did you mean "views"?)"#),
        ("[]", "templates.t: expected a template (an object), found an array"),
        (#"{ "constraints": "H:|[a]|" }"#, #"templates.t.constraints: expected an array of constraints, found the string "H:|[a]|""#),
        (#"{ "constraints": [ 3 ] }"#,
         #"templates.t.constraints[0]: expected a constraint (a string, or an object with "constraint"), found the number 3"#),
        (#"{ "constraints": [ "" ] }"#, #"templates.t.constraints[0]: expected a constraint (a non-empty string), found the string """#),
        (#"{ "constraints": [ { "priority": 5 } ] }"#,
         #"templates.t.constraints[0]: missing the required key "constraint" (the constraint's text)"#),
        (#"{ "constraints": [ { "constraint": "a.width == 1", "priority": 1001 } ] }"#,
         "templates.t.constraints[0].priority: expected a priority from 1 to 1000, found the number 1001"),
        (#"{ "constraints": [ { "constraint": "a.width == 1", "strength": 1 } ] }"#,
         #"templates.t.constraints[0].strength: unknown key "strength" in a constraint (known keys: constraint, priority, identifier)"#),
        (#"{ "metrics": { "pad": "10" } }"#,
         #"templates.t.metrics.pad: expected a metric (a number from -4096 to 4096), found the string "10" (write the number without quotes: 10)"#),
        (#"{ "metrics": { "my pad": 10 } }"#,
         #"templates.t.metrics["my pad"]: expected a metric name (letters, digits and underscores, not starting with a digit), found the string "my pad""#),
        (#"{ "metrics": [] }"#, "templates.t.metrics: expected metrics (an object from names to numbers), found an array"),
        (#"{ "margins": { "top": 1 } }"#, #"templates.t.margins: missing the required key "leading" (the leading inset in points)"#),
        (#"{ "height": 0 }"#,
         #"templates.t.height: expected a height ("automatic", or a number greater than 0 and at most 4096 points), found the number 0"#),
        (#"{ "background": { "color": "white", "backgroundColor": "white" } }"#,
         #"templates.t.background: expected "backgroundColor" or "color", found both (they are the same property; write one of them)"#),
        (#"{ "background": { "colorTransformer": "alpha" } }"#,
         #"templates.t.background.colorTransformer: expected a colour transformer (grayscale, preferredTint, monochromeTint or an object with "alpha"), found the string "alpha" (write the alpha as an object: { "alpha": 0.3 })"#),
        (#"{ "background": "$bg" }"#,
         #"templates.t.background: expected a background (an object), found the string "$bg" (placeholders stand for property values; a template's views, states and backgrounds are written as objects)"#),
    ])
    func templateMessage(template: String, expected: String) {
        #expect(TestSupport.errorText(Self.document(template: template)) == "list.json: error: " + expected)
    }

    @Test("A missing image file is an error at its path when the document is read")
    func missingImage() throws {
        let folder = try TestSupport.temporaryFolder()
        let text = Self.document(template: #"{ "views": { "photo": { "image": { "file": "images/avatar.svg" } } } }"#)
        #expect(TestSupport.errorOf(text, baseDirectory: folder)?.kind == .missingImage)
        #expect(TestSupport.errorText(text, baseDirectory: folder)
            == "list.json: error: templates.t.views.photo.image.file: image file not found: \(folder)/images/avatar.svg "
            + "(paths are relative to the document's folder, \(folder))")
    }

    @Test("Absurd templates fail fast: too many views, too deep, too many constraints")
    func limits() {
        let many = (0...DocumentLimits.maximumTemplateViews).map { #""v\#($0)": { "guide": {} }"# }.joined(separator: ", ")
        #expect(TestSupport.errorText(Self.document(template: #"{ "views": { \#(many) } }"#))
            == "list.json: error: templates.t.views.v200: expected at most 200 views in a template (nested ones included), "
            + "found more (a cell shows a few dozen views at most)")

        var nested = #"{ "guide": {} }"#
        for depth in (1...DocumentLimits.maximumTemplateDepth).reversed() {
            nested = #"{ "view": { "subviews": { "v\#(depth + 1)": \#(nested) } } }"#
        }
        let deep = TestSupport.errorText(Self.document(template: #"{ "views": { "v1": \#(nested) } }"#))
        #expect(deep?.hasSuffix(": expected views nested at most 16 deep, found a view at depth 17 (a cell's views nest a few levels at most)") == true)
        #expect(deep?.contains("subviews.v17:") == true)

        let constraints = Array(repeating: #""a.width == 1""#, count: 1001).joined(separator: ", ")
        #expect(TestSupport.errorText(Self.document(template: #"{ "constraints": [ \#(constraints) ] }"#))
            == "list.json: error: templates.t.constraints: expected at most 1000 constraints, found 1001")
    }

    @Test("A template with a mistake is reported even when no row uses it, before the rows")
    func unusedTemplate() {
        let text = #"{ "templates": { "t": { "views": { "a": { "labl": {} } } } }, "sections": [ { "rows": [ { "style": "x" } ] } ] }"#
        #expect(TestSupport.errorText(text)
            == #"list.json: error: templates.t.views.a.labl: unknown key "labl" in a template view (did you mean "label"?)"#)
    }
}
