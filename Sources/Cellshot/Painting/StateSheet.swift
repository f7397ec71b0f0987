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

    func displayList(columns: [ListLayout], captioned: Bool) -> DisplayList {
        let width = document.width
        let top = captioned ? Self.captionHeight : 0
        let height = top + (columns.map(\.size.height).max() ?? 0)
        let totalWidth = Double(columns.count) * width + Double(max(0, columns.count - 1)) * Self.gutter
        var commands: [DrawCommand] = []
        let background = columns.first?.backgroundColor ?? document.resolve(.system(geometry.backgroundColor))
        for (index, column) in columns.enumerated() {
            let x = Double(index) * (width + Self.gutter)
            if index > 0 {
                // On the pixel grid, so the hairline stays one sharp pixel whatever the width and scale.
                let scale = document.scale
                let lineX = ((x - Self.gutter / 2) * scale).rounded(.down) / scale
                commands.append(.fill(Rect(x: lineX, y: 0, width: 1 / scale, height: height), cornerRadius: 0,
                                      color: column.separatorColor))
            }
            if captioned { commands.append(caption(column.state, x: x)) }
            commands += painter.commands(for: column, at: Point(x: x, y: top))
        }
        return DisplayList(size: Size(width: totalWidth, height: height), background: background, commands: commands)
    }

    /// The state's name ("Selected") in the caption band, aligned with the list's content.
    private func caption(_ state: CellState, x: Double) -> DrawCommand {
        var font = TextStyle.footnote.font(for: .large)
        font.weight = .semibold
        let name = state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst()
        let inset = geometry.sectionInset + geometry.layoutMargin
        let lineHeight = font.lineHeight ?? 18
        return .text(TextRun(text: name, attributes: TextAttributes(font: font), color: document.resolve(.system(.secondaryLabel)),
                             frame: Rect(x: x + inset, y: (Self.captionHeight - lineHeight) / 2,
                                         width: document.width - 2 * inset, height: lineHeight)))
    }
}
