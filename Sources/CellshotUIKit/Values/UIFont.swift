import CellshotGraphics
import CellshotModel
import Foundation

/// A font: a system font of a size and weight, or a Dynamic Type text style that grows with the
/// content size category. Drawn with cellshot's stand-in for the system font (Inter).
///
/// ```swift
/// content.textProperties.font = .preferredFont(forTextStyle: .headline)
/// label.font = .systemFont(ofSize: 14, weight: .bold)
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, UIKit's numbers (`-0.8` ultra light … `0.62` black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the weight.
        public let rawValue: CGFloat

        /// A weight from UIKit's number.
        /// - Parameter rawValue: the number, -1…1.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        /// The model's weight: the nearest of UIKit's nine.
        var modelWeight: FontWeight {
            let table: [(CGFloat, FontWeight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                  (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy),
                                                  (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public let rawValue: String

        /// A text style from UIKit's name.
        /// - Parameter rawValue: the name, such as `UICTFontTextStyleBody`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        static let modelStyles: [TextStyle: CellshotModel.TextStyle] = [
            .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
            .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
            .caption1: .caption1, .caption2: .caption2,
        ]
    }

    /// The font as the document model names it.
    let reference: FontReference
    /// The font's name when the code asked for one by name (``init(name:size:)``): drawn as the system font,
    /// with a warning naming it.
    private(set) var requestedName: String?

    init(reference: FontReference) {
        self.reference = reference
        super.init()
    }

    /// A font by its PostScript or family name (`UIFont(name: "AvenirNext-Bold", size: 16)`). cellshot draws
    /// the system font only (the document model has no font families), so the font is the system font at that
    /// size, at the weight the name ends in (`-Bold`, `-Medium`, …; regular otherwise), and drawing it warns
    /// naming the font — never a silently different typeface. Never `nil`: on iOS it is `nil` only for a font
    /// the device lacks.
    /// - Parameters:
    ///   - fontName: the font's name.
    ///   - fontSize: the size in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let weight = UIFont.weight(named: fontName)
        self.init(reference: .fixed(FontDescriptor(size: Double(fontSize), weight: weight.modelWeight)))
        requestedName = fontName
    }

    /// The font's name: the one asked for, else the system font's.
    open var fontName: String { requestedName ?? ".SFUI-Regular" }

    /// The weight a font's name ends in (`AvenirNext-DemiBold` → semibold).
    static func weight(named fontName: String) -> Weight {
        let style = fontName.split(separator: "-").last.map { $0.lowercased() } ?? ""
        let table: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return table.first { style.hasPrefix($0.0) }?.1 ?? .regular
    }

    /// The warning a font asked for by name gives when drawn.
    var undrawnNameNote: String? {
        requestedName.map {
            "UIFont(name: \"\($0)\", size: \(ContentViewLowering.numberText(pointSize))) is drawn as the system "
                + "font at that size and weight: cellshot draws the system font only"
        }
    }

    /// The system font at a size and weight; it does not grow with Dynamic Type.
    /// - Parameters:
    ///   - fontSize: the size in points.
    ///   - weight: the weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(reference: .fixed(FontDescriptor(size: Double(fontSize), weight: weight.modelWeight)))
    }

    /// The regular system font at a size.
    /// - Parameter fontSize: the size in points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at a size.
    /// - Parameter fontSize: the size in points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of a text style at the content size category being drawn (Dynamic Type).
    /// - Parameter style: the text style; an unknown name draws as ``TextStyle/body``.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(reference: .textStyle(TextStyle.modelStyles[style] ?? .body))
    }

    /// The size in points (a text style's at the large size).
    open var pointSize: CGFloat { CGFloat(reference.resolved(for: .large).size) }

    /// The line height in points (a text style's at the large size).
    open var lineHeight: CGFloat {
        let font = reference.resolved(for: .large)
        return CGFloat(font.lineHeight ?? font.size * 1.2)
    }

    /// Whether `object` is the same font (size and weight, or text style).
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.reference == reference
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { reference.hashValue }
}
