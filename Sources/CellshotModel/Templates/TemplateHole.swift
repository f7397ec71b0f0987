/// A value of a template that holds a placeholder, set aside when the template is read and decoded
/// once a row fills it in.
///
/// Reading a template once and filling only its holes per row keeps a row's cost to the values that
/// change, as a table view reuses a cell and sets only its content.
struct TemplateHole: Hashable, Sendable {
    /// What the value belongs to.
    enum Target: Hashable, Sendable {
        /// A property of a view (in the template, or in a state's override of it).
        case view(name: String, kind: TemplateView.Kind)
        /// A property of the background.
        case background
        /// The template's `margins` or `height`.
        case template
        /// A metric, by its key.
        case metrics
        /// The constraint at this index: its text, priority or identifier, or the whole string.
        case constraint(index: Int)
    }

    /// What the value belongs to.
    var target: Target
    /// The property's key; `nil` when the value is a whole array element (a constraint string).
    var key: String?
    /// The value as written, placeholders unbound.
    var value: JSONValue
    /// The object that holds the key, or the element itself when ``key`` is `nil`.
    var objectPath: JSONPath

    /// The one-member object `{ key: value }`, read like the template's object with a row's values bound.
    func object(binder: PlaceholderBinder) throws(DocumentError) -> TemplateObjectReader {
        let key = key ?? ""
        return try TemplateObjectReader(.object([JSONMember(key: key, value: value)]), at: objectPath,
                                        expected: "a template object", keys: [key], binder: binder)
    }
}

/// Collects the holes of one part of a template (its base, or one state) while it is read.
final class TemplateHoleRecorder {
    /// The holes, in document order.
    private(set) var holes: [TemplateHole] = []

    /// Records a value set aside.
    func record(_ hole: TemplateHole) {
        holes.append(hole)
    }
}
