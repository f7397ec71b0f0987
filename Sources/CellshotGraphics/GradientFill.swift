/// A colour at a place along a gradient (SwiftUI's `Gradient.Stop`).
public struct GradientStop: Sendable, Hashable, Codable {
    /// The colour at this stop.
    public var color: Color
    /// Where along the gradient, 0…1.
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }

    /// Stops for `colors` spread evenly from 0 to 1, as `Gradient(colors:)` spreads them.
    public static func evenlySpaced(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map { index, color in
            GradientStop(color: color, location: Double(index) / Double(colors.count - 1))
        }
    }
}

/// A gradient a path is painted with (``DrawCommand/gradient(_:paint:gradient:)``), in the display list's
/// points: SwiftUI's `LinearGradient`, `RadialGradient` and `AngularGradient` once their unit points are
/// placed in the shape's frame (the `in:` builders). Stops are colours at locations 0…1, in order of location;
/// colours are interpolated with straight alpha in sRGB; before the first stop and after the last, their
/// colours continue (`EXTEND_PAD`).
///
/// ```swift
/// // LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) in a 100 × 40 frame.
/// let fade = GradientFill.linear(stops: GradientStop.evenlySpaced([red, blue]), startPoint: Point(x: 0.5, y: 0),
///                                endPoint: Point(x: 0.5, y: 1), in: Rect(x: 0, y: 0, width: 100, height: 40))
/// ```
public enum GradientFill: Sendable, Hashable, Codable {
    /// Colours along the line from `start` to `end`, constant across it.
    case linear(stops: [GradientStop], start: Point, end: Point)
    /// Colours along the radius from `startRadius` to `endRadius` around `center`.
    case radial(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Colours around `center` (a conic gradient), from `startAngle` to `endAngle` in radians from the +x axis,
    /// growing clockwise on screen. As SwiftUI does, a sweep short of a full turn leaves a gap filled half with
    /// the last stop's colour and half with the first's; a sweep of more than a turn shows its last turn.
    case angular(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)

    /// The gradient's stops.
    public var stops: [GradientStop] {
        switch self {
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _): stops
        }
    }

    /// A linear gradient between two unit points of `rect` (`LinearGradient(stops:startPoint:endPoint:)` drawn
    /// in a view whose frame is `rect`): (0, 0) is its top left corner, (1, 1) its bottom right.
    public static func linear(stops: [GradientStop], startPoint: Point, endPoint: Point, in rect: Rect) -> GradientFill {
        .linear(stops: stops, start: rect.point(atUnit: startPoint), end: rect.point(atUnit: endPoint))
    }

    /// A radial gradient around a unit point of `rect` (`RadialGradient(stops:center:startRadius:endRadius:)`).
    public static func radial(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double,
                              in rect: Rect) -> GradientFill {
        .radial(stops: stops, center: rect.point(atUnit: center), startRadius: startRadius, endRadius: endRadius)
    }

    /// An angular gradient around a unit point of `rect` (`AngularGradient(stops:center:startAngle:endAngle:)`).
    public static func angular(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double,
                               in rect: Rect) -> GradientFill {
        .angular(stops: stops, center: rect.point(atUnit: center), startAngle: startAngle, endAngle: endAngle)
    }
}

extension Rect {
    /// The point at unit coordinates of this rectangle, as SwiftUI's `UnitPoint` is placed in a frame: (0, 0)
    /// is the top left corner, (1, 1) the bottom right, (0.5, 0.5) the centre.
    public func point(atUnit unit: Point) -> Point {
        Point(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
