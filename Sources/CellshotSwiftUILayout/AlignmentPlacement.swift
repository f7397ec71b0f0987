import Foundation

/// Where a view of `size` goes inside `bounds` so that its guides meet the bounds' guides: the rule of
/// frames, ZStacks, overlays and backgrounds.
struct AlignmentPlacement {
    let alignment: Alignment

    /// The origin of a subview inside `bounds` whose guide values are `dimensions`'.
    func origin(of dimensions: ViewDimensions, in bounds: CGRect) -> CGPoint {
        let container = ViewDimensions(size: bounds.size)
        let x = bounds.minX + container[alignment.horizontal] - dimensions[alignment.horizontal]
        let y = bounds.minY + container[alignment.vertical] - dimensions[alignment.vertical]
        return CGPoint(x: x, y: y)
    }
}

/// A stack of views one on another, aligned by their guides (SwiftUI's `ZStackLayout`; OpenSwiftUI
/// `ZStack.swift`).
///
/// Every subview is offered the stack's proposal. The stack is as wide as its widest and as tall as its
/// tallest subview **of the highest layout priority**: lower-priority subviews (a background given
/// `.layoutPriority(-1)`) never size it. Placed, every subview is offered the stack's size and its guides are
/// put where the highest-priority subviews' guides reach furthest.
public struct ZStackLayout: Layout {
    /// How the subviews line up.
    public var alignment: Alignment

    /// A layout that overlays its subviews.
    /// - Parameter alignment: the guides the subviews line up on (default: their centres).
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    private func highestPriority(_ subviews: Subviews) -> Double {
        subviews.lazy.map(\.priority).max() ?? 0
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let top = highestPriority(subviews)
        return subviews.lazy.filter { $0.priority == top }.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: Swift.max(size.width, child.width), height: Swift.max(size.height, child.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(bounds.size)
        let top = highestPriority(subviews)
        var line = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for subview in subviews where subview.priority == top {
            let dimensions = subview.dimensions(in: offer)
            line.x = Swift.max(line.x, dimensions[alignment.horizontal])
            line.y = Swift.max(line.y, dimensions[alignment.vertical])
        }
        for subview in subviews {
            let dimensions = subview.dimensions(in: offer)
            subview.place(at: CGPoint(x: bounds.minX + line.x - dimensions[alignment.horizontal],
                                      y: bounds.minY + line.y - dimensions[alignment.vertical]),
                          proposal: offer)
        }
    }

    /// The union of every subview's preferences.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.isEmpty ? .zero : subviews.reduce(into: ViewSpacing.none) { $0.formUnion($1.spacing) }
    }
}
