import Foundation

#if !canImport(ObjectiveC)
extension NotificationCenter {
    /// Adds an observer that a notification would call through a selector (`addObserver(self, selector:
    /// #selector(reload), name: …, object: nil)`), which Foundation on Linux lacks (it has no Objective-C runtime
    /// to call a selector): declared so that the app's code compiles, and inert — the observer is never called.
    /// The next render warns naming the notification, so a picture that depended on the observer hearing one is
    /// never silently different.
    /// - Parameters:
    ///   - observer: the object whose method the selector names.
    ///   - aSelector: the method (`#selector(reload)`, which the CellshotSources plugin makes a ``Selector``).
    ///   - aName: the notification's name, or `nil` for every notification.
    ///   - anObject: the sender to hear from, or `nil` for any.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        DeferredNotes.shared.warn("NotificationCenter.addObserver(_:selector:name:object:) for "
            + (aName.map { "\($0.rawValue)" } ?? "every notification") + " (\(aSelector)): not called on Linux (no "
            + "Objective-C runtime to call a selector), so what the observer does when the notification is posted "
            + "is not drawn; addObserver(forName:object:queue:using:) is called")
    }
}
#endif
