import Foundation

/// A view that lays its arranged subviews out in a row or a column (`UIStackView`), drawn as a template's
/// stack, which makes the constraints UIKit's stack view makes.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [rankLabel, changeLabel])
/// stack.axis = .vertical
/// stack.alignment = .center
/// stack.spacing = 2
/// ```
@MainActor open class UIStackView: UIView {
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched to fill.
        case fill
        /// At the leading edge (vertical stacks).
        case leading
        /// At the first baseline (horizontal stacks).
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing edge (vertical stacks).
        case trailing
        /// At the last baseline (horizontal stacks).
        case lastBaseline

        /// At the top (horizontal stacks): the same as ``leading``.
        public static var top: Alignment { .leading }
        /// At the bottom (horizontal stacks): the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// How arranged views share the axis.
    public enum Distribution: Int, Sendable {
        /// By hugging and compression resistance.
        case fill
        /// All the same size.
        case fillEqually
        /// In proportion to their intrinsic sizes.
        case fillProportionally
        /// Equal gaps.
        case equalSpacing
        /// Equal distances between centres.
        case equalCentering
    }

    /// The direction arranged views follow; horizontal unless set.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How arranged views line up across the axis.
    open var alignment: UIStackView.Alignment = .fill
    /// How arranged views share the axis.
    open var distribution: UIStackView.Distribution = .fill
    /// The space between arranged views.
    open var spacing: CGFloat = 0
    /// Whether arranged views sit inside the stack's layout margins.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement = false
    /// The arranged views, in order.
    open private(set) var arrangedSubviews: [UIView] = []

    /// A stack of views.
    /// - Parameter views: the arranged views, in order.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack.
    /// - Parameter frame: the frame, in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a view at the end of the arranged views (and as a subview); its autoresizing mask is turned off, as
    /// UIKit does.
    /// - Parameter view: the view.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views.
    /// - Parameters:
    ///   - view: the view.
    ///   - stackIndex: its place.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Removes a view from the arranged views (it stays a subview, as in UIKit).
    /// - Parameter view: the view.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
