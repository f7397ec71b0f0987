import CellshotGraphics
import CellshotModel
import Foundation

extension UIListContentConfiguration {
    /// How a text looks: font, colour, alignment, lines and case. Each property reads the style's default
    /// until you set it.
    public struct TextProperties: Hashable {
        /// How the text lines up.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// The leading edge.
            case natural
            /// Centred.
            case center
            /// Both edges.
            case justified
        }

        /// A change of case applied to the text when drawn.
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none
            /// Every word capitalised.
            case capitalized
            /// Lower case.
            case lowercase
            /// Upper case.
            case uppercase

            init(_ model: CellshotModel.TextTransform) {
                switch model {
                case .none: self = .none
                case .capitalized: self = .capitalized
                case .lowercase: self = .lowercase
                case .uppercase: self = .uppercase
                }
            }

            var model: CellshotModel.TextTransform {
                switch self {
                case .none: .none
                case .capitalized: .capitalized
                case .lowercase: .lowercase
                case .uppercase: .uppercase
                }
            }
        }

        let defaultStyle: CellshotModel.TextStyle
        let defaultWeight: FontWeight?
        let defaultColor: SystemColor
        let defaultNumberOfLines: Int
        let defaultTransform: TextTransform
        var explicitFont: UIFont?
        var explicitColor: UIColor?
        var explicitAlignment: TextAlignment?
        var explicitLineBreakMode: NSLineBreakMode?
        var explicitNumberOfLines: Int?
        var explicitTransform: TextTransform?

        /// A colour transformer applied to ``color`` when drawn.
        public var colorTransformer: UIConfigurationColorTransformer?

        init(style: CellshotModel.TextStyle, weight: FontWeight?, color: SystemColor, numberOfLines: Int,
             transform: TextTransform) {
            defaultStyle = style
            defaultWeight = weight
            defaultColor = color
            defaultNumberOfLines = numberOfLines
            defaultTransform = transform
        }

        /// The font; the style's Dynamic Type text style until set.
        public var font: UIFont {
            get {
                explicitFont ?? UIFont(reference: defaultWeight.map { .weightedTextStyle(defaultStyle, $0) }
                    ?? .textStyle(defaultStyle))
            }
            set { explicitFont = newValue }
        }

        /// The colour; the style's (`label`, `secondaryLabel`…) until set.
        public var color: UIColor {
            get { explicitColor ?? UIColor(storage: .system(defaultColor)) }
            set { explicitColor = newValue }
        }

        /// The colour with ``colorTransformer`` applied.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// How the text lines up; natural until set.
        public var alignment: TextAlignment {
            get { explicitAlignment ?? .natural }
            set { explicitAlignment = newValue }
        }

        /// How a text that does not fit ends; truncated at the tail until set.
        public var lineBreakMode: NSLineBreakMode {
            get { explicitLineBreakMode ?? .byTruncatingTail }
            set { explicitLineBreakMode = newValue }
        }

        /// Whether a preferred font follows the Dynamic Type size when it changes; `true`, as in UIKit. Drawn the
        /// same either way: each column is drawn at its content size, which is the size iOS shows.
        public var adjustsFontForContentSizeCategory = true

        /// The most lines drawn, 0 for any number; the style's until set.
        public var numberOfLines: Int {
            get { explicitNumberOfLines ?? defaultNumberOfLines }
            set { explicitNumberOfLines = newValue }
        }

        /// The change of case; the style's until set.
        public var transform: TextTransform {
            get { explicitTransform ?? defaultTransform }
            set { explicitTransform = newValue }
        }
    }

    /// How the image looks: tint, corner radius and sizes. Each property reads its default until set.
    public struct ImageProperties: Hashable {
        /// A dimension that asks for the system's standard size (`reservedLayoutSize`).
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        /// The tint of a symbol image; `nil` (the default) draws the cell's tint.
        public var tintColor: UIColor?
        /// A colour transformer applied to the tint when drawn.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration applied to a symbol image (the image's own attributes take precedence): its
        /// point size (or text style's or font's) and scale are drawn; its weight and colours are warned about.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        var explicitCornerRadius: CGFloat?
        var explicitMaximumSize: Size?
        var explicitReservedLayoutSize: Size?

        init() {}

        /// The corner radius of the image; 0 until set.
        public var cornerRadius: CGFloat {
            get { explicitCornerRadius ?? 0 }
            set { explicitCornerRadius = newValue }
        }

        /// The largest size the image is drawn at, 0 for no limit on a side; zero until set.
        public var maximumSize: CGSize {
            get { explicitMaximumSize.map(CGSize.init) ?? .zero }
            set { explicitMaximumSize = Size(newValue) }
        }

        /// The space reserved for the image so texts line up, 0 for the image's own size on a side; zero until set.
        public var reservedLayoutSize: CGSize {
            get { explicitReservedLayoutSize.map(CGSize.init) ?? .zero }
            set { explicitReservedLayoutSize = Size(newValue) }
        }

        /// The tint with ``tintColorTransformer`` applied.
        /// - Parameter tintColor: the tint to use when ``tintColor`` is `nil`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}

extension CGSize {
    init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension Size {
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}
