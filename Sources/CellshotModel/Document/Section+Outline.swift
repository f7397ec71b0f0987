/// A row of a section's outline with where it is in the document and how deep.
public struct OutlineRow: Hashable, Sendable {
    /// The row.
    public var row: Row
    /// Where it is: `sections[0].rows[2].children[1]`.
    public var path: JSONPath
    /// How deep it is: 0 for a section's rows, 1 for their children, and so on.
    public var depth: Int
}

extension Section {
    /// The section's rows and their children, depth first (each parent before its children), as an
    /// outline section snapshot lists its items.
    ///
    /// ```swift
    /// let sectionPath = JSONPath.root.appending(key: "sections").appending(index: 0)
    /// for item in section.outline(at: sectionPath, visibleOnly: true) {
    ///     print(item.path, item.depth)   // sections[0].rows[0] 0, sections[0].rows[0].children[0] 1, …
    /// }
    /// ```
    /// - Parameters:
    ///   - sectionPath: the section's path (`sections[0]`).
    ///   - visibleOnly: `true` for the rows a list draws (children of collapsed rows left out), `false` for all.
    public func outline(at sectionPath: JSONPath, visibleOnly: Bool) -> [OutlineRow] {
        var items: [OutlineRow] = []
        func visit(_ rows: [Row], under path: JSONPath, key: String, depth: Int) {
            for (index, row) in rows.enumerated() {
                let rowPath = path.appending(key: key).appending(index: index)
                items.append(OutlineRow(row: row, path: rowPath, depth: depth))
                if !visibleOnly || row.showsChildren {
                    visit(row.children, under: rowPath, key: "children", depth: depth + 1)
                }
            }
        }
        visit(rows, under: sectionPath, key: grid == nil ? "rows" : "items", depth: 0)
        return items
    }
}
