import CellshotGraphics

/// Something with a frame that constraints can refer to: a ``View`` or a ``LayoutGuide``.
///
/// Like `UIView` and `UILayoutGuide`, every item offers typed anchors; x-axis,
/// y-axis and dimension anchors are different types, so `leading` cannot be
/// constrained to `top`.
public class LayoutItem {
    /// The name used in constraint text, descriptions and diagnostics (`title`, `superview.margins`).
    public let name: String

    /// The frame computed by the last layout, relative to the superview (views)
    /// or the owning view (guides).
    public internal(set) var frame: Rect = .zero

    init(name: String) {
        self.name = name
    }

    /// The view whose coordinate space the item lives in: itself for a view, the
    /// owning view for a guide.
    var hostView: View? { nil }

    // MARK: Anchors

    /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right in left-to-right layouts, left in right-to-left ones).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the top edge for items without text).
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for items without text).
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }

    /// The anchor for an attribute, untyped (for text forms of constraints).
    func anchor(_ attribute: LayoutAttribute) -> AnyLayoutAnchor { AnyLayoutAnchor(item: self, attribute: attribute) }
}

/// A rectangle that takes part in layout without drawing, like `UILayoutGuide`.
///
/// Every view has a ``View/layoutMarginsGuide``; add your own with
/// ``View/addLayoutGuide(_:)`` for spacers and groups.
public final class LayoutGuide: LayoutItem {
    /// The view that owns the guide.
    public internal(set) weak var owningView: View?

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public override init(name: String) {
        super.init(name: name)
    }

    override var hostView: View? { owningView }
}
