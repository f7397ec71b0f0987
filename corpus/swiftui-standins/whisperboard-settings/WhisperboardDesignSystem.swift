// Stand-ins for Whisperboard's design system (Sources/AppKit/UI/DesignSystem: ColorPalette.swift, Grid.swift,
// TextStyles.swift) as the settings rows use it: the colour tokens with the app's values, the 4-point grid and the
// text styles. The app's Karla and Poppins fonts are not bundled: the styles use the system font at the text style's
// size.
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

extension Color {
    enum DS {
        static let neutral01100 = Color(red: 0.995, green: 0.995, blue: 0.995, opacity: 1)
        static let neutral04100 = Color(red: 0.423, green: 0.446, blue: 0.458, opacity: 1)
        static let neutral06100 = Color(red: 0.137, green: 0.149, blue: 0.152, opacity: 1)
        static let neutral07100 = Color(red: 0.078, green: 0.090, blue: 0.094, opacity: 1)
        static let primary01100 = Color(red: 0.854, green: 0.223, blue: 0.007, opacity: 1)

        enum Background {
            static let primary = Color.DS.neutral07100
            static let secondary = Color.DS.neutral06100
            static let accent = Color.DS.primary01100
        }

        enum Text {
            static let base = Color.DS.neutral01100
            static let subdued = Color.DS.neutral04100
        }
    }
}

extension CGFloat {
    static func grid(_ factor: Int) -> CGFloat { CGFloat(factor) * 4 }
}

struct TextStyle {
    let font: Font
    let lineSpacing: CGFloat
    let foregroundColor: Color

    static let label = TextStyle(font: .body, lineSpacing: 5, foregroundColor: Color.DS.Text.base)
    static let sublabel = TextStyle(font: .body, lineSpacing: 3, foregroundColor: Color.DS.Text.subdued)
}

extension View {
    func textStyle(_ style: TextStyle) -> some View {
        font(style.font)
            .lineSpacing(style.lineSpacing)
            .foregroundColor(style.foregroundColor)
    }
}
