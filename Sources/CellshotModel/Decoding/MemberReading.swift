/// Something that hands out the typed values of an object's members: an ``ObjectReader``, or a
/// template's object that binds `$name` placeholders first (``TemplateObjectReader``).
///
/// Decoders written against this protocol (``BackgroundConfiguration``) read rows and templates alike.
protocol MemberReading {
    /// Where the object is.
    var path: JSONPath { get }

    /// Whether `key` is present and not `null` (as written, before any binding).
    func contains(_ key: String) -> Bool

    /// Decodes `key`'s value with `transform`; `nil` when it is absent or `null`.
    func decode<Value>(
        _ key: String, _ transform: (JSONValue, JSONPath) throws(DocumentError) -> Value
    ) throws(DocumentError) -> Value?
}

extension MemberReading {
    /// The path of `key`'s value.
    func path(_ key: String) -> JSONPath {
        path.appending(key: key)
    }

    /// Decodes a name written at `key`; `nil` when absent.
    func name<Name: DocumentName>(_ key: String, as type: Name.Type = Name.self) throws(DocumentError) -> Name? {
        try decode(key) { (value, path) throws(DocumentError) in try Name(json: value, at: path) }
    }

    /// Decodes a string at `key`; `nil` when absent.
    func string(_ key: String, expected: String = "a string") throws(DocumentError) -> String? {
        try decode(key) { (value, path) throws(DocumentError) in try value.string(at: path, expected: expected) }
    }

    /// Decodes a length in points at `key`; `nil` when absent.
    func length(_ key: String, noun: String = "a length") throws(DocumentError) -> Double? {
        try decode(key) { (value, path) throws(DocumentError) in try value.length(at: path, noun: noun) }
    }

    /// Decodes a colour at `key`; `nil` when absent.
    func color(_ key: String) throws(DocumentError) -> ColorReference? {
        try decode(key) { (value, path) throws(DocumentError) in try ColorReference(json: value, at: path) }
    }

    /// Decodes `true` or `false` at `key`; `nil` when absent.
    func bool(_ key: String) throws(DocumentError) -> Bool? {
        try decode(key) { (value, path) throws(DocumentError) in try value.bool(at: path, expected: "true or false") }
    }

    /// The one key of `keys` that is present: a property and its aliases (`backgroundColor`, `color`).
    /// - Parameter hint: why only one may be written; by default, that they are the same property.
    /// - Throws: ``DocumentError`` when more than one is present.
    func oneOf(_ keys: [String],
               hint: String = "they are the same property; write one of them") throws(DocumentError) -> String? {
        let present = keys.filter(contains)
        guard present.count > 1 else { return present.first }
        let names = present.map { JSONText.quoted($0) }
        throw DocumentError(.invalidValue, path: path,
                            message: "expected \(ListFormatter.or(names)), found both", hint: hint)
    }

    /// Decodes the value of whichever of `keys` is present (a property and its aliases).
    func decode<Value>(
        oneOf keys: [String], _ transform: (JSONValue, JSONPath) throws(DocumentError) -> Value
    ) throws(DocumentError) -> Value? {
        guard let key = try oneOf(keys) else { return nil }
        return try decode(key, transform)
    }
}
