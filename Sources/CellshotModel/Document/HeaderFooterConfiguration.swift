import CellshotGraphics

/// A section header or footer: UIKit's `UIListContentConfiguration` of a supplementary view
/// (`groupedHeader()`, `prominentInsetGroupedHeader()`…) with an optional background.
///
/// A document writes a header as a string (its text, in the appearance's style) or as an object:
/// ```json
/// "header": "Network"
/// "header": { "style": "prominentInsetGroupedHeader", "text": "Favorites", "secondaryText": "Pinned to Summary",
///             "image": { "symbol": "star.fill" } }
/// ```
/// Every property is optional: `nil` keeps the style's default, and the style defaults to the list
/// appearance's (``ListGeometry/header``, ``ListGeometry/footer``).
///
/// The texts, image, their properties, margins and paddings are the ``content`` a cell has too; they read
/// and write as the configuration's own: `header.text`, `header.textProperties`.
@dynamicMemberLookup
public struct HeaderFooterConfiguration: Hashable, Sendable {
    /// The look; `nil` takes the list appearance's header or footer style.
    public var style: HeaderFooterStyle?
    /// The texts, image, their properties, the margins and the paddings.
    public var content: ListContent
    /// The background behind the whole header or footer (`listPlainHeaderFooter()`: clear).
    public var background: BackgroundConfiguration?
    /// The accessories at its trailing edge, as a `UICollectionViewListCell` header's (a header item of
    /// `headerMode = .firstItemInSection`, or a supplementary list cell) — an outline disclosure, most often:
    ///
    /// ```json
    /// "header": { "text": "Favorites", "accessories": [{ "outlineDisclosure": { "expanded": true } }] }
    /// ```
    /// A header is drawn in its normal state: accessories displayed `whenEditing` are not shown. Leading
    /// accessories (`delete`, `insert`, `multiselect`, leading custom views) are a row's.
    public var accessories: [CellAccessory] = []
    /// One of the document's templates drawing the whole header or footer instead of texts (a view of
    /// yours from `tableView(_:viewForHeaderInSection:)`), the list's width wide; `nil` for texts.
    ///
    /// ```json
    /// "header": { "template": "banner", "values": { "title": "Today" }, "height": 28 }
    /// ```
    public var template: String?
    /// The values the template's `$names` stand for.
    public var values: [String: JSONValue] = [:]
    /// The template header's or footer's height in points (`sectionHeaderHeight`, `heightForHeaderInSection`);
    /// `nil` for the height its constraints give (`automaticDimension`).
    public var height: Double?
    /// Content a front end lays out and draws itself (a SwiftUI `Section`'s header view) in the style's margins,
    /// instead of texts; `nil` for texts. Only the Swift API makes it.
    public var hosted: HostedContent?

    /// Creates a header or footer; every property left `nil` keeps its default.
    /// - Parameters:
    ///   - style: the look.
    ///   - text: the text.
    ///   - secondaryText: the secondary text.
    ///   - image: the image.
    ///   - textProperties: how the text looks.
    ///   - secondaryTextProperties: how the secondary text looks.
    ///   - imageProperties: how the image looks.
    ///   - directionalLayoutMargins: the margins around the content.
    ///   - imageToTextPadding: the space between the image and the texts.
    ///   - textToSecondaryTextVerticalPadding: the space between the texts.
    ///   - background: the background.
    public init(style: HeaderFooterStyle? = nil, text: String? = nil, secondaryText: String? = nil,
                image: ImageSource? = nil, textProperties: TextProperties? = nil,
                secondaryTextProperties: TextProperties? = nil, imageProperties: ImageProperties? = nil,
                directionalLayoutMargins: DirectionalEdgeInsets? = nil, imageToTextPadding: Double? = nil,
                textToSecondaryTextVerticalPadding: Double? = nil, background: BackgroundConfiguration? = nil) {
        self.init(style: style,
                  content: ListContent(text: text, secondaryText: secondaryText, image: image,
                                       textProperties: textProperties, secondaryTextProperties: secondaryTextProperties,
                                       imageProperties: imageProperties, directionalLayoutMargins: directionalLayoutMargins,
                                       imageToTextPadding: imageToTextPadding,
                                       textToSecondaryTextVerticalPadding: textToSecondaryTextVerticalPadding),
                  background: background)
    }

    /// Creates a header or footer from its content.
    /// - Parameters:
    ///   - style: the look.
    ///   - content: the texts, image, their properties, margins and paddings.
    ///   - background: the background.
    public init(style: HeaderFooterStyle? = nil, content: ListContent, background: BackgroundConfiguration? = nil) {
        self.style = style
        self.content = content
        self.background = background
    }

    /// Creates a header or footer drawn by one of the document's templates.
    /// - Parameters:
    ///   - template: the template's name.
    ///   - values: the values of its placeholders.
    ///   - height: a fixed height, or `nil` for the template's own.
    public init(template: String, values: [String: JSONValue] = [:], height: Double? = nil) {
        self.init(content: ListContent())
        self.template = template
        self.values = values
        self.height = height
    }

    /// A property of the ``content`` (`header.text`, `header.imageProperties`), read and written as the
    /// configuration's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ListContent, Value>) -> Value {
        get { content[keyPath: keyPath] }
        set { content[keyPath: keyPath] = newValue }
    }

    /// Whether there is anything to show: a text, a secondary text, an image or an accessory. A section whose
    /// header has none (`"header": ""`) is laid out as a section without a header.
    public var hasContent: Bool {
        template != nil || hosted != nil || !(content.text ?? "").isEmpty || !(content.secondaryText ?? "").isEmpty || content.image != nil
            || !accessories.isEmpty
    }
}

extension HeaderFooterConfiguration: ExpressibleByStringLiteral {
    /// A header or footer of only a text, in the appearance's style: what a string in a document means.
    /// - Parameter value: the text.
    public init(stringLiteral value: String) {
        self.init(text: value)
    }
}
