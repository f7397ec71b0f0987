import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// WebKit's web view, declared so that an app's files that show a web page (a video, a help page) compile through the
// CellshotSources plugin, which makes `import WebKit` import this module. cellshot loads and draws no web content:
// a web view is drawn as any plain view is — its background colour, if any — and SwiftUI's `UIViewRepresentable`
// warns, naming the type, as for every UIKit view it does not draw.

/// A navigation a web view started (WebKit's `WKNavigation`): none is ever started.
@MainActor open class WKNavigation: NSObject {}

/// What a web view's pages may do (WebKit's `WKPreferences`).
@MainActor open class WKPreferences: NSObject {
    /// Whether pages may open windows without a tap.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the web view shows fraud warnings.
    open var isFraudulentWebsiteWarningEnabled = true
    /// The smallest font size pages are drawn with.
    open var minimumFontSize: CGFloat = 0
}

/// How a web view loads pages (WebKit's `WKWebpagePreferences`).
@MainActor open class WKWebpagePreferences: NSObject {
    /// Whether pages run JavaScript.
    open var allowsContentJavaScript = true
}

/// The scripts and message handlers of a web view's pages (WebKit's `WKUserContentController`).
@MainActor open class WKUserContentController: NSObject {
    /// Adds a message handler (never called: no page runs).
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    /// Removes a message handler.
    open func removeScriptMessageHandler(forName name: String) {}
    /// Removes every message handler.
    open func removeAllScriptMessageHandlers() {}
}

/// A message a page posted (WebKit's `WKScriptMessage`).
@MainActor open class WKScriptMessage: NSObject {
    /// The message's name.
    open var name: String { "" }
    /// The message's body.
    open var body: Any { () }
}

/// Receives a page's messages (WebKit's `WKScriptMessageHandler`): never called, no page runs.
@MainActor @preconcurrency public protocol WKScriptMessageHandler: AnyObject {
    /// A page posted a message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// Where a web view keeps its cookies and caches (WebKit's `WKWebsiteDataStore`).
@MainActor open class WKWebsiteDataStore: NSObject {
    /// The store shared by web views.
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    /// A store that keeps nothing.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

/// Which media needs a tap before it plays (WebKit's `WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Every kind.
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// How a web view is set up (WebKit's `WKWebViewConfiguration`).
@MainActor open class WKWebViewConfiguration: NSObject {
    /// Whether videos play in place rather than full screen.
    open var allowsInlineMediaPlayback = false
    /// Which media needs a tap before it plays.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Whether videos may play picture in picture.
    open var allowsPictureInPictureMediaPlayback = true
    /// What the pages may do.
    open var preferences = WKPreferences()
    /// How pages are loaded by default.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// The pages' scripts and message handlers.
    open var userContentController = WKUserContentController()
    /// Where cookies and caches are kept.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The name the web view gives itself in requests.
    open var applicationNameForUserAgent: String?
}

/// Decides what a web view loads (WebKit's `WKNavigationDelegate`): never called, nothing loads.
@MainActor @preconcurrency public protocol WKNavigationDelegate: AnyObject {}

/// Presents what a page asks for (WebKit's `WKUIDelegate`): never called, no page runs.
@MainActor @preconcurrency public protocol WKUIDelegate: AnyObject {}

/// A web view (WebKit's `WKWebView`). cellshot loads no page: the view is drawn as a plain view, and what it was
/// asked to load is kept (``url``) but never fetched.
@MainActor open class WKWebView: UIView {
    /// How the web view was set up.
    public let configuration: WKWebViewConfiguration
    /// Decides what the web view loads (never asked).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Presents what pages ask for (never asked).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The URL last asked for: kept, never loaded.
    open private(set) var url: URL?
    /// The page's title: none, no page loads.
    open var title: String? { nil }
    /// Whether a page is loading: never.
    open var isLoading: Bool { false }
    /// How much of the page has loaded.
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { false }
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether links show previews when pressed.
    open var allowsLinkPreview = true
    /// The user agent the web view sends.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect the view.
    open var isInspectable = false
    /// The scroll view the pages scroll in.
    public let scrollView = UIScrollView()

    /// A web view with a configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with the default configuration.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Asks for a page: kept as ``url``, never fetched.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return nil
    }

    /// Asks for an HTML string to be shown: never drawn.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return nil
    }

    /// Asks for a local file: kept as ``url``, never read.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return nil
    }

    /// Reloads the page: nothing loads.
    @discardableResult
    open func reload() -> WKNavigation? { nil }

    /// Stops loading: nothing loads.
    open func stopLoading() {}

    /// Goes back: there is nowhere to go.
    @discardableResult
    open func goBack() -> WKNavigation? { nil }

    /// Goes forward: there is nowhere to go.
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    /// Runs a script in the page: no page runs, so the completion is never called.
    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {}
}
