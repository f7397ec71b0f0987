import Foundation

/// Rule 3 of the stacks (docs/swiftui.md, "Layout") for any line of items that share a length — a grid's columns
/// and rows: the least flexible item is offered its equal share of what is left first, takes what it needs, and
/// the rest is shared among the others.
struct LengthDistribution {
    /// An item's length for an offered length.
    let length: (Int, CGFloat) -> CGFloat

    /// The lengths `count` items take of `available`, and the share each was offered.
    func distribute(_ available: CGFloat, count: Int) -> (lengths: [CGFloat], offers: [CGFloat]) {
        let minimums = (0..<count).map { length($0, 0) }
        let maximums = (0..<count).map { length($0, .infinity) }
        let order = (0..<count).sorted { lhs, rhs in
            let left = maximums[lhs] - minimums[lhs], right = maximums[rhs] - minimums[rhs]
            if left != right { return left < right }
            if left.isInfinite { return minimums[lhs] > minimums[rhs] }
            return lhs < rhs
        }
        var lengths = [CGFloat](repeating: 0, count: count), offers = lengths
        var remaining = available
        for (taken, index) in order.enumerated() {
            let share = Swift.max(remaining / CGFloat(count - taken), 0)
            offers[index] = share
            lengths[index] = length(index, share)
            remaining -= lengths[index]
        }
        return (lengths, offers)
    }
}
