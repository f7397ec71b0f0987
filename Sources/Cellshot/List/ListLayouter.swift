import CellshotGraphics
import CellshotModel

/// Lays a whole list out in one state: resolves every row, re-solves the cell template of its
/// shape, stacks headers, rows and footers as `UICollectionLayoutListConfiguration` does, and
/// places the separators.
///
/// Templates are kept between states and rows: a list of a thousand rows of three shapes builds
/// three constraint systems.
final class ListLayouter {
    let document: ListDocument
    let geometry: ListGeometry
    let scale: Double
    private let resolver: CellResolver
    private let templateResolver: TemplateResolver
    private let measurer: any TextMeasuring
    /// The document's file, for messages.
    let file: String
    /// Whether a template's conflicting or ambiguous constraints are errors instead of warnings.
    let strict: Bool
    /// Warnings found while laying out (template constraints UIKit would complain about), each once.
    private(set) var warnings: [String] = []
    private var cellTemplates: [CellTemplate.Shape: CellTemplate] = [:]
    private var templateCells: [TemplateCell.Structure: TemplateCell] = [:]
    private var reportedDiagnostics: Set<String> = []
    /// The most template structures kept at once.
    static let maximumTemplateCells = 64
    private var headerFooterTemplate: HeaderFooterTemplate?
    /// Benchmarks only: build every row's, header's and footer's constraint system anew instead of
    /// re-solving its template's (what a list without reuse would do). The frames are the same.
    var rebuildsTemplatesForEveryRow = false

    init(document: ListDocument, file: String = "", strict: Bool = false, measurer: any TextMeasuring,
         naturalSize: @escaping (ImageReference) throws -> Size) {
        self.document = document
        self.file = file
        self.strict = strict
        templateResolver = TemplateResolver(document: document, naturalSize: naturalSize)
        self.geometry = document.appearance.geometry(width: document.width)
        self.scale = document.scale
        self.measurer = measurer
        resolver = CellResolver(document: document, geometry: geometry, naturalSize: naturalSize)
    }

    /// How many constraint systems were built (for tests: one per shape, not per row).
    var templateCount: Int { cellTemplates.count + templateCells.count + (headerFooterTemplate == nil ? 0 : 1) }

    /// The list laid out in a state.
    func layout(in state: CellState) throws -> ListLayout {
        let width = document.width
        var y = 0.0
        var sections: [SectionLayout] = []
        for (index, section) in document.sections.enumerated() {
            var header: TextBlockLayout?
            if let text = section.header, !text.isEmpty {
                if index > 0 { y += geometry.headerTopPadding }
                header = try layoutHeaderFooter(text, metrics: geometry.header, at: y)
                y = header!.frame.maxY
            } else {
                y += geometry.emptyHeaderHeight + (index == 0 ? geometry.firstSectionTopPadding : 0)
            }

            let cardX = geometry.sectionInset, cardWidth = max(0, width - 2 * geometry.sectionInset)
            let top = y
            var rows: [RowLayout] = []
            for (rowIndex, row) in section.rows.enumerated() {
                let rowState = row.effectiveState(in: state)
                var laidOut: RowLayout
                if row.template != nil {
                    let rowPath = JSONPath.root.appending(key: "sections").appending(index: index)
                        .appending(key: "rows").appending(index: rowIndex)
                    laidOut = try layoutTemplateRow(row, at: rowPath, in: rowState, width: cardWidth)
                } else {
                    let cell = try resolver.resolve(row.configuration(for: rowState), in: rowState)
                    laidOut = RowLayout(state: rowState, frame: .zero, views: try layoutCell(cell, width: cardWidth),
                                        cell: cell, separator: nil)
                }
                laidOut.frame = Rect(x: cardX, y: y, width: cardWidth, height: snapUp(laidOut.views.cell.height))
                rows.append(laidOut)
                y += laidOut.frame.height
            }
            placeSeparators(&rows)
            let card = Rect(x: cardX, y: top, width: cardWidth, height: y - top)

            var footer: TextBlockLayout?
            if let text = section.footer, !text.isEmpty {
                footer = try layoutHeaderFooter(text, metrics: geometry.footer, at: y)
                y = footer!.frame.maxY
            } else {
                y += geometry.emptyFooterHeight
            }
            let topSeparator = geometry.sectionEdgeSeparators && !rows.isEmpty && !rows[0].state.hidesSeparators
                ? Rect(x: card.minX, y: card.minY, width: card.width, height: 1 / scale) : nil
            sections.append(SectionLayout(header: header, rows: rows, footer: footer, card: card,
                                          cornerRadius: rows.isEmpty ? 0 : geometry.sectionCornerRadius,
                                          topSeparator: topSeparator))
        }
        // An empty list is drawn as one empty row's height of background, not as nothing.
        let height = y > 0 ? snapUp(y) : geometry.minimumRowHeight
        return ListLayout(state: state, size: Size(width: width, height: height), sections: sections,
                          backgroundColor: document.resolve(.system(geometry.backgroundColor)),
                          separatorColor: document.resolve(.system(geometry.separatorColor)), scale: scale)
    }

    /// A cell laid out; a `valueCell` whose texts do not fit side by side is stacked, as UIKit does.
    private func layoutCell(_ cell: ResolvedCell, width: Double) throws -> CellFrames {
        let frames = try template(for: CellTemplate.Shape(cell, sideBySide: cell.sideBySide)).layout(cell, width: width)
        guard cell.sideBySide, let text = cell.text, let secondary = cell.secondaryText,
              let textFrame = frames.text, let secondaryFrame = frames.secondaryText else { return frames }
        let fits = textFrame.width >= naturalWidth(text) - 0.01 && secondaryFrame.width >= naturalWidth(secondary) - 0.01
        if fits { return frames }
        return try template(for: CellTemplate.Shape(cell, sideBySide: false)).layout(cell, width: width)
    }

    /// A row drawn by a custom template: the definition for its state, laid out by the template cell
    /// of its structure (built once), with UIKit's background for the state under the template's.
    private func layoutTemplateRow(_ row: Row, at rowPath: JSONPath, in state: CellState,
                                   width: Double) throws -> RowLayout {
        let definition = try document.template(for: row, at: rowPath, in: state, file: file)
        let content = try templateResolver.resolve(definition)
        let margins = defaultTemplateMargins
        let structure = TemplateCell.Structure(definition, defaultMargins: margins)
        let templateCell: TemplateCell
        if !rebuildsTemplatesForEveryRow, let cached = templateCells[structure] {
            templateCell = cached
        } else {
            do {
                templateCell = try TemplateCell(definition, defaultMargins: margins, measurer: measurer,
                                                direction: document.traits.direction, file: file)
            } catch {
                // Placeholders may have put the row's values into the constraint: say which row it was.
                throw error.drawing(rowPath, in: state)
            }
            // Rows whose values change the structure (a placeholder in a constraint) each build one:
            // keep memory bounded.
            if templateCells.count >= Self.maximumTemplateCells { templateCells.removeAll() }
            templateCells[structure] = templateCell
        }
        let (size, frames, diagnostics) = try templateCell.layout(definition, resolved: content, width: width)
        for diagnostic in diagnostics {
            if strict {
                throw CellshotError.document(DocumentError(.invalidValue, file: file,
                                                           path: definition.path.appending(key: "constraints"),
                                                           message: diagnostic.strictDescription,
                                                           hint: "drawn for \(rowPath) in the \(state.rawValue) state; "
                                                               + "without --strict cellshot recovers as UIKit does and warns"))
            }
            // Once per template and problem, naming the first row it was found in.
            guard reportedDiagnostics.insert("\(definition.path)|\(diagnostic)").inserted else { continue }
            warnings.append("\(definition.path) (drawing \(rowPath), \(state.rawValue)): \(diagnostic)")
        }
        let usedMargins = definition.layoutMargins ?? margins
        var cell = ResolvedCell(style: .cell, text: nil, secondaryText: nil, image: nil, accessories: [],
                                margins: usedMargins, sideBySide: false, imageToTextPadding: 0, verticalTextPadding: 0,
                                horizontalTextPadding: 0, contentToAccessory: 0, betweenAccessories: 0,
                                accessoryTrailingMargin: 0, height: definition.height ?? .automatic, minimumHeight: 0,
                                background: resolver.resolveBackground(definition.background, in: state))
        cell.style = .cell
        let bounds = Rect(x: 0, y: 0, width: width, height: size.height)
        return RowLayout(state: state, frame: .zero,
                         views: CellFrames(cell: bounds, content: bounds, image: nil, text: nil, secondaryText: nil,
                                           accessories: []),
                         cell: cell, separator: nil,
                         template: TemplateRowLayout(definition: definition, frames: frames, content: content))
    }

    /// A custom content view's margins when its template gives none: a cell content view's
    /// (11 pt above and below, the list's layout margin at the sides).
    private var defaultTemplateMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 11, leading: geometry.layoutMargin, bottom: 11, trailing: geometry.layoutMargin)
    }

    private func naturalWidth(_ text: ResolvedText) -> Double {
        measurer.measure(text.string, text.attributes, width: nil).size.width
    }

    private func template(for shape: CellTemplate.Shape) throws -> CellTemplate {
        if !rebuildsTemplatesForEveryRow, let template = cellTemplates[shape] { return template }
        let template = try CellTemplate(shape: shape, measurer: measurer, direction: document.traits.direction)
        cellTemplates[shape] = template
        return template
    }

    /// A header or footer, its text aligned with the cells' content.
    private func layoutHeaderFooter(_ string: String, metrics: HeaderFooterMetrics, at y: Double) throws -> TextBlockLayout {
        if headerFooterTemplate == nil || rebuildsTemplatesForEveryRow {
            headerFooterTemplate = try HeaderFooterTemplate(measurer: measurer, direction: document.traits.direction)
        }
        var font = metrics.textStyle.font(for: document.traits.contentSize)
        if let weight = metrics.weight { font.weight = weight }
        let text = ResolvedText(string: metrics.uppercased ? string.uppercased() : string,
                                attributes: TextAttributes(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                                           alignment: TextAlignment.natural.resolved(for: document.traits.direction),
                                                           direction: document.traits.direction),
                                color: document.resolve(.system(metrics.color)))
        let side = geometry.sectionInset + geometry.layoutMargin
        let insets = DirectionalEdgeInsets(top: metrics.top, leading: side, bottom: metrics.bottom, trailing: side)
        let (view, label) = try headerFooterTemplate!.layout(text, width: document.width, insets: insets)
        let offset = { (rect: Rect) in Rect(x: rect.minX, y: rect.minY + y, width: rect.width, height: rect.height) }
        var frame = offset(view)
        frame.size.height = snapUp(frame.height)
        return TextBlockLayout(frame: frame, labelFrame: offset(label), text: text)
    }

    /// Separators under the rows: inset to the text's start, 1 pixel, none next to a selected
    /// or highlighted row (UIKit hides them), full width at a grouped section's edges.
    private func placeSeparators(_ rows: inout [RowLayout]) {
        let pixel = 1 / scale
        for index in rows.indices {
            let row = rows[index]
            let isLast = index == rows.count - 1
            if isLast && !geometry.separatorAfterLastRow && !geometry.sectionEdgeSeparators { continue }
            let next = isLast ? nil : rows[index + 1]
            if row.state.hidesSeparators || (next?.state.hidesSeparators ?? false) { continue }
            var minX = row.frame.minX, maxX = row.frame.maxX
            if !(isLast && geometry.sectionEdgeSeparators) {
                let inset = separatorInset(row)
                if document.traits.direction == .rightToLeft { maxX -= inset } else { minX += inset }
            }
            rows[index].separator = Rect(x: minX, y: row.frame.maxY - pixel, width: maxX - minX, height: pixel)
        }
    }

    /// The distance from the cell's leading edge to its text (`separatorLayoutGuide`).
    private func separatorInset(_ row: RowLayout) -> Double {
        let width = row.frame.width
        let rtl = document.traits.direction == .rightToLeft
        guard let text = row.views.text ?? row.views.secondaryText else { return row.cell.margins.leading }
        return rtl ? width - text.maxX : text.minX
    }

    /// Rounds a length up to the pixel grid, as UIKit rounds cell heights.
    private func snapUp(_ length: Double) -> Double {
        (length * scale - 1e-6).rounded(.up) / scale
    }
}

extension CellState {
    /// Whether UIKit hides the separators around a row in this state (its grey reaches the neighbours).
    var hidesSeparators: Bool { self == .selected || self == .highlighted }
}
