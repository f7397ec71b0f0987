@testable import CellshotSwiftUILayout
import CellshotTestSupport
import Foundation
import Testing

/// Properties of the stack algorithm over random stacks (seeded: a failure names its seed and reproduces).
@Suite struct StackPropertyTests {
    /// A random child: fixed, flexible (a colour), text-like, a spacer, a max- or min-width frame, a priority.
    static func randomChild(_ random: inout SeededRandom) -> (node: LayoutNode, isInfinitelyFlexible: Bool) {
        let priority: Double = random.chance(20) ? Double(random.next() % 3) : 0
        switch random.next() % 6 {
        case 0: return (Build.fixed(CGFloat(random.next() % 80), CGFloat(random.next() % 40), priority: priority), false)
        case 1: return (Build.flexible(priority: priority), true)
        case 2: return (Build.text(Int(random.next() % 30) + 1, priority: priority), false)
        case 3: return (Build.spacer(.horizontal, minLength: random.chance(50) ? CGFloat(random.next() % 20) : nil), true)
        case 4: return (Build.frame(Build.flexible(), maxWidth: CGFloat(random.next() % 120)), false)
        default: return (Build.frame(Build.text(Int(random.next() % 20) + 1), minWidth: CGFloat(random.next() % 60)), false)
        }
    }

    /// Along its axis a stack's children follow one another without overlapping, exactly the spacing apart, and the
    /// stack is as long as they are with the spacing; with an infinitely flexible child the stack is at least as long as
    /// it is offered — exactly, when no child takes more than its share — (OBJC, OpenSwiftUI `StackLayout`). The equal
    /// shares are not optimal: a child whose minimum exceeds its share overflows even when the minimums would fit.
    @Test(arguments: 0..<200)
    func childrenTileTheStack(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = Int(random.next() % 6) + 1
        let children = (0..<count).map { _ in Self.randomChild(&random) }
        let spacing: CGFloat? = random.chance(50) ? CGFloat(random.next() % 20) : nil
        let stack = Build.hstack(spacing: spacing, children.map(\.node))
        let width = CGFloat(random.next() % 500), height = CGFloat(random.next() % 200)
        place(stack, propose(width, height))
        let frames = children.map(\.node.frame)
        var gaps: CGFloat = 0
        for index in frames.indices.dropFirst() {
            let gap = frames[index].minX - frames[index - 1].maxX
            #expect(gap >= -1e-9, "seed \(seed): children \(index - 1) and \(index) overlap")
            let expected = spacing ?? children[index - 1].node.spacing.distance(to: children[index].node.spacing, along: .horizontal)
            #expect(abs(gap - expected) < 1e-9, "seed \(seed): gap \(gap), expected \(expected)")
            gaps += gap
        }
        let total = frames.reduce(0) { $0 + $1.width } + gaps
        #expect(abs(total - stack.frame.width) < 1e-9, "seed \(seed)")
        if children.contains(where: \.isInfinitelyFlexible) {
            #expect(stack.frame.width >= width - 1e-6, "seed \(seed): \(stack.frame.width) < \(width)")
            let overflowing = children.contains { child in
                child.node.placedProposal.width.map { child.node.frame.width > $0 + 1e-9 } ?? false
            }
            if !overflowing {
                #expect(abs(stack.frame.width - width) < 1e-6, "seed \(seed): \(stack.frame.width) ≠ \(width)")
            }
        }
    }

    /// A flexible child's frame stays within the stack's bounds across the axis, and a colour fills the proposed
    /// height exactly.
    @Test(arguments: 0..<100)
    func flexibleChildrenFillTheirProposals(seed: UInt64) {
        var random = SeededRandom(seed: seed &+ 1000)
        let children = (0..<(Int(random.next() % 5) + 1)).map { _ in Self.randomChild(&random) }
        let height = CGFloat(random.next() % 200)
        let stack = place(Build.hstack(children.map(\.node)), propose(CGFloat(random.next() % 400), height))
        for child in children {
            #expect(child.node.frame.minY >= stack.frame.minY - 1e-9 && child.node.frame.maxY <= stack.frame.maxY + 1e-9,
                    "seed \(seed)")
            if child.node.name == "color" { #expect(child.node.frame.height == height, "seed \(seed)") }
        }
    }

    /// Sizes are remembered per proposal: asking again measures nothing.
    @Test func sizesAreCachedPerProposal() {
        final class CountingLeaf: LeafLayout {
            var count = 0
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { count += 1; return CGSize(width: 10, height: 10) }
        }
        let leaf = CountingLeaf()
        let stack = Build.hstack([LayoutNode(leaf: leaf, name: "counted"), Build.flexible()])
        _ = stack.sizeThatFits(propose(100, 10))
        let first = leaf.count
        _ = stack.sizeThatFits(propose(100, 10))
        place(stack, propose(100, 10))
        #expect(leaf.count == first)
    }
}
