import CellshotRender

extension ImageComparison {
    /// The width of the transparent gutters between the images of a ``strip(reference:diff:actual:)``.
    public static let stripGutter = 8

    /// The reference, the diff and the actual image side by side, left to right, with 8 pixel
    /// transparent gutters between them, aligned at the top; a shorter image leaves transparent
    /// pixels below it.
    /// - Precondition: each image's `pixels` holds `4 × width × height` bytes.
    public static func strip(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let images = [reference, diff, actual]
        images.forEach { $0.checkPixelCount() }
        let width = images.map(\.width).reduce(0, +) + 2 * stripGutter
        let height = images.map(\.height).max() ?? 0
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        var left = 0
        pixels.withUnsafeMutableBytes { target in
            for image in images {
                image.pixels.withUnsafeBytes { source in
                    let rowBytes = 4 * image.width
                    for y in 0..<image.height {
                        let row = UnsafeRawBufferPointer(rebasing: source[y * rowBytes..<(y + 1) * rowBytes])
                        let start = 4 * (y * width + left)
                        UnsafeMutableRawBufferPointer(rebasing: target[start..<start + rowBytes]).copyMemory(from: row)
                    }
                }
                left += image.width + stripGutter
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
