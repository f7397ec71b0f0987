@testable import CellshotSwiftUILayout
import Foundation
import Testing

/// HStack and VStack: how a stack shares its length (docs/swiftui.md, "Layout", §Stacks).
@Suite struct StackLayoutTests {
    /// objc.io, "How an HStack Lays out Its Children" (2020): `HStack(spacing: 0) { red.frame(maxWidth: 100);
    /// green.frame(minWidth: 100) }` in 150 — red is less flexible and gets 75, green max(75, 100) = 100: the stack
    /// is 175 wide and overflows its 150-point frame, centred in it.
    @Test func objcioLeastFlexibleFirstOverflows() {
        let red = Build.frame(Build.flexible("red"), maxWidth: 100)
        let green = Build.frame(Build.flexible("green"), minWidth: 100)
        let stack = Build.hstack(spacing: 0, [red, green])
        let root = place(Build.frame(stack, width: 150, height: 100), propose(400, 400))
        #expect(root.frame == rect(0, 0, 150, 100))
        #expect(stack.frame == rect(-12.5, 0, 175, 100))
        #expect(red.frame == rect(-12.5, 0, 75, 100))
        #expect(green.frame == rect(62.5, 0, 100, 100))
    }

    /// swiftuifieldguide.com/layout/hstack: `HStack { Color; Text("Hello, world"); Color }` — the text is the least
    /// flexible and is offered a third first, so it wraps; the colours share the rest.
    @Test func fieldGuideTextOfferedAThird() {
        let left = Build.flexible("left"), text = Build.text(12), right = Build.flexible("right")
        let stack = place(Build.hstack([left, text, right]), propose(300, 100))
        // 300 − 2 × 8 = 284; the text is offered 94.67 and takes 90 (2 lines); the colours 97 each.
        #expect(stack.frame == rect(0, 0, 300, 100))
        #expect(left.frame == rect(0, 0, 97, 100))
        #expect(text.frame == rect(105, 30, 90, 40))
        #expect(right.frame == rect(203, 0, 97, 100))
    }

    /// swiftuifieldguide.com/layout/hstack: with `.layoutPriority(1)` the text is offered everything left (less the
    /// colours' minimums, 0) first and stays on one line.
    @Test func fieldGuidePriorityKeepsTextOnOneLine() {
        let left = Build.flexible("left"), text = Build.text(12, priority: 1), right = Build.flexible("right")
        place(Build.hstack([left, text, right]), propose(300, 100))
        #expect(text.frame == rect(90, 40, 120, 20))
        #expect(left.frame == rect(0, 0, 82, 100))
        #expect(right.frame == rect(218, 0, 82, 100))
    }

    /// OpenSwiftUI `StackLayout.sizeChildrenGenerallyWithConcreteMajorProposal`: a higher group is offered what is left
    /// less the minimum lengths of the lower groups, which are then guaranteed them.
    @Test func lowerPrioritiesKeepTheirMinimums() {
        let text = Build.text(20, priority: 1)
        let color = Build.frame(Build.flexible(), minWidth: 50)
        place(Build.hstack(spacing: 0, [text, color]), propose(150, 100))
        #expect(text.frame.width == 100)
        #expect(text.frame.height == 40)
        #expect(color.frame == rect(100, 0, 50, 100))
    }

    /// OpenSwiftUI `_LayoutTraits.FlexibilityEstimate`: of two infinitely flexible views, the one with the larger
    /// minimum is offered space first (otherwise source order): so min 60 takes 50 → 60 and min 30 the 40 left.
    @Test func infinitelyFlexibleTieLargerMinimumFirst() {
        let small = Build.frame(Build.flexible(), minWidth: 30), large = Build.frame(Build.flexible(), minWidth: 60)
        let stack = place(Build.hstack(spacing: 0, [small, large]), propose(100, 10))
        #expect(small.frame == rect(0, 0, 40, 10))
        #expect(large.frame == rect(40, 0, 60, 10))
        #expect(stack.frame.width == 100)
    }

    /// OBJC, FG: equal flexibility shares evenly, in source order.
    @Test func equalFlexibilitySharesEvenly() {
        let a = Build.flexible("a"), b = Build.flexible("b"), c = Build.flexible("c")
        place(Build.hstack(spacing: 10, [a, b, c]), propose(320, 10))
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 100, 10), rect(110, 0, 100, 10), rect(220, 0, 100, 10)])
    }

    /// OpenSwiftUI `Spacer.layoutPriority` = −∞: spacers are sized after everything else; they prefer 0 to their
    /// neighbours (`Spacer.spacing`).
    @Test func spacerTakesWhatIsLeftAndTouchesItsNeighbours() {
        let left = Build.fixed(50, 10), spacer = Build.spacer(.horizontal), right = Build.fixed(30, 10)
        place(Build.hstack([left, spacer, right]), propose(200, 10))
        #expect(left.frame == rect(0, 0, 50, 10))
        #expect(spacer.frame == rect(50, 5, 120, 0))
        #expect(right.frame == rect(170, 0, 30, 10))
    }

    /// OpenSwiftUI `Spacer.swift`: a spacer keeps its minimum length (`Spacer(minLength: 20)`) — reserved for it
    /// while the text is sized.
    @Test func spacerMinimumIsReserved() {
        let text = Build.text(30), spacer = Build.spacer(.horizontal, minLength: 20)
        place(Build.hstack([text, spacer]), propose(200, 100))
        #expect(text.frame.width == 180)
        #expect(spacer.frame.width == 20)
    }

    /// OBJC/FG: two spacers split what is left evenly.
    @Test func twoSpacersSplitEvenly() {
        let first = Build.spacer(.horizontal), middle = Build.fixed(20, 20), last = Build.spacer(.horizontal)
        place(Build.hstack([first, middle, last]), propose(100, 20))
        #expect(first.frame.width == 40)
        #expect(middle.frame == rect(40, 0, 20, 20))
        #expect(last.frame.width == 40)
    }

    /// OpenSwiftUI `sizeChildrenIdeally`: offered `nil`, each view takes its ideal length; a spacer's is its minimum,
    /// 8 (`HStack { Text; Spacer(); Text }.fixedSize()` is text + 8 + text).
    @Test func idealLengthWithSpacer() {
        let stack = Build.hstack([Build.fixed(20, 10), Build.spacer(.horizontal), Build.fixed(20, 10)])
        #expect(stack.sizeThatFits(propose(nil, nil)) == CGSize(width: 48, height: 10))
    }

    /// OpenSwiftUI `Spacer.sizeThatFits`: outside a stack a spacer fills both axes, at least 8.
    @Test func spacerOutsideAStackFillsBothAxes() {
        let spacer = Build.spacer(nil)
        #expect(spacer.sizeThatFits(propose(100, 50)) == CGSize(width: 100, height: 50))
        #expect(spacer.sizeThatFits(propose(nil, nil)) == CGSize(width: 8, height: 8))
        #expect(Build.spacer(.vertical).sizeThatFits(propose(100, 50)) == CGSize(width: 0, height: 50))
    }

    /// OpenSwiftUI `placeChildren1`: across, the stack is the union of its aligned views — with first baselines
    /// 15 (of 20) and 10 (of 40) it is 45 tall, taller than either.
    @Test func crossSizeIsTheAlignedUnion() {
        let a = Build.fixed(10, 20, baseline: 15), b = Build.fixed(10, 40, baseline: 10)
        let stack = place(Build.hstack(alignment: .firstTextBaseline, spacing: 0, [a, b]), propose(nil, nil))
        #expect(stack.frame.size == CGSize(width: 20, height: 45))
        #expect(a.frame.minY == 0)
        #expect(b.frame.minY == 5)
    }

    /// OpenSwiftUI `placeChildren1` starts the union at the alignment line (0…0): a view whose guide lies outside it
    /// leaves a gap.
    @Test func crossUnionIncludesTheAlignmentLine() {
        let child = Build.container(AlignmentGuideLayout(vertical: .top) { _ in -10 }, [Build.fixed(10, 20)])
        let stack = place(Build.hstack(alignment: .top, [child]), propose(nil, nil))
        #expect(stack.frame.height == 30)
        #expect(child.frame.minY == 10)
    }

    /// Top and bottom alignments (Apple `VerticalAlignment`).
    @Test func topAndBottomAlignment() {
        let a = Build.fixed(10, 20), b = Build.fixed(10, 40)
        place(Build.hstack(alignment: .bottom, spacing: 0, [a, b]), propose(nil, nil))
        #expect(a.frame == rect(0, 20, 10, 20))
        #expect(b.frame == rect(10, 0, 10, 40))
    }

    /// OpenSwiftUI `proposalWhenPlacing`: a stack offered `nil` across offers its children its own thickness when it
    /// places them, so a colour beside a 20-point view in a fixed-size HStack is 20 tall (10 when sized).
    @Test func placementOffersTheStackThickness() {
        let fixed = Build.fixed(30, 20), color = Build.flexible()
        let stack = place(Build.hstack([fixed, color]), propose(nil, nil))
        #expect(stack.frame.size == CGSize(width: 48, height: 20))
        #expect(color.frame == rect(38, 0, 10, 20))
        #expect(color.placedProposal == propose(nil, 20))
    }

    /// A VStack is the same algorithm on the other axis (OpenSwiftUI `StackLayout`, `majorAxis`).
    @Test func vstackSharesHeight() {
        let top = Build.frame(Build.flexible(), maxHeight: 50), bottom = Build.flexible()
        place(Build.vstack(alignment: .leading, spacing: 0, [top, bottom]), propose(100, 200))
        #expect(top.frame == rect(0, 0, 100, 50))
        #expect(bottom.frame == rect(0, 50, 100, 150))
    }

    /// The stack's own spacing preferences (OpenSwiftUI `StackLayout.spacing`): the first child's leading edge,
    /// the last one's trailing edge, everyone's edges across.
    @Test func stackSpacingIsItsEndsAndItsSides() {
        let spacerFirst = Build.hstack([Build.spacer(.horizontal), Build.fixed(10, 10)])
        #expect(spacerFirst.spacing[.leading] == ViewSpacing.EdgePreferences(any: 0))
        #expect(spacerFirst.spacing[.trailing] == ViewSpacing()[.trailing])
        // An empty stack prefers 0 all round.
        #expect(Build.hstack([]).spacing == .zero)
    }
}
