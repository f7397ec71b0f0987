extension ColorTransformer {
    /// The transformers written by name.
    static let names = ["grayscale", "preferredTint", "monochromeTint"]

    /// What a transformer is, for messages.
    static let expectation = "a colour transformer (grayscale, preferredTint, monochromeTint or an object with \"alpha\")"

    /// Reads a transformer: a name, or `{ "alpha": 0.3 }`.
    /// - Throws: ``DocumentError`` for an unknown name, an alpha outside 0…1, or anything else.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        switch value {
        case .string("grayscale"):
            self = .grayscale
        case .string("preferredTint"):
            self = .preferredTint
        case .string("monochromeTint"):
            self = .monochromeTint
        case .string(let name):
            throw .unknownName(name, at: path, expected: Self.expectation, knownNames: Self.names,
                               hint: name.hasPrefix("alpha") ? "write the alpha as an object: { \"alpha\": 0.3 }" : nil)
        case .object:
            let object = try ObjectReader(value, at: path, expected: "a colour transformer", keys: ["alpha"])
            let alpha = try object.require("alpha", expected: "the alpha, from 0 to 1") {
                (value, path) throws(DocumentError) in
                try value.number(at: path, expected: "an alpha from 0 to 1") { (0...1).contains($0) }
            }
            self = .alpha(alpha)
        default:
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
    }
}
