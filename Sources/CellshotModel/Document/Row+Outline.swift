extension Row {
    /// The keys of a row's place in an outline; template rows may have them too.
    static let outlineKeys = ["children", "expanded", "indentationLevel", "indentationWidth", "indentsAccessories"]

    /// Whether the row's children are drawn: it has some and is ``expanded``.
    public var showsChildren: Bool { expanded == true && !children.isEmpty }

    /// Reads `children`, `expanded` and the indentation keys of an already checked row object.
    mutating func readOutline(_ object: ObjectReader, in context: DecodingContext, depth: Int) throws(DocumentError) {
        expanded = try object.bool("expanded")
        let maximumLevel = DocumentLimits.maximumOutlineDepth
        indentationLevel = try object.decode("indentationLevel") { (value, path) throws(DocumentError) in
            try value.integer(at: path, expected: "an indentation level (a whole number from 0 to \(maximumLevel))",
                              in: 0...maximumLevel)
        }
        indentationWidth = try object.length("indentationWidth", noun: "an indentation width")
        indentsAccessories = try object.bool("indentsAccessories")
        children = try object.decode("children") { (value, path) throws(DocumentError) in
            let elements = try value.array(at: path, expected: "an array of rows")
            guard depth < maximumLevel else {
                throw DocumentError(.invalidValue, path: path,
                                    message: "expected rows nested at most \(maximumLevel) levels deep, found children "
                                        + "at level \(depth + 1)",
                                    hint: "an outline this deep leaves no room for text; "
                                        + "set \"indentationLevel\" on the rows to draw deeper levels")
            }
            let limit = DocumentLimits.maximumChildren
            guard elements.count <= limit else {
                throw DocumentError(.invalidValue, path: path,
                                    message: "expected at most \(limit) children, found \(elements.count)",
                                    hint: "split them between rows or sections")
            }
            var children: [Row] = []
            for (index, element) in elements.enumerated() {
                children.append(try Row(json: element, at: path.appending(index: index), in: context, depth: depth + 1))
            }
            return children
        } ?? []
        try checkOutlineDisclosures(object)
    }

    /// A row that says whether it is expanded decides how its outline disclosure looks, as a UIKit cell's
    /// `isExpanded` does: an accessory that says otherwise is a contradiction, not something to pick from.
    private func checkOutlineDisclosures(_ object: ObjectReader) throws(DocumentError) {
        guard let expanded else { return }
        var lists: [(JSONValue, JSONPath)] = []
        if let accessories = object.value("accessories") { lists.append((accessories, object.path("accessories"))) }
        if case .object(let overrides)? = object.value("states") {
            for member in overrides {
                guard case .object(let keys) = member.value,
                      let accessories = keys.first(where: { $0.key == "accessories" })?.value else { continue }
                lists.append((accessories, object.path("states").appending(key: member.key).appending(key: "accessories")))
            }
        }
        for (list, listPath) in lists {
            guard case .array(let elements) = list else { continue }
            for (index, element) in elements.enumerated() {
                guard case .object(let members) = element,
                      case .object(let options)? = members.first(where: { $0.key == "outlineDisclosure" })?.value,
                      let written = options.first(where: { $0.key == "expanded" }),
                      case .bool(let flag) = written.value, flag != expanded else { continue }
                throw DocumentError(.invalidValue,
                                    path: listPath.appending(index: index).appending(key: "outlineDisclosure")
                                        .appending(key: "expanded"),
                                    message: "expected the row's \"expanded\" (\(expanded)), found \(flag)",
                                    hint: "the row's \"expanded\" decides which way its outline disclosure points; "
                                        + "remove one of the two")
            }
        }
    }
}

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
        visit(rows, under: sectionPath, key: "rows", depth: 0)
        return items
    }
}
