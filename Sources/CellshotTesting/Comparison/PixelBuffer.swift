/// An RGBA8 pixel buffer seen through a raw pointer, for the comparison's inner loops:
/// pixelmatch's colour metric and anti-aliasing detector.
///
/// Follows pixelmatch (https://github.com/mapbox/pixelmatch, `index.js`, ISC licence, by Mapbox):
/// the YIQ colour distance of Kotsarenko and Ramos, "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications" (2010), with translucent colours
/// blended over white, and the anti-aliased pixel detector of Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector" (2009). Written anew in Swift from the published algorithm.
struct PixelBuffer {
    /// The largest ``colorDelta(_:_:in:)``: black against white.
    static let maximumDelta = 35_215.0

    let bytes: UnsafeRawBufferPointer
    let width: Int
    let height: Int

    /// The pixel at `index` (in pixels) as one word, for equality tests.
    @inline(__always)
    func word(_ index: Int) -> UInt32 {
        bytes.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)
    }

    /// The pixel at `index` blended over white, as red, green and blue from 0 to 255.
    @inline(__always)
    func blendedOverWhite(_ index: Int) -> (r: Double, g: Double, b: Double) {
        let offset = 4 * index
        let r = Double(bytes[offset]), g = Double(bytes[offset + 1]), b = Double(bytes[offset + 2])
        let alpha = bytes[offset + 3]
        guard alpha < 255 else { return (r, g, b) }
        let a = Double(alpha) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    /// The alpha of the pixel at `index`.
    @inline(__always)
    func alpha(_ index: Int) -> UInt8 { bytes[4 * index + 3] }

    /// The squared YIQ distance between this buffer's pixel at `index` and `other`'s, both blended
    /// over white: 0 for equal colours, up to ``maximumDelta``.
    @inline(__always)
    func colorDelta(_ index: Int, _ otherIndex: Int, in other: PixelBuffer) -> Double {
        if word(index) == other.word(otherIndex) { return 0 }
        let first = blendedOverWhite(index), second = other.blendedOverWhite(otherIndex)
        let (r, g, b) = (first.r - second.r, first.g - second.g, first.b - second.b)
        let y = Self.luma(r, g, b)
        let i = r * 0.59597799 - g * 0.27417610 - b * 0.32180189
        let q = r * 0.21147017 - g * 0.52261711 + b * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (Y of YIQ) of the pixel at `index` minus that at `otherIndex`, both blended
    /// over white; exactly 0 for equal pixels.
    @inline(__always)
    func brightnessDelta(_ index: Int, _ otherIndex: Int) -> Double {
        if word(index) == word(otherIndex) { return 0 }
        let first = blendedOverWhite(index), second = blendedOverWhite(otherIndex)
        return Self.luma(first.r, first.g, first.b) - Self.luma(second.r, second.g, second.b)
    }

    /// The Y (brightness) of YIQ.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Whether the pixel at (`x`, `y`) looks like part of an anti-aliased edge (pixelmatch's
    /// `antialiased`): among its 8 neighbours at most 2 have its brightness (a pixel on the image's
    /// border counts one more), some are darker and some brighter, and the darkest or the brightest
    /// of them lies inside a flat area (``hasManySiblings(x:y:)``) in both this image and `other`.
    func isAntiAliased(x: Int, y: Int, other: PixelBuffer) -> Bool {
        let center = y * width + x
        var equal = x == 0 || x == width - 1 || y == 0 || y == height - 1 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestIndex = 0, brightestIndex = 0
        for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
            for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) where neighbourX != x || neighbourY != y {
                let neighbour = neighbourY * width + neighbourX
                let delta = brightnessDelta(center, neighbour)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestIndex = neighbour
                } else if delta > brightest {
                    brightest = delta
                    brightestIndex = neighbour
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(darkestIndex) && other.hasManySiblings(darkestIndex))
            || (hasManySiblings(brightestIndex) && other.hasManySiblings(brightestIndex))
    }

    /// Whether at least 3 of the pixel's 8 neighbours are exactly equal to it (a pixel on the
    /// image's border counts one more): the pixel lies inside a flat area.
    func hasManySiblings(_ index: Int) -> Bool {
        let x = index % width, y = index / width
        var equal = x == 0 || x == width - 1 || y == 0 || y == height - 1 ? 1 : 0
        let center = word(index)
        for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
            for neighbourY in max(y - 1, 0)...min(y + 1, height - 1) where neighbourX != x || neighbourY != y {
                if word(neighbourY * width + neighbourX) == center {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
