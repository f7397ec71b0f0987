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

/// A stack of views one on another, aligned by their guides (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout {
    /// How the subviews line up.
    public var alignment: Alignment

    /// A layout that overlays its subviews.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Each subview's guide point, and the box around them all, for a proposal.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (origins: [CGPoint], box: CGRect) {
        var origins: [CGPoint] = []
        var box = CGRect.null
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let origin = CGPoint(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical])
            origins.append(origin)
            box = box.union(CGRect(origin: origin, size: CGSize(width: dimensions.width, height: dimensions.height)))
        }
        return (origins, box.isNull ? .zero : box)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews).box.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (origins, box) = arrangement(proposal, subviews)
        // The box is aligned in the bounds as a frame aligns its content.
        let boxOrigin = AlignmentPlacement(alignment: alignment)
            .origin(of: ViewDimensions(size: box.size) { key in
                key == alignment.horizontal.key ? -box.minX : key == alignment.vertical.key ? -box.minY : nil
            }, in: bounds)
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: boxOrigin.x + origin.x - box.minX, y: boxOrigin.y + origin.y - box.minY),
                          proposal: proposal)
        }
    }
}
