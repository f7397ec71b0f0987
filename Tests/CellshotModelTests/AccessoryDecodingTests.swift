import CellshotModel
import Testing

/// Every accessory's spelling, its placement, when it is displayed and the exact text of accessory errors.
@Suite("Accessories: decoding")
struct AccessoryDecodingTests {
    private static func accessories(_ json: String, baseDirectory: String = "/tmp") throws -> [CellAccessory] {
        let document = try TestSupport.decode(#"{ "sections": [ { "rows": [ { "accessories": \#(json) } ] } ] }"#,
                                              baseDirectory: baseDirectory)
        return document.sections[0].rows[0].configuration?.accessories ?? []
    }

    @Test("Every accessory decodes from its name or object")
    func everyKind() throws {
        let decoded = try Self.accessories(#"""
        ["disclosureIndicator", "checkmark", { "label": "3" }, "detail", "detailDisclosure", "outlineDisclosure",
         { "outlineDisclosure": { "expanded": true } }, "reorder", "multiselect", { "multiselect": { "selected": true } },
         { "multiselect": {} }, "delete", "insert", "popUpMenu", { "label": { "text": "4" } }, { "checkmark": {} }]
        """#)
        #expect(decoded == [.disclosureIndicator, .checkmark, .label("3"), .detail, .detailDisclosure,
                            .outlineDisclosure(expanded: false), .outlineDisclosure(expanded: true), .reorder,
                            .multiselect(selected: false), .multiselect(selected: true), .multiselect(selected: false),
                            .delete, .insert, .popUpMenu, .label("4"), .checkmark])
    }

    @Test("UIKit's defaults: the editing controls are displayed when editing, the others always")
    func defaultDisplay() throws {
        let decoded = try Self.accessories(#"""
        ["delete", "insert", "reorder", "multiselect", "disclosureIndicator", "checkmark", { "label": "1" }, "detail",
         "detailDisclosure", "outlineDisclosure", "popUpMenu",
         { "customView": { "image": "star", "placement": "leading" } }]
        """#)
        #expect(decoded.map(\.displayed) == [.whenEditing, .whenEditing, .whenEditing, .whenEditing]
            + Array(repeating: .always, count: 8))
    }

    @Test("An object's options say when it is displayed; isDisplayed(in:) applies it per state")
    func displayedOption() throws {
        let decoded = try Self.accessories(#"""
        [{ "delete": { "displayed": "always" } }, { "label": { "text": "2", "displayed": "whenNotEditing" } },
         { "outlineDisclosure": { "expanded": true, "displayed": "whenEditing" } },
         { "customView": { "image": "star", "placement": "trailing", "displayed": "whenEditing" } }]
        """#)
        #expect(decoded.map(\.displayed) == [.always, .whenNotEditing, .whenEditing, .whenEditing])
        #expect(decoded[1].kind == .label("2") && decoded[2].kind == .outlineDisclosure(expanded: true))
        for state in CellState.allCases {
            #expect(decoded[0].isDisplayed(in: state))
            #expect(decoded[1].isDisplayed(in: state) == (state != .editing))
            #expect(decoded[2].isDisplayed(in: state) == (state == .editing))
        }
    }

    @Test("A custom view holds a symbol or a file, its placement, tint, reserved width and fixed size")
    func customView() throws {
        let folder = try TestSupport.temporaryFolder(files: ["images/badge.svg"])
        let decoded = try Self.accessories(#"""
        [{ "customView": { "image": "star.fill", "placement": "leading" } },
         { "customView": { "image": "images/badge.svg", "placement": "trailing", "tintColor": "systemRed",
                           "reservedLayoutWidth": "actual", "maintainsFixedSize": true } },
         { "customView": { "image": { "symbol": "heart" }, "placement": "trailing", "reservedLayoutWidth": 30 } }]
        """#, baseDirectory: folder)
        #expect(decoded[0] == .customView(.init(image: .symbol("star.fill"), placement: .leading)))
        #expect(decoded[1] == .customView(.init(image: .file(folder + "/images/badge.svg"), placement: .trailing,
                                                tintColor: .system(.systemRed), reservedLayoutWidth: .actual,
                                                maintainsFixedSize: true)))
        #expect(decoded[2] == .customView(.init(image: .symbol("heart"), placement: .trailing,
                                                reservedLayoutWidth: .custom(30))))
        #expect(decoded.map(\.isLeading) == [true, false, false])
    }

    @Test("delete, insert, multiselect and leading custom views are leading; the others trailing")
    func placement() {
        let leading: [CellAccessory] = [.delete, .insert, .multiselect(selected: true),
                                        .customView(.init(image: .symbol("star"), placement: .leading))]
        let trailing: [CellAccessory] = [.disclosureIndicator, .checkmark, .label("1"), .detail, .detailDisclosure,
                                         .outlineDisclosure(expanded: true), .reorder, .popUpMenu,
                                         .customView(.init(image: .symbol("star"), placement: .trailing))]
        #expect(leading.map(\.isLeading) == [true, true, true, true])
        #expect(trailing.filter(\.isLeading).isEmpty)
    }

    private static let known = #"an accessory (disclosureIndicator, checkmark, detail, detailDisclosure, outlineDisclosure, reorder, multiselect, delete, insert, popUpMenu, switch, or an object with one of those names, "label" or "customView", holding its options)"#

    @Test("Each accessory mistake gives exactly this message", arguments: [
        (#"["deleet"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "deleet" (did you mean "delete"?)"#),
        (#"["info"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "info" (the info button is "detail")"#),
        (#"["minus"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "minus" (the red minus circle is "delete")"#),
        (#"["popupMenu"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "popupMenu" (did you mean "popUpMenu"?)"#),
        (#"["icon"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "icon" (an image is { "customView": { "image": …, "placement": "trailing" } })"#),
        (#"[{ "outlineDisclosure": { "expanded": "yes" } }]"#,
         #"sections[0].rows[0].accessories[0].outlineDisclosure.expanded: expected "expanded" (true or false), found the string "yes""#),
        (#"[{ "outlineDisclosure": { "expand": true } }]"#,
         #"sections[0].rows[0].accessories[0].outlineDisclosure.expand: unknown key "expand" in "outlineDisclosure"'s options (did you mean "expanded"?)"#),
        (#"[{ "multiselect": true }]"#,
         #"sections[0].rows[0].accessories[0].multiselect: expected "multiselect"'s options (an object with "selected" and "displayed"), found true (write "multiselect" by name for its defaults)"#),
        (#"[{ "multiselect": {}, "label": "2" }]"#,
         #"sections[0].rows[0].accessories[0]: expected "label" or "multiselect", found both (an object is one accessory; write each in its own array element)"#),
        (#"[{ "detail": true }]"#,
         #"sections[0].rows[0].accessories[0].detail: expected "detail"'s options (an object with "displayed"), found true (write "detail" by name for its defaults)"#),
        (#"[{}]"#,
         #"sections[0].rows[0].accessories[0]: expected an accessory's name as the object's key, found an empty object ({ "label": "3" }, { "reorder": { "displayed": "always" } })"#),
        (#"[{ "label": "3", "displayed": "always" }]"#,
         #"sections[0].rows[0].accessories[0].displayed: unknown key "displayed" in an accessory ("displayed" goes with the accessory's other options: { "reorder": { "displayed": "always" } }, { "label": { "text": "3", "displayed": "always" } })"#),
        (#"[{ "reorder": { "displayed": "editing" } }]"#,
         #"sections[0].rows[0].accessories[0].reorder.displayed: expected when the accessory is displayed (always, whenEditing or whenNotEditing), found the string "editing""#),
        (#"[{ "label": { "displayed": "always" } }]"#,
         #"sections[0].rows[0].accessories[0].label: missing the required key "text" (the label's text)"#),
        (#"[{ "customView": { "placement": "leading" } }]"#,
         #"sections[0].rows[0].accessories[0].customView: missing the required key "image" (an SF Symbol name or an image file)"#),
        (#"[{ "customView": { "image": "star" } }]"#,
         #"sections[0].rows[0].accessories[0].customView: missing the required key "placement" (leading or trailing)"#),
        (#"[{ "customView": { "image": "star", "placement": "left" } }]"#,
         #"sections[0].rows[0].accessories[0].customView.placement: expected a placement (leading or trailing), found the string "left""#),
        (#"[{ "customView": { "image": "star", "placement": "leading", "reservedLayoutWidth": "standart" } }]"#,
         #"sections[0].rows[0].accessories[0].customView.reservedLayoutWidth: expected a reserved width ("standard", "actual" or a number of points from 0 to 4096), found the string "standart" (did you mean "standard"?)"#),
        (#"[{ "customView": { "image": "star", "placement": "leading", "reservedLayoutWidth": -4 } }]"#,
         #"sections[0].rows[0].accessories[0].customView.reservedLayoutWidth: expected a reserved width ("standard", "actual" or a number of points from 0 to 4096), found the number -4"#),
        (#"[{ "customView": { "image": "star", "placement": "leading", "view": "UISwitch" } }]"#,
         #"sections[0].rows[0].accessories[0].customView.view: unknown key "view" in a custom view accessory (known keys: image, placement, displayed, tintColor, reservedLayoutWidth, maintainsFixedSize, pointSize)"#),
        (#"[{ "customView": { "image": "", "placement": "leading" } }]"#,
         #"sections[0].rows[0].accessories[0].customView.image: expected an SF Symbol name or an image file (a non-empty string), found the string """#),
        (#"[{ "customView": { "image": "icons/missing.png", "placement": "leading" } }]"#,
         #"sections[0].rows[0].accessories[0].customView.image: image file not found: /tmp/icons/missing.png (paths are relative to the document's folder, /tmp)"#),
        (#"[{ "customView": { "image": "star", "placement": "trailing", "tintColor": "yelow" } }]"#,
         #"sections[0].rows[0].accessories[0].customView.tintColor: expected a colour (#RRGGBB, #RRGGBBAA or a system colour name), found the string "yelow" (the system colours are listed in docs/document.md)"#),
    ])
    func mistakes(json: String, message: String) {
        #expect(TestSupport.errorText(#"{ "sections": [ { "rows": [ { "accessories": \#(json) } ] } ] }"#) == "list.json: error: " + message)
    }
}
