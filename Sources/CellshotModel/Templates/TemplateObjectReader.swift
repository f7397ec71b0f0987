/// Reads one object of a template: its keys as written, and each value with the row's values bound
/// into its placeholders before it is decoded.
///
/// When the template is read on its own (``PlaceholderBinder/Mode/check``), a value with a
/// placeholder is left unchecked (`nil`): its type is known only once a row fills it in. It is then
/// recorded as a hole for the rows to fill.
struct TemplateObjectReader: MemberReading {
    /// The object's keys and raw values.
    let object: ObjectReader
    /// Binds the row's values.
    let binder: PlaceholderBinder
    /// Where the values set aside go, and what they belong to; `nil` when binding a row's values.
    let holes: (recorder: TemplateHoleRecorder, target: TemplateHole.Target)?

    /// Checks that `value` is an object whose keys are all in `keys` (see ``ObjectReader``).
    init(_ value: JSONValue, at path: JSONPath, expected: String, keys: [String], binder: PlaceholderBinder,
         holes: (recorder: TemplateHoleRecorder, target: TemplateHole.Target)? = nil,
         hints: [String: String] = [:]) throws(DocumentError) {
        object = try ObjectReader(value, at: path, expected: expected, keys: keys, hints: hints)
        self.binder = binder
        self.holes = holes
    }

    var path: JSONPath { object.path }

    func contains(_ key: String) -> Bool {
        object.contains(key)
    }

    /// The value as written, placeholders unbound, for the parts that give the template its shape.
    func structure(_ key: String) -> JSONValue? {
        object.value(key)
    }

    func decode<Value>(
        _ key: String, _ transform: (JSONValue, JSONPath) throws(DocumentError) -> Value
    ) throws(DocumentError) -> Value? {
        guard let raw = object.value(key) else { return nil }
        let path = object.path(key)
        // A value bound to null is absent, as null is everywhere in a document.
        guard let bound = try binder.bind(raw, at: path) else {
            if let (recorder, target) = holes {
                recorder.record(TemplateHole(target: target, key: key, value: raw, objectPath: object.path))
            }
            return nil
        }
        guard !bound.value.isNull else { return nil }
        do {
            return try transform(bound.value, path)
        } catch {
            throw binder.explain(error, in: bound)
        }
    }
}
