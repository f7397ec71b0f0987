/// A bitmap of 8-bit RGBA pixels with straight (not premultiplied) alpha, stored row by row
/// from the top-left corner: the pixel at (x, y) starts at byte `4 * (y * width + x)`.
///
/// The in-memory form ``PNGImage`` reads and writes, and the image comparison works on.
public struct RGBAImage: Sendable, Equatable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `4 * width * height` bytes: red, green, blue, alpha for each pixel, row-major.
    public var pixels: [UInt8]

    /// Creates an image from its pixel bytes.
    /// - Precondition: `width` and `height` are not negative and `pixels` holds
    ///   `4 * width * height` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "negative image size \(width) × \(height)")
        precondition(pixels.count == 4 * width * height,
                     "\(pixels.count) bytes for a \(width) × \(height) RGBA image (expected \(4 * width * height))")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (both from 0, from the top-left corner).
    /// - Precondition: the pixel is inside the image.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) is outside a \(width) × \(height) image")
        let i = 4 * (y * width + x)
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
