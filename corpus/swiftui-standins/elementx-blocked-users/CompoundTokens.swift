// Stand-ins for Element's Compound design tokens package (compound-ios, not in the corpus: only its SwiftUI views are):
// the colour tokens, the decorative avatar colours, the icon set and SFSafeSymbols' `SFSymbol`. The package's colour
// values were not fetched: each token is the iOS system colour of the same role (label, secondary label, grouped
// backgrounds, separator, the tint, red, green), and each Compound icon is the SF Symbol of the same picture. Plausible,
// not Element's exact values.
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

/// The Compound module's namespace, as the rows read it.
public enum Compound {
    /// iOS 26's glass look (SupportsGlass.swift's answer, as on an iOS 26 device).
    public static var supportsGlass: Bool { true }
}

/// A decorative colour pair for avatars and user names.
public struct DecorativeColor {
    public let background: Color
    public let text: Color
}

/// Compound's colour tokens (a class in the package).
public final class CompoundColors {
    public let textPrimary = Color(uiColor: .label)
    public let textSecondary = Color(uiColor: .secondaryLabel)
    public let textDisabled = Color(uiColor: .tertiaryLabel)
    public let textCriticalPrimary = Color(uiColor: .systemRed)
    public let textOnSolidPrimary = Color(uiColor: .systemBackground)
    public let iconPrimary = Color(uiColor: .label)
    public let iconSecondary = Color(uiColor: .secondaryLabel)
    public let iconTertiaryAlpha = Color(uiColor: .tertiaryLabel)
    public let iconDisabled = Color(uiColor: .quaternaryLabel)
    public let iconAccentPrimary = Color(uiColor: .systemGreen)
    public let iconAccentTertiary = Color(uiColor: .systemGreen)
    public let iconSuccessPrimary = Color(uiColor: .systemGreen)
    public let iconCriticalPrimary = Color(uiColor: .systemRed)
    public let borderDisabled = Color(uiColor: .separator)
    public let borderInteractivePrimary = Color(uiColor: .opaqueSeparator)
    public let bgCanvasDefault = Color(uiColor: .systemBackground)
    /// A raised surface on the canvas: a grouped list's card.
    public let bgCanvasDefaultLevel1 = Color(uiColor: .secondarySystemGroupedBackground)
    public let bgSubtlePrimary = Color(uiColor: .systemFill)
    public let bgSubtleSecondary = Color(uiColor: .systemGray5)
    /// The grey behind a grouped list's cards.
    public let bgSubtleSecondaryLevel0 = Color(uiColor: .systemGroupedBackground)
    public let _borderInteractiveSecondaryAlpha = Color(uiColor: .separator)
    public let _bgSubtleSecondaryAlpha = Color(uiColor: .secondarySystemFill)
    public let _bgCriticalSubtleAlpha = Color(uiColor: .systemRed).opacity(0.1)
    public let decorativeColors: [DecorativeColor] = [
        DecorativeColor(background: Color(uiColor: .systemTeal).opacity(0.25), text: Color(uiColor: .systemTeal)),
        DecorativeColor(background: Color(uiColor: .systemPurple).opacity(0.25), text: Color(uiColor: .systemPurple)),
        DecorativeColor(background: Color(uiColor: .systemGreen).opacity(0.25), text: Color(uiColor: .systemGreen)),
        DecorativeColor(background: Color(uiColor: .systemOrange).opacity(0.25), text: Color(uiColor: .systemOrange)),
    ]
}

public extension Color {
    static let compound = CompoundColors()
}

public extension ShapeStyle where Self == Color {
    static var compound: CompoundColors { Color.compound }
}

/// Compound's icons, each the SF Symbol of the same picture.
public struct CompoundIcons {
    public let check = Image(systemName: "checkmark")
    public let circle = Image(systemName: "circle")
    public let checkCircleSolid = Image(systemName: "checkmark.circle.fill")
    public let chevronRight = Image(systemName: "chevron.right")
    public let errorSolid = Image(systemName: "exclamationmark.circle.fill")
    public let userProfile = Image(systemName: "person")
}

public extension Text {
    /// Compound's placeholder text colour.
    func compoundTextFieldPlaceholder() -> Text {
        foregroundColor(.compound.textSecondary)
    }
}

/// SFSafeSymbols' symbol names, as the rows use them.
public enum SFSymbol: String {
    case squareDashed = "square.dashed"
    case questionmarkCircle = "questionmark.circle"
    case personCropCircle = "person.crop.circle"
    case personBadgeMinus = "person.badge.minus"
    case checkmark = "checkmark"
}

public extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

/// Compound's button kinds and sizes, as the previews name them.
public enum CompoundButtonKind {
    case primary, secondary, tertiary, textLink
}

public enum CompoundButtonSize {
    case large, medium, small
}

/// Compound's button style: a filled capsule for the primary kind, the label's colour otherwise.
public struct CompoundButtonStyle: PrimitiveButtonStyle {
    let kind: CompoundButtonKind
    let size: CompoundButtonSize

    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.trigger) {
            configuration.label
                .foregroundStyle(kind == .primary ? Color.compound.textOnSolidPrimary : Color.compound.textPrimary)
                .padding(.vertical, size == .large ? 14 : 8)
                .frame(maxWidth: size == .large ? .infinity : nil)
                .background(Capsule().fill(kind == .primary ? Color.compound.textPrimary : Color.clear))
        }
        .buttonStyle(.plain)
    }
}

public extension PrimitiveButtonStyle where Self == CompoundButtonStyle {
    static func compound(_ kind: CompoundButtonKind, size: CompoundButtonSize = .large) -> CompoundButtonStyle {
        CompoundButtonStyle(kind: kind, size: size)
    }
}
