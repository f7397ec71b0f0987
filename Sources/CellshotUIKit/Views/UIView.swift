import Foundation

/// The base of UIKit's responder chain (`UIResponder`).
@MainActor open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// Whether it can become the first responder (the one that gets typing): no, as in UIKit's base class.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it is the first responder: never, as nothing is typed in a snapshot.
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder (inert: no keyboard shows in a snapshot).
    /// - Returns: `false`.
    @discardableResult open func becomeFirstResponder() -> Bool { false }

    /// Gives up being the first responder (inert).
    /// - Returns: `true`.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// A view: colours, tint, a hierarchy of subviews and the Auto Layout anchors that place them (`UIView`).
///
/// cellshot lays a custom content view out with its constraints, as Auto Layout does, through the same
/// engine that lays out a document's templates. A view that keeps ``translatesAutoresizingMaskIntoConstraints``
/// (`true` for views made in code, as on iOS) is placed by constraints made from its ``frame`` and
/// ``autoresizingMask``, as UIKit's `NSAutoresizingMaskLayoutConstraint`s place it; constraints of your own
/// on such a view conflict with them, and the conflict is reported as UIKit logs it.
@MainActor open class UIView: UIResponder {
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds = false
    /// Whether the view's ``frame`` and ``autoresizingMask`` become constraints (`true` for a view made in
    /// code); set it to `false` for views your constraints place, or they conflict with the frame's.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes when its superview does, for the constraints made from its frame.
    open var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet { resetAutoresizing() }
    }
    /// The frame: set by your code, then, once the content view is laid out, the frame Auto Layout gave it.
    var storedFrame: CGRect
    /// The frame your code last set, which the autoresizing constraints keep (a solved frame does not
    /// change them, as UIKit's engine writing a frame back does not).
    var autoresizingFrame: CGRect
    /// The superview's size when the autoresizing constraints were made: they are made when the view is
    /// first laid out after its frame, mask or superview changed, from the superview's size then.
    var autoresizingSuperviewSize: CGSize?
    /// The origin of ``bounds``, kept so that a scrolled bounds is refused rather than lost.
    var boundsOrigin = CGPoint.zero
    var explicitTintColor: UIColor?
    var storedContentMode = UIView.ContentMode.scaleToFill
    weak var parent: UIView?
    var traits = UITraitCollection()
    private(set) var storedSubviews: [UIView] = []
    /// The constraints activated with this view as their first item.
    var ownedConstraints: [NSLayoutConstraint] = []
    var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var storedMarginsGuide: UILayoutGuide?
    /// The safe area and readable content guides, made on first use (`UIView+Surroundings.swift`).
    var storedSystemGuides: [UILayoutGuide.Role: UILayoutGuide] = [:]
    /// The gesture recognizers added, never fed a touch (inert).
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// Whether touches reach the view (inert: nothing is touched in a snapshot).
    open var isUserInteractionEnabled = true
    /// A number to find the view by (``viewWithTag(_:)``).
    open var tag = 0
    /// The identifier UI tests find the view by (inert).
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads (inert: not drawn).
    open var accessibilityLabel: String?
    /// Whether VoiceOver sees the view as one element (inert).
    open var isAccessibilityElement = false
    /// Whether VoiceOver reads the view's elements as a group before moving on (inert).
    open var shouldGroupAccessibilityChildren = false
    /// The value VoiceOver reads (inert).
    open var accessibilityValue: String?
    /// The hint VoiceOver reads (inert).
    open var accessibilityHint: String?
    /// The custom actions VoiceOver offers (inert).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    private var storedLayoutGuides: [UILayoutGuide] = []
    private var storedLayer: CALayer?

    /// A view with a frame, in its superview's coordinates; it places the view while
    /// ``translatesAutoresizingMaskIntoConstraints`` is `true`.
    /// - Parameter frame: the view's frame.
    public init(frame: CGRect) {
        storedFrame = frame.standardized
        autoresizingFrame = frame.standardized
        super.init()
    }

    /// A view from an archive; cellshot never decodes archives, so this is only for subclasses that
    /// must declare it.
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        autoresizingFrame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The tint colour: the view's own, else its superview's, else the list's tint (system blue by default).
    open var tintColor: UIColor! {
        get { explicitTintColor ?? parent?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue }
    }

    /// The traits of the state column being drawn.
    open var traitCollection: UITraitCollection { parent?.traitCollection ?? traits }

    /// The view's layer: corner radius, border, clipping.
    open var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = CALayer(view: self)
        storedLayer = layer
        return layer
    }

    var existingLayer: CALayer? { storedLayer }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. Set it to place a view that keeps
    /// ``translatesAutoresizingMaskIntoConstraints``; in ``layoutSubviews()`` it is the frame Auto Layout
    /// solved for the view in the state column being drawn.
    open var frame: CGRect {
        get { storedFrame }
        set { place(newValue) }
    }

    /// A frame set by your code: it is the one the autoresizing constraints keep from now on.
    private func place(_ frame: CGRect) {
        storedFrame = frame.standardized
        resetAutoresizing()
    }

    /// The autoresizing constraints are made again from the current frame and the superview's size.
    func resetAutoresizing() {
        autoresizingFrame = storedFrame
        autoresizingSuperviewSize = nil
    }

    /// The view's rectangle in its own coordinates: the frame's size at an origin of zero unless set.
    /// Setting it keeps the ``center``, as in UIKit.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            let center = self.center
            let size = newValue.standardized.size
            boundsOrigin = newValue.standardized.origin
            place(CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                         height: size.height))
        }
    }

    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            place(CGRect(origin: CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2),
                         size: storedFrame.size))
        }
    }

    // MARK: Hierarchy

    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The view this one is a subview of.
    open var superview: UIView? { parent.flatMap { $0.storedSubviews.contains { $0 === self } ? $0 : nil } }

    /// Adds a view on top of the subviews (moving it from its former superview).
    /// - Parameter view: the view to add.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.parent = self
        view.resetAutoresizing()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        parent?.storedSubviews.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Layout

    /// Called once Auto Layout has solved the content view, superviews first, with every view's ``frame`` and
    /// ``bounds`` (and its guides' `layoutFrame`) the solved ones; override it to round a corner from the
    /// bounds, or to place views that keep their autoresizing mask by their frames. What it changes is laid
    /// out again. (The frames are already in place when it runs, so the base implementation does nothing.)
    open func layoutSubviews() {}

    /// Called on a view loaded from a nib or storyboard. cellshot loads neither (`init?(coder:)` is never
    /// called), so it never calls this method: set a cell up in `init(style:reuseIdentifier:)` or
    /// `init(frame:)` for it to be drawn.
    open func awakeFromNib() {}

    /// Called when the view's traits change (`traitCollectionDidChange(_:)`, deprecated in iOS 17): a render
    /// never calls it — each column's traits are the view's from the start (a dynamic colour resolves for
    /// them), so what an override does on a change (recolouring a layer for dark mode) is not drawn: give the
    /// view colours that resolve per trait instead (``UIColor/init(dynamicProvider:)``).
    /// - Parameter previousTraitCollection: the traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Asks for ``layoutSubviews()`` before the view is drawn (it always runs once).
    open func setNeedsLayout() {}

    /// Runs ``layoutSubviews()`` on the view and its subviews now.
    open func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }

    /// The active constraints installed on this view: those whose items' closest common ancestor it is, as
    /// UIKit installs an activated constraint (a constant width or height on its own view).
    open var constraints: [NSLayoutConstraint] {
        var top: UIView = self
        while let parent = top.parent { top = parent }
        func all(_ view: UIView) -> [NSLayoutConstraint] { view.ownedConstraints + view.subviews.flatMap(all) }
        return all(top).filter { $0.installationView === self }
    }

    /// Adds a constraint to the view: activates it (`isActive = true`), which is what Apple recommends instead.
    /// - Parameter constraint: the constraint.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Adds constraints to the view: activates them.
    /// - Parameter constraints: the constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Removes a constraint from the view: deactivates it.
    /// - Parameter constraint: the constraint.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }

    /// Removes constraints from the view: deactivates them.
    /// - Parameter constraints: the constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// UIKit's value for an axis of ``intrinsicContentSize`` that has no natural length (`-1`).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The view's natural size from its content alone: ``noIntrinsicMetric`` on both axes for a plain view.
    /// Override it in a subclass and Auto Layout sizes the view by it, as UIKit does: on each axis with a
    /// length, `width >= length` at the view's compression resistance and `width <= length` at its hugging
    /// priority (`NSContentSizeLayoutConstraint`).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed. cellshot reads the size each time it lays a
    /// content view out, so there is nothing to do, but calling it is right on iOS.
    open func invalidateIntrinsicContentSize() {}

    /// The size that fits the view's content within `size`: the current bounds' size for a plain view.
    /// Auto Layout does not use it (``intrinsicContentSize`` is what it reads); ``sizeToFit()`` does.
    /// - Parameter size: the size to fit in.
    /// - Returns: the fitting size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the frame to ``sizeThatFits(_:)`` of the current size, keeping its origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The margins your code set; `nil` for the system's.
    var explicitMargins: NSDirectionalEdgeInsets?
    /// The system's margins: 8 points on every side, or, once a cell's content view is laid out, the cell's.
    var systemMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The space between the view's edges and its content along the reading direction, which its
    /// ``layoutMarginsGuide`` follows: 8 points on each side for most views; for a cell's content view, the
    /// cell's margins (read in `layoutSubviews()`, once the cell is laid out) unless you set them.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { explicitMargins ?? systemMargins }
        set { explicitMargins = newValue }
    }

    /// The layout margins by side: ``directionalLayoutMargins`` with leading and trailing as left and right
    /// in the view's layout direction.
    open var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return isRightToLeft
                ? UIEdgeInsets(top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
                : UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins = isRightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom,
                                          trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
                                          trailing: newValue.right)
        }
    }

    private var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    /// The guide of the view's layout margins (the cell's margins for a content view).
    open var layoutMarginsGuide: UILayoutGuide {
        if let storedMarginsGuide { return storedMarginsGuide }
        let guide = UILayoutGuide(marginsOf: self)
        storedMarginsGuide = guide
        return guide
    }

    /// The layout guides added to the view with ``addLayoutGuide(_:)``, in order (its layout margins guide is
    /// not among them).
    open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    /// Adds a layout guide to the view: a rectangle constraints can place and refer to, never drawn. The view
    /// becomes its ``UILayoutGuide/owningView`` (moving it from a view it belonged to).
    /// - Parameter layoutGuide: the guide.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.role == .added, !storedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        storedLayoutGuides.append(layoutGuide)
        layoutGuide.owner = self
    }

    /// Removes a layout guide from the view, with the constraints that refer to it.
    /// - Parameter layoutGuide: the guide.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard storedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        var top: UIView = self
        while let parent = top.parent { top = parent }
        func detach(_ view: UIView) {
            view.ownedConstraints.removeAll { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide }
            view.subviews.forEach(detach)
        }
        detach(top)
        layoutGuide.owner = nil
    }

    /// Sets how strongly the view resists growing beyond its content along an axis.
    /// - Parameters:
    ///   - priority: the priority (UIKit's default 250).
    ///   - axis: the axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }

    /// How strongly the view resists growing beyond its content along an axis; 250 unless set.
    /// - Parameter axis: the axis.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists shrinking below its content along an axis.
    /// - Parameters:
    ///   - priority: the priority (UIKit's default 750).
    ///   - axis: the axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
    }

    /// How strongly the view resists shrinking below its content along an axis; 750 unless set.
    /// - Parameter axis: the axis.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    // MARK: Animation

    /// Runs `animations` at once: a snapshot draws the end state of an animation.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - animations: the changes to make.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animations()
    }

    /// Runs `animations`, then `completion` with `true`, at once: a snapshot draws the end state.
    /// - Parameters:
    ///   - duration: ignored.
    ///   - animations: the changes to make.
    ///   - completion: called when the changes are made.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                            completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}

extension UIView {
    /// How a view resizes when its superview's bounds change (`UIView.AutoresizingMask`): which of its
    /// margins to the superview and which of its dimensions are flexible. With none flexible on an axis the
    /// view keeps its left (top) margin and its size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt

        /// A mask from its bits.
        /// - Parameter rawValue: the bits (UIKit's `UIViewAutoresizing` values).
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin changes; the right margin stays.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes with the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin changes; the left margin stays.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin changes; the bottom margin stays.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes with the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin changes; the top margin stays.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView {
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The leading edge (left in left-to-right interfaces).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
