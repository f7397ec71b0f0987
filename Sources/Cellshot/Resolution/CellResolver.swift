import CellshotGraphics
import CellshotModel

/// Turns a row's configuration in a state into a ``ResolvedCell``: UIKit's `updated(for:)`.
///
/// The document's base configuration and its override for the state come first; whatever
/// they leave unset takes the default of the cell style (`UIListContentConfiguration.cell()`…),
/// the list appearance (`UIBackgroundConfiguration.listPlainCell()`…) and the state:
/// - highlighted and selected rows get the background factory's fill for the state (the selected grey;
///   the tint in sidebars);
/// - a selected sidebar row on the tint draws its texts and symbol white, its secondary text white at 80 %;
/// - disabled rows draw their texts, symbols and chevrons in `tertiaryLabel` [I];
/// - colours the document sets are kept in every state (they are the developer's choice, as in UIKit
///   where a custom colour is not transformed).
struct CellResolver {
    let document: ListDocument
    let geometry: ListGeometry
    /// An image's natural size in points, for layout.
    let naturalSize: (ImageReference) throws -> Size

    /// The row in a state, resolved.
    func resolve(_ configuration: CellConfiguration, in state: CellState) throws -> ResolvedCell {
        let style = configuration.effectiveStyle(in: document.appearance)
        let metrics = style.contentMetrics
        let disabled = state == .disabled
        let contentSize = document.traits.contentSize
        let background = resolveBackground(configuration.background, style: style, in: state)
        // A row whose background is the tint (a tinted selection) draws its glyphs white, as UIKit does;
        // the sidebar styles turn their texts and symbol white too (`sidebarCell().updated(for:)`).
        let onTint = background.color == document.resolvedTint
        let whiteContent = onTint && style.backgroundStyle == .listSidebarCell

        func text(_ string: String?, _ properties: TextProperties?, style textStyle: TextStyle,
                  color defaultColor: SystemColor) -> ResolvedText? {
            guard let string, !string.isEmpty else { return nil }
            let font = properties?.font.map(document.resolve) ?? textStyle.font(for: contentSize)
            let attributes = TextAttributes(font: font, numberOfLines: properties?.numberOfLines ?? metrics.numberOfLines,
                                            lineBreakMode: properties?.lineBreakMode ?? .byTruncatingTail,
                                            alignment: (properties?.alignment ?? .natural)
                                                .resolved(for: document.traits.direction),
                                            direction: document.traits.direction)
            var color = properties?.color.map(document.resolve)
                ?? (whiteContent ? whiteText(for: defaultColor) : system(disabled ? .tertiaryLabel : defaultColor))
            if let transformer = properties?.colorTransformer {
                color = transformer.apply(to: color, tint: document.resolvedTint)
            }
            // Transformed before measuring: capitals are wider.
            return ResolvedText(string: properties?.transform?.apply(to: string) ?? string, attributes: attributes,
                                color: color)
        }

        let primary = text(configuration.text, configuration.textProperties, style: metrics.textStyle,
                           color: metrics.textColor)
        let secondary = text(configuration.secondaryText, configuration.secondaryTextProperties,
                             style: metrics.secondaryTextStyle, color: metrics.secondaryTextColor)
        let textFont = primary?.attributes.font ?? metrics.textStyle.font(for: contentSize)
        let image = try configuration.image.map { source in
            try resolveImage(source, configuration.imageProperties, textFont: textFont,
                             reservedWidth: metrics.symbolReservedWidth, disabled: disabled, white: whiteContent)
        }

        let accessoryMetrics = geometry.accessories
        // The glyphs are body-sized symbols: they grow with Dynamic Type as the body font does.
        let glyphScale = TextStyle.body.pointSize(for: contentSize) / TextStyle.body.pointSize(for: .large)
        func scaled(_ size: Size) -> Size { Size(width: size.width * glyphScale, height: size.height * glyphScale) }
        let tint = disabled ? system(.tertiaryLabel) : document.resolvedTint
        func glyphColor(_ color: Color) -> Color { onTint ? .white : color }
        func glyph(_ kind: AccessoryGlyph, _ size: Size, _ color: Color, mark: Color = .white) -> ResolvedAccessory {
            .glyph(kind, scaled(size), color: color, mark: mark)
        }
        // The chevron is a secondary mark: white at 80 % on the tint (reference "Accessories").
        let chevron = ResolvedAccessory.disclosureIndicator(
            scaled(accessoryMetrics.disclosureSize),
            onTint ? Color.white.withAlpha(ListContentMetrics.secondaryTextAlphaOnTint)
                : system(disabled ? .tertiaryLabel : accessoryMetrics.disclosureColor))
        var accessories: [ResolvedAccessory] = []
        var leadingAccessories: [ResolvedAccessory] = []
        for accessory in configuration.accessories ?? [] {
            var resolved: [ResolvedAccessory]
            switch accessory {
            case .disclosureIndicator:
                resolved = [chevron]
            case .checkmark:
                resolved = [.checkmark(scaled(accessoryMetrics.checkmarkSize), glyphColor(tint))]
            case .label(let string):
                resolved = [.label(ResolvedText(
                    string: string,
                    attributes: TextAttributes(font: accessoryMetrics.labelTextStyle.font(for: contentSize),
                                               direction: document.traits.direction),
                    color: whiteContent ? whiteText(for: accessoryMetrics.labelColor)
                        : system(disabled ? .tertiaryLabel : accessoryMetrics.labelColor)))]
            case .detail:
                resolved = [glyph(.detail, accessoryMetrics.detailSize, glyphColor(tint))]
            case .detailDisclosure:
                // The info button and the chevron, as UITableViewCell's detailDisclosureButton draws them.
                resolved = [glyph(.detail, accessoryMetrics.detailSize, glyphColor(tint)), chevron]
            case .outlineDisclosure(let expanded):
                resolved = [glyph(.outlineDisclosure(expanded: expanded), accessoryMetrics.outlineDisclosureSize,
                                  glyphColor(tint))]
            case .reorder:
                resolved = [glyph(.reorder, accessoryMetrics.reorderSize,
                                  glyphColor(system(disabled ? .tertiaryLabel : accessoryMetrics.reorderColor)))]
            case .popUpMenu:
                resolved = [glyph(.popUpMenu, accessoryMetrics.popUpMenuSize,
                                  glyphColor(system(disabled ? .tertiaryLabel : accessoryMetrics.popUpMenuColor)))]
            case .multiselect(let selected):
                // UIKit fills the circle when the cell is selected, whatever the document's flag.
                if selected || state == .selected {
                    resolved = [glyph(.multiselect(selected: true), accessoryMetrics.controlCircleSize,
                                      onTint ? .white : tint, mark: onTint ? document.resolvedTint : .white)]
                } else {
                    resolved = [glyph(.multiselect(selected: false), accessoryMetrics.controlCircleSize,
                                      glyphColor(system(disabled ? .tertiaryLabel : accessoryMetrics.multiselectColor)))]
                }
            case .delete:
                // The editing controls keep their red and green on any background.
                resolved = [glyph(.delete, accessoryMetrics.controlCircleSize,
                                  system(disabled ? .tertiaryLabel : accessoryMetrics.deleteColor))]
            case .insert:
                resolved = [glyph(.insert, accessoryMetrics.controlCircleSize,
                                  system(disabled ? .tertiaryLabel : accessoryMetrics.insertColor))]
            }
            if accessory.isLeading { leadingAccessories += resolved } else { accessories += resolved }
        }

        // axesPreservingSuperviewLayoutMargins (horizontal by default): the content's horizontal margins are
        // at least the cell's layout margins; the trailing one only where the content reaches the
        // cell's edge (with accessories it ends beside them). Vertically, at least the cell's 11 pt (grown with
        // Dynamic Type as the styles' own margins grow).
        var margins = configuration.directionalLayoutMargins ?? metrics.margins(for: contentSize)
        let preserved = configuration.axesPreservingSuperviewLayoutMargins ?? .horizontal
        if preserved.includesHorizontal {
            // With leading accessories the content view starts after them, past the cell's margin: only its own
            // leading margin applies [I].
            if leadingAccessories.isEmpty { margins.leading = max(margins.leading, geometry.layoutMargin) }
            if accessories.isEmpty { margins.trailing = max(margins.trailing, geometry.layoutMargin) }
        }
        if preserved.includesVertical {
            let cellMargin = ListContentMetrics.scaledVerticalMargin(ListContentMetrics.cellVerticalLayoutMargin,
                                                                     for: contentSize)
            margins.top = max(margins.top, cellMargin)
            margins.bottom = max(margins.bottom, cellMargin)
        }

        return ResolvedCell(
            style: style, text: primary, secondaryText: secondary, image: image, accessories: accessories,
            leadingAccessories: leadingAccessories,
            margins: margins,
            sideBySide: configuration.prefersSideBySideTextAndSecondaryText
                ?? metrics.prefersSideBySideTextAndSecondaryText,
            imageToTextPadding: configuration.imageToTextPadding ?? metrics.imageToTextPadding,
            verticalTextPadding: configuration.textToSecondaryTextVerticalPadding
                ?? metrics.textToSecondaryTextVerticalPadding,
            horizontalTextPadding: configuration.textToSecondaryTextHorizontalPadding
                ?? metrics.textToSecondaryTextHorizontalPadding,
            contentToAccessory: accessoryMetrics.contentToAccessory,
            betweenAccessories: accessoryMetrics.betweenAccessories,
            accessoryTrailingMargin: geometry.layoutMargin, accessoryLeadingMargin: geometry.layoutMargin,
            betweenLeadingAccessories: accessoryMetrics.betweenLeadingAccessories,
            height: configuration.effectiveHeight, minimumHeight: geometry.minimumRowHeight,
            background: background)
    }

    /// The image: symbols at the text's size in a box of fixed width, files at their natural size.
    func resolveImage(_ source: ImageSource, _ properties: ImageProperties?, textFont: FontDescriptor,
                      reservedWidth: Double, disabled: Bool, white: Bool = false) throws -> ResolvedImage {
        let reference: ImageReference
        var drawn: Size
        var tint: Color?
        switch source {
        case .symbol(let name):
            reference = .symbol(name: name)
            drawn = ListContentMetrics.symbolSize(forPointSize: textFont.size)
            tint = properties?.tintColor.map(document.resolve)
                ?? (white ? .white : disabled ? system(.tertiaryLabel) : document.resolvedTint)
            if let transformer = properties?.tintColorTransformer {
                tint = transformer.apply(to: tint!, tint: document.resolvedTint)
            }
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

    /// The background: the fill of the row's background factory in the state (the content style's own for
    /// the sidebar styles, else the appearance's), through the configuration's colour transformer if it has one.
    func resolveBackground(_ background: BackgroundConfiguration?, style: CellStyle? = nil,
                           in state: CellState) -> ResolvedBackground {
        let factory = (style?.backgroundStyle ?? geometry.cellBackground).metrics
        return resolveBackground(background, defaultColor: system(factory.color(in: state)),
                                 defaultCornerRadius: factory.cornerRadius)
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

    /// A text's colour on a sidebar's tinted selection: white, secondary texts at 80 % (reference).
    private func whiteText(for defaultColor: SystemColor) -> Color {
        defaultColor == .label ? .white : Color.white.withAlpha(ListContentMetrics.secondaryTextAlphaOnTint)
    }

    private func system(_ color: SystemColor) -> Color {
        document.resolve(.system(color))
    }
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
