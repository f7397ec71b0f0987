// Stand-ins for what DuckDuckGo's appearance and accessibility settings use from the rest of the app: the settings
// view model (a subset of DuckDuckGo/SettingsViewModel.swift with a new install's state: red app icon, system theme,
// address bar at the top, text zoom and voice search available), the theme and address-bar enums (Theme.swift,
// AppSettings.swift), the strings (UserText.swift), the list modifiers (SettingsRootView.swift), the pixel (analytics:
// a no-op) and DesignResourcesKit's colours. DesignResourcesKit is a separate package not fetched for the corpus: its
// colour values here are plausible (near-black and grey text, DuckDuckGo's blue accent), not the package's.
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

enum UserText {
    static let settingsIcon = "App Icon"
    static let settingsTheme = "Theme"
    static let addressBar = "Address Bar"
    static let settingsAddressBar = "Address Bar Position"
    static let settingsFullURL = "Show Full Site Address"
    static let settingsAppearanceSection = "Appearance"
    static let textZoomDescription = "Increase or decrease text size across all sites."
    static let settingsText = "Default Text Zoom"
    static let voiceSearchFooter = "Add Private Voice Search option to the address bar. Audio is not stored or shared with anyone, including DuckDuckGo."
    static let settingsVoiceSearch = "Private Voice Search"
    static let accessibility = "Accessibility"
    static let addressBarPositionTop = "Top"
    static let addressBarPositionBottom = "Bottom"
    static let themeNameDefault = "System Default"
    static let themeNameLight = "Light"
    static let themeNameDark = "Dark"
    static let noVoicePermissionAlertTitle = "Microphone Access Required"
    static let noVoicePermissionAlertMessage = "Please allow Microphone access in iOS System Settings for DuckDuckGo to use voice features."
    static let noVoicePermissionAlertOKbutton = "OK"
}

enum ThemeName: String, CaseIterable, Identifiable, CustomStringConvertible {
    case systemDefault, light, dark

    var id: String { rawValue }

    var description: String {
        switch self {
        case .systemDefault: UserText.themeNameDefault
        case .light: UserText.themeNameLight
        case .dark: UserText.themeNameDark
        }
    }
}

enum AddressBarPosition: String, CaseIterable, CustomStringConvertible {
    case top, bottom

    var description: String {
        self == .top ? UserText.addressBarPositionTop : UserText.addressBarPositionBottom
    }
}

/// DuckDuckGo/AppIcon.swift: the small image is the icon set's "-small" image.
enum AppIcon: String, CaseIterable {
    case red = "AppIcon-red"

    var smallImage: UIImage? {
        UIImage(named: "\(rawValue)-small")
    }
}

struct FeatureState {
    var enabled: Bool
}

struct SettingsState {
    var appIcon: AppIcon = .red
    var addressBar = FeatureState(enabled: true)
    var textZoom = FeatureState(enabled: true)
    var speechRecognitionAvailable = true
}

enum SettingsLegacyView {
    case appIcon
}

final class SettingsViewModel: ObservableObject {
    @Published var state = SettingsState()
    @Published var shouldShowNoMicrophonePermissionAlert = false

    @Published private var theme: ThemeName = .systemDefault
    @Published private var addressBarPosition: AddressBarPosition = .top
    @Published private var showsFullURL = false
    @Published private var textZoomLevel: TextZoomLevel = .percent100
    @Published private var voiceSearchEnabled = false

    var themeBinding: Binding<ThemeName> { binding(\.theme) }
    var addressBarPositionBinding: Binding<AddressBarPosition> { binding(\.addressBarPosition) }
    var addressBarShowsFullURL: Binding<Bool> { binding(\.showsFullURL) }
    var textZoomLevelBinding: Binding<TextZoomLevel> { binding(\.textZoomLevel) }
    var voiceSearchEnabledBinding: Binding<Bool> { binding(\.voiceSearchEnabled) }

    func presentLegacyView(_ view: SettingsLegacyView) {}

    private func binding<Value>(_ keyPath: ReferenceWritableKeyPath<SettingsViewModel, Value>) -> Binding<Value> {
        Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
    }
}

enum Pixel {
    enum Event {
        case settingsAppearanceOpen, settingsAccessibilityOpen
    }

    static func fire(pixel: Event) {}
}

/// DesignResourcesKit's colour names (values: see the file comment).
enum DesignSystemColor {
    case textPrimary, textSecondary, accent, alertGreen
}

extension Color {
    init(designSystemColor: DesignSystemColor) {
        let pair: (light: UIColor, dark: UIColor) = switch designSystemColor {
        case .textPrimary: (UIColor(white: 0, alpha: 0.84), UIColor(white: 1, alpha: 0.84))
        case .textSecondary: (UIColor(white: 0, alpha: 0.6), UIColor(white: 1, alpha: 0.6))
        case .accent: (UIColor(red: 0x39 / 255.0, green: 0x69 / 255.0, blue: 0xEF / 255.0, alpha: 1),
                       UIColor(red: 0x72 / 255.0, green: 0x95 / 255.0, blue: 0xF6 / 255.0, alpha: 1))
        case .alertGreen: (UIColor(red: 0x21 / 255.0, green: 0xC0 / 255.0, blue: 0, alpha: 1),
                           UIColor(red: 0x21 / 255.0, green: 0xC0 / 255.0, blue: 0, alpha: 1))
        }
        self.init(uiColor: UIColor { $0.userInterfaceStyle == .dark ? pair.dark : pair.light })
    }
}

extension View {
    /// SettingsRootView.swift's SettingsListModifiers: the title, the accent, an inset grouped list.
    func applySettingsListModifiers(title: String? = nil, displayMode: NavigationBarItem.TitleDisplayMode = .inline,
                                    viewModel: SettingsViewModel) -> some View {
        navigationBarTitle(title ?? "", displayMode: displayMode)
            .accentColor(Color(designSystemColor: .textPrimary))
            .listStyle(.insetGrouped)
            .environmentObject(viewModel)
    }

    /// OnFirstAppearViewModifier.swift: runs once, on the first appearance.
    func onFirstAppear(_ action: @escaping () -> Void) -> some View {
        onAppear(perform: action)
    }

    /// PrivateSearchView.swift: runs when navigated to.
    func onForwardNavigationAppear(perform action: @escaping () -> Void) -> some View {
        onAppear(perform: action)
    }

    /// DesignResourcesKit's text styles (sizes plausible: see the file comment).
    func daxBodyRegular() -> some View {
        font(.system(size: 16))
    }

    func daxSubheadRegular() -> some View {
        font(.system(size: 15))
    }

    func daxFootnoteRegular() -> some View {
        font(.system(size: 13))
    }
}

/// DuckDuckGo/StatusIndicatorView.swift, as SettingsCell's previews use it.
enum StatusIndicator: Equatable {
    case on, off, alwaysOn

    var text: String {
        switch self {
        case .on: "On"
        case .off: "Off"
        case .alwaysOn: "Always On"
        }
    }
}

struct StatusIndicatorView: View {
    var status: StatusIndicator
    var isDotHidden = false

    var body: some View {
        HStack(spacing: 6) {
            if !isDotHidden {
                Circle()
                    .frame(width: 8, height: 8)
                    .foregroundColor(status == .off ? Color(designSystemColor: .textSecondary).opacity(0.33) : Color(designSystemColor: .alertGreen))
            }
            Text(status.text)
                .daxBodyRegular()
                .lineLimit(1)
                .foregroundColor(Color(designSystemColor: .textSecondary))
        }
    }
}
