extension ListDocument {
    /// The definition a row draws in a state: the row's template with its `values` bound into `$name`
    /// placeholders, then the overrides of the template's custom states whose row value is true (in the
    /// template's order), then the override of `state` (normal has none unless written), merged.
    ///
    /// Overrides merge view by view and property by property, as `updated(for:)` would: a later one wins.
    /// The template's shape and the row's values were checked when the document was read; what is
    /// checked here is each value's type where it lands (a `"$size"` that is not a number, say), with
    /// the error at the row's value.
    ///
    /// ```swift
    /// let rowPath = JSONPath.root.appending(key: "sections").appending(index: 1)
    ///     .appending(key: "rows").appending(index: 0)
    /// let selected = try document.template(for: row, at: rowPath, in: .selected)
    /// selected.views[0].properties.text   // "선택됨: 오늘도 코딩"
    /// ```
    /// - Parameters:
    ///   - row: a row drawn by a template (its ``Row/content`` is ``Row/Content/template(name:values:)``).
    ///   - rowPath: where the row is (`sections[1].rows[0]`), for messages.
    ///   - state: the state to draw; pass ``Row/effectiveState(in:)`` to honour a pinned state.
    /// - Returns: the definition, with every view's properties as they are in that state.
    /// - Throws: ``DocumentError`` for a row without a template or with an unknown one, a value missing or
    ///   of the wrong type, or a missing image file. Its ``DocumentError/file`` is empty: set it to the
    ///   document's path before showing it.
    public func template(for row: Row, at rowPath: JSONPath,
                         in state: CellState) throws(DocumentError) -> TemplateDefinition {
        guard case .template(let name, let values) = row.content else {
            throw .missingKey("template", at: rowPath, expected: "the name of the template that draws the row")
        }
        guard let plan = try templateStore.plan(name) else {
            throw .unknownTemplate(name, at: rowPath.appending(key: "template"), knownNames: Array(templates.keys))
        }
        return try plan.definition(values: values, row: rowPath, state: state, context: templateStore.context)
    }
}

/// What decides a template row's constraint system when the row's values cannot change it: the template,
/// the state drawn and the template's custom states that are on. Rows with equal keys share one system,
/// so it is looked up without comparing their whole definitions.
public struct TemplateStructureKey: Hashable, Sendable {
    /// The template's name.
    public var template: String
    /// The state drawn.
    public var state: CellState
    /// The custom states that are on, in the template's order.
    public var customStates: [String]

    /// Creates a key.
    public init(template: String, state: CellState, customStates: [String]) {
        self.template = template
        self.state = state
        self.customStates = customStates
    }
}

extension ListDocument {
    /// The structure key of a row in a state (see ``TemplateStructureKey``), or `nil` when the row's values
    /// may change its constraint system: a placeholder in a constraint, a metric, the margins, the height or
    /// a layout property (hidden, sizes, hugging, line count, a stack's axis…). Only placeholders in what a
    /// view shows (text, font, colours, image, corners, border, alpha) keep the key.
    /// - Throws: ``DocumentError`` for a row without a known template or a custom state value that is not
    ///   a boolean.
    public func templateStructureKey(for row: Row, at rowPath: JSONPath,
                                     in state: CellState) throws(DocumentError) -> TemplateStructureKey? {
        guard case .template(let name, let values) = row.content, let plan = try templateStore.plan(name),
              plan.holesAreContentOnly else {
            return nil
        }
        var customStates: [String] = []
        for entry in plan.states where entry.isCustom {
            if try TemplateSummary.isOn(entry.name, values: values, row: rowPath, template: name) {
                customStates.append(entry.name)
            }
        }
        return TemplateStructureKey(template: name, state: state, customStates: customStates)
    }
}

extension TemplatePlan {
    /// Whether every placeholder of the template (and of its states) lands in what a view shows, never in
    /// what lays it out: then every row of a state and custom states has the same constraint system.
    var holesAreContentOnly: Bool {
        holes.allSatisfy(\.isContent) && states.allSatisfy { $0.holes.allSatisfy(\.isContent) }
    }
}

extension TemplateHole {
    /// The keys of what a view shows, by kind: values there never change the constraint system (a label's
    /// text and font change its measured size, which every row measures anyway). Anything else — hidden,
    /// sizes, hugging, margins, line counts, a stack's properties, constraints, metrics — may.
    static func contentKeys(of kind: TemplateView.Kind) -> Set<String> {
        switch kind {
        case .label: labelContentKeys
        case .image: imageContentKeys
        case .listContent: listContentContentKeys
        case .button: buttonContentKeys
        case .switch: switchContentKeys
        case .view, .stack, .spacer, .guide: commonContentKeys
        }
    }

    private static let commonContentKeys: Set = ["backgroundColor", "cornerRadius", "borderColor", "borderWidth",
                                                 "clipsToBounds", "alpha"]
    private static let labelContentKeys = commonContentKeys.union(["text", "font", "color", "alignment", "lineBreakMode",
                                                                   "writingDirection"])
    private static let imageContentKeys = commonContentKeys.union(["symbol", "file", "contentMode", "tint", "tintColor",
                                                                   "pointSize"])
    // A button's title, image and font change its measured size, as a label's and an image's do.
    private static let buttonContentKeys = commonContentKeys.union(["title", "font", "color", "symbol", "file", "tint",
                                                                    "tintColor", "pointSize", "style"])

    // A switch's size is the look's whatever its state and colour.
    private static let switchContentKeys = commonContentKeys.union(["on", "enabled", "onTintColor", "thumbTintColor"])

    /// A list content view's whole configuration is content: it is laid out inside the view, which only
    /// reports the size it needs (as a label does).
    private static let listContentContentKeys = commonContentKeys.union(CellConfiguration.listContentKeys)

    /// Whether this hole lands in what a view shows or in the background (see ``contentKeys(of:)``).
    var isContent: Bool {
        switch target {
        case .background: return true
        case .view(_, let kind): return key.map { Self.contentKeys(of: kind).contains($0) } ?? false
        case .template, .metrics, .constraint: return false
        }
    }
}
