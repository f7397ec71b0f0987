/// A point in layout points (not pixels), origin at the top left.
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Sendable, Hashable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points.
public struct Rect: Sendable, Hashable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)` with up to three decimals, like UIKit's frame descriptions.
    public var description: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Formats a coordinate with at most three decimals and no trailing zeros: `16`, `20.5`, `0.333`.
public func formatPoints(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

/// Insets measured along the reading direction, like `NSDirectionalEdgeInsets`:
/// `leading` is the left in left-to-right layouts and the right in right-to-left ones.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    /// The inset at the top.
    public var top: Double
    /// The inset where reading starts.
    public var leading: Double
    /// The inset at the bottom.
    public var bottom: Double
    /// The inset where reading ends.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets(all: 0)
}

/// The direction text and leading/trailing edges follow.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    /// Left to right (English, Korean).
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew): leading is the right edge.
    case rightToLeft = "rtl"
}
