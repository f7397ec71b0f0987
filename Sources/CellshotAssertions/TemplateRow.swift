import CellshotModel

/// A one-row list drawn by a template: what the template overloads of `assertCellSnapshot` draw.
struct TemplateRow {
    var template: String
    var values: [String: JSONValue]

    /// The document with one section holding this row instead of its own sections.
    /// - Returns: the document, or a failure for a template the document does not have.
    func document(from document: ListDocument) -> Result<ListDocument, AssertionMessage> {
        guard document.templates[template] != nil else {
            let known = document.templates.keys.sorted()
            return .failure(AssertionMessage("the document has no template \"\(template)\"; "
                + (known.isEmpty ? "it has none" : "it has " + known.map { "\"\($0)\"" }.joined(separator: ", "))))
        }
        var list = document
        list.sections = [Section(rows: [Row(template: template, values: values)])]
        return .success(list)
    }

    /// A row's values written as a JSON object.
    static func values(json text: String) -> Result<[String: JSONValue], AssertionMessage> {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(text.utf8))
        } catch {
            return .failure(AssertionMessage("values: \(error)"))
        }
        guard case .object(let members) = value else {
            return .failure(AssertionMessage("values: expected a JSON object of the row's values, found \(value.summary)"))
        }
        return .success(Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }
}
