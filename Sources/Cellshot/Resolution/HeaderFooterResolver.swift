import CellshotGraphics
import CellshotModel
import CellshotRender

/// Turns a section's header or footer configuration into a ``ResolvedHeaderFooter``: the document's
/// properties, then its style's defaults (the appearance's style when it names none).
///
/// Headers and footers are always drawn in the normal state, as UIKit's supplementary views are.
struct HeaderFooterResolver {
    let document: ListDocument
    let geometry: ListGeometry
    /// Resolves images and backgrounds as for cells.
    let cells: CellResolver

    /// A header or footer resolved.
    /// - Parameters:
    ///   - configuration: the document's header or footer.
    ///   - defaults: the appearance's header or footer figures, used when the configuration names no style.
    func resolve(_ configuration: HeaderFooterConfiguration,
                 defaults: HeaderFooterMetrics) throws(RenderError) -> ResolvedHeaderFooter {
        let metrics = configuration.style?.metrics(in: document.look) ?? defaults
        let contentSize = document.traits.contentSize
        var textFont = metrics.textStyle.font(for: contentSize)
        if let weight = metrics.weight { textFont.weight = weight }

        func text(_ string: String?, _ properties: TextProperties?, font defaultFont: FontDescriptor,
                  color: SystemColor, transform: TextTransform) -> ResolvedText? {
            guard let string, !string.isEmpty else { return nil }
            let direction = document.traits.direction
            // Header text wraps without limit (numberOfLines 0), as UIKit's does.
            let attributes = TextAttributes(font: properties?.font.map(document.resolve) ?? defaultFont,
                                            numberOfLines: properties?.numberOfLines ?? 0,
                                            lineBreakMode: properties?.lineBreakMode ?? .byWordWrapping,
                                            alignment: (properties?.alignment ?? .natural).resolved(for: direction),
                                            direction: direction, writingDirection: properties?.writingDirection ?? .natural)
            var resolvedColor = properties?.color.map(document.resolve) ?? document.resolve(.system(color))
            if let transformer = properties?.colorTransformer {
                resolvedColor = transformer.apply(to: resolvedColor, tint: document.resolvedTint)
            }
            // Transformed before measuring: capitals are wider.
            return ResolvedText(string: (properties?.transform ?? transform).apply(to: string), attributes: attributes,
                                color: resolvedColor)
        }

        let primary = text(configuration.text, configuration.textProperties, font: textFont, color: metrics.color,
                           transform: metrics.transform)
        let secondary = text(configuration.secondaryText, configuration.secondaryTextProperties,
                             font: metrics.secondaryTextStyle.font(for: contentSize),
                             color: metrics.secondaryTextColor, transform: .none)
        let image = try configuration.image.map { (source) throws(RenderError) in
            try cells.resolveImage(source, configuration.imageProperties, textFont: primary?.attributes.font ?? textFont,
                                   reservedWidth: metrics.symbolReservedWidth, state: .normal)
        }
        // axesPreservingSuperviewLayoutMargins horizontal: at least the list's margin as the header sees it (the
        // card's inset plus the cells' margin), so the text starts where the cells' text starts.
        var margins = configuration.directionalLayoutMargins ?? metrics.margins
        let listMargin = geometry.sectionInset + geometry.layoutMargin
        margins.leading = max(margins.leading, listMargin)
        margins.trailing = max(margins.trailing, listMargin)
        let background = configuration.background.map { cells.resolveBackground($0, defaultColor: .clear) }
        return ResolvedHeaderFooter(
            text: primary, secondaryText: secondary, image: image, margins: margins,
            imageToTextPadding: configuration.imageToTextPadding ?? metrics.imageToTextPadding,
            verticalTextPadding: configuration.textToSecondaryTextVerticalPadding
                ?? metrics.textToSecondaryTextVerticalPadding,
            background: background,
            accessories: try accessories(configuration.accessories, background: background,
                                         headerTextSize: (primary?.attributes.font ?? textFont).size),
            // A cell's content → accessory gap (16 pt: its content's 8 pt trailing margin and 8 more), here
            // from the header's texts, which have no margin of their own.
            contentToAccessory: 2 * geometry.accessories.contentToAccessory,
            betweenAccessories: geometry.accessories.betweenAccessories)
    }

    /// The trailing accessories a header shows in its (normal) state, resolved as a row's are; an outline
    /// disclosure of the header style is drawn at the header text's size.
    private func accessories(_ accessories: [CellAccessory], background: ResolvedBackground?,
                             headerTextSize: Double) throws(RenderError) -> [ResolvedAccessory] {
        guard !accessories.isEmpty else { return [] }
        let clear = ResolvedBackground(color: .clear, cornerRadius: 0, strokeColor: .clear, strokeWidth: 0, insets: .zero)
        var resolver = AccessoryResolver(resolver: cells, state: .normal, background: background ?? clear,
                                         outline: RowOutline(), whiteContent: false, headerTextSize: headerTextSize)
        for accessory in accessories where accessory.isDisplayed(in: .normal) { try resolver.add(accessory) }
        return resolver.trailing
    }
}
