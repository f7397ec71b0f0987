import CellshotGraphics

/// What a cell and a section's header or footer both show, as UIKit's `UIListContentConfiguration` does for
/// either: the texts, the image, how each looks, the margins around them and the paddings between them.
///
/// ``CellConfiguration`` and ``HeaderFooterConfiguration`` each hold one, and read and write its properties
/// as their own (`configuration.text = "Wi-Fi"`). Every property is optional: `nil` keeps the default of
/// the style and list appearance.
public struct ListContent: Hashable, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image before the texts.
    public var image: ImageSource?
    /// How the primary text looks.
    public var textProperties: TextProperties?
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties?
    /// How the image looks.
    public var imageProperties: ImageProperties?
    /// The margins around the content, along the reading direction. A header's or footer's leading and
    /// trailing ones are at least the list's layout margins; a cell's follow its
    /// ``CellConfiguration/axesPreservingSuperviewLayoutMargins``.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The space between the image and the texts, in points.
    public var imageToTextPadding: Double?
    /// The space between the text and the secondary text when stacked, in points.
    public var textToSecondaryTextVerticalPadding: Double?

    /// Creates content; every property left `nil` keeps its default.
    /// - Parameters:
    ///   - text: the primary text.
    ///   - secondaryText: the secondary text.
    ///   - image: the image.
    ///   - textProperties: how the text looks.
    ///   - secondaryTextProperties: how the secondary text looks.
    ///   - imageProperties: how the image looks.
    ///   - directionalLayoutMargins: the margins around the content.
    ///   - imageToTextPadding: the space between the image and the texts.
    ///   - textToSecondaryTextVerticalPadding: the space between the stacked texts.
    public init(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                textProperties: TextProperties? = nil, secondaryTextProperties: TextProperties? = nil,
                imageProperties: ImageProperties? = nil, directionalLayoutMargins: DirectionalEdgeInsets? = nil,
                imageToTextPadding: Double? = nil, textToSecondaryTextVerticalPadding: Double? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.imageProperties = imageProperties
        self.directionalLayoutMargins = directionalLayoutMargins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    }

    /// This content with `overrides` applied on top, as `updated(for:)` would: the text and image
    /// properties merge property by property, every other property `overrides` sets replaces this one's
    /// (the margins as a whole).
    /// - Parameter overrides: the partial content to apply.
    public func applying(_ overrides: ListContent) -> ListContent {
        ListContent(
            text: overrides.text ?? text,
            secondaryText: overrides.secondaryText ?? secondaryText,
            image: overrides.image ?? image,
            textProperties: Self.merge(textProperties, overrides.textProperties) { $0.applying($1) },
            secondaryTextProperties: Self.merge(secondaryTextProperties, overrides.secondaryTextProperties) {
                $0.applying($1)
            },
            imageProperties: Self.merge(imageProperties, overrides.imageProperties) { $0.applying($1) },
            directionalLayoutMargins: overrides.directionalLayoutMargins ?? directionalLayoutMargins,
            imageToTextPadding: overrides.imageToTextPadding ?? imageToTextPadding,
            textToSecondaryTextVerticalPadding: overrides.textToSecondaryTextVerticalPadding
                ?? textToSecondaryTextVerticalPadding)
    }

    /// A group of properties merged: the override's applied on the base's, or whichever of them there is.
    static func merge<Group>(_ base: Group?, _ overrides: Group?, _ apply: (Group, Group) -> Group) -> Group? {
        guard let overrides else { return base }
        guard let base else { return overrides }
        return apply(base, overrides)
    }
}

extension ListContent {
    /// The keys of the content, in the order the reference lists them (after `style`).
    static let keys = [
        "text", "secondaryText", "image", "textProperties", "secondaryTextProperties", "imageProperties",
        "directionalLayoutMargins", "imageToTextPadding", "textToSecondaryTextVerticalPadding",
    ]

    /// Reads the content keys of an already checked object (a row, a state override, a header or a footer, a
    /// template's list content view).
    init(object: some MemberReading, in context: DecodingContext) throws(DocumentError) {
        self.init()
        text = try object.string("text", expected: "a text (a string)")
        secondaryText = try object.string("secondaryText", expected: "a secondary text (a string)")
        image = try object.decode("image") { (value, path) throws(DocumentError) in
            try ImageSource(json: value, at: path, in: context)
        }
        textProperties = try object.textProperties("textProperties")
        secondaryTextProperties = try object.textProperties("secondaryTextProperties")
        imageProperties = try object.decode("imageProperties") { (value, path) throws(DocumentError) in
            try ImageProperties(json: value, at: path)
        }
        if let style = try object.decode("image", { (value, path) throws(DocumentError) in
            try SymbolStyle(image: value, at: path)
        }) ?? nil {
            var properties = imageProperties ?? ImageProperties()
            properties.symbolStyle = style
            imageProperties = properties
        }
        directionalLayoutMargins = try object.decode("directionalLayoutMargins") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "layout margins")
        }
        imageToTextPadding = try object.length("imageToTextPadding", noun: "a padding")
        textToSecondaryTextVerticalPadding = try object.length("textToSecondaryTextVerticalPadding", noun: "a padding")
    }
}
