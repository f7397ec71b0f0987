import CellshotGraphics

/// Everything a document says about how one cell looks: content, background, accessories and height.
///
/// It combines UIKit's `UIListContentConfiguration` (texts, image, their properties,
/// margins and paddings), `UIBackgroundConfiguration` and `UICellAccessory`. Every
/// property is optional: `nil` keeps the default of the cell style and list appearance.
/// A row's base configuration and its per-state overrides are both of this type, so
/// a state override is "a partial row" applied with ``applying(_:)``.
///
/// The texts, image, their properties, margins and paddings are the ``content`` a header or footer has
/// too; they read and write as the configuration's own: `configuration.text`, `configuration.textProperties`.
@dynamicMemberLookup
public struct CellConfiguration: Hashable, Sendable {
    /// The built-in layout; `nil` means the list appearance's ``ListAppearance/defaultCellStyle``.
    public var style: CellStyle?
    /// The texts, image, their properties, the margins and the image and vertical text paddings.
    public var content: ListContent
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
        self.init(style: style,
                  content: ListContent(text: text, secondaryText: secondaryText, image: image,
                                       textProperties: textProperties, secondaryTextProperties: secondaryTextProperties,
                                       imageProperties: imageProperties, directionalLayoutMargins: directionalLayoutMargins,
                                       imageToTextPadding: imageToTextPadding,
                                       textToSecondaryTextVerticalPadding: textToSecondaryTextVerticalPadding),
                  textToSecondaryTextHorizontalPadding: textToSecondaryTextHorizontalPadding,
                  prefersSideBySideTextAndSecondaryText: prefersSideBySideTextAndSecondaryText,
                  axesPreservingSuperviewLayoutMargins: axesPreservingSuperviewLayoutMargins, accessories: accessories,
                  height: height, background: background)
    }

    /// Creates a configuration from its content and the properties only a cell has.
    public init(style: CellStyle? = nil, content: ListContent, textToSecondaryTextHorizontalPadding: Double? = nil,
                prefersSideBySideTextAndSecondaryText: Bool? = nil, axesPreservingSuperviewLayoutMargins: LayoutAxes? = nil,
                accessories: [CellAccessory]? = nil, height: RowHeight? = nil, background: BackgroundConfiguration? = nil) {
        self.style = style
        self.content = content
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
        self.accessories = accessories
        self.height = height
        self.background = background
    }

    /// A property of the ``content`` (`configuration.text`, `configuration.imageProperties`), read and written
    /// as the configuration's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ListContent, Value>) -> Value {
        get { content[keyPath: keyPath] }
        set { content[keyPath: keyPath] = newValue }
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
            content: content.applying(overrides.content),
            textToSecondaryTextHorizontalPadding: overrides.textToSecondaryTextHorizontalPadding
                ?? textToSecondaryTextHorizontalPadding,
            prefersSideBySideTextAndSecondaryText: overrides.prefersSideBySideTextAndSecondaryText
                ?? prefersSideBySideTextAndSecondaryText,
            axesPreservingSuperviewLayoutMargins: overrides.axesPreservingSuperviewLayoutMargins
                ?? axesPreservingSuperviewLayoutMargins,
            accessories: overrides.accessories ?? accessories,
            height: overrides.height ?? height,
            background: ListContent.merge(background, overrides.background) { $0.applying($1) })
    }
}
