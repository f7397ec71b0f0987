// Stand-ins for Mlem's Theming package: the palette (its default, Palette+Default.swift at the corpus commit: the
// system's colours) in the environment, and the themed colours, a ShapeStyle that resolves to the palette's colour
// (as ThemedColor.swift does).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
#endif

struct ColorHierarchy: Sendable {
    let primary: Color
    let secondary: Color
    let tertiary: Color
}

struct Palette: Sendable {
    let bordered: Bool
    let label: ColorHierarchy
    let groupedBackground: ColorHierarchy
    let contrastingLabel: Color
    let accent: Color
    let neutralAccent: Color
    let colorfulAccents: [Color]

    static let `default` = Palette(
        bordered: false,
        label: ColorHierarchy(primary: .primary, secondary: .secondary, tertiary: Color(uiColor: .tertiaryLabel)),
        groupedBackground: ColorHierarchy(primary: Color(uiColor: .systemGroupedBackground),
                                          secondary: Color(uiColor: .secondarySystemGroupedBackground),
                                          tertiary: Color(uiColor: .tertiarySystemGroupedBackground)),
        contrastingLabel: .white, accent: .blue, neutralAccent: .gray,
        colorfulAccents: [.orange, .pink, .blue, .green, .purple, .indigo, .mint, .teal, .yellow, .cyan])
}

private struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette.default
}

extension EnvironmentValues {
    var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

struct ThemedColor: ShapeStyle {
    let pick: @Sendable (Palette) -> Color

    func resolve(with palette: Palette) -> Color { pick(palette) }
    func resolve(in environment: EnvironmentValues) -> Color { pick(environment.palette) }
    func gradient(palette: Palette) -> AnyGradient { pick(palette).gradient }
}

extension ShapeStyle where Self == ThemedColor {
    static var themedPrimary: ThemedColor { ThemedColor { $0.label.primary } }
    static var themedSecondary: ThemedColor { ThemedColor { $0.label.secondary } }
    static var themedGroupedBackground: ThemedColor { ThemedColor { $0.groupedBackground.primary } }
    static var themedContrastingLabel: ThemedColor { ThemedColor { $0.contrastingLabel } }
    static var themedAccent: ThemedColor { ThemedColor { $0.accent } }
    static var themedNeutralAccent: ThemedColor { ThemedColor { $0.neutralAccent } }
    static func themedColorfulAccent(_ index: Int) -> ThemedColor {
        ThemedColor { $0.colorfulAccents[index % $0.colorfulAccents.count] }
    }
}

extension View {
    func tint(_ themedColor: ThemedColor?) -> some View {
        tint(themedColor.map { AnyShapeStyle($0) })
    }

    /// Theming's gradient tint: the colour's gradient as the tint.
    func gradientTint(_ themedColor: ThemedColor) -> some View {
        tint(themedColor.gradient(palette: .default))
    }

    /// The app's View+Background.swift.
    func themedGroupedBackground() -> some View {
        containerBackground(.themedGroupedBackground, for: .navigation)
    }

    /// The app's View+HiddenNavigationTitle.swift.
    func hiddenNavigationTitle(_ title: LocalizedStringResource) -> some View {
        navigationTitle(String(localized: title)).toolbar(removing: .title)
    }
}

/// The app's Palette Components/Button.swift.
struct PaletteButton: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        Group {
            if isEnabled {
                configuration.label.foregroundStyle(.tint)
            } else {
                configuration.label.foregroundStyle(.themedSecondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(.rect)
    }
}
