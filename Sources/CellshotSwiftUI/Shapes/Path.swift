import CellshotGraphics
import Foundation

/// An outline of lines, curves and arcs (SwiftUI's `Path`), drawn as a shape that fills or strokes it.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 20))
///     path.addQuadCurve(to: CGPoint(x: 40, y: 20), control: CGPoint(x: 20, y: 0))
///     path.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
///
/// It keeps the display list's own path (`CellshotGraphics.Path`), so arcs and continuous corners reach the
/// painter as they are.
public struct Path: Equatable, Sendable {
    /// The outline as the display list draws it.
    private(set) var model: CellshotGraphics.Path

    /// An empty path.
    public init() { model = CellshotGraphics.Path() }

    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle (continuous corners unless asked otherwise).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners may be elliptical.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    init(model: CellshotGraphics.Path) { self.model = model }

    /// Whether the path has no elements.
    public var isEmpty: Bool { model.isEmpty }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in model.elements {
            switch element {
            case .move(let point):
                start = CGPoint(point)
                current = start
            case .line(let point), .curve(let point, _, _), .quadCurve(let point, _): current = CGPoint(point)
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                let end = CellshotGraphics.Path.arcEndAngle(from: startAngle, to: endAngle, clockwise: clockwise)
                current = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .close: current = start
            }
        }
        return current
    }

    // MARK: Building

    /// Starts a new subpath.
    public mutating func move(to point: CGPoint) { model.move(to: Point(point)) }
    /// A straight line to a point.
    public mutating func addLine(to point: CGPoint) { model.addLine(to: Point(point)) }
    /// A quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        model.addQuadCurve(to: Point(point), control: Point(control))
    }
    /// A cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        model.addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { model.closeSubpath() }

    /// Straight lines through the points, as a new subpath.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(CellshotGraphics.Path(rect.standardized.model), transform: transform)
    }

    /// Rectangles as closed subpaths.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse as a closed subpath, starting at its right end and going clockwise on screen (SwiftUI's
    /// `Circle().trim(from: 0, to: 0.25)` is the lower right quarter).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(CellshotGraphics.Path(ellipseIn: rect.standardized.model), transform: transform)
    }

    /// A rounded rectangle. Circular corners of equal width and height and continuous corners are the drawing
    /// layer's own; elliptical corners (width ≠ height) are drawn as quarter ellipses.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        if cornerSize.width == cornerSize.height || style == .continuous {
            let radius = Double(min(cornerSize.width, cornerSize.height))
            add(CellshotGraphics.Path(roundedRect: rect.model, cornerRadius: radius, style: style.curve), transform: transform)
        } else {
            add(Path.ellipticalCorners(rect, cornerSize: cornerSize), transform: transform)
        }
    }

    /// A rectangle with a radius per corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let radii = CornerRadii(topLeft: Double(cornerRadii.topLeading), topRight: Double(cornerRadii.topTrailing),
                                bottomRight: Double(cornerRadii.bottomTrailing), bottomLeft: Double(cornerRadii.bottomLeading))
        add(CellshotGraphics.Path(roundedRect: rect.standardized.model, cornerRadii: radii, style: style.curve),
            transform: transform)
    }

    /// An arc of a circle from one angle to another; `clockwise` in SwiftUI's sense (false sweeps with growing
    /// angles, clockwise as seen on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var arc = CellshotGraphics.Path()
        arc.addArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians,
                   endAngle: endAngle.radians, clockwise: clockwise)
        appendContinuing(arc, transform: transform)
    }

    /// An arc turning by `delta` from `startAngle`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        var arc = CellshotGraphics.Path()
        arc.addRelativeArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians,
                           delta: delta.radians)
        appendContinuing(arc, transform: transform)
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and from there to `tangent2End`
    /// (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`): a line to where the arc starts, then the arc.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { return move(to: p1) }
        let v1 = (dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = (dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { return addLine(to: p1) }
        let angle = acos(max(-1, min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: p1.x + v1.dx / l1 * distance, y: p1.y + v1.dy / l1 * distance)
        let end = CGPoint(x: p1.x + v2.dx / l2 * distance, y: p1.y + v2.dy / l2 * distance)
        // The centre lies along the bisector, `radius / sin(angle / 2)` from the corner.
        let bisector = (dx: v1.dx / l1 + v2.dx / l2, dy: v1.dy / l1 + v2.dy / l2)
        let bl = hypot(bisector.dx, bisector.dy)
        let reach = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.dx / bl * reach, y: p1.y + bisector.dy / bl * reach)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let endAngle = atan2(end.y - center.y, end.x - center.x)
        // The short way round: angles grow (SwiftUI's `clockwise: false`) when the turn from start to end is positive.
        let turn = (start.x - center.x) * (end.y - center.y) - (start.y - center.y) * (end.x - center.x)
        addLine(to: start)
        addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
               clockwise: turn < 0, transform: transform)
    }

    /// Adds another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        add(path.model, transform: transform)
    }

    /// The path moved.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(model: model.offsetBy(dx: Double(dx), dy: Double(dy)))
    }

    /// The path moved by a transform (arcs under a scale or turn become cubic curves).
    public func applying(_ transform: CGAffineTransform) -> Path {
        transform.isIdentity ? self : Path(model: model.applying(transform.model))
    }

    /// A rectangle around the path's points and control points.
    public var boundingRect: CGRect {
        guard let box = model.controlBounds else { return .zero }
        return CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height)
    }

    /// The part of the path between two fractions of its length (see ``Shape/trim(from:to:)``).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        Path(model: PathTrimming.trim(model, from: Double(start), to: Double(end)))
    }

    /// Whether a point is inside the filled path (by its control polygon: curves are flattened).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        PathTrimming.contains(model, point: Point(point), evenOdd: eoFill)
    }

    // MARK: Elements

    /// One step of a path (SwiftUI's `Path.Element`); arcs are given as the cubic curves that draw them.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each step of the path.
    public func forEach(_ body: (Element) -> Void) {
        for element in PathTrimming.withoutArcs(model).elements {
            switch element {
            case .move(let point): body(.move(to: CGPoint(point)))
            case .line(let point): body(.line(to: CGPoint(point)))
            case let .quadCurve(to, control): body(.quadCurve(to: CGPoint(to), control: CGPoint(control)))
            case let .curve(to, c1, c2): body(.curve(to: CGPoint(to), control1: CGPoint(c1), control2: CGPoint(c2)))
            case .close: body(.closeSubpath)
            case .arc: break
            }
        }
    }

    // MARK: Helpers

    private mutating func add(_ path: CellshotGraphics.Path, transform: CGAffineTransform) {
        model.addPath(transform.isIdentity ? path : path.applying(transform.model))
    }

    /// Adds an arc, which (as in Core Graphics) continues the current subpath with a line to its start.
    private mutating func appendContinuing(_ arc: CellshotGraphics.Path, transform: CGAffineTransform) {
        add(arc, transform: transform)
    }

    /// A rounded rectangle with quarter-ellipse corners (`cornerSize` of different width and height).
    private static func ellipticalCorners(_ rect: CGRect, cornerSize: CGSize) -> CellshotGraphics.Path {
        let rx = Double(min(max(0, cornerSize.width), rect.width / 2))
        let ry = Double(min(max(0, cornerSize.height), rect.height / 2))
        let r = rect.model
        guard rx > 0, ry > 0 else { return CellshotGraphics.Path(r) }
        let k = 0.5522847498307936
        var path = CellshotGraphics.Path()
        path.move(to: Point(x: r.minX + rx, y: r.minY))
        path.addLine(to: Point(x: r.maxX - rx, y: r.minY))
        path.addCurve(to: Point(x: r.maxX, y: r.minY + ry), control1: Point(x: r.maxX - rx + rx * k, y: r.minY),
                      control2: Point(x: r.maxX, y: r.minY + ry - ry * k))
        path.addLine(to: Point(x: r.maxX, y: r.maxY - ry))
        path.addCurve(to: Point(x: r.maxX - rx, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - ry + ry * k),
                      control2: Point(x: r.maxX - rx + rx * k, y: r.maxY))
        path.addLine(to: Point(x: r.minX + rx, y: r.maxY))
        path.addCurve(to: Point(x: r.minX, y: r.maxY - ry), control1: Point(x: r.minX + rx - rx * k, y: r.maxY),
                      control2: Point(x: r.minX, y: r.maxY - ry + ry * k))
        path.addLine(to: Point(x: r.minX, y: r.minY + ry))
        path.addCurve(to: Point(x: r.minX + rx, y: r.minY), control1: Point(x: r.minX, y: r.minY + ry - ry * k),
                      control2: Point(x: r.minX + rx - rx * k, y: r.minY))
        path.closeSubpath()
        return path
    }
}

/// How a rounded corner bends (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// Apple's continuous corner, whose curvature grows smoothly from the straight edge.
    case continuous

    /// The drawing layer's corner curve.
    var curve: CornerCurve { self == .continuous ? .continuous : .circular }
}

extension Path: Shape {
    /// The path itself, as a shape.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}
