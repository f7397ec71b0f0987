import CellshotRender

/// Hand-made images for the comparison tests.
extension RGBAImage {
    /// An opaque (or `alpha`) image of one colour.
    static func filled(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAImage {
        var pixels = [UInt8](repeating: a, count: 4 * width * height)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = r
            pixels[index + 1] = g
            pixels[index + 2] = b
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The image with the pixel at (`x`, `y`) replaced.
    func setting(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAImage {
        var copy = self
        let index = 4 * (y * width + x)
        copy.pixels.replaceSubrange(index..<index + 4, with: [r, g, b, a])
        return copy
    }

    /// The image with every pixel in the rectangle replaced.
    func filling(x: Range<Int>, y: Range<Int>, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAImage {
        var copy = self
        for row in y {
            for column in x {
                let index = 4 * (row * width + column)
                copy.pixels.replaceSubrange(index..<index + 4, with: [r, g, b, a])
            }
        }
        return copy
    }

    /// A black area on the left and white on the right, with a one-pixel grey anti-aliased
    /// edge in column `edge`: a vertical line drawn with anti-aliasing.
    static func edge(at edge: Int, width: Int = 10, height: Int = 10) -> RGBAImage {
        var image = RGBAImage.filled(width: width, height: height, 255, 255, 255)
        image = image.filling(x: 0..<edge, y: 0..<height, 0, 0, 0)
        return image.filling(x: edge..<edge + 1, y: 0..<height, 128, 128, 128)
    }

    /// The pixel as an array, for comparisons.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let pixel = self[x, y]
        return [pixel.r, pixel.g, pixel.b, pixel.a]
    }
}

/// The diff image's colours.
enum Diff {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let yellow: [UInt8] = [255, 255, 0, 255]
    static let magenta: [UInt8] = [255, 0, 255, 255]
    /// An opaque white reference pixel, faded: still white.
    static let fadedWhite: [UInt8] = [255, 255, 255, 255]
    /// An opaque black reference pixel, faded: 255 − 0.1 × 255 = 229.5, rounded.
    static let fadedBlack: [UInt8] = [230, 230, 230, 255]
    /// A faded white pixel under a mask: white multiplied with light blue (173, 216, 230).
    static let maskedWhite: [UInt8] = [173, 216, 230, 255]
}
