import CellshotGraphics
import CellshotModel
import CellshotRender

/// A template button in one state, ready to lay out and paint: its title and image in its style's colours,
/// its fill, and the space around and between them (``ButtonMetrics``).
public struct ResolvedButton: Hashable, Sendable {
    /// The title; `nil` for none.
    public var title: ResolvedText?
    /// The image; `nil` for none.
    public var image: ResolvedImage?
    /// The style's fill (clear for none: a legacy button's `backgroundColor` is its view's decoration).
    public var fill: Color
    /// The fill's corner radius; at most half the button's height (a capsule).
    public var cornerRadius: Double
    /// The space around the content.
    public var insets: DirectionalEdgeInsets
    /// Above and below the title (a legacy button's title label padding).
    public var titlePadding: Double
    /// Between the image and the title.
    public var imagePadding: Double

    /// The button's intrinsic size: its image and title side by side, with the paddings and insets.
    /// - Parameter titleSize: the title's measured size, if it has one.
    public func intrinsicSize(titleSize: Size?) -> Size {
        let image = self.image?.drawnSize
        let gap = image != nil && titleSize != nil ? imagePadding : 0
        let width = (image?.width ?? 0) + gap + (titleSize?.width ?? 0)
        let height = max(image?.height ?? 0, titleSize.map { $0.height + 2 * titlePadding } ?? 0)
        return Size(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}

extension TemplateResolver {
    /// A button view's title, image and fill in its style, as UIKit's button types and configurations draw them.
    func resolveButton(_ properties: TemplateViewProperties) throws(RenderError) -> ResolvedButton {
        let style = properties.buttonStyle ?? .system
        let tint = properties.tintColor.map(document.resolve) ?? document.resolvedTint
        let white = document.resolve(.system(ButtonMetrics.filledForeground))
        let foreground: Color = switch style {
        case .custom: document.resolve(.system(ButtonMetrics.customTitle))
        case .filled: white
        case .system, .plain, .gray, .tinted: tint
        }
        var title: ResolvedText?
        if let text = properties.text, !text.isEmpty {
            let direction = document.traits.direction
            let font = properties.font.map(document.resolve)
                ?? (style.isConfiguration ? ButtonMetrics.configurationTextStyle.font(for: document.traits.contentSize)
                    : ButtonMetrics.legacyTitleFont)
            let attributes = TextAttributes(font: font, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
                                            alignment: TextAlignment.natural.resolved(for: direction),
                                            direction: direction, writingDirection: .natural)
            title = ResolvedText(string: text, attributes: attributes,
                                 color: properties.color.map(document.resolve) ?? foreground)
        }
        var image: ResolvedImage?
        if let source = properties.image {
            // A symbol is a template image: drawn in the button's foreground (its tint; white on a filled
            // button); a file keeps its colours.
            var (reference, drawn, imageTint) = try source.drawn(symbolPointSize: properties.symbolPointSize ?? 17,
                                                                 tint: { style == .filled ? white : tint },
                                                                 naturalSize: naturalSize)
            var symbol: SymbolDrawing?
            if case .symbol = source {
                (imageTint, symbol) = document.symbolDrawing(properties.symbolStyle, defaultWeight: .regular, tint: imageTint)
            }
            image = ResolvedImage(reference: reference, drawnSize: drawn, layoutSize: drawn, tint: imageTint,
                                  cornerRadius: 0, symbol: symbol)
        }
        let fill: Color = switch style {
        case .gray: document.resolve(.system(ButtonMetrics.grayFill))
        case .tinted: tint.withAlpha(tint.alpha * ButtonMetrics.tintedFillAlpha)
        case .filled: tint
        case .custom, .system, .plain: .clear
        }
        let none = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        return ResolvedButton(title: title, image: image, fill: fill,
                              cornerRadius: ButtonMetrics.cornerRadius(height: .infinity, in: document.look),
                              insets: properties.contentInsets ?? (style.isConfiguration ? ButtonMetrics.configurationInsets : none),
                              titlePadding: style.isConfiguration ? 0 : ButtonMetrics.legacyTitlePadding,
                              imagePadding: properties.imagePadding ?? 0)
    }
}
