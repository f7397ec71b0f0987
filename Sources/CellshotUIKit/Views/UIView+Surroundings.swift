import CellshotLayout
import Foundation

extension UIView {
    /// The widest list whose cells' readable content guide is their layout margins guide: the readable width
    /// is wider than any iPhone (440 points, iPhone 16 Pro Max, the widest), so the guide is bounded by the
    /// margins there; wider lists are refused rather than drawn wrong.
    static let widestReadableFollowingMargins: CGFloat = 440

    /// The guide of the area no bar or corner covers. A cell's views have no safe area insets in a list, so
    /// the guide is the view's own rectangle.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    /// The guide of a readable line length: in a cell, on every iPhone width, the layout margins guide (wider
    /// lists are refused when drawn).
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The safe area's insets: zero for a cell's views.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    private func systemGuide(_ role: UILayoutGuide.Role, identifier: String) -> UILayoutGuide {
        if let guide = storedSystemGuides[role] { return guide }
        let guide = UILayoutGuide(role, of: self, identifier: identifier)
        storedSystemGuides[role] = guide
        return guide
    }

    /// The view itself or the first subview, depth first, with a tag.
    /// - Parameter tag: the tag.
    /// - Returns: the view, or `nil`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// The gesture recognizers added to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set { storedGestureRecognizers = newValue ?? [] }
    }

    /// Adds a gesture recognizer (inert: nothing is touched in a snapshot).
    /// - Parameter gestureRecognizer: the recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Removes a gesture recognizer.
    /// - Parameter gestureRecognizer: the recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// What recognises a touch gesture (`UIGestureRecognizer`): declared, inert — nothing is touched in a
/// snapshot. Its target–action initialiser takes a `Selector`, which `#selector` is on Linux only through the
/// CellshotSources plugin (UIControl+TargetAction.swift).
@MainActor open class UIGestureRecognizer: NSObject {
    /// A recognizer's state (`UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        /// Waiting.
        case possible
        /// Began.
        case began
        /// Changed.
        case changed
        /// Ended.
        case ended
        /// Cancelled.
        case cancelled
        /// Failed.
        case failed
    }

    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether it recognises.
    open var isEnabled = true
    /// Its state: always `.possible`.
    open var state: State { .possible }
    /// Whether recognising cancels the view's touches.
    open var cancelsTouchesInView = true
    /// The delegate (never asked).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A recognizer.
    public override init() {
        super.init()
    }

    /// Where the touch is in a view's coordinates: the origin, as there is none.
    /// - Parameter view: the view.
    /// - Returns: the point.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Requires another recognizer to fail first (inert).
    /// - Parameter otherGestureRecognizer: the other recognizer.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// What a gesture recognizer asks (`UIGestureRecognizerDelegate`); never asked here.
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {}

/// A tap (`UITapGestureRecognizer`): inert.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed.
    open var numberOfTapsRequired = 1
    /// Fingers needed.
    open var numberOfTouchesRequired = 1
}

/// A long press (`UILongPressGestureRecognizer`): inert.
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long to press, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pan (`UIPanGestureRecognizer`): inert.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touch moved: zero.
    /// - Parameter view: the view.
    /// - Returns: the translation.
    open func translation(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe (`UISwipeGestureRecognizer`): inert.
@MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A raw value.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The direction recognised.
    open var direction: Direction = .right
}

extension NSLayoutXAxisAnchor {
    /// This anchor the system spacing after another, times a multiplier (`UIKitMetrics.standardSiblingSpacing`,
    /// 8 points, between views).
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - multiplier: the multiplier of the system spacing.
    /// - Returns: the constraint.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// This anchor at least the system spacing after another, times a multiplier.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - multiplier: the multiplier of the system spacing.
    /// - Returns: the constraint.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// This anchor at most the system spacing after another, times a multiplier.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - multiplier: the multiplier of the system spacing.
    /// - Returns: the constraint.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// This anchor the system spacing below another, times a multiplier: 8 points between views
    /// (`UIKitMetrics.standardSiblingSpacing`); between baselines UIKit derives it from the fonts, which is
    /// refused when drawn.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - multiplier: the multiplier of the system spacing.
    /// - Returns: the constraint.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// This anchor at least the system spacing below another, times a multiplier.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - multiplier: the multiplier of the system spacing.
    /// - Returns: the constraint.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// This anchor at most the system spacing below another, times a multiplier.
    /// - Parameters:
    ///   - anchor: the other anchor.
    ///   - multiplier: the multiplier of the system spacing.
    /// - Returns: the constraint.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension NSLayoutAnchor {
    /// `self = anchor + multiplier × system spacing`: UIKit's spacing between sibling views; a baseline's is
    /// the fonts', which the constraint refuses when it is drawn.
    func systemSpacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                       multiplier: CGFloat) -> NSLayoutConstraint {
        let made = constraint(relation, anchor, constant: multiplier * CGFloat(UIKitMetrics.standardSiblingSpacing))
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        if baselines.contains(attribute) || baselines.contains(anchor.attribute) {
            made.refusal = "a system spacing to or from a baseline (\(attribute.name) from \(anchor.attribute.name))"
        }
        return made
    }
}
