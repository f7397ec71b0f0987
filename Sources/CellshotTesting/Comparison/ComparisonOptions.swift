/// How ``ImageComparison/compare(reference:actual:options:)`` decides that two images match.
public struct ComparisonOptions: Sendable, Hashable {
    /// `nil` compares exactly (any channel differing counts); a number from 0 to 1 compares
    /// perceptually, like pixelmatch: the largest YIQ colour distance, as a fraction, that still
    /// counts as equal (0.1 is pixelmatch's default).
    public var threshold: Double?
    /// Whether pixels that look like anti-aliasing count as different (pixelmatch's `includeAA`).
    /// Only used with a ``threshold``.
    public var includeAntiAliasing: Bool
    /// How many pixels may differ and still match.
    public var maxDiffPixels: Int
    /// What fraction of the pixels (0…1) may differ and still match.
    public var maxDiffRatio: Double
    /// Regions that are not compared.
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
}

/// A rectangle of pixels: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelRect: Sendable, Hashable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
