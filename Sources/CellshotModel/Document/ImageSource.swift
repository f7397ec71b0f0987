/// Where a row's image comes from: a file next to the document, or a symbol name.
///
/// ```json
/// "image": "icons/airplane.png"
/// "image": { "symbol": "wifi" }
/// "image": { "symbol": { "name": "wifi", "scale": "large" } }
/// ```
/// The object form's weight, scale and point size are read into ``ImageProperties/symbolStyle``.
public enum ImageSource: Hashable, Sendable {
    /// A PNG, JPEG or SVG file; the absolute path, resolved against the document's folder and checked to exist.
    case file(String)
    /// An SF Symbol name, drawn from the project's openly licensed symbol set (`wifi`, `star.fill`).
    case symbol(String)

    /// Reads an image: a path string, or `{ "symbol": name }`.
    /// - Throws: ``DocumentError`` for a missing or unsupported file, or anything else.
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        switch value {
        case .string(let written):
            self = .file(try context.imageFile(written, at: path))
        case .object:
            let object = try ObjectReader(value, at: path, expected: "an image", keys: ["symbol"])
            self = .symbol(try object.require("symbol", expected: "a symbol name") { (value, path) throws(DocumentError) in
                // The object form (`{ "name": "wifi", "weight": … }`) carries a SymbolStyle, read beside.
                guard case .object = value else {
                    return try value.nonEmptyString(at: path, expected: "a symbol name (a non-empty string)")
                }
                let symbol = try ObjectReader(value, at: path, expected: "a symbol", keys: SymbolStyle.keys)
                return try symbol.require("name", expected: "a symbol name") { (value, path) throws(DocumentError) in
                    try value.nonEmptyString(at: path, expected: "a symbol name (a non-empty string)")
                }
            })
        default:
            throw .wrongType(at: path, expected: "an image (a file path, or an object with \"symbol\")", found: value)
        }
    }
}
