import CellshotGraphics
import CellshotModel
import CellshotRender

/// A template row's content in one state, ready to lay out and paint: every label's text and
/// attributes, every image's size and tint, every view's decoration.
public struct ResolvedTemplateContent: Hashable, Sendable {
    /// Labels by view name.
    public var texts: [String: ResolvedText]
    /// Images by view name.
    public var images: [String: ResolvedImage]
    /// Backgrounds, corners, borders and clipping by view name (views that draw any).
    public var decorations: [String: ViewDecoration]
    /// List content views' configurations by view name, resolved as a cell's content is in the row's state.
    public var cells: [String: ResolvedCell] = [:]
    /// Buttons by view name.
    public var buttons: [String: ResolvedButton] = [:]
    /// Switches by view name.
    public var switches: [String: ResolvedSwitch] = [:]
}

/// How a template view is drawn besides its content, like a `CALayer`.
public struct ViewDecoration: Hashable, Sendable {
    /// The fill (clear for none).
    public var backgroundColor: Color
    /// The corner radius.
    public var cornerRadius: Double
    /// The border, drawn inside the bounds.
    public var borderColor: Color, borderWidth: Double
    /// Whether subviews (and an image's picture) are clipped to the rounded bounds.
    public var clipsToBounds: Bool
    /// The view's opacity: it and its subviews are drawn as one layer at this alpha.
    public var alpha: Double
}

/// Turns a template definition (values bound, states applied) into ``ResolvedTemplateContent`` with
/// UIKit's defaults: labels are 17 pt system-font `label`-coloured single lines, symbols are tinted with the tint
/// colour, files keep their colours; `alpha` fades the view and its subviews as one layer (the painter).
struct TemplateResolver {
    let document: ListDocument
    /// An image's natural size in points.
    let naturalSize: (ImageReference) throws(RenderError) -> Size
    /// Resolves list content views' configurations, as a row's content (`updated(for:)` in the row's state).
    var cells: CellResolver? = nil

    /// The content of a definition drawn in `state` (list content views follow it; the rest is already the state's).
    func resolve(_ definition: TemplateDefinition, in state: CellState = .normal) throws(RenderError) -> ResolvedTemplateContent {
        var content = ResolvedTemplateContent(texts: [:], images: [:], decorations: [:])
        for view in definition.views { try resolve(view, in: state, into: &content) }
        return content
    }

    private func resolve(_ view: TemplateView, in state: CellState,
                         into content: inout ResolvedTemplateContent) throws(RenderError) {
        let properties = view.properties
        let alpha = min(1, max(0, properties.alpha ?? 1))
        func color(_ reference: ColorReference?, _ fallback: Color) -> Color {
            reference.map(document.resolve) ?? fallback
        }
        let direction = document.traits.direction
        switch view.kind {
        case .label:
            let font = properties.font.map(document.resolve) ?? FontDescriptor.system(size: 17)
            let attributes = TextAttributes(font: font, numberOfLines: properties.numberOfLines ?? 1,
                                            lineBreakMode: properties.lineBreakMode ?? .byTruncatingTail,
                                            alignment: (properties.alignment ?? .natural).resolved(for: direction),
                                            direction: direction, writingDirection: properties.writingDirection ?? .natural)
            content.texts[view.name] = ResolvedText(string: properties.text ?? "", attributes: attributes,
                                                    color: color(properties.color, document.resolve(.system(.label))))
        case .image:
            if let source = properties.image {
                var (reference, drawn, tint) = try source.drawn(symbolPointSize: properties.symbolPointSize ?? 17,
                                                                tint: { color(properties.tintColor, document.resolvedTint) },
                                                                naturalSize: naturalSize)
                if properties.width != nil || properties.height != nil {
                    drawn = Size(width: properties.width ?? drawn.width, height: properties.height ?? drawn.height)
                }
                // A UIImageView's corner radius rounds its picture only when it clips (masksToBounds).
                let clips = properties.clipsToBounds ?? false
                // An image view beside no text draws its symbol regular unless it says otherwise.
                var symbol: SymbolDrawing?
                if case .symbol = source {
                    (tint, symbol) = document.symbolDrawing(properties.symbolStyle, defaultWeight: .regular, tint: tint)
                }
                content.images[view.name] = ResolvedImage(reference: reference, drawnSize: drawn, layoutSize: drawn,
                                                          tint: tint, cornerRadius: clips ? properties.cornerRadius ?? 0 : 0,
                                                          symbol: symbol)
            }
        case .listContent:
            if let cells {
                // The view's content only: the cell's accessories, height and background are the cell's.
                var cell = try cells.resolve(view.properties.listContent ?? CellConfiguration(), in: state)
                cell.accessories = []
                cell.leadingAccessories = []
                cell.contentIndentation = 0
                content.cells[view.name] = cell
            }
        case .button:
            content.buttons[view.name] = try resolveButton(properties)
        case .switch:
            content.switches[view.name] = ResolvedSwitch(SwitchMetrics.of(document.look), isOn: properties.isOn ?? false,
                                                         isEnabled: properties.isEnabled ?? true,
                                                         onTint: properties.onTintColor,
                                                         thumbTint: properties.thumbTintColor, in: document)
        default:
            break
        }
        let decoration = ViewDecoration(backgroundColor: color(properties.backgroundColor, .clear),
                                        cornerRadius: properties.cornerRadius ?? 0,
                                        borderColor: color(properties.borderColor, .black),
                                        borderWidth: properties.borderWidth ?? 0,
                                        clipsToBounds: properties.clipsToBounds ?? false, alpha: alpha)
        if decoration.backgroundColor.alpha > 0 || decoration.borderWidth > 0 || decoration.clipsToBounds || alpha < 1 {
            content.decorations[view.name] = decoration
        }
        for child in view.subviews { try resolve(child, in: state, into: &content) }
    }
}
