import CellshotGraphics

extension ImageContentMode {
    /// Where an image of natural size `size` is drawn for a frame, as
    /// `UIImageView` places it; parts outside the frame are clipped.
    /// - Parameters:
    ///   - size: the image's natural size in points.
    ///   - frame: the image view's frame.
    /// - Returns: the rectangle the whole image is scaled into; empty for an empty image.
    func placement(of size: Size, in frame: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return Rect(origin: frame.origin, size: .zero) }
        let drawn: Size
        switch self {
        case .scaleToFill:
            return frame
        case .scaleAspectFit, .scaleAspectFill:
            let widthRatio = frame.width / size.width, heightRatio = frame.height / size.height
            let ratio = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            drawn = Size(width: size.width * ratio, height: size.height * ratio)
        case .center:
            drawn = size
        }
        return Rect(x: frame.minX + (frame.width - drawn.width) / 2, y: frame.minY + (frame.height - drawn.height) / 2,
                    width: drawn.width, height: drawn.height)
    }
}
