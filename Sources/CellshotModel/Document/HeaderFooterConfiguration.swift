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
public struct HeaderFooterConfiguration: Hashable, Sendable {
    /// The look; `nil` takes the list appearance's header or footer style.
    public var style: HeaderFooterStyle?
    /// The text.
    public var text: String?
    /// The secondary text, under the text.
    public var secondaryText: String?
    /// The image before the texts.
    public var image: ImageSource?
    /// How the text looks.
    public var textProperties: TextProperties?
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties?
    /// How the image looks.
    public var imageProperties: ImageProperties?
    /// The margins around the content; the leading and trailing ones are at least the list's layout margins.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The space between the image and the texts, in points.
    public var imageToTextPadding: Double?
    /// The space between the text and the secondary text, in points.
    public var textToSecondaryTextVerticalPadding: Double?
    /// The background behind the whole header or footer (`listPlainHeaderFooter()`: clear).
    public var background: BackgroundConfiguration?

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
        self.style = style
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.imageProperties = imageProperties
        self.directionalLayoutMargins = directionalLayoutMargins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.background = background
    }

    /// Whether there is anything to show: a text, a secondary text or an image. A section whose header
    /// has none (`"header": ""`) is laid out as a section without a header.
    public var hasContent: Bool {
        !(text ?? "").isEmpty || !(secondaryText ?? "").isEmpty || image != nil
    }
}

extension HeaderFooterConfiguration: ExpressibleByStringLiteral {
    /// A header or footer of only a text, in the appearance's style: what a string in a document means.
    /// - Parameter value: the text.
    public init(stringLiteral value: String) {
        self.init(text: value)
    }
}
