import CellshotGraphics

/// A custom cell: a content view's subviews (labels, images, plain views, stacks, spacers, guides),
/// the anchor constraints that lay them out, and its background — a `UIContentConfiguration` with
/// its content view, written in the document.
///
/// A definition is what a row draws in one state: the document's template with the row's `values`
/// bound into its `$name` placeholders, then the overrides of the row's true custom states and of the
/// UIKit state applied (``ListDocument/template(for:at:in:)``).
///
/// ```json
/// "templates": { "notice": {
///   "background": { "color": "systemBlue" },
///   "views": { "title": { "label": { "text": "$title", "font": { "size": 14, "weight": "bold" }, "color": "white", "lines": 1 } },
///              "body":  { "label": { "text": "$body", "font": { "size": 12 }, "color": "white", "lines": 0 } } },
///   "constraints": [ "V:|-10-[title]-10-[body]-10-|", "H:|-10-[title]-10-|", "H:|-10-[body]-10-|" ],
///   "states": { "selected": { "title": { "text": "선택됨: $title" } } } } }
/// ```
public struct TemplateDefinition: Hashable, Sendable {
    /// The template's name.
    public var name: String
    /// The content view's subviews, in drawing order (later views draw on top).
    public var views: [TemplateView]
    /// The constraints, in order.
    public var constraints: [TemplateConstraint]
    /// Named numbers the constraints may use (`metrics` of the Visual Format Language, and in expressions).
    public var metrics: [String: Double]
    /// The content view's layout margins (what `margins` and `|-` mean); `nil` for the cell's default.
    public var layoutMargins: DirectionalEdgeInsets?
    /// The cell's background; `nil` for the list appearance's default.
    public var background: BackgroundConfiguration?
    /// The row height; `nil` for automatic (the content's fitting height).
    public var height: RowHeight?
    /// Where the template is in the document (`templates.notice`).
    public var path: JSONPath

    /// Creates a definition.
    public init(name: String, views: [TemplateView] = [], constraints: [TemplateConstraint] = [],
                metrics: [String: Double] = [:], layoutMargins: DirectionalEdgeInsets? = nil,
                background: BackgroundConfiguration? = nil, height: RowHeight? = nil, path: JSONPath = .root) {
        self.name = name
        self.views = views
        self.constraints = constraints
        self.metrics = metrics
        self.layoutMargins = layoutMargins
        self.background = background
        self.height = height
        self.path = path
    }

    /// Every view of the tree, depth first in drawing order.
    public var allViews: [TemplateView] {
        views.flatMap { [$0] + $0.allDescendants }
    }
}

/// One view of a template, with its kind's properties and its subviews (a plain view's subviews, or a
/// stack's arranged subviews).
public struct TemplateView: Hashable, Sendable {
    /// What the view is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A plain `UIView`: background, corners, border, subviews.
        case view
        /// A `UILabel`.
        case label
        /// A `UIImageView`.
        case image
        /// A `UIStackView` laying out its arranged subviews.
        case stack
        /// An empty view that fills space in a stack (low hugging and compression resistance).
        case spacer
        /// A `UILayoutGuide`: a rectangle for constraints, never drawn.
        case guide
        /// A `UIListContentView`: a list content configuration's image and texts laid out as a cell's, sized
        /// by them; its `textLayoutGuide` (`name.textLayoutGuide`) can be constrained to.
        case listContent
        /// A `UIButton`: its image and title side by side, in its style's colours, sized by its content.
        case button
        /// A `UISwitch`: the same track and thumb as a switch accessory, at the look's fixed size.
        case `switch`
    }

    /// The view's name, unique in its template; constraints refer to it.
    public var name: String
    /// The kind.
    public var kind: Kind
    /// Every property; which ones apply depends on ``kind``.
    public var properties: TemplateViewProperties
    /// The subviews (``Kind/view``) or arranged subviews (``Kind/stack``), in order.
    public var subviews: [TemplateView]
    /// Where the view is in the document (`templates.notice.views.title`).
    public var path: JSONPath

    /// Creates a view.
    public init(name: String, kind: Kind, properties: TemplateViewProperties = TemplateViewProperties(),
                subviews: [TemplateView] = [], path: JSONPath = .root) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.subviews = subviews
        self.path = path
    }

    /// The subviews' subtrees, depth first.
    public var allDescendants: [TemplateView] {
        subviews.flatMap { [$0] + $0.allDescendants }
    }
}

/// The properties of a template view, all optional (`nil`: UIKit's default), so that the same type
/// serves the view and a state's override of it (merged with ``applying(_:)``).
public struct TemplateViewProperties: Hashable, Sendable {
    // Every view.
    /// Hidden views are not drawn; in a stack they collapse.
    public var hidden: Bool?
    /// The fill behind the view.
    public var backgroundColor: ColorReference?
    /// The corner radius (background, border and, for images, the image itself).
    public var cornerRadius: Double?
    /// The border colour and width (drawn inside the bounds, as `CALayer.border`).
    public var borderColor: ColorReference?
    public var borderWidth: Double?
    /// Whether subviews are clipped to the view's (rounded) bounds.
    public var clipsToBounds: Bool?
    /// Opacity, 0…1, applied to the view's colours.
    public var alpha: Double?
    /// Content hugging and compression resistance priorities per axis (`UILayoutPriority` numbers).
    public var huggingHorizontal: Double?, huggingVertical: Double?
    public var compressionResistanceHorizontal: Double?, compressionResistanceVertical: Double?
    /// A fixed width or height (a required constraint), instead of the intrinsic size.
    public var width: Double?, height: Double?
    /// The view's layout margins (what `name.margins` means; a stack's margins when relative).
    public var layoutMargins: DirectionalEdgeInsets?

    // Labels.
    /// The text.
    public var text: String?
    /// The font.
    public var font: FontReference?
    /// The text colour.
    public var color: ColorReference?
    /// The most lines; 0 for no limit (UILabel's default is 1).
    public var numberOfLines: Int?
    /// Horizontal alignment.
    public var alignment: TextAlignment?
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode?
    /// The paragraphs' direction: natural (from the text, UIKit's default) or forced.
    public var writingDirection: WritingDirection?

    // Images.
    /// The image file or symbol.
    public var image: ImageSource?
    /// How the image fits the view (`scaleAspectFit` by default).
    public var contentMode: ImageContentMode?
    /// The tint of symbols.
    public var tintColor: ColorReference?
    /// A symbol's point size (the text size it matches); 17 by default.
    public var symbolPointSize: Double?
    /// A symbol's weight, rendering mode and palette colours (`weight`, `renderingMode`, `paletteColors`); its
    /// point size is ``symbolPointSize``. `nil`: regular and monochrome.
    public var symbolStyle: SymbolStyle?

    // List content views.
    /// The list content configuration shown (style, texts, image, their properties, margins and paddings);
    /// accessories, height and background are the cell's, never set here.
    public var listContent: CellConfiguration?
    // Buttons (their title is ``text``, its font ``font`` and colour ``color``; their image ``image``).
    /// The button's look (`UIButton.ButtonType` or `UIButton.Configuration`'s style); `nil` for `system`.
    public var buttonStyle: ButtonStyle?
    /// The space between the image and the title (`UIButton.Configuration.imagePadding`).
    public var imagePadding: Double?
    /// The space around the content (`contentInsets`); `nil` for the style's.
    public var contentInsets: DirectionalEdgeInsets?

    // Switches.
    /// Whether the switch is on (`isOn`); off by default.
    public var isOn: Bool?
    /// Whether the switch can be toggled (`isEnabled`); a disabled one is drawn dimmed. Enabled by default.
    public var isEnabled: Bool?
    /// The track's colour when on (`onTintColor`); UIKit's green when `nil`.
    public var onTintColor: ColorReference?
    /// The thumb's colour (`thumbTintColor`); UIKit's white when `nil`.
    public var thumbTintColor: ColorReference?

    // Stacks.
    /// The axis: horizontal or vertical (horizontal by default).
    public var axis: StackAxis?
    /// The space between arranged views.
    public var spacing: Double?
    /// How arranged views line up across the axis.
    public var stackAlignment: StackAlignment?
    /// How arranged views share the axis.
    public var distribution: StackDistribution?
    /// Whether the arranged views sit inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement: Bool?
    /// Whether vertical spacing is measured between baselines.
    public var isBaselineRelativeArrangement: Bool?

    /// Creates properties; every one left `nil` keeps its default.
    public init() {}

    /// These properties with every property `overrides` sets replaced (a state's override).
    public func applying(_ overrides: TemplateViewProperties) -> TemplateViewProperties {
        var merged = self
        merged.hidden = overrides.hidden ?? hidden
        merged.backgroundColor = overrides.backgroundColor ?? backgroundColor
        merged.cornerRadius = overrides.cornerRadius ?? cornerRadius
        merged.borderColor = overrides.borderColor ?? borderColor
        merged.borderWidth = overrides.borderWidth ?? borderWidth
        merged.clipsToBounds = overrides.clipsToBounds ?? clipsToBounds
        merged.alpha = overrides.alpha ?? alpha
        merged.huggingHorizontal = overrides.huggingHorizontal ?? huggingHorizontal
        merged.huggingVertical = overrides.huggingVertical ?? huggingVertical
        merged.compressionResistanceHorizontal = overrides.compressionResistanceHorizontal ?? compressionResistanceHorizontal
        merged.compressionResistanceVertical = overrides.compressionResistanceVertical ?? compressionResistanceVertical
        merged.width = overrides.width ?? width
        merged.height = overrides.height ?? height
        merged.layoutMargins = overrides.layoutMargins ?? layoutMargins
        merged.text = overrides.text ?? text
        merged.font = overrides.font ?? font
        merged.color = overrides.color ?? color
        merged.numberOfLines = overrides.numberOfLines ?? numberOfLines
        merged.alignment = overrides.alignment ?? alignment
        merged.lineBreakMode = overrides.lineBreakMode ?? lineBreakMode
        merged.writingDirection = overrides.writingDirection ?? writingDirection
        merged.image = overrides.image ?? image
        merged.contentMode = overrides.contentMode ?? contentMode
        merged.tintColor = overrides.tintColor ?? tintColor
        merged.symbolPointSize = overrides.symbolPointSize ?? symbolPointSize
        merged.symbolStyle = overrides.symbolStyle ?? symbolStyle
        merged.listContent = ListContent.merge(listContent, overrides.listContent) { $0.applying($1) }
        merged.buttonStyle = overrides.buttonStyle ?? buttonStyle
        merged.imagePadding = overrides.imagePadding ?? imagePadding
        merged.contentInsets = overrides.contentInsets ?? contentInsets
        merged.isOn = overrides.isOn ?? isOn
        merged.isEnabled = overrides.isEnabled ?? isEnabled
        merged.onTintColor = overrides.onTintColor ?? onTintColor
        merged.thumbTintColor = overrides.thumbTintColor ?? thumbTintColor
        merged.axis = overrides.axis ?? axis
        merged.spacing = overrides.spacing ?? spacing
        merged.stackAlignment = overrides.stackAlignment ?? stackAlignment
        merged.distribution = overrides.distribution ?? distribution
        merged.isLayoutMarginsRelativeArrangement = overrides.isLayoutMarginsRelativeArrangement
            ?? isLayoutMarginsRelativeArrangement
        merged.isBaselineRelativeArrangement = overrides.isBaselineRelativeArrangement ?? isBaselineRelativeArrangement
        return merged
    }
}

/// A stack's axis (`NSLayoutConstraint.Axis`).
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// A stack's alignment (`UIStackView.Alignment`).
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
}

/// A stack's distribution (`UIStackView.Distribution`).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// One constraint of a template, in the expression form (`title.leading == superview.leading + 10 @750`)
/// or the Visual Format Language (`H:|-10-[title]-10-|`), with an optional priority and identifier.
public struct TemplateConstraint: Hashable, Sendable {
    /// The text as written.
    public var text: String
    /// A priority given beside the text (`{ "constraint": …, "priority": 750 }`), overriding `@…`.
    public var priority: Double?
    /// A name for diagnostics (`NSLayoutConstraint.identifier`).
    public var identifier: String?
    /// Where the constraint is in the document (`templates.notice.constraints[2]`).
    public var path: JSONPath

    /// Creates a constraint.
    public init(text: String, priority: Double? = nil, identifier: String? = nil, path: JSONPath = .root) {
        self.text = text
        self.priority = priority
        self.identifier = identifier
        self.path = path
    }

    /// Whether the text is in the Visual Format Language (`H:…`, `V:…`, or starting with `|` or `[`).
    public var isVisualFormat: Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
    }
}

/// UIKit's `UIConfigurationColorTransformer`s: a colour changed as it is used.
public enum ColorTransformer: Hashable, Sendable {
    /// The colour as grey of the same luminance (`.grayscale`).
    case grayscale
    /// The tint colour instead of the colour (`.preferredTint`).
    case preferredTint
    /// The tint colour at the colour's alpha (`.monochromeTint`).
    case monochromeTint
    /// The colour at this alpha (`{ $0.withAlphaComponent(0.3) }`).
    case alpha(Double)

    /// The transformed colour.
    /// - Parameters:
    ///   - color: the colour to transform.
    ///   - tint: the tint in effect.
    public func apply(to color: Color, tint: Color) -> Color {
        switch self {
        case .grayscale:
            let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
            return Color(red: luminance, green: luminance, blue: luminance, alpha: color.alpha)
        case .preferredTint:
            return tint
        case .monochromeTint:
            return tint.withAlpha(color.alpha)
        case .alpha(let alpha):
            return color.withAlpha(alpha)
        }
    }
}
