import CellshotGraphics
import CellshotModel
import CellshotUIKit

/// A colour or pattern to fill or stroke with (SwiftUI's `ShapeStyle`): a `Color`, a level of the foreground
/// (`.primary`, `.secondary`…), the tint, a gradient, a material.
///
/// An app's own style (iOS 17) implements `resolve(in:)`, returning a built-in style for the environment (a theme's
/// colour for the colour scheme); cellshot paints what it returns.
public protocol ShapeStyle: Sendable {
    /// The style an app's own style resolves to (`Never` for SwiftUI's, which resolve themselves).
    associatedtype Resolved: ShapeStyle = Never
    /// The style to paint with in an environment: what an app's own style implements.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// Resolves the style to paint in an environment. Not for apps.
    func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint
}

extension ShapeStyle where Resolved == Never {
    /// SwiftUI's own styles resolve themselves (`_resolvePaint(in:)`); they have no other style to resolve to.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves itself; it has no style to resolve to")
    }
}

extension ShapeStyle {
    /// An app's own style: the paint of the style it resolves to.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        resolve(in: environment)._resolvePaint(in: environment)
    }
}

extension Never: ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint { switch self {} }
}

/// A style resolved for drawing: a colour, or a gradient to place in the frame of what it paints. Not for apps.
///
/// `color` is always set: a gradient's first stop, a material's tint — what is drawn where only a colour can be
/// (a stroke of a text).
public struct _ResolvedPaint: Hashable, Sendable {
    package var color: CellshotGraphics.Color
    /// The gradient, when the style is one.
    package var gradient: ResolvedGradient?
    /// Why what is drawn differs from what the style asks for (a material drawn as its tint, a colour the app's
    /// assets lack): whoever draws it warns with this.
    package var approximation: String?

    package init(color: CellshotGraphics.Color, approximation: String? = nil) {
        self.color = color
        self.approximation = approximation
    }

    package init(gradient: ResolvedGradient) {
        color = gradient.stops.first?.color ?? CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0)
        self.gradient = gradient
    }

    /// The paint with its opacity multiplied.
    package func opacity(_ factor: Double) -> _ResolvedPaint {
        var paint = self
        paint.color.alpha *= factor
        paint.gradient = gradient?.opacity(factor)
        return paint
    }

    /// Whether it draws nothing (a clear colour, a gradient of clear stops).
    package var isInvisible: Bool {
        if let gradient { return gradient.stops.allSatisfy { $0.color.alpha <= 0 } }
        return color.alpha <= 0
    }
}

extension Color {
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        if case .named(let name) = provider, let asset = CellshotSwiftUI.assets.color(named: name) {
            var color = asset.resolved(in: environment)
            color.alpha *= opacityFactor
            return _ResolvedPaint(color: color)
        }
        let approximation: String? = if case .named(let name) = provider {
            "Color(\"\(name)\") is not among the app's assets (CellshotSwiftUI.assets): drawn grey"
        } else { nil }
        return _ResolvedPaint(color: resolved(in: environment), approximation: approximation)
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
            // The app's accent colour: the tint set, else the app's catalogs' "AccentColor" colour set — the global
            // accent colour Xcode's app templates name (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME), never a
            // Swift package's — else blue.
            color = environment.tint.map { $0._resolvePaint(in: environment.withoutTint).color }
                ?? CellshotSwiftUI.assets.globalAccentColor()?.resolved(in: environment)
                ?? SystemColor.systemBlue.color(for: style, in: environment.look)
        case .named(let name):
            color = CellshotSwiftUI.assets.color(named: name)?.resolved(in: environment)
                ?? SystemColor.systemGray.color(for: style, in: environment.look)
        case let .lightened(base, amount):
            let under = base.resolved(in: environment)
            color = CellshotGraphics.Color(red: under.red + (1 - under.red) * amount,
                                           green: under.green + (1 - under.green) * amount,
                                           blue: under.blue + (1 - under.blue) * amount, alpha: under.alpha)
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
/// label colours; with the styles `.foregroundStyle(_:_:_:)` gave, those; with a foreground of the app's, that
/// style at decreasing opacities (docs/swiftui.md, "Colours").
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacities of the levels of an app's foreground style (SwiftUIFigures).
    static var opacities: [Double] { SwiftUIFigures.hierarchicalOpacities }
    /// The system colours of the levels of the default foreground.
    static let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternaryLabel]

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        let level = min(max(self.level, 0), 4)
        let levels = environment.foregroundLevels
        if level > 0, level <= levels.count {
            return levels[level - 1]._resolvePaint(in: environment.withoutForeground)
        }
        if let foreground = environment.foregroundStyle, !(foreground.base is HierarchicalShapeStyle) {
            return foreground._resolvePaint(in: environment.withoutForeground).opacity(Self.opacities[level])
        }
        let system = Self.labels[level]
        return _ResolvedPaint(color: system.color(for: environment.colorScheme.style, in: environment.look))
    }
}

extension EnvironmentValues {
    /// The environment with the default foreground style.
    var withoutForeground: EnvironmentValues {
        var copy = self
        copy.foregroundStyle = nil
        copy.foregroundLevels = []
        return copy
    }

    /// The colour of text and symbols: the foreground style's (a gradient's first stop), else the label colour.
    var foregroundColor: CellshotGraphics.Color { foregroundPaint.color }

    /// The paint of text, symbols and shapes' default fills: the foreground style, else the label colour.
    var foregroundPaint: _ResolvedPaint {
        (foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))._resolvePaint(in: withoutForeground)
    }
}

/// The view's tint (SwiftUI's `TintShapeStyle`).
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        if let tint = environment.tint, !(tint.base is TintShapeStyle) {
            return tint._resolvePaint(in: environment.withoutTint)
        }
        return Color.accentColor._resolvePaint(in: environment)
    }
}

/// The current foreground style (SwiftUI's `ForegroundStyle`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        environment.foregroundPaint
    }
}

/// A style at an opacity (`ShapeStyle.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        base._resolvePaint(in: environment).opacity(min(1, max(0, opacity)))
    }
}

/// A level of a style (`.blue.secondary`): the style at the level's opacity.
public struct _HierarchicalLevelShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        base._resolvePaint(in: environment).opacity(HierarchicalShapeStyle.opacities[min(max(level, 0), 4)])
    }
}

extension ShapeStyle {
    /// The style at an opacity (0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// The style's second level (`.blue.secondary`).
    public var secondary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 1) }
    /// The style's third level.
    public var tertiary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 2) }
    /// The style's fourth level.
    public var quaternary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 3) }
    /// The style's fifth level.
    public var quinary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 4) }
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

/// The foreground levels `.foregroundStyle(_:_:)` and `(_:_:_:)` set beyond the primary.
private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
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

    /// The secondary and tertiary styles `.foregroundStyle(_:_:_:)` gave (the hierarchical levels 1 and 2, and
    /// a palette symbol's second and third colours).
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}

extension View {
    /// Colours text, symbols and shapes' default fills below this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(ForegroundStyleModifier(styles: [AnyShapeStyle(style)], origin: SourceLocation(fileID: fileID, line: line)))
    }

    /// A primary and a secondary foreground style: `.secondary` content and a palette symbol's second layer
    /// take the second.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2, fileID: String = #fileID,
                                                                line: Int = #line) -> some View {
        modifier(ForegroundStyleModifier(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)],
                                         origin: SourceLocation(fileID: fileID, line: line)))
    }

    /// Primary, secondary and tertiary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(ForegroundStyleModifier(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)],
                                         origin: SourceLocation(fileID: fileID, line: line)))
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
