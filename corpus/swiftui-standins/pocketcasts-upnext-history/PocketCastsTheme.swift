// Stand-ins for Pocket Casts' theme as the Up Next history screens use it: the Theme environment object and its
// SwiftUI colours (podcasts/ThemeColor.swift's light and dark values of the default themes, chosen by the colour
// scheme), the style enum, the default theme modifier (podcasts/Styles.swift) and the app's scalable font modifier
// (podcasts/UIFont+FontStyle.swift, without its size-category cap).
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// ThemeColor.swift's colour pairs (light, dark) for the styles these screens use.
enum ThemeStyle {
    case primaryUi01, primaryUi02, primaryUi04, primaryUi05, primaryText01, primaryText02

    var hexPair: (light: UInt32, dark: UInt32) {
        switch self {
        case .primaryUi01: (0xFFFFFF, 0x292B2E)
        case .primaryUi02: (0xFFFFFF, 0x1A1B1D)
        case .primaryUi04: (0xF7F9FA, 0x161718)
        case .primaryUi05: (0xE0E6EA, 0x393A3C)
        case .primaryText01: (0x292B2E, 0xFFFFFF)
        case .primaryText02: (0x8F97A4, 0x9C9FA4)
        }
    }
}

enum ThemeColor {
    static func color(for style: ThemeStyle) -> Color {
        let pair = style.hexPair
        let light = UIColor(hex: pair.light), dark = UIColor(hex: pair.dark)
        return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? dark : light })
    }
}

extension UIColor {
    convenience init(hex: UInt32) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

/// The app's theme: the default light and dark themes, following the colour scheme.
final class Theme: ObservableObject {
    var primaryUi01: Color { ThemeColor.color(for: .primaryUi01) }
    var primaryUi02: Color { ThemeColor.color(for: .primaryUi02) }
    var primaryUi04: Color { ThemeColor.color(for: .primaryUi04) }
    var primaryUi05: Color { ThemeColor.color(for: .primaryUi05) }
    var primaryText01: Color { ThemeColor.color(for: .primaryText01) }
    var primaryText02: Color { ThemeColor.color(for: .primaryText02) }
}

extension View {
    /// Styles.swift's DefaultThemeSettings: the style's background, the primary text colour.
    func applyDefaultThemeOptions(backgroundOverride: ThemeStyle = .primaryUi01) -> some View {
        background(ThemeColor.color(for: backgroundOverride).ignoresSafeArea())
            .foregroundColor(ThemeColor.color(for: .primaryText01))
    }

    /// The app's font for a text style at the default size category.
    func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
        font(size.map { Font.system(size: $0, weight: weight) } ?? Font.system(style).weight(weight))
    }
}
