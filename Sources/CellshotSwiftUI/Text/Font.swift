import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// A font (SwiftUI's `Font`): a Dynamic Type text style, or a fixed or custom size, with a weight, a
/// design and other traits.
public struct Font: Hashable, Sendable {
    enum Size: Hashable, Sendable {
        /// A text style: scales with Dynamic Type.
        case style(Font.TextStyle)
        /// A size in points that does not scale (`.system(size:)`, `.custom(_:fixedSize:)`).
        case fixed(CGFloat)
        /// A size that scales as a text style does (`.custom(_:size:relativeTo:)`).
        case relative(CGFloat, Font.TextStyle)
    }

    var size: Size
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var monospacedDigits = false
    var isMonospaced = false
    var customName: String?
    var leading: Leading = .standard

    init(size: Size, weight: Weight? = nil, design: Design? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// A Dynamic Type style (SwiftUI's `Font.TextStyle`).
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// The model's text style of the same name (SwiftUI's `title` is UIKit's `title1`, `caption` is `caption1`).
        var model: CellshotModel.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A font weight (SwiftUI's `Font.Weight`).
    public struct Weight: Hashable, Sendable {
        let model: FontWeight
        public static let ultraLight = Weight(model: .ultraLight)
        public static let thin = Weight(model: .thin)
        public static let light = Weight(model: .light)
        public static let regular = Weight(model: .regular)
        public static let medium = Weight(model: .medium)
        public static let semibold = Weight(model: .semibold)
        public static let bold = Weight(model: .bold)
        public static let heavy = Weight(model: .heavy)
        public static let black = Weight(model: .black)
    }

    /// A font design (SwiftUI's `Font.Design`).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The renderer's design.
        var model: FontDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// Line spacing of a text style (SwiftUI's `Font.Leading`).
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// A font width (SwiftUI's `Font.Width`); drawn at the standard width.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// A font of the app's, by name, scaling relative to the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(size: .relative(size, .body))
        font.customName = name
        return font
    }

    /// A font of the app's, by name, scaling relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        var font = Font(size: .relative(size, style))
        font.customName = name
        return font
    }

    /// A font of the app's, by name, at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: .fixed(fixedSize))
        font.customName = name
        return font
    }

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font with digits of one width.
    public func monospacedDigit() -> Font {
        var font = self
        font.monospacedDigits = true
        return font
    }

    /// The monospaced design of the font.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// The font with a leading.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leading = leading
        return font
    }

    /// The font at a width; drawn at the standard width.
    public func width(_ width: Width) -> Font { self }

    /// The font in small capitals; drawn in the font's own capitals.
    public func smallCaps() -> Font { self }
}

extension Font {
    /// The font as the renderer draws it, in a Dynamic Type size.
    func resolved(_ typeSize: DynamicTypeSize) -> ResolvedFont {
        let category = typeSize.category
        let pointSize: CGFloat
        var weight = self.weight?.model
        switch size {
        case .style(let style):
            pointSize = CGFloat(style.model.pointSize(for: category))
            weight = weight ?? style.model.weight
        case .fixed(let size):
            pointSize = size
        case .relative(let size, let style):
            let model = style.model
            pointSize = size * CGFloat(model.pointSize(for: category) / model.pointSize(for: .large))
        }
        return ResolvedFont(size: pointSize, weight: weight ?? .regular,
                            design: isMonospaced ? .monospaced : design ?? .default,
                            isItalic: isItalic, monospacedDigits: monospacedDigits, customName: customName)
    }
}

/// A font's figures for layout and drawing.
struct ResolvedFont: Hashable {
    var size: CGFloat
    var weight: FontWeight
    var design: Font.Design
    var isItalic: Bool
    var monospacedDigits: Bool
    var customName: String?

    /// The height of one line (SF Pro's).
    var lineHeight: CGFloat { size * SwiftUIFigures.lineHeightRatio }

    /// The renderer's font descriptor: the size, weight, SF Pro's line height, italic, design and tabular digits.
    var descriptor: FontDescriptor {
        FontDescriptor(size: Double(size), weight: weight, lineHeight: Double(lineHeight), italic: isItalic,
                       design: design.model, monospacedDigits: monospacedDigits)
    }
}
