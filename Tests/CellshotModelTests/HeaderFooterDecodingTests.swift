import CellshotGraphics
import CellshotModel
import Testing

/// Headers and footers as strings or configuration objects, text transforms and the cell options
/// `prefersSideBySideTextAndSecondaryText` and `axesPreservingSuperviewLayoutMargins`: decoding and the
/// exact text of their errors.
@Suite("Headers, footers and content options: decoding")
struct HeaderFooterDecodingTests {
    private static func section(_ json: String) throws -> Section {
        try TestSupport.decode(#"{ "sections": [ \#(json) ] }"#).sections[0]
    }

    @Test("A string is a header of only a text, in the appearance's style")
    func string() throws {
        let section = try Self.section(#"{ "header": "Network", "footer": "Nearby" }"#)
        #expect(section.header == HeaderFooterConfiguration(text: "Network"))
        #expect(section.footer == "Nearby")
        #expect(section.header?.style == nil)
    }

    @Test("An object reads every key, with the cell's pieces")
    func object() throws {
        let folder = try TestSupport.temporaryFolder(files: ["star.png"])
        let document = try TestSupport.decode(#"""
        { "sections": [ { "header": {
            "style": "prominentInsetGroupedHeader", "text": "Favorites", "secondaryText": "Pinned",
            "image": { "symbol": "star.fill" },
            "textProperties": { "color": "systemRed", "transform": "uppercase", "numberOfLines": 1 },
            "secondaryTextProperties": { "font": "footnote", "transform": "capitalized" },
            "imageProperties": { "tintColor": "systemYellow", "maximumSize": { "width": 20, "height": 20 } },
            "directionalLayoutMargins": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 },
            "imageToTextPadding": 6, "textToSecondaryTextVerticalPadding": 2,
            "background": { "color": "systemGray6", "cornerRadius": 8 } },
          "footer": { "style": "groupedFooter", "image": "star.png" } } ] }
        """#, baseDirectory: folder)
        let header = try #require(document.sections[0].header)
        #expect(header == HeaderFooterConfiguration(
            style: .prominentInsetGroupedHeader, text: "Favorites", secondaryText: "Pinned", image: .symbol("star.fill"),
            textProperties: TextProperties(color: .system(.systemRed), numberOfLines: 1, transform: .uppercase),
            secondaryTextProperties: TextProperties(font: .textStyle(.footnote), transform: .capitalized),
            imageProperties: ImageProperties(tintColor: .system(.systemYellow), maximumSize: Size(width: 20, height: 20)),
            directionalLayoutMargins: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            imageToTextPadding: 6, textToSecondaryTextVerticalPadding: 2,
            background: BackgroundConfiguration(backgroundColor: .system(.systemGray6), cornerRadius: 8)))
        #expect(document.sections[0].footer == HeaderFooterConfiguration(style: .groupedFooter,
                                                                          image: .file(folder + "/star.png")))
        #expect(document.sections[0].footer?.hasContent == true)
    }

    @Test("Every style name decodes")
    func styles() throws {
        for style in HeaderFooterStyle.allCases {
            let section = try Self.section(#"{ "header": { "style": "\#(style.rawValue)", "text": "x" } }"#)
            #expect(section.header?.style == style)
        }
    }

    @Test("A header with nothing to show has no content: the section is laid out without it")
    func empty() throws {
        #expect(try Self.section(#"{ "header": "" }"#).header?.hasContent == false)
        #expect(try Self.section(#"{ "header": { "style": "groupedHeader", "text": "" } }"#).header?.hasContent == false)
        #expect(try Self.section(#"{ "header": { "secondaryText": "only" } }"#).header?.hasContent == true)
        #expect(try Self.section(#"{ "header": null }"#).header == nil)
    }

    @Test("A row and a header read the same members into the same content, and each writes it as its own")
    func sharedContent() throws {
        let members = #""text": "Wi-Fi", "secondaryText": "Home", "image": { "symbol": "wifi" }, "#
            + #""textProperties": { "color": "systemBlue" }, "#
            + #""directionalLayoutMargins": { "top": 4, "leading": 30, "bottom": 4, "trailing": 30 }, "#
            + #""imageToTextPadding": 8, "textToSecondaryTextVerticalPadding": 2"#
        let document = try TestSupport.decode(
            #"{ "sections": [ { "header": { \#(members) }, "rows": [ { \#(members) } ] } ] }"#)
        let expected = ListContent(text: "Wi-Fi", secondaryText: "Home", image: .symbol("wifi"),
                                   textProperties: TextProperties(color: .system(.systemBlue)),
                                   directionalLayoutMargins: DirectionalEdgeInsets(top: 4, leading: 30, bottom: 4,
                                                                                   trailing: 30),
                                   imageToTextPadding: 8, textToSecondaryTextVerticalPadding: 2)
        #expect(document.sections[0].header?.content == expected)
        #expect(document.sections[0].rows[0].configuration?.content == expected)

        var header: HeaderFooterConfiguration = "Wi-Fi"
        header.textProperties = TextProperties(color: .system(.systemBlue))
        header.textProperties?.numberOfLines = 2
        var cell = CellConfiguration.cell(text: "Wi-Fi")
        cell.textProperties = TextProperties(color: .system(.systemBlue), numberOfLines: 2)
        #expect(header.content == cell.content)
        #expect(header.content == ListContent(text: "Wi-Fi", textProperties: TextProperties(color: .system(.systemBlue),
                                                                                           numberOfLines: 2)))
        #expect(cell == CellConfiguration(style: .cell, content: header.content))
    }

    @Test("Text transforms are applied without a locale")
    func transforms() {
        #expect(TextTransform.none.apply(to: "Wi-Fi calls") == "Wi-Fi calls")
        #expect(TextTransform.uppercase.apply(to: "Straße") == "STRASSE")
        #expect(TextTransform.lowercase.apply(to: "Wi-Fi") == "wi-fi")
        #expect(TextTransform.capitalized.apply(to: "wi-fi CALLS") == "Wi-Fi Calls")
    }

    @Test("Cells read the transform and the two options; state overrides replace them")
    func cellOptions() throws {
        let document = try TestSupport.decode(#"""
        { "sections": [ { "rows": [ {
            "style": "valueCell", "text": "a", "textProperties": { "transform": "lowercase" },
            "prefersSideBySideTextAndSecondaryText": false, "axesPreservingSuperviewLayoutMargins": "none",
            "states": { "selected": { "prefersSideBySideTextAndSecondaryText": true,
                                      "axesPreservingSuperviewLayoutMargins": "both",
                                      "textProperties": { "color": "white" } } } } ] } ] }
        """#)
        let row = document.sections[0].rows[0]
        #expect(row.configuration?.prefersSideBySideTextAndSecondaryText == false)
        #expect(row.configuration?.axesPreservingSuperviewLayoutMargins == LayoutAxes.none)
        let selected = try #require(row.configuration(for: .selected))
        #expect(selected.prefersSideBySideTextAndSecondaryText == true)
        #expect(selected.axesPreservingSuperviewLayoutMargins == .both)
        // Text properties merge key by key: the transform stays.
        #expect(selected.textProperties == TextProperties(color: .system(.white), transform: .lowercase))
        #expect(LayoutAxes.allCases.map(\.includesHorizontal) == [true, false, true, false])
        #expect(LayoutAxes.allCases.map(\.includesVertical) == [false, true, true, false])
    }

    private static let headerExpectation = #"a header (a string, or an object with "text", "style"…)"#
    private static let styleExpectation = "a header or footer style (plainHeader, plainFooter, groupedHeader, groupedFooter, "
        + "prominentInsetGroupedHeader, extraProminentInsetGroupedHeader or sidebarHeader)"

    @Test("Each header or footer mistake gives exactly this message", arguments: [
        (#"{ "header": true }"#, #"sections[0].header: expected \#(headerExpectation), found true (write it in quotes: "true")"#),
        (#"{ "header": { "style": "prominentInsetGroupHeader" } }"#,
         #"sections[0].header.style: expected \#(styleExpectation), found the string "prominentInsetGroupHeader" (did you mean "prominentInsetGroupedHeader"?)"#),
        (#"{ "footer": { "style": "groupedfooter" } }"#,
         #"sections[0].footer.style: expected \#(styleExpectation), found the string "groupedfooter" (did you mean "groupedFooter"?)"#),
        (#"{ "header": { "style": 1 } }"#, #"sections[0].header.style: expected \#(styleExpectation), found the number 1"#),
        (#"{ "header": { "txt": "Network" } }"#,
         #"sections[0].header.txt: unknown key "txt" in a header (did you mean "text"?)"#),
        (#"{ "footer": { "axesPreservingSuperviewLayoutMargins": "both" } }"#,
         #"sections[0].footer.axesPreservingSuperviewLayoutMargins: unknown key "axesPreservingSuperviewLayoutMargins" in a footer ("axesPreservingSuperviewLayoutMargins" is a row's; a footer has style, text, secondaryText, image, textProperties, secondaryTextProperties, imageProperties, directionalLayoutMargins, imageToTextPadding, textToSecondaryTextVerticalPadding, background, accessories)"#),
        (#"{ "header": { "text": "A", "accessories": ["disclosureIndicator", "delete"] } }"#,
         #"sections[0].header.accessories[1]: expected a trailing accessory, found a leading one (delete) (a header's accessories sit at its trailing edge; delete, insert, multiselect and leading custom views are a row's)"#),
        (#"{ "header": { "text": "A", "accessories": [{ "outlineDisclosure": { "style": "headers" } }] } }"#,
         #"sections[0].header.accessories[0].outlineDisclosure.style: expected an outline disclosure style (automatic, header or cell), found the string "headers" (did you mean "header"?)"#),
        (#"{ "header": { "text": "A", "accessories": "outlineDisclosure" } }"#,
         #"sections[0].header.accessories: expected an array of accessories, found the string "outlineDisclosure""#),
        (#"{ "header": { "text": 3 } }"#,
         #"sections[0].header.text: expected a text (a string), found the number 3 (write it in quotes: "3")"#),
        (#"{ "header": { "secondaryText": ["a"] } }"#,
         "sections[0].header.secondaryText: expected a secondary text (a string), found an array"),
        (#"{ "header": { "image": { "symbol": "" } } }"#,
         #"sections[0].header.image.symbol: expected a symbol name (a non-empty string), found the string """#),
        (#"{ "header": { "textProperties": { "transform": "upper" } } }"#,
         #"sections[0].header.textProperties.transform: expected a text transform (none, uppercase, lowercase or capitalized), found the string "upper" (did you mean "uppercase"?)"#),
        (#"{ "header": { "imageToTextPadding": -1 } }"#,
         "sections[0].header.imageToTextPadding: expected a padding from 0 to 4096 points, found the number -1"),
        (#"{ "footer": { "directionalLayoutMargins": { "top": 1 } } }"#,
         #"sections[0].footer.directionalLayoutMargins: missing the required key "leading" (the leading inset in points)"#),
    ])
    func mistakes(json: String, message: String) {
        #expect(TestSupport.errorText(#"{ "sections": [ \#(json) ] }"#) == "list.json: error: " + message)
    }

    @Test("Each cell option mistake gives exactly this message", arguments: [
        (#"{ "prefersSideBySideTextAndSecondaryText": "yes" }"#,
         #"sections[0].rows[0].prefersSideBySideTextAndSecondaryText: expected true or false, found the string "yes""#),
        (#"{ "prefersSideBySideTextAndSecondaryText": "true" }"#,
         #"sections[0].rows[0].prefersSideBySideTextAndSecondaryText: expected true or false, found the string "true" (write it without quotes: true)"#),
        (#"{ "axesPreservingSuperviewLayoutMargins": "horizontl" }"#,
         #"sections[0].rows[0].axesPreservingSuperviewLayoutMargins: expected the axes preserving the superview's layout margins (horizontal, vertical, both or none), found the string "horizontl" (did you mean "horizontal"?)"#),
        (#"{ "axesPreservingSuperviewLayoutMargins": ["horizontal"] }"#,
         "sections[0].rows[0].axesPreservingSuperviewLayoutMargins: expected the axes preserving the superview's layout margins (horizontal, vertical, both or none), found an array"),
        (#"{ "textProperties": { "transform": "Capitalized" } }"#,
         #"sections[0].rows[0].textProperties.transform: expected a text transform (none, uppercase, lowercase or capitalized), found the string "Capitalized" (did you mean "capitalized"?)"#),
    ])
    func cellMistakes(row: String, message: String) {
        #expect(TestSupport.errorText(#"{ "sections": [ { "rows": [ \#(row) ] } ] }"#) == "list.json: error: " + message)
    }
}
