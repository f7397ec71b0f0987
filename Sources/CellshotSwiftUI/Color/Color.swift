import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import CellshotUIKit
import Foundation

/// A colour (SwiftUI's `Color`): one of the system's adaptive colours, fixed components, a `UIColor`, or a
/// level of the label colour. It is resolved when drawn, in the view's colour scheme and look; as a view it
/// fills the space it is offered.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {

    enum Provider: Hashable {
        /// One of UIKit's system colours, by name.
        case system(SystemColor)
        /// Fixed sRGB components.
        case components(red: Double, green: Double, blue: Double, alpha: Double)
        /// A `UIColor` of the app's (resolved with the view's traits).
        case uiColor(UIColorReference)
        /// The accent colour: the environment's tint, else the look's system blue.
        case accent
        /// A colour of the app's assets, by name (`CellshotSwiftUI.assets`; a placeholder grey with a warning when
        /// they lack it).
        case named(String)
        /// A colour mixed towards white by a fraction (`Color.gradient`'s top).
        indirect case lightened(Color, Double)
    }

    let provider: Provider
    /// Multiplies the colour's alpha.
    let opacityFactor: Double

    init(provider: Provider, opacity: Double = 1) {
        self.provider = provider
        opacityFactor = opacity
    }

    /// A colour from sRGB components, 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(provider: .components(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A colour from components in a colour space (only sRGB is drawn exactly; the others as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A grey in a colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A UIKit colour.
    public init(uiColor: UIColor) {
        self.init(provider: .uiColor(UIColorReference(uiColor)))
    }

    /// A UIKit colour.
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }

    /// A colour of the app's asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(provider: .named(name))
    }

    /// The colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: provider, opacity: opacityFactor * opacity)
    }

    /// RGB colour spaces (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public var description: String {
        switch provider {
        case .system(let color): color.rawValue
        case let .components(red, green, blue, alpha): "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(alpha))"
        case .uiColor: "UIColor"
        case .accent: "accentColor"
        case .named(let name): "Color(\"\(name)\")"
        case let .lightened(color, amount): "\(color) lightened by \(amount)"
        }
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let fraction = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

}

extension Color: View {
    public typealias Body = Never

    public static func _makeNodes(_ view: Color, _ inputs: _ViewInputs) -> _ViewOutputs {
        ShapeLeaf.node(for: Rectangle(), fill: AnyShapeStyle(view), name: "Color", inputs)
    }
}

extension Color {
    public static let red = Color(provider: .system(.systemRed))
    public static let orange = Color(provider: .system(.systemOrange))
    public static let yellow = Color(provider: .system(.systemYellow))
    public static let green = Color(provider: .system(.systemGreen))
    public static let mint = Color(provider: .system(.systemMint))
    public static let teal = Color(provider: .system(.systemTeal))
    public static let cyan = Color(provider: .system(.systemCyan))
    public static let blue = Color(provider: .system(.systemBlue))
    public static let indigo = Color(provider: .system(.systemIndigo))
    public static let purple = Color(provider: .system(.systemPurple))
    public static let pink = Color(provider: .system(.systemPink))
    public static let brown = Color(provider: .system(.systemBrown))
    public static let gray = Color(provider: .system(.systemGray))
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The label colour: black in light mode, white in dark.
    public static let primary = Color(provider: .system(.label))
    /// The secondary label colour.
    public static let secondary = Color(provider: .system(.secondaryLabel))
    /// The app's accent colour: the tint set with `.tint`, else system blue.
    public static let accentColor = Color(provider: .accent)
}

/// A `UIColor` kept in a `Color`, compared by identity (UIKit's dynamic colours are objects).
struct UIColorReference: Hashable, @unchecked Sendable {
    let color: UIColor
    init(_ color: UIColor) { self.color = color }
    static func == (lhs: UIColorReference, rhs: UIColorReference) -> Bool { lhs.color.isEqual(rhs.color) }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(color)) }
}
