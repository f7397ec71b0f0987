import CellshotRender

/// What ``ImageComparison/compare(reference:actual:options:)`` found. (Not `ComparisonResult`:
/// Foundation has one, and every file importing both modules would have to qualify the name.)
public struct ImageComparisonResult: Sendable {
    /// Whether the images match within the options' tolerance.
    public var matches: Bool
    /// The two sizes (width, height) when they differ; then only the top-left area both have was compared.
    public var sizeMismatch: (reference: (Int, Int), actual: (Int, Int))?
    /// How many pixels differ (anti-aliased pixels and masked regions excluded).
    public var differentPixels: Int
    /// How many differing pixels were taken for anti-aliasing and ignored.
    public var antiAliasedPixels: Int
    /// The number of pixels compared: each image's, or the area both have when their sizes differ.
    public var totalPixels: Int
    /// The diff image (as large as the larger image when their sizes differ), or `nil` when the images are identical.
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
