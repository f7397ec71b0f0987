import CellshotGraphics
import CellshotModel
import CellshotRender

/// Turns a row's configuration in a state into a ``ResolvedCell``: UIKit's `updated(for:)`.
///
/// The document's base configuration and its override for the state come first; whatever
/// they leave unset takes the default of the cell style (`UIListContentConfiguration.cell()`…),
/// the list appearance (`UIBackgroundConfiguration.listPlainCell()`…) and the state:
/// - highlighted and selected rows get the background factory's fill for the state (the selected grey;
///   the tint in sidebars);
/// - a selected sidebar row on the tint draws its texts and symbol white, its secondary text white at 80 %;
/// - disabled rows draw their texts, symbols and chevrons in `tertiaryLabel` [I];
/// - focused rows get the tint as their background and white content ([I], ``FocusMetrics``);
/// - editing rows show the accessories displayed `whenEditing` and hide those displayed `whenNotEditing`;
/// - colours the document sets are kept in every state (they are the developer's choice, as in UIKit
///   where a custom colour is not transformed).
struct CellResolver {
    let document: ListDocument
    let geometry: ListGeometry
    /// An image's natural size in points, for layout.
    let naturalSize: (ImageReference) throws(RenderError) -> Size
    /// The appearance of the section the rows are in (its default cell style); `nil` for the list's.
    var appearance: ListAppearance? = nil

    /// The row in a state, resolved.
    /// - Parameters:
    ///   - configuration: the row's configuration in `state` (its override applied).
    ///   - state: the state the row is drawn in.
    ///   - outline: where the row sits in an outline: its indentation and whether it is expanded.
    func resolve(_ configuration: CellConfiguration, in state: CellState,
                 outline: RowOutline = RowOutline()) throws(RenderError) -> ResolvedCell {
        let style = configuration.effectiveStyle(in: appearance ?? document.appearance)
        let metrics = style.contentMetrics(in: document.look)
        let disabled = state == .disabled
        let focused = state == .focused
        let contentSize = document.traits.contentSize
        let background = resolveBackground(configuration.background, style: style, in: state)
        // A focused row, and a sidebar row selected on the tint (`sidebarCell().updated(for:)`), draw their
        // texts and symbol white; the glyphs turn white on any tinted background (``AccessoryResolver``).
        let whiteContent = focused
            || (background.color == document.resolvedTint && style.backgroundStyle == .listSidebarCell)

        func text(_ string: String?, _ properties: TextProperties?, style textStyle: TextStyle,
                  color defaultColor: SystemColor, whiteAlpha: Double) -> ResolvedText? {
            guard let string, !string.isEmpty else { return nil }
            let font = properties?.font.map(document.resolve) ?? textStyle.font(for: contentSize)
            let attributes = TextAttributes(font: font, numberOfLines: properties?.numberOfLines ?? metrics.numberOfLines,
                                            lineBreakMode: properties?.lineBreakMode ?? .byTruncatingTail,
                                            alignment: (properties?.alignment ?? .natural)
                                                .resolved(for: document.traits.direction),
                                            direction: document.traits.direction,
                                            writingDirection: properties?.writingDirection ?? .natural)
            var color = properties?.color.map(document.resolve)
                ?? (whiteContent ? system(FocusMetrics.text).withAlpha(whiteAlpha)
                    : system(disabled ? .tertiaryLabel : defaultColor))
            if let transformer = properties?.colorTransformer {
                color = transformer.apply(to: color, tint: document.resolvedTint)
            }
            // Transformed before measuring: capitals are wider.
            return ResolvedText(string: properties?.transform?.apply(to: string) ?? string, attributes: attributes,
                                color: color)
        }

        let primary = text(configuration.text, configuration.textProperties, style: metrics.textStyle,
                           color: metrics.textColor, whiteAlpha: 1)
        let secondary = text(configuration.secondaryText, configuration.secondaryTextProperties,
                             style: metrics.secondaryTextStyle, color: metrics.secondaryTextColor,
                             whiteAlpha: FocusMetrics.secondaryTextAlpha)
        let textFont = primary?.attributes.font ?? metrics.textStyle.font(for: contentSize)
        let image = try configuration.image.map { (source) throws(RenderError) in
            try resolveImage(source, configuration.imageProperties, textFont: textFont,
                             reservedWidth: metrics.symbolReservedWidth, state: state, white: whiteContent)
        }

        var accessories = AccessoryResolver(resolver: self, state: state, background: background, outline: outline,
                                            whiteContent: whiteContent)
        for accessory in configuration.accessories ?? [] where accessory.isDisplayed(in: state) {
            try accessories.add(accessory)
        }

        // axesPreservingSuperviewLayoutMargins (horizontal by default): the content's horizontal margins are
        // at least the cell's layout margins; the trailing one only where the content reaches the
        // cell's edge (with accessories it ends beside them). Vertically, at least the cell's 11 pt (grown with
        // Dynamic Type as the styles' own margins grow).
        var margins = configuration.directionalLayoutMargins ?? metrics.margins(for: contentSize)
        let leading = accessories.leading, trailing = accessories.trailing
        let preserved = configuration.axesPreservingSuperviewLayoutMargins ?? .horizontal
        if preserved.includesHorizontal {
            // With leading accessories the content view starts after them, past the cell's margin: only its own
            // leading margin applies [I].
            if leading.isEmpty { margins.leading = max(margins.leading, geometry.layoutMargin) }
            if trailing.isEmpty { margins.trailing = max(margins.trailing, geometry.layoutMargin) }
        }
        if preserved.includesVertical {
            let cellMargin = ListContentMetrics.scaledVerticalMargin(ListContentMetrics.cellVerticalLayoutMargin,
                                                                     for: contentSize)
            margins.top = max(margins.top, cellMargin)
            margins.bottom = max(margins.bottom, cellMargin)
        }
        // UICollectionViewListCell indents the content view, and the leading accessories with it when
        // `indentsAccessories`: everything at the leading edge moves by the indentation [I: the text moves by
        // exactly level × width].
        let movesAccessories = outline.indentsAccessories && !leading.isEmpty

        return ResolvedCell(
            style: style, text: primary, secondaryText: secondary, image: image, accessories: trailing,
            leadingAccessories: leading,
            margins: margins,
            sideBySide: configuration.prefersSideBySideTextAndSecondaryText
                ?? metrics.prefersSideBySideTextAndSecondaryText,
            imageToTextPadding: configuration.imageToTextPadding ?? metrics.imageToTextPadding,
            verticalTextPadding: configuration.textToSecondaryTextVerticalPadding
                ?? metrics.textToSecondaryTextVerticalPadding,
            horizontalTextPadding: configuration.textToSecondaryTextHorizontalPadding
                ?? metrics.textToSecondaryTextHorizontalPadding,
            contentToAccessory: geometry.accessories.contentToAccessory,
            betweenAccessories: geometry.accessories.betweenAccessories,
            accessoryTrailingMargin: geometry.layoutMargin,
            accessoryLeadingMargin: geometry.layoutMargin + (movesAccessories ? outline.indentation : 0),
            betweenLeadingAccessories: geometry.accessories.betweenLeadingAccessories,
            contentIndentation: movesAccessories ? 0 : outline.indentation,
            height: configuration.effectiveHeight, minimumHeight: minimumHeight(accessories: leading + trailing),
            background: background)
    }

    /// A self-sizing row's least height: the look's, or its switch rows' when a switch is among the accessories.
    private func minimumHeight(accessories: [ResolvedAccessory]) -> Double {
        let hasSwitch = accessories.contains { if case .switch = $0 { true } else { false } }
        return hasSwitch ? max(geometry.minimumRowHeight, geometry.accessories.switchMetrics.minimumRowHeight)
            : geometry.minimumRowHeight
    }

    /// The image: symbols at the text's size in a box of fixed width, files at their natural size.
    func resolveImage(_ source: ImageSource, _ properties: ImageProperties?, textFont: FontDescriptor,
                      reservedWidth: Double, state: CellState, white: Bool = false) throws(RenderError) -> ResolvedImage {
        let symbolPointSize = properties?.symbolStyle?.drawnPointSize(textSize: textFont.size) ?? textFont.size
        var (reference, drawn, tint) = try source.drawn(symbolPointSize: symbolPointSize, tint: {
            properties?.tintColor.map(document.resolve) ?? (white ? .white : defaultSymbolTint(in: state))
        }, naturalSize: naturalSize)
        if let symbolTint = tint, let transformer = properties?.tintColorTransformer {
            tint = transformer.apply(to: symbolTint, tint: document.resolvedTint)
        }
        var symbol: SymbolDrawing?
        if case .symbol = source {
            (tint, symbol) = document.symbolDrawing(properties?.symbolStyle, defaultWeight: textFont.weight, tint: tint)
        }
        if let maximum = properties?.maximumSize { drawn = drawn.fitted(into: maximum) }
        // Symbols reserve a fixed box so that the texts of a list line up whatever the symbol.
        var box = drawn
        if case .symbol = source {
            box = Size(width: max(reservedWidth, drawn.width), height: max(textFont.lineHeight ?? drawn.height, drawn.height))
        }
        if let reserved = properties?.reservedLayoutSize {
            if reserved.width > 0 { box.width = max(reserved.width, drawn.width) }
            if reserved.height > 0 { box.height = max(reserved.height, drawn.height) }
        }
        return ResolvedImage(reference: reference, drawnSize: drawn, layoutSize: box, tint: tint,
                             cornerRadius: properties?.cornerRadius ?? 0, symbol: symbol)
    }

    /// A symbol's colour when the document gives none: the tint; `tertiaryLabel` when disabled, white when focused.
    func defaultSymbolTint(in state: CellState) -> Color {
        switch state {
        case .disabled: system(.tertiaryLabel)
        case .focused: system(FocusMetrics.image)
        default: document.resolvedTint
        }
    }

    /// The background: the fill of the row's background factory in the state (the content style's own for
    /// the sidebar styles, else the appearance's; the tint when focused), through the configuration's colour
    /// transformer if it has one.
    func resolveBackground(_ background: BackgroundConfiguration?, style: CellStyle? = nil,
                           in state: CellState) -> ResolvedBackground {
        let factory = (style?.backgroundStyle ?? geometry.cellBackground).metrics
        let fill = state == .focused ? FocusMetrics.background : factory.color(in: state)
        return resolveBackground(background, defaultColor: system(fill), defaultCornerRadius: factory.cornerRadius)
    }

    /// A background whose fill is `defaultColor` unless the configuration sets one (headers: clear).
    func resolveBackground(_ background: BackgroundConfiguration?, defaultColor: Color,
                           defaultCornerRadius: Double = 0) -> ResolvedBackground {
        var color = background?.backgroundColor.map(document.resolve) ?? defaultColor
        if let transformer = background?.colorTransformer {
            color = transformer.apply(to: color, tint: document.resolvedTint)
        }
        return ResolvedBackground(
            color: color,
            cornerRadius: background?.cornerRadius ?? defaultCornerRadius,
            strokeColor: background?.strokeColor.map(document.resolve) ?? .clear,
            strokeWidth: background?.strokeWidth ?? 0,
            insets: background?.backgroundInsets ?? DirectionalEdgeInsets(all: 0))
    }

    func system(_ color: SystemColor) -> Color {
        document.resolve(.system(color))
    }
}

/// Where a row sits in an outline, as its cell draws it (`UICollectionViewListCell`'s indentation and
/// `UICellConfigurationState.isExpanded`).
struct RowOutline: Hashable {
    /// How far the content moves towards the trailing edge: `indentationLevel × indentationWidth`.
    var indentation: Double = 0
    /// Whether the leading accessories move with the content.
    var indentsAccessories = true
    /// Whether the row is expanded, when the document says; the outline disclosure points down when it is.
    var expanded: Bool?
}

extension TextAlignment {
    /// `natural` as UILabel applies it in a layout direction: the leading edge (right in right-to-left
    /// interfaces); the painter draws `natural` as left.
    func resolved(for direction: LayoutDirection) -> TextAlignment {
        self == .natural && direction == .rightToLeft ? .right : self
    }
}

extension Size {
    /// This size scaled down (never up) to fit in `maximum`, keeping its aspect ratio; a 0 dimension of
    /// `maximum` does not limit.
    func fitted(into maximum: Size) -> Size {
        var factor = 1.0
        if maximum.width > 0, width > maximum.width { factor = min(factor, maximum.width / width) }
        if maximum.height > 0, height > maximum.height { factor = min(factor, maximum.height / height) }
        return Size(width: width * factor, height: height * factor)
    }
}

extension ListDocument {
    /// How a symbol is drawn beyond its size: its weight (the style's, else `defaultWeight`, the weight of the
    /// text it stands beside, as iOS derives a list content image's symbol configuration from its text's font)
    /// as an outline grown or eroded by ``ListContentMetrics/symbolOutlineWidth(_:)``, and its rendering mode:
    /// palette colours replace the tint (the first) and colour the secondary layer (the second, else the
    /// first); hierarchical colours the secondary layer with the tint at
    /// ``ListContentMetrics/symbolHierarchicalSecondaryOpacity``. Multicolour draws monochrome (the checker
    /// warns). `nil` for a regular monochrome symbol, drawn as before.
    func symbolDrawing(_ style: SymbolStyle?, defaultWeight: FontWeight,
                       tint: Color?) -> (tint: Color?, symbol: SymbolDrawing?) {
        let weight = style?.weight?.fontWeight ?? defaultWeight
        var tint = tint, secondary: Color?
        switch style?.effectiveRenderingMode ?? .monochrome {
        case .monochrome, .multicolor:
            break
        case .hierarchical:
            secondary = tint.map { $0.withAlpha($0.alpha * ListContentMetrics.symbolHierarchicalSecondaryOpacity) }
        case .palette:
            let colors = (style?.paletteColors ?? []).map(resolve)
            tint = colors.first ?? tint
            secondary = colors.dropFirst().first ?? colors.first
        }
        guard weight != .regular || secondary != nil else { return (tint, nil) }
        return (tint, SymbolDrawing(weight: weight, outlineWidth: ListContentMetrics.symbolOutlineWidth(weight),
                                    secondary: secondary))
    }
}
