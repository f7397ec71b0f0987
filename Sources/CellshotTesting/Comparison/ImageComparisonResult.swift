import CellshotRender

/// What ``ImageComparison/compare(reference:actual:options:)`` found. (Not `ComparisonResult`:
/// Foundation has one, and every file importing both modules would have to qualify the name.)
public struct ImageComparisonResult: Sendable {
    /// Whether the images match within the options' tolerance.
    public var matches: Bool
    /// The two sizes (width, height) when they differ; no pixels were compared then.
    public var sizeMismatch: (reference: (Int, Int), actual: (Int, Int))?
    /// How many pixels differ (anti-aliased pixels and masked regions excluded).
    public var differentPixels: Int
    /// How many differing pixels were taken for anti-aliasing and ignored.
    public var antiAliasedPixels: Int
    /// The number of pixels in each image (0 on a size mismatch).
    public var totalPixels: Int
    /// The diff image, or `nil` when the images are identical or of different sizes.
    public var diff: RGBAImage?
    /// One line: `1,234 pixels differ (0.42 %), 17 anti-aliased ignored`.
    public var summary: String

    /// Creates a result.
    public init(matches: Bool, sizeMismatch: (reference: (Int, Int), actual: (Int, Int))?, differentPixels: Int,
                antiAliasedPixels: Int, totalPixels: Int, diff: RGBAImage?, summary: String) {
        self.matches = matches
        self.sizeMismatch = sizeMismatch
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.diff = diff
        self.summary = summary
    }
}
