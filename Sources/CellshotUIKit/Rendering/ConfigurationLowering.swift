import CellshotGraphics
import CellshotModel
import Foundation

/// Turns UIKit configurations into the document model's, for one state column: colours resolved in the
/// column's traits (system colours kept by name), closure transformers applied, and only the properties the
/// code set written — so a default follows the state exactly as a document that leaves the key out.
struct ConfigurationLowering {
    let traits: UITraitCollection
    let tint: Color
    let state: CellState
    /// The appearance of the section being lowered: the list's, or a section provider's section's own.
    var appearance: ListAppearance
    /// The list's width in points (for the guides that depend on it).
    var listWidth: Double = 0
    /// Where what symbol images ask for but are not drawn with is noted (shared by every column's lowering).
    var symbolNotes = SymbolNotes()

    /// The fill of a cell of this list in the normal state (what `selectionStyle = .none` keeps).
    var normalCellFill: SystemColor {
        let factory: ListBackgroundStyle = appearance.isSidebar ? .listSidebarCell
            : appearance == .plain ? .listPlainCell : .listGroupedCell
        return factory.metrics.color(in: .normal)
    }

    func color(_ color: UIColor) -> ColorReference {
        color.reference(in: traits, tint: tint)
    }

    /// A colour through a transformer: a built-in one is left to the model; a closure that only sets the
    /// alpha (`{ $0.withAlphaComponent(0.3) }`) becomes the model's alpha transformer, so the colour stays exact
    /// and follows the state's default; any other closure is run here on the colour.
    func color(_ base: UIColor?, fallback: UIColor,
               transformer: UIConfigurationColorTransformer?) -> (ColorReference?, ColorTransformer?) {
        guard let transformer else { return (base.map(color), nil) }
        if let builtIn = transformer.builtIn { return (base.map(color), builtIn) }
        if let alpha = Self.constantAlpha(of: transformer) {
            return (base.map(color) ?? (fallback == .tintColor ? .system(.tintColor) : color(fallback)), .alpha(alpha))
        }
        return (color(transformer(base ?? fallback)), nil)
    }

    /// The alpha a closure transformer gives every colour while keeping its red, green and blue, found by
    /// running it on two probe colours; `nil` when it does anything else.
    static func constantAlpha(of transformer: UIConfigurationColorTransformer) -> Double? {
        let probes = [Color(red: 0.2, green: 0.4, blue: 0.6), Color(red: 0.9, green: 0.1, blue: 0.5, alpha: 0.8)]
        let traits = UITraitCollection()
        var alphas: [Double] = []
        for probe in probes {
            let output = transformer(UIColor(storage: .rgba(probe))).resolved(in: traits, tint: nil)
            guard abs(output.red - probe.red) < 1e-9, abs(output.green - probe.green) < 1e-9,
                  abs(output.blue - probe.blue) < 1e-9 else { return nil }
            alphas.append(output.alpha)
        }
        guard let first = alphas.first, alphas.allSatisfy({ abs($0 - first) < 1e-9 }) else { return nil }
        return first
    }

    // MARK: Content

    func cell(_ content: UIListContentConfiguration, row: IndexPath) throws(UIKitRenderError) -> CellConfiguration {
        guard case .cell(let style) = content.kind else {
            throw .unsupportedCellStyle("of a header or footer configuration (\(content.kind))", row: row)
        }
        var configuration = CellConfiguration(style: style)
        configuration.text = content.text
        configuration.secondaryText = content.secondaryText
        configuration.image = content.image?.drawnSource
        configuration.textProperties = text(content.textProperties)
        configuration.secondaryTextProperties = text(content.secondaryTextProperties)
        configuration.imageProperties = image(content.imageProperties, of: content.image)
        configuration.directionalLayoutMargins = content.explicitMargins?.model
        configuration.imageToTextPadding = content.explicitImageToTextPadding.map(Double.init)
        configuration.textToSecondaryTextVerticalPadding = content.explicitVerticalPadding.map(Double.init)
        configuration.textToSecondaryTextHorizontalPadding = content.explicitHorizontalPadding.map(Double.init)
        configuration.prefersSideBySideTextAndSecondaryText = content.explicitSideBySide
        configuration.axesPreservingSuperviewLayoutMargins = content.explicitAxes.map(Self.axes)
        return configuration
    }

    func headerFooter(_ content: UIListContentConfiguration) -> HeaderFooterConfiguration {
        var configuration = HeaderFooterConfiguration(text: content.text)
        if case .headerFooter(let style) = content.kind, !content.isListDefault { configuration.style = style }
        configuration.secondaryText = content.secondaryText
        configuration.image = content.image?.drawnSource
        configuration.textProperties = text(content.textProperties)
        configuration.secondaryTextProperties = text(content.secondaryTextProperties)
        configuration.imageProperties = image(content.imageProperties, of: content.image)
        configuration.directionalLayoutMargins = content.explicitMargins?.model
        configuration.imageToTextPadding = content.explicitImageToTextPadding.map(Double.init)
        configuration.textToSecondaryTextVerticalPadding = content.explicitVerticalPadding.map(Double.init)
        return configuration
    }

    func text(_ properties: UIListContentConfiguration.TextProperties) -> TextProperties? {
        let (color, transformer) = color(properties.explicitColor, fallback: UIColor(storage: .system(properties.defaultColor)),
                                         transformer: properties.colorTransformer)
        let alignment: TextAlignment? = properties.explicitAlignment.map {
            switch $0 {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
        symbolNotes.noteNamedFont(properties.explicitFont)
        let lowered = TextProperties(font: properties.explicitFont?.reference, color: color, alignment: alignment,
                                     numberOfLines: properties.explicitNumberOfLines,
                                     lineBreakMode: properties.explicitLineBreakMode?.model,
                                     transform: properties.explicitTransform?.model, colorTransformer: transformer)
        return lowered == TextProperties() ? nil : lowered
    }

    func image(_ properties: UIListContentConfiguration.ImageProperties) -> ImageProperties? {
        let (tint, transformer) = color(properties.tintColor, fallback: .tintColor,
                                        transformer: properties.tintColorTransformer)
        let lowered = ImageProperties(tintColor: tint, cornerRadius: properties.explicitCornerRadius.map(Double.init),
                                      maximumSize: properties.explicitMaximumSize,
                                      reservedLayoutSize: properties.explicitReservedLayoutSize,
                                      tintColorTransformer: transformer)
        return lowered == ImageProperties() ? nil : lowered
    }

    /// A list content image's properties with what its symbol image asks for: the colour of an original or
    /// ``UIImage/withTintColor(_:)`` symbol replaces the tint (no transformer changes it, as in UIKit), and so does
    /// a hierarchical configuration's colour.
    func image(_ properties: UIListContentConfiguration.ImageProperties, of image: UIImage?) -> ImageProperties? {
        let preferred = properties.preferredSymbolConfiguration
        let configuration = preferred?.applying(image?.symbolConfiguration) ?? image?.symbolConfiguration
        var lowered = self.image(properties) ?? ImageProperties()
        lowered.symbolStyle = symbolStyle(of: image, configuration)
        if let original = image?.symbolOriginalColor {
            lowered.tintColor = color(original)
            lowered.tintColorTransformer = nil
        } else if let hierarchical = symbolTint(of: configuration) {
            lowered.tintColor = hierarchical
            lowered.tintColorTransformer = nil
        }
        return lowered == ImageProperties() ? nil : lowered
    }

    /// What a symbol configuration draws, as the document's symbol style: its point size, scale, weight (its
    /// own, else its font's or text style's: `SymbolConfiguration(textStyle: .headline)` is semibold, as in
    /// UIKit; neither leaves the text's) and rendering mode with its palette colours (a hierarchical colour is
    /// the tint: ``symbolTint(of:)``). `nil` when it sets none of them.
    func symbolStyle(of image: UIImage?, _ configuration: UIImage.SymbolConfiguration?) -> SymbolStyle? {
        guard case .symbol? = image?.drawnSource, let configuration else { return nil }
        let font: UIFont? = switch configuration.size {
        case .font(let font)?: font
        case .textStyle(let style)?: UIFont.preferredFont(forTextStyle: style)
        case .pointSize?, nil: nil
        }
        let pointSize: CGFloat? = switch configuration.size {
        case .pointSize(let points)?: points
        case .font?, .textStyle?: font?.pointSize
        case nil: nil
        }
        let weight = configuration.weight.model
            ?? font.flatMap { SymbolStyle.Weight(rawValue: $0.reference.resolved().weight.rawValue) }
        var style = SymbolStyle(weight: weight, scale: configuration.scale.model, pointSize: pointSize.map(Double.init))
        switch configuration.colors {
        case .hierarchical?: style.renderingMode = .hierarchical
        case .palette(let colors)? where !colors.isEmpty:
            // The document takes up to three, as many layers as a symbol has; the stand-ins have at most two.
            style.paletteColors = colors.prefix(3).map(color)
        case .multicolor?: style.renderingMode = .multicolor
        case .palette?, .monochrome?, nil: break
        }
        return style == SymbolStyle() ? nil : style
    }

    /// The colour a hierarchical symbol configuration draws its symbol in (`init(hierarchicalColor:)`), which
    /// replaces the view's tint; `nil` for other configurations.
    func symbolTint(of configuration: UIImage.SymbolConfiguration?) -> ColorReference? {
        guard case .hierarchical(let color)? = configuration?.colors else { return nil }
        return self.color(color)
    }

    /// A legacy cell's labels and image, drawn by the list content configuration of its style.
    @MainActor func legacy(_ content: LegacyContent, style: UITableViewCell.CellStyle,
                row: IndexPath) throws(UIKitRenderError) -> CellConfiguration {
        let cellStyle: CellStyle
        switch style {
        case .default: cellStyle = .cell
        case .subtitle: cellStyle = .subtitleCell
        case .value1: cellStyle = .valueCell
        case .value2: throw .unsupportedCellStyle(".value2", row: row)
        }
        // A hidden label or image view draws nothing, as in UIKit.
        let text = content.text.flatMap { $0.isHidden ? nil : $0 }
        let detail = content.detail.flatMap { $0.isHidden ? nil : $0 }
        var configuration = CellConfiguration(style: cellStyle)
        configuration.text = text?.text
        configuration.secondaryText = detail?.text
        configuration.image = content.imageHidden ? nil : content.image?.drawnSource
        configuration.textProperties = text.map(label)
        configuration.secondaryTextProperties = detail.map(label)
        var imageProperties = ImageProperties()
        if let tintColor = content.image?.symbolOriginalColor ?? content.imageTint { imageProperties.tintColor = color(tintColor) }
        if content.image?.symbolOriginalColor == nil, let hierarchical = symbolTint(of: content.imageConfiguration) {
            imageProperties.tintColor = hierarchical
        }
        imageProperties.symbolStyle = symbolStyle(of: content.image, content.imageConfiguration)
        if imageProperties != ImageProperties() { configuration.imageProperties = imageProperties }
        return configuration
    }

    /// A legacy label: what the code set, and its line count (a `UILabel` draws one line unless told).
    @MainActor func label(_ label: UILabel) -> TextProperties {
        symbolNotes.noteNamedFont(label.explicitFont)
        return TextProperties(font: label.explicitFont?.reference, color: label.explicitTextColor.map(color),
                              alignment: label.textAlignment == .natural ? nil : label.textAlignment.model,
                              numberOfLines: label.numberOfLines,
                              lineBreakMode: label.lineBreakMode == .byTruncatingTail ? nil : label.lineBreakMode.model)
    }

    // MARK: Background

    func background(_ background: UIBackgroundConfiguration) -> BackgroundConfiguration {
        var lowered = BackgroundConfiguration()
        switch background.fill {
        case .listDefault(let style):
            if let transformer = background.backgroundColorTransformer {
                if let builtIn = transformer.builtIn {
                    lowered.colorTransformer = builtIn
                } else if let alpha = Self.constantAlpha(of: transformer) {
                    lowered.colorTransformer = .alpha(alpha)
                } else {
                    let factory = style ?? (appearance.isSidebar ? .listSidebarCell
                        : appearance == .plain ? .listPlainCell : .listGroupedCell)
                    lowered.backgroundColor = color(transformer(UIColor(storage: .system(factory.metrics.color(in: state)))))
                }
            }
        case .color(let fill):
            (lowered.backgroundColor, lowered.colorTransformer) = color(fill, fallback: .tintColor,
                                                                        transformer: background.backgroundColorTransformer)
            if fill == nil, lowered.backgroundColor == nil { lowered.backgroundColor = .system(.tintColor) }
        }
        lowered.cornerRadius = background.explicitCornerRadius.map(Double.init)
        if background.strokeWidth != 0 {
            lowered.strokeWidth = Double(background.strokeWidth)
            if let transformer = background.strokeColorTransformer {
                lowered.strokeColor = color(transformer(background.strokeColor ?? .tintColor))
            } else {
                lowered.strokeColor = background.strokeColor.map(color) ?? .system(.tintColor)
            }
        }
        lowered.backgroundInsets = background.explicitInsets?.model
        return lowered
    }

    static func axes(_ axes: UIAxis) -> LayoutAxes {
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): .both
        case (true, false): .horizontal
        case (false, true): .vertical
        case (false, false): .none
        }
    }
}
