#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where hostile drawing values are clamped or rejected — the one place, called by the renderer on every
/// path, stroke, transform, gradient and shadow before drawing it: a display list may come from an untrusted
/// document or from app code that computes `NaN`, so no value may crash the renderer, make it hang or put
/// Cairo into an error state (after which it draws nothing more).
///
/// Each `drawable` function returns the value to draw, or `nil` when nothing is drawn. Values within the limits
/// come back unchanged, so ordinary pictures never depend on them.
///
/// ```swift
/// DrawingLimits.drawable(StrokeStyle(lineWidth: .nan), along: path)   // nil: nothing to stroke
/// DrawingLimits.shadowRadius(1e9)                                        // 100
/// ```
public enum DrawingLimits {
    /// The largest coordinate, in points, drawn where it is: farther points are brought to it (a million points
    /// is 3,000 screens; Cairo's fixed-point coordinates end near 8 million device pixels).
    public static let maximumCoordinate = 1_000_000.0
    /// The widest stroke, in points.
    public static let maximumLineWidth = 10_000.0
    /// The mitre limits Cairo is given: at least 1 (a mitre is never shorter than the line is wide).
    public static let miterLimits = 1.0...1_000.0
    /// The most dash lengths a pattern keeps (the rest are dropped).
    public static let maximumDashCount = 1_024
    /// The most dashes a stroke may be cut into; a pattern that would cut the path into more is drawn solid
    /// (a dash of 10⁻⁹ pt along 100 pt would otherwise take forever).
    public static let maximumDashSegments = 100_000.0
    /// The largest shadow radius, in points (SwiftUI's `radius`; the blur's standard deviation is derived from it).
    public static let maximumShadowRadius = 100.0
    /// The most stops a gradient keeps.
    public static let maximumGradientStops = 1_024
    /// The largest factor a transform may scale or shear by.
    public static let maximumTransformFactor = 100_000.0
    /// The smallest area factor (|determinant|) a transform may have: a smaller one flattens what it draws to
    /// nothing visible, and its inverse, which Cairo needs, is not usable.
    public static let minimumTransformDeterminant = 1e-12

    /// A point brought within ±``maximumCoordinate``.
    public static func clamped(_ point: Point) -> Point {
        Point(x: clamped(point.x), y: clamped(point.y))
    }

    /// A colour whose components are numbers within 0…1 (`NaN` becomes 0).
    public static func clamped(_ color: Color) -> Color {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return Color(red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
    }

    /// The path to draw: `nil` when a number in it is not finite; otherwise its points within
    /// ±``maximumCoordinate``, arc radii at least 0, and each arc's sweep as Cairo draws it, at most two turns
    /// (``Path/arcEndAngle(from:to:clockwise:)``), from a start angle within a turn of zero when it was huge.
    public static func drawable(_ path: Path) -> Path? {
        guard path.isFinite else { return nil }
        return Path(path.elements.map { element in
            switch element {
            case .move(let point): .move(clamped(point))
            case .line(let point): .line(clamped(point))
            case let .curve(to, control1, control2):
                .curve(to: clamped(to), control1: clamped(control1), control2: clamped(control2))
            case let .quadCurve(to, control): .quadCurve(to: clamped(to), control: clamped(control))
            case .close: .close
            case let .arc(center, radius, start, end, clockwise):
                drawableArc(center: center, radius: radius, start: start, end: end, clockwise: clockwise)
            }
        })
    }

    /// The stroke to draw along `path`: `nil` when its width is not a positive number; otherwise its width at
    /// most ``maximumLineWidth``, its mitre limit within ``miterLimits``, and its dash pattern kept only when
    /// its lengths are finite, not negative, not all zero and cut the path into at most ``maximumDashSegments``
    /// dashes (the first ``maximumDashCount`` lengths), its phase within one period.
    public static func drawable(_ style: StrokeStyle, along path: Path) -> StrokeStyle? {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return nil }
        var style = style
        style.lineWidth = min(style.lineWidth, maximumLineWidth)
        style.miterLimit = style.miterLimit.isNaN ? 10 : min(max(style.miterLimit, miterLimits.lowerBound), miterLimits.upperBound)
        var dash = Array(style.dash.prefix(maximumDashCount))
        // Cairo repeats an odd pattern twice over (on and off swap): its period is twice its sum.
        let period = dash.reduce(0, +) * (dash.count % 2 == 1 ? 2 : 1)
        let segments = period > 0 ? path.lengthBound / period * Double(dash.count) : .infinity
        if dash.contains(where: { !$0.isFinite || $0 < 0 }) || !(period > 0) || !period.isFinite
            || !(segments <= maximumDashSegments) {
            dash = []
        }
        style.dash = dash
        style.dashPhase = dash.isEmpty || !style.dashPhase.isFinite ? 0 : fmod(style.dashPhase, period)
        return style
    }

    /// The transform to draw with: `nil` when an entry is not finite, a factor exceeds
    /// ``maximumTransformFactor`` or its determinant is under ``minimumTransformDeterminant`` (it flattens what
    /// it draws); otherwise its translation within ±``maximumCoordinate``.
    public static func drawable(_ transform: AffineTransform) -> AffineTransform? {
        guard transform.isFinite,
              [transform.a, transform.b, transform.c, transform.d].allSatisfy({ abs($0) <= maximumTransformFactor }),
              abs(transform.determinant) >= minimumTransformDeterminant else { return nil }
        var transform = transform
        transform.tx = clamped(transform.tx)
        transform.ty = clamped(transform.ty)
        return transform
    }

    /// The gradient to draw: `nil` when a coordinate, radius or angle is not finite or no stop has a finite
    /// location; otherwise its points and radii clamped, its stops' locations within 0…1 and colours clamped,
    /// in order of location (equal locations keep their order), at most ``maximumGradientStops`` of them, and
    /// an angular gradient's start angle within a turn of zero.
    public static func drawable(_ gradient: GradientFill) -> GradientFill? {
        var numbered: [(index: Int, stop: GradientStop)] = []
        for (index, stop) in gradient.stops.prefix(maximumGradientStops).enumerated() where stop.location.isFinite {
            numbered.append((index, GradientStop(color: clamped(stop.color), location: min(max(stop.location, 0), 1))))
        }
        // Sorted by location, equal locations in their given order (a hard step between two colours).
        numbered.sort { first, second in
            first.stop.location != second.stop.location ? first.stop.location < second.stop.location : first.index < second.index
        }
        let stops = numbered.map(\.stop)
        guard !stops.isEmpty else { return nil }
        func radius(_ value: Double) -> Double { min(max(value, 0), maximumCoordinate) }
        switch gradient {
        case let .linear(_, start, end):
            guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
            return .linear(stops: stops, start: clamped(start), end: clamped(end))
        case let .radial(_, center, startRadius, endRadius):
            guard center.x.isFinite, center.y.isFinite, startRadius.isFinite, endRadius.isFinite else { return nil }
            return .radial(stops: stops, center: clamped(center), startRadius: radius(startRadius), endRadius: radius(endRadius))
        case let .angular(_, center, startAngle, endAngle):
            guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, endAngle.isFinite,
                  (endAngle - startAngle).isFinite else { return nil }
            let start = abs(startAngle) > 2 * Double.pi ? remainder(startAngle, 2 * Double.pi) : startAngle
            return .angular(stops: stops, center: clamped(center), startAngle: start, endAngle: start + (endAngle - startAngle))
        }
    }

    /// A shadow radius within 0…``maximumShadowRadius`` (`NaN` and negative radii are 0: no blur).
    public static func shadowRadius(_ radius: Double) -> Double {
        radius.isNaN ? 0 : min(max(radius, 0), maximumShadowRadius)
    }

    /// A shadow offset within ±``maximumCoordinate`` (a non-finite component is 0).
    public static func shadowOffset(_ offset: Size) -> Size {
        Size(width: offset.width.isFinite ? clamped(offset.width) : 0,
             height: offset.height.isFinite ? clamped(offset.height) : 0)
    }

    private static func clamped(_ value: Double) -> Double {
        min(max(value, -maximumCoordinate), maximumCoordinate)
    }

    private static func drawableArc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool) -> Path.Element {
        var start = start, end = end
        if abs(start) > 2 * Double.pi * 1024 {
            let sweep = end - start
            start = remainder(start, 2 * Double.pi)
            end = start + sweep
        }
        end = Path.arcEndAngle(from: start, to: end, clockwise: clockwise)
        return .arc(center: clamped(center), radius: min(max(radius, 0), maximumCoordinate), startAngle: start,
                    endAngle: end, clockwise: clockwise)
    }
}
