/// A value written in documents by name (`"insetGrouped"`, `"selected"`), read with "did you mean" hints.
protocol DocumentName: RawRepresentable, Sendable where RawValue == String {
    /// Every value, in the order messages list them.
    static var knownValues: [Self] { get }
    /// What the value is, with an article: `an appearance`.
    static var nameDescription: String { get }
    /// Whether messages list every name (`plain, grouped or insetGrouped`); false for long lists.
    static var listsNamesInMessages: Bool { get }
    /// Other spellings that are accepted too.
    static var aliases: [String: Self] { get }
}

extension DocumentName {
    static var listsNamesInMessages: Bool { true }
    static var aliases: [String: Self] { [:] }

    /// Every name, in order.
    static var knownNames: [String] { knownValues.map(\.rawValue) }

    /// `an appearance (plain, grouped or insetGrouped)`, or just the description for long lists.
    static var expectation: String {
        listsNamesInMessages ? "\(nameDescription) (\(ListFormatter.or(knownNames)))" : nameDescription
    }

    /// Reads a name.
    /// - Throws: ``DocumentError`` when the value is not a string or not a known name.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        guard case .string(let name) = value else {
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
        guard let known = Self(rawValue: name) ?? Self.aliases[name] else {
            throw .unknownName(name, at: path, expected: Self.expectation,
                               knownNames: Self.knownNames + Self.aliases.keys.sorted(),
                               hint: Self.listsNamesInMessages ? nil : "the names are listed in docs/document.md")
        }
        self = known
    }
}

extension DocumentName where Self: CaseIterable {
    static var knownValues: [Self] { Array(allCases) }
}
