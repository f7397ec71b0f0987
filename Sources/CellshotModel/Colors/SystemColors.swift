import CellshotGraphics

// THE table of UIKit system colours, light and dark, at normal contrast and base elevation.
//
// Sources, cited per row:
// [F]  flutter/flutter packages/flutter/lib/src/cupertino/colors.dart (CupertinoColors, which quotes
//      UIKit's values: `color` is light, `darkColor` is dark; alpha given as 0…255), as also collected in
//      docs/reference/uikit-metrics.md.
// [S]  OpenSwiftUIProject/OpenSwiftUI Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift
//      (DefaultSystemColorDefinition_PhoneTV, "audited for iOS 18.0"): the iOS 15+ teal, mint, cyan
//      and brown, which Flutter's table predates (Flutter's teal is iOS 13's #5AC8FA / #64D2FF).
// [U]  UIKit's fixed colours: white, black and clear have no dark variant.
// [T]  tintColor: the document's tint; without one, systemBlue (UIKit's default tint).
// [H]  iOS 26's accents: Apple's Human Interface Guidelines, "Color" (developer.apple.com/design/
//      human-interface-guidelines/color; change log "June 9, 2025: Updated system color values"), the same
//      values as the "Accents" colour variables of Apple's iOS 26 design kit for Figma — both as transcribed
//      in docs/reference/ios26-colors.md; systemBlue confirmed on a real iOS 26 screenshot (a checkmark,
//      (0, 136, 255)). The greys, labels, backgrounds and fills are unchanged in both.
// [M]  measured on real iOS 18.2 and 26 screenshots of the same settings screens (docs/reference/ios26-colors.md).
extension SystemColor {
    /// The light and dark values of this colour in a look: iOS 26 changed the accents and the separator,
    /// every other colour is the same in both looks.
    func appearances(in look: ListLook) -> (light: Color, dark: Color) {
        switch look {
        case .ios18: appearances
        case .ios26: ios26Appearances ?? appearances
        }
    }

    /// The iOS 26 values of the colours iOS 26 changed; `nil` for a colour it kept.
    private var ios26Appearances: (light: Color, dark: Color)? {
        switch self {
        case .systemBlue, .tintColor, .link: pair("#0088FF", "#0091FF") // [H] 0,136,255 / 0,145,255
        case .systemRed: pair("#FF383C", "#FF4245")                     // [H] 255,56,60 / 255,66,69
        case .systemOrange: pair("#FF8D28", "#FF9230")                  // [H] 255,141,40 / 255,146,48
        case .systemYellow: pair("#FFCC00", "#FFD600")                  // [H] 255,204,0 / 255,214,0
        case .systemGreen: pair("#34C759", "#30D158")                   // [H] unchanged
        case .systemMint: pair("#00C8B3", "#00DAC3")                    // [H] 0,200,179 / 0,218,195
        case .systemTeal: pair("#00C3D0", "#00D2E0")                    // [H] 0,195,208 / 0,210,224
        case .systemCyan: pair("#00C0E8", "#3CD3FE")                    // [H] 0,192,232 / 60,211,254
        case .systemIndigo: pair("#6155F5", "#6D7CFF")                  // [H] 97,85,245 / 109,124,255
        case .systemPurple: pair("#CB30E0", "#DB34F2")                  // [H] 203,48,224 / 219,52,242
        case .systemPink: pair("#FF2D55", "#FF375F")                    // [H] unchanged
        case .systemBrown: pair("#AC7F5E", "#B78A66")                   // [H] 172,127,94 / 183,138,102
        // [M] list separators: (231, 231, 232) on white, (56, 56, 59) on a #1C1C1E card and (42, 42, 44) on
        // black — iOS 18's tints at 12 % and 50 % instead of 29 % and 60 % [I: that UIColor.separator itself
        // changed, not only the lists' separator colour].
        case .separator: pair("#3C3C431F", "#54545880")
        default: nil
        }
    }

    /// The light and dark values of this colour in the ios18 look (iOS 14–18).
    private var appearances: (light: Color, dark: Color) {
        switch self {
        case .label: pair("#000000", "#FFFFFF")                            // [F] label
        case .secondaryLabel: pair("#3C3C4399", "#EBEBF599")               // [F] alpha 153 (60%)
        case .tertiaryLabel: pair("#3C3C434C", "#EBEBF54C")                // [F] alpha 76 (30%)
        case .quaternaryLabel: pair("#3C3C432D", "#EBEBF528")              // [F] alpha 45 / 40 (18% / 16%)
        case .systemBackground: pair("#FFFFFF", "#000000")                 // [F]
        case .secondarySystemBackground: pair("#F2F2F7", "#1C1C1E")        // [F]
        case .tertiarySystemBackground: pair("#FFFFFF", "#2C2C2E")         // [F]
        case .systemGroupedBackground: pair("#F2F2F7", "#000000")          // [F]
        case .secondarySystemGroupedBackground: pair("#FFFFFF", "#1C1C1E") // [F]
        case .tertiarySystemGroupedBackground: pair("#F2F2F7", "#2C2C2E")  // [F]
        case .separator: pair("#3C3C4349", "#54545899")                    // [F] alpha 73 / 153 (29% / 60%)
        case .opaqueSeparator: pair("#C6C6C8", "#38383A")                  // [F]
        case .systemFill: pair("#78788033", "#7878805B")                   // [F] alpha 51 / 91 (20% / 36%)
        case .secondarySystemFill: pair("#78788028", "#78788051")          // [F] alpha 40 / 81 (16% / 32%)
        case .tertiarySystemFill: pair("#7676801E", "#7676803D")           // [F] alpha 30 / 61 (12% / 24%)
        case .quaternarySystemFill: pair("#74748014", "#7676802D")         // [F] alpha 20 / 45 (8% / 18%)
        case .systemGray: pair("#8E8E93", "#8E8E93")                       // [F] systemGrey
        case .systemGray2: pair("#AEAEB2", "#636366")                      // [F] systemGrey2
        case .systemGray3: pair("#C7C7CC", "#48484A")                      // [F] systemGrey3
        case .systemGray4: pair("#D1D1D6", "#3A3A3C")                      // [F] systemGrey4
        case .systemGray5: pair("#E5E5EA", "#2C2C2E")                      // [F] systemGrey5
        case .systemGray6: pair("#F2F2F7", "#1C1C1E")                      // [F] systemGrey6
        case .systemBlue: pair("#007AFF", "#0A84FF")                       // [F] 0,122,255 / 10,132,255
        case .systemGreen: pair("#34C759", "#30D158")                      // [F] 52,199,89 / 48,209,88
        case .systemRed: pair("#FF3B30", "#FF453A")                        // [F] 255,59,48 / 255,69,58
        case .systemOrange: pair("#FF9500", "#FF9F0A")                     // [F] 255,149,0 / 255,159,10
        case .systemYellow: pair("#FFCC00", "#FFD60A")                     // [F] 255,204,0 / 255,214,10
        case .systemPink: pair("#FF2D55", "#FF375F")                       // [F] 255,45,85 / 255,55,95
        case .systemPurple: pair("#AF52DE", "#BF5AF2")                     // [F] 175,82,222 / 191,90,242
        case .systemTeal: pair("#30B0C7", "#40C8E0")                       // [S] 48,176,199 / 64,200,224
        case .systemIndigo: pair("#5856D6", "#5E5CE6")                     // [F] 88,86,214 / 94,92,230
        case .systemBrown: pair("#A2845E", "#AC8E68")                      // [S] 162,132,94 / 172,142,104
        case .systemMint: pair("#00C7BE", "#63E6E2")                       // [S] 0,199,190 / 99,230,226
        case .systemCyan: pair("#32ADE6", "#64D2FF")                       // [S] 50,173,230 / 100,210,255
        case .tintColor: pair("#007AFF", "#0A84FF")                        // [T] systemBlue
        case .white: pair("#FFFFFF", "#FFFFFF")                            // [U]
        case .black: pair("#000000", "#000000")                            // [U]
        case .clear: pair("#00000000", "#00000000")                        // [U]
        case .placeholderText: pair("#3C3C434C", "#EBEBF54C")              // [F] alpha 76 (30%)
        case .link: pair("#007AFF", "#0984FF")                             // [F] 0,122,255 / 9,132,255
        }
    }

    private func pair(_ light: String, _ dark: String) -> (light: Color, dark: Color) {
        // Every literal above is a valid hex colour (checked by SystemColorTests); clear is the fallback.
        (Color(hex: light) ?? .clear, Color(hex: dark) ?? .clear)
    }
}
