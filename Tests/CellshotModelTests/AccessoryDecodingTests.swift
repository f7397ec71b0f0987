import CellshotModel
import Testing

/// Every accessory's spelling, its placement and the exact text of accessory errors.
@Suite("Accessories: decoding")
struct AccessoryDecodingTests {
    private static func accessories(_ json: String) throws -> [CellAccessory] {
        let document = try TestSupport.decode(#"{ "sections": [ { "rows": [ { "accessories": \#(json) } ] } ] }"#)
        return document.sections[0].rows[0].configuration.accessories ?? []
    }

    @Test("Every accessory decodes from its name or object")
    func everyKind() throws {
        let decoded = try Self.accessories(#"""
        ["disclosureIndicator", "checkmark", { "label": "3" }, "detail", "detailDisclosure", "outlineDisclosure",
         { "outlineDisclosure": { "expanded": true } }, "reorder", "multiselect", { "multiselect": { "selected": true } },
         { "multiselect": {} }, "delete", "insert", "popUpMenu"]
        """#)
        #expect(decoded == [.disclosureIndicator, .checkmark, .label("3"), .detail, .detailDisclosure,
                            .outlineDisclosure(expanded: false), .outlineDisclosure(expanded: true), .reorder,
                            .multiselect(selected: false), .multiselect(selected: true), .multiselect(selected: false),
                            .delete, .insert, .popUpMenu])
    }

    @Test("delete, insert and multiselect are leading; the others trailing")
    func placement() {
        let leading: [CellAccessory] = [.delete, .insert, .multiselect(selected: true)]
        let trailing: [CellAccessory] = [.disclosureIndicator, .checkmark, .label("1"), .detail, .detailDisclosure,
                                         .outlineDisclosure(expanded: true), .reorder, .popUpMenu]
        #expect(leading.map(\.isLeading) == [true, true, true])
        #expect(trailing.filter(\.isLeading).isEmpty)
    }

    private static let known = #"an accessory (disclosureIndicator, checkmark, detail, detailDisclosure, outlineDisclosure, reorder, multiselect, delete, insert, popUpMenu, or an object with "label", "outlineDisclosure" or "multiselect")"#

    @Test("Each accessory mistake gives exactly this message", arguments: [
        (#"["deleet"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "deleet" (did you mean "delete"?)"#),
        (#"["info"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "info" (the info button is "detail")"#),
        (#"["minus"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "minus" (the red minus circle is "delete")"#),
        (#"["popupMenu"]"#, #"sections[0].rows[0].accessories[0]: expected \#(known), found the string "popupMenu" (did you mean "popUpMenu"?)"#),
        (#"[{ "outlineDisclosure": { "expanded": "yes" } }]"#,
         #"sections[0].rows[0].accessories[0].outlineDisclosure.expanded: expected "expanded" (true or false), found the string "yes""#),
        (#"[{ "outlineDisclosure": { "expand": true } }]"#,
         #"sections[0].rows[0].accessories[0].outlineDisclosure.expand: unknown key "expand" in an object with "expanded" (did you mean "expanded"?)"#),
        (#"[{ "multiselect": true }]"#,
         #"sections[0].rows[0].accessories[0].multiselect: expected an object with "selected" (an object), found true"#),
        (#"[{ "multiselect": {}, "label": "2" }]"#,
         #"sections[0].rows[0].accessories[0]: expected "label" or "multiselect", found both (an object is one accessory; write each in its own array element)"#),
        (#"[{ "detail": true }]"#,
         #"sections[0].rows[0].accessories[0].detail: unknown key "detail" in an accessory (known keys: label, outlineDisclosure, multiselect)"#),
    ])
    func mistakes(json: String, message: String) {
        #expect(TestSupport.errorText(#"{ "sections": [ { "rows": [ { "accessories": \#(json) } ] } ] }"#) == "list.json: error: " + message)
    }
}
