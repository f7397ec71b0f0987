#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform, as `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Coordinates are the display list's: points, y growing downwards, so a
/// positive rotation turns clockwise on screen (as `rotationEffect(.degrees(90))` does).
///
/// ```swift
/// // A quarter turn about the centre of a 40 × 20 rectangle at the origin, then 10 pt to the right.
/// let turn = AffineTransform(rotationAngle: .pi / 2, about: Point(x: 20, y: 10))
///     .concatenating(AffineTransform(translationX: 10, y: 0))
/// ```
///
/// Foundation on Linux declares a type of the same name: a file that imports both modules writes
/// `CellshotGraphics.AffineTransform`.
public struct AffineTransform: Sendable, Hashable, Codable {
    /// The x coordinate's share of the new x.
    public var a: Double
    /// The x coordinate's share of the new y.
    public var b: Double
    /// The y coordinate's share of the new x.
    public var c: Double
    /// The y coordinate's share of the new y.
    public var d: Double
    /// Added to the new x.
    public var tx: Double
    /// Added to the new y.
    public var ty: Double

    /// Creates a transform from its six entries, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `x`, `y` (`.offset(x:y:)`).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A scale about `anchor`, which stays where it is (`.scaleEffect(_:anchor:)`).
    public init(scaleX x: Double, y: Double, about anchor: Point) {
        self.init(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// A rotation by `angle` radians about the origin, clockwise on screen for a positive angle
    /// (`CGAffineTransform(rotationAngle:)`).
    public init(rotationAngle angle: Double) {
        let (sine, cosine) = Self.sineAndCosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about `anchor`, which stays where it is (`.rotationEffect(_:anchor:)`).
    public init(rotationAngle angle: Double, about anchor: Point) {
        self = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The factor areas are scaled by (negative when the transform mirrors).
    public var determinant: Double { a * d - b * c }

    /// Whether every entry is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// This transform followed by `other` (`CGAffineTransform.concatenating(_:)`): a point is moved by
    /// `self` first.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one, or `nil` when this one flattens the plane onto a line or a point
    /// (a zero scale) or has non-finite entries.
    public func inverted() -> AffineTransform? {
        let determinant = determinant
        guard isFinite, determinant != 0, determinant.isFinite else { return nil }
        let inverse = AffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        return inverse.isFinite ? inverse : nil
    }

    /// Where `point` goes.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest axis-aligned rectangle holding the transformed corners of `rect` (what a transformed
    /// view covers, as `CGRect.applying(_:)`).
    public func apply(to rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Sine and cosine, exact at whole quarter turns (within a rounding error, as `.degrees(90)` gives): a
    /// 90° rotation maps whole points to whole points (the library functions give cos(π/2) = 6e-17).
    private static func sineAndCosine(_ angle: Double) -> (Double, Double) {
        let quarters = angle / (Double.pi / 2), whole = quarters.rounded()
        if abs(quarters - whole) < 1e-12, abs(whole) < 1e15 {
            switch Int64(whole) & 3 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}
