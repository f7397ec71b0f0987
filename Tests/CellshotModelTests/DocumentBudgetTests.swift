import CellshotModel
import Testing

/// Issue 40: rows and sections are counted on the parsed text, before any is read (a row read costs a thousand
/// times more than a row counted), and a document built in code is counted the same way.
@Suite("The row and section budgets")
struct DocumentBudgetTests {
    private func decode(_ text: String, _ budget: DocumentBudget) throws(DocumentError) -> ListDocument {
        try ListDocument.decode(Array(text.utf8), file: "list.json", baseDirectory: ".", budget: budget)
    }

    @Test func rowsChildrenAndItemsAreCountedBeforeAnyIsRead() throws {
        // The rows are not rows a document may have (numbers): counting comes first, so the budget is what is said.
        let text = #"{"sections": [{"rows": [1, {"children": [2, 3]}]}, {"items": [4]}]}"#
        #expect(throws: DocumentError(.invalidValue, file: "list.json", path: JSONPath.root.appending(key: "sections"),
                                      message: "the document has more than 4 rows, the budget of rows a document may have "
                                          + "(children of collapsed rows count)",
                                      hint: "split it, or raise the budget with --max-rows (ResourceLimits.rows), up to "
                                          + "1,000,000", line: 1, column: 14)) {
            try decode(text, DocumentBudget(rows: 4))
        }
        // Within the budget, the first row is read and refused for what it is.
        #expect(throws: DocumentError.self) { try decode(text, DocumentBudget(rows: 5)) }
        do {
            _ = try decode(text, DocumentBudget(rows: 5))
        } catch {
            #expect(error.path?.description == "sections[0].rows[0]")
        }
    }

    @Test func sectionsAreCountedBeforeAnyIsRead() throws {
        #expect(throws: DocumentError(.invalidValue, file: "list.json", path: JSONPath.root.appending(key: "sections"),
                                      message: "the document has more than 2 sections, the budget of sections a document "
                                          + "may have",
                                      hint: "split it, or raise the budget with --max-sections (ResourceLimits.sections), "
                                          + "up to 1,000,000", line: 1, column: 14)) {
            try decode(#"{"sections": [{}, {}, 7]}"#, DocumentBudget(sections: 2))
        }
        #expect(try decode(#"{"sections": [{}, {}]}"#, DocumentBudget(sections: 2)).sections.count == 2)
    }

    @Test func aDocumentBuiltInCodeIsCountedToo() throws {
        let rows = [Row(configuration: CellConfiguration(text: "a"), children: [Row(configuration: CellConfiguration(text: "b"))])]
        let document = ListDocument(sections: [Section(rows: rows), Section()])
        #expect(throws: Never.self) { try DocumentBudget(rows: 2, sections: 2).check(document) }
        #expect(throws: DocumentError.self) { try DocumentBudget(rows: 1).check(document) }
        #expect(throws: DocumentError.self) { try DocumentBudget(sections: 1).check(document) }
    }
}
