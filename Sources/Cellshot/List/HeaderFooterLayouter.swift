import CellshotGraphics
import CellshotLayout
import CellshotModel
import CellshotRender

/// Lays section headers and footers out: resolves each one and re-solves the header template of
/// its shape (built once per shape, like the cells').
final class HeaderFooterLayouter {
    private let resolver: HeaderFooterResolver
    private let measurer: any TextMeasuring
    private let width: Double
    private let direction: LayoutDirection
    private var templates: [HeaderFooterTemplate.Shape: HeaderFooterTemplate] = [:]
    /// Benchmarks only: build every header's and footer's constraint system anew (the frames are the same).
    var rebuildsTemplates = false

    init(document: ListDocument, geometry: ListGeometry, cells: CellResolver, measurer: any TextMeasuring) {
        resolver = HeaderFooterResolver(document: document, geometry: geometry, cells: cells)
        self.measurer = measurer
        width = document.width
        direction = document.traits.direction
    }

    /// How many constraint systems were built.
    var templateCount: Int { templates.count }

    /// A header or footer at the list's full width, its top at `y` (its height not yet rounded to pixels).
    /// - Parameters:
    ///   - configuration: the document's header or footer.
    ///   - defaults: the appearance's header or footer figures.
    ///   - y: where its top goes in the list.
    ///   - path: the header's or footer's JSON path, for messages.
    ///   - budget: what its texts may cost.
    func layout(_ configuration: HeaderFooterConfiguration, defaults: HeaderFooterMetrics,
                at y: Double, path: JSONPath, budget: TextBudget) throws(CellshotError) -> TextBlockLayout {
        let content = try CellshotError.rendering { () throws(RenderError) in
            try resolver.resolve(configuration, defaults: defaults)
        }
        try LaidOutTexts(text: content.text, secondaryText: content.secondaryText, accessories: content.accessories,
                         at: path).check(with: budget)
        let shape = HeaderFooterTemplate.Shape(content)
        let frames = try CellshotError.layingOut { () throws(LayoutError) in
            let template: HeaderFooterTemplate
            if !rebuildsTemplates, let cached = templates[shape] {
                template = cached
            } else {
                template = try HeaderFooterTemplate(shape: shape, first: content, measurer: measurer, direction: direction)
                templates[shape] = template
            }
            return try template.layout(content, width: width)
        }
        func offset(_ rect: Rect) -> Rect { Rect(x: rect.minX, y: rect.minY + y, width: rect.width, height: rect.height) }
        return TextBlockLayout(frame: offset(frames.view), labelFrame: frames.text.map(offset), text: content.text,
                               secondaryLabelFrame: frames.secondaryText.map(offset), secondaryText: content.secondaryText,
                               imageFrame: frames.image.map(offset), image: content.image, background: content.background,
                               accessories: content.accessories, accessoryFrames: frames.accessories.map(offset))
    }
}
