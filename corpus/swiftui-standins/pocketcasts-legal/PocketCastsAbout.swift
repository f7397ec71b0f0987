// Stand-ins for what Pocket Casts' About and Legal screens use from the rest of the app: the theme (light by default,
// as a new install; the preview asks for dark) with podcasts/ThemeColor.swift's values for the colours these screens
// name, the text-style modifiers (podcasts/Styles.swift), the close button (podcasts/ModalCloseButton.swift), the
// strings (en.lproj and Strings+L10n.swift), the About model with no What's New to show, the app version, and
// navigation, sharing and URL helpers that do nothing while drawing.
import Foundation
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

final class Theme: ObservableObject {
    enum ThemeType {
        case light, dark

        var isDark: Bool { self == .dark }
    }

    @Published var activeTheme: ThemeType

    init(previewTheme: ThemeType = .light) {
        activeTheme = previewTheme
    }

    @MainActor static let sharedTheme = Theme()
}

extension UIColor {
    /// "#RRGGBB"; anything else is black.
    convenience init(hex: String) {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    var color: Color { Color(uiColor: self) }
}

/// ThemeColor.swift's values for the default light and dark themes.
enum ThemeColor {
    private static func pick(_ light: String, _ dark: String, _ theme: Theme.ThemeType?) -> UIColor {
        UIColor(hex: theme == .dark ? dark : light)
    }

    static func primaryUi02(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#FFFFFF", "#1A1B1D", theme) }
    static func primaryUi04(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#F7F9FA", "#161718", theme) }
    static func primaryText01(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#292B2E", "#FFFFFF", theme) }
    static func primaryText02(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#8F97A4", "#9C9FA4", theme) }
    static func primaryIcon02(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#B8C3C9", "#8F97A4", theme) }
    static func primaryInteractive01(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#03A9F4", "#40C3FF", theme) }
    static func primaryInteractive02(for theme: Theme.ThemeType? = nil) -> UIColor { pick("#FFFFFF", "#17181A", theme) }
}

enum AppTheme {
    @MainActor static func pcLogoVerticalImageName() -> String {
        Theme.sharedTheme.activeTheme.isDark ? "pc-logo-vertical-dark" : "pc-logo-vertical"
    }
}

struct PrimaryText: ViewModifier {
    @EnvironmentObject var theme: Theme

    func body(content: Content) -> some View {
        content.foregroundColor(ThemeColor.primaryText01(for: theme.activeTheme).color)
    }
}

struct SecondaryText: ViewModifier {
    @EnvironmentObject var theme: Theme

    func body(content: Content) -> some View {
        content.foregroundColor(ThemeColor.primaryText02(for: theme.activeTheme).color)
    }
}

extension View {
    func textStyle<Style: ViewModifier>(_ style: Style) -> some View {
        modifier(style)
    }
}

struct ModalCloseButton: View {
    @EnvironmentObject var theme: Theme
    var action: () -> Void

    var body: some View {
        HStack {
            Spacer()
            Button(action: action) {
                ZStack {
                    Circle().foregroundColor(ThemeColor.primaryInteractive01(for: theme.activeTheme).color)
                    Image("close")
                        .foregroundColor(ThemeColor.primaryInteractive02(for: theme.activeTheme).color)
                        .accessibilityLabel(L10n.close)
                }
                .frame(width: 30, height: 30)
            }
            .padding(.trailing, 20)
        }
    }
}

enum L10n {
    static let close = "Close"
    static let aboutRateUs = "Rate Us"
    static let aboutShareFriends = "Share With Friends"
    static let aboutWebsite = "Website"
    static let aboutLegalAndMore = "Legal and More"
    static let aboutA8cFamily = "Automattic Family"
    static let aboutWorkWithUs = "Work With Us"
    static let aboutJoinFromAnywhere = "Join From Anywhere"
    static let aboutTermsOfService = "Terms of service"
    static let aboutPrivacyPolicy = "Privacy Policy"
    static let aboutAcknowledgements = "Acknowledgements"
    static let twitter = "Twitter"
    static let instagram = "Instagram"
    static let socialHandle = "@pocketcasts"
    static let websiteShort = "pocketcasts.com"
}

struct WhatsNewInfo {}

/// The About model with nothing new to announce.
final class AboutViewModel: ObservableObject {
    let shouldShowWhatsNew = false
    let whatsNewInfo: WhatsNewInfo? = nil
    let whatsNewText = ""
}

enum Settings {
    static func displayableVersion() -> String { "7.80 (1)" }
}

enum ServerConstants {
    enum Urls {
        static let appStoreReview = "https://itunes.apple.com/app/id414834813?action=write-review"
        static let pocketcastsDotCom = "https://pocketcasts.com"
        static let automatticDotCom = "https://automattic.com"
        static let automatticWorkWithUs = "https://automattic.com/work-with-us/"
    }
}

final class NavigationManager: @unchecked Sendable {
    static let sharedManager = NavigationManager()
    static let showWhatsNewPageKey = "whatsNew"
    static let whatsNewInfoKey = "whatsNewInfo"

    func navigateTo(_ place: String, data: [String: Any]?) {}
}

enum SocialsHelper {
    static func openInstagram() {}
    static func openTwitter() {}
}

final class SharingHelper: @unchecked Sendable {
    static let shared = SharingHelper()

    @MainActor func shareLinkToApp(fromController: UIViewController) {}
}

enum SceneHelper {
    @MainActor static func rootViewController() -> UIViewController? { nil }
}

enum FeatureFlag {
    case newPlayerTransition

    var enabled: Bool { false }
}

extension Comparable {
    func clamped(to limits: Range<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }
}

/// The app's in-app browser, only reached by navigation.
final class OnlineSupportController: UIViewController {
    init(url: URL) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
