import Foundation

#if !canImport(ObjectiveC)
/// The name of a method a target–action pair calls (`Selector`): Linux has no Objective-C runtime, so
/// `#selector(…)` cannot compile and nothing is ever called through one. Declared so that code passing `nil`
/// (`UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)`) or a selector made from its
/// name compiles; statements with `#selector` still need the guard docs/uikit.md shows.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's Objective-C name, as written (`"done:"`).
    public let name: String

    /// A selector from its method's name.
    /// - Parameter name: the Objective-C name.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal.
    /// - Parameter value: the Objective-C name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name.
    public var description: String { name }
}

/// A selector from its method's name (`NSSelectorFromString("saveImage")`), as Foundation declares it on iOS.
/// - Parameter aSelectorName: the Objective-C name.
/// - Returns: the selector.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// A selector's method name (`NSStringFromSelector(action)`), as Foundation declares it on iOS.
/// - Parameter aSelector: the selector.
/// - Returns: its name.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
#endif

extension UIBarButtonItem {
    /// An item with a title, a style and a target–action pair (inert: the bars are not drawn and nothing is
    /// tapped; the target and action are kept).
    /// - Parameters:
    ///   - title: the title.
    ///   - style: the style.
    ///   - target: the object the action is sent to.
    ///   - action: the action (`nil` for none).
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, primaryAction: nil, menu: nil)
        self.style = style
        targetAction = TargetActionPair(target: target.map { $0 as AnyObject }, action: action)
    }

    /// An item with an image, a style and a target–action pair (inert, as
    /// ``init(title:style:target:action:)``).
    /// - Parameters:
    ///   - image: the image.
    ///   - style: the style.
    ///   - target: the object the action is sent to.
    ///   - action: the action (`nil` for none).
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: nil)
        self.style = style
        targetAction = TargetActionPair(target: target.map { $0 as AnyObject }, action: action)
    }

    /// A system item with a target–action pair (inert, as ``init(title:style:target:action:)``).
    /// - Parameters:
    ///   - systemItem: the item.
    ///   - target: the object the action is sent to.
    ///   - action: the action (`nil` for none).
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
        targetAction = TargetActionPair(target: target.map { $0 as AnyObject }, action: action)
    }

    /// The object the action is sent to (kept, never called).
    public var target: AnyObject? {
        get { targetAction.target }
        set { targetAction.target = newValue }
    }

    /// The action sent when tapped (kept, never called).
    public var action: Selector? {
        get { targetAction.action }
        set { targetAction.action = newValue }
    }
}

/// A target and an action, kept for code that reads them back.
struct TargetActionPair {
    weak var target: AnyObject?
    var action: Selector?
}
