import CellshotGraphics
import CellshotModel

/// The texts a row, header or footer lays out, each with where it is written: what ``TextBudget`` checks
/// before anything is measured, and where a text over the line budget is reported once it is laid out.
///
/// One list for every kind of content, so that no text skips the budgets: a cell's text, secondary text and
/// accessories' labels; a header's or footer's; a template's labels, buttons' titles and list content views'
/// texts. Paths are made only when asked for (a message), never for a text within the budgets.
struct LaidOutTexts {
    /// A text and how to make its path.
    private var entries: [(text: ResolvedText, path: () -> JSONPath)] = []

    init() {}

    /// Adds `text`, if there is one, written at `path`.
    mutating func append(_ text: ResolvedText?, at path: @escaping () -> JSONPath) {
        if let text { entries.append((text, path)) }
    }

    /// A built-in cell's texts (a row's, a grid item's, a list content view's or a template row's accessories):
    /// its text, its secondary text and its accessories' labels, under `path`.
    init(cell: ResolvedCell, at path: JSONPath) {
        self.init(text: cell.text, secondaryText: cell.secondaryText, accessories: cell.accessories + cell.leadingAccessories,
                  at: path)
    }

    /// A header's or footer's texts (resolved, or laid out in a ``TextBlockLayout``), or a cell's: its text, its
    /// secondary text and its accessories' labels, under `path`.
    init(text: ResolvedText?, secondaryText: ResolvedText?, accessories: [ResolvedAccessory], at path: JSONPath) {
        append(text, at: { path.appending(key: "text") })
        append(secondaryText, at: { path.appending(key: "secondaryText") })
        for case .label(let label) in accessories { append(label, at: { path.appending(key: "accessories") }) }
    }

    /// A template's texts in the order its views are written, at the template's paths: labels
    /// (`views.title.label.text`), buttons' titles (`views.go.button.title`) and list content views' texts
    /// (`views.content.listContent.text`, `.secondaryText`).
    init(template content: ResolvedTemplateContent, definition: TemplateDefinition) {
        for view in definition.allViews {
            let name = view.name, path = view.path
            switch view.kind {
            case .label:
                append(content.texts[name], at: { path.appending(key: "label").appending(key: "text") })
            case .button:
                append(content.buttons[name]?.title, at: { path.appending(key: "button").appending(key: "title") })
            case .listContent:
                if let cell = content.cells[name] {
                    let listContent = path.appending(key: "listContent")
                    append(cell.text, at: { listContent.appending(key: "text") })
                    append(cell.secondaryText, at: { listContent.appending(key: "secondaryText") })
                }
            default:
                break
            }
        }
    }

    /// These texts, then `other`'s.
    static func + (lhs: LaidOutTexts, rhs: LaidOutTexts) -> LaidOutTexts {
        var texts = lhs
        texts.entries += rhs.entries
        return texts
    }

    /// Checks every text against `budget`, in order.
    /// - Parameter row: the row drawn, when the paths are a template's.
    /// - Throws: ``CellshotError/document(_:)`` for the first text over a budget.
    func check(with budget: TextBudget, drawing row: JSONPath? = nil) throws(CellshotError) {
        for entry in entries { try budget.check(entry.text, at: entry.path(), drawing: row) }
    }

    /// Where the first text whose string is `string` is written; `nil` for none.
    func path(of string: String) -> JSONPath? {
        entries.first { $0.text.string == string }?.path()
    }
}
