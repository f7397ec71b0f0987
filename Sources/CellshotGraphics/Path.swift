/// A vector path in points: straight lines, quadratic and cubic Bézier curves and circular arcs, in
/// subpaths.
///
/// ```swift
/// let chevron = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 5, y: 6)), .line(Point(x: 0, y: 12))])
/// var badge = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
/// badge.addArc(center: Point(x: 10, y: 10), radius: 4, startAngle: 0, endAngle: .pi, clockwise: false)
/// ```
///
/// The shapes SwiftUI draws are built by ``Path``'s initialisers and `add…` methods (`Path+Shapes.swift`).
public struct Path: Sendable, Hashable, Codable {
    /// One step of a path.
    public enum Element: Sendable, Hashable, Codable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A cubic Bézier curve to `to` with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start.
        case close
        /// A quadratic Bézier curve to `to` with one control point (`addQuadCurve(to:control:)`); with no
        /// current point it starts at its control point.
        case quadCurve(to: Point, control: Point)
        /// An arc of the circle of `radius` around `center`, from `startAngle` to `endAngle` (radians from the
        /// +x axis, growing towards +y), preceded by a straight line from the current point to its start (a
        /// move when there is none), as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
        ///
        /// `clockwise` means what it means to SwiftUI and Core Graphics, whose "clockwise" is reckoned with y
        /// growing upwards: on this y-down canvas `false` sweeps with growing angles — clockwise as seen —
        /// and `true` with shrinking ones. The sweep is less than a full turn, the end angle moved by whole turns
        /// as Cairo and Core Graphics do.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    }

    /// The steps, in order.
    public var elements: [Element]

    /// Creates a path from its steps.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        return Path(elements.map { element in
            switch element {
            case .move(let point): .move(moved(point))
            case .line(let point): .line(moved(point))
            case let .curve(to, control1, control2): .curve(to: moved(to), control1: moved(control1), control2: moved(control2))
            case .close: .close
            case let .quadCurve(to, control): .quadCurve(to: moved(to), control: moved(control))
            case let .arc(center, radius, start, end, clockwise):
                .arc(center: moved(center), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            }
        })
    }
}
