/// The colours of a diff image.
///
/// Pixels that match show the reference faded towards white and turned grey (its brightness at
/// 10 % strength, pixelmatch's `alpha` of 0.1), so the coloured pixels stand out while the layout
/// stays recognisable.
enum DiffPalette {
    /// A pixel that differs: red.
    static let different: UInt32 = word(255, 0, 0)
    /// A difference ignored as anti-aliasing: yellow.
    static let antiAliased: UInt32 = word(255, 255, 0)
    /// A pixel whose colour matches but whose transparency differs: magenta.
    static let alphaOnly: UInt32 = word(255, 0, 255)
    /// Where only one of two images of different sizes has pixels: blue.
    static let outside: UInt32 = word(0, 90, 255)
    /// The colour masked regions are multiplied with: light blue (CSS `lightblue`).
    static let maskTint: (r: UInt32, g: UInt32, b: UInt32) = (173, 216, 230)
    /// How strongly the reference shows under the diff (pixelmatch's `alpha`).
    static let fade = 0.1

    /// An opaque colour as the word of its RGBA bytes in memory.
    static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        UInt32(littleEndian: UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000)
    }

    /// The reference's pixel at `index` faded: its brightness, `fade` of the way from white,
    /// weighted by its alpha (pixelmatch's `drawGrayPixel`).
    @inline(__always)
    static func faded(_ image: PixelBuffer, _ index: Int) -> UInt32 {
        let offset = 4 * index
        let luma = PixelBuffer.luma(Double(image.bytes[offset]), Double(image.bytes[offset + 1]),
                                    Double(image.bytes[offset + 2]))
        let value = 255 + (luma - 255) * fade * Double(image.bytes[offset + 3]) / 255
        let grey = UInt8(value.rounded())
        return word(grey, grey, grey)
    }

    /// A diff pixel multiplied with the mask tint.
    static func tinted(_ word: UInt32) -> UInt32 {
        let pixel = UInt32(littleEndian: word)
        let r = (pixel & 0xFF) * maskTint.r / 255
        let g = (pixel >> 8 & 0xFF) * maskTint.g / 255
        let b = (pixel >> 16 & 0xFF) * maskTint.b / 255
        return UInt32(littleEndian: r | g << 8 | b << 16 | 0xFF00_0000)
    }
}
