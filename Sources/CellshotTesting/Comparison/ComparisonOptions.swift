/// How ``ImageComparison/compare(reference:actual:options:)`` compares two images and decides
/// whether they match.
///
/// The defaults compare exactly and allow no difference: cellshot draws the same document to the
/// same bytes on every machine, so any changed pixel is a real change.
public struct ComparisonOptions: Sendable, Hashable {
    /// `nil` compares exactly: a pixel differs when any of its four channels differs.
    /// A number from 0 to 1 compares perceptually, like pixelmatch: a pixel differs when the YIQ
    /// distance between its colours (blended over white) is more than `threshold²` of the largest
    /// possible distance, or its alpha differs by more than `threshold × 255`. pixelmatch's default
    /// is 0.1; values outside 0…1 are clamped.
    public var threshold: Double?
    /// Whether differences that look like anti-aliasing count (pixelmatch's `includeAA`); only
    /// used with a ``threshold``. By default they are ignored and shown yellow in the diff.
    public var includeAntiAliasing: Bool
    /// How many pixels may differ for the images to match; 0 sets no pixel count limit of its own.
    public var maxDiffPixels: Int
    /// What fraction of all pixels (0…1) may differ for the images to match; 0 sets no ratio limit
    /// of its own. With neither limit set, any differing pixel fails; with both, both must hold.
    public var maxDiffRatio: Double
    /// Regions left out of the comparison (clipped to the image); shown light blue in the diff.
    public var masks: [PixelRect]

    /// Creates options; the defaults compare exactly and allow no difference.
    public init(threshold: Double? = nil, includeAntiAliasing: Bool = false, maxDiffPixels: Int = 0,
                maxDiffRatio: Double = 0, masks: [PixelRect] = []) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.masks = masks
    }

    /// Whether `differentPixels` out of `totalPixels` are within the allowed limits.
    func allows(differentPixels: Int, of totalPixels: Int) -> Bool {
        guard differentPixels > 0 else { return true }
        guard maxDiffPixels > 0 || maxDiffRatio > 0 else { return false }
        let ratio = Double(differentPixels) / Double(max(totalPixels, 1))
        return (maxDiffPixels <= 0 || differentPixels <= maxDiffPixels) && (maxDiffRatio <= 0 || ratio <= maxDiffRatio)
    }
}
