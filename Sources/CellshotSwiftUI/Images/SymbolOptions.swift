import CellshotSwiftUILayout
import Foundation

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// cellshot's stand-ins have layers only where a glyph is built in a circle or a square (`pencil.circle.fill`,
/// docs/symbols.md); other symbols are drawn monochrome in these modes, with a warning.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Mode: String, Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let mode: Mode

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    /// The secondary layers in fainter levels of the foreground style.
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    /// Each layer in one of the foreground styles `.foregroundStyle(_:_:_:)` gives.
    public static let palette = SymbolRenderingMode(mode: .palette)
    /// The symbol's own colours (drawn monochrome: the stand-ins have none, with a warning).
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
}

/// The variant of a symbol to draw (SwiftUI's `SymbolVariants`): filled, in a circle or square, slashed.
///
/// ```swift
/// Image(systemName: "bell").symbolVariant(.slash.fill)   // draws "bell.slash.fill"
/// ```
public struct SymbolVariants: Hashable, Sendable {
    enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }
    var enclosure: Enclosure?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(enclosure: .circle)
    /// In a square.
    public static let square = SymbolVariants(enclosure: .square)
    /// In a rectangle.
    public static let rectangle = SymbolVariants(enclosure: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, also in a circle.
    public var circle: SymbolVariants { var copy = self; copy.enclosure = .circle; return copy }
    /// This variant, also in a square.
    public var square: SymbolVariants { var copy = self; copy.enclosure = .square; return copy }
    /// This variant, also in a rectangle.
    public var rectangle: SymbolVariants { var copy = self; copy.enclosure = .rectangle; return copy }
    /// This variant, also filled.
    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    /// This variant, also slashed.
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Whether this variant includes another.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    /// The names to try for a symbol in this variant, the variant's first: SF Symbols spells a variant
    /// `base[.slash][.circle|.square|.rectangle][.fill]` ("bell.slash.fill", "person.crop.circle.fill"), and a
    /// symbol without the variant is drawn as it is named, as SwiftUI falls back to it.
    func names(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var components = name.split(separator: ".").map(String.init)
        var filled = isFilled, slashed = isSlashed, enclosure = self.enclosure?.rawValue
        if components.last == "fill" { components.removeLast(); filled = true }
        if let last = components.last, Enclosure(rawValue: last) != nil, components.count > 1 {
            components.removeLast()
            enclosure = enclosure ?? last
        }
        if components.last == "slash" { components.removeLast(); slashed = true }
        let varied = (components + (slashed ? ["slash"] : []) + (enclosure.map { [$0] } ?? []) + (filled ? ["fill"] : []))
            .joined(separator: ".")
        return varied == name ? [name] : [varied, name]
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// How symbols' layers are coloured; `nil` for monochrome (or palette, where several foreground styles are set).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variant symbols are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The size of symbols relative to the font (`.medium` unless set; OpenSwiftUI `ImageScaleKey`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// How the symbols below colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// The variant the symbols below are drawn in (added to any set above).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            if variant == .none { current = .none; return }
            if let enclosure = variant.enclosure { current.enclosure = enclosure }
            current.isFilled = current.isFilled || variant.isFilled
            current.isSlashed = current.isSlashed || variant.isSlashed
        }
    }

    /// The size of the symbols below relative to their font (small ≈ 0.8×, large ≈ 1.3×).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
