import CellshotLayout
import CellshotGraphics
import CellshotModel

extension ListLayouter {
    /// A row whose content a front end lays out (``HostedContent``), in the list's chrome as a custom content
    /// view is: its accessories placed as a built-in row's, the content given the content view's width less its
    /// margins, the row as tall as the content and its margins and at least the minimum row height, the content
    /// centred in the height left (SwiftUI centres a view in a taller frame), the separator from where the content
    /// says its text starts.
    /// In a grid (`gridMargins` given), the item's own margins when the content gives none, its height when fixed,
    /// and no background of its own.
    func layoutHostedRow(_ row: Row, _ hosted: HostedContent, at rowPath: JSONPath, in state: CellState,
                         width cellWidth: Double, trailingInset: Double, outline: RowOutline,
                         gridMargins: DirectionalEdgeInsets? = nil, fixedHeight: Double? = nil) throws(CellshotError) -> HostedRowLayout {
        let rightToLeft = document.traits.direction == .rightToLeft
        var width = max(0, cellWidth - outline.indentation - trailingInset)
        var offset = rightToLeft ? trailingInset : outline.indentation
        var accessories = try templateAccessories(of: row, at: rowPath, in: state, width: cellWidth,
                                                  trailingInset: trailingInset, outline: gridMargins == nil ? outline : nil)
        if let accessories {
            width = accessories.views.content.width
            offset = accessories.views.content.minX
        }
        let vertical = geometry.rowVerticalMargin
        // Beside a trailing accessory the content ends nearer it than the layout margin (the accessory keeps its own
        // spacing from the content).
        let besideAccessory = accessories.map { !$0.views.accessories.isEmpty } ?? false
        let trailing = besideAccessory ? geometry.rowTrailingMarginBesideAccessory : geometry.layoutMargin
        let margins = hosted.margins.applied(to: gridMargins ?? DirectionalEdgeInsets(top: vertical, leading: geometry.layoutMargin,
                                                                                      bottom: vertical, trailing: trailing))
        let contentWidth = max(0, width - margins.leading - margins.trailing)
        guard let source = hosted.source(for: state) else {
            throw .document(DocumentError(.invalidValue, path: rowPath, message: "expected hosted content, found none",
                                          hint: "give the row a source for the normal state"))
        }
        let request = HostedLayoutRequest(state: state, width: contentWidth, traits: document.traits, look: document.look,
                                          tint: document.resolvedTint, scale: scale, measurer: measurer,
                                          naturalSize: { [naturalSize] reference in try? naturalSize(reference) })
        let content: HostedContentLayout
        do {
            content = try source.layout(request)
        } catch {
            throw .document(DocumentError(.invalidValue, path: rowPath, message: "the row's content could not be laid out: \(error)",
                                          hint: "drawn in the \(state.rawValue) state"))
        }
        for warning in content.warnings where reportedDiagnostics.insert("\(rowPath)|\(warning)").inserted {
            warnings.append("\(rowPath) (\(state.rawValue)): \(warning)")
        }
        let minimum = hosted.minimumHeight ?? (gridMargins == nil ? geometry.minimumRowHeight : 0)
        let height = fixedHeight ?? max(minimum, content.size.height + margins.top + margins.bottom)
        let leadingMargin = rightToLeft ? margins.trailing : margins.leading
        let hostedFrame = Rect(x: offset + leadingMargin + (rightToLeft ? contentWidth - content.size.width : 0),
                                y: margins.top + (height - margins.top - margins.bottom - content.size.height) / 2,
                                width: content.size.width, height: content.size.height)
        // The accessories centred in the height the content settled on.
        if var placed = accessories {
            placed.cell.height = .fixed(height)
            placed.views = try CellshotError.layingOut { () throws(LayoutError) in
                try layoutCell(placed.cell, width: cellWidth - trailingInset)
            }
            if trailingInset > 0 { placed.views = placed.views.leaving(trailingInset, rightToLeft: rightToLeft) }
            accessories = placed
        }
        // The separator's start, from the cell's leading edge: the content view's leading edge, its margin, then
        // where the content says its text starts.
        let contentViewLeading = rightToLeft ? cellWidth - (offset + width) : offset
        let separatorLeading = contentViewLeading + margins.leading + (content.separatorLeading ?? 0)
        let bounds = Rect(x: 0, y: 0, width: cellWidth, height: height)
        var layout = HostedRowLayout(content: content, hostedFrame: hostedFrame,
                                     contentFrame: Rect(x: offset, y: 0, width: width, height: height), bounds: bounds,
                                     layoutMargins: margins,
                                     background: resolver.resolveBackground(hosted.background(for: state), in: state),
                                     separatorLeading: separatorLeading)
        layout.backgroundCommands = source.background(request, cellSize: bounds.size)
        layout.accessoryCell = accessories?.cell
        layout.accessoryViews = accessories?.views
        return layout
    }
}

extension ListLayouter {
    /// A header or footer whose content a front end lays out (a SwiftUI `Section`'s header view): the list's width,
    /// the style's margins (the leading and trailing ones at least the list's layout margin, as a header's text
    /// lines up with the cells'), as tall as the content and its margins; drawn in the normal state.
    func layoutHostedHeaderFooter(_ hosted: HostedContent, defaults: HeaderFooterMetrics, at y: Double,
                                  path: JSONPath) throws(CellshotError) -> TextBlockLayout {
        let width = document.width
        let styleMargins = DirectionalEdgeInsets(top: defaults.margins.top,
                                                 leading: max(defaults.margins.leading, geometry.layoutMargin + geometry.sectionInset),
                                                 bottom: defaults.margins.bottom,
                                                 trailing: max(defaults.margins.trailing, geometry.layoutMargin + geometry.sectionInset))
        let margins = hosted.margins.applied(to: styleMargins)
        let contentWidth = max(0, width - margins.leading - margins.trailing)
        guard let source = hosted.source(for: .normal) else {
            throw .document(DocumentError(.invalidValue, path: path, message: "expected hosted content, found none",
                                          hint: "give the header a source for the normal state"))
        }
        let request = HostedLayoutRequest(state: .normal, width: contentWidth, traits: document.traits, look: document.look,
                                          tint: document.resolvedTint, scale: scale, measurer: measurer,
                                          naturalSize: { [naturalSize] reference in try? naturalSize(reference) })
        let content: HostedContentLayout
        do {
            content = try source.layout(request)
        } catch {
            throw .document(DocumentError(.invalidValue, path: path, message: "the content could not be laid out: \(error)",
                                          hint: "a section's header or footer view"))
        }
        for warning in content.warnings where reportedDiagnostics.insert("\(path)|\(warning)").inserted {
            warnings.append("\(path): \(warning)")
        }
        let height = snapUp(max(hosted.minimumHeight ?? 0, content.size.height + margins.top + margins.bottom))
        let rightToLeft = document.traits.direction == .rightToLeft
        let hostedFrame = Rect(x: rightToLeft ? width - margins.leading - content.size.width : margins.leading,
                               y: margins.top, width: content.size.width, height: content.size.height)
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        var laidOut = HostedRowLayout(content: content, hostedFrame: hostedFrame, contentFrame: bounds, bounds: bounds,
                                      layoutMargins: margins,
                                      background: resolver.resolveBackground(hosted.background(for: .normal),
                                                                             defaultColor: .clear),
                                      separatorLeading: margins.leading)
        laidOut.backgroundCommands = source.background(request, cellSize: bounds.size)
        var block = TextBlockLayout(frame: Rect(x: 0, y: y, width: width, height: height), labelFrame: nil, text: nil)
        block.hosted = laidOut
        return block
    }
}
