/// A group of rows with an optional header and footer, like a `UICollectionView` section.
///
/// ```json
/// { "header": "Network", "rows": [ { "text": "Wi-Fi" } ], "footer": "Devices nearby can see this phone." }
/// { "header": { "style": "prominentInsetGroupedHeader", "text": "Favorites" }, "rows": [ { "text": "Steps" } ] }
/// ```
public struct Section: Hashable, Sendable {
    /// The header, if any (a string in the document is its text).
    public var header: HeaderFooterConfiguration?
    /// The footer, if any.
    public var footer: HeaderFooterConfiguration?
    /// The rows, in order.
    public var rows: [Row]

    /// Creates a section.
    /// - Parameters:
    ///   - header: the header (a string literal is its text).
    ///   - footer: the footer.
    ///   - rows: the rows.
    public init(header: HeaderFooterConfiguration? = nil, footer: HeaderFooterConfiguration? = nil, rows: [Row] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// Reads a section.
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a section", keys: ["header", "rows", "footer"])
        header = try object.decode("header") { (value, path) throws(DocumentError) in
            try HeaderFooterConfiguration(json: value, at: path, noun: "header", in: context)
        }
        footer = try object.decode("footer") { (value, path) throws(DocumentError) in
            try HeaderFooterConfiguration(json: value, at: path, noun: "footer", in: context)
        }
        rows = try object.decode("rows") { (value, path) throws(DocumentError) in
            var rows: [Row] = []
            for (index, element) in try value.array(at: path, expected: "an array of rows").enumerated() {
                rows.append(try Row(json: element, at: path.appending(index: index), in: context))
            }
            return rows
        } ?? []
    }
}
