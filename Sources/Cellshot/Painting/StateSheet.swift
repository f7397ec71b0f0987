import CellshotGraphics
import CellshotModel

/// Puts the list's columns, one per state, side by side in one display list, each under a caption
/// naming its state, with a hairline between columns.
struct StateSheet {
    let geometry: ListGeometry
    let document: ListDocument
    let painter: ListPainter

    /// The gap between two columns, in points.
    static let gutter = 24.0
    /// The height of the caption band above the columns.
    static let captionHeight = 36.0

    /// The display list of the columns: `layout` lays each state out in turn, and each column is turned
    /// into commands before the next is laid out, so only one column's layout is held at a time (a list of
    /// 10,000 rows in three states would otherwise hold three).
    /// - Parameters:
    ///   - states: the states, one column each, left to right.
    ///   - captioned: whether each column has a caption naming its state.
    ///   - layout: lays the list out in a state.
    func displayList(states: [CellState], captioned: Bool,
                     layout: (CellState) throws(CellshotError) -> ListLayout) throws(CellshotError) -> DisplayList {
        let width = document.width
        let top = captioned ? Self.captionHeight : 0
        var commands: [DrawCommand] = []
        var background: Color?
        var separatorColor = document.resolve(.system(geometry.separatorColor))
        var height = top
        for (index, state) in states.enumerated() {
            let column = try layout(state)
            let x = Double(index) * (width + Self.gutter)
            background = background ?? column.backgroundColor
            separatorColor = column.separatorColor
            height = max(height, top + column.size.height)
            if captioned { commands.append(caption(column.state, x: x)) }
            commands += painter.commands(for: column, at: Point(x: x, y: top))
        }
        // The hairlines between columns, in the gutters (nothing else draws there), on the pixel grid so each
        // stays one sharp pixel whatever the width and scale.
        for index in states.indices.dropFirst() {
            let x = Double(index) * (width + Self.gutter)
            let scale = document.scale
            let lineX = ((x - Self.gutter / 2) * scale).rounded(.down) / scale
            commands.append(.fill(Rect(x: lineX, y: 0, width: 1 / scale, height: height), cornerRadius: 0,
                                  color: separatorColor))
        }
        let totalWidth = Double(states.count) * width + Double(max(0, states.count - 1)) * Self.gutter
        return DisplayList(size: Size(width: totalWidth, height: height),
                           background: background ?? document.resolve(.system(geometry.backgroundColor)),
                           commands: commands)
    }

    /// The state's name ("Selected") in the caption band, aligned with the list's content.
    private func caption(_ state: CellState, x: Double) -> DrawCommand {
        var font = TextStyle.footnote.font(for: .large)
        font.weight = .semibold
        let name = state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst()
        let inset = geometry.sectionInset + geometry.layoutMargin
        let lineHeight = font.lineHeight ?? 18
        let caption = ResolvedText(string: name, attributes: TextAttributes(font: font),
                                   color: document.resolve(.system(.secondaryLabel)))
        return painter.text(caption, in: Rect(x: x + inset, y: (Self.captionHeight - lineHeight) / 2,
                                              width: document.width - 2 * inset, height: lineHeight))
    }
}
