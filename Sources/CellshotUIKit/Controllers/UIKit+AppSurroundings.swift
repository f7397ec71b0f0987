import Foundation

// What an app's list code reaches for around its lists — the pasteboard, its window and scenes, UIKit's global
// appearance proxies — declared so that the code compiles (4 sets of the SwiftUI corpus stopped on these). None of it
// is on screen in a list's picture: the pasteboard is written by actions, the window holds the screen that is drawn.
// What would change the picture (an appearance proxy, a layer's z order) warns when the app sets it.

/// The system pasteboard (UIKit's `UIPasteboard`). Copying is an action: nothing is kept between processes, and a
/// test reads back what its own code wrote.
@MainActor @preconcurrency open class UIPasteboard: NSObject {
    /// The pasteboard copy and paste use.
    public static let general = UIPasteboard()

    /// The first string on the pasteboard.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The strings on the pasteboard.
    open var strings: [String]?
    /// The first URL on the pasteboard.
    open var url: URL?
    /// The first image on the pasteboard.
    open var image: UIImage?
    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    /// Whether the pasteboard holds a URL.
    open var hasURLs: Bool { url != nil }
    /// Whether the pasteboard holds an image.
    open var hasImages: Bool { image != nil }
}

/// A scene of the app (UIKit's `UIScene`). A picture has one screen and no scenes: `UIApplication.connectedScenes`
/// is empty, so code that looks for its key window finds none, as in an app extension.
@MainActor open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's state.
    open var activationState: ActivationState { .unattached }
    /// The scene's title.
    open var title: String?
}

/// A scene with windows (UIKit's `UIWindowScene`).
@MainActor open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { [] }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The scene's screen.
    open var screen: UIScreen { .main }
    /// The scene's trait collection.
    open var traitCollection: UITraitCollection { .current }
}

/// A window (UIKit's `UIWindow`): the root of a screen's views. Drawn screens are drawn through their table or
/// collection view, not through a window.
@MainActor open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether the window takes key events.
    open private(set) var isKeyWindow = false
    /// The window's scene.
    open weak var windowScene: UIWindowScene?

    /// A window in a scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }
}

extension UIApplication {
    /// The app's scenes: none, for a picture (see ``UIScene``).
    public var connectedScenes: Set<UIScene> { [] }
}

extension UITableView {
    /// UIKit's appearance proxy for every table view: what an app sets on it would change tables drawn after it
    /// (and SwiftUI lists up to iOS 15). cellshot does not apply appearance proxies: setting one warns at the next
    /// render, and the proxy is a table of its own that nothing draws.
    public class func appearance() -> UITableView {
        DeferredNotes.shared.warn("UITableView.appearance() is UIKit's global appearance proxy: what is set on it is "
            + "not applied to the tables and lists cellshot draws (set it on the table itself); SwiftUI lists on "
            + "iOS 16 and later ignore it, as cellshot does")
        return UITableView(frame: .zero, style: .plain)
    }
}

/// The device (UIKit's `UIDevice`): the picture is drawn for an iPhone, so the idiom is `.phone` and the system is
/// iOS. Code that lays out differently on an iPad takes its iPhone branch, as the picture's width says.
/// `@preconcurrency`, as UIKit's classes import from Objective-C: Swift 5 code may read `UIDevice.current` from a
/// nonisolated context (a warning, not an error), as it does on iOS.
@MainActor @preconcurrency open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The kind of interface (UIKit's `UIUserInterfaceIdiom`).
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1
        case phone = 0
        case pad = 1
        case tv = 2
        case carPlay = 3
        case mac = 5
        case vision = 6
    }

    /// Where the device is turned (UIKit's `UIDeviceOrientation`).
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        /// Whether the orientation is a portrait one.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the orientation is a landscape one.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// `.phone`: cellshot draws iPhone screens.
    open var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    /// Portrait, as the pictures are drawn.
    open var orientation: Orientation { .portrait }
    /// "iOS".
    open var systemName: String { "iOS" }
    /// The iOS version of the look most pictures are drawn in.
    open var systemVersion: String { "26.0" }
    /// "iPhone".
    open var model: String { "iPhone" }
    /// "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The device's name, as a simulator names it.
    open var name: String { "iPhone" }
    /// No identifier: nothing is kept between runs.
    open var identifierForVendor: UUID? { nil }
    /// Whether battery monitoring is on.
    open var isBatteryMonitoringEnabled = false
}

/// UIKit's name for the interface idiom.
public typealias UIUserInterfaceIdiom = UIDevice.UserInterfaceIdiom
/// UIKit's name for the device orientation.
public typealias UIDeviceOrientation = UIDevice.Orientation
