// Stand-ins for openHAB's settings, notifications and selection screens: the OpenHABCore module (preferences,
// models, endpoints, the network connection), the app delegate's data, and the third-party and Apple modules Linux
// lacks (Kingfisher, SFSafeSymbols, Firebase Crashlytics, WebKit, SafariServices, os.Logger). The same file serves
// the three openhab sets (each names it in its shared.txt). No network: the notifications request never answers, so the list shows what it was given.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
import UIKit
#else
import CellshotSwiftUI
#endif

// MARK: OpenHABCore

enum IconType: Int, CaseIterable {
    case png, svg
}

enum SortSitemapsOrder: Int, CaseIterable {
    case label, name
}

/// The app's UserDefaults-backed settings, with the values of a configured installation.
@MainActor enum Preferences {
    static var localUrl = "http://openhab.local:8080"
    static var remoteUrl = "https://myopenhab.org"
    static var username = "user@example.com"
    static var password = "password"
    static var alwaysSendCreds = false
    static var ignoreSSL = false
    static var demomode = false
    static var idleOff = false
    static var realTimeSliders = true
    static var sendCrashReports = false
    static var iconType = IconType.png.rawValue
    static var sortSitemapsby = SortSitemapsOrder.label.rawValue
    static var defaultMainUIPath = ""
    static var alwaysAllowWebRTC = false
}

struct OpenHABWidgetMapping {
    let command: String
    let label: String
}

final class SitemapViewController {
    var pageUrl = ""
}

final class OpenHABDataObject {
    var openHABRootUrl = "https://myopenhab.org"
    var openHABVersion = 4
    var currentWebViewPath: String?
    var sitemapViewController: SitemapViewController?
}

@MainActor final class AppDelegate {
    static let appDelegate = AppDelegate()
    var appData: OpenHABDataObject? = OpenHABDataObject()
}

struct Endpoint {
    let url: URL?

    static func icon(rootUrl: String, version: Int, icon: String?, state: String, iconType: IconType, iconColor: String) -> Endpoint {
        Endpoint(url: URL(string: "\(rootUrl)/icon/\(icon ?? "none")?format=\(iconType == .png ? "PNG" : "SVG")"))
    }
}

struct NetworkResponse {
    let result: Result<Data, Error>
}

enum NetworkConnection {
    /// The request never answers here: no network while drawing.
    static func notification(urlString: String, completionHandler: @escaping @Sendable (NetworkResponse) -> Void) {}
}

extension DateFormatter {
    nonisolated(unsafe) static let iso8601Full: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
}

extension Data {
    func decoded<T: Decodable>(as type: T.Type = T.self, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(T.self, from: self)
    }
}

struct OpenHABNotification {
    let message: String?
    let created: Date?
    let id: String
    let icon: String?

    init(message: String?, created: Date?, id: String = "", icon: String? = nil) {
        self.message = message
        self.created = created
        self.id = id
        self.icon = icon
    }

    struct CodingData: Decodable {
        let message: String?
        let created: Date?
        let _id: String

        var openHABNotification: OpenHABNotification {
            OpenHABNotification(message: message, created: created, id: _id)
        }
    }
}

extension URL {
    static let privacyPolicy = URL(string: "https://www.openhab.org/privacy.html")!
}

@MainActor final class WatchMessageService {
    static let singleton = WatchMessageService()
    func syncPreferencesToWatch() {}
}

struct ClientCertificatesView: View {
    var body: some View { EmptyView() }
}

struct RTFTextView: View {
    let rtfFileName: String
    var body: some View { EmptyView() }
}

// MARK: Third-party and Apple modules

/// Kingfisher's image view: it shows its placeholder, as before the download finishes (no network here).
struct KFImage: View {
    private let placeholderView: AnyView
    private let isResizable: Bool

    init(_ url: URL?) {
        self.init(placeholder: AnyView(EmptyView()), isResizable: false)
    }

    private init(placeholder: AnyView, isResizable: Bool) {
        self.placeholderView = placeholder
        self.isResizable = isResizable
    }

    func placeholder<Content: View>(@ViewBuilder _ content: () -> Content) -> KFImage {
        KFImage(placeholder: AnyView(content()), isResizable: isResizable)
    }

    func resizable() -> KFImage {
        KFImage(placeholder: placeholderView, isResizable: true)
    }

    var body: some View { placeholderView }
}

@MainActor final class KingfisherManager {
    final class ImageCache {
        func clearMemoryCache() {}
        func clearDiskCache() {}
        func cleanExpiredDiskCache() {}
    }

    static let shared = KingfisherManager()
    let cache = ImageCache()
}

/// SFSafeSymbols' typed symbol names.
struct SFSymbol: Sendable {
    let rawValue: String
    static let plusCircle = SFSymbol(rawValue: "plus.circle")
    static let checkmark = SFSymbol(rawValue: "checkmark")
}

extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

final class Crashlytics {
    static func crashlytics() -> Crashlytics { Crashlytics() }
    func setCrashlyticsCollectionEnabled(_ enabled: Bool) {}
}

let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"

@MainActor final class WKWebsiteDataStore {
    static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    func removeData(ofTypes types: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {}
}

final class SFSafariViewController: UIViewController {
    init(url: URL) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// os.Logger: the messages go nowhere while drawing.
struct Logger: Sendable {
    init(subsystem: String, category: String) {}
    func debug(_ message: String) {}
    func info(_ message: String) {}
    func error(_ message: String) {}
}
