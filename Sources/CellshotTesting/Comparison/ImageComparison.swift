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
    /// Images of different sizes are not compared pixel by pixel: the result does not match, has
    /// no diff image, and its summary gives both sizes.
    /// - Precondition: each image's `pixels` holds `4 × width × height` bytes.
    public static func compare(reference: RGBAImage, actual: RGBAImage,
                               options: ComparisonOptions = .init()) -> ImageComparisonResult {
        reference.checkPixelCount()
        actual.checkPixelCount()
        guard reference.width == actual.width, reference.height == actual.height else {
            return .sizeMismatch(reference: (reference.width, reference.height),
                                 actual: (actual.width, actual.height))
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

    /// The result for two images of different sizes.
    static func sizeMismatch(reference: (Int, Int), actual: (Int, Int)) -> ImageComparisonResult {
        ImageComparisonResult(matches: false, sizeMismatch: (reference, actual), differentPixels: 0, antiAliasedPixels: 0,
                         totalPixels: 0, diff: nil,
                         summary: "sizes differ: reference \(reference.0) × \(reference.1) pixels, "
                                + "actual \(actual.0) × \(actual.1) pixels")
    }
}
