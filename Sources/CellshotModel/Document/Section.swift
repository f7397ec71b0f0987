/// A group of rows with an optional header and footer, like a `UICollectionView` section.
///
/// ```json
/// { "header": "Network", "rows": [ { "text": "Wi-Fi" } ], "footer": "Devices nearby can see this phone." }
/// ```
public struct Section: Hashable, Sendable {
    /// The header text, if any.
    public var header: String?
    /// The footer text, if any.
    public var footer: String?
    /// The rows, in order.
    public var rows: [Row]

    /// Creates a section.
    /// - Parameters:
    ///   - header: the header text.
    ///   - footer: the footer text.
    ///   - rows: the rows.
    public init(header: String? = nil, footer: String? = nil, rows: [Row] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// Reads a section.
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a section", keys: ["header", "rows", "footer"])
        header = try object.string("header", expected: "a header text (a string)")
        footer = try object.string("footer", expected: "a footer text (a string)")
        rows = try object.decode("rows") { (value, path) throws(DocumentError) in
            var rows: [Row] = []
            for (index, element) in try value.array(at: path, expected: "an array of rows").enumerated() {
                rows.append(try Row(json: element, at: path.appending(index: index), in: context))
            }
            return rows
        } ?? []
    }
}
