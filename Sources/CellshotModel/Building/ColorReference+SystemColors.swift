import CellshotGraphics

/// The system colours as UIKit spells them on `UIColor` (`.systemBlue`, `.secondaryLabel`), so a colour in a
/// list built in Swift reads as it does in cell code:
///
/// ```swift
/// var properties = TextProperties()
/// properties.color = .secondaryLabel
/// let list = ListDocument(tint: .systemPink) { … }
/// ```
/// Each is ``ColorReference/system(_:)`` of the ``SystemColor`` of the same name, resolved per interface style.
extension ColorReference {
    /// UIKit's `label`.
    public static let label = ColorReference.system(.label)
    /// UIKit's `secondaryLabel`.
    public static let secondaryLabel = ColorReference.system(.secondaryLabel)
    /// UIKit's `tertiaryLabel`.
    public static let tertiaryLabel = ColorReference.system(.tertiaryLabel)
    /// UIKit's `quaternaryLabel`.
    public static let quaternaryLabel = ColorReference.system(.quaternaryLabel)
    /// UIKit's `systemBackground`.
    public static let systemBackground = ColorReference.system(.systemBackground)
    /// UIKit's `secondarySystemBackground`.
    public static let secondarySystemBackground = ColorReference.system(.secondarySystemBackground)
    /// UIKit's `tertiarySystemBackground`.
    public static let tertiarySystemBackground = ColorReference.system(.tertiarySystemBackground)
    /// UIKit's `systemGroupedBackground`.
    public static let systemGroupedBackground = ColorReference.system(.systemGroupedBackground)
    /// UIKit's `secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = ColorReference.system(.secondarySystemGroupedBackground)
    /// UIKit's `tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = ColorReference.system(.tertiarySystemGroupedBackground)
    /// UIKit's `separator`.
    public static let separator = ColorReference.system(.separator)
    /// UIKit's `opaqueSeparator`.
    public static let opaqueSeparator = ColorReference.system(.opaqueSeparator)
    /// UIKit's `systemFill`.
    public static let systemFill = ColorReference.system(.systemFill)
    /// UIKit's `secondarySystemFill`.
    public static let secondarySystemFill = ColorReference.system(.secondarySystemFill)
    /// UIKit's `tertiarySystemFill`.
    public static let tertiarySystemFill = ColorReference.system(.tertiarySystemFill)
    /// UIKit's `quaternarySystemFill`.
    public static let quaternarySystemFill = ColorReference.system(.quaternarySystemFill)
    /// UIKit's `systemGray`.
    public static let systemGray = ColorReference.system(.systemGray)
    /// UIKit's `systemGray2`.
    public static let systemGray2 = ColorReference.system(.systemGray2)
    /// UIKit's `systemGray3`.
    public static let systemGray3 = ColorReference.system(.systemGray3)
    /// UIKit's `systemGray4`.
    public static let systemGray4 = ColorReference.system(.systemGray4)
    /// UIKit's `systemGray5`.
    public static let systemGray5 = ColorReference.system(.systemGray5)
    /// UIKit's `systemGray6`.
    public static let systemGray6 = ColorReference.system(.systemGray6)
    /// UIKit's `systemBlue`.
    public static let systemBlue = ColorReference.system(.systemBlue)
    /// UIKit's `systemGreen`.
    public static let systemGreen = ColorReference.system(.systemGreen)
    /// UIKit's `systemRed`.
    public static let systemRed = ColorReference.system(.systemRed)
    /// UIKit's `systemOrange`.
    public static let systemOrange = ColorReference.system(.systemOrange)
    /// UIKit's `systemYellow`.
    public static let systemYellow = ColorReference.system(.systemYellow)
    /// UIKit's `systemPink`.
    public static let systemPink = ColorReference.system(.systemPink)
    /// UIKit's `systemPurple`.
    public static let systemPurple = ColorReference.system(.systemPurple)
    /// UIKit's `systemTeal`.
    public static let systemTeal = ColorReference.system(.systemTeal)
    /// UIKit's `systemIndigo`.
    public static let systemIndigo = ColorReference.system(.systemIndigo)
    /// UIKit's `systemBrown`.
    public static let systemBrown = ColorReference.system(.systemBrown)
    /// UIKit's `systemMint`.
    public static let systemMint = ColorReference.system(.systemMint)
    /// UIKit's `systemCyan`.
    public static let systemCyan = ColorReference.system(.systemCyan)
    /// UIKit's `tintColor`.
    public static let tintColor = ColorReference.system(.tintColor)
    /// UIKit's `white`.
    public static let white = ColorReference.system(.white)
    /// UIKit's `black`.
    public static let black = ColorReference.system(.black)
    /// UIKit's `clear`.
    public static let clear = ColorReference.system(.clear)
    /// UIKit's `placeholderText`.
    public static let placeholderText = ColorReference.system(.placeholderText)
    /// UIKit's `link`.
    public static let link = ColorReference.system(.link)

    /// A fixed colour from 0–255 components and an alpha from 0 to 1, as `UIColor(red:green:blue:alpha:)` takes
    /// fractions: `.rgb(0x34, 0xC7, 0x59)`.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: Double = 1) -> ColorReference {
        .hex(Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha))
    }
}
