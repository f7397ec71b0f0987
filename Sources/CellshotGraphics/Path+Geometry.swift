#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The angle an arc from `startAngle` actually sweeps to, as Cairo and Core Graphics draw it: an end behind
    /// the start in the arc's direction is moved on by whole turns (the sweep is then less than one turn),
    /// and a sweep of more than a turn is cut to one turn and what remains (more turns would only draw the
    /// same circle again, at a cost growing with their number). `endAngle` itself when neither applies.
    /// - Parameters:
    ///   - startAngle: where the arc starts, in radians.
    ///   - endAngle: where it ends.
    ///   - clockwise: SwiftUI's sense (``Element/arc(center:radius:startAngle:endAngle:clockwise:)``): `false`
    ///     sweeps with growing angles.
    public static func arcEndAngle(from startAngle: Double, to endAngle: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let direction: Double = clockwise ? -1 : 1
        var sweep = (endAngle - startAngle) * direction
        guard sweep.isFinite else { return startAngle }
        if sweep < 0 {
            sweep = fmod(sweep, turn)
            if sweep < 0 { sweep += turn }
        } else if sweep > turn {
            sweep = turn + fmod(sweep, turn)
        } else {
            return endAngle
        }
        return startAngle + direction * sweep
    }

    /// Whether every coordinate, radius and angle is a finite number.
    public var isFinite: Bool {
        func finite(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case .move(let point), .line(let point): finite(point)
            case let .curve(to, control1, control2): finite(to) && finite(control1) && finite(control2)
            case let .quadCurve(to, control): finite(to) && finite(control)
            case let .arc(center, radius, start, end, _): finite(center) && radius.isFinite && start.isFinite && end.isFinite
            case .close: true
            }
        }
    }

    /// A rectangle that holds the whole path: its points, control points and the extremes of its arcs (a curve
    /// never leaves its control points' hull, so this may be larger than the curve, never smaller). `nil` for a
    /// path with no points.
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ point: Point) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case let .curve(to, control1, control2):
                include(control1)
                include(control2)
                include(to)
            case let .quadCurve(to, control):
                include(control)
                include(to)
            case let .arc(center, radius, start, end, clockwise):
                let radius = max(0, radius)
                let drawnEnd = Self.arcEndAngle(from: start, to: end, clockwise: clockwise)
                func point(_ angle: Double) -> Point {
                    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                }
                include(point(start))
                include(point(drawnEnd))
                // The circle's extremes (every quarter turn) the sweep passes, counted from the start angle
                // brought within a turn of zero (a huge angle has no room for quarter turns in its precision).
                let sweep = drawnEnd - start, base = remainder(start, 2 * Double.pi)
                let low = base + min(0, sweep), high = base + max(0, sweep)
                if !(high - low < 2 * Double.pi) {
                    include(Point(x: center.x - radius, y: center.y - radius))
                    include(Point(x: center.x + radius, y: center.y + radius))
                } else {
                    var quarter = (low / (Double.pi / 2)).rounded(.up)
                    while quarter * (Double.pi / 2) <= high {
                        include(point(quarter * (Double.pi / 2)))
                        quarter += 1
                    }
                }
            case .close:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// At least the length of the path (its control polygons' lengths and its arcs' lengths): what dashing it
    /// may cost is bounded from this.
    public var lengthBound: Double {
        var length = 0.0
        var current: Point?, subpathStart: Point?
        func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        func go(to point: Point, via controls: [Point] = []) {
            var from = current ?? controls.first ?? point
            for control in controls + [point] {
                length += distance(from, control)
                from = control
            }
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point): go(to: point)
            case let .curve(to, control1, control2): go(to: to, via: [control1, control2])
            case let .quadCurve(to, control): go(to: to, via: [control])
            case let .arc(center, radius, start, end, clockwise):
                let radius = max(0, radius)
                let drawnEnd = Self.arcEndAngle(from: start, to: end, clockwise: clockwise)
                let first = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                if let current { length += distance(current, first) } else { subpathStart = first }
                length += radius * abs(drawnEnd - start)
                current = Point(x: center.x + radius * cos(drawnEnd), y: center.y + radius * sin(drawnEnd))
            case .close:
                if let point = current, let start = subpathStart { length += distance(point, start) }
                current = subpathStart
            }
            if subpathStart == nil { subpathStart = current }
        }
        return length
    }

    /// This path moved by `transform` (`Path.applying(_:)`). A transformed circle is an ellipse, so arcs become
    /// cubic Bézier curves, each at most a quarter turn (a radial error under 0.03 % of the radius); quadratic
    /// curves become cubic ones. A transform that only moves keeps arcs as arcs.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            return offsetBy(dx: transform.tx, dy: transform.ty)
        }
        func moved(_ point: Point) -> Point { transform.apply(to: point) }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        var current: Point?, subpathStart: Point?
        for element in elements {
            switch element {
            case .move(let point):
                result.append(.move(moved(point)))
                current = point
                subpathStart = point
            case .line(let point):
                result.append(current == nil ? .move(moved(point)) : .line(moved(point)))
                current = point
            case let .curve(to, control1, control2):
                if current == nil { result.append(.move(moved(control1))) }
                result.append(.curve(to: moved(to), control1: moved(control1), control2: moved(control2)))
                current = to
            case let .quadCurve(to, control):
                let from = current ?? control
                if current == nil { result.append(.move(moved(control))) }
                let (control1, control2) = Self.cubicControls(from: from, control: control, to: to)
                result.append(.curve(to: moved(to), control1: moved(control1), control2: moved(control2)))
                current = to
            case let .arc(center, radius, start, end, clockwise):
                let curves = Self.arcCurves(center: center, radius: radius, startAngle: start,
                                            endAngle: Self.arcEndAngle(from: start, to: end, clockwise: clockwise))
                result.append(current == nil ? .move(moved(curves.start)) : .line(moved(curves.start)))
                for curve in curves.curves {
                    result.append(.curve(to: moved(curve.to), control1: moved(curve.control1), control2: moved(curve.control2)))
                }
                current = curves.curves.last?.to ?? curves.start
            case .close:
                result.append(.close)
                current = subpathStart
            }
            if subpathStart == nil { subpathStart = current }
        }
        return Path(result)
    }

    /// The cubic Bézier curve's control points that draw the quadratic one from `from` through `control` to `to`.
    public static func cubicControls(from: Point, control: Point, to: Point) -> (Point, Point) {
        (Point(x: from.x + 2.0 / 3.0 * (control.x - from.x), y: from.y + 2.0 / 3.0 * (control.y - from.y)),
         Point(x: to.x + 2.0 / 3.0 * (control.x - to.x), y: to.y + 2.0 / 3.0 * (control.y - to.y)))
    }

    /// An arc as cubic Bézier curves of at most a quarter turn each (the usual 4/3·tan(θ/4) handles).
    static func arcCurves(center: Point, radius: Double, startAngle: Double, endAngle: Double)
        -> (start: Point, curves: [(to: Point, control1: Point, control2: Point)]) {
        let radius = max(0, radius)
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let sweep = endAngle - startAngle
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var curves: [(to: Point, control1: Point, control2: Point)] = []
        for index in 0..<count where radius > 0 && sweep != 0 {
            let from = startAngle + Double(index) * step, to = index == count - 1 ? endAngle : from + step
            let start = point(from), end = point(to)
            curves.append((end, Point(x: start.x - handle * sin(from), y: start.y + handle * cos(from)),
                           Point(x: end.x + handle * sin(to), y: end.y - handle * cos(to))))
        }
        return (radius > 0 ? point(startAngle) : center, curves)
    }
}
