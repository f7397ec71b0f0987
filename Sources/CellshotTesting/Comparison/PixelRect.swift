/// A rectangle of pixels: columns `x..<x + width` and rows `y..<y + height`, from the image's
/// top-left corner.
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

    /// The columns and rows of the rectangle inside a `width` × `height` image (empty ranges when
    /// it lies outside or is empty).
    func clipped(width imageWidth: Int, height imageHeight: Int) -> (columns: Range<Int>, rows: Range<Int>) {
        func clamp(_ start: Int, _ length: Int, _ limit: Int) -> Range<Int> {
            let end = length <= 0 ? start : (start > Int.max - length ? Int.max : start + length)
            let lower = min(max(start, 0), limit)
            return lower..<min(max(end, lower), limit)
        }
        return (clamp(x, width, imageWidth), clamp(y, height, imageHeight))
    }
}
