/// A template read once: everything that does not depend on a row, decoded, and the values with
/// placeholders kept as holes with where they go.
///
/// A row's definition is the plan's with the row's values filled into the holes, then the states'
/// overrides (their holes filled too) applied: only what changes per row is decoded per row.
struct TemplatePlan: Hashable, Sendable {
    /// One of the template's states, read.
    struct State: Hashable, Sendable {
        /// The name as written.
        var name: String
        /// Whether it is a custom state (on when the row's value of the same name is `true`).
        var isCustom: Bool
        /// The override, without the values that have placeholders.
        var override: TemplateStateOverride
        /// The override's values with placeholders.
        var holes: [TemplateHole]
    }

    /// The template without its states, without the values that have placeholders.
    var definition: TemplateDefinition
    /// The values of the definition with placeholders.
    var holes: [TemplateHole]
    /// The states, in the template's order.
    var states: [State]
    /// What rows must give the template, for checking them when the document is read.
    var summary: TemplateSummary

    /// The definition a row draws in a state (see ``ListDocument/template(for:at:in:)``).
    /// - Parameters:
    ///   - values: the row's values.
    ///   - rowPath: where the row is, for messages.
    ///   - state: the UIKit state to draw.
    ///   - context: resolves image files the values name.
    func definition(values: [String: JSONValue], row rowPath: JSONPath, state: CellState,
                    context: DecodingContext) throws(DocumentError) -> TemplateDefinition {
        let filler = TemplateHoleFiller(binder: PlaceholderBinder(mode: .bind(values: values, row: rowPath)),
                                        context: context)
        var result = definition
        if !holes.isEmpty { try filler.fill(holes, into: &result) }
        for entry in states where entry.isCustom {
            guard try TemplateSummary.isOn(entry.name, values: values, row: rowPath, template: definition.name) else {
                continue
            }
            result.apply(try filler.filled(entry))
        }
        if let entry = states.first(where: { $0.name == state.rawValue }) {
            result.apply(try filler.filled(entry))
        }
        return result
    }
}

/// Decodes a template's holes with a row's values bound into them.
struct TemplateHoleFiller {
    /// Binds the row's values.
    let binder: PlaceholderBinder
    /// Resolves image files.
    let context: DecodingContext

    /// A state's override with its holes filled.
    func filled(_ state: TemplatePlan.State) throws(DocumentError) -> TemplateStateOverride {
        var override = state.override
        for hole in state.holes { try fill(hole, into: &override) }
        return override
    }

    /// Fills the holes of a template's definition: its views' and background's properties as an
    /// override, its margins, height, metrics and constraints in place.
    func fill(_ holes: [TemplateHole], into definition: inout TemplateDefinition) throws(DocumentError) {
        var properties = TemplateStateOverride()
        for hole in holes {
            switch hole.target {
            case .view, .background: try fill(hole, into: &properties)
            case .template, .metrics, .constraint: try fillValue(hole, into: &definition)
            }
        }
        definition.apply(properties)
    }

    /// Fills a hole of the template itself: its margins or height, a metric, or a constraint.
    private func fillValue(_ hole: TemplateHole, into definition: inout TemplateDefinition) throws(DocumentError) {
        guard let key = hole.key else {
            // Only a constraint written as one string is a whole element.
            if case .constraint(let index) = hole.target { definition.constraints[index].text = try constraintText(hole) }
            return
        }
        let object = try hole.object(binder: binder)
        switch hole.target {
        case .template where key == "margins":
            definition.layoutMargins = try object.decode(key, TemplateReader.margins)
        case .template:
            definition.height = try object.decode(key) { (value, path) throws(DocumentError) in
                try RowHeight(json: value, at: path)
            }
        case .metrics:
            definition.metrics[key] = try object.decode(key, TemplateReader.metric)
        case .constraint(let index):
            try definition.constraints[index].read(object)
            // A text that is a placeholder bound to null leaves the constraint without one.
            guard key != "constraint" || !definition.constraints[index].text.isEmpty else {
                throw .missingKey("constraint", at: hole.objectPath, expected: "the constraint's text")
            }
        case .view, .background:
            break
        }
    }

    private func fill(_ hole: TemplateHole, into override: inout TemplateStateOverride) throws(DocumentError) {
        let object = try hole.object(binder: binder)
        switch hole.target {
        case .view(let name, let kind):
            let partial = try TemplateViewProperties(kind: kind, members: object, context: context)
            override.views[name] = (override.views[name] ?? TemplateViewProperties()).applying(partial)
        case .background:
            let partial = try BackgroundConfiguration(members: object)
            override.background = (override.background ?? BackgroundConfiguration()).applying(partial)
        case .template, .metrics, .constraint:
            break   // Only views and backgrounds have states.
        }
    }

    /// A constraint written as one string with a placeholder.
    private func constraintText(_ hole: TemplateHole) throws(DocumentError) -> String {
        guard let bound = try binder.bind(hole.value, at: hole.objectPath) else { return "" }
        do {
            return try TemplateReader.constraintText(bound.value, at: hole.objectPath)
        } catch {
            throw binder.explain(error, in: bound)
        }
    }
}
