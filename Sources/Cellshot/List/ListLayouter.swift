import CellshotGraphics
import CellshotLayout
import CellshotModel
import CellshotRender

/// Lays a whole list out in one state: resolves every row, re-solves the cell template of its
/// shape, stacks headers, rows and footers as `UICollectionLayoutListConfiguration` does, and
/// places the separators.
///
/// Templates are kept between states and rows: a list of a thousand rows of three shapes builds
/// three constraint systems.
final class ListLayouter {
    let document: ListDocument
    /// The list's own geometry (its ``ListDocument/appearance``): its background, separators' colour and
    /// the height of an empty list.
    let listGeometry: ListGeometry
    let scale: Double
    /// The tools of the section being laid out: the list's, or those of the section's own appearance.
    private var current: SectionTools
    /// The tools of each appearance used so far; the list's is made first.
    private var toolsByAppearance: [ListAppearance: SectionTools] = [:]
    let naturalSize: (ImageReference) throws(RenderError) -> Size
    /// The geometry of the section being laid out (its appearance's, its own `showsSeparators` applied).
    var geometry: ListGeometry { current.geometry }
    /// Resolves the rows of the section being laid out (with the row's own tint while a row that has one is
    /// laid out).
    var resolver: CellResolver { tintedResolver ?? current.resolver }
    /// The cell resolver of the row being laid out when it has its own tint (a cell's `tintColor`): its document
    /// is the list's with that tint. `nil` otherwise.
    private var tintedResolver: CellResolver?
    /// Resolves grid items: a plain `UICollectionViewCell`'s margins and no minimum height (``GridMetrics``).
    var gridResolver: CellResolver { current.gridResolver }
    private var headerFooters: HeaderFooterLayouter { current.headerFooters }
    /// Resolves template rows; their list content views are sized by the section's own cell resolver.
    private var templateResolver: TemplateResolver {
        TemplateResolver(document: tintedResolver?.document ?? document, naturalSize: naturalSize, cells: resolver)
    }
    let measurer: any TextMeasuring
    /// The measurer every layout measures through: it keeps texts within the line budget.
    let lineBudget: LineBudgetMeasurer
    /// Whether a template's conflicting or ambiguous constraints are errors instead of warnings.
    let strict: Bool
    /// What each text may cost, checked before it is laid out.
    let textBudget: TextBudget
    /// Warnings found while laying out (template constraints UIKit would complain about), each once.
    var warnings: [String] = []
    private var cellTemplates: [ListCellLayout.Shape: ListCellLayout] = [:]
    private var templateCells: [CustomTemplateLayout.Structure: CustomTemplateLayout] = [:]
    /// The template cells of ``templateCells`` by the key of the rows that use them, for rows whose values
    /// cannot change their structure (``TemplateStructureKey``): found without hashing a whole definition.
    private var templateCellsByKey: [MarginedTemplateKey: CustomTemplateLayout] = [:]
    /// A structure key with the margins the template is laid out with when it gives none: one template may
    /// draw rows (a cell's margins), grid items and header views (a plain view's).
    private struct MarginedTemplateKey: Hashable {
        var key: TemplateStructureKey
        var margins: DirectionalEdgeInsets
    }
    var reportedDiagnostics: Set<String> = []
    /// The views of every template system built so far, against ``ResourceLimits/templateViews``.
    private var templateViewsBuilt = 0
    /// The most template structures kept at once.
    static let maximumTemplateCells = 64
    /// Benchmarks only: build every row's, header's and footer's constraint system anew instead of re-solving
    /// its template's (what a list without reuse would do). The frames are the same.
    var rebuildsTemplatesForEveryRow = false {
        didSet {
            for tools in toolsByAppearance.values { tools.headerFooters.rebuildsTemplates = rebuildsTemplatesForEveryRow }
        }
    }

    init(document: ListDocument, strict: Bool = false, limits: ResourceLimits = ResourceLimits(),
         measurer: any TextMeasuring, naturalSize: @escaping (ImageReference) throws(RenderError) -> Size) {
        self.document = document
        self.strict = strict
        textBudget = TextBudget(limits: limits)
        self.scale = document.scale
        lineBudget = LineBudgetMeasurer(measurer, budget: limits.textLines)
        self.measurer = lineBudget
        self.naturalSize = naturalSize
        indexWidth = Self.indexWidth(of: document, measurer: lineBudget)
        let listTools = SectionTools(appearance: document.appearance, document: document, measurer: lineBudget,
                                     naturalSize: naturalSize)
        listGeometry = listTools.geometry
        current = listTools
        toolsByAppearance[document.appearance] = listTools
    }

    /// How many constraint systems were built (for tests: one per shape, not per row).
    var templateCount: Int {
        cellTemplates.count + templateCells.count + toolsByAppearance.values.reduce(0) { $0 + $1.headerFooters.templateCount }
    }

    /// Lays the following section out in its own appearance (the list's when it names none) and separators.
    private func enter(_ section: Section) {
        let appearance = section.appearance ?? document.appearance
        var tools: SectionTools
        if let made = toolsByAppearance[appearance] {
            tools = made
        } else {
            tools = SectionTools(appearance: appearance, document: document, measurer: lineBudget, naturalSize: naturalSize)
            tools.headerFooters.rebuildsTemplates = rebuildsTemplatesForEveryRow
            toolsByAppearance[appearance] = tools
        }
        if let shows = section.showsSeparators { tools.geometry.showsSeparators = shows }
        current = tools
    }

    /// The list laid out in a state.
    /// - Throws: ``CellshotError``: a document error names no file (``CellshotError/located(in:file:)`` adds it).
    func layout(in state: CellState) throws(CellshotError) -> ListLayout {
        let width = document.width
        var y = 0.0
        var sections: [SectionLayout] = []
        // Back to the list's tools afterwards: what is asked between layouts is the list's.
        defer { enter(Section()) }
        // The section index's titles are texts as any other (short ones: the document allows 40 characters).
        for (index, title) in sectionIndexTitles.enumerated() {
            try textBudget.check(title, at: JSONPath.root.appending(key: "sectionIndex").appending(index: index))
        }
        for (index, section) in document.sections.enumerated() {
            let sectionPath = JSONPath.root.appending(key: "sections").appending(index: index)
            enter(section)
            if let grid = section.grid {
                sections.append(try layoutGrid(section, grid, at: sectionPath, in: state, y: &y))
                continue
            }
            // A grid section may end between pixels (its fractional heights): the rows start on the grid, or
            // two filled rows would show a seam.
            y = snapUp(y)
            let sectionTop = y
            var header: TextBlockLayout?
            // A section's own spacing (SwiftUI's) is the whole space above it: the section before left no empty footer
            // (below), and no header padding or empty header is added to it.
            if let spacing = section.spacingAbove { y += snapUp(max(0, spacing)) }
            if let configuration = section.header, configuration.hasContent {
                if index > 0, section.spacingAbove == nil { y += snapUp(geometry.headerTopPadding) }
                header = try layoutHeaderFooter(configuration, defaults: geometry.header, at: y,
                                                path: sectionPath.appending(key: "header"), in: state)
                y = header!.frame.maxY
            } else if section.spacingAbove == nil {
                // Spacings are rounded up to the pixel grid as heights are: iOS leaves 53 px @3x for a
                // grouped section's 17.5 pt (docs/reference/ios/README.md), and a card at a fractional
                // pixel would show a seam between two filled rows.
                y += snapUp(geometry.emptyHeaderHeight + (index == 0 ? geometry.firstSectionTopPadding : 0))
            }

            let cardX = geometry.sectionInset, cardWidth = max(0, width - 2 * geometry.sectionInset)
            let top = y
            var rows: [RowLayout] = []
            var separatorOptions: [RowSeparator?] = []
            // An outline section snapshot's visible items: each expanded row's children below it.
            // Rows leave the section index's width free at their trailing end.
            let indexInset = max(0, cardX + cardWidth - (width - indexWidth))
            // Rows spaced apart (SwiftUI's `listRowSpacing`) are cards of their own in a rounded section, the gap
            // between them on the pixel grid as every spacing is; other sections keep their rows joined.
            let rowSpacing = geometry.sectionCornerRadius > 0 ? snapUp(max(0, section.rowSpacing ?? 0)) : 0
            for item in section.outline(at: sectionPath, visibleOnly: true) {
                if !rows.isEmpty { y += rowSpacing }
                var laidOut = try layoutRow(item, in: state, width: cardWidth, trailingInset: indexInset)
                laidOut.frame = Rect(x: cardX, y: y, width: cardWidth, height: snapUp(laidOut.bounds.height))
                rows.append(laidOut)
                separatorOptions.append(item.row.separator)
                y += laidOut.frame.height
            }
            if rowSpacing > 0 {
                // Each card stands alone: no separator between two of them.
                for index in rows.indices { rows[index].separator = nil }
            } else {
                placeSeparators(&rows, options: separatorOptions, trailingInset: indexInset)
            }
            let card = Rect(x: cardX, y: top, width: cardWidth, height: y - top)

            var footer: TextBlockLayout?
            if let configuration = section.footer, configuration.hasContent {
                footer = try layoutHeaderFooter(configuration, defaults: geometry.footer, at: y,
                                                path: sectionPath.appending(key: "footer"), in: state)
                y = footer!.frame.maxY
            } else if index + 1 >= document.sections.count || document.sections[index + 1].spacingAbove == nil {
                // The next section's own spacing, when it has one, is all the space between the two.
                y += snapUp(geometry.emptyFooterHeight)
            }
            let topSeparator = geometry.showsSeparators && geometry.sectionEdgeSeparators && !rows.isEmpty && !rows[0].state.hidesSeparators
                ? Rect(x: card.minX, y: card.minY, width: card.width, height: geometry.separatorThickness.points(atScale: scale)) : nil
            var laidOut = SectionLayout(header: header, rows: rows, footer: footer, card: card,
                                        cornerRadius: rows.isEmpty ? 0 : geometry.sectionCornerRadius,
                                        topSeparator: topSeparator)
            laidOut.rowsAreCards = rowSpacing > 0
            laidOut.background = sectionBackground(of: section, from: sectionTop, to: y)
            sections.append(laidOut)
        }
        // An empty list is drawn as one empty row's height of background, not as nothing.
        let height = y > 0 ? snapUp(y) : listGeometry.minimumRowHeight
        // The last section's own background reaches the list's bottom, rounded up to the pixel grid as the list is.
        if let last = sections.indices.last, let background = sections[last].background, background.frame.maxY == y {
            sections[last].background?.frame.size.height = height - background.frame.minY
        }
        var list = ListLayout(state: state, size: Size(width: width, height: height), sections: sections,
                              backgroundColor: document.resolve(document.backgroundColor
                                  ?? .system(listGeometry.backgroundColor)),
                              separatorColor: document.resolve(.system(listGeometry.separatorColor)), scale: scale)
        list.sectionIndex = sectionIndex(height: height)
        return list
    }

    /// What a list section draws behind itself, over the list's background, when it has a list configuration of
    /// its own or the list a background of its own: its `backgroundColor`, else its appearance's, across the
    /// list's width from its top (the space above its header included) to its bottom (the space below its footer
    /// included), as a list section of a compositional layout fills its own extent; `nil` for a section that
    /// follows the list's.
    private func sectionBackground(of section: Section, from top: Double, to bottom: Double) -> SectionLayout.Background? {
        guard section.hasOwnListConfiguration || document.backgroundColor != nil, bottom > top else { return nil }
        let color = document.resolve(section.backgroundColor ?? .system(geometry.backgroundColor))
        return SectionLayout.Background(frame: Rect(x: 0, y: top, width: document.width, height: bottom - top), color: color)
    }

    /// The width the section index takes at the trailing edge: its standard width, or wider for long titles,
    /// as UIKit's index sizes itself to fit them; 0 without an index.
    private let indexWidth: Double

    private static func indexWidth(of document: ListDocument, measurer: any TextMeasuring) -> Double {
        guard !document.sectionIndex.isEmpty else { return 0 }
        let attributes = indexAttributes(of: document)
        let widest = document.sectionIndex.map { measurer.measure($0, attributes, width: nil).size.width }.max() ?? 0
        return max(SectionIndexMetrics.width, (widest + 2 * SectionIndexMetrics.titleInset).rounded(.up))
    }

    /// The section index titles' font and layout.
    private static func indexAttributes(of document: ListDocument) -> TextAttributes {
        TextAttributes(font: SectionIndexMetrics.font, numberOfLines: 1, lineBreakMode: .byClipping, alignment: .center,
                       direction: document.traits.direction)
    }

    /// The section index: its titles one under the other, centred in the index's width, the column centred
    /// in the list's height (the table view's bounds here: the whole list is drawn), closer together when the
    /// list is too short for them (``SectionIndexMetrics``).
    private func sectionIndex(height: Double) -> SectionIndexLayout? {
        guard !document.sectionIndex.isEmpty else { return nil }
        let rtl = document.traits.direction == .rightToLeft
        let frame = Rect(x: rtl ? 0 : document.width - indexWidth, y: 0, width: indexWidth, height: height)
        let count = Double(document.sectionIndex.count)
        let step = min(SectionIndexMetrics.entryHeight, height / count)
        let top = (height - step * count) / 2
        let titles = sectionIndexTitles.enumerated().map { index, title in
            SectionIndexLayout.Title(text: title, frame: Rect(x: frame.minX, y: top + Double(index) * step,
                                                              width: frame.width, height: step))
        }
        return SectionIndexLayout(frame: frame, titles: titles)
    }

    /// The section index's titles as drawn.
    private var sectionIndexTitles: [ResolvedText] {
        let attributes = Self.indexAttributes(of: document)
        let color = document.resolve(.system(SectionIndexMetrics.color))
        return document.sectionIndex.map { ResolvedText(string: $0, attributes: attributes, color: color) }
    }

    /// A row of the outline laid out in a column's state (its pinned state if it has one), indented by
    /// its level (`indentationLevel`, else its depth) × `indentationWidth` (else the list's).
    private func layoutRow(_ item: OutlineRow, in columnState: CellState, width: Double,
                           trailingInset: Double = 0) throws(CellshotError) -> RowLayout {
        let row = item.row
        // A row with its own tint is resolved against the document with that tint: everything the tint colours
        // (tinted accessories, symbols, colour transformers) takes it, as a cell's `tintColor` does in UIKit.
        defer { tintedResolver = nil }
        if let tint = row.tint {
            var tinted = document
            tinted.tint = tint
            tintedResolver = CellResolver(document: tinted, geometry: current.resolver.geometry,
                                          naturalSize: naturalSize, appearance: current.appearance)
        }
        let rowState = row.effectiveState(in: columnState)
        var state = rowState
        // A row whose outline disclosure has the header style cannot be selected (Apple: "The cell itself is not
        // selectable when using this style"): its configuration is drawn in the normal look in the selected and
        // highlighted columns.
        if state == .selected || state == .highlighted,
           row.configuration(for: state)?.hasHeaderStyleOutlineDisclosure(in: state) == true {
            state = .normal
        }
        let level = row.indentationLevel ?? item.depth
        let outline = RowOutline(indentation: Double(level) * (row.indentationWidth ?? indentationWidth),
                                 indentsAccessories: row.indentsAccessories ?? true, expanded: row.expanded)
        let drawing: RowLayout.Drawing
        if let configuration = row.configuration(for: rowState) {
            let cell = try CellshotError.rendering { () throws(RenderError) in
                try resolver.resolve(configuration, in: state, outline: outline)
            }
            try checkTexts(of: cell, at: item.path)
            var frames = try CellshotError.layingOut { () throws(LayoutError) in
                try layoutCell(cell, width: width - trailingInset)
            }
            if trailingInset > 0 { frames = frames.leaving(trailingInset, rightToLeft: document.traits.direction == .rightToLeft) }
            drawing = .cell(cell, views: frames)
            // Once a row, in the first state it is found in.
            if let squeezed = SqueezedAccessory(cell, frames: frames, measurer: measurer),
               reportedDiagnostics.insert("\(item.path)|squeezed accessory").inserted {
                warnings.append("\(item.path) (\(state.rawValue)): \(squeezed.message(cellWidth: width))")
            }
        } else if case .hosted(let hosted) = row.content {
            drawing = .hosted(try layoutHostedRow(row, hosted, at: item.path, in: state, width: width,
                                                  trailingInset: trailingInset, outline: outline))
        } else {
            drawing = .template(try layoutTemplateRow(row, at: item.path, in: state, width: width,
                                                      indentation: outline.indentation, trailingInset: trailingInset,
                                                      outline: outline))
        }
        var laidOut = RowLayout(state: state, frame: .zero, drawing: drawing, separator: nil)
        // A text the layout could not wrap within the line budget was measured unwrapped: refused here.
        try checkLines(of: drawing, at: item.path)
        laidOut.path = item.path
        laidOut.depth = item.depth
        laidOut.contentBackground = row.contentBackgroundColor.map(resolver.document.resolve)
        return laidOut
    }

    /// A built-in row's texts against the text budget: its text, secondary text and accessory labels.
    func checkTexts(of cell: ResolvedCell, at rowPath: JSONPath) throws(CellshotError) {
        try LaidOutTexts(cell: cell, at: rowPath).check(with: textBudget)
    }

    /// Reports the text a row, grid item, header or footer just laid out that would have wrapped past the line
    /// budget (``LineBudgetMeasurer`` measured it unwrapped instead), at the text's own path.
    func checkLines(of drawing: RowLayout.Drawing, at path: JSONPath) throws(CellshotError) {
        guard let overrun = lineBudget.takeOverrun() else { return }
        switch drawing {
        case .cell(let cell, _):
            try textBudget.check(overrun, among: LaidOutTexts(cell: cell, at: path), at: path)
        case .template(let template):
            var texts = LaidOutTexts(template: template.content, definition: template.definition)
            if let cell = template.accessoryCell { texts = texts + LaidOutTexts(cell: cell, at: path) }
            try textBudget.check(overrun, among: texts, at: path, drawing: path)
        case .hosted:
            // A front end's own texts (a SwiftUI row's) have no JSON path: the row's is the place.
            try textBudget.check(overrun, at: path)
        }
    }

    /// The width of an indentation level when a row gives none: the list appearance's.
    private var indentationWidth: Double { current.appearance.defaultIndentationWidth }

    /// A cell laid out; a `valueCell` whose texts do not fit side by side is stacked, as UIKit does, and so
    /// is every one at the accessibility content sizes (UIKit's value cells stack there to leave the texts room).
    func layoutCell(_ cell: ResolvedCell, width: Double) throws(LayoutError) -> CellFrames {
        if cell.sideBySide && document.traits.contentSize.isAccessibilityCategory {
            return try template(for: ListCellLayout.Shape(cell, sideBySide: false), firstRow: cell).layout(cell, width: width)
        }
        let frames = try template(for: ListCellLayout.Shape(cell, sideBySide: cell.sideBySide), firstRow: cell)
            .layout(cell, width: width)
        guard cell.sideBySide, let text = cell.text, let secondary = cell.secondaryText,
              let textFrame = frames.text, let secondaryFrame = frames.secondaryText else { return frames }
        let fits = textFrame.width >= naturalWidth(text) - 0.01 && secondaryFrame.width >= naturalWidth(secondary) - 0.01
        if fits { return frames }
        return try template(for: ListCellLayout.Shape(cell, sideBySide: false), firstRow: cell).layout(cell, width: width)
    }

    /// A row drawn by a custom template: the definition for its state, laid out by the template cell
    /// of its structure (built once), with UIKit's background for the state under the template's.
    ///
    /// An indented row's template lays out in the content view, narrower by the indentation and moved
    /// towards the trailing edge; the background still fills the cell. A row with accessories
    /// (``Row/templateAccessories``) lays its template out in the room they leave, as UIKit lays out a list
    /// cell's content view: placed by the same cell template a built-in row's accessories are.
    /// - Parameter container: what the template draws when it is not a list row's cell (`a header`, `a grid
    ///   item`), which has no separator: its constraints may not name `separatorLayoutGuide`.
    func layoutTemplateRow(_ row: Row, at rowPath: JSONPath, in state: CellState,
                           width cellWidth: Double, indentation: Double, trailingInset: Double = 0,
                           outline: RowOutline? = nil,
                           margins cellMargins: DirectionalEdgeInsets? = nil,
                           height: RowHeight? = nil, container: String? = nil) throws(CellshotError) -> TemplateRowLayout {
        var width = max(0, cellWidth - indentation - trailingInset)
        var offset = document.traits.direction == .rightToLeft ? trailingInset : indentation
        var accessories = try templateAccessories(of: row, at: rowPath, in: state, width: cellWidth,
                                                  trailingInset: trailingInset, outline: outline)
        if let accessories {
            width = accessories.views.content.width
            offset = accessories.views.content.minX
        }
        var definition = try document.templateDefinition(for: row, at: rowPath, in: state)
        // A grid item's size decides its cell's height.
        if let height { definition.height = height }
        if let container { try checkNoSeparatorGuide(in: definition, drawnAs: container, drawing: rowPath) }
        let content = try CellshotError.rendering { () throws(RenderError) in try templateResolver.resolve(definition, in: state) }
        // Labels, buttons' titles and list content views' texts alike, before any is measured.
        try LaidOutTexts(template: content, definition: definition).check(with: textBudget, drawing: rowPath)
        let margins = cellMargins ?? defaultTemplateMargins
        // Rows whose values only fill in what views show share their template's system by a small key;
        // the others are told apart by their whole structure.
        let key = try templateStructureKey(row, at: rowPath, in: state).map { MarginedTemplateKey(key: $0, margins: margins) }
        let templateCell: CustomTemplateLayout
        if !rebuildsTemplatesForEveryRow, let key, let cached = templateCellsByKey[key] {
            templateCell = cached
        } else {
            let structure = CustomTemplateLayout.Structure(definition, defaultMargins: margins)
            if !rebuildsTemplatesForEveryRow, let cached = templateCells[structure] {
                templateCell = cached
            } else {
                try textBudget.checkTemplateViews(built: templateViewsBuilt, adding: definition.allViews.count,
                                                  at: definition.path, drawing: rowPath)
                templateViewsBuilt += definition.allViews.count
                do {
                    templateCell = try CustomTemplateLayout(definition, defaultMargins: margins, measurer: measurer,
                                                            direction: document.traits.direction, content: content)
                } catch {
                    // Placeholders may have put the row's values into the constraint: say which row it was.
                    throw error.drawing(rowPath, in: state)
                }
                // Rows whose values change the structure (a placeholder in a constraint) each build one:
                // keep memory bounded.
                if templateCells.count >= Self.maximumTemplateCells {
                    templateCells.removeAll()
                    templateCellsByKey.removeAll()
                }
                templateCells[structure] = templateCell
            }
            // States whose overrides change no structure share one system; the key finds it directly next time.
            if let key { templateCellsByKey[key] = templateCell }
        }
        var (size, frames, diagnostics) = try templateCell.layout(definition, resolved: content, width: width)
        var listContentFrames = templateCell.listContentFrames
        if offset > 0 {
            frames = frames.mapValues { Rect(x: $0.minX + offset, y: $0.minY, width: $0.width, height: $0.height) }
            listContentFrames = listContentFrames.mapValues { $0.offsetBy(dx: offset, dy: 0) }
        }
        for diagnostic in diagnostics {
            if strict {
                throw .document(DocumentError(.invalidValue, path: definition.path.appending(key: "constraints"),
                                              message: diagnostic.strictDescription,
                                              hint: "drawn for \(rowPath) in the \(state.rawValue) state; "
                                                  + "without --strict cellshot recovers as UIKit does and warns"))
            }
            // Once per template and problem, naming the first row it was found in.
            guard reportedDiagnostics.insert("\(definition.path)|\(diagnostic.reportKey)").inserted else { continue }
            warnings.append("\(definition.path) (drawing \(rowPath), \(state.rawValue)): \(diagnostic)")
        }
        // The accessories centred in the height the template settled on.
        if var placed = accessories {
            placed.cell.height = .fixed(size.height)
            placed.views = try CellshotError.layingOut { () throws(LayoutError) in
                try layoutCell(placed.cell, width: cellWidth - trailingInset)
            }
            if trailingInset > 0 {
                placed.views = placed.views.leaving(trailingInset, rightToLeft: document.traits.direction == .rightToLeft)
            }
            accessories = placed
        }
        var layout = TemplateRowLayout(definition: definition, frames: frames, content: content,
                                       bounds: Rect(x: 0, y: 0, width: cellWidth, height: size.height),
                                       contentFrame: Rect(x: offset, y: 0, width: width, height: size.height),
                                       background: resolver.resolveBackground(definition.background, in: state),
                                       layoutMargins: definition.layoutMargins ?? margins)
        layout.accessoryCell = accessories?.cell
        layout.accessoryViews = accessories?.views
        layout.listContentFrames = listContentFrames
        if templateCell.separatorGuide != nil, let guide = frames[CustomTemplateLayout.separatorGuideName] {
            layout.separatorLeading = document.traits.direction == .rightToLeft ? cellWidth - guide.maxX : guide.minX
        }
        return layout
    }

    /// A template row's accessories resolved and laid out in a cell of the row's width (at the standard
    /// height: only their widths and the content view's place are read before the template is laid out);
    /// `nil` for a row without accessories.
    func templateAccessories(of row: Row, at rowPath: JSONPath, in state: CellState, width cellWidth: Double,
                                     trailingInset: Double,
                                     outline: RowOutline?) throws(CellshotError) -> (cell: ResolvedCell, views: CellFrames)? {
        guard !row.templateAccessories.isEmpty else { return nil }
        guard let outline else {
            throw .document(DocumentError(.invalidValue, path: rowPath.appending(key: "accessories"),
                                          message: "expected no accessories in a grid section's row",
                                          hint: "a grid's cells (UICollectionViewCell) have no accessories; draw "
                                              + "them in the template"))
        }
        let cell = try CellshotError.rendering { () throws(RenderError) in
            try resolver.resolve(CellConfiguration(accessories: row.templateAccessories), in: state, outline: outline)
        }
        try checkTexts(of: cell, at: rowPath)
        var views = try CellshotError.layingOut { () throws(LayoutError) in
            try layoutCell(cell, width: cellWidth - trailingInset)
        }
        if trailingInset > 0 { views = views.leaving(trailingInset, rightToLeft: document.traits.direction == .rightToLeft) }
        return (cell, views)
    }

    /// Refuses a template drawn where there is no separator (a header, a footer, a grid item) whose constraints
    /// name `separatorLayoutGuide`: only a list cell has one (UIKit's headers and grid cells have no such property),
    /// and the guide would place nothing.
    private func checkNoSeparatorGuide(in definition: TemplateDefinition, drawnAs container: String,
                                       drawing rowPath: JSONPath) throws(CellshotError) {
        let name = CustomTemplateLayout.separatorGuideName
        guard let constraint = definition.constraints.first(where: { $0.text.contains(name) }) else { return }
        throw .document(DocumentError(
            .invalidValue, path: constraint.path,
            message: "expected no \(name) in a template drawn as \(container) (drawing \(rowPath)): only a list row's "
                + "cell has a separator to place",
            hint: "UIKit's headers, footers and grid cells have no \(name); constrain to the view's edges or margins"))
    }

    /// The row's structure key, with a failure said as one about the row (as `template(for:)` says it).
    private func templateStructureKey(_ row: Row, at rowPath: JSONPath,
                                      in state: CellState) throws(CellshotError) -> TemplateStructureKey? {
        do throws(DocumentError) {
            return try document.templateStructureKey(for: row, at: rowPath, in: state)
        } catch {
            throw .document(error)
        }
    }

    /// A custom content view's margins when its template gives none: a cell content view's
    /// (11 pt above and below, the list's layout margin at the sides).
    private var defaultTemplateMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 11, leading: geometry.layoutMargin, bottom: 11, trailing: geometry.layoutMargin)
    }

    private func naturalWidth(_ text: ResolvedText) -> Double {
        measurer.measure(text.string, text.attributes, width: nil).size.width
    }

    /// The template of a shape, built (with the row about to be laid out in it) the first time it is asked for.
    private func template(for shape: ListCellLayout.Shape, firstRow: ResolvedCell) throws(LayoutError) -> ListCellLayout {
        if !rebuildsTemplatesForEveryRow, let template = cellTemplates[shape] { return template }
        let template = try ListCellLayout(shape: shape, firstRow: firstRow, measurer: measurer,
                                          direction: document.traits.direction)
        cellTemplates[shape] = template
        return template
    }

    /// A list section's header or footer: drawn by a template, or texts (``layoutHeaderFooter(_:defaults:at:path:)``).
    private func layoutHeaderFooter(_ configuration: HeaderFooterConfiguration, defaults: HeaderFooterMetrics,
                                    at y: Double, path: JSONPath, in state: CellState) throws(CellshotError) -> TextBlockLayout {
        if let hosted = configuration.hosted {
            return try layoutHostedHeaderFooter(hosted, defaults: defaults, at: y, path: path)
        }
        guard let name = configuration.template else {
            return try layoutHeaderFooter(configuration, defaults: defaults, at: y, path: path)
        }
        // A document cannot write them beside a template; the Swift API could: refused, not dropped.
        if !configuration.accessories.isEmpty {
            throw .document(DocumentError(.invalidValue, path: path.appending(key: "accessories"),
                                          message: "expected no accessories beside a template, found "
                                              + "\(configuration.accessories.count)",
                                          hint: "a header or footer drawn by a template draws only its own views; "
                                              + "put the accessory's image in the template"))
        }
        // A view of yours as a header (`viewForHeaderInSection`): the table view's width and the height it is
        // given, else the height its constraints give; its margins are a plain UIView's [I].
        var template = try layoutTemplateRow(Row(template: name, values: configuration.values), at: path, in: state,
                                             width: document.width, indentation: 0,
                                             margins: Self.headerFooterViewMargins,
                                             height: configuration.height.map { .fixed($0) },
                                             container: path.components.last == .key("footer") ? "a footer" : "a header")
        template.background = resolver.resolveBackground(template.definition.background, defaultColor: .clear)
        try checkLines(of: .template(template), at: path)
        var block = TextBlockLayout(frame: Rect(x: 0, y: y, width: document.width, height: snapUp(template.bounds.height)),
                                    labelFrame: nil, text: nil)
        block.template = template
        return block
    }

    /// A plain `UIView`'s layout margins: 8 points on each side (Apple, `UIView.layoutMargins`: "the default
    /// spacing of 8 points on each side").
    static let headerFooterViewMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// A header or footer, its text aligned with the cells' content, its height on the pixel grid.
    func layoutHeaderFooter(_ configuration: HeaderFooterConfiguration, defaults: HeaderFooterMetrics,
                                    at y: Double, path: JSONPath) throws(CellshotError) -> TextBlockLayout {
        if configuration.template != nil {
            throw .document(DocumentError(.invalidValue, path: path.appending(key: "template"),
                                          message: "expected a text header or footer in a grid section, found a template",
                                          hint: "a grid section's header and footer are texts; draw views of yours in "
                                              + "a list section's header"))
        }
        var block = try headerFooters.layout(configuration, defaults: defaults, at: y, path: path, budget: textBudget)
        try textBudget.check(lineBudget.takeOverrun(),
                             among: LaidOutTexts(text: block.text, secondaryText: block.secondaryText,
                                                 accessories: block.accessories, at: path),
                             at: path)
        block.frame.size.height = snapUp(block.frame.height)
        return block
    }

    /// Separators under the rows: inset to the text's start (and, in some looks, before the trailing edge), as thick
    /// as the look's, none next to a selected
    /// or highlighted row (UIKit hides them), full width at a grouped section's edges.
    ///
    /// A row's own options (``Row/separator``) hide the separator below it (its `bottom`) or above it (its `top`:
    /// the one below the row before it), and colour the separator below it.
    private func placeSeparators(_ rows: inout [RowLayout], options: [RowSeparator?] = [],
                                 trailingInset indexInset: Double = 0) {
        guard geometry.showsSeparators else { return }
        func option(_ index: Int) -> RowSeparator? { index < options.count ? options[index] : nil }
        let thickness = geometry.separatorThickness.points(atScale: scale)
        let rtl = document.traits.direction == .rightToLeft
        for index in rows.indices {
            let row = rows[index]
            let isLast = index == rows.count - 1
            if isLast && !geometry.separatorAfterLastRow && !geometry.sectionEdgeSeparators { continue }
            let next = isLast ? nil : rows[index + 1]
            if row.state.hidesSeparators || (next?.state.hidesSeparators ?? false) { continue }
            if option(index)?.bottom == .hidden || (!isLast && option(index + 1)?.top == .hidden) { continue }
            rows[index].separatorColor = option(index)?.color.map(document.resolve)
            var minX = row.frame.minX, maxX = row.frame.maxX
            if !(isLast && geometry.sectionEdgeSeparators) {
                let leading = separatorInset(row), trailing = geometry.separatorTrailingInset + indexInset
                if rtl { (minX, maxX) = (minX + trailing, maxX - leading) } else { (minX, maxX) = (minX + leading, maxX - trailing) }
            }
            rows[index].separator = Rect(x: minX, y: row.frame.maxY - thickness, width: max(0, maxX - minX),
                                         height: thickness)
        }
    }

    /// The distance from the cell's leading edge to its text (`separatorLayoutGuide`).
    private func separatorInset(_ row: RowLayout) -> Double {
        switch row.drawing {
        case .template(let template):
            return template.separatorLeading ?? template.layoutMargins.leading
        case .hosted(let hosted):
            return hosted.separatorLeading
        case .cell(let cell, let views):
            guard let text = views.text ?? views.secondaryText else { return cell.margins.leading }
            return document.traits.direction == .rightToLeft ? row.frame.width - text.maxX : text.minX
        }
    }

    /// Rounds a length up to the pixel grid, as UIKit rounds cell heights.
    func snapUp(_ length: Double) -> Double {
        (length * scale - 1e-6).rounded(.up) / scale
    }
}

extension CellFrames {
    /// These frames, laid out in a cell narrowed by `inset` at its trailing end, in the whole cell: moved by
    /// the inset right to left, where the trailing end is the left; the cell itself keeps its whole width.
    func leaving(_ inset: Double, rightToLeft: Bool) -> CellFrames {
        func moved(_ rect: Rect) -> Rect {
            rightToLeft ? Rect(x: rect.minX + inset, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        var frames = self
        frames.cell = Rect(x: cell.minX, y: cell.minY, width: cell.width + inset, height: cell.height)
        frames.content = moved(content)
        frames.image = image.map(moved)
        frames.text = text.map(moved)
        frames.secondaryText = secondaryText.map(moved)
        frames.accessories = accessories.map(moved)
        frames.leadingAccessories = leadingAccessories.map(moved)
        return frames
    }
}

extension CellState {
    /// Whether UIKit hides the separators around a row in this state (its grey, or a focused cell's tint,
    /// reaches the neighbours [I: focused]).
    var hidesSeparators: Bool { self == .selected || self == .highlighted || self == .focused }
}
