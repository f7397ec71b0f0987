// Stand-ins for what Mastodon's privacy & safety screen uses: the generated L10n strings (en.lproj), the brand colour
// of MastodonAsset, and the screen's view model (replaces.txt) with its settings already loaded from the server.
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

/// MastodonLocalization's strings (MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.strings).
enum L10n {
    enum Scene {
        enum Settings {
            enum PrivacySafety {
                static let title = "Privacy & Safety"
                static let appearInSearchEngines = "Appear in Search Engines"
                static let manuallyApproveFollowRequests = "Manually Approve Follow Requests"
                static let showFollowersAndFollowing = "Show Followers & Following"
                static let suggestMyAccountToOthers = "Suggest My Account to Others"

                enum Preset {
                    static let title = "Preset"
                    static let openAndPublic = "Open & Public"
                    static let privateAndRestricted = "Private & Restricted"
                    static let custom = "Custom"
                }

                enum DefaultPostVisibility {
                    static let title = "Default Post Visibility"
                    static let `public` = "Public"
                    static let followersOnly = "Followers Only"
                    static let onlyPeopleMentioned = "Only People Mentioned"
                }
            }
        }
    }
}

/// MastodonAsset's generated colour: a colour-set name with its light and dark values.
struct ColorAsset: Sendable {
    let light: UIColor
    let dark: UIColor

    var swiftUIColor: Color {
        let light = light, dark = dark
        return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? dark : light })
    }
}

enum Asset {
    enum Colors {
        enum Brand {
            /// Colors/Brand/Blurple.colorset: sRGB 0x55 0x2C 0xFB, dark 0x85 0x8A 0xFA.
            static let blurple = ColorAsset(light: UIColor(red: 0x55 / 255.0, green: 0x2C / 255.0, blue: 0xFB / 255.0, alpha: 1),
                                            dark: UIColor(red: 0x85 / 255.0, green: 0x8A / 255.0, blue: 0xFA / 255.0, alpha: 1))
        }
    }
}

/// The screen's view model with the app's defaults for a loaded account (Open & Public).
final class PrivacySafetyViewModel: ObservableObject {
    enum Preset {
        case openPublic, privateRestricted, custom
    }

    enum Visibility: CaseIterable {
        case `public`, followersOnly, onlyPeopleMentioned

        var title: String {
            switch self {
            case .public: L10n.Scene.Settings.PrivacySafety.DefaultPostVisibility.public
            case .followersOnly: L10n.Scene.Settings.PrivacySafety.DefaultPostVisibility.followersOnly
            case .onlyPeopleMentioned: L10n.Scene.Settings.PrivacySafety.DefaultPostVisibility.onlyPeopleMentioned
            }
        }
    }

    @Published var preset: Preset = .openPublic
    @Published var visibility: Visibility = .public
    @Published var manuallyApproveFollowRequests = false
    @Published var showFollowersAndFollowing = true
    @Published var suggestMyAccountToOthers = true
    @Published var appearInSearches = true
    /// True once the account's settings have arrived; the stand-in has them from the start.
    @Published var isUserInteractionEnabled = true

    func viewDidAppear() {}
    func saveSettings() {}
}
