import CellshotGraphics
import CellshotModel

/// Turns a row's configuration in a state into a ``ResolvedCell``: UIKit's `updated(for:)`.
///
/// The document's base configuration and its override for the state come first; whatever
/// they leave unset takes the default of the cell style (`UIListContentConfiguration.cell()`…),
/// the list appearance (`UIBackgroundConfiguration.listPlainCell()`…) and the state:
/// - highlighted and selected rows get the appearance's selected grey background;
/// - disabled rows draw their texts, symbols and chevrons in `tertiaryLabel` [I];
/// - focused rows get the tint as their background and white content ([I], ``FocusMetrics``);
/// - editing rows show the accessories displayed `whenEditing` and hide those displayed `whenNotEditing`;
/// - colours the document sets are kept in every state (they are the developer's choice, as in UIKit
///   where a custom colour is not transformed).
struct CellResolver {
    let document: ListDocument
    let geometry: ListGeometry
    /// An image's natural size in points, for layout.
    let naturalSize: (ImageReference) throws -> Size

    /// The row in a state, resolved.
    /// - Parameters:
    ///   - configuration: the row's configuration in `state` (its override applied).
    ///   - state: the state the row is drawn in.
    ///   - outline: where the row sits in an outline: its indentation and whether it is expanded.
    func resolve(_ configuration: CellConfiguration, in state: CellState,
                 outline: RowOutline = RowOutline()) throws -> ResolvedCell {
        let style = configuration.effectiveStyle
        let metrics = style.contentMetrics
        let disabled = state == .disabled
        let focused = state == .focused
        let contentSize = document.traits.contentSize

        func text(_ string: String?, _ properties: TextProperties?, style textStyle: TextStyle,
                  color defaultColor: SystemColor, focusedAlpha: Double) -> ResolvedText? {
            guard let string, !string.isEmpty else { return nil }
            let font = properties?.font.map(document.resolve) ?? textStyle.font(for: contentSize)
            let attributes = TextAttributes(font: font, numberOfLines: properties?.numberOfLines ?? metrics.numberOfLines,
                                            lineBreakMode: properties?.lineBreakMode ?? .byTruncatingTail,
                                            alignment: (properties?.alignment ?? .natural)
                                                .resolved(for: document.traits.direction),
                                            direction: document.traits.direction)
            let stateColor = focused ? system(FocusMetrics.text).withAlpha(focusedAlpha)
                : system(disabled ? .tertiaryLabel : defaultColor)
            return ResolvedText(string: string, attributes: attributes,
                                color: properties?.color.map(document.resolve) ?? stateColor)
        }

        let primary = text(configuration.text, configuration.textProperties, style: metrics.textStyle,
                           color: metrics.textColor, focusedAlpha: 1)
        let secondary = text(configuration.secondaryText, configuration.secondaryTextProperties,
                             style: metrics.secondaryTextStyle, color: metrics.secondaryTextColor,
                             focusedAlpha: FocusMetrics.secondaryTextAlpha)
        let textFont = primary?.attributes.font ?? metrics.textStyle.font(for: contentSize)
        let image = try configuration.image.map { source in
            try resolveImage(source, configuration.imageProperties, textFont: textFont,
                             reservedWidth: metrics.symbolReservedWidth, state: state)
        }

        let background = resolveBackground(configuration.background, in: state)
        var accessories = AccessoryResolver(resolver: self, state: state, background: background, outline: outline)
        for accessory in configuration.accessories ?? [] where accessory.isDisplayed(in: state) {
            try accessories.add(accessory)
        }

        // axesPreservingSuperviewLayoutMargins = .horizontal: the content's horizontal margins are
        // at least the cell's layout margins; the trailing one only where the content reaches the
        // cell's edge (with accessories it ends beside them).
        var margins = configuration.directionalLayoutMargins ?? metrics.margins
        // With leading accessories the content view starts after them, past the cell's margin: only its own
        // leading margin applies [I].
        let leading = accessories.leading, trailing = accessories.trailing
        if leading.isEmpty { margins.leading = max(margins.leading, geometry.layoutMargin) }
        if trailing.isEmpty { margins.trailing = max(margins.trailing, geometry.layoutMargin) }
        // UICollectionViewListCell indents the content view, and the leading accessories with it when
        // `indentsAccessories`: everything at the leading edge moves by the indentation [I: the text moves by
        // exactly level × width].
        let movesAccessories = outline.indentsAccessories && !leading.isEmpty

        return ResolvedCell(
            style: style, text: primary, secondaryText: secondary, image: image, accessories: trailing,
            leadingAccessories: leading,
            margins: margins, sideBySide: metrics.prefersSideBySideTextAndSecondaryText,
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
            height: configuration.effectiveHeight, minimumHeight: geometry.minimumRowHeight,
            background: background)
    }

    /// The image: symbols at the text's size in a box of fixed width, files at their natural size.
    private func resolveImage(_ source: ImageSource, _ properties: ImageProperties?, textFont: FontDescriptor,
                              reservedWidth: Double, state: CellState) throws -> ResolvedImage {
        let reference: ImageReference
        var drawn: Size
        var tint: Color?
        switch source {
        case .symbol(let name):
            reference = .symbol(name: name)
            drawn = ListContentMetrics.symbolSize(forPointSize: textFont.size)
            tint = properties?.tintColor.map(document.resolve) ?? defaultSymbolTint(in: state)
        case .file(let path):
            reference = .file(path: path)
            drawn = try naturalSize(reference)
            // UIKit tints template images only (symbols); a file keeps its own colours.
            tint = nil
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
                             cornerRadius: properties?.cornerRadius ?? 0)
    }

    /// A symbol's colour when the document gives none: the tint; `tertiaryLabel` when disabled, white when focused.
    func defaultSymbolTint(in state: CellState) -> Color {
        switch state {
        case .disabled: system(.tertiaryLabel)
        case .focused: system(FocusMetrics.image)
        default: document.resolvedTint
        }
    }

    /// The background: the appearance's cell colour, its selected grey when highlighted or selected, the
    /// tint when focused, through the configuration's colour transformer if it has one.
    func resolveBackground(_ background: BackgroundConfiguration?, in state: CellState) -> ResolvedBackground {
        let defaultColor: SystemColor = switch state {
        case .selected, .highlighted: geometry.selectedCellBackgroundColor
        case .focused: FocusMetrics.background
        default: geometry.cellBackgroundColor
        }
        var color = background?.backgroundColor.map(document.resolve) ?? system(defaultColor)
        if let transformer = background?.colorTransformer {
            color = transformer.apply(to: color, tint: document.resolvedTint)
        }
        return ResolvedBackground(
            color: color,
            cornerRadius: background?.cornerRadius ?? 0,
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
