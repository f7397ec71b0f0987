/// One `$name` written in a template.
struct PlaceholderUse: Hashable, Sendable {
    /// The placeholder's name.
    var name: String
    /// Where the string holding it is.
    var path: JSONPath
    /// The string as written.
    var written: String
    /// Whether the string is only the placeholder (then any value fits, null and objects too).
    var isWhole: Bool
    /// The custom state whose override holds it, if any: off for a row, it needs no value.
    var customState: String?
}

/// What the rows of a template need from their `values`, found when the document is read: the
/// template's custom states and every placeholder in it.
///
/// Checking rows against it when the document is read reports a row that lacks a value at once,
/// whichever states are drawn, without decoding the template for every row.
struct TemplateSummary: Hashable, Sendable {
    /// The template's name.
    var name: String
    /// The custom states, in the template's order.
    var customStates: [String]
    /// Every placeholder, in document order.
    var placeholders: [PlaceholderUse]

    /// Sums up a template that has been read: every placeholder in it, each with its custom state.
    /// - Throws: ``DocumentError`` for a malformed placeholder.
    init(name: String, json: JSONValue, path: JSONPath, states: [TemplatePlan.State]) throws(DocumentError) {
        self.name = name
        customStates = states.filter(\.isCustom).map(\.name)
        var uses: [PlaceholderUse] = []
        if case .object(let members) = json {
            for member in members {
                let memberPath = path.appending(key: member.key)
                guard member.key == "states", case .object(let entries) = member.value else {
                    try Self.scan(member.value, at: memberPath, customState: nil, into: &uses)
                    continue
                }
                for entry in entries {
                    let custom = CellState(rawValue: entry.key) == nil ? entry.key : nil
                    try Self.scan(entry.value, at: memberPath.appending(key: entry.key), customState: custom, into: &uses)
                }
            }
        }
        placeholders = uses
    }

    /// Checks that a row's values switch custom states with booleans and fill every placeholder of the
    /// template, except those of custom states that are off.
    /// - Throws: ``DocumentError`` for the first value that is missing or of the wrong type.
    func check(values: [String: JSONValue], row rowPath: JSONPath) throws(DocumentError) {
        var off: Set<String> = []
        for state in customStates where try !Self.isOn(state, values: values, row: rowPath, template: name) {
            off.insert(state)
        }
        for use in placeholders where !(use.customState.map(off.contains) ?? false) {
            guard let value = values[use.name] else {
                throw .unboundPlaceholder(use.name, at: use.path, row: rowPath, valueNames: Array(values.keys))
            }
            if !use.isWhole, PlaceholderBinder.text(of: value) == nil {
                throw .placeholderNotText(use.name, value: value, row: rowPath, written: use.written, at: use.path)
            }
        }
    }

    /// Whether a row's value turns a custom state on: `true` is on; `false`, null or no value is off.
    /// - Throws: ``DocumentError`` for any other value.
    static func isOn(_ state: String, values: [String: JSONValue], row rowPath: JSONPath,
                     template: String) throws(DocumentError) -> Bool {
        switch values[state] {
        case .bool(let flag): return flag
        case .none, .null: return false
        case .some(let value): throw .customStateNotBoolean(state, value: value, row: rowPath, template: template)
        }
    }

    /// Collects the placeholders of every string in `value` (object keys are names, never placeholders).
    private static func scan(_ value: JSONValue, at path: JSONPath, customState: String?,
                             into uses: inout [PlaceholderUse]) throws(DocumentError) {
        switch value {
        case .string(let written):
            guard let string = try PlaceholderString(written, at: path) else { return }
            let isWhole = string.wholePlaceholder != nil
            for name in string.placeholderNames {
                uses.append(PlaceholderUse(name: name, path: path, written: written, isWhole: isWhole,
                                           customState: customState))
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                try scan(element, at: path.appending(index: index), customState: customState, into: &uses)
            }
        case .object(let members):
            for member in members {
                try scan(member.value, at: path.appending(key: member.key), customState: customState, into: &uses)
            }
        case .null, .bool, .number:
            break
        }
    }
}
