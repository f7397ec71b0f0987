import CellshotGraphics
import CellshotModel

/// Pictures of one screen in several states side by side, each under a caption naming its state, with a hairline
/// between them — the sheet a list document's states are drawn on (``StateSheet``), for pictures drawn apart
/// (a SwiftUI screen in each state).
package struct ColumnSheet {
    /// The columns, left to right: each state's picture.
    package var columns: [(state: CellState, list: DisplayList)]
    /// Where the caption starts from each column's left edge.
    package var captionInset: Double
    /// Pixels per point (the hairlines sit on the pixel grid).
    package var scale: Double
    /// Light or dark, and the look: the caption's and hairlines' colours.
    package var style: UserInterfaceStyle
    package var look: ListLook

    package init(columns: [(state: CellState, list: DisplayList)], captionInset: Double, scale: Double,
                 style: UserInterfaceStyle, look: ListLook) {
        self.columns = columns
        self.captionInset = captionInset
        self.scale = scale
        self.style = style
        self.look = look
    }

    /// The sheet: one column with no caption when there is one state.
    package func displayList() -> DisplayList {
        guard columns.count > 1 else { return columns.first?.list ?? DisplayList(size: Size(width: 0, height: 0)) }
        let top = StateSheet.captionHeight
        var commands: [DrawCommand] = []
        var x = 0.0
        var height = top
        for (state, list) in columns {
            commands.append(.fill(Rect(x: x, y: top, width: list.size.width, height: list.size.height), cornerRadius: 0,
                                  color: list.background))
            commands += list.commands.offsetBy(dx: x, dy: top)
            commands.append(caption(state, x: x, width: list.size.width))
            height = max(height, top + list.size.height)
            x += list.size.width + StateSheet.gutter
        }
        let separator = SystemColor.separator.color(for: style, in: look)
        var lineX = 0.0
        for (_, list) in columns.dropLast() {
            lineX += list.size.width + StateSheet.gutter
            let position = ((lineX - StateSheet.gutter / 2) * scale).rounded(.down) / scale
            commands.append(.fill(Rect(x: position, y: 0, width: 1 / scale, height: height), cornerRadius: 0, color: separator))
        }
        return DisplayList(size: Size(width: x - StateSheet.gutter, height: height),
                           background: columns[0].list.background, commands: commands)
    }

    /// The state's name in the caption band.
    private func caption(_ state: CellState, x: Double, width: Double) -> DrawCommand {
        var font = TextStyle.footnote.font(for: .large)
        font.weight = .semibold
        let name = state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst()
        let lineHeight = font.lineHeight ?? 18
        return .text(TextRun(text: name, attributes: TextAttributes(font: font),
                             color: SystemColor.secondaryLabel.color(for: style, in: look),
                             frame: Rect(x: x + captionInset, y: (StateSheet.captionHeight - lineHeight) / 2,
                                         width: max(0, width - 2 * captionInset), height: lineHeight)))
    }
}
