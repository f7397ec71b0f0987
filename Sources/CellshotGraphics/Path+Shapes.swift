/// The radius of each corner of a rectangle, for shapes whose corners differ (SwiftUI's
/// `UnevenRoundedRectangle`, whose leading and trailing corners the caller resolves to left and right).
public struct CornerRadii: Sendable, Hashable, Codable {
    /// The top left corner's radius.
    public var topLeft: Double
    /// The top right corner's radius.
    public var topRight: Double
    /// The bottom right corner's radius.
    public var bottomRight: Double
    /// The bottom left corner's radius.
    public var bottomLeft: Double

    /// Creates corner radii; 0 leaves a corner square.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
}

/// The shapes SwiftUI's views draw, built from the path's steps, and SwiftUI's `Path` methods that add them.
///
/// ```swift
/// let card = Path(roundedRect: Rect(x: 0, y: 0, width: 200, height: 80), cornerRadius: 12, style: .continuous)
/// let pill = Path(capsuleIn: Rect(x: 0, y: 0, width: 60, height: 24))
/// ```
extension Path {
    /// A rectangle, from its top left corner clockwise on screen (`Path(_ rect:)`, `Rectangle`).
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// The ellipse inscribed in `rect` (`Path(ellipseIn:)`, `Ellipse`, `Circle` in a square): four cubic curves
    /// from the right end clockwise on screen, within 0.03 % of the true ellipse.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A rectangle with rounded corners (`Path(roundedRect:cornerRadius:style:)`, `RoundedRectangle`): the
    /// radius shrinks so that two corners never overlap, as UIKit and SwiftUI do.
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerRadius: every corner's radius.
    ///   - style: quarter circles, or Apple's continuous corners (the curve a ``DrawCommand/clip(_:cornerRadius:curve:commands:)``
    ///     with ``CornerCurve/continuous`` corners draws).
    public init(roundedRect rect: Rect, cornerRadius: Double, style: CornerCurve = .circular) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: CornerRadii(cornerRadius), style: style)
    }

    /// A rectangle whose corners have their own radii (`UnevenRoundedRectangle`); each radius shrinks to at
    /// most half the shorter side (continuous corners of different radii shrink until their curves fit: see
    /// ``continuousCornersFit(_:in:)``).
    public init(roundedRect rect: Rect, cornerRadii: CornerRadii, style: CornerCurve = .circular) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A capsule: a rounded rectangle whose corners are half its shorter side (`Capsule`), its ends half circles
    /// whatever the `style`: a continuous corner of half the side does not fit (``continuousCornersFit(_:in:)``), so
    /// it is a quarter circle, as UIKit's and SwiftUI's continuous capsules (iOS 26's bordered buttons, the glass
    /// bar buttons, a one-row inset grouped card) are measured [M: docs/swiftui.md, "Controls"; docs/fidelity.md].
    public init(capsuleIn rect: Rect, style: CornerCurve = .circular) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: CornerRadii(min(rect.width, rect.height) / 2), style: .circular)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(point)) }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() { elements.append(.close) }

    /// Adds the steps of `path` after this path's.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: Rect) {
        elements += [.move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
                     .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close]
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath (see ``init(ellipseIn:)``).
    public mutating func addEllipse(in rect: Rect) {
        // 4/3·(√2 − 1): the handle length of a quarter circle drawn as one cubic curve.
        let kappa = 0.5522847498307936
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.minX + rx, cy = rect.minY + ry
        let hx = rx * kappa, hy = ry * kappa
        elements += [
            .move(Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + hy), control2: Point(x: cx + hx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - hx, y: cy + ry), control2: Point(x: cx - rx, y: cy + hy)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - hy), control2: Point(x: cx - hx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + hx, y: cy - ry), control2: Point(x: cx + rx, y: cy - hy)),
            .close,
        ]
    }

    /// Adds a rounded rectangle as a closed subpath (see ``init(roundedRect:cornerRadius:style:)``).
    public mutating func addRoundedRect(in rect: Rect, cornerRadius: Double, style: CornerCurve = .circular) {
        addRoundedRect(in: rect, cornerRadii: CornerRadii(cornerRadius), style: style)
    }

    /// Adds a rectangle with a radius per corner as a closed subpath, its corners clockwise on screen from the
    /// top right (see ``init(roundedRect:cornerRadii:style:)``); a plain rectangle when no corner is rounded.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii: CornerRadii, style: CornerCurve = .circular) {
        let requested = [cornerRadii.topRight, cornerRadii.bottomRight, cornerRadii.bottomLeft, cornerRadii.topLeft]
        // Continuous corners of one radius whose curve does not fit the rectangle are drawn as quarter circles.
        let continuous = style == .continuous && Self.continuousCornersFit(requested, in: rect)
        let radii = requested.map {
            continuous ? Self.shrunkContinuousCornerRadius($0, in: rect) : Self.circularCornerRadius($0, in: rect)
        }
        guard radii.contains(where: { $0 > 0 }) else {
            addRect(rect)
            return
        }
        if continuous { addContinuousCorners(rect, radii: radii) } else { addCircularCorners(rect, radii: radii) }
        elements.append(.close)
    }

    /// Adds an arc (``Element/arc(center:radius:startAngle:endAngle:clockwise:)``), as SwiftUI's
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)` with its angles in radians.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Adds an arc that turns by `delta` radians from `startAngle` (`addRelativeArc(center:radius:startAngle:delta:)`):
    /// a positive delta grows the angle, clockwise on screen.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0)
    }

    /// How far a continuous corner's curve reaches along each edge, in radii: PaintCode's measurement of
    /// `UIBezierPath(roundedRect:cornerRadius:)` ("Drawing Code for iOS 7 Rounded Rectangles").
    public static let continuousCornerReach = 1.52866483

    /// The radius a quarter-circle corner of `rect` is drawn with: at most half the shorter side, never negative.
    public static func circularCornerRadius(_ radius: Double, in rect: Rect) -> Double {
        min(max(0, radius), rect.width / 2, rect.height / 2)
    }

    /// The radius four continuous corners of `rect` are drawn with: their own, at most half the shorter side — a
    /// continuous curve where it fits, a quarter circle where it does not (``continuousCornersFit(_:in:)``).
    public static func continuousCornerRadius(_ radius: Double, in rect: Rect) -> Double {
        circularCornerRadius(radius, in: rect)
    }

    /// A continuous corner's radius shrunk so that its curve's reach is at most half the shorter side (the radius
    /// itself where the corners fit).
    private static func shrunkContinuousCornerRadius(_ radius: Double, in rect: Rect) -> Double {
        min(max(0, radius), min(rect.width, rect.height) / 2 / continuousCornerReach)
    }

    /// Whether continuous corners of these radii fit `rect`: each curve's reach (``continuousCornerReach`` radii
    /// along each edge) at most half the shorter side. Corners that do not are drawn as quarter circles of their
    /// radius (at most half the shorter side), as iOS draws them: iOS 26's one-row inset grouped card, 51 pt tall
    /// under a 26 pt continuous radius, is a capsule whose ends are circles of half its height — its edge 38, 25 and
    /// 9 px in from its side 10, 20 and 40 px below its top at 3x (a 76.5 px circle: 38.7, 24.9, 9.3), where a
    /// continuous curve shrunk to fit stood 20, 10 and 2 px in [M: docs/fidelity.md, "SwiftUI", criticalmaps-ios's
    /// `RideEventSettingsView`].
    /// Corners of different radii (`UnevenRoundedRectangle`) are taken to fit: their curves shrink to fit instead
    /// [I: no uneven corner measured].
    public static func continuousCornersFit(_ radii: [Double], in rect: Rect) -> Bool {
        guard let first = radii.first, radii.allSatisfy({ $0 == first }) else { return true }
        return max(0, first) * continuousCornerReach <= min(rect.width, rect.height) / 2 + 1e-9
    }

    /// Quarter circles from the top right corner clockwise on screen; a square corner where the radius is 0.
    /// The angles are written as they were when only the painter drew these corners (`2 * quarter`, not π), so
    /// that its pictures keep their bytes.
    private mutating func addCircularCorners(_ rect: Rect, radii: [Double]) {
        let quarter = Double.pi / 2
        let corners = [(Point(x: rect.maxX, y: rect.minY), -1.0, 1.0, -quarter),
                       (Point(x: rect.maxX, y: rect.maxY), -1.0, -1.0, 0),
                       (Point(x: rect.minX, y: rect.maxY), 1.0, -1.0, quarter),
                       (Point(x: rect.minX, y: rect.minY), 1.0, 1.0, 2 * quarter)]
        // The first corner starts a subpath: an arc begins with a move only in an empty path, so after other
        // subpaths it is given one (to where the arc starts, along the top edge).
        let startsPath = elements.isEmpty
        for (index, ((corner, towardsX, towardsY, start), radius)) in zip(corners, radii).enumerated() {
            guard radius > 0 else {
                elements.append(index == 0 ? .move(corner) : .line(corner))
                continue
            }
            let center = Point(x: corner.x + towardsX * radius, y: corner.y + towardsY * radius)
            if index == 0, !startsPath { elements.append(.move(Point(x: center.x, y: rect.minY))) }
            let end = start == 2 * quarter ? 3 * quarter : start == quarter ? 2 * quarter : start + quarter
            elements.append(.arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false))
        }
    }

    /// Apple's continuous corners, as `UIBezierPath(roundedRect:cornerRadius:)` draws them since iOS 7: per
    /// corner three cubic curves joined by two short lines, reaching ``continuousCornerReach`` radii along each
    /// edge, from the top right corner clockwise on screen. The coefficients are PaintCode's measurements of
    /// UIKit's output ("Drawing Code for iOS 7 Rounded Rectangles").
    private mutating func addContinuousCorners(_ rect: Rect, radii: [Double]) {
        let reach = Self.continuousCornerReach
        // Each corner in (u, v): u back along the edge coming in, v along the edge going out, in radii.
        // The corners clockwise from the top right: the corner, the incoming direction, the outgoing one.
        let corners: [(Point, Point, Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        for (index, ((corner, incoming, outgoing), radius)) in zip(corners, radii).enumerated() {
            guard radius > 0 else {
                elements.append(index == 0 ? .move(corner) : .line(corner))
                continue
            }
            func point(_ u: Double, _ v: Double) -> Point {
                Point(x: corner.x + (-u * incoming.x + v * outgoing.x) * radius,
                      y: corner.y + (-u * incoming.y + v * outgoing.y) * radius)
            }
            let start = point(reach, 0)
            elements.append(index == 0 ? .move(start) : .line(start))
            elements += [
                .curve(to: point(0.66993427, 0.06549600), control1: point(1.08849323, 0), control2: point(0.86840689, 0)),
                .line(point(0.63149399, 0.07491100)),
                .curve(to: point(0.07491100, 0.63149399), control1: point(0.37282392, 0.16905899),
                       control2: point(0.16905899, 0.37282392)),
                .line(point(0.06549600, 0.66993427)),
                .curve(to: point(0, reach), control1: point(0, 0.86840689), control2: point(0, 1.08849323)),
            ]
        }
    }
}
