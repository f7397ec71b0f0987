/// Builds the sections of a list, or the rows of a section, from statements, as SwiftUI's `List` and
/// UIKit's snapshot code list them: one expression a line, with `if`, `switch` and `for` where the list
/// depends on data.
///
/// ```swift
/// let settings = ListDocument(appearance: .insetGrouped) {
///     Section(header: "Connections") {
///         Row(.valueCell(text: "Wi-Fi", secondaryText: "Home", accessories: [.disclosureIndicator]))
///         if showsBluetooth {
///             Row(.valueCell(text: "Bluetooth", secondaryText: "On"))
///         }
///     }
///     Section {
///         for name in ["General", "Privacy"] { Row(.cell(text: name)) }
///     }
/// }
/// ```
@resultBuilder
public enum ListContentBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] {
        [element]
    }

    /// Elements made elsewhere: `rows.map { … }`.
    public static func buildExpression(_ elements: [Element]) -> [Element] {
        elements
    }

    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] {
        part ?? []
    }

    /// The first branch of an `if`–`else` or a `switch`.
    public static func buildEither(first part: [Element]) -> [Element] {
        part
    }

    /// The other branch of an `if`–`else` or a `switch`.
    public static func buildEither(second part: [Element]) -> [Element] {
        part
    }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] {
        parts.flatMap { $0 }
    }

    /// An `if #available`.
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] {
        part
    }
}

extension ListDocument {
    /// Creates a document whose sections are listed in a ``ListContentBuilder`` block; the other defaults are
    /// those of a document that leaves every key out.
    /// - Parameters:
    ///   - appearance: the list's appearance (`UICollectionLayoutListConfiguration.Appearance`).
    ///   - look: which iOS release's design to draw.
    ///   - width: the width in points.
    ///   - scale: pixels per point.
    ///   - tint: the tint colour.
    ///   - traits: style, content size and direction.
    ///   - states: the states to draw.
    ///   - templates: the templates by name.
    ///   - sections: the sections, one expression each.
    public init(appearance: ListAppearance = .plain, look: ListLook = .default, width: Double = DocumentLimits.defaultWidth,
                scale: Double = DocumentLimits.defaultScale, tint: ColorReference = .systemBlue,
                traits: Traits = Traits(), states: [CellState] = [.normal], templates: [String: JSONValue] = [:],
                @ListContentBuilder<Section> sections: () -> [Section]) {
        self.init(appearance: appearance, look: look, width: width, scale: scale, tint: tint, traits: traits,
                  states: states, sections: sections(), templates: templates)
    }
}

extension Section {
    /// Creates a section whose rows are listed in a ``ListContentBuilder`` block.
    /// - Parameters:
    ///   - header: the header: a text (`"Connections"`) or a configuration.
    ///   - footer: the footer.
    ///   - rows: the rows, one expression each.
    public init(header: HeaderFooterConfiguration? = nil, footer: HeaderFooterConfiguration? = nil,
                @ListContentBuilder<Row> rows: () -> [Row]) {
        self.init(header: header, footer: footer, rows: rows())
    }
}

extension Row {
    /// A row drawing a built-in cell: `Row(.subtitleCell(text: "Ada", secondaryText: "Engineer"))`.
    /// - Parameters:
    ///   - configuration: the cell's content, accessories and background.
    ///   - state: the state to draw the row in whatever the column's, or `nil` to follow the column.
    public init(_ configuration: CellConfiguration, state: CellState? = nil) {
        self.init(configuration: configuration, state: state)
    }

    /// A row drawing one of the document's templates with its values:
    /// `.template("message", values: ["sender": "Ada", "unread": true])`.
    /// - Parameters:
    ///   - name: the template's name.
    ///   - values: the values of its placeholders and custom states.
    public static func template(_ name: String, values: [String: JSONValue] = [:]) -> Row {
        Row(template: name, values: values)
    }
}
