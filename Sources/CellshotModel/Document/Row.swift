/// One row of a section: what it draws — a built-in cell or one of the document's templates — and its place
/// in the section: a pinned state, its children in an outline and its indentation.
///
/// ```json
/// { "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"],
///   "states": { "selected": { "textProperties": { "color": "white" } } } }
/// ```
///
/// ```swift
/// Row(.valueCell(text: "Wi-Fi", secondaryText: "Home"))
/// Row.template("message", values: ["sender": "Ada", "unread": true])
/// ```
public struct Row: Hashable, Sendable {
    /// What a row draws: a built-in cell or a template, never both (a document that mixes their keys is
    /// refused when it is read).
    public enum Content: Hashable, Sendable {
        /// A built-in cell: its configuration in the normal state, and partial configurations applied on top of
        /// it in other states (`updated(for:)`).
        case cell(configuration: CellConfiguration, states: [CellState: CellConfiguration])
        /// One of the document's templates, by name, with the values its `$names` stand for and `true` for
        /// each of its custom states that is on; its definition in a state is
        /// ``ListDocument/template(for:at:in:)``.
        case template(name: String, values: [String: JSONValue])
        /// Content a front end lays out and draws itself (a SwiftUI view in a row); only the Swift API makes it.
        case hosted(HostedContent)
    }

    /// What the row draws.
    public var content: Content
    /// A state to draw this row in, in every column (`"state": "selected"`); `nil` follows the column.
    public var state: CellState?
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
    /// A template or hosted row's accessories (`"accessories"` beside `"template"`): UIKit lays a custom content view
    /// out in the room they leave — trailing ones narrow it, leading ones move it. Empty for none; a built-in
    /// cell's accessories are its configuration's.
    ///
    /// ```json
    /// { "template": "symbol", "values": { "name": "star" }, "accessories": ["disclosureIndicator"] }
    /// ```
    public var templateAccessories: [CellAccessory] = []
    /// The cell's own tint (`tintColor` set on the cell): its checkmark and other tinted accessories, its
    /// symbols and the tint its colour transformers use; `nil` for the document's.
    ///
    /// ```json
    /// { "text": "Done", "accessories": ["checkmark"], "tint": "systemOrange" }
    /// ```
    public var tint: ColorReference?
    /// How the row's separators show and their colour; `nil` for the list's.
    public var separator: RowSeparator?
    /// The fill of the cell's content view (`contentView.backgroundColor`): the cell's width less its
    /// accessories' area and indentation, over the cell's background and selection look and under the
    /// content, in every state (UIKit has not cleared it on highlight or selection since iOS 13, so an
    /// opaque one hides the selection there); `nil` for none.
    ///
    /// ```json
    /// { "text": "Inbox", "accessories": ["disclosureIndicator"], "contentBackgroundColor": "systemBackground" }
    /// ```
    public var contentBackgroundColor: ColorReference?

    /// Creates a row.
    /// - Parameters:
    ///   - content: a built-in cell or a template.
    ///   - state: a pinned state, or `nil`.
    ///   - children: the rows nested under this one.
    ///   - expanded: whether the row is expanded, or `nil` when not said.
    public init(_ content: Content, state: CellState? = nil, children: [Row] = [], expanded: Bool? = nil) {
        self.content = content
        self.state = state
        self.children = children
        self.expanded = expanded
    }

    /// Creates a row drawing a built-in cell.
    /// - Parameters:
    ///   - configuration: the normal configuration.
    ///   - state: a pinned state, or `nil`.
    ///   - states: per-state overrides.
    ///   - children: the rows nested under this one.
    ///   - expanded: whether the row is expanded, or `nil` when not said.
    public init(configuration: CellConfiguration = CellConfiguration(), state: CellState? = nil,
                states: [CellState: CellConfiguration] = [:], children: [Row] = [], expanded: Bool? = nil) {
        self.init(.cell(configuration: configuration, states: states), state: state, children: children,
                  expanded: expanded)
    }

    /// Creates a row drawing one of the document's templates.
    /// - Parameters:
    ///   - template: the template's name.
    ///   - values: the values of its placeholders and custom states.
    ///   - state: a pinned state, or `nil`.
    ///   - children: the rows nested under this one.
    ///   - expanded: whether the row is expanded, or `nil` when not said.
    public init(template: String, values: [String: JSONValue] = [:], state: CellState? = nil, children: [Row] = [],
                expanded: Bool? = nil) {
        self.init(.template(name: template, values: values), state: state, children: children, expanded: expanded)
    }

    /// The built-in cell's configuration in the normal state; `nil` for a row drawn by a template.
    public var configuration: CellConfiguration? {
        guard case .cell(let configuration, _) = content else { return nil }
        return configuration
    }

    /// The name of the template that draws the row; `nil` for a built-in cell.
    public var template: String? {
        guard case .template(let name, _) = content else { return nil }
        return name
    }

    /// The state the row is drawn in, in a column drawn in `columnState`: the pinned ``state`` if any.
    /// - Parameter columnState: the state of the column.
    public func effectiveState(in columnState: CellState) -> CellState {
        state ?? columnState
    }

    /// The built-in cell's configuration in a state: the normal configuration with that state's override
    /// applied, if any; `nil` for a row drawn by a template (``ListDocument/template(for:at:in:)`` is its
    /// definition in a state).
    ///
    /// ```swift
    /// row.configuration(for: .selected)?.textProperties?.color   // .system(.white)
    /// ```
    /// - Parameter state: the state to draw; pass ``effectiveState(in:)`` to honour a pinned state.
    public func configuration(for state: CellState) -> CellConfiguration? {
        guard case .cell(let configuration, let states) = content else { return nil }
        guard let overrides = states[state] else { return configuration }
        return configuration.applying(overrides)
    }

    /// A built-in cell's configuration and each state's override (in ``CellState/allCases`` order), with the
    /// JSON path each is written at: `rowPath`, then `rowPath.states.selected`…; none for a row drawn by a
    /// template. What checks the values a document writes (images, characters) walks.
    /// - Parameter rowPath: where the row is.
    package func writtenConfigurations(at rowPath: JSONPath) -> [(configuration: CellConfiguration, path: JSONPath)] {
        guard case .cell(let configuration, let states) = content else { return [] }
        return [(configuration, rowPath)] + CellState.allCases.compactMap { state in
            states[state].map { ($0, rowPath.appending(key: "states").appending(key: state.rawValue)) }
        }
    }

    /// The keys a row has besides its configuration's.
    static let rowKeys = ["state", "states", "template", "values", "tint", "contentBackgroundColor"] + outlineKeys

    /// Reads a row and its children.
    /// - Parameter depth: how deep the row is in its section's outline (0 for a section's rows).
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext, depth: Int = 0) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a row", keys: CellConfiguration.keys + Self.rowKeys)
        try Self.checkTemplateKeys(object)
        // A template row has no configuration keys and no "states" (checked above), a built-in one no
        // "template" or "values": each reads only its own, in the order its messages were always found.
        if object.contains("template") {
            state = try object.name("state")
            content = try Self.templateContent(object, in: context)
            templateAccessories = try CellConfiguration.accessories(object, in: context) ?? []
        } else {
            let configuration = try CellConfiguration(object: object, in: context)
            state = try object.name("state")
            let states = try object.decode("states") { (value, path) throws(DocumentError) in
                try Self.stateOverrides(value, at: path, in: context)
            } ?? [:]
            content = .cell(configuration: configuration, states: states)
        }
        try readOutline(object, in: context, depth: depth)
        tint = try object.color("tint")
        contentBackgroundColor = try object.color("contentBackgroundColor")
    }

    /// A template row's `template` (a known name) and `values` (checked against the template's summary).
    private static func templateContent(_ object: ObjectReader,
                                        in context: DecodingContext) throws(DocumentError) -> Content {
        let reference = try object.templateReference(in: context)
        return .template(name: reference.name, values: reference.values)
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
        for key in CellConfiguration.keys + ["states"] where key != "accessories" && object.contains(key) {
            throw .unknownKey(key, at: object.path, in: "a row drawn by a template",
                              knownKeys: ["template", "values", "state", "accessories", "tint", "contentBackgroundColor"]
                                  + outlineKeys,
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
