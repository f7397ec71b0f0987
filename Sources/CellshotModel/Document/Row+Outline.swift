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

extension CellConfiguration {
    /// Whether an outline disclosure of the `header` style is displayed in a state: such a row toggles its
    /// children wherever it is tapped and is never selected (``OutlineDisclosureStyle/header``).
    /// - Parameter state: the state the row is drawn in.
    public func hasHeaderStyleOutlineDisclosure(in state: CellState) -> Bool {
        (accessories ?? []).contains { accessory in
            guard case .outlineDisclosure(_, let style) = accessory.kind else { return false }
            return style == .header && accessory.isDisplayed(in: state)
        }
    }
}
