import CellshotGraphics
import CellshotLayout
import CellshotModel
import CellshotRender

/// Grid sections: the section's header, its items placed by ``GridGeometry`` (each cell laid out once by the
/// cell or template system of its shape, as a list row is, at its item's size), its background decoration
/// and its footer.
extension ListLayouter {
    /// A grid section whose top is at `y`; `y` moves to its bottom.
    func layoutGrid(_ section: Section, _ grid: GridLayout, at sectionPath: JSONPath, in state: CellState,
                    y: inout Double) throws(CellshotError) -> SectionLayout {
        let width = document.width
        // Boundary supplementary items: the header above the groups' area, the footer below it.
        var header: TextBlockLayout?
        if let configuration = section.header, configuration.hasContent {
            header = try layoutHeaderFooter(configuration, defaults: geometry.header, at: y,
                                            path: sectionPath.appending(key: "header"))
            header = header.map { followContentInsets($0, grid) }
            y = header!.frame.maxY
        }
        let top = y
        let itemsPath = sectionPath.appending(key: "items")
        var cells: [Int: RowLayout] = [:]
        let placement = GridGeometry(layout: grid, width: width, rightToLeft: document.traits.direction == .rightToLeft)
        let placed = try placement.section(count: section.rows.count) { (index, cellWidth, height) throws(CellshotError) in
            let row = try self.layoutItem(section.rows[index], at: itemsPath.appending(index: index), in: state,
                                     width: cellWidth, height: height)
            cells[index] = row
            return height ?? self.snapUp(row.bounds.height)
        }
        // Once a section, in the first state it is found in.
        if let index = placed.estimatedWidths.first, reportedDiagnostics.insert("\(sectionPath)|estimated width").inserted {
            warnings.append("\(sectionPath.appending(key: "grid")): an estimated width is drawn at its estimate: "
                            + "cells do not size their own width (\(itemsPath.appending(index: index)) and the items like it)")
        }
        if let index = placed.uniformInColumns.first, reportedDiagnostics.insert("\(sectionPath)|uniform column").inserted {
            warnings.append("\(sectionPath.appending(key: "grid")): uniformAcrossSiblings heights in a vertical group are "
                            + "drawn as estimated ones, each cell its own height (\(itemsPath.appending(index: index)) and the items like it)")
        }
        // Fractions of groups nested in groups multiply: a cell can be billions of points wide, where no text is drawn.
        if let wide = placed.cells.first(where: { $0.frame.width > TextBudget.pangoExtent }),
           reportedDiagnostics.insert("\(sectionPath)|wide cell").inserted {
            warnings.append("\(itemsPath.appending(index: wide.index)): the cell is "
                            + "\(Int(saturating: wide.frame.width.rounded()).grouped) points wide, wider than the "
                            + "\(Int(TextBudget.pangoExtent).grouped) points text is laid out across: its texts are not "
                            + "drawn (the fractional widths of \(sectionPath.appending(key: "grid")) multiply in nested groups)")
        }
        var rows: [RowLayout] = []
        rows.reserveCapacity(placed.cells.count)
        for cell in placed.cells {
            guard var row = cells[cell.index] else { continue }
            row.frame = Rect(x: cell.frame.minX, y: top + cell.frame.minY, width: cell.frame.width, height: cell.frame.height)
            rows.append(row)
        }
        let frame = Rect(x: 0, y: top, width: width, height: placed.size.height)
        y = frame.maxY
        var layout = GridSectionLayout(frame: frame)
        if let background = grid.background {
            let box = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                .inset(by: background.contentInsets, direction: document.traits.direction)
            var look = resolver.resolveBackground(background.configuration, defaultColor: .clear)
            look.insets = DirectionalEdgeInsets(all: 0)
            layout.background = (box, look)
        }
        if grid.orthogonalScrollingBehavior.scrollsOrthogonally {
            layout.clip = frame
        }
        var footer: TextBlockLayout?
        if let configuration = section.footer, configuration.hasContent {
            footer = try layoutHeaderFooter(configuration, defaults: geometry.footer, at: y,
                                            path: sectionPath.appending(key: "footer"))
            footer = footer.map { followContentInsets($0, grid) }
            y = footer!.frame.maxY
        }
        var sectionLayout = SectionLayout(header: header, rows: rows, footer: footer, card: frame, cornerRadius: 0,
                                          topSeparator: nil)
        sectionLayout.grid = layout
        return sectionLayout
    }

    /// A header or footer inset at the leading and trailing edges as the groups are
    /// (`supplementariesFollowContentInsets`): its view narrower, its texts where the list puts them.
    private func followContentInsets(_ block: TextBlockLayout, _ grid: GridLayout) -> TextBlockLayout {
        guard grid.supplementariesFollowContentInsets else { return block }
        var block = block
        let rtl = document.traits.direction == .rightToLeft
        let left = rtl ? grid.contentInsets.trailing : grid.contentInsets.leading
        let right = rtl ? grid.contentInsets.leading : grid.contentInsets.trailing
        block.frame = Rect(x: block.frame.minX + left, y: block.frame.minY,
                           width: max(0, block.frame.width - left - right), height: block.frame.height)
        return block
    }

    /// A grid cell's fill when the item gives none: clear, but in the focused state, which cellshot draws
    /// as it draws a focused list cell (the tint behind white content [I], ``FocusMetrics``) so that the white
    /// content stays visible.
    private func defaultBackground(in state: CellState) -> Color {
        state == .focused ? document.resolve(.system(FocusMetrics.background)) : .clear
    }

    /// One grid item's cell at its content width, at a fixed height or self-sizing (`nil`), in the state
    /// the column (or the item's pinned state) says: the cell's system solved once.
    private func layoutItem(_ row: Row, at path: JSONPath, in columnState: CellState, width: Double,
                            height: Double?) throws(CellshotError) -> RowLayout {
        let state = row.effectiveState(in: columnState)
        let drawing: RowLayout.Drawing
        if var configuration = row.configuration(for: state) {
            if let height { configuration.height = .fixed(height) }
            var cell = try CellshotError.rendering { () throws(RenderError) in
                try gridResolver.resolve(configuration, in: state, outline: RowOutline())
            }
            // A plain collection view cell has no background of its own: only the document's is drawn.
            cell.background = gridResolver.resolveBackground(configuration.background, defaultColor: defaultBackground(in: state))
            try checkTexts(of: cell, at: path)
            let frames = try CellshotError.layingOut { () throws(LayoutError) in try layoutCell(cell, width: width) }
            drawing = .cell(cell, views: frames)
        } else if case .hosted(let hosted) = row.content {
            let margins = DirectionalEdgeInsets(top: 11, leading: GridMetrics.cellLayoutMargin, bottom: 11,
                                                trailing: GridMetrics.cellLayoutMargin)
            var laidOut = try layoutHostedRow(row, hosted, at: path, in: state, width: width, trailingInset: 0,
                                              outline: RowOutline(), gridMargins: margins, fixedHeight: height)
            laidOut.background = gridResolver.resolveBackground(hosted.background(for: state),
                                                                defaultColor: defaultBackground(in: state))
            drawing = .hosted(laidOut)
        } else {
            let margins = DirectionalEdgeInsets(top: 11, leading: GridMetrics.cellLayoutMargin, bottom: 11,
                                                trailing: GridMetrics.cellLayoutMargin)
            var template = try layoutTemplateRow(row, at: path, in: state, width: width, indentation: 0, margins: margins,
                                                 height: height.map { .fixed($0) }, container: "a grid item")
            template.background = gridResolver.resolveBackground(template.definition.background,
                                                                 defaultColor: defaultBackground(in: state))
            drawing = .template(template)
        }
        var laidOut = RowLayout(state: state, frame: .zero, drawing: drawing, separator: nil)
        try checkLines(of: drawing, at: path)
        laidOut.path = path
        laidOut.contentBackground = row.contentBackgroundColor.map(document.resolve)
        return laidOut
    }
}
