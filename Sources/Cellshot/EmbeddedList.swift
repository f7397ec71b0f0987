import CellshotGraphics
import CellshotModel
import CellshotRender

/// A list laid out and painted inside another picture — a SwiftUI `List` among a screen's views — with the
/// picture's own text measurer and images, in one state, without captions. The same layouter and painter
/// draw it as draw a list document.
package struct EmbeddedList {
    /// The list laid out.
    package let layout: ListLayout
    /// What it draws, its top-left corner at the origin.
    package let commands: [DrawCommand]
    /// Problems that do not stop drawing.
    package let warnings: [String]

    /// Lays a document out in a state and paints it.
    /// - Throws: ``CellshotError`` for a mistake the layout finds.
    package init(_ document: ListDocument, in state: CellState, measurer: any TextMeasuring,
                 naturalSize: @escaping (ImageReference) throws(RenderError) -> Size) throws(CellshotError) {
        let layouter = ListLayouter(document: document, measurer: measurer, naturalSize: naturalSize)
        layout = try layouter.layout(in: state)
        let painter = ListPainter(geometry: layouter.listGeometry, direction: document.traits.direction, measurer: measurer)
        commands = painter.commands(for: layout)
        warnings = layouter.warnings
    }
}
