/// Reads the members of one JSON object: checks its keys, then hands out values with their paths.
///
/// ```swift
/// let object = try ObjectReader(json, at: path, expected: "a section", keys: ["header", "footer", "rows"])
/// let header = try object.decode("header") { value, path throws(DocumentError) in try value.string(at: path) }
/// ```
struct ObjectReader: MemberReading {
    /// Where the object is.
    let path: JSONPath
    private let members: [JSONMember]

    /// Checks that `value` is an object whose keys are all in `keys`.
    /// - Parameters:
    ///   - expected: what the object is, with an article: `a row`.
    ///   - keys: the keys the object may have.
    ///   - hints: hints for particular unknown keys, used when no close name exists.
    /// - Throws: ``DocumentError`` for a value that is not an object, or an unknown key.
    init(_ value: JSONValue, at path: JSONPath, expected: String, keys: [String],
         hints: [String: String] = [:]) throws(DocumentError) {
        guard case .object(let members) = value else {
            throw .wrongType(at: path, expected: expected == "an object" ? expected : "\(expected) (an object)",
                             found: value)
        }
        for member in members where !keys.contains(member.key) {
            let hint = NameSuggester.hint(for: member.key, among: keys) == nil ? hints[member.key] : nil
            throw .unknownKey(member.key, at: path, in: expected, knownKeys: keys, hint: hint)
        }
        self.path = path
        self.members = members
    }

    /// The value of `key`; `nil` when it is absent or `null`.
    func value(_ key: String) -> JSONValue? {
        guard let value = members.first(where: { $0.key == key })?.value, !value.isNull else { return nil }
        return value
    }

    /// Whether `key` is present and not `null`.
    func contains(_ key: String) -> Bool {
        value(key) != nil
    }

    /// Decodes `key`'s value with `transform`; `nil` when it is absent or `null`.
    func decode<Value>(
        _ key: String, _ transform: (JSONValue, JSONPath) throws(DocumentError) -> Value
    ) throws(DocumentError) -> Value? {
        guard let value = value(key) else { return nil }
        return try transform(value, path(key))
    }

    /// Decodes `key`'s value with `transform`.
    /// - Parameter expected: what the value is, for the message when it is missing.
    /// - Throws: ``DocumentError`` when the key is missing, or what `transform` throws.
    func require<Value>(
        _ key: String, expected: String, _ transform: (JSONValue, JSONPath) throws(DocumentError) -> Value
    ) throws(DocumentError) -> Value {
        guard let value = value(key) else { throw .missingKey(key, at: path, expected: expected) }
        return try transform(value, path(key))
    }
}

extension ObjectReader {
    /// What a template row, header or footer names: its `template` (a template the document declares) and the
    /// `values` of its placeholders, checked against the template's summary.
    /// - Parameter context: the document's templates.
    func templateReference(in context: DecodingContext) throws(DocumentError)
        -> (name: String, values: [String: JSONValue]) {
        let name = try require("template", expected: "a template name") { (value, path) throws(DocumentError) in
            let name = try value.string(at: path, expected: "a template name (a string)")
            guard context.templates[name] != nil else {
                throw .unknownTemplate(name, at: path, knownNames: Array(context.templates.keys))
            }
            return name
        }
        let values: [String: JSONValue] = try decode("values") { (value, path) throws(DocumentError) in
            try value.dictionary(at: path, expected: "the template's values (an object)")
        } ?? [:]
        if let summary = context.templates[name] { try summary.check(values: values, row: path) }
        return (name, values)
    }
}
