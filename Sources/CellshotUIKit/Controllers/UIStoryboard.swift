import Foundation

/// A storyboard (`UIStoryboard`): declared, inert. Linux has no storyboards (they are compiled by Xcode into
/// nib archives), so no view controller can be made from one: the optional forms return `nil`, the others a
/// plain ``UIViewController`` placeholder, and the next render fails with an error naming the storyboard and
/// identifier — what it would draw would not be the storyboard's screen. Code that makes a controller from a
/// storyboard in a selection handler or an action (never run by a snapshot) compiles and is never asked.
///
/// `@preconcurrency`, as UIKit's classes import from Objective-C: Swift 5 code may use it from a nonisolated
/// context, as it does on iOS.
@MainActor @preconcurrency open class UIStoryboard: NSObject {
    /// The storyboard's name.
    public let name: String

    /// A storyboard by name.
    /// - Parameters:
    ///   - name: the storyboard's name, without extension.
    ///   - storyboardBundleOrNil: ignored.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller: `nil`, as no storyboard can be read (the next render fails
    /// naming it).
    /// - Returns: `nil`.
    open func instantiateInitialViewController() -> UIViewController? {
        refuse("instantiateInitialViewController()")
        return nil
    }

    /// The initial view controller through a creator: `nil`, as ``instantiateInitialViewController()``.
    /// - Parameter block: never called.
    /// - Returns: `nil`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        refuse("instantiateInitialViewController(creator:)")
        return nil
    }

    /// A view controller by its storyboard identifier: a plain placeholder (the next render fails naming it).
    /// - Parameter identifier: the storyboard identifier.
    /// - Returns: an empty ``UIViewController``.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        refuse("instantiateViewController(withIdentifier: \"\(identifier)\")")
        return UIViewController(nibName: nil, bundle: nil)
    }

    /// A view controller by its storyboard identifier through a creator, made as UIKit makes a storyboard's
    /// controllers — through the creator, else the class's `init?(coder:)` — with a coder that holds nothing,
    /// so the storyboard's own views and outlets are missing (the next render fails naming it). UIKit traps
    /// when no controller is made; so does this, naming the storyboard and identifier.
    /// - Parameters:
    ///   - identifier: the storyboard identifier.
    ///   - block: the creator, called with the empty coder.
    /// - Returns: the controller.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let call = "instantiateViewController(identifier: \"\(identifier)\", creator:)"
        refuse(call)
        guard let made = block?(CodeMadeCoder()) ?? ViewController(coder: CodeMadeCoder()) else {
            fatalError(message(call))
        }
        return made
    }

    private func refuse(_ call: String) {
        DeferredNotes.shared.fail(message(call))
    }

    private func message(_ call: String) -> String {
        "UIStoryboard(name: \"\(name)\").\(call) cannot make a view controller: storyboards are not read on Linux "
            + "(Xcode compiles them); make the controller in code for the snapshot, or guard the storyboard "
            + "with #if canImport(UIKit)"
    }
}

extension UIViewController {
    /// The storyboard the controller came from: `nil`, as none can be read here.
    public var storyboard: UIStoryboard? { nil }
}

/// The coder a view controller is made with when code makes it from its class object (`type.init()`) or a
/// storyboard's creator is called: it holds nothing, and ``UIViewController``'s `init?(coder:)` makes a view
/// controller as `init(nibName: nil, bundle: nil)` does.
final class CodeMadeCoder: NSCoder {}

/// Lets code make a view controller from its class object — `let type: UIViewController.Type = …;
/// type.init()`, as Apple's samples do — which Swift allows only through a `required` initialiser. UIKit's
/// `init()` is not required (it comes from Objective-C, where any class object can be sent `init`), and making it
/// required would force every subclass with an initialiser of its own to write one more. So `type.init()` on a
/// class object goes through the one required initialiser, `init?(coder:)`, with an empty coder: a subclass that
/// does not override it is made as `init()` makes it; one whose `init?(coder:)` stops (`fatalError(…)`) stops.
/// `ListViewController()` with the class written out still calls `init()` itself.
@MainActor public protocol UIViewControllerMadeFromItsClass: UIViewController {
    /// The view controller from an archive (see ``UIViewController/init(coder:)``).
    /// - Parameter coder: the archive.
    init?(coder: NSCoder)
}

extension UIViewController: UIViewControllerMadeFromItsClass {}

extension UIViewControllerMadeFromItsClass {
    /// A view controller made from a class object (`type.init()`), through `init?(coder:)` with an empty coder.
    public init() {
        // UIViewController's own init?(coder:) never fails; a subclass's may, and then this traps as UIKit's
        // initialiser would have no controller to give.
        self.init(coder: CodeMadeCoder())!
    }
}
