import CellshotGraphics
import CellshotModel
import CellshotRender

/// Resolves a row's displayed accessories in a state into the glyphs, labels and images its cell draws,
/// sorted into the leading and trailing chains.
///
/// The glyphs are body-sized symbols: they grow with Dynamic Type as the body font does. When the
/// row's background is the tint (a tinted selection, a focused cell) they are drawn white, as UIKit draws
/// them, except the red and green editing circles and colours the document sets.
struct AccessoryResolver {
    let resolver: CellResolver
    let state: CellState
    let outline: RowOutline
    /// The leading accessories (delete, insert, multiselect, leading custom views), leading to trailing.
    private(set) var leading: [ResolvedAccessory] = []
    /// The trailing accessories, leading to trailing.
    private(set) var trailing: [ResolvedAccessory] = []
    private let metrics: AccessoryMetrics
    private let glyphScale: Double
    private let onTint: Bool
    /// Whether the row's texts are white (focused, or a sidebar's tinted selection): labels follow them.
    private let whiteContent: Bool
    private let disabled: Bool
    /// The point size of the header's text when the accessories are a section header's; `nil` for a row's.
    private let headerTextSize: Double?

    init(resolver: CellResolver, state: CellState, background: ResolvedBackground, outline: RowOutline,
         whiteContent: Bool, headerTextSize: Double? = nil) {
        self.resolver = resolver
        self.state = state
        self.outline = outline
        self.headerTextSize = headerTextSize
        metrics = resolver.geometry.accessories
        let contentSize = resolver.document.traits.contentSize
        glyphScale = TextStyle.body.pointSize(for: contentSize) / TextStyle.body.pointSize(for: .large)
        onTint = background.color == resolver.document.resolvedTint
        self.whiteContent = whiteContent
        disabled = state == .disabled
    }

    /// Adds a displayed accessory to its chain.
    mutating func add(_ accessory: CellAccessory) throws(RenderError) {
        let resolved = try resolve(accessory.kind, chevronColor: accessory.tintColor.map(resolver.document.resolve))
        if accessory.isLeading { leading += resolved } else { trailing += resolved }
    }

    /// An accessory's drawn parts; `chevronColor` is its own tint (a disclosure or outline chevron's options'), `nil`
    /// for the look's.
    private func resolve(_ kind: CellAccessory.Kind, chevronColor: Color?) throws(RenderError) -> [ResolvedAccessory] {
        let tint = disabled ? system(.tertiaryLabel) : resolver.document.resolvedTint
        // The chevron is a secondary mark: white at 80 % on the tint (reference "Accessories").
        // Its box reaches past the glyph by the look's trailing padding (the painter draws the glyph at the box's
        // leading end).
        let chevron = ResolvedAccessory.disclosureIndicator(
            scaled(Size(width: metrics.disclosureSize.width + metrics.disclosureTrailingPadding,
                        height: metrics.disclosureSize.height)),
            onTint ? Color.white.withAlpha(ListContentMetrics.secondaryTextAlphaOnTint)
                : disabled ? system(.tertiaryLabel)
                : chevronColor ?? system(metrics.disclosureColor))
        switch kind {
        case .disclosureIndicator:
            return [chevron]
        case .checkmark:
            return [.checkmark(scaled(metrics.checkmarkSize), glyphColor(tint))]
        case .label(let string):
            let color = whiteContent ? system(FocusMetrics.text).withAlpha(FocusMetrics.secondaryTextAlpha)
                : system(disabled ? .tertiaryLabel : metrics.labelColor)
            return [.label(ResolvedText(
                string: string,
                attributes: TextAttributes(font: metrics.labelTextStyle.font(for: resolver.document.traits.contentSize),
                                           direction: resolver.document.traits.direction),
                color: color))]
        case .detail:
            return [glyph(.detail, metrics.detailSize, glyphColor(tint))]
        case .detailDisclosure:
            // The info button and the chevron, as UITableViewCell's detailDisclosureButton draws them.
            return [glyph(.detail, metrics.detailSize, glyphColor(tint)), chevron]
        case .outlineDisclosure(let expanded, let style):
            // The cell's isExpanded decides, when the row says; else the accessory's own flag.
            let glyph = AccessoryGlyph.outlineDisclosure(expanded: outline.expanded ?? expanded)
            // Its options' tint wins over the list's, as the chevron's does (`OutlineDisclosureOptions.tintColor`).
            let outlineTint = disabled ? tint : chevronColor ?? tint
            // The header style in a header is drawn at the header text's size (a symbol configured with its
            // font, as UIKit's accessories are with the cell's body font) [I]; in a row, at the body's.
            if let headerTextSize, style.resolved(inHeader: true) == .header {
                let factor = headerTextSize / TextStyle.body.pointSize(for: .large)
                let size = metrics.outlineDisclosureSize
                return [.glyph(glyph, Size(width: size.width * factor, height: size.height * factor),
                               color: glyphColor(outlineTint), mark: .white)]
            }
            return [self.glyph(glyph, metrics.outlineDisclosureSize, glyphColor(outlineTint))]
        case .reorder:
            return [glyph(.reorder, metrics.reorderSize,
                          glyphColor(system(disabled ? .tertiaryLabel : metrics.reorderColor)))]
        case .popUpMenu:
            return [glyph(.popUpMenu, metrics.popUpMenuSize,
                          glyphColor(system(disabled ? .tertiaryLabel : metrics.popUpMenuColor)))]
        case .multiselect(let selected):
            // UIKit fills the circle when the cell is selected, whatever the document's flag.
            if selected || state == .selected {
                return [glyph(.multiselect(selected: true), metrics.controlCircleSize,
                              onTint ? .white : tint, mark: onTint ? resolver.document.resolvedTint : .white)]
            }
            return [glyph(.multiselect(selected: false), metrics.controlCircleSize,
                          glyphColor(system(disabled ? .tertiaryLabel : metrics.multiselectColor)))]
        case .delete:
            // The editing controls keep their red and green on any background.
            return [glyph(.delete, metrics.controlCircleSize, system(disabled ? .tertiaryLabel : metrics.deleteColor))]
        case .insert:
            return [glyph(.insert, metrics.controlCircleSize, system(disabled ? .tertiaryLabel : metrics.insertColor))]
        case .customView(let configuration):
            return [.image(try customImage(configuration))]
        case .switch(let configuration):
            // A control, not a glyph: the same colours on any background and in every state, the same size
            // at every content size (UISwitch does not grow with Dynamic Type).
            return [.switch(ResolvedSwitch(metrics.switchMetrics, isOn: configuration.isOn,
                                           isEnabled: configuration.isEnabled, onTint: configuration.onTintColor,
                                           thumbTint: configuration.thumbTintColor, in: resolver.document))]
        }
    }

    /// A custom view's image: a symbol at the body size (its Large size when it maintains a fixed size),
    /// a file at its natural size, centred in the width it reserves.
    private func customImage(_ configuration: CellAccessory.CustomViewConfiguration) throws(RenderError) -> ResolvedImage {
        let scale = configuration.maintainsFixedSize ? 1 : glyphScale
        // An explicit colour is the developer's: kept on the tint, as a custom tintColor is in UIKit.
        let (reference, drawn, tint) = try configuration.image.drawn(
            symbolPointSize: (configuration.symbolPointSize ?? TextStyle.body.pointSize(for: .large)) * scale,
            tint: {
                configuration.tintColor.map(resolver.document.resolve)
                    ?? (onTint && state != .disabled ? .white : resolver.defaultSymbolTint(in: state))
            },
            naturalSize: resolver.naturalSize)
        let reserved: Double = switch configuration.reservedLayoutWidth {
        case .standard: max(drawn.width, metrics.standardReservedWidth * scale)
        case .actual: drawn.width
        case .custom(let width): max(drawn.width, width)
        }
        return ResolvedImage(reference: reference, drawnSize: drawn,
                             layoutSize: Size(width: reserved, height: drawn.height), tint: tint, cornerRadius: 0)
    }

    private func glyph(_ kind: AccessoryGlyph, _ size: Size, _ color: Color, mark: Color = .white) -> ResolvedAccessory {
        .glyph(kind, scaled(size), color: color, mark: mark)
    }

    private func glyphColor(_ color: Color) -> Color { onTint ? .white : color }

    private func scaled(_ size: Size) -> Size { Size(width: size.width * glyphScale, height: size.height * glyphScale) }

    private func system(_ color: SystemColor) -> Color { resolver.system(color) }
}
