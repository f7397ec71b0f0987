import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// Colours at locations along a gradient (SwiftUI's `Gradient`).
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a location, 0…1 (SwiftUI's `Gradient.Stop`).
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the colour is, 0 (the start) … 1 (the end).
        public var location: CGFloat
        /// A colour at a location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in any order (they are sorted by location when drawn).
    public var stops: [Stop]

    /// Stops at the given locations.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    /// The stops resolved in an environment, sorted by location (as SwiftUI sorts them).
    func resolved(in environment: EnvironmentValues) -> [GradientStop] {
        stops.sorted { $0.location < $1.location }.map {
            GradientStop(color: $0.color.resolved(in: environment), location: Double($0.location))
        }
    }
}

/// A gradient resolved for drawing: its stops' colours and where it goes, in unit points of the frame it
/// paints. Not for apps.
package struct ResolvedGradient: Hashable, Sendable {
    /// Where the gradient goes in the frame it paints.
    package enum Geometry: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Radii as fractions of half the frame's width and height (`EllipticalGradient`).
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    package var stops: [GradientStop]
    package var geometry: Geometry

    package init(stops: [GradientStop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// The gradient with every stop's opacity multiplied.
    package func opacity(_ factor: Double) -> ResolvedGradient {
        var copy = self
        copy.stops = stops.map { var stop = $0; stop.color.alpha *= factor; return stop }
        return copy
    }

    /// The gradient with every stop's colour changed.
    package func mappingColors(_ transform: (CellshotGraphics.Color) -> CellshotGraphics.Color) -> ResolvedGradient {
        var copy = self
        copy.stops = stops.map { var stop = $0; stop.color = transform(stop.color); return stop }
        return copy
    }

    /// The commands that paint `path` (filled or stroked by `paint`) with the gradient placed in `frame`.
    package func commands(for path: CellshotGraphics.Path, paint: PathPaint, in frame: CGRect) -> [DrawCommand] {
        let rect = frame.model
        func unit(_ point: UnitPoint) -> Point { Point(x: Double(point.x), y: Double(point.y)) }
        switch geometry {
        case let .linear(start, end):
            return [.gradient(path, paint: paint, gradient: .linear(stops: stops, startPoint: unit(start), endPoint: unit(end),
                                                                    in: rect))]
        case let .radial(center, startRadius, endRadius):
            return [.gradient(path, paint: paint, gradient: .radial(stops: stops, center: unit(center),
                                                                    startRadius: Double(startRadius),
                                                                    endRadius: Double(endRadius), in: rect))]
        case let .angular(center, startAngle, endAngle):
            return [.gradient(path, paint: paint, gradient: .angular(stops: stops, center: unit(center), startAngle: startAngle,
                                                                     endAngle: endAngle, in: rect))]
        case let .elliptical(center, startFraction, endFraction):
            // A circle of radius 1 around the origin, stretched to half the frame's sides around the centre: the
            // path goes into that space and the gradient is drawn there as a radial one.
            let centre = rect.point(atUnit: unit(center))
            let stretch = CellshotGraphics.AffineTransform(scaleX: max(rect.width / 2, 1e-6), y: max(rect.height / 2, 1e-6))
                .concatenating(CellshotGraphics.AffineTransform(translationX: centre.x, y: centre.y))
            guard let inverse = stretch.inverted() else { return [] }
            return [.transform(stretch, commands: [
                .gradient(path.applying(inverse), paint: paint,
                          gradient: .radial(stops: stops, center: .zero, startRadius: Double(startFraction),
                                            endRadius: Double(endFraction))),
            ])]
        }
    }

    /// The commands that paint what `content` draws with the gradient instead of its own colours, keeping its
    /// coverage: the content, then the gradient over the frame composited onto it alone (`sourceAtop` inside a
    /// group of its own), so a text or a symbol shows the gradient through its glyphs.
    package func commands(masking content: [DrawCommand], in frame: CGRect) -> [DrawCommand] {
        [.opacity(1, commands: content + [.blendMode(.sourceAtop, commands: commands(for: CellshotGraphics.Path(frame.model),
                                                                                      paint: .fill, in: frame))])]
    }
}

/// The standard gradient of a colour (SwiftUI's `AnyGradient`, `Color.gradient`): from a lighter version of the
/// colour at the top to the colour at the bottom of what it paints.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient

    /// A gradient drawn top to bottom of what it paints.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(gradient: ResolvedGradient(stops: gradient.resolved(in: environment),
                                                  geometry: .linear(start: .top, end: .bottom)))
    }
}

extension Color {
    /// The colour's standard gradient (iOS 16): the colour lightened towards white at the top
    /// (``SwiftUIFigures/standardGradientLightening``), the colour itself at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(provider: .lightened(self, SwiftUIFigures.standardGradientLightening)), self]))
    }
}

extension Gradient: ShapeStyle {
    /// A gradient used as a style: linear, top to bottom, as `AnyGradient`.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        AnyGradient(self)._resolvePaint(in: environment)
    }
}
