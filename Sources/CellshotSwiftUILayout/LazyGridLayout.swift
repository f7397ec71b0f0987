import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { … }
/// ```
public struct GridItem: Sendable, Hashable {
    /// How wide (tall) the item's column (row) is.
    public enum Size: Sendable, Hashable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the room left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` and at most `maximum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the column (row).
    public var size: Size
    /// The distance to the next column (row), or `nil` for the default (8).
    public var spacing: CGFloat?
    /// How the views line up in their cells, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item.
    /// - Parameters:
    ///   - size: the column's (row's) size; flexible by default.
    ///   - spacing: the distance to the next column (row); `nil` for the default.
    ///   - alignment: how the views line up in their cells; `nil` for the grid's.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `LazyVGrid` / `LazyHGrid`, laid out whole (a picture has no scrolling). For a vertical grid (a horizontal one
/// swaps the axes):
///
/// - Column widths in two passes (objc.io, "SwiftUI's Grid Views", checked against iOS 14; Apple
///   `GridItem.Size`): from the proposed width W take the fixed widths and the spacings; each other column in
///   order is offered an equal share of what is left — a flexible one takes it clamped to its limits, an
///   adaptive one takes it; the same is done again with W replaced by the total of the first pass. So two
///   `.flexible(minimum: 100)` and `.flexible(minimum: 180)` columns in 300 come out 163 + 8 + 180 = 351.
/// - An adaptive column of width c holds n = max(1, ⌊(c + s) ÷ (min + s)⌋) items, each (c − (n − 1)·s) ÷ n wide,
///   at most its maximum (s: the item's spacing): fixed 70 + adaptive(40) in 200 → adaptive 122 → 2 × 57.
/// - Views fill the columns row by row, each offered its column's width and `nil` height; a row is as tall as
///   its tallest view; views are aligned in their cells (the item's alignment, else the grid's, centred).
/// - The grid is as wide as its columns; rows are `spacing` apart (8 when `nil`) [I: the default].
package struct LazyGridLayout: Layout {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    package var axis: Axis
    package var items: [GridItem]
    package var alignment: Alignment
    package var spacing: CGFloat?

    package init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// One track across the grid (a column of a vertical grid): its length, the gap after it, its alignment.
    package struct Track: Equatable {
        package var length: CGFloat
        package var gap: CGFloat
        package var alignment: Alignment?
    }

    /// The lengths of the items' tracks for a proposed length: one pass.
    private func resolvePass(_ total: CGFloat) -> [CGFloat] {
        let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? SwiftUIFigures.defaultSpacing) }
        var remaining = total - gaps - items.reduce(0) { sum, item in
            if case .fixed(let length) = item.size { return sum + length }
            return sum
        }
        var others = items.filter { if case .fixed = $0.size { false } else { true } }.count
        return items.map { item in
            switch item.size {
            case .fixed(let length):
                return length
            case let .flexible(minimum, maximum):
                let length = Swift.min(Swift.max(remaining / CGFloat(others), minimum), maximum)
                remaining -= length
                others -= 1
                return length
            case .adaptive:
                let length = remaining / CGFloat(others)
                remaining -= length
                others -= 1
                return length
            }
        }
    }

    /// The tracks for a proposed length across the grid, adaptive items expanded into the items they hold.
    package func tracks(_ proposed: CGFloat?) -> [Track] {
        let lengths: [CGFloat]
        if let proposed {
            let first = resolvePass(proposed)
            let total = first.reduce(0, +) + items.dropLast().reduce(0) { $0 + ($1.spacing ?? SwiftUIFigures.defaultSpacing) }
            lengths = resolvePass(total)
        } else {
            // Unlimited: every column at its least length [I].
            lengths = items.map { item in
                switch item.size {
                case .fixed(let length): length
                case .flexible(let minimum, _): minimum
                case .adaptive(let minimum, _): minimum
                }
            }
        }
        var tracks: [Track] = []
        for (item, length) in zip(items, lengths) {
            let gap = item.spacing ?? SwiftUIFigures.defaultSpacing
            if case let .adaptive(minimum, maximum) = item.size {
                let count = Swift.max(1, Int(((length + gap) / (minimum + gap)).rounded(.down)))
                let each = Swift.min((length - CGFloat(count - 1) * gap) / CGFloat(count), maximum)
                tracks += Array(repeating: Track(length: Swift.max(0, each), gap: gap, alignment: item.alignment), count: count)
            } else {
                tracks.append(Track(length: Swift.max(0, length), gap: gap, alignment: item.alignment))
            }
        }
        return tracks
    }

    private var lineGap: CGFloat { spacing ?? SwiftUIFigures.defaultSpacing }

    /// The tracks, and the length of each line of views along the grid.
    private func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [Track], lines: [CGFloat]) {
        let tracks = tracks(proposal[axis.crossing])
        guard !tracks.isEmpty else { return (tracks, []) }
        var lines: [CGFloat] = []
        for (position, subview) in subviews.enumerated() {
            let track = tracks[position % tracks.count]
            let length = subview.sizeThatFits(ProposedViewSize(nil, along: axis, across: track.length))[axis]
            if position % tracks.count == 0 { lines.append(length) } else { lines[lines.count - 1] = Swift.max(lines[lines.count - 1], length) }
        }
        return (tracks, lines)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = geometry(proposal, subviews)
        let across = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.gap }
        let along = lines.reduce(0, +) + lineGap * CGFloat(Swift.max(0, lines.count - 1))
        return CGSize(along, along: axis, across: across)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = geometry(proposal, subviews)
        guard !tracks.isEmpty else { return }
        var starts: [CGFloat] = []
        var across = bounds.origin[axis.crossing]
        for track in tracks {
            starts.append(across)
            across += track.length + track.gap
        }
        var along = bounds.origin[axis]
        for (position, subview) in subviews.enumerated() {
            let column = position % tracks.count, line = position / tracks.count
            if column == 0, line > 0 { along += lines[line - 1] + lineGap }
            let track = tracks[column]
            let room = CGRect(origin: CGPoint(along, along: axis, across: starts[column]),
                              size: CGSize(lines[line], along: axis, across: track.length))
            let offer = ProposedViewSize(nil, along: axis, across: track.length)
            let origin = AlignmentPlacement(alignment: track.alignment ?? alignment).origin(of: subview.dimensions(in: offer), in: room)
            subview.place(at: origin, proposal: offer)
        }
    }
}
