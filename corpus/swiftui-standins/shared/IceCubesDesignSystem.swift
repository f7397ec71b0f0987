// Stand-ins for Ice Cubes' DesignSystem package: the theme (its default colour sets, IceCubeLight and IceCubeDark of
// Packages/DesignSystem/Sources/DesignSystem/ColorSet.swift, chosen by the colour scheme as the app does) and its
// scaled fonts (Font.swift's iOS sizes, no custom font chosen, the user's scale 1). The same file serves every
// icecubes set (each names it in its shared.txt).
import Foundation
import Observation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
#endif

@MainActor @Observable final class Theme {
    static let shared = Theme()

    let tintColor = Color(red: 187 / 255, green: 59 / 255, blue: 226 / 255)
    let primaryBackgroundColor = Theme.dynamic(light: (255, 255, 255), dark: (16, 21, 35))
    let secondaryBackgroundColor = Theme.dynamic(light: (0xF0, 0xF1, 0xF2), dark: (30, 35, 62))
    let labelColor = Theme.dynamic(light: (0, 0, 0), dark: (255, 255, 255))
    let chosenFont: UIFont? = nil
    let fontSizeScale: Double = 1

    private static func dynamic(light: (Int, Int, Int), dark: (Int, Int, Int)) -> Color {
        Color(uiColor: UIColor { traits in
            let rgb = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: CGFloat(rgb.0) / 255, green: CGFloat(rgb.1) / 255, blue: CGFloat(rgb.2) / 255, alpha: 1)
        })
    }
}

@MainActor extension Font {
    static var scaledHeadline: Font { .system(size: 17).weight(.semibold) }
    static var scaledBody: Font { .system(size: 17) }
    static var scaledCallout: Font { .system(size: 16) }
    static var scaledSubheadline: Font { .system(size: 15) }
    static var scaledFootnote: Font { .system(size: 13) }
    static var scaledCaption: Font { .system(size: 12) }
}
