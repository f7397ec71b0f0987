import Foundation

// Target–action with a `Selector` (issue 43): the CellshotSources plugin turns an app's `#selector(refresh)` into
// `Selector("refresh")`, so the calls that take one compile unchanged. Inert, as `addAction(_:for:)`: nothing is
// tapped, typed or touched in a snapshot, and Linux has no Objective-C runtime to send the action with.

extension UIControl {
    /// Adds a target and action for events (inert: nothing is tapped in a snapshot, so it is never sent).
    /// - Parameters:
    ///   - target: the object the action would be sent to.
    ///   - action: the action.
    ///   - controlEvents: the events.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}

    /// Removes a target and action (inert, as ``addTarget(_:action:for:)``).
    /// - Parameters:
    ///   - target: the object.
    ///   - action: the action, or `nil` for all of the target's.
    ///   - controlEvents: the events.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
}

extension UIGestureRecognizer {
    /// A recognizer with a target and action (inert: nothing is touched in a snapshot).
    /// - Parameters:
    ///   - target: the object the action would be sent to.
    ///   - action: the action.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
    }

    /// Adds a target and action (inert).
    /// - Parameters:
    ///   - target: the object.
    ///   - action: the action.
    public func addTarget(_ target: Any, action: Selector) {}

    /// Removes a target and action (inert).
    /// - Parameters:
    ///   - target: the object, or `nil` for all.
    ///   - action: the action, or `nil` for all of the target's.
    public func removeTarget(_ target: Any?, action: Selector?) {}
}
