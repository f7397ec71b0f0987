import CellshotModel
import Foundation

extension UIImage {
    /// What an image is drawn with (`UIImage.Configuration`); only a ``SymbolConfiguration`` changes a drawing.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight of a symbol's strokes (`UIImage.SymbolWeight`), drawn by growing or eroding the stand-in
    /// glyph's outline (docs/symbols.md, "Weights, scales and modes").
    public enum SymbolWeight: Int, Sendable {
        /// No weight: the text's.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular, the default.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The name written in warnings and documents (`"semibold"`).
        var name: String {
            switch self {
            case .unspecified: "unspecified"
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        }

        /// The document's weight; `nil` for unspecified (the text's).
        var model: SymbolStyle.Weight? {
            SymbolStyle.Weight(rawValue: name)
        }
    }

    /// A symbol's size relative to its text (`UIImage.SymbolScale`): drawn by the factors of
    /// `ListContentMetrics.symbolScaleFactor(_:)`.
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// No scale: medium.
        case unspecified = 0
        /// Smaller than the text's.
        case small = 1
        /// The text's (the default).
        case medium = 2
        /// Larger than the text's.
        case large = 3

        /// The document's scale; `nil` for the default.
        var model: SymbolStyle.Scale? {
            switch self {
            case .small: .small
            case .large: .large
            case .medium: .medium
            case .default, .unspecified: nil
            }
        }

        /// The scale's factor on the point size.
        var factor: Double {
            switch self {
            case .small: ListContentMetrics.symbolScaleFactor(.small)
            case .large: ListContentMetrics.symbolScaleFactor(.large)
            case .default, .unspecified, .medium: ListContentMetrics.symbolScaleFactor(.medium)
            }
        }
    }

    /// The size, weight, scale and colours a symbol image is drawn with (`UIImage.SymbolConfiguration`).
    ///
    /// Drawn: the point size (or a text style's or font's), the scale, the weight (its own, else its font's or
    /// text style's), hierarchical and palette colours where the stand-in glyph has a second layer. Multicolour
    /// and layers a glyph lacks are drawn monochrome, each with a warning at the render call (see
    /// docs/symbols.md).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Where the symbol's point size comes from.
        enum Size: Hashable {
            case pointSize(CGFloat)
            case textStyle(UIFont.TextStyle)
            case font(UIFont)
        }

        /// How the symbol is coloured.
        enum Colors: Hashable {
            case monochrome
            case multicolor
            case hierarchical(UIColor)
            case palette([UIColor])
        }

        private(set) var size: Size?
        private(set) var weight: SymbolWeight = .unspecified
        private(set) var scale: SymbolScale = .unspecified
        private(set) var colors: Colors?

        private init(size: Size? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
                     colors: Colors? = nil) {
            self.size = size
            self.weight = weight
            self.scale = scale
            self.colors = colors
            super.init()
        }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration()

        /// A configuration with a point size (the text size the symbol matches).
        /// - Parameter pointSize: the size in points.
        public convenience init(pointSize: CGFloat) {
            self.init(size: .pointSize(pointSize))
        }

        /// A configuration with a point size and a weight.
        /// - Parameters:
        ///   - pointSize: the size in points.
        ///   - weight: the weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(size: .pointSize(pointSize), weight: weight)
        }

        /// A configuration with a point size, a weight and a scale.
        /// - Parameters:
        ///   - pointSize: the size in points.
        ///   - weight: the weight.
        ///   - scale: the scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(size: .pointSize(pointSize), weight: weight, scale: scale)
        }

        /// A configuration with a weight.
        /// - Parameter weight: the weight.
        public convenience init(weight: SymbolWeight) {
            self.init(size: nil, weight: weight)
        }

        /// A configuration with a scale.
        /// - Parameter scale: the scale.
        public convenience init(scale: SymbolScale) {
            self.init(size: nil, scale: scale)
        }

        /// A configuration matching a text style's font (at the Large content size).
        /// - Parameter textStyle: the text style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(size: .textStyle(textStyle))
        }

        /// A configuration matching a text style's font, with a scale.
        /// - Parameters:
        ///   - textStyle: the text style.
        ///   - scale: the scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(size: .textStyle(textStyle), scale: scale)
        }

        /// A configuration matching a font's point size.
        /// - Parameter font: the font.
        public convenience init(font: UIFont) {
            self.init(size: .font(font))
        }

        /// A configuration matching a font's point size, with a scale.
        /// - Parameters:
        ///   - font: the font.
        ///   - scale: the scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(size: .font(font), scale: scale)
        }

        /// A hierarchical colour configuration: the colour replaces the tint, the secondary layer (a glyph's
        /// enclosure) is drawn in it at a lower opacity.
        /// - Parameter hierarchicalColor: the colour.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(colors: .hierarchical(hierarchicalColor))
        }

        /// A palette colour configuration: the first colour replaces the tint, the second colours the secondary
        /// layer (a glyph's enclosure).
        /// - Parameter paletteColors: the colours.
        public convenience init(paletteColors: [UIColor]) {
            self.init(colors: .palette(paletteColors))
        }

        /// A multicolour configuration (not drawn: the stand-ins have no colours of their own; drawn in the tint,
        /// with a warning).
        /// - Returns: the configuration.
        public class func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(colors: .multicolor)
        }

        /// A monochrome configuration: the symbol in its tint, as cellshot draws every symbol.
        /// - Returns: the configuration.
        public class func preferringMonochrome() -> SymbolConfiguration {
            SymbolConfiguration(colors: .monochrome)
        }

        /// A monochrome configuration (the older name of ``preferringMonochrome()``).
        /// - Returns: the configuration.
        public class func configurationPreferringMonochrome() -> SymbolConfiguration {
            preferringMonochrome()
        }

        /// A multicolour configuration (the older name of ``preferringMulticolor()``).
        /// - Returns: the configuration.
        public class func configurationPreferringMulticolor() -> SymbolConfiguration {
            preferringMulticolor()
        }

        /// This configuration with `configuration`'s attributes replacing the ones it sets.
        /// - Parameter configuration: the configuration to apply; `nil` changes nothing.
        /// - Returns: the combined configuration.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(size: other.size ?? size,
                                       weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale,
                                       colors: other.colors ?? colors)
        }

        /// This configuration without its point size and weight.
        /// - Returns: the configuration.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(size: nil, weight: .unspecified, scale: scale, colors: colors)
        }

        /// The point size the symbol is drawn at: its point size, font's or text style's (`fallback` when it
        /// sets none) times its scale's factor.
        func drawnPointSize(fallback: CGFloat) -> CGFloat {
            let base: CGFloat = switch size {
            case .pointSize(let points)?: points
            case .font(let font)?: font.pointSize
            case .textStyle(let style)?: UIFont.preferredFont(forTextStyle: style).pointSize
            case nil: fallback
            }
            return base * CGFloat(scale.factor)
        }

        /// Whether `object` sets the same attributes.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return other.size == size && other.weight == weight && other.scale == scale && other.colors == colors
        }

        /// A hash consistent with ``isEqual(_:)``.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(size)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(colors)
            return hasher.finalize()
        }
    }
}
