/// A view that lines up its arranged subviews along an axis, like `UIStackView`.
///
/// Its layout is expressed as ordinary constraints with UIKit's identifiers
/// (`UISV-spacing`, `UISV-canvas-connection`, `UISV-alignment`, …), so they
/// show up in diagnostics like any other constraint.
public final class StackView: View {
    /// How arranged views are placed across the axis, like `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, CaseIterable {
        /// Every view spans the stack across the axis.
        case fill
        /// Views line up at the leading edge (vertical stacks) or the top (horizontal stacks).
        case leading
        /// The same as ``leading`` for horizontal stacks.
        case top
        /// Views are centred across the axis.
        case center
        /// Views line up at the trailing edge (vertical stacks) or the bottom (horizontal stacks).
        case trailing
        /// The same as ``trailing`` for horizontal stacks.
        case bottom
        /// Horizontal stacks: first baselines line up.
        case firstBaseline
        /// Horizontal stacks: last baselines line up.
        case lastBaseline
    }

    /// How arranged views share the space along the axis, like `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, CaseIterable {
        /// Views keep their natural sizes; the lowest hugging priority stretches, the lowest
        /// compression resistance shrinks; ties go by index.
        case fill
        /// Every view gets the same size.
        case fillEqually
        /// Sizes are proportional to intrinsic sizes.
        case fillProportionally
        /// Views keep natural sizes; the gaps between them are equal (and at least `spacing`).
        case equalSpacing
        /// The distance between centres is equal (and gaps at least `spacing`).
        case equalCentering
    }

    /// The direction views are stacked in.
    public var axis: Axis
    /// The gap between adjacent views (the minimum gap for the equal distributions).
    public var spacing: Double = 0
    /// How views are placed across the axis.
    public var alignment: Alignment = .fill
    /// How views share the space along the axis.
    public var distribution: Distribution = .fill
    /// Whether views are arranged inside the layout margins instead of the edges.
    public var isLayoutMarginsRelativeArrangement = false
    /// Vertical stacks: whether spacing runs from a view's last baseline to the next view's first baseline.
    public var isBaselineRelativeArrangement = false

    /// The views the stack arranges, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates a stack.
    public init(name: String, axis: Axis = .horizontal, arrangedSubviews: [View] = []) {
        self.axis = axis
        super.init(name: name)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Appends a view to the arranged views (and to the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arranged views at an index (clamped to the valid range).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    }

    /// Stops arranging a view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        forgetArrangedSubview(view)
    }

    func forgetArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
