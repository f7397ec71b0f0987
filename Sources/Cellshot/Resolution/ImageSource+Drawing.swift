import CellshotGraphics
import CellshotModel
import CellshotRender

extension ImageSource {
    /// The image as UIKit draws it before any fitting: a symbol is a template image at `symbolPointSize`,
    /// drawn in `tint`; a file keeps its natural size and its own colours (UIKit tints template images only).
    /// Cells, headers, accessories and template image views all start from it.
    /// - Parameters:
    ///   - symbolPointSize: the point size of the text a symbol stands beside.
    ///   - tint: the symbol's colour (not asked for a file).
    ///   - naturalSize: a file's size in points.
    func drawn(symbolPointSize: Double, tint: () -> Color,
               naturalSize: (ImageReference) throws(RenderError) -> Size) throws(RenderError) -> (reference: ImageReference, size: Size,
                                                                          tint: Color?) {
        switch self {
        case .symbol(let name):
            (.symbol(name: name), ListContentMetrics.symbolSize(forPointSize: symbolPointSize), tint())
        case .file(let path):
            (.file(path: path), try naturalSize(.file(path: path)), nil)
        }
    }
}
