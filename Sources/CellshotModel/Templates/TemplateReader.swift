import CellshotGraphics

/// Reads one of a document's templates once, on its own: checks its shape and every value it can,
/// and sets the values with placeholders aside as holes for rows to fill (``TemplatePlan``).
struct TemplateReader {
    /// The template's name.
    let name: String
    /// Where it is: `templates.notice`.
    let path: JSONPath
    /// Resolves image files.
    let context: DecodingContext

    /// The keys of a template.
    static let keys = ["background", "margins", "height", "metrics", "views", "constraints", "states"]

    /// Placeholders are set aside while a template is read on its own.
    private static let binder = PlaceholderBinder(mode: .check)

    /// Creates a reader.
    init(name: String, context: DecodingContext) {
        self.name = name
        self.path = JSONPath.root.appending(key: "templates").appending(key: name)
        self.context = context
    }

    /// Reads the whole template, every state included.
    /// - Throws: ``DocumentError`` for the first mistake in the template.
    func plan(_ json: JSONValue) throws(DocumentError) -> TemplatePlan {
        let recorder = TemplateHoleRecorder()
        let definition = try base(json, recorder: recorder)
        let kinds = Dictionary(definition.allViews.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var states: [TemplatePlan.State] = []
        for entry in try stateEntries(json, kinds: kinds) {
            let stateRecorder = TemplateHoleRecorder()
            let override = try override(entry, kinds: kinds, recorder: stateRecorder)
            states.append(TemplatePlan.State(name: entry.name, isCustom: entry.isCustom, override: override,
                                             holes: stateRecorder.holes))
        }
        let summary = try TemplateSummary(name: name, json: json, path: path, states: states)
        return TemplatePlan(definition: definition, holes: recorder.holes, states: states, summary: summary)
    }

    private func base(_ json: JSONValue, recorder: TemplateHoleRecorder) throws(DocumentError) -> TemplateDefinition {
        let object = try TemplateObjectReader(json, at: path, expected: "a template", keys: Self.keys, binder: Self.binder,
                                              holes: (recorder, .template))
        var viewReader = TemplateViewReader(context: context, recorder: recorder)
        let views = try object.structure("views").map { (value) throws(DocumentError) in
            try viewReader.views(value, at: object.path("views"), depth: 1)
        } ?? []
        return TemplateDefinition(
            name: name, views: views,
            constraints: try object.structure("constraints").map { (value) throws(DocumentError) in
                try constraints(value, at: object.path("constraints"), recorder: recorder)
            } ?? [],
            metrics: try object.structure("metrics").map { (value) throws(DocumentError) in
                try metrics(value, at: object.path("metrics"), recorder: recorder)
            } ?? [:],
            layoutMargins: try object.decode("margins", Self.margins),
            background: try object.structure("background").map { (value) throws(DocumentError) in
                try background(value, at: object.path("background"), recorder: recorder)
            },
            height: try object.decode("height") { (value, path) throws(DocumentError) in
                try RowHeight(json: value, at: path)
            },
            path: path)
    }

    /// The entries of the template's `states`, in order, their names checked against the views.
    private func stateEntries(_ json: JSONValue,
                              kinds: [String: TemplateView.Kind]) throws(DocumentError) -> [TemplateStateEntry] {
        guard let value = json["states"], !value.isNull else { return [] }
        let statesPath = path.appending(key: "states")
        guard case .object(let members) = value else {
            throw TemplateStructure.error(at: statesPath, expected: "states (an object from state names to overrides)",
                                          found: value)
        }
        var entries: [TemplateStateEntry] = []
        for member in members {
            let entryPath = statesPath.appending(key: member.key)
            if CellState(rawValue: member.key) == nil {
                try checkCustomStateName(member.key, at: entryPath, kinds: kinds)
            }
            entries.append(TemplateStateEntry(name: member.key, value: member.value, path: entryPath))
        }
        return entries
    }

    /// Reads one state's override: view names to partial properties, and `background`.
    private func override(_ entry: TemplateStateEntry, kinds: [String: TemplateView.Kind],
                          recorder: TemplateHoleRecorder) throws(DocumentError) -> TemplateStateOverride {
        guard case .object(let members) = entry.value else {
            throw TemplateStructure.error(at: entry.path, expected: "a state's overrides (an object from view names "
                                              + "and \"background\" to properties)", found: entry.value)
        }
        var override = TemplateStateOverride()
        for member in members {
            let memberPath = entry.path.appending(key: member.key)
            if member.key == "background" {
                override.background = try background(member.value, at: memberPath, recorder: recorder)
                continue
            }
            guard let kind = kinds[member.key] else {
                let views = kinds.keys.sorted()
                throw .unknownName(member.key, at: memberPath,
                                   expected: "the name of one of the template's views, or \"background\"",
                                   knownNames: views + ["background"],
                                   hint: views.isEmpty ? "the template has no views"
                                       : "views: \(views.joined(separator: ", "))")
            }
            let description = "an override of the \(kind.rawValue) \(JSONText.snippet(member.key))"
            guard case .object = member.value else {
                throw TemplateStructure.error(at: memberPath, expected: "\(description) (an object)", found: member.value)
            }
            try TemplateKeys.check(member.value, of: kind, at: memberPath, description: description, override: true)
            let object = try TemplateObjectReader(member.value, at: memberPath, expected: description,
                                                  keys: TemplateKeys.properties(of: kind), binder: Self.binder,
                                                  holes: (recorder, .view(name: member.key, kind: kind)))
            override.views[member.key] = try TemplateViewProperties(kind: kind, members: object, context: context)
        }
        return override
    }

    private func checkCustomStateName(_ name: String, at path: JSONPath,
                                      kinds: [String: TemplateView.Kind]) throws(DocumentError) {
        let expected = "\(CellState.expectation) or a custom state's name"
        // A custom state that is one typo away from a UIKit state is almost surely that state misspelt,
        // and as a custom state it would silently never be on.
        let lowered = Array(name.lowercased())
        if let state = CellState.allCases.first(where: {
            NameSuggester.editDistance(lowered, Array($0.rawValue.lowercased())) <= 1
        }) {
            throw .unknownName(name, at: path, expected: expected, knownNames: [state.rawValue])
        }
        // UIKit's other configuration states: as custom states they would silently never be on.
        let unsupported = ["swiped", "expanded", "dropTarget", "reordering"]
        if unsupported.contains(name) {
            throw DocumentError(.invalidValue, path: path,
                                message: "\"\(name)\" is a UIKit configuration state cellshot does not draw yet",
                                hint: "the states cellshot draws: \(CellState.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try TemplateNames.checkIdentifier(name, at: path, noun: expected)
        if kinds[name] != nil || name == "background" {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected \(expected), found \(JSONText.snippet(name)), which names "
                                    + (name == "background" ? "the background" : "a view"),
                                hint: "a state holds overrides: "
                                    + "\"states\": { \"selected\": { \(JSONText.snippet(name)): { … } } }")
        }
    }

    private func background(_ value: JSONValue, at path: JSONPath,
                            recorder: TemplateHoleRecorder) throws(DocumentError) -> BackgroundConfiguration {
        guard case .object = value else {
            throw TemplateStructure.error(at: path, expected: "a background (an object)", found: value)
        }
        let object = try TemplateObjectReader(value, at: path, expected: "a background", keys: BackgroundConfiguration.keys,
                                              binder: Self.binder, holes: (recorder, .background))
        return try BackgroundConfiguration(members: object)
    }

    private func metrics(_ value: JSONValue, at path: JSONPath,
                         recorder: TemplateHoleRecorder) throws(DocumentError) -> [String: Double] {
        guard case .object(let members) = value else {
            throw TemplateStructure.error(at: path, expected: "metrics (an object from names to numbers)", found: value)
        }
        let limit = DocumentLimits.maximumTemplateMetrics
        guard members.count <= limit else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected at most \(limit) metrics, found \(members.count)")
        }
        let object = try TemplateObjectReader(value, at: path, expected: "metrics", keys: members.map(\.key),
                                              binder: Self.binder, holes: (recorder, .metrics))
        var metrics: [String: Double] = [:]
        for member in members {
            try TemplateNames.checkIdentifier(member.key, at: path.appending(key: member.key), noun: "a metric name")
            metrics[member.key] = try object.decode(member.key, Self.metric)
        }
        return metrics
    }

    private func constraints(_ value: JSONValue, at path: JSONPath,
                             recorder: TemplateHoleRecorder) throws(DocumentError) -> [TemplateConstraint] {
        guard case .array(let elements) = value else {
            throw TemplateStructure.error(at: path, expected: "an array of constraints", found: value)
        }
        let limit = DocumentLimits.maximumTemplateConstraints
        guard elements.count <= limit else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected at most \(limit) constraints, found \(elements.count)")
        }
        var constraints: [TemplateConstraint] = []
        for (index, element) in elements.enumerated() {
            constraints.append(try constraint(element, index: index, at: path.appending(index: index), recorder: recorder))
        }
        return constraints
    }

    private func constraint(_ value: JSONValue, index: Int, at path: JSONPath,
                            recorder: TemplateHoleRecorder) throws(DocumentError) -> TemplateConstraint {
        switch value {
        case .string:
            guard let bound = try Self.binder.bind(value, at: path) else {
                recorder.record(TemplateHole(target: .constraint(index: index), key: nil, value: value, objectPath: path))
                return TemplateConstraint(text: "", path: path)
            }
            return TemplateConstraint(text: try Self.constraintText(bound.value, at: path), path: path)
        case .object:
            let object = try TemplateObjectReader(value, at: path, expected: "a constraint", keys: TemplateConstraint.keys,
                                                  binder: Self.binder, holes: (recorder, .constraint(index: index)))
            guard object.contains("constraint") else {
                throw .missingKey("constraint", at: path, expected: "the constraint's text")
            }
            var constraint = TemplateConstraint(text: "", path: path)
            try constraint.read(object)
            return constraint
        default:
            throw TemplateStructure.error(at: path, expected: "a constraint (a string, or an object with \"constraint\")",
                                          found: value)
        }
    }

    /// Reads the content view's layout margins.
    static func margins(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> DirectionalEdgeInsets {
        try DirectionalEdgeInsets(json: value, at: path, expected: "layout margins")
    }

    /// Reads a metric: a number of points, negative too (`-8` for an overlap).
    static func metric(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Double {
        let length = JSONText.number(DocumentLimits.maximumLength)
        return try value.number(at: path, expected: "a metric (a number from -\(length) to \(length))") {
            abs($0) <= DocumentLimits.maximumLength
        }
    }

    /// Reads a constraint's text.
    static func constraintText(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> String {
        try value.nonEmptyString(at: path, expected: "a constraint (a non-empty string)")
    }
}

extension TemplateConstraint {
    /// The keys of a constraint written as an object.
    static let keys = ["constraint", "priority", "identifier"]

    /// Sets the fields an object gives (a constraint's object, or one of its holes).
    mutating func read(_ object: TemplateObjectReader) throws(DocumentError) {
        if let text = try object.decode("constraint", TemplateReader.constraintText) { self.text = text }
        if let priority = try object.decode("priority", AxisPriorities.priority) { self.priority = priority }
        if let identifier = try object.string("identifier", expected: "an identifier (a string)") {
            self.identifier = identifier
        }
    }
}
