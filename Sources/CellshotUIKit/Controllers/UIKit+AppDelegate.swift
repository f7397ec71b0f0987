import Foundation

// The app delegate and scene delegate (UIKit's `UIApplicationDelegate`, `UIWindowSceneDelegate`): an app's folder
// holds them beside its screens, so declaring them lets the folder compile whole through the CellshotSources plugin
// (which drops `@main`). No app launches around a picture: nothing calls their methods. In UIKit every method is an
// optional Objective-C requirement; here they are plain methods of the adopting class, so an app's own compile as
// written and none is required.

/// The app's delegate (UIKit's `UIApplicationDelegate`). Never called: no app launches around a picture.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {}

/// A scene's delegate (UIKit's `UISceneDelegate`). Never called: a picture has no scenes.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`). Never called: a picture has no scenes.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIApplication {
    /// The keys of the options an app launches with (`UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key.
        /// - Parameter rawValue: the key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The shortcut item the app was launched for.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// A scene's session (UIKit's `UISceneSession`).
@MainActor open class UISceneSession: NSObject {
    /// What a scene is for (`UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A role.
        /// - Parameter rawValue: the role's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The session's identifier.
    public let persistentIdentifier: String
    /// The configuration the session's scene was made with.
    open var configuration: UISceneConfiguration

    /// A session in a role.
    public init(role: Role) {
        self.role = role
        persistentIdentifier = role.rawValue
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// How a scene is made (UIKit's `UISceneConfiguration`).
@MainActor open class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene's delegate class.
    open var delegateClass: AnyClass?
    /// The scene's class.
    open var sceneClass: AnyClass?

    /// A configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// What a scene was connected with (`UIScene.ConnectionOptions`): nothing, for a picture.
    @MainActor public class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with: none.
        public var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// A URL a scene was asked to open (UIKit's `UIOpenURLContext`).
@MainActor open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL

    /// A context for a URL.
    public init(url: URL) {
        self.url = url
    }
}
