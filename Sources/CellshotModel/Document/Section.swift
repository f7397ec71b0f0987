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
    /// The rows, in order; a grid section's items.
    public var rows: [Row]
    /// The section's grid layout (`NSCollectionLayoutSection`), or `nil` for a list section; a grid section's
    /// cells are its ``rows``, written `items` in a document.
    public var grid: GridLayout?
    /// The section's own list appearance (a section provider's `NSCollectionLayoutSection.list(using:)` with
    /// a configuration of its own), or `nil` for the list's ``ListDocument/appearance``. Its insets, header
    /// and footer styles, separators, cell backgrounds and spacing are the appearance's, and it draws the
    /// appearance's background behind itself, as a list section of a compositional layout does.
    public var appearance: ListAppearance?
    /// Whether the section's rows are divided by separators (`showsSeparators`); `nil` for its appearance's
    /// (none in sidebars).
    public var showsSeparators: Bool?
    /// The background drawn behind the section (`UICollectionLayoutListConfiguration.backgroundColor`), or
    /// `nil` for its appearance's when the section names one, else the list's.
    public var backgroundColor: ColorReference?
    /// The space between the section's rows, in points (SwiftUI's `listRowSpacing(_:)`, iOS 17): in an inset
    /// grouped section above 0 each row is a card of its own, all four corners rounded, with no separators between
    /// them; `nil` or 0 for rows joined in one card. Other appearances keep their rows joined (CellshotSwiftUI warns).
    public var rowSpacing: Double? = nil
    /// The space above the section, in points: from the list's top for the first section, from the end of the
    /// section before (its footer, else its last row) for the others, to the section's header, else its first row.
    /// It replaces what the appearance leaves there (the section before's empty footer, this one's empty header or
    /// header padding, the first section's padding); `nil` for the appearance's. SwiftUI's `listSectionSpacing(_:)`
    /// and a bare `List`'s first section set it; documents do not.
    public var spacingAbove: Double? = nil

    /// Creates a section.
    /// - Parameters:
    ///   - header: the header (a string literal is its text).
    ///   - footer: the footer.
    ///   - rows: the rows (a grid section's items).
    ///   - grid: the grid layout of a grid section; `nil` for a list section.
    ///   - appearance: the section's own list appearance; `nil` for the list's.
    ///   - showsSeparators: whether its rows are divided by separators; `nil` for its appearance's.
    ///   - backgroundColor: the background behind it; `nil` for its appearance's.
    public init(header: HeaderFooterConfiguration? = nil, footer: HeaderFooterConfiguration? = nil, rows: [Row] = [],
                grid: GridLayout? = nil, appearance: ListAppearance? = nil, showsSeparators: Bool? = nil,
                backgroundColor: ColorReference? = nil) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.grid = grid
        self.appearance = appearance
        self.showsSeparators = showsSeparators
        self.backgroundColor = backgroundColor
    }

    /// Whether the section says anything of its own about the list's look (an appearance, separators or a
    /// background): such a section draws its own background.
    public var hasOwnListConfiguration: Bool {
        appearance != nil || showsSeparators != nil || backgroundColor != nil
    }

    /// Reads a section.
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a section", keys: ["header", "rows", "footer", "grid", "items",
                                                                                        "appearance", "showsSeparators",
                                                                                        "backgroundColor"])
        header = try object.decode("header") { (value, path) throws(DocumentError) in
            try HeaderFooterConfiguration(json: value, at: path, noun: "header", in: context)
        }
        footer = try object.decode("footer") { (value, path) throws(DocumentError) in
            try HeaderFooterConfiguration(json: value, at: path, noun: "footer", in: context)
        }
        grid = try object.decode("grid") { (value, path) throws(DocumentError) in try GridLayout(json: value, at: path) }
        appearance = try object.name("appearance")
        showsSeparators = try object.bool("showsSeparators")
        backgroundColor = try object.color("backgroundColor")
        if grid != nil { try Self.checkNoListConfiguration(object) }
        // A grid's cells are its items, a list's its rows: the key says which the section is.
        let cellsKey = grid == nil ? "rows" : "items"
        try Self.checkCellsKey(object, expected: cellsKey)
        rows = try object.decode(cellsKey) { (value, path) throws(DocumentError) in
            var rows: [Row] = []
            for (index, element) in try value.array(at: path, expected: "an array of \(cellsKey)").enumerated() {
                rows.append(try Row(json: element, at: path.appending(index: index), in: context))
            }
            return rows
        } ?? []
    }
}

extension Section {
    /// Refuses a grid section's list configuration keys: a grid section is laid out by its groups, not as a list.
    private static func checkNoListConfiguration(_ object: ObjectReader) throws(DocumentError) {
        for key in ["appearance", "showsSeparators", "backgroundColor"] where object.contains(key) {
            throw DocumentError(.invalidValue, path: object.path(key),
                                message: "expected \"\(key)\" only in a list section, found it in a grid section",
                                hint: "a grid section draws no list appearance; a decoration item draws its "
                                    + "background: \"grid\": { \"background\": … }")
        }
    }

    /// Refuses a list section's `items` and a grid section's `rows`, and outlines in a grid.
    private static func checkCellsKey(_ object: ObjectReader, expected: String) throws(DocumentError) {
        if expected == "rows", object.contains("items") {
            throw DocumentError(.invalidValue, path: object.path("items"),
                                message: "expected \"items\" only in a grid section, found it in a list section",
                                hint: "a list section's cells are its \"rows\"; give the section a \"grid\" to lay its items out in a grid")
        }
        if expected == "items", object.contains("rows") {
            throw DocumentError(.invalidValue, path: object.path("rows"),
                                message: "expected a grid section's cells in \"items\", found \"rows\"",
                                hint: "rename \"rows\" to \"items\"")
        }
        guard expected == "items", case .array(let items)? = object.value("items") else { return }
        for (index, item) in items.enumerated() {
            if case .object(let members) = item, let children = members.first(where: { $0.key == "children" }),
               !children.value.isNull {
                throw DocumentError(.invalidValue, path: object.path("items").appending(index: index).appending(key: "children"),
                                    message: "expected no outline children in a grid item, found \"children\"",
                                    hint: "outlines are drawn in list sections")
            }
        }
    }
}
