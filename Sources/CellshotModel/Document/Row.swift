/// One row of a section: its cell configuration, per-state overrides, and an optional pinned state or template.
///
/// A row drawn by a template has only ``template``, ``values`` and ``state``; its definition in a
/// state is ``ListDocument/template(for:at:in:)``.
///
/// ```json
/// { "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"],
///   "states": { "selected": { "textProperties": { "color": "white" } } } }
/// ```
public struct Row: Hashable, Sendable {
    /// The configuration in the normal state.
    public var configuration: CellConfiguration
    /// A state to draw this row in, in every column (`"state": "selected"`); `nil` follows the column.
    public var state: CellState?
    /// Partial configurations applied on top of ``configuration`` in a state (`updated(for:)`).
    public var states: [CellState: CellConfiguration]
    /// The name of one of the document's templates that draws this row, if any.
    public var template: String?
    /// The values the template's `$names` stand for, and `true` for each of its custom states that is on.
    public var values: [String: JSONValue]
    /// The rows nested under this one in an outline (`NSDiffableDataSourceSectionSnapshot`), drawn below
    /// it when it is ``expanded``.
    public var children: [Row] = []
    /// Whether the row is expanded (`isExpanded`): its children are drawn and its outline disclosure
    /// points down. `nil` when the document does not say: collapsed, and the outline disclosure
    /// accessory's own `expanded` decides its look.
    public var expanded: Bool?
    /// The indentation level (`indentationLevel`); `nil` for the row's depth in the outline.
    public var indentationLevel: Int?
    /// The width of one indentation level in points (`indentationWidth`); `nil` for the list's default.
    public var indentationWidth: Double?
    /// Whether the leading accessories move with the content (`indentsAccessories`); `nil` for UIKit's `true`.
    public var indentsAccessories: Bool?

    /// Creates a row.
    /// - Parameters:
    ///   - configuration: the normal configuration.
    ///   - state: a pinned state, or `nil`.
    ///   - states: per-state overrides.
    ///   - template: a template name, or `nil`.
    ///   - values: the template's values.
    ///   - children: the rows nested under this one.
    ///   - expanded: whether the row is expanded, or `nil` when not said.
    public init(configuration: CellConfiguration = CellConfiguration(), state: CellState? = nil,
                states: [CellState: CellConfiguration] = [:], template: String? = nil, values: [String: JSONValue] = [:],
                children: [Row] = [], expanded: Bool? = nil) {
        self.configuration = configuration
        self.state = state
        self.states = states
        self.template = template
        self.values = values
        self.children = children
        self.expanded = expanded
    }

    /// The state the row is drawn in, in a column drawn in `columnState`: the pinned ``state`` if any.
    /// - Parameter columnState: the state of the column.
    public func effectiveState(in columnState: CellState) -> CellState {
        state ?? columnState
    }

    /// The configuration in a state: ``configuration`` with that state's override applied, if any.
    ///
    /// ```swift
    /// row.configuration(for: .selected).textProperties?.color   // .system(.white)
    /// ```
    /// - Parameter state: the state to draw; pass ``effectiveState(in:)`` to honour a pinned state.
    public func configuration(for state: CellState) -> CellConfiguration {
        guard let overrides = states[state] else { return configuration }
        return configuration.applying(overrides)
    }

    /// The keys a row has besides its configuration's.
    static let rowKeys = ["state", "states", "template", "values"] + outlineKeys

    /// Reads a row and its children.
    /// - Parameter depth: how deep the row is in its section's outline (0 for a section's rows).
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext, depth: Int = 0) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a row", keys: CellConfiguration.keys + Self.rowKeys)
        try Self.checkTemplateKeys(object)
        configuration = try CellConfiguration(object: object, in: context)
        state = try object.name("state")
        states = try object.decode("states") { (value, path) throws(DocumentError) in
            try Self.stateOverrides(value, at: path, in: context)
        } ?? [:]
        template = try object.decode("template") { (value, path) throws(DocumentError) in
            let name = try value.string(at: path, expected: "a template name (a string)")
            guard context.templates[name] != nil else {
                throw .unknownTemplate(name, at: path, knownNames: Array(context.templates.keys))
            }
            return name
        }
        values = try object.decode("values") { (value, path) throws(DocumentError) in
            try value.dictionary(at: path, expected: "the template's values (an object)")
        } ?? [:]
        if let template, let summary = context.templates[template] {
            try summary.check(values: values, row: path)
        }
        try readOutline(object, in: context, depth: depth)
    }

    /// A row drawn by a template takes everything from it and its `values`; a row drawn by a built-in
    /// style has no `values` to fill in. Either mix is a mistake, not something to ignore.
    private static func checkTemplateKeys(_ object: ObjectReader) throws(DocumentError) {
        guard object.contains("template") else {
            if object.contains("values") {
                throw .unknownKey("values", at: object.path, in: "a row without a template",
                                  knownKeys: CellConfiguration.keys + rowKeys,
                                  hint: "\"values\" fill the placeholders of the row's \"template\"")
            }
            return
        }
        for key in CellConfiguration.keys + ["states"] where object.contains(key) {
            throw .unknownKey(key, at: object.path, in: "a row drawn by a template",
                              knownKeys: ["template", "values", "state"] + outlineKeys,
                              hint: key == "states"
                                  ? "a row drawn by a template takes its states from the template's \"states\"; "
                                      + "custom states are switched on by \"values\""
                                  : "a row drawn by a template takes its content from \"values\"")
        }
    }

    private static func stateOverrides(_ value: JSONValue, at path: JSONPath,
                                       in context: DecodingContext) throws(DocumentError) -> [CellState: CellConfiguration] {
        guard case .object(let members) = value else {
            throw .wrongType(at: path, expected: "state overrides (an object from state names to partial rows)",
                             found: value)
        }
        var overrides: [CellState: CellConfiguration] = [:]
        let nested = "a state override holds only cell properties, not \"state\", \"states\", \"template\", "
            + "\"values\" or the row's place in an outline"
        for member in members {
            let statePath = path.appending(key: member.key)
            guard let state = CellState(rawValue: member.key) else {
                throw .unknownName(member.key, at: statePath, expected: CellState.expectation,
                                   knownNames: CellState.knownNames)
            }
            let object = try ObjectReader(member.value, at: statePath, expected: "a state override",
                                          keys: CellConfiguration.keys,
                                          hints: Dictionary(uniqueKeysWithValues: rowKeys.map { ($0, nested) }))
            overrides[state] = try CellConfiguration(object: object, in: context)
        }
        return overrides
    }
}
