// Stand-ins for Home Assistant's Shared module as its settings screens use it: the environment `Current` (settings
// store, crash reporter, servers, log), the generated L10n strings (English values of
// Sources/App/Resources/en.lproj/Localizable.strings at the corpus commit), the design system's colours
// (Color+Semantic.swift), SFSafeSymbols' names, Material Design icons and small View helpers. The same file serves
// every ha set (each names it in its shared.txt).
import Foundation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
#endif

// MARK: Environment

struct PrivacySettings {
    var messaging = true
    var alerts = true
    var crashes = false
    var analytics = false
}

final class SettingsStore {
    var privacy = PrivacySettings()
    var locationBasedServerSwitching = false
    var restoreLastURL = true
}

final class CrashReporter {
    let hasCrashReporter = true
    let hasAnalytics = true
}

final class HALog: Sendable {
    func error(_ message: String) {}
    func info(_ message: String) {}
}

/// Not main-actor: the app's `Current` is a global its model code reads from any thread.
final class HAEnvironment {
    let settingsStore = SettingsStore()
    let crashReporter = CrashReporter()
    let Log = HALog()
    let isCatalyst = false
    var date: () -> Date = { Date(timeIntervalSince1970: 1_740_766_173) }
}

nonisolated(unsafe) var Current = HAEnvironment()

/// Firebase Messaging.
final class Messaging {
    static func messaging() -> Messaging { Messaging() }
    var isAutoInitEnabled = true
}

// MARK: Settings search

protocol SettingsScreenSearchable {
    static var settingsSearchEntries: [SettingsSearchEntry] { get }
}

struct SettingsSearchEntry {
    let title: String
    init(_ title: String) { self.title = title }
}

// MARK: L10n (English)

enum L10n {
    static let unknownLabel = "Unknown"
    static let cancelLabel = "Cancel"

    enum SettingsDetails {
        enum Privacy {
            static let title = "Privacy"
            static let body = "You are in control of your data."
            enum Messaging {
                static let title = "Firebase Cloud Messaging"
                static let description = "Firebase Cloud Messaging must be enabled for push notifications to function."
            }
            enum Alerts {
                static let title = "Alerts"
                static let description = "Allows checking for important alerts like security vulnerabilities."
            }
            enum CrashReporting {
                static let title = "Crash Reporting"
                static let description = "Allows for deeper tracking of crashes and other errors in the app, leading to faster fixes being published. No user identifiable information is sent, other than basic device information. You must restart the app for changes to this setting to take effect."
            }
            enum Analytics {
                static let genericTitle = "Analytics"
                static let genericDescription = "Allows collection of basic information about your device and interactions with the app. No user identifiable data is shared, including your Home Assistant URLs and tokens. You must restart the app for changes to this setting to take effect."
            }
        }
        enum General {
            enum Restoration {
                static let title = "Remember Last Page"
            }
        }
    }

    enum SettingsSensors {
        static let disabledStateReplacement = "Disabled"
    }

    enum Settings {
        enum ConnectionSection {
            static let servers = "Servers"
            static let serversHeader = "Servers"
            static let serversReorderFooter = "Drag to reorder your servers. The one at the top is used as the default server."
            static let refreshServer = "Update server information"
            static let makeDefault = "Make default"
            static let addServer = "Add Server"
            enum DeleteServer {
                static let title = "Delete Server"
                static let message = "Are you sure you wish to delete this server?"
            }
        }
        enum ServerSwitching {
            static let title = "Server Switching"
            enum ByLocation {
                static let title = "Switch Server by Location"
                static let footer = "When you open the app, it checks whether you are at one of your homes, either connected to its Wi-Fi network or inside its Home zone. If that home belongs to another server, that server is opened automatically. Checks happen only on this device while the app is in use, and your location is never stored."
            }
            enum ClosestServer {
                static let title = "Closest Server"
            }
            enum HowItWorks {
                static let title = "How it works?"
            }
        }
        enum LocationHistory {
            static let title = "Location History"
            static let empty = "No Location History"
        }
    }

    enum ClientEvents {
        enum View {
            static let clear = "Clear"
        }
    }
}

// MARK: Design system colours (Color+Semantic.swift)

private func adaptive(light: (Double, Double, Double), dark: (Double, Double, Double)) -> Color {
    Color(uiColor: UIColor { traits in
        let rgb = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(red: rgb.0 / 255, green: rgb.1 / 255, blue: rgb.2 / 255, alpha: 1)
    })
}

extension Color {
    static var haPrimary: Color { Color(.sRGB, red: 0x00 / 255, green: 0x9A / 255, blue: 0xC7 / 255, opacity: 1) }
    static var track: Color { Color(.displayP3, red: 0, green: 0, blue: 0, opacity: 0.12) }
    static var tileBorder: Color { adaptive(light: (0xE0, 0xE0, 0xE0), dark: (0x34, 0x37, 0x37)) }
}

extension ShapeStyle where Self == Color {
    static var haPrimary: Color { Color.haPrimary }
}

extension UIColor {
    static let haPrimary = UIColor(red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0, alpha: 1)
}

// MARK: SFSafeSymbols

struct SFSymbol: Sendable {
    let rawValue: String
    static let arrowClockwise = SFSymbol(rawValue: "arrow.clockwise")
    static let star = SFSymbol(rawValue: "star")
    static let trash = SFSymbol(rawValue: "trash")
    static let plus = SFSymbol(rawValue: "plus")
    static let arrowLeftArrowRight = SFSymbol(rawValue: "arrow.left.arrow.right")
    static let questionmarkCircle = SFSymbol(rawValue: "questionmark.circle")
    static let infoCircle = SFSymbol(rawValue: "info.circle")
    static let externaldriveConnectedToLineBelow = SFSymbol(rawValue: "externaldrive.connected.to.line.below")
}

extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

extension Label where Title == Text, Icon == Image {
    init(_ title: String, systemSymbol: SFSymbol) {
        self.init(title, systemImage: systemSymbol.rawValue)
    }
}

// MARK: Material Design icons

/// The app draws these from the Material Design Icons font, which cellshot does not have: the stand-in draws an SF
/// Symbol of the same meaning at the same size (NOTE.txt says so).
struct MaterialDesignIcons: Sendable {
    /// The icon's server-side name (`mdi:…`).
    let name: String
    let symbolName: String

    static let lockIcon = MaterialDesignIcons(name: "mdi:lock", symbolName: "lock.fill")
    static let abTestingIcon = MaterialDesignIcons(name: "mdi:ab-testing", symbolName: "flask")
    static let testTubeIcon = MaterialDesignIcons(name: "mdi:test-tube", symbolName: "testtube.2")
    private static let known = [lockIcon, abTestingIcon, testTubeIcon]

    init(name: String, symbolName: String) {
        self.name = name
        self.symbolName = symbolName
    }

    init?(serversideValueNamed name: String) {
        guard let icon = Self.known.first(where: { $0.name == name }) else { return nil }
        self = icon
    }

    func image(ofSize size: CGSize, color: UIColor?) -> UIImage {
        // The three names above are SF Symbols cellshot draws (assets/symbols.json).
        let image = UIImage(systemName: symbolName, withConfiguration: UIImage.SymbolConfiguration(pointSize: size.height * 0.8))!
        return color.map { image.withTintColor($0, renderingMode: UIImage.RenderingMode.alwaysOriginal) } ?? image
    }

    /// The settings rows' icon: 28 pt in the app (MaterialDesignIcons+Settings.swift).
    func settingsIcon(for traitCollection: UITraitCollection) -> UIImage {
        image(ofSize: CGSize(width: 28, height: 28), color: nil)
    }
}

// MARK: View helpers

extension View {
    /// Shared's `modify`: applies a transform that may branch on availability.
    func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> some View {
        transform(self)
    }

    /// The app hides this content from screenshots (a secure text field's layer); a picture shows it as is.
    func screenCaptureProtected() -> some View {
        self
    }
}

func with<T>(_ value: T, _ configure: (inout T) throws -> Void) rethrows -> T {
    var value = value
    try configure(&value)
    return value
}
