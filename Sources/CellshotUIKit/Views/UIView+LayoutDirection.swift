import Foundation

/// The direction a view lays its content out in (`UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

extension UIView {
    /// The direction the view lays its content out in: its traits' (the drawing's, once the list is drawn; left to
    /// right before, as a view out of a window is on iOS).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
