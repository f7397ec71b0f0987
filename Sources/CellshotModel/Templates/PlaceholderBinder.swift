/// Where one value of a row went into a template: a placeholder and the string it was written in.
struct PlaceholderSubstitution: Hashable, Sendable {
    /// Where the string is in the template.
    var path: JSONPath
    /// The placeholder's name.
    var name: String
    /// The template string as written.
    var written: String
    /// Whether the string was only the placeholder, so the value replaced it whatever its type.
    var isWhole: Bool
}

/// A template value with a row's values bound into it, and where they went (to explain errors).
struct BoundValue {
    /// The value, placeholders replaced and `$$` turned into `$`.
    var value: JSONValue
    /// Every placeholder replaced, in document order.
    var substitutions: [PlaceholderSubstitution]

    /// The substitution that made the value at `path`, if any: the one whose path is the longest prefix of it.
    func substitution(causing path: JSONPath?) -> PlaceholderSubstitution? {
        guard let path else { return nil }
        return substitutions.filter { path.components.starts(with: $0.path.components) }
            .max { $0.path.components.count < $1.path.components.count }
    }
}

/// Replaces the `$name` placeholders of a template's values with a row's values, or, when checking a
/// template on its own, sets aside the values that have placeholders.
///
/// - A string that is exactly `$name` becomes the value itself, whatever its type (`"size": "$titleSize"`).
/// - `$name` inside a longer string becomes the value's text: strings as they are, numbers the shortest
///   way that reads back (``JSONText/number(_:)``), booleans `true`/`false`.
/// - `$$` is a literal `$`.
struct PlaceholderBinder: Sendable {
    /// What the binder does with placeholders.
    enum Mode: Sendable {
        /// Checking a template when the document is read: values with placeholders cannot be checked yet.
        case check
        /// Drawing a row: its values replace the placeholders.
        case bind(values: [String: JSONValue], row: JSONPath)
    }

    /// What the binder does.
    let mode: Mode

    /// `value` with the row's values bound in; `nil` when checking and `value` has a placeholder.
    /// - Throws: ``DocumentError`` for a malformed placeholder, a placeholder the row has no value for,
    ///   or a value that cannot be written into a longer text.
    func bind(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> BoundValue? {
        var substitutions: [PlaceholderSubstitution] = []
        guard let bound = try bind(value, at: path, into: &substitutions) else { return nil }
        return BoundValue(value: bound, substitutions: substitutions)
    }

    /// `error` pointed at the row's value when one of `bound`'s substitutions caused it.
    func explain(_ error: DocumentError, in bound: BoundValue) -> DocumentError {
        guard case .bind(_, let rowPath) = mode, let substitution = bound.substitution(causing: error.path) else {
            return error
        }
        return error.explained(by: substitution, row: rowPath)
    }

    private func bind(_ value: JSONValue, at path: JSONPath,
                      into substitutions: inout [PlaceholderSubstitution]) throws(DocumentError) -> JSONValue? {
        switch value {
        case .string(let written):
            guard let string = try PlaceholderString(written, at: path) else { return value }
            return try bind(string, written: written, at: path, into: &substitutions)
        case .array(let elements):
            var bound = elements
            for (index, element) in elements.enumerated() {
                guard let value = try bind(element, at: path.appending(index: index), into: &substitutions) else {
                    return nil
                }
                // Most values have no placeholder: keep them, and the array, without copying.
                if value != element { bound[index] = value }
            }
            return .array(bound)
        case .object(let members):
            var bound = members
            for (index, member) in members.enumerated() {
                guard let value = try bind(member.value, at: path.appending(key: member.key), into: &substitutions) else {
                    return nil
                }
                if value != member.value { bound[index].value = value }
            }
            return .object(bound)
        case .null, .bool, .number:
            return value
        }
    }

    private func bind(_ string: PlaceholderString, written: String, at path: JSONPath,
                      into substitutions: inout [PlaceholderSubstitution]) throws(DocumentError) -> JSONValue? {
        if let literal = string.literalText { return .string(literal) }
        guard case .bind(let values, let rowPath) = mode else { return nil }
        let isWhole = string.wholePlaceholder != nil
        var text = ""
        for piece in string.pieces {
            switch piece {
            case .text(let literal):
                text += literal
            case .placeholder(let name):
                guard let value = values[name] else {
                    throw .unboundPlaceholder(name, at: path, row: rowPath, valueNames: Array(values.keys))
                }
                substitutions.append(PlaceholderSubstitution(path: path, name: name, written: written, isWhole: isWhole))
                if isWhole { return value }
                guard let valueText = Self.text(of: value) else {
                    throw .placeholderNotText(name, value: value, row: rowPath, written: written, at: path)
                }
                text += valueText
            }
        }
        return .string(text)
    }

    /// How a value reads inside a longer text; `nil` for null, arrays and objects.
    static func text(of value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        // As written for integers beyond a double's exact range (123456789012345678 stays as is).
        case .number(let number, let written):
            number.isFinite && abs(number) < 9_007_199_254_740_992 ? JSONText.number(number) : written
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: nil
        }
    }
}
