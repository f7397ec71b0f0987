import CellshotGraphics
import Foundation

extension UIView {
    /// How a view lays out its content when its size differs from the content's (`UIView.ContentMode`).
    /// cellshot draws it for image views: ``scaleToFill`` (UIKit's default), ``scaleAspectFit``,
    /// ``scaleAspectFill`` and ``center``; ``redraw`` draws as ``scaleToFill``; the edge placements are reported.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds (the default).
        case scaleToFill
        /// As large as fits, keeping the aspect ratio, centred.
        case scaleAspectFit
        /// As small as covers the bounds, keeping the aspect ratio, centred and cut off.
        case scaleAspectFill
        /// Redrawn on a change of bounds: for an image view, stretched as ``scaleToFill``.
        case redraw
        /// At the natural size, centred.
        case center
        /// At the natural size, centred at the top.
        case top
        /// At the natural size, centred at the bottom.
        case bottom
        /// At the natural size, centred at the left.
        case left
        /// At the natural size, centred at the right.
        case right
        /// At the natural size, in the top-left corner.
        case topLeft
        /// At the natural size, in the top-right corner.
        case topRight
        /// At the natural size, in the bottom-left corner.
        case bottomLeft
        /// At the natural size, in the bottom-right corner.
        case bottomRight

        /// The drawing's content mode; `nil` for the edge placements, which cellshot does not draw.
        var model: ImageContentMode? {
            switch self {
            case .scaleToFill, .redraw: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .center: .center
            case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: nil
            }
        }
    }

    /// How the view lays out its content when its size differs from the content's; ``ContentMode/scaleToFill``
    /// unless set, as in UIKit. Drawn for a `UIImageView` in a custom content view.
    public var contentMode: ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }
}
