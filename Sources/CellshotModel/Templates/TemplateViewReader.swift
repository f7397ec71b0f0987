/// Reads a template's tree of views: names, kinds, properties and nesting, in document order.
///
/// Names are checked across the whole tree (nested views included) because constraints and states
/// name views without saying where they are. Property values with placeholders are left out and
/// recorded as holes.
struct TemplateViewReader {
    /// Resolves image files.
    let context: DecodingContext
    /// Collects the property values with placeholders.
    let recorder: TemplateHoleRecorder
    /// Every name read so far, with where it was first written.
    private(set) var names: [String: JSONPath] = [:]
    /// How many views have been read.
    private var count = 0

    /// Creates a reader for one template.
    init(context: DecodingContext, recorder: TemplateHoleRecorder) {
        self.context = context
        self.recorder = recorder
    }

    /// Reads an object of views (`views`, `subviews`, `arranged`) at `depth` (1 for the top level).
    /// - Throws: ``DocumentError`` for a bad name, kind or property, too many views or too deep a tree.
    mutating func views(_ value: JSONValue, at path: JSONPath, depth: Int) throws(DocumentError) -> [TemplateView] {
        let expected = "views (an object from names to views)"
        guard case .object(let members) = value else {
            throw TemplateStructure.error(at: path, expected: expected, found: value)
        }
        var views: [TemplateView] = []
        for member in members {
            let viewPath = path.appending(key: member.key)
            try register(member.key, at: viewPath, depth: depth)
            views.append(try view(member.value, named: member.key, at: viewPath, depth: depth))
        }
        return views
    }

    private mutating func register(_ name: String, at path: JSONPath, depth: Int) throws(DocumentError) {
        let limit = DocumentLimits.maximumTemplateDepth
        guard depth <= limit else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected views nested at most \(limit) deep, found a view at depth \(depth)",
                                hint: "a cell's views nest a few levels at most")
        }
        count += 1
        guard count <= DocumentLimits.maximumTemplateViews else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected at most \(DocumentLimits.maximumTemplateViews) views in a template "
                                    + "(nested ones included), found more",
                                hint: "a cell shows a few dozen views at most")
        }
        try TemplateNames.checkViewName(name, at: path)
        if let first = names[name] {
            throw .invalidValue(at: path, expected: "each view name once in a template", found: .string(name),
                                hint: "the first \(JSONText.snippet(name)) is at \(first)")
        }
        names[name] = path
    }

    private mutating func view(_ value: JSONValue, named name: String, at path: JSONPath,
                               depth: Int) throws(DocumentError) -> TemplateView {
        let expected = "a template view (an object with one kind key: \(TemplateKeys.kindList))"
        guard case .object(let members) = value else {
            throw TemplateStructure.error(at: path, expected: expected, found: value)
        }
        let kindNames = TemplateKeys.kinds.map(\.rawValue)
        for member in members where TemplateView.Kind(rawValue: member.key) == nil {
            let owners = TemplateKeys.kinds.filter { TemplateKeys.keys(of: $0).contains(member.key) }
            let hint = owners.isEmpty ? nil
                : "a view's properties go inside its kind: "
                    + "{ \"\(owners[0].rawValue)\": { \(JSONText.snippet(member.key)): … } }"
            throw .unknownKey(member.key, at: path, in: "a template view", knownKeys: kindNames,
                              hint: NameSuggester.hint(for: member.key, among: kindNames) == nil ? hint : nil)
        }
        guard let first = members.first, let kind = TemplateView.Kind(rawValue: first.key) else {
            throw DocumentError(.missingKey, path: path,
                                message: "expected one kind key (\(TemplateKeys.kindList)), found none",
                                hint: "write the view as { \"label\": { \"text\": … } }")
        }
        guard members.count == 1 else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected one kind key (\(TemplateKeys.kindList)), found "
                                    + ListFormatter.and(members.map(\.key)),
                                hint: "a view has one kind; give the second one a name of its own")
        }
        let kindPath = path.appending(key: kind.rawValue)
        // `{ "spacer": null }` (YAML's `spacer:`) is a view with no properties, as null is absent elsewhere.
        let kindObject = first.value.isNull ? JSONValue.object([]) : first.value
        guard case .object = kindObject else {
            throw TemplateStructure.error(at: kindPath, expected: "\(TemplateKeys.noun(kind))'s properties (an object)",
                                          found: kindObject)
        }
        try TemplateKeys.check(kindObject, of: kind, at: kindPath, description: TemplateKeys.noun(kind), override: false)
        let object = try TemplateObjectReader(kindObject, at: kindPath, expected: TemplateKeys.noun(kind),
                                              keys: TemplateKeys.keys(of: kind), binder: PlaceholderBinder(mode: .check),
                                              holes: (recorder, .view(name: name, kind: kind)))
        let properties = try TemplateViewProperties(kind: kind, members: object, context: context)
        var subviews: [TemplateView] = []
        if let key = TemplateKeys.childrenKey(of: kind), let children = object.structure(key) {
            subviews = try views(children, at: kindPath.appending(key: key), depth: depth + 1)
        }
        return TemplateView(name: name, kind: kind, properties: properties, subviews: subviews, path: path)
    }
}

/// The rules for names a template's constraint text refers to: views, metrics and custom states.
enum TemplateNames {
    /// What a name is made of, for messages.
    static let identifierRule = "letters, digits and underscores, not starting with a digit"

    /// Checks that `name` can be a view's name: an identifier, and not one of the reserved names.
    static func checkViewName(_ name: String, at path: JSONPath) throws(DocumentError) {
        guard JSONText.isPlainIdentifier(name) else {
            throw .invalidValue(at: path, expected: "a view name (\(identifierRule))", found: .string(name),
                                hint: "constraints name views in their text")
        }
        guard !TemplateKeys.reservedNames.contains(name) else {
            let reserved = ListFormatter.and(TemplateKeys.reservedNames)
            throw .invalidValue(at: path, expected: "a view name other than \(reserved)", found: .string(name),
                                hint: "constraints and states use those names for the content view, its margins "
                                    + "and the cell's background")
        }
    }

    /// Checks that `name` is an identifier, for metrics and custom states.
    static func checkIdentifier(_ name: String, at path: JSONPath, noun: String) throws(DocumentError) {
        guard JSONText.isPlainIdentifier(name) else {
            throw .invalidValue(at: path, expected: "\(noun) (\(identifierRule))", found: .string(name))
        }
    }
}

/// The parts that give a template its shape are written out, never filled in from a row.
enum TemplateStructure {
    /// The error for `value` where a structural object or array belongs, with a hint when it is a placeholder.
    static func error(at path: JSONPath, expected: String, found value: JSONValue) -> DocumentError {
        if case .string(let text) = value, let string = try? PlaceholderString(text, at: path),
           !string.placeholderNames.isEmpty {
            return .placeholderInStructure(at: path, expected: expected, found: value)
        }
        return .wrongType(at: path, expected: expected, found: value)
    }
}
