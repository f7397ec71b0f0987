import Foundation
import Testing

/// Issue 40's reproducers (`Hostile/round3/`, and generated here when they are megabytes): documents that took
/// gigabytes before a budget refused them, rendered for minutes within every budget, or let texts past them.
/// Each now ends with a named error and status 2, writes nothing and leaves an existing output as it was.
/// `scripts/hostile.sh` runs the full-size ones against a release build under `/usr/bin/time -v` (time and
/// memory are measured there, not asserted here).
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct HostileRound3Tests: ~Copyable {
    static let round3 = HostileDocumentTests.hostile.appendingPathComponent("round3")
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
    }

    /// A reproducer's path.
    static func document(_ name: String) -> String { round3.appendingPathComponent(name).path }

    /// Renders `document` over an existing output: status 2, `message` on standard error, the output as it was and
    /// nothing else in the folder.
    func refusesToRender(_ document: String, _ arguments: [String] = [], message: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = folder.file("out.png")
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))
        let result = try runCellshot(["render", document, "-o", output] + arguments, timeout: 60)
        #expect(result == ProcessResult(standardOutput: "", standardError: "error: \(document):\(message)\n", status: 2),
                sourceLocation: sourceLocation)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous", sourceLocation: sourceLocation)
        #expect(try folder.names().filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".yaml") } == ["out.png"],
                sourceLocation: sourceLocation)
    }

    // MARK: Rows and sections, counted before they are read

    /// `rows-5m.py`: fifteen megabytes of empty rows took 11.4 GB and 56 s before the row budget refused them, a row
    /// being read (2 KB each) before any was counted. They are counted on the parsed text now (here a tenth of them).
    @Test func emptyRowsAreCountedBeforeAnyIsRead() throws {
        let document = try folder.write(#"{"sections":[{"rows":["# + Array(repeating: "{}", count: 100_000).joined(separator: ",")
                                        + "]}]}", to: "rows.json")
        try refusesToRender(document, message: "1:13: sections: the document has more than 20,000 rows, the budget of rows "
                            + "a document may have (children of collapsed rows count) (split it, or raise the budget with "
                            + "--max-rows (ResourceLimits.rows), up to 1,000,000)")
    }

    /// Collapsed children and a grid section's items count as rows, before anything is read.
    @Test func childrenAndGridItemsCountAsRows() throws {
        let grid = #"{"group": {"axis": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "#
            + #""heightDimension": {"absolute": 44}}, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "#
            + #""heightDimension": {"fractionalHeight": 1}}}, "count": 2}}"#
        let document = try folder.write(#"{"sections": [{"rows": [{"text": "a", "children": [{"text": "b"}]}]}, "#
                                        + #"{"grid": \#(grid), "items": [{"text": "c"}, {"text": "d"}]}]}"#, to: "grid.json")
        #expect(try runCellshot(["layout", document, "--max-rows", "3"], timeout: 30).standardError
            == "error: \(document):1:14: sections: the document has more than 3 rows, the budget of rows a document may "
                + "have (children of collapsed rows count) (split it, or raise the budget with --max-rows "
                + "(ResourceLimits.rows), up to 1,000,000)\n")
        #expect(try runCellshot(["layout", document, "--max-rows", "4"], timeout: 30).status == 0)
    }

    /// `sections-2m.py`: two million empty sections were laid out in 69 s and 13 GB, exit 0: sections had no budget.
    @Test func sectionsHaveABudget() throws {
        let document = try folder.write(#"{"sections":["# + Array(repeating: "{}", count: 10_001).joined(separator: ",")
                                        + "]}", to: "sections.json")
        try refusesToRender(document, message: "1:13: sections: the document has more than 10,000 sections, the budget of "
                            + "sections a document may have (split it, or raise the budget with --max-sections "
                            + "(ResourceLimits.sections), up to 1,000,000)")
        let few = try folder.write(#"{"sections": [{}, {}, {}]}"#, to: "few.json")
        #expect(try runCellshot(["layout", few, "--max-sections", "2"], timeout: 30).standardError
            == "error: \(few):1:14: sections: the document has more than 2 sections, the budget of sections a document may "
                + "have (split it, or raise the budget with --max-sections (ResourceLimits.sections), up to 1,000,000)\n")
        #expect(try runCellshot(["layout", few, "--max-sections", "3"], timeout: 30).status == 0)
        #expect(try runCellshot(["layout", few, "--max-sections", "0"], timeout: 30).standardError
            == "error: --max-sections: expected a number of sections from 1 to 1,000,000, found 0\n")
    }

    // MARK: The height drawn

    /// `tall-grid-20.json`: twenty grid items of 40,960 points are 2,457,600 pixels at scale 3: under the default
    /// budget (four million pixels, about what twenty thousand rows take) it draws; under a lower one it is refused
    /// once laid out, before anything is drawn, at the tallest section.
    @Test func aTallGridIsHeldToTheHeightBudget() throws {
        let document = Self.document("tall-grid-20.json")
        try refusesToRender(document, ["--max-height", "2000000"],
                            message: "1:15: sections[0]: the list laid out in the normal state is 2,457,600 pixels tall "
                                + "(819,200 points at scale 3, 819,200 points of it in this section), over the budget of "
                                + "2,000,000 pixels a list may be drawn (shorten it or draw it at a smaller scale, or raise "
                                + "the budget with --max-height (ResourceLimits.height), up to 2,147,483,647)")
        // Laid out, not drawn: `cellshot layout` says where everything is, whatever the height.
        #expect(try runCellshot(["layout", document, "--max-height", "2000000"], timeout: 30).status == 0)
    }

    /// `empty-grid-sections-1000.yaml`: a 7 KB YAML of aliases, a thousand empty grid sections of 8,192 points of
    /// insets each, rendered for eight minutes; over the default budget now.
    @Test func emptyGridSectionsAreHeldToTheHeightBudget() throws {
        try refusesToRender(Self.document("empty-grid-sections-1000.yaml"),
                            message: "3:5: sections[0]: the list laid out in the normal state is 24,576,000 pixels tall "
                                + "(8,192,000 points at scale 3, 8,192 points of it in this section), over the budget of "
                                + "4,000,000 pixels a list may be drawn (shorten it or draw it at a smaller scale, or raise "
                                + "the budget with --max-height (ResourceLimits.height), up to 2,147,483,647)")
        try refusesToRender(Self.document("empty-grid-sections-100.json"), ["--max-height", "1000000", "--scale", "3"],
                            message: "1:15: sections[0]: the list laid out in the normal state is 2,457,600 pixels tall "
                                + "(819,200 points at scale 3, 8,192 points of it in this section), over the budget of "
                                + "1,000,000 pixels a list may be drawn (shorten it or draw it at a smaller scale, or raise "
                                + "the budget with --max-height (ResourceLimits.height), up to 2,147,483,647)")
    }

    /// `tall-headers-100.json`: a hundred empty sections with 4,096-point template headers; the tallest section is
    /// named (the first has no space above its header).
    @Test func tallTemplateHeadersAreHeldToTheHeightBudget() throws {
        try refusesToRender(Self.document("tall-headers-100.json"), ["--max-height", "1000000"],
                            message: "1:62: sections[1]: the list laid out in the normal state is 1,235,334 pixels tall "
                                + "(411,778 points at scale 3, 4,118 points of it in this section), over the budget of "
                                + "1,000,000 pixels a list may be drawn (shorten it or draw it at a smaller scale, or raise "
                                + "the budget with --max-height (ResourceLimits.height), up to 2,147,483,647)")
    }

    /// The budget is on pixels: the same list passes at scale 1 and is refused at scale 3; at its exact height it draws.
    @Test func theHeightBudgetCountsPixels() throws {
        let document = try folder.write(Documents.hello, to: "hello.json")
        let output = folder.file("hello.png")
        #expect(try runCellshot(["render", document, "-o", output, "--scale", "1"], timeout: 30).status == 0)
        let height = try #require(pngSize(atPath: output)?.height)
        #expect(try runCellshot(["render", document, "-o", output, "--scale", "1", "--max-height", "\(height)"],
                                timeout: 30).status == 0)
        #expect(try runCellshot(["render", document, "-o", output, "--scale", "3", "--max-height", "\(height)"],
                                timeout: 30).status == 2)
        #expect(try runCellshot(["render", document, "-o", output, "--max-height", "0"], timeout: 30).standardError
            == "error: --max-height: expected a number of pixels from 1 to 2,147,483,647, found 0\n")
    }

    // MARK: Texts: one check for every text

    /// `button-title-over-budget.json`: a button's title of 20,000 characters drew (a label's is refused).
    @Test func aButtonTitleIsHeldToTheTextBudget() throws {
        try refusesToRender(Self.document("button-title-over-budget.json"),
                            message: "1:103: templates.t.views.b.button.title: a text of 20,000 characters is over the "
                                + "budget of 10,000 characters a text may have (drawing sections[0].rows[0]) (shorten it, or "
                                + "raise the budget with --max-text-length (ResourceLimits.textLength), up to 1,000,000)")
    }

    /// `button-title-pango-overflow.json`: 3,000 `W` at 1000 pt reported a width of 950,577 points: Pango's 32-bit
    /// sums wrapped around. The extent check labels have applies to titles.
    @Test func aButtonTitleIsHeldToPangosExtent() throws {
        try refusesToRender(Self.document("button-title-pango-overflow.json"),
                            message: "1:103: templates.t.views.b.button.title: a text of 3,000 characters at 1000 pt could "
                                + "be longer than the 2,097,151 points Pango can lay out; at this size a text may have at "
                                + "most 262 characters (drawing sections[0].rows[0]) (use a shorter text or a smaller font)")
    }

    /// `button-titles-total-text.py`: sixty million characters of titles drew in 18 s. Titles count towards the
    /// document's total, once in each state column (here with a smaller total, so the test stays small).
    @Test func buttonTitlesCountTowardsTheTotalText() throws {
        let title = String(repeating: "A", count: 1_000)
        let rows = (0..<4).map { _ in #"{"template": "t", "values": {"t": "\#(title)"}}"# }
        let document = try folder.write(#"{"states": ["normal", "selected"], "sections": [{"rows": ["#
                                        + rows.joined(separator: ", ") + #"]}], "templates": {"t": {"views": {"b": "#
                                        + #"{"button": {"title": "$t"}}}, "constraints": ["H:|-[b]", "V:|-[b]-|"]}}}"#,
                                        to: "titles.json")
        let result = try runCellshot(["render", document, "-o", folder.file("titles.png"), "--max-total-text", "7500"],
                                     timeout: 60)
        #expect(result.status == 2)
        let message = "templates.t.views.b.button.title: with this text of 1,000 characters the texts laid out come to "
            + "8,000 characters, over the budget of 7,500 characters a document's texts may have together"
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try runCellshot(["render", document, "-o", folder.file("titles.png"), "--max-total-text", "8000"],
                                timeout: 60).status == 0)
    }

    /// `listcontent-text-over-budget.json`: a list content view's one-line text skipped every budget.
    @Test func aListContentTextIsHeldToTheTextBudget() throws {
        try refusesToRender(Self.document("listcontent-text-over-budget.json"),
                            message: "1:107: templates.t.views.l.listContent.text: a text of 20,000 characters is over the "
                                + "budget of 10,000 characters a text may have (drawing sections[0].rows[0]) (shorten it, or "
                                + "raise the budget with --max-text-length (ResourceLimits.textLength), up to 1,000,000)")
    }

    /// A symbol's name is a text the document carries: held to the text budget before it is looked up.
    @Test func aSymbolNameIsHeldToTheTextBudget() throws {
        let name = String(repeating: "s", count: 20_000)
        let document = try folder.write(#"{"sections": [{"rows": [{"text": "a", "image": {"symbol": "\#(name)"}}]}]}"#,
                                        to: "symbol.json")
        try refusesToRender(document, message: "1:59: sections[0].rows[0].image.symbol: a symbol name of 20,000 characters "
                            + "is over the budget of 10,000 characters a text may have (shorten it, or raise the budget with "
                            + "--max-text-length (ResourceLimits.textLength), up to 1,000,000)")
    }

    /// The section index's titles go through the same check.
    @Test func sectionIndexTitlesAreHeldToTheTextBudget() throws {
        let document = try folder.write(#"{"sectionIndex": ["AB"], "sections": [{"rows": [{"text": "a"}]}]}"#, to: "index.json")
        #expect(try runCellshot(["layout", document, "--max-text-length", "1"], timeout: 30).standardError
            == "error: \(document):1:19: sectionIndex[0]: a text of 2 characters is over the budget of 1 characters a text "
                + "may have (shorten it, or raise the budget with --max-text-length (ResourceLimits.textLength), up to "
                + "1,000,000)\n")
    }

    /// A text squeezed past the line budget is reported at the text (not the row), its length in the text budget's
    /// unit (Unicode scalars: `é` written as `e` and a combining accent is two) and its label's width rounded.
    @Test func aLineBudgetOverrunIsReportedAtItsText() throws {
        let text = String(repeating: "We\u{301}", count: 150)
        let document = try folder.write(#"{"sections": [{"rows": [{"template": "t"}]}], "templates": {"t": {"views": "#
                                        + #"{"l": {"label": {"text": "\#(text)", "lines": 0}}}, "constraints": "#
                                        + #"["H:|-[l]", "V:|-[l]-|", "l.width == 15.3"]}}}"#, to: "lines.json")
        #expect(try runCellshot(["layout", document], timeout: 30).standardError
            == "error: \(document):1:101: templates.t.views.l.label.text: a text of 450 characters in a label 15.3 pt wide "
                + "would break into at least 239 lines, over the budget of 200 lines a text may have (drawing "
                + "sections[0].rows[0]) (give the label room or shorten the text, or raise the budget with --max-text-lines "
                + "(ResourceLimits.textLines), up to 100,000)\n")
    }

    // MARK: Constraint names

    /// `constraint-suggestion-quadratic.json`: "did you mean" compared a 5,000-character name with two hundred
    /// others of 5,000 characters, letter by letter (a minute). Long names get no suggestion, and messages quote
    /// forty characters of them.
    @Test func anUnknownLongConstraintNameIsNotComparedWithEveryView() throws {
        let views = (0..<100).map { #""v\#($0)\#(String(repeating: "a", count: 4_996))": {"label": {"text": "x"}}"# }
        let name = String(repeating: "z", count: 5_000)
        let document = try folder.write(#"{"sections": [{"rows": [{"template": "t"}]}], "templates": {"t": {"views": {"#
                                        + views.joined(separator: ", ") + #"}, "constraints": ["\#(name).leading == "#
                                        + #"superview.leading"]}}}"#, to: "names.json")
        let result = try runCellshot(["layout", document], timeout: 60)
        #expect(result.status == 2)
        #expect(result.standardError.hasSuffix("templates.t.constraints[0]: unknown view '\(String(repeating: "z", count: 40))…'\n"
                                               + "  \(String(repeating: "z", count: 40))…\n  ^ (see docs/layout.md (expressions); "
                                               + "drawing sections[0].rows[0] in the normal state)\n"), "\(result.standardError)")
    }

    // MARK: The lesser items

    /// `separator-guide-in-header-silent.json`: a header has no separator, so its template's `separatorLayoutGuide`
    /// placed nothing (or a separator at x −4607); it is an error naming the constraint, and so is a grid item's.
    @Test func aSeparatorGuideWhereThereIsNoSeparatorIsAnError() throws {
        try refusesToRender(Self.document("separator-guide-in-header-silent.json"),
                            message: "1:176: templates.h.constraints[2]: expected no separatorLayoutGuide in a template drawn "
                                + "as a header (drawing sections[0].header): only a list row's cell has a separator to place "
                                + "(UIKit's headers, footers and grid cells have no separatorLayoutGuide; constrain to the "
                                + "view's edges or margins)")
        let grid = #"{"group": {"axis": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "#
            + #""heightDimension": {"absolute": 44}}, "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "#
            + #""heightDimension": {"fractionalHeight": 1}}}, "count": 2}}"#
        let document = try folder.write(#"{"sections": [{"grid": \#(grid), "items": [{"template": "t"}]}], "templates": "#
                                        + #"{"t": {"views": {"l": {"label": {"text": "x"}}}, "constraints": ["H:|-[l]-|", "#
                                        + #""V:|-[l]-|", "separatorLayoutGuide.leading == l.leading"]}}}"#, to: "grid.json")
        #expect(try runCellshot(["layout", document], timeout: 30).standardError
            .hasPrefix("error: \(document):1:417: templates.t.constraints[2]: expected no separatorLayoutGuide in a template "
                       + "drawn as a grid item (drawing sections[0].items[0])"))
    }

    /// `textguide-on-label-message.json`: `l.textLayoutGuide` for a label said only "unknown view"; it says the
    /// label has no such guide, which views have one, and what kind of view does.
    @Test func aTextGuideOfALabelSaysWhichViewsHaveOne() throws {
        let document = Self.document("textguide-on-label-message.json")
        #expect(try runCellshot(["layout", document], timeout: 30).standardError
            == "error: \(document):1:151: templates.t.constraints[2]: unknown view 'l.textLayoutGuide': 'l' has no "
                + "textLayoutGuide\n  …paratorLayoutGuide.leading == l.textLayo…\n                                 ^ (a "
                + "list content view (\"listContent\") has a textLayoutGuide, as UIListContentView does; see "
                + "docs/templates.md; drawing sections[0].rows[0] in the normal state)\n")
        let withContent = try folder.write(#"{"sections": [{"rows": [{"template": "t"}]}], "templates": {"t": {"views": "#
                                           + #"{"l": {"label": {"text": "x"}}, "c": {"listContent": {"text": "y"}}}, "#
                                           + #""constraints": ["H:|-[l]-[c]-|", "V:|-[l]-|", "V:|-[c]-|", "#
                                           + #""l.leading == l.textLayoutGuide.leading"]}}}"#, to: "content.json")
        #expect(try runCellshot(["layout", withContent], timeout: 30).standardError
            .hasPrefix("error: \(withContent):1:205: templates.t.constraints[3]: unknown view 'l.textLayoutGuide': 'l' has "
                       + "no textLayoutGuide; the views that have one: 'c'\n"))
    }

    /// A grid cell can be hundreds of billions of points wide (fractions of nested groups multiply), where Pango lays
    /// out no text: its texts are not drawn, and a warning says so.
    @Test func aGridCellTooWideForTextWarns() throws {
        func group(_ depth: Int) -> String {
            depth == 0 ? #"{"layoutSize": {"widthDimension": {"fractionalWidth": 10}, "heightDimension": {"fractionalHeight": 1}}}"#
                : #"{"axis": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 10}, "#
                    + #""heightDimension": {"absolute": 44}}, "subitems": [\#(group(depth - 1))]}"#
        }
        let document = try folder.write(#"{"sections": [{"grid": {"group": \#(group(8)), "orthogonalScrollingBehavior": "#
                                        + #""continuous"}, "items": [{"text": "Hello"}]}]}"#, to: "wide.json")
        let result = try runCellshot(["render", document, "-o", folder.file("wide.png"), "--scale", "1"], timeout: 60)
        #expect(result == ProcessResult(
            standardOutput: "",
            standardError: "warning: \(document): sections[0].items[0]: the cell is 393,000,000,000 points wide, wider than "
                + "the 2,097,151 points text is laid out across: its texts are not drawn (the fractional widths of "
                + "sections[0].grid multiply in nested groups)\n",
            status: 0))
    }

    /// A document's own `width` of 0.001 was reported as `--width`'s.
    @Test func aWidthUnderAPixelIsTheDocumentsWhenItWroteIt() throws {
        let document = try folder.write(#"{"width": 0.001, "sections": []}"#, to: "narrow.json")
        #expect(try runCellshot(["layout", document], timeout: 30).standardError
            == "error: \(document):1:11: width: the list is 0.001 points wide at scale 3: less than one pixel; expected at "
                + "least 0.333 points\n")
        #expect(try runCellshot(["layout", document, "--width", "0.001"], timeout: 30).standardError
            == "error: --width: the list is 0.001 points wide at scale 3: less than one pixel; expected at least 0.333 points\n")
    }

    /// A symbol's `pointSize` of 0 and of −1 are out of one range, as a template's are.
    @Test func pointSizesOutOfRangeSayOneRange() throws {
        for size in ["0", "-1", "1001"] {
            let document = try folder.write(#"{"sections": [{"rows": [{"text": "a", "image": {"symbol": {"name": "star", "#
                                            + #""pointSize": \#(size)}}}]}]}"#, to: "size.json")
            #expect(try runCellshot(["layout", document], timeout: 30).standardError
                == "error: \(document):1:89: sections[0].rows[0].image.symbol.pointSize: expected a symbol point size "
                    + "greater than 0 and at most 1000 points, found the number \(size)\n")
        }
    }

    // MARK: Found by fuzz-layout

    /// `slow-emoji-value-cell.json`, fuzz-layout's one finding: 3,000 one-point emoji in a value cell took libFuzzer's
    /// 10 s in six states on a loaded machine under AddressSanitizer. It is inside every budget, so it is laid out
    /// (status 0, every row's frames); its cost is measured in Fuzz/README.md, not here.
    @Test func theSlowEmojiValueCellIsLaidOut() throws {
        let result = try runCellshot(["layout", Self.document("slow-emoji-value-cell.json")], timeout: 120)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("\"sections\""))
    }
}
