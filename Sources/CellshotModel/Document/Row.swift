/// One row of a section: its cell configuration, per-state overrides, and an optional pinned state or template.
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
    /// The values the template's `$names` stand for.
    public var values: [String: JSONValue]

    /// Creates a row.
    /// - Parameters:
    ///   - configuration: the normal configuration.
    ///   - state: a pinned state, or `nil`.
    ///   - states: per-state overrides.
    ///   - template: a template name, or `nil`.
    ///   - values: the template's values.
    public init(configuration: CellConfiguration = CellConfiguration(), state: CellState? = nil,
                states: [CellState: CellConfiguration] = [:], template: String? = nil, values: [String: JSONValue] = [:]) {
        self.configuration = configuration
        self.state = state
        self.states = states
        self.template = template
        self.values = values
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
    static let rowKeys = ["state", "states", "template", "values"]

    /// Reads a row.
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a row", keys: CellConfiguration.keys + Self.rowKeys)
        configuration = try CellConfiguration(object: object, in: context)
        state = try object.name("state")
        states = try object.decode("states") { (value, path) throws(DocumentError) in
            try Self.stateOverrides(value, at: path, in: context)
        } ?? [:]
        template = try object.decode("template") { (value, path) throws(DocumentError) in
            let name = try value.string(at: path, expected: "a template name (a string)")
            guard context.templateNames.contains(name) else {
                let known = context.templateNames.sorted()
                throw .unknownName(name, at: path, expected: "the name of one of the document's templates",
                                   knownNames: known,
                                   hint: known.isEmpty ? "the document has no \"templates\""
                                       : "templates: \(known.joined(separator: ", "))")
            }
            return name
        }
        values = try object.decode("values") { (value, path) throws(DocumentError) in
            try value.dictionary(at: path, expected: "the template's values (an object)")
        } ?? [:]
    }

    private static func stateOverrides(_ value: JSONValue, at path: JSONPath,
                                       in context: DecodingContext) throws(DocumentError) -> [CellState: CellConfiguration] {
        guard case .object(let members) = value else {
            throw .wrongType(at: path, expected: "state overrides (an object from state names to partial rows)",
                             found: value)
        }
        var overrides: [CellState: CellConfiguration] = [:]
        let nested = "a state override holds only cell properties, not \"state\", \"states\", \"template\" or \"values\""
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
