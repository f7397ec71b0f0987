import CellshotGraphics
import ConstraintSolver

/// A rectangle in a view tree, laid out by constraints, like a `UIView` with
/// `translatesAutoresizingMaskIntoConstraints = false`.
///
/// ```swift
/// let cell = View(name: "contentView")
/// let title = View(name: "title", content: label)
/// cell.addSubview(title)
/// title.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor).isActive = true
/// ```
public class View: LayoutItem {
    /// The view that contains this one.
    public private(set) weak var superview: View?
    /// The views this one contains, back to front.
    public private(set) var subviews: [View] = []
    /// Guides added with ``addLayoutGuide(_:)``.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// Constraints installed on this view (activated, with this view as the nearest common ancestor).
    public internal(set) var installedConstraints: [LayoutConstraint] = [] {
        didSet { constraintsRevision &+= 1 }
    }
    /// Counts the changes of ``installedConstraints`` and of the constants and priorities of the
    /// constraints installed here, so that an engine sees at once that nothing was activated,
    /// deactivated or changed since its last solve.
    private(set) var constraintsRevision = 0

    /// Counts a change of the constant or priority of a constraint installed on this view.
    func noteConstraintChange() { constraintsRevision &+= 1 }

    /// Whether the view is hidden. Hidden views still take part in layout,
    /// except as arranged views of a ``StackView``, where they collapse.
    public var isHidden = false

    /// The margins used by ``layoutMarginsGuide``; 8 pt on every side by default,
    /// like `UIView.directionalLayoutMargins`.
    public var directionalLayoutMargins = DirectionalEdgeInsets(all: UIKitMetrics.defaultLayoutMargin)

    /// The view's edges inset by ``directionalLayoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let existingLayoutMarginsGuide { return existingLayoutMarginsGuide }
        let guide = LayoutGuide(name: "\(name).margins")
        guide.owningView = self
        existingLayoutMarginsGuide = guide
        return guide
    }

    /// The margins guide if anything asked for it; layouts leave out the
    /// guides nobody refers to.
    private(set) var existingLayoutMarginsGuide: LayoutGuide?

    /// What gives the view an intrinsic size (text, an image); `nil` for none.
    public var intrinsicContent: (any IntrinsicContent)?

    private var hugging: [Axis: Priority] = [:]
    private var compressionResistance: [Axis: Priority] = [:]

    /// Creates a view.
    /// - Parameters:
    ///   - name: The name constraints and diagnostics use.
    ///   - content: What gives the view an intrinsic size, if anything.
    public init(name: String, content: (any IntrinsicContent)? = nil) {
        self.intrinsicContent = content
        super.init(name: name)
    }

    override var hostView: View? { self }

    // MARK: Hierarchy

    /// Adds a view on top of the others, removing it from its previous superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview, deactivating the constraints that
    /// relate it to views outside its own subtree (as UIKit does).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: View? = parent
        while let current = ancestor {
            for constraint in current.installedConstraints
            where constraint.items.contains(where: { $0.hostView?.isDescendant(of: self) ?? false }) {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        if let stack = parent as? StackView { stack.forgetArrangedSubview(self) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Adds a layout guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.layoutGuides.removeAll { $0 === guide }
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var cursor: View? = self
        while let current = cursor {
            if current === view { return true }
            cursor = current.superview
        }
        return false
    }

    /// Deactivates every constraint installed on this view and the views below it.
    ///
    /// A constraint keeps the items it names (its anchors hold them) and a view keeps the constraints
    /// installed on it, so a tree with active constraints keeps itself alive; whoever owns a tree for a
    /// while (a cell template) calls this when it is done with it. (UIKit's constraints hold their items
    /// weakly instead; here an anchor is a plain value that holds its item.)
    public func deactivateConstraintsInSubtree() {
        for view in subtree where !view.installedConstraints.isEmpty {
            LayoutConstraint.deactivate(view.installedConstraints)
        }
    }

    /// This view and every view below it, depth first in subview order.
    public var subtree: [View] {
        var result: [View] = [self]
        for subview in subviews { result += subview.subtree }
        return result
    }

    /// The subview or deeper descendant with a name.
    public func descendant(named name: String) -> View? {
        subtree.first { $0.name == name }
    }

    // MARK: Priorities

    /// How strongly the view resists growing beyond its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: Axis) -> Priority {
        hugging[axis] ?? UIKitMetrics.defaultHugging
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
    public func setContentHuggingPriority(_ priority: Priority, for axis: Axis) {
        hugging[axis] = priority
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> Priority {
        compressionResistance[axis] ?? UIKitMetrics.defaultCompressionResistance
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: Axis) {
        compressionResistance[axis] = priority
    }
}
