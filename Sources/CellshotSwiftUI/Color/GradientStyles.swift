import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// Colours along a line between two unit points of the frame it paints (SwiftUI's `LinearGradient`); as a
/// view it fills what it is offered.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` of the frame it paints.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(gradient: ResolvedGradient(stops: gradient.resolved(in: environment),
                                                  geometry: .linear(start: startPoint, end: endPoint)))
    }
}

/// Colours along the radius around a unit point, from `startRadius` to `endRadius` points (SwiftUI's
/// `RadialGradient`).
public struct RadialGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Colours spread evenly from `startRadius` to `endRadius` points around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Stops from `startRadius` to `endRadius` points around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(gradient: ResolvedGradient(stops: gradient.resolved(in: environment),
                                                  geometry: .radial(center: center, startRadius: startRadius,
                                                                    endRadius: endRadius)))
    }
}

/// Colours around a unit point, from `startAngle` to `endAngle`, clockwise on screen from the +x axis
/// (SwiftUI's `AngularGradient`; `AngularGradient(gradient:center:)` sweeps a whole turn).
public struct AngularGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` around `center` (equal angles: a whole turn).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles (the default) mean a whole turn from the start.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// Colours spread evenly from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Stops from `startAngle` to `endAngle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Colours spread evenly over a whole turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Stops over a whole turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(gradient: ResolvedGradient(stops: gradient.resolved(in: environment),
                                                  geometry: .angular(center: center, startAngle: startAngle.radians,
                                                                     endAngle: endAngle.radians)))
    }
}

/// Colours along the radii of an ellipse that fits the frame it paints, from `startRadiusFraction` to
/// `endRadiusFraction` of its half-sides (SwiftUI's `EllipticalGradient`).
public struct EllipticalGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient along the radii of the ellipse that fits the frame, between two fractions of its sides.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Colours spread evenly along the radii of the ellipse that fits the frame.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        // SwiftUI's fractions are of the frame's sides (0.5: the inscribed ellipse); the drawing is in half-sides.
        _ResolvedPaint(gradient: ResolvedGradient(stops: gradient.resolved(in: environment),
                                                  geometry: .elliptical(center: center, startFraction: startRadiusFraction * 2,
                                                                        endFraction: endRadiusFraction * 2)))
    }
}

// MARK: Gradients as views

extension LinearGradient: View {
    public typealias Body = Never
    @MainActor public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: Rectangle(), fill: AnyShapeStyle(view), name: "LinearGradient", inputs)
    }
}

extension RadialGradient: View {
    public typealias Body = Never
    @MainActor public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: Rectangle(), fill: AnyShapeStyle(view), name: "RadialGradient", inputs)
    }
}

extension AngularGradient: View {
    public typealias Body = Never
    @MainActor public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: Rectangle(), fill: AnyShapeStyle(view), name: "AngularGradient", inputs)
    }
}

extension EllipticalGradient: View {
    public typealias Body = Never
    @MainActor public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: Rectangle(), fill: AnyShapeStyle(view), name: "EllipticalGradient", inputs)
    }
}

// MARK: Static members (`.linearGradient(colors:startPoint:endPoint:)`)

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (``LinearGradient``).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colours spread evenly.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient (``RadialGradient``).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of colours spread evenly.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient (``AngularGradient``).
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of colours spread evenly.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient over a whole turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// An angular gradient of colours over a whole turn from `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient (``EllipticalGradient``).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of colours spread evenly.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
