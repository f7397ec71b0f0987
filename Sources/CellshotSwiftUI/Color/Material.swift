import CellshotGraphics
import CellshotSwiftUILayout

/// A blurred, tinted background (SwiftUI's `Material`: `.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// cellshot cannot blur what lies behind a view, so a material is drawn as its tint alone — a translucent white
/// (light) or dark grey (dark) over the background, the thicker the more opaque — and whoever draws one warns
/// once that it is an approximation (``SwiftUIFigures/materialTints``).
///
/// ```swift
/// Text("Now Playing").padding().background(.ultraThinMaterial, in: Capsule())
/// ```
public struct Material: Hashable, Sendable, ShapeStyle {
    /// The thickness, thinnest first.
    enum Thickness: Int, Hashable, Sendable, CaseIterable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    let thickness: Thickness

    /// The thinnest material (drawn as its tint).
    public static let ultraThinMaterial = Material(thickness: .ultraThin)
    /// A thin material (drawn as its tint).
    public static let thinMaterial = Material(thickness: .thin)
    /// The regular material (drawn as its tint).
    public static let regularMaterial = Material(thickness: .regular)
    /// A thick material (drawn as its tint).
    public static let thickMaterial = Material(thickness: .thick)
    /// The thickest material (drawn as its tint).
    public static let ultraThickMaterial = Material(thickness: .ultraThick)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: .bar)

    /// The name an app writes (`.ultraThinMaterial`).
    var name: String {
        switch thickness {
        case .ultraThin: ".ultraThinMaterial"
        case .thin: ".thinMaterial"
        case .regular: ".regularMaterial"
        case .thick: ".thickMaterial"
        case .ultraThick: ".ultraThickMaterial"
        case .bar: ".bar"
        }
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        let tint = SwiftUIFigures.materialTints[thickness.rawValue]
        let (white, alpha) = environment.colorScheme == .dark ? tint.dark : tint.light
        return _ResolvedPaint(color: CellshotGraphics.Color(red: white, green: white, blue: white, alpha: alpha),
                              approximation: "the material \(name) is drawn as its tint over the background, without "
                                  + "blurring what is behind it (an approximation)")
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material (drawn as its tint).
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A thin material (drawn as its tint).
    public static var thinMaterial: Material { .thinMaterial }
    /// The regular material (drawn as its tint).
    public static var regularMaterial: Material { .regularMaterial }
    /// A thick material (drawn as its tint).
    public static var thickMaterial: Material { .thickMaterial }
    /// The thickest material (drawn as its tint).
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of bars (drawn as its tint).
    public static var bar: Material { .bar }
}

/// The background style (SwiftUI's `BackgroundStyle`, `.background` as a style): the one `.backgroundStyle(_:)`
/// set, else the system background of the colour scheme.
public struct BackgroundStyle: ShapeStyle {
    /// The background style of the environment.
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedPaint {
        if let style = environment.backgroundStyle { return style._resolvePaint(in: environment.withoutBackgroundStyle) }
        return Color(provider: .system(.systemBackground))._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `.backgroundStyle(_:)` set; `nil` for the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    var withoutBackgroundStyle: EnvironmentValues {
        var copy = self
        copy.backgroundStyle = nil
        return copy
    }
}

extension View {
    /// The style `.background` (the `BackgroundStyle`) paints below this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
