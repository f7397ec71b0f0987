import Foundation

/// What manages a presented controller's place on screen (`UIPresentationController`): declared, inert — a
/// presented controller is another screen, never drawn with the list.
@MainActor open class UIPresentationController: NSObject {
    /// The controller presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it.
    public let presentingViewController: UIViewController
    /// The delegate (never asked).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller.
    /// - Parameters:
    ///   - presentedViewController: the controller presented.
    ///   - presentingViewController: the controller presenting it.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }
}

/// The directions a popover's arrow may point (`UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Directions.
    /// - Parameter rawValue: the option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// A popover's presentation (`UIPopoverPresentationController`): declared, inert.
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (kept).
    open var sourceView: UIView?
    /// The rectangle in the source view it points at (kept).
    open var sourceRect = CGRect.zero
    /// The bar button item it points at (kept).
    open var barButtonItem: UIBarButtonItem?
    /// The directions its arrow may point (kept).
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The popover's delegate (never asked).
    open weak var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        get { delegate as? any UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }
}

/// What a presentation controller asks as the size class changes (`UIAdaptivePresentationControllerDelegate`);
/// every method is optional and never asked here.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for traits.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The presented controller was dismissed by a swipe.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Whether a swipe may dismiss it.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
}

extension UIAdaptivePresentationControllerDelegate {
    /// No adaptation (UIKit's `.none` answer is the usual one for popovers on iPhone).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    /// The same as without traits.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Yes.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
}

/// What a popover asks (`UIPopoverPresentationControllerDelegate`); never asked here.
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// The controller's popover presentation: `nil`, as nothing is presented in a snapshot.
    public var popoverPresentationController: UIPopoverPresentationController? { nil }
    /// The controller's presentation controller: `nil`, as nothing is presented in a snapshot.
    public var presentationController: UIPresentationController? { nil }
}

// MARK: Trait change registration (iOS 17)

/// A trait a view or controller can observe (`UITraitDefinition`).
public protocol UITraitDefinition {}
/// A trait's type, as `registerForTraitChanges(_:handler:)` takes it (`UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance (`UITraitUserInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The Dynamic Type size (`UITraitPreferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The layout direction (`UITraitLayoutDirection`).
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The display scale (`UITraitDisplayScale`).
public enum UITraitDisplayScale: UITraitDefinition {}
/// The horizontal size class (`UITraitHorizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class (`UITraitVerticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {}

/// A registration made by `registerForTraitChanges(_:handler:)` (`UITraitChangeRegistration`).
public protocol UITraitChangeRegistration: Sendable {}

/// The registration returned here: the handler is kept and never called.
struct InertTraitChangeRegistration: UITraitChangeRegistration {}

extension UITraitEnvironment {
    /// Registers a handler for trait changes (iOS 17): never called by a render, as
    /// ``UIView/traitCollectionDidChange(_:)`` is not — each column's traits are the views' from the start.
    /// - Parameters:
    ///   - traits: the traits to observe.
    ///   - handler: what runs on a change (never, here).
    /// - Returns: the registration.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        InertTraitChangeRegistration()
    }

    /// Removes a registration (inert).
    /// - Parameter registration: the registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}
