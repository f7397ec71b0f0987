import Foundation

/// The base of UIKit's responder chain (`UIResponder`).
@MainActor open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }
}

/// A view: colours, tint, a hierarchy of subviews and the Auto Layout anchors that place them (`UIView`).
///
/// cellshot lays a custom content view out with its constraints, as Auto Layout does, through the same
/// engine that lays out a document's templates: frames are not declared, so frame-based layout code does
/// not compile rather than being drawn wrongly. A view placed by constraints must have
/// ``translatesAutoresizingMaskIntoConstraints`` set to `false`, as on iOS.
@MainActor open class UIView: UIResponder {
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds = false
    /// Whether the view's frame becomes constraints; set it to `false` for views your constraints place.
    open var translatesAutoresizingMaskIntoConstraints = true
    var explicitTintColor: UIColor?
    weak var parent: UIView?
    var traits = UITraitCollection()
    private(set) var storedSubviews: [UIView] = []
    /// The constraints activated with this view as their first item.
    var ownedConstraints: [NSLayoutConstraint] = []
    var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var storedMarginsGuide: UILayoutGuide?
    private var storedLayer: CALayer?

    /// A view with a frame (the frame is not used: views are placed by constraints).
    /// - Parameter frame: the view's frame.
    public init(frame: CGRect) {
        super.init()
    }

    /// A view from an archive; cellshot never decodes archives, so this is only for subclasses that
    /// must declare it.
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
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
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        parent?.storedSubviews.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Layout

    /// Called before the view is drawn, superviews first; override it to change properties once the view is
    /// in its cell. Frames are not declared: position views with constraints.
    open func layoutSubviews() {}

    /// Asks for ``layoutSubviews()`` before the view is drawn (it always runs once).
    open func setNeedsLayout() {}

    /// Runs ``layoutSubviews()`` on the view and its subviews now.
    open func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }

    /// The guide of the view's layout margins (the cell's margins for a content view).
    open var layoutMarginsGuide: UILayoutGuide {
        if let storedMarginsGuide { return storedMarginsGuide }
        let guide = UILayoutGuide(owningView: self)
        storedMarginsGuide = guide
        return guide
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
