import CellshotModel

extension UIColor {
    /// UIKit's `label`, light or dark by the trait collection.
    public class var label: UIColor { UIColor(storage: .system(.label)) }
    /// UIKit's `secondaryLabel`, light or dark by the trait collection.
    public class var secondaryLabel: UIColor { UIColor(storage: .system(.secondaryLabel)) }
    /// UIKit's `tertiaryLabel`, light or dark by the trait collection.
    public class var tertiaryLabel: UIColor { UIColor(storage: .system(.tertiaryLabel)) }
    /// UIKit's `quaternaryLabel`, light or dark by the trait collection.
    public class var quaternaryLabel: UIColor { UIColor(storage: .system(.quaternaryLabel)) }
    /// UIKit's `systemBackground`, light or dark by the trait collection.
    public class var systemBackground: UIColor { UIColor(storage: .system(.systemBackground)) }
    /// UIKit's `secondarySystemBackground`, light or dark by the trait collection.
    public class var secondarySystemBackground: UIColor { UIColor(storage: .system(.secondarySystemBackground)) }
    /// UIKit's `tertiarySystemBackground`, light or dark by the trait collection.
    public class var tertiarySystemBackground: UIColor { UIColor(storage: .system(.tertiarySystemBackground)) }
    /// UIKit's `systemGroupedBackground`, light or dark by the trait collection.
    public class var systemGroupedBackground: UIColor { UIColor(storage: .system(.systemGroupedBackground)) }
    /// UIKit's `secondarySystemGroupedBackground`, light or dark by the trait collection.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(storage: .system(.secondarySystemGroupedBackground)) }
    /// UIKit's `tertiarySystemGroupedBackground`, light or dark by the trait collection.
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(storage: .system(.tertiarySystemGroupedBackground)) }
    /// UIKit's `separator`, light or dark by the trait collection.
    public class var separator: UIColor { UIColor(storage: .system(.separator)) }
    /// UIKit's `opaqueSeparator`, light or dark by the trait collection.
    public class var opaqueSeparator: UIColor { UIColor(storage: .system(.opaqueSeparator)) }
    /// UIKit's `systemFill`, light or dark by the trait collection.
    public class var systemFill: UIColor { UIColor(storage: .system(.systemFill)) }
    /// UIKit's `secondarySystemFill`, light or dark by the trait collection.
    public class var secondarySystemFill: UIColor { UIColor(storage: .system(.secondarySystemFill)) }
    /// UIKit's `tertiarySystemFill`, light or dark by the trait collection.
    public class var tertiarySystemFill: UIColor { UIColor(storage: .system(.tertiarySystemFill)) }
    /// UIKit's `quaternarySystemFill`, light or dark by the trait collection.
    public class var quaternarySystemFill: UIColor { UIColor(storage: .system(.quaternarySystemFill)) }
    /// UIKit's `systemGray`, light or dark by the trait collection.
    public class var systemGray: UIColor { UIColor(storage: .system(.systemGray)) }
    /// UIKit's `systemGray2`, light or dark by the trait collection.
    public class var systemGray2: UIColor { UIColor(storage: .system(.systemGray2)) }
    /// UIKit's `systemGray3`, light or dark by the trait collection.
    public class var systemGray3: UIColor { UIColor(storage: .system(.systemGray3)) }
    /// UIKit's `systemGray4`, light or dark by the trait collection.
    public class var systemGray4: UIColor { UIColor(storage: .system(.systemGray4)) }
    /// UIKit's `systemGray5`, light or dark by the trait collection.
    public class var systemGray5: UIColor { UIColor(storage: .system(.systemGray5)) }
    /// UIKit's `systemGray6`, light or dark by the trait collection.
    public class var systemGray6: UIColor { UIColor(storage: .system(.systemGray6)) }
    /// UIKit's `systemBlue`, light or dark by the trait collection.
    public class var systemBlue: UIColor { UIColor(storage: .system(.systemBlue)) }
    /// UIKit's `systemGreen`, light or dark by the trait collection.
    public class var systemGreen: UIColor { UIColor(storage: .system(.systemGreen)) }
    /// UIKit's `systemRed`, light or dark by the trait collection.
    public class var systemRed: UIColor { UIColor(storage: .system(.systemRed)) }
    /// UIKit's `systemOrange`, light or dark by the trait collection.
    public class var systemOrange: UIColor { UIColor(storage: .system(.systemOrange)) }
    /// UIKit's `systemYellow`, light or dark by the trait collection.
    public class var systemYellow: UIColor { UIColor(storage: .system(.systemYellow)) }
    /// UIKit's `systemPink`, light or dark by the trait collection.
    public class var systemPink: UIColor { UIColor(storage: .system(.systemPink)) }
    /// UIKit's `systemPurple`, light or dark by the trait collection.
    public class var systemPurple: UIColor { UIColor(storage: .system(.systemPurple)) }
    /// UIKit's `systemTeal`, light or dark by the trait collection.
    public class var systemTeal: UIColor { UIColor(storage: .system(.systemTeal)) }
    /// UIKit's `systemIndigo`, light or dark by the trait collection.
    public class var systemIndigo: UIColor { UIColor(storage: .system(.systemIndigo)) }
    /// UIKit's `systemBrown`, light or dark by the trait collection.
    public class var systemBrown: UIColor { UIColor(storage: .system(.systemBrown)) }
    /// UIKit's `systemMint`, light or dark by the trait collection.
    public class var systemMint: UIColor { UIColor(storage: .system(.systemMint)) }
    /// UIKit's `systemCyan`, light or dark by the trait collection.
    public class var systemCyan: UIColor { UIColor(storage: .system(.systemCyan)) }
    /// The tint colour of the view it is drawn in (the list's tint).
    public class var tintColor: UIColor { UIColor(storage: .system(.tintColor)) }
    /// White.
    public class var white: UIColor { UIColor(storage: .system(.white)) }
    /// Black.
    public class var black: UIColor { UIColor(storage: .system(.black)) }
    /// Fully transparent.
    public class var clear: UIColor { UIColor(storage: .system(.clear)) }
    /// UIKit's `placeholderText`, light or dark by the trait collection.
    public class var placeholderText: UIColor { UIColor(storage: .system(.placeholderText)) }
    /// UIKit's `link`, light or dark by the trait collection.
    public class var link: UIColor { UIColor(storage: .system(.link)) }

    /// Plain red (1, 0, 0), not `systemRed`.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Plain green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Plain blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Grey at 50 %.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Grey at one third.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Grey at two thirds.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    // The plain colours below are Apple's: each `UIColor` class property's documentation gives its
    // components (`UIColor.brown`: "a color object with RGB values of 0.6, 0.4, and 0.2, and an alpha value
    // of 1.0").
    /// Plain orange (1, 0.5, 0), not `systemOrange`.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Plain yellow (1, 1, 0), not `systemYellow`.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Plain purple (0.5, 0, 0.5), not `systemPurple`.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Plain brown (0.6, 0.4, 0.2), not `systemBrown`.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Plain cyan (0, 1, 1), not `systemCyan`.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Plain magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
}
