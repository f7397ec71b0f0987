/// The messages about templates, their placeholders and the rows that fill them, in one place.
extension DocumentError {
    /// A row's `template` that names no template of the document.
    static func unknownTemplate(_ name: String, at path: JSONPath, knownNames: [String]) -> DocumentError {
        let known = knownNames.sorted()
        return .unknownName(name, at: path, expected: "the name of one of the document's templates", knownNames: known,
                            hint: known.isEmpty ? "the document has no \"templates\""
                                : "templates: \(known.joined(separator: ", "))")
    }

    /// A placeholder the row gives no value for; the error is where the placeholder is written.
    /// - Parameters:
    ///   - name: the placeholder's name.
    ///   - path: where the placeholder is written in the template.
    ///   - rowPath: the row that lacks the value.
    ///   - valueNames: the names the row's `values` has, for "did you mean".
    static func unboundPlaceholder(_ name: String, at path: JSONPath, row rowPath: JSONPath,
                                   valueNames: [String]) -> DocumentError {
        DocumentError(
            .missingKey, path: path,
            message: "expected a value \(JSONText.snippet(name)) for \(JSONText.snippet("$" + name)) in the \"values\" "
                + "of \(rowPath), found none",
            hint: NameSuggester.hint(for: name, among: valueNames.sorted())
                ?? "add \(JSONText.snippet(name)) to the row's \"values\", or write $$ for a dollar sign")
    }

    /// A value that cannot be written into a longer text: an object, an array or null.
    /// - Parameters:
    ///   - name: the value's name.
    ///   - value: the value.
    ///   - rowPath: the row whose value it is.
    ///   - written: the template string it is written into.
    ///   - path: where that string is in the template.
    static func placeholderNotText(_ name: String, value: JSONValue, row rowPath: JSONPath, written: String,
                                   at path: JSONPath) -> DocumentError {
        .wrongType(at: rowPath.appending(key: "values").appending(key: name),
                   expected: "a string, number or boolean (it is written into the text "
                       + "\(JSONText.snippet(written)) at \(path))",
                   found: value,
                   hint: "objects, arrays and null can only stand for a whole string, as \(JSONText.snippet("$" + name))")
    }

    /// A row value that switches a custom state but is not a boolean.
    static func customStateNotBoolean(_ name: String, value: JSONValue, row rowPath: JSONPath,
                                      template: String) -> DocumentError {
        let hint: String? = switch value {
        case .string("true"), .string("false"): "write it without quotes"
        default: nil
        }
        return .wrongType(at: rowPath.appending(key: "values").appending(key: name),
                          expected: "true or false (whether the custom state \(JSONText.snippet(name)) of the template "
                              + "\(JSONText.snippet(template)) is on)",
                          found: value, hint: hint)
    }

    /// A placeholder where the template's shape is written (its views, kinds, states, constraints array).
    static func placeholderInStructure(at path: JSONPath, expected: String, found value: JSONValue) -> DocumentError {
        .wrongType(at: path, expected: expected, found: value,
                   hint: "placeholders stand for property values; a template's views, states and backgrounds "
                       + "are written as objects")
    }

    /// This error, made to point at the row's value when it was caused by a value bound into a template.
    ///
    /// A value that stood for a whole string (`"$size"`) is blamed at the row's value
    /// (`sections[1].rows[0].values.size`), with where it was used; a value written into a longer text
    /// keeps the template's path and names the row.
    func explained(by substitution: PlaceholderSubstitution, row rowPath: JSONPath) -> DocumentError {
        var copy = self
        let note: String
        if substitution.isWhole, let errorPath = path {
            let suffix = errorPath.components.dropFirst(substitution.path.components.count)
            copy.path = JSONPath(components: rowPath.appending(key: "values").appending(key: substitution.name).components
                + suffix)
            note = "it stands for \(JSONText.snippet("$" + substitution.name)) at \(substitution.path)"
        } else {
            note = "made from \(JSONText.snippet(substitution.written)) with the values of \(rowPath)"
        }
        copy.hint = [hint, note].compactMap { $0 }.joined(separator: "; ")
        return copy
    }
}
