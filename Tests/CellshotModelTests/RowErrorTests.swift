import CellshotModel
import Testing

/// The exact text of every error inside sections and rows.
@Suite("Document errors: sections and rows")
struct RowErrorTests {
    /// A document with one row, written as `row`.
    private static func document(row: String) -> String {
        #"{ "sections": [ { "rows": [ \#(row) ] } ] }"#
    }

    @Test("Each mistake in a row gives exactly this message", arguments: [
        (#"{ "txt": "a" }"#, #"sections[0].rows[0].txt: unknown key "txt" in a row (did you mean "text"?)"#),
        (#"{ "style": "valuecell" }"#,
         #"sections[0].rows[0].style: expected a cell style (cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell or accompaniedSidebarSubtitleCell), found the string "valuecell" (did you mean "valueCell"?)"#),
        (#"{ "text": 12 }"#, #"sections[0].rows[0].text: expected a text (a string), found the number 12 (write it in quotes: "12")"#),
        (#"{ "secondaryText": true }"#,
         #"sections[0].rows[0].secondaryText: expected a secondary text (a string), found true (write it in quotes: "true")"#),
        ("3", "sections[0].rows[0]: expected a row (an object), found the number 3"),
        (#"{ "image": { "name": "wifi" } }"#,
         #"sections[0].rows[0].image.name: unknown key "name" in an image (known keys: symbol)"#),
        (#"{ "image": { "symbol": "" } }"#,
         #"sections[0].rows[0].image.symbol: expected a symbol name (a non-empty string), found the string """#),
        (#"{ "image": 3 }"#,
         #"sections[0].rows[0].image: expected an image (a file path, or an object with "symbol"), found the number 3"#),
        (#"{ "image": "icon.gif" }"#,
         #"sections[0].rows[0].image: expected a PNG, JPEG or SVG image file (.png, .jpg, .jpeg or .svg), found the string "icon.gif""#),
        (#"{ "textProperties": { "font": "headlin" } }"#,
         #"sections[0].rows[0].textProperties.font: expected a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1 or caption2), found the string "headlin" (did you mean "headline"?)"#),
        (#"{ "textProperties": { "font": { "size": -3 } } }"#,
         "sections[0].rows[0].textProperties.font.size: expected a font size greater than 0 and at most 1000 points, found the number -3"),
        (#"{ "textProperties": { "font": { "weight": "bold" } } }"#,
         #"sections[0].rows[0].textProperties.font: missing the required key "size" (a font size in points, or a text style as "style")"#),
        (#"{ "textProperties": { "font": { "style": "body", "size": 17 } } }"#,
         #"sections[0].rows[0].textProperties.font: expected "style" or "size", found both (a text style follows Dynamic Type and a size does not; write one of them)"#),
        (#"{ "textProperties": { "font": { "style": "bodyy", "weight": "bold" } } }"#,
         #"sections[0].rows[0].textProperties.font.style: expected a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1 or caption2), found the string "bodyy" (did you mean "body"?)"#),
        (#"{ "textProperties": { "font": { "size": 12, "weight": "heavyy" } } }"#,
         #"sections[0].rows[0].textProperties.font.weight: expected a font weight (ultraLight, thin, light, regular, medium, semibold, bold, heavy or black), found the string "heavyy" (did you mean "heavy"?)"#),
        (#"{ "textProperties": { "font": 17 } }"#,
         #"sections[0].rows[0].textProperties.font: expected a font (a text style name, or an object with "style" or "size", and "weight"), found the number 17"#),
        (#"{ "textProperties": { "numberOfLines": -1 } }"#,
         "sections[0].rows[0].textProperties.numberOfLines: expected a number of lines (a whole number from 0 to 10000; 0 for no limit), found the number -1"),
        (#"{ "textProperties": { "numberOfLines": 1.5 } }"#,
         "sections[0].rows[0].textProperties.numberOfLines: expected a number of lines (a whole number from 0 to 10000; 0 for no limit), found the number 1.5"),
        (#"{ "textProperties": { "alignment": "middle" } }"#,
         #"sections[0].rows[0].textProperties.alignment: expected a text alignment (natural, left, center, right or justified), found the string "middle""#),
        (#"{ "secondaryTextProperties": { "lineBreakMode": "truncatingTail" } }"#,
         #"sections[0].rows[0].secondaryTextProperties.lineBreakMode: expected a line break mode (byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail or byTruncatingMiddle), found the string "truncatingTail" (did you mean "byTruncatingTail"?)"#),
        (#"{ "textProperties": { "writingDirection": "rtl" } }"#,
         #"sections[0].rows[0].textProperties.writingDirection: expected a writing direction (natural, leftToRight or rightToLeft), found the string "rtl""#),
        (#"{ "textProperties": { "colour": "red" } }"#,
         #"sections[0].rows[0].textProperties.colour: unknown key "colour" in text properties (did you mean "color"?)"#),
        (#"{ "imageProperties": { "cornerRadius": -1 } }"#,
         "sections[0].rows[0].imageProperties.cornerRadius: expected a corner radius from 0 to 4096 points, found the number -1"),
        (#"{ "imageProperties": { "maximumSize": { "width": 10 } } }"#,
         #"sections[0].rows[0].imageProperties.maximumSize: missing the required key "height" (the height in points)"#),
        (#"{ "imageProperties": { "tintColor": "orange" } }"#,
         #"sections[0].rows[0].imageProperties.tintColor: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "orange" (the system colours are listed in docs/document.md)"#),
        (#"{ "directionalLayoutMargins": { "top": 1, "leading": -2, "bottom": 1, "trailing": 1 } }"#,
         "sections[0].rows[0].directionalLayoutMargins.leading: expected an inset from 0 to 4096 points, found the number -2"),
        (#"{ "directionalLayoutMargins": { "top": 1 } }"#,
         #"sections[0].rows[0].directionalLayoutMargins: missing the required key "leading" (the leading inset in points)"#),
        (#"{ "directionalLayoutMargins": { "left": 1 } }"#,
         #"sections[0].rows[0].directionalLayoutMargins.left: unknown key "left" in layout margins (known keys: top, leading, bottom, trailing)"#),
        (#"{ "imageToTextPadding": "8" }"#,
         #"sections[0].rows[0].imageToTextPadding: expected a padding from 0 to 4096 points, found the string "8" (write the number without quotes: 8)"#),
        (#"{ "accessories": ["chevron"] }"#,
         #"sections[0].rows[0].accessories[0]: expected an accessory (disclosureIndicator, checkmark, detail, detailDisclosure, outlineDisclosure, reorder, multiselect, delete, insert, popUpMenu, switch, or an object with one of those names, "label" or "customView", holding its options), found the string "chevron" (the chevron is "disclosureIndicator")"#),
        (#"{ "accessories": ["disclosure"] }"#,
         #"sections[0].rows[0].accessories[0]: expected an accessory (disclosureIndicator, checkmark, detail, detailDisclosure, outlineDisclosure, reorder, multiselect, delete, insert, popUpMenu, switch, or an object with one of those names, "label" or "customView", holding its options), found the string "disclosure" (did you mean "disclosureIndicator"?)"#),
        (#"{ "accessories": ["checkmark", { "label": 2 }] }"#,
         #"sections[0].rows[0].accessories[1].label: expected the label's text (a string, or an object with "text" and "displayed"), found the number 2 (write it in quotes: "2")"#),
        (#"{ "accessories": ["checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark", "checkmark"] }"#,
         #"sections[0].rows[0].accessories: expected at most 16 accessories, found 17 (a row shows a few accessories beside its text)"#),
        (#"{ "accessories": "checkmark" }"#,
         #"sections[0].rows[0].accessories: expected an array of accessories, found the string "checkmark""#),
        (#"{ "height": "auto" }"#,
         #"sections[0].rows[0].height: expected a height ("automatic", or a number greater than 0 and at most 4096 points), found the string "auto" (did you mean "automatic"?)"#),
        (#"{ "height": 0 }"#,
         #"sections[0].rows[0].height: expected a height ("automatic", or a number greater than 0 and at most 4096 points), found the number 0"#),
        (#"{ "background": { "color": "red" } }"#,
         #"sections[0].rows[0].background.color: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "red" (the system colours are listed in docs/document.md)"#),
        (#"{ "background": { "color": "white", "backgroundColor": "white" } }"#,
         #"sections[0].rows[0].background: expected "backgroundColor" or "color", found both (they are the same property; write one of them)"#),
        (#"{ "background": { "colorTransformer": "greyscale" } }"#,
         #"sections[0].rows[0].background.colorTransformer: expected a colour transformer (grayscale, preferredTint, monochromeTint or an object with "alpha"), found the string "greyscale" (did you mean "grayscale"?)"#),
        (#"{ "background": { "colorTransformer": { "alpha": 1.5 } } }"#,
         "sections[0].rows[0].background.colorTransformer.alpha: expected an alpha from 0 to 1, found the number 1.5"),
        (#"{ "background": { "colorTransformer": { "opacity": 0.5 } } }"#,
         #"sections[0].rows[0].background.colorTransformer.opacity: unknown key "opacity" in a colour transformer (known keys: alpha)"#),
        (#"{ "background": { "colorTransformer": 0.3 } }"#,
         #"sections[0].rows[0].background.colorTransformer: expected a colour transformer (grayscale, preferredTint, monochromeTint or an object with "alpha"), found the number 0.3"#),
        (#"{ "background": { "colorTransformer": "alpha(0.3)" } }"#,
         #"sections[0].rows[0].background.colorTransformer: expected a colour transformer (grayscale, preferredTint, monochromeTint or an object with "alpha"), found the string "alpha(0.3)" (write the alpha as an object: { "alpha": 0.3 })"#),
        (#"{ "background": { "colorTransformer": "grayscale", "backgroundColorTransformer": "grayscale" } }"#,
         #"sections[0].rows[0].background: expected "colorTransformer" or "backgroundColorTransformer", found both (they are the same property; write one of them)"#),
        (#"{ "background": { "strokeWidth": -1 } }"#,
         "sections[0].rows[0].background.strokeWidth: expected a stroke width from 0 to 4096 points, found the number -1"),
        (#"{ "state": "pressed" }"#,
         #"sections[0].rows[0].state: expected a cell state (normal, highlighted, selected, disabled, editing or focused), found the string "pressed""#),
        (#"{ "states": { "selecte": {} } }"#,
         #"sections[0].rows[0].states.selecte: expected a cell state (normal, highlighted, selected, disabled, editing or focused), found the string "selecte" (did you mean "selected"?)"#),
        (#"{ "states": { "selected": { "states": {} } } }"#,
         #"sections[0].rows[0].states.selected.states: unknown key "states" in a state override (a state override holds only cell properties, not "state", "states", "template", "values" or the row's place in an outline)"#),
        (#"{ "states": { "selected": { "text": 1 } } }"#,
         #"sections[0].rows[0].states.selected.text: expected a text (a string), found the number 1 (write it in quotes: "1")"#),
        (#"{ "states": ["selected"] }"#,
         "sections[0].rows[0].states: expected state overrides (an object from state names to partial rows), found an array"),
    ])
    func rowMessage(row: String, expected: String) {
        #expect(TestSupport.errorText(Self.document(row: row)) == "list.json: error: " + expected)
    }

    @Test("Each mistake in a section gives exactly this message", arguments: [
        (#"{ "sections": [ { "header": 3 } ] }"#,
         #"sections[0].header: expected a header (a string, or an object with "text", "style"…), found the number 3 (write it in quotes: "3")"#),
        (#"{ "sections": [ {}, { "footer": ["a"] } ] }"#,
         #"sections[1].footer: expected a footer (a string, or an object with "text", "style"…), found an array"#),
        (#"{ "sections": [ { "row": [] } ] }"#, #"sections[0].row: unknown key "row" in a section (did you mean "rows"?)"#),
        (#"{ "sections": [ { "rows": {} } ] }"#, "sections[0].rows: expected an array of rows, found an object"),
        (#"{ "sections": [ "Network" ] }"#, #"sections[0]: expected a section (an object), found the string "Network""#),
    ])
    func sectionMessage(document: String, expected: String) {
        #expect(TestSupport.errorText(document) == "list.json: error: " + expected)
    }

    @Test("Missing images and folders name the resolved path")
    func missingImages() throws {
        let folder = try TestSupport.temporaryFolder(files: ["icons.png/inside.txt"])
        let missing = TestSupport.errorText(Self.document(row: #"{ "image": "art/../missing.png" }"#), baseDirectory: folder)
        #expect(missing == "list.json: error: sections[0].rows[0].image: image file not found: \(folder)/missing.png "
            + "(paths are relative to the document's folder, \(folder))")
        let absolute = TestSupport.errorText(Self.document(row: #"{ "image": "/nonexistent/a.jpg" }"#), baseDirectory: folder,
                                             assets: .unrestricted)
        #expect(absolute == "list.json: error: sections[0].rows[0].image: image file not found: /nonexistent/a.jpg")
        let directory = TestSupport.errorText(Self.document(row: #"{ "image": "icons.png" }"#), baseDirectory: folder)
        #expect(directory == "list.json: error: sections[0].rows[0].image: expected an image file, found a folder: \(folder)/icons.png")
        let override = TestSupport.errorText(
            Self.document(row: #"{ "states": { "selected": { "image": "gone.svg" } } }"#), baseDirectory: folder)
        #expect(override == "list.json: error: sections[0].rows[0].states.selected.image: image file not found: "
            + "\(folder)/gone.svg (paths are relative to the document's folder, \(folder))")
    }
}
