import CellshotGraphics

/// The most rows and sections a document may have, counted on its parsed text before any row or section is
/// read: a row read costs about 2 KB and a section more, so fifteen megabytes of empty rows (`{}`, five
/// million of them) took 11 GB before a count of the rows read could refuse them.
///
/// The command line's `--max-rows` and `--max-sections` (`ResourceLimits.rows` and `.sections` in Swift) set
/// it; pass the budget you render with to ``ListDocument/load(contentsOf:assets:budget:)``.
///
/// ```swift
/// let document = try ListDocument.load(contentsOf: "long.json", budget: DocumentBudget(rows: 100_000))
/// ```
public struct DocumentBudget: Sendable, Hashable {
    /// The most rows, counting the children of collapsed rows and a grid section's items.
    public var rows: Int
    /// The most sections.
    public var sections: Int

    /// The default ``rows``: ten thousand rows of cells render in seconds.
    public static let defaultRows = 20_000
    /// The largest ``rows`` that may be asked for.
    public static let maximumRows = 1_000_000
    /// The default ``sections``: more than any list has (an index of the alphabet is 27), as many as a list of
    /// half the row budget in sections of two rows.
    public static let defaultSections = 10_000
    /// The largest ``sections`` that may be asked for.
    public static let maximumSections = 1_000_000

    /// Creates a budget; each has its default unless given.
    public init(rows: Int = DocumentBudget.defaultRows, sections: Int = DocumentBudget.defaultSections) {
        self.rows = rows
        self.sections = sections
    }

    /// Counts the sections and rows of a JSON document's text before it is parsed: the text alone says how many
    /// there are, and parsing sixty megabytes of `{}` would make twenty million values first. Counting stops at the
    /// first one over the budget.
    /// - Parameter bytes: the document's text.
    /// - Throws: ``DocumentError`` at `sections` naming the budget.
    func check(jsonText bytes: [UInt8]) throws(DocumentError) {
        var sections = 0, rows = 0
        let path = JSONPath.root.appending(key: "sections")
        try JSONLocator.countSections(in: bytes, section: { () throws(DocumentError) in
            sections += 1
            if sections > self.sections { throw overSections(at: path) }
        }, row: { () throws(DocumentError) in
            rows += 1
            if rows > self.rows { throw overRows(at: path) }
        })
    }

    /// Counts the sections and rows of a document's `sections` value as parsed, before any is read. Counting
    /// stops at the first one over the budget. A value of the wrong shape is left for decoding to report.
    /// - Parameters:
    ///   - value: the value of the document's `sections` key.
    ///   - path: its path.
    /// - Throws: ``DocumentError`` at `path` naming the budget.
    func check(sections value: JSONValue, at path: JSONPath) throws(DocumentError) {
        guard case .array(let sections) = value else { return }
        if sections.count > self.sections { throw overSections(at: path) }
        var rows = 0
        for case .object(let members) in sections {
            for member in members where member.key == "rows" || member.key == "items" {
                try count(member.value, into: &rows, at: path)
            }
        }
    }

    /// Adds the rows of an array of rows and their children to `rows`.
    private func count(_ value: JSONValue, into rows: inout Int, at path: JSONPath) throws(DocumentError) {
        guard case .array(let elements) = value else { return }
        for element in elements {
            rows += 1
            if rows > self.rows { throw overRows(at: path) }
            if case .object(let members) = element, let children = members.first(where: { $0.key == "children" }) {
                try count(children.value, into: &rows, at: path)
            }
        }
    }

    /// Counts a document's sections and rows (collapsed children and grid items included), for a document built
    /// in code; counting stops past the budget.
    /// - Throws: ``DocumentError`` at `sections` naming the budget.
    public func check(_ document: ListDocument) throws(DocumentError) {
        let path = JSONPath.root.appending(key: "sections")
        if document.sections.count > sections { throw overSections(at: path) }
        var rows = 0
        func count(_ row: Row) throws(DocumentError) {
            rows += 1
            if rows > self.rows { throw overRows(at: path) }
            for child in row.children { try count(child) }
        }
        for section in document.sections {
            for row in section.rows { try count(row) }
        }
    }

    private func overRows(at path: JSONPath) -> DocumentError {
        DocumentError(.invalidValue, path: path,
                      message: "the document has more than \(rows.grouped) rows, the budget of rows a document may have "
                          + "(children of collapsed rows count)",
                      hint: rows < Self.maximumRows
                          ? "split it, or raise the budget with --max-rows (ResourceLimits.rows), up to "
                              + Self.maximumRows.grouped
                          : "split it")
    }

    private func overSections(at path: JSONPath) -> DocumentError {
        DocumentError(.invalidValue, path: path,
                      message: "the document has more than \(sections.grouped) sections, the budget of sections a "
                          + "document may have",
                      hint: sections < Self.maximumSections
                          ? "split it, or raise the budget with --max-sections (ResourceLimits.sections), up to "
                              + Self.maximumSections.grouped
                          : "split it")
    }
}
