import CellshotGraphics
import Foundation

/// Measuring and cutting paths: `trim(from:to:)` (progress rings, drawn strokes), `Path.contains`, and paths
/// without arcs for `Path.forEach`.
///
/// A path is walked as straight lines and cubic curves (arcs and quadratic curves become cubic curves); a
/// curve's length is measured on ``samplesPerCurve`` chords, which is within 0.1 % for the curves shapes draw
/// (a quarter ellipse), and a trimmed curve is cut with de Casteljau's construction, so it stays a curve.
enum PathTrimming {
    /// Chords a curve is measured on.
    static let samplesPerCurve = 32

    /// The path with its arcs and quadratic curves as cubic curves, every other step as it is.
    static func withoutArcs(_ path: CellshotGraphics.Path) -> CellshotGraphics.Path {
        guard path.elements.contains(where: { element in
            switch element {
            case .arc, .quadCurve: true
            default: false
            }
        }) else { return path }
        // Applying a non-translating transform rewrites arcs and quadratic curves as cubic curves; flipping twice
        // is exact (negation), so the points stay where they were.
        let flip = CellshotGraphics.AffineTransform(scaleX: 1, y: -1)
        return path.applying(flip).applying(flip)
    }

    /// A straight line or a cubic curve of a walked path.
    private struct Segment {
        var start: Point
        var end: Point
        var controls: (Point, Point)?
        /// Whether a new subpath begins with this segment.
        var beginsSubpath: Bool
        /// Cumulative chord lengths at the curve's samples (a curve), or [0, length] (a line).
        var lengths: [Double]
        var length: Double { lengths.last ?? 0 }
    }

    private static func segments(of path: CellshotGraphics.Path) -> [Segment] {
        var result: [Segment] = []
        var current: Point?, subpathStart: Point?, begins = true
        for element in withoutArcs(path).elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                begins = true
            case .line(let point):
                if let from = current {
                    result.append(Segment(start: from, end: point, controls: nil, beginsSubpath: begins,
                                          lengths: [0, hypot(point.x - from.x, point.y - from.y)]))
                    begins = false
                } else {
                    subpathStart = point
                }
                current = point
            case let .curve(to, control1, control2):
                let from = current ?? control1
                result.append(Segment(start: from, end: to, controls: (control1, control2), beginsSubpath: begins,
                                      lengths: curveLengths(from, control1, control2, to)))
                begins = false
                current = to
            case .close:
                if let from = current, let start = subpathStart, from != start {
                    result.append(Segment(start: from, end: start, controls: nil, beginsSubpath: begins,
                                          lengths: [0, hypot(start.x - from.x, start.y - from.y)]))
                }
                current = subpathStart
                begins = true
            case .quadCurve, .arc:
                break // rewritten by `withoutArcs`
            }
        }
        return result
    }

    /// The part of `path` from `start` to `end`, fractions of its length (SwiftUI's `trimmedPath(from:to:)`):
    /// empty when `end` ≤ `start`; the path itself when the whole is asked for.
    static func trim(_ path: CellshotGraphics.Path, from start: Double, to end: Double) -> CellshotGraphics.Path {
        let from = min(1, max(0, start.isFinite ? start : 0)), to = min(1, max(0, end.isFinite ? end : 0))
        guard to > from else { return CellshotGraphics.Path() }
        if from == 0, to == 1 { return path }
        let pieces = segments(of: path)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return CellshotGraphics.Path() }
        let low = from * total, high = to * total
        var result = CellshotGraphics.Path()
        var walked = 0.0
        var lastEnd: Point?
        for piece in pieces {
            defer { walked += piece.length }
            let a = max(low, walked), b = min(high, walked + piece.length)
            guard b > a else { continue }
            let t0 = parameter(piece, at: a - walked), t1 = parameter(piece, at: b - walked)
            let part = cut(piece, from: t0, to: t1)
            if piece.beginsSubpath || lastEnd.map({ !close($0, part.start) }) ?? true {
                result.move(to: part.start)
            }
            if let (c1, c2) = part.controls {
                result.addCurve(to: part.end, control1: c1, control2: c2)
            } else {
                result.addLine(to: part.end)
            }
            lastEnd = part.end
        }
        return result
    }

    /// Whether `point` is inside the filled path, its curves flattened.
    static func contains(_ path: CellshotGraphics.Path, point: Point, evenOdd: Bool) -> Bool {
        var winding = 0, crossings = 0
        var polygons: [[Point]] = []
        for piece in segments(of: path) {
            if piece.beginsSubpath || polygons.isEmpty { polygons.append([piece.start]) }
            if let (c1, c2) = piece.controls {
                for step in 1...samplesPerCurve {
                    polygons[polygons.count - 1].append(bezier(piece.start, c1, c2, piece.end, Double(step) / Double(samplesPerCurve)))
                }
            } else {
                polygons[polygons.count - 1].append(piece.end)
            }
        }
        for polygon in polygons where polygon.count > 2 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    // MARK: Curves

    private static func close(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    private static func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    private static func curveLengths(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Double] {
        var lengths = [0.0], previous = p0
        for step in 1...samplesPerCurve {
            let point = bezier(p0, p1, p2, p3, Double(step) / Double(samplesPerCurve))
            lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        return lengths
    }

    /// The curve parameter (or line fraction) at a distance along the segment.
    private static func parameter(_ piece: Segment, at distance: Double) -> Double {
        guard piece.length > 0 else { return 0 }
        guard piece.controls != nil else { return min(1, max(0, distance / piece.length)) }
        let lengths = piece.lengths
        var index = 1
        while index < lengths.count - 1, lengths[index] < distance { index += 1 }
        let before = lengths[index - 1], after = lengths[index]
        let within = after > before ? (distance - before) / (after - before) : 0
        return min(1, max(0, (Double(index - 1) + within) / Double(lengths.count - 1)))
    }

    /// The part of a segment between two parameters.
    private static func cut(_ piece: Segment, from t0: Double, to t1: Double) -> (start: Point, end: Point, controls: (Point, Point)?) {
        guard let (c1, c2) = piece.controls else {
            func along(_ t: Double) -> Point {
                Point(x: piece.start.x + (piece.end.x - piece.start.x) * t, y: piece.start.y + (piece.end.y - piece.start.y) * t)
            }
            return (along(t0), along(t1), nil)
        }
        // The curve up to t1, then the end of that from t0 / t1.
        let (head, _) = split(piece.start, c1, c2, piece.end, at: t1)
        guard t1 > 0 else { return (piece.start, piece.start, (piece.start, piece.start)) }
        let (_, tail) = split(head.0, head.1, head.2, head.3, at: t0 / t1)
        return (tail.0, tail.3, (tail.1, tail.2))
    }

    private typealias Cubic = (Point, Point, Point, Point)

    private static func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (Cubic, Cubic) {
        func lerp(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
        let d = lerp(a, b), e = lerp(b, c)
        let f = lerp(d, e)
        return ((p0, a, d, f), (f, e, c, p3))
    }
}
