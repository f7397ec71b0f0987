import CellshotGraphics

/// Everything a document says about how one cell looks: content, background, accessories and height.
///
/// It combines UIKit's `UIListContentConfiguration` (texts, image, their properties,
/// margins and paddings), `UIBackgroundConfiguration` and `UICellAccessory`. Every
/// property is optional: `nil` keeps the default of the cell style and list appearance.
/// A row's base configuration and its per-state overrides are both of this type, so
/// a state override is "a partial row" applied with ``applying(_:)``.
public struct CellConfiguration: Hashable, Sendable {
    /// The built-in layout; `nil` means the list appearance's ``ListAppearance/defaultCellStyle``.
    public var style: CellStyle?
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: ImageSource?
    /// How the primary text looks.
    public var textProperties: TextProperties?
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties?
    /// How the image looks.
    public var imageProperties: ImageProperties?
    /// The margins around the content, along the reading direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The space between the image and the texts, in points.
    public var imageToTextPadding: Double?
    /// The space between the text and the secondary text when stacked, in points.
    public var textToSecondaryTextVerticalPadding: Double?
    /// The space between the text and the secondary text when side by side (`valueCell`), in points.
    public var textToSecondaryTextHorizontalPadding: Double?
    /// Whether the text and the secondary text sit side by side (`valueCell`'s default) or stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool?
    /// Along which axes the content's margins are at least the list's layout margins; `nil` means
    /// ``LayoutAxes/horizontal``, so texts line up with the rest of the list.
    public var axesPreservingSuperviewLayoutMargins: LayoutAxes?
    /// The accessories at the trailing edge, in order.
    public var accessories: [CellAccessory]?
    /// The row's height; `nil` means ``RowHeight/automatic``.
    public var height: RowHeight?
    /// The background.
    public var background: BackgroundConfiguration?

    /// Creates a configuration; every property left `nil` keeps its default.
    public init(style: CellStyle? = nil, text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                textProperties: TextProperties? = nil, secondaryTextProperties: TextProperties? = nil,
                imageProperties: ImageProperties? = nil, directionalLayoutMargins: DirectionalEdgeInsets? = nil,
                imageToTextPadding: Double? = nil, textToSecondaryTextVerticalPadding: Double? = nil,
                textToSecondaryTextHorizontalPadding: Double? = nil, prefersSideBySideTextAndSecondaryText: Bool? = nil,
                axesPreservingSuperviewLayoutMargins: LayoutAxes? = nil, accessories: [CellAccessory]? = nil,
                height: RowHeight? = nil, background: BackgroundConfiguration? = nil) {
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
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
        self.accessories = accessories
        self.height = height
        self.background = background
    }

    /// The style in effect in a list of `appearance`: ``style``, or the appearance's default
    /// (`defaultContentConfiguration()`: ``CellStyle/sidebarCell`` in sidebars, ``CellStyle/cell`` elsewhere).
    /// - Parameter appearance: the list's appearance.
    public func effectiveStyle(in appearance: ListAppearance) -> CellStyle {
        style ?? appearance.defaultCellStyle
    }

    /// The height in effect: ``height``, or ``RowHeight/automatic`` when not set.
    public var effectiveHeight: RowHeight { height ?? .automatic }

    /// This configuration with `overrides` applied on top, as `updated(for:)` would.
    ///
    /// Text, image, property and background groups merge property by property
    /// (`{ "textProperties": { "color": "white" } }` changes only the colour);
    /// every other property that `overrides` sets replaces this one's, and the
    /// accessories and margins are replaced as a whole.
    ///
    /// ```swift
    /// let selected = base.applying(CellConfiguration(text: "Selected"))
    /// ```
    /// - Parameter overrides: the partial configuration to apply.
    public func applying(_ overrides: CellConfiguration) -> CellConfiguration {
        CellConfiguration(
            style: overrides.style ?? style,
            text: overrides.text ?? text,
            secondaryText: overrides.secondaryText ?? secondaryText,
            image: overrides.image ?? image,
            textProperties: Self.merge(textProperties, overrides.textProperties) { $0.applying($1) },
            secondaryTextProperties: Self.merge(secondaryTextProperties, overrides.secondaryTextProperties) { $0.applying($1) },
            imageProperties: Self.merge(imageProperties, overrides.imageProperties) { $0.applying($1) },
            directionalLayoutMargins: overrides.directionalLayoutMargins ?? directionalLayoutMargins,
            imageToTextPadding: overrides.imageToTextPadding ?? imageToTextPadding,
            textToSecondaryTextVerticalPadding: overrides.textToSecondaryTextVerticalPadding
                ?? textToSecondaryTextVerticalPadding,
            textToSecondaryTextHorizontalPadding: overrides.textToSecondaryTextHorizontalPadding
                ?? textToSecondaryTextHorizontalPadding,
            prefersSideBySideTextAndSecondaryText: overrides.prefersSideBySideTextAndSecondaryText
                ?? prefersSideBySideTextAndSecondaryText,
            axesPreservingSuperviewLayoutMargins: overrides.axesPreservingSuperviewLayoutMargins
                ?? axesPreservingSuperviewLayoutMargins,
            accessories: overrides.accessories ?? accessories,
            height: overrides.height ?? height,
            background: Self.merge(background, overrides.background) { $0.applying($1) })
    }

    private static func merge<Group>(_ base: Group?, _ overrides: Group?, _ apply: (Group, Group) -> Group) -> Group? {
        guard let overrides else { return base }
        guard let base else { return overrides }
        return apply(base, overrides)
    }
}
