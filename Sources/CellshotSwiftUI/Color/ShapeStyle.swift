import CellshotGraphics
import CellshotModel
import CellshotUIKit

/// A colour or pattern to fill or stroke with (SwiftUI's `ShapeStyle`): a `Color`, a level of the foreground
/// (`.primary`, `.secondary`…), the tint, a gradient, a material.
public protocol ShapeStyle: Sendable {
    /// Resolves the style to paint in an environment. Not for apps.
    func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint
}

/// A style resolved for drawing: a colour (and, once the drawing layer has them, gradients). Not for apps.
public struct _ResolvedPaint: Hashable, Sendable {
    package var color: CellshotGraphics.Color

    package init(color: CellshotGraphics.Color) {
        self.color = color
    }
}

extension Color {
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(color: resolved(in: environment))
    }

    /// The colour in an environment's colour scheme and look.
    func resolved(in environment: EnvironmentValues) -> CellshotGraphics.Color {
        let style = environment.colorScheme.style
        var color: CellshotGraphics.Color
        switch provider {
        case .system(let system):
            color = system.color(for: style, in: environment.look)
        case let .components(red, green, blue, alpha):
            color = CellshotGraphics.Color(red: red, green: green, blue: blue, alpha: alpha)
        case .uiColor(let reference):
            color = reference.color.cellshotResolved(style: style, look: environment.look)
        case .accent:
            color = environment.tint.map { $0._resolvePaint(in: environment.withoutTint).color }
                ?? SystemColor.systemBlue.color(for: style, in: environment.look)
        case .named:
            color = SystemColor.systemGray.color(for: style, in: environment.look)
        }
        color.alpha *= opacityFactor
        return color
    }
}

extension EnvironmentValues {
    /// The environment with no tint (to resolve a tint without recursion).
    var withoutTint: EnvironmentValues {
        var copy = self
        copy.tint = nil
        return copy
    }
}

/// Any shape style (SwiftUI's `AnyShapeStyle`). Two are equal when they describe the same style.
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let base: any ShapeStyle

    /// Erases a style's type.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        base._resolvePaint(in: environment)
    }

    /// The colour, when the style is one.
    var flatColor: Color? { base as? Color }

    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        String(reflecting: lhs.base) == String(reflecting: rhs.base)
    }
}

/// A level of the foreground style (SwiftUI's `HierarchicalShapeStyle`): with the default foreground, the
/// label colours; with a foreground of the app's, that colour at decreasing opacities (docs/swiftui.md, "Colours").
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacities of the levels of an app's foreground colour [I: OpenSwiftUI `ContentStyle.opacity(at:)`].
    static let opacities: [Double] = [1, 0.5, 0.25, 0.18, 0.05]
    /// The system colours of the levels of the default foreground.
    static let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternaryLabel]

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        if let foreground = environment.foregroundStyle, !(foreground.base is HierarchicalShapeStyle) {
            var paint = foreground._resolvePaint(in: environment.withoutForeground)
            paint.color.alpha *= HierarchicalShapeStyle.opacities[min(level, 4)]
            return paint
        }
        let system = HierarchicalShapeStyle.labels[min(level, 4)]
        return _ResolvedPaint(color: system.color(for: environment.colorScheme.style, in: environment.look))
    }
}

extension EnvironmentValues {
    /// The environment with the default foreground style.
    var withoutForeground: EnvironmentValues {
        var copy = self
        copy.foregroundStyle = nil
        return copy
    }

    /// The colour of text and symbols: the foreground style, else the label colour.
    var foregroundColor: CellshotGraphics.Color {
        (foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))._resolvePaint(in: withoutForeground).color
    }
}

/// The view's tint (SwiftUI's `TintShapeStyle`).
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        Color.accentColor._resolvePaint(in: environment)
    }
}

/// The current foreground style (SwiftUI's `ForegroundStyle`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(color: environment.foregroundColor)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

extension View {
    /// Colours text, symbols and shapes' default fills below this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyleValue, AnyShapeStyle(style))
    }

    /// Colours text and symbols below this view; `nil` for the default.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyleValue, color.map { AnyShapeStyle($0) })
    }

    /// The tint of controls and the accent colour below this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tintValue, tint.map { AnyShapeStyle($0) })
    }

    /// The tint of controls and the accent colour below this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tintValue, tint.map { AnyShapeStyle($0) })
    }

    /// The accent colour below this view.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

extension EnvironmentValues {
    var foregroundStyleValue: AnyShapeStyle? {
        get { foregroundStyle }
        set { foregroundStyle = newValue }
    }

    var tintValue: AnyShapeStyle? {
        get { tint }
        set { tint = newValue }
    }
}
