import Cellshot
import CellshotModel
import CellshotRender
import Foundation

extension UIImage {
    /// Reads image files' pixel sizes for ``size``, each file once (its own cache: no fonts are needed).
    private static let sizeReader = ImageCache()

    /// The image's size in points, as UIKit's `size` gives it: a file's pixels over its ``scale`` (a 90 × 90 px
    /// `avatar@3x.png` is 30 × 30), a symbol's box at its configuration's point size (the body text's 17 pt
    /// without one) — the size an image view shows it at. Zero for a file cellshot cannot read (it warns when the
    /// list is drawn).
    public var size: CGSize {
        switch source {
        case .symbol:
            let pointSize = symbolConfiguration?.drawnPointSize(fallback: UIImageView.defaultSymbolPointSize)
                ?? UIImageView.defaultSymbolPointSize
            let side = ListContentMetrics.symbolSize(forPointSize: Double(pointSize))
            return CGSize(width: CGFloat(side.width), height: CGFloat(side.height))
        case .file(let path):
            return Self.pointSize(ofFile: path, readBy: Self.sizeReader) ?? .zero
        }
    }

    /// A file's size in points: its pixels, as `images` decodes them, over the scale its name says; `nil` when it
    /// cannot be read.
    static func pointSize(ofFile path: String, readBy images: ImageCache) -> CGSize? {
        guard let pixels = try? images.naturalSize(of: .file(path: path)) else { return nil }
        let points = ImageFileScale.pointSize(ofFile: path, pixels: pixels)
        return CGSize(width: CGFloat(points.width), height: CGFloat(points.height))
    }

    /// Pixels per point, as UIKit's `scale`: a file's from its name (`@2x`, `@3x`; an asset catalog's slot), a
    /// symbol's the display's (the column's display scale, 3 when unspecified).
    public var scale: CGFloat {
        if case .file(let path) = source { return CGFloat(ImageFileScale.scale(ofFile: path)) }
        let display = UITraitCollection.current.displayScale
        return display > 0 ? display : 3
    }
}
