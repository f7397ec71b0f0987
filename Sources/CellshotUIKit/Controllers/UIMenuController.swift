import Foundation

/// An item of the edit menu (`UIMenuItem`, deprecated in iOS 16 but still common): a title and the action it sends.
/// Declared, inert: the edit menu shows after a long press, and a snapshot presses nothing.
@MainActor open class UIMenuItem: NSObject {
    /// The title.
    open var title: String
    /// The action the item sends (never sent).
    open var action: Selector

    /// An item.
    /// - Parameters:
    ///   - title: the title.
    ///   - action: the action (`#selector(save)`, which the CellshotSources plugin makes a ``Selector``).
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// The edit menu (`UIMenuController`, deprecated in iOS 16 but still common): declared so that the app's
/// long-press handlers compile. The menu is never drawn: showing it warns naming its items, so a picture that
/// would show it is never silently different.
@MainActor open class UIMenuController: NSObject {
    /// The app's edit menu.
    public static let shared = UIMenuController()

    /// Posted before the menu shows (never posted).
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu shows (never posted).
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides (never posted).
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hides (never posted).
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    /// The app's own items, after the system's.
    open var menuItems: [UIMenuItem]?
    /// Whether the menu is showing: never.
    open var isMenuVisible: Bool { false }

    /// Shows the menu beside a rectangle of a view: not drawn, and the next render says so.
    /// - Parameters:
    ///   - targetView: the view.
    ///   - targetRect: the rectangle the menu points at, in the view's coordinates.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        let items = (menuItems ?? []).map { "\"\($0.title)\"" }.joined(separator: ", ")
        DeferredNotes.shared.warn("UIMenuController.showMenu(from:rect:)"
            + (items.isEmpty ? "" : " with \(items)") + ": the edit menu is not drawn")
    }

    /// Hides the menu (it never shows).
    open func hideMenu() {}

    /// Hides the menu shown from a view (it never shows).
    /// - Parameter targetView: the view.
    open func hideMenu(from targetView: UIView) {}

    /// Updates the menu's items (nothing shows).
    open func update() {}
}

/// Saves an image to the photo library (`UIImageWriteToSavedPhotosAlbum`): declared, inert — there is no photo
/// library, and saving changes nothing a picture shows. The completion is never called.
/// - Parameters:
///   - image: the image.
///   - completionTarget: the object to call when done (never called).
///   - completionSelector: its method.
///   - contextInfo: passed to it.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}
