import CellshotRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two images pixel by pixel, exactly or perceptually, and draws what differs.
///
/// ```swift
/// let result = ImageComparison.compare(reference: try PNGImage.read(path: "snapshots/list.png"),
///                                      actual: try PNGImage.read(path: "out/list.png"))
/// if !result.matches, let diff = result.diff { try PNGImage.write(diff, to: "out/list.diff.png") }
/// print(result.summary)   // 1,234 pixels differ (0.42 %)
/// ```
///
/// Identical pixel buffers are recognised first, with one memory comparison. Otherwise every
/// pixel is classified (see ``ComparisonOptions``) and a diff image is painted: the reference
/// faded to light grey, differing pixels red, alpha-only differences magenta, anti-aliasing
/// yellow, masked regions tinted light blue. The perceptual metric and the anti-aliasing detector
/// are pixelmatch's (https://github.com/mapbox/pixelmatch).
public enum ImageComparison {
    /// Compares `actual` with `reference`.
    ///
    /// Images of different sizes never match (a row that got taller is the most common regression):
    /// they are aligned at the top left, the area both have is compared pixel by pixel, and the diff
    /// image, as large as both, shows that comparison and marks in blue what only one of them has.
    /// - Precondition: each image's `pixels` holds `4 × width × height` bytes.
    public static func compare(reference: RGBAImage, actual: RGBAImage,
                               options: ComparisonOptions = .init()) -> ImageComparisonResult {
        reference.checkPixelCount()
        actual.checkPixelCount()
        guard reference.width == actual.width, reference.height == actual.height else {
            return compareDifferentSizes(reference: reference, actual: actual, options: options)
        }
        let total = reference.width * reference.height
        if identical(reference.pixels, actual.pixels) {
            return .identical(width: reference.width, height: reference.height)
        }
        let comparer = PixelComparer(width: reference.width, height: reference.height, options: options)
        var counts = PixelComparer.Counts()
        let diff = [UInt8](unsafeUninitializedCapacity: 4 * total) { diff, count in
            reference.pixels.withUnsafeBytes { referenceBytes in
                actual.pixels.withUnsafeBytes { actualBytes in
                    counts = comparer.compare(
                        PixelBuffer(bytes: referenceBytes, width: reference.width, height: reference.height),
                        PixelBuffer(bytes: actualBytes, width: actual.width, height: actual.height),
                        diff: UnsafeMutableRawBufferPointer(diff))
                }
            }
            count = 4 * total
        }
        let matches = options.allows(differentPixels: counts.different, of: total)
        return ImageComparisonResult(
            matches: matches, sizeMismatch: nil, differentPixels: counts.different,
            antiAliasedPixels: counts.antiAliased, totalPixels: total,
            diff: counts.hasDifferences ? RGBAImage(width: reference.width, height: reference.height, pixels: diff) : nil,
            summary: ComparisonSummary(counts: counts, total: total, options: options, matches: matches).text)
    }

    /// Two images of different sizes: the top-left area both have compared, the rest of the larger canvas
    /// marked ``DiffPalette/outside``.
    static func compareDifferentSizes(reference: RGBAImage, actual: RGBAImage,
                                      options: ComparisonOptions) -> ImageComparisonResult {
        let width = min(reference.width, actual.width), height = min(reference.height, actual.height)
        let canvasWidth = max(reference.width, actual.width), canvasHeight = max(reference.height, actual.height)
        let shared = (reference.cropped(width: width, height: height), actual.cropped(width: width, height: height))
        let comparer = PixelComparer(width: width, height: height, options: options)
        var counts = PixelComparer.Counts()
        var sharedDiff = [UInt8](repeating: 0, count: 4 * width * height)
        shared.0.pixels.withUnsafeBytes { referenceBytes in
            shared.1.pixels.withUnsafeBytes { actualBytes in
                sharedDiff.withUnsafeMutableBytes { diff in
                    counts = comparer.compare(PixelBuffer(bytes: referenceBytes, width: width, height: height),
                                              PixelBuffer(bytes: actualBytes, width: width, height: height), diff: diff)
                }
            }
        }
        var canvas = [UInt32](repeating: DiffPalette.outside, count: canvasWidth * canvasHeight)
        sharedDiff.withUnsafeBytes { source in
            let words = source.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width { canvas[y * canvasWidth + x] = words[y * width + x] }
            }
        }
        let bytes = canvas.withUnsafeBytes { Array($0) }
        let inside = ComparisonSummary(counts: counts, total: width * height, options: options,
                                       matches: options.allows(differentPixels: counts.different, of: width * height)).text
        return ImageComparisonResult(
            matches: false, sizeMismatch: ((reference.width, reference.height), (actual.width, actual.height)),
            differentPixels: counts.different, antiAliasedPixels: counts.antiAliased, totalPixels: width * height,
            diff: RGBAImage(width: canvasWidth, height: canvasHeight, pixels: bytes),
            summary: "sizes differ: reference \(reference.width) × \(reference.height) pixels, actual \(actual.width) × "
                + "\(actual.height) pixels (blue in the diff: only one has it); where both have pixels, \(inside)")
    }

    /// Whether two byte buffers are equal, with one `memcmp`.
    static func identical(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }
}

extension RGBAImage {
    /// Stops when `pixels` was changed to a length that does not fit the size: the loops read raw memory.
    func checkPixelCount() {
        precondition(pixels.count == 4 * width * height,
                     "\(pixels.count) bytes for a \(width) × \(height) RGBA image (expected \(4 * width * height))")
    }
}

extension ImageComparisonResult {
    /// The result for two images with equal pixels.
    static func identical(width: Int, height: Int) -> ImageComparisonResult {
        ImageComparisonResult(matches: true, sizeMismatch: nil, differentPixels: 0, antiAliasedPixels: 0,
                         totalPixels: width * height, diff: nil,
                         summary: "images are identical (\(width) × \(height) pixels)")
    }

}

extension RGBAImage {
    /// The top-left `width` × `height` pixels.
    func cropped(width: Int, height: Int) -> RGBAImage {
        guard width != self.width || height != self.height else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * width * height)
        for y in 0..<height { bytes += pixels[4 * y * self.width..<4 * (y * self.width + width)] }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}
