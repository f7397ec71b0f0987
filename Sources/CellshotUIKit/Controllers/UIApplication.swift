import Foundation

/// The app (`UIApplication`): declared so that list code reaching for it compiles; inert — a snapshot has no
/// app around the list: nothing is opened, badged or sent, and no notification is posted.
@MainActor open class UIApplication: UIResponder {
    /// The app's state (`UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The options of ``open(_:options:completionHandler:)`` (`UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key.
        /// - Parameter rawValue: the key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app.
    public static let shared = UIApplication()
    /// The URL that opens the app's settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// Posted when the app becomes active (never posted here).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to resign active (never posted here).
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (never posted here).
    nonisolated public static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (never posted here).
    nonisolated public static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app receives a memory warning (never posted here).
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The app's state: active.
    open var applicationState: State { .active }
    /// The number on the app's icon (kept).
    open var applicationIconBadgeNumber = 0
    /// Whether the network activity indicator shows (kept).
    open var isNetworkActivityIndicatorVisible = false
    /// Whether the screen may dim (kept).
    open var isIdleTimerDisabled = false
    /// The app's Dynamic Type size: the traits' of the list being drawn (Large outside a drawing).
    open var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.current.preferredContentSizeCategory }
    /// The writing direction of the app's language: left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The app's delegate (never set here).
    open weak var delegate: AnyObject?

    /// Opens a URL (inert: nothing is opened; the completion is called with `false`).
    /// - Parameters:
    ///   - url: the URL.
    ///   - options: the options.
    ///   - completion: called with whether it opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether a URL can be opened: no, as nothing is opened here.
    /// - Parameter url: the URL.
    /// - Returns: `false`.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Registers for remote notifications (inert).
    open func registerForRemoteNotifications() {}
}

/// What makes haptic feedback (`UIFeedbackGenerator`): inert — a snapshot has no Taptic Engine.
@MainActor open class UIFeedbackGenerator: NSObject {
    /// Readies the engine (inert).
    open func prepare() {}
}

/// Haptic feedback for a collision (`UIImpactFeedbackGenerator`): inert.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong the impact is (`UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The style.
    public let style: FeedbackStyle

    /// A generator of a style.
    /// - Parameter style: the style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium generator.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays the impact (inert).
    open func impactOccurred() {}

    /// Plays the impact at an intensity (inert).
    /// - Parameter intensity: from 0 to 1.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for a change of selection (`UISelectionFeedbackGenerator`): inert.
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick (inert).
    open func selectionChanged() {}
}

/// Haptic feedback for success, warning or error (`UINotificationFeedbackGenerator`): inert.
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification (`UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// Success.
        case success
        /// Warning.
        case warning
        /// Error.
        case error
    }

    /// Plays the notification (inert).
    /// - Parameter notificationType: the kind.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

extension UIResponder {
    /// Posted when the keyboard is about to show (never posted here: a snapshot has no keyboard).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard showed (never posted here).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted when the keyboard is about to hide (never posted here).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard hid (never posted here).
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted when the keyboard's frame is about to change (never posted here).
    nonisolated public static let keyboardWillChangeFrameNotification =
        Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted when the keyboard's frame changed (never posted here).
    nonisolated public static let keyboardDidChangeFrameNotification =
        Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the start of the animation (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame at the end of the animation.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration (an `NSNumber` of seconds).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIContentSizeCategory {
    /// Posted when the Dynamic Type size changes (never posted here: each column is drawn at its size).
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// What has a trait collection (`UITraitEnvironment`): views and view controllers.
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change: never by a render (see ``UIView/traitCollectionDidChange(_:)``).
    /// - Parameter previousTraitCollection: the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// A transition between view controllers from a storyboard (`UIStoryboardSegue`): declared, inert — storyboards
/// are not loaded on Linux, so none is ever run.
@MainActor open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller it starts from.
    public let source: UIViewController
    /// The controller it shows.
    public let destination: UIViewController

    /// A segue.
    /// - Parameters:
    ///   - identifier: the identifier.
    ///   - source: the controller it starts from.
    ///   - destination: the controller it shows.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Runs the segue (inert).
    open func perform() {}
}

/// A tab bar's item (`UITabBarItem`): inert — the tab bar is outside the list.
@MainActor open class UITabBarItem: UIBarItem {
    /// The badge's text (kept).
    open var badgeValue: String?
    /// The image when selected (kept).
    open var selectedImage: UIImage?

    /// An item with a title and images.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - selectedImage: the image when selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.selectedImage = selectedImage
        super.init()
        self.title = title
        self.image = image
    }

    /// An item with a title, an image and a tag.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - tag: the tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
}

/// A controller of tabs (`UITabBarController`): inert — only the list you render is drawn.
@MainActor open class UITabBarController: UIViewController {
    /// The tabs' controllers.
    open var viewControllers: [UIViewController]?
    /// The selected tab's index.
    open var selectedIndex = 0

    /// Sets the tabs' controllers.
    /// - Parameters:
    ///   - viewControllers: the controllers.
    ///   - animated: ignored.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

extension UIViewController {
    /// The tab bar controller holding this one: `nil`, as none is here.
    public var tabBarController: UITabBarController? { nil }
}
