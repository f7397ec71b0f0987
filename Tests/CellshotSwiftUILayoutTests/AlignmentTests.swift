@testable import CellshotSwiftUILayout
import Foundation
import Testing

/// A custom guide, as an app declares one (Apple `AlignmentID`).
private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

private extension VerticalAlignment {
    static let marker = VerticalAlignment(Marker.self)
}

/// Alignment guides, explicit values and how containers merge them (Apple `alignmentGuide(_:computeValue:)`,
/// `VerticalAlignment.combineExplicit`; OpenSwiftUI `AlignmentGuide.swift`).
@Suite struct AlignmentTests {
    func guide(_ alignment: VerticalAlignment, _ value: CGFloat, _ child: LayoutNode) -> LayoutNode {
        Build.container(AlignmentGuideLayout(vertical: alignment) { _ in value }, [child], "alignmentGuide")
    }

    /// `.alignmentGuide(.leading) { _ in 20 }` moves the view so that its point 20 lies on the stack's line.
    @Test func alignmentGuideMovesTheView() {
        let plain = Build.fixed(50, 10)
        let moved = Build.container(AlignmentGuideLayout(horizontal: .leading) { _ in 20 }, [Build.fixed(30, 10)])
        let stack = place(Build.vstack(alignment: .leading, spacing: 0, [plain, moved]), propose(nil, nil))
        #expect(stack.frame.width == 70)
        #expect(plain.frame.minX == 20)
        #expect(moved.frame.minX == 0)
    }

    /// The closure gets the view's dimensions: `d[.bottom]` of a 10 × 40 view is 40.
    @Test func closureSeesDimensions() {
        let tall = Build.fixed(10, 40)
        let node = Build.container(AlignmentGuideLayout(vertical: .top) { $0[.bottom] }, [tall])
        #expect(node.dimensions(propose(nil, nil))[.top] == 40)
        #expect(node.dimensions(propose(nil, nil))[explicit: VerticalAlignment.bottom] == nil)
    }

    /// Apple: a container's first baseline is the minimum of its subviews', its last baseline the maximum.
    @Test func baselinesMergeByMinimumAndMaximum() {
        let stack = Build.vstack(spacing: 0, [Build.fixed(10, 20, baseline: 15), Build.fixed(10, 20, baseline: 12)])
        let dimensions = stack.dimensions(propose(nil, nil))
        #expect(dimensions[explicit: VerticalAlignment.firstTextBaseline] == 15)
        #expect(dimensions[explicit: VerticalAlignment.lastTextBaseline] == 32)
        // With no text, a baseline is the view's bottom.
        #expect(Build.fixed(10, 20).dimensions(propose(nil, nil))[.firstTextBaseline] == 20)
    }

    /// Apple `AlignmentID`: a custom guide's explicit values are averaged (OpenSwiftUI `_combineExplicit`).
    @Test func customGuidesAverage() {
        let stack = Build.vstack(spacing: 0, [guide(.marker, 10, Build.fixed(10, 10)), guide(.marker, 4, Build.fixed(10, 10))])
        #expect(stack.dimensions(propose(nil, nil))[explicit: VerticalAlignment.marker] == 12)
        // No explicit value below: the container has none, and the guide's default applies.
        let plain = Build.vstack(spacing: 0, [Build.fixed(10, 10), Build.fixed(10, 30)])
        #expect(plain.dimensions(propose(nil, nil))[explicit: VerticalAlignment.marker] == nil)
        #expect(plain.dimensions(propose(nil, nil))[.marker] == 20)
    }

    /// OpenSwiftUI `FrameAlignment`: a container never passes up its subviews' values of its own edges and centre.
    @Test func frameGuidesDoNotPropagate() {
        let stack = Build.vstack([guide(.top, 5, Build.fixed(10, 10))])
        #expect(stack.dimensions(propose(nil, nil))[explicit: VerticalAlignment.top] == nil)
        #expect(VerticalAlignment.center.combineExplicit([1, 3]) == nil)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([3, nil, 1]) == 1)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([3, nil, 1]) == 3)
        #expect(VerticalAlignment.marker.combineExplicit([1, 2, 6]) == 3)
    }

    /// A custom guide lines up views in different stacks: the classic "marker" across an HStack of VStacks
    /// (Apple `AlignmentID` example). The marked view's centre lies on the row's line.
    @Test func customGuideAcrossNestedStacks() {
        let marked = Build.fixed(20, 20)
        let column = Build.vstack(spacing: 0, [Build.fixed(20, 30), guide(.marker, 10, marked), Build.fixed(20, 10)])
        let other = Build.fixed(20, 40)
        place(Build.hstack(alignment: .marker, spacing: 0, [column, other]), propose(nil, nil))
        // The column's marker is at 30 + 10 = 40; the other view's default marker (its centre) is 20.
        #expect(column.frame.minY == 0)
        #expect(other.frame.minY == 20)
        #expect(marked.frame.minY + 10 == other.frame.midY)
    }

    /// Offset leaves the guides alone (Apple: the original dimensions are unchanged).
    @Test func offsetKeepsGuides() {
        let offset = Build.container(OffsetLayout(offset: CGSize(width: 0, height: 50)), [Build.fixed(10, 20, baseline: 15)])
        #expect(offset.dimensions(propose(nil, nil))[explicit: VerticalAlignment.firstTextBaseline] == 15)
    }
}

/// ZStack (OpenSwiftUI `ZStack.swift`; notes §3.1).
@Suite struct ZStackLayoutTests {
    /// Sized by the highest-priority subviews only; placed so that every guide meets theirs.
    @Test func sizedByHighestPriorityOnly() {
        let big = Build.fixed(100, 100, priority: -1), small = Build.fixed(50, 30)
        let stack = place(Build.container(ZStackLayout(), [big, small], "ZStack"), propose(nil, nil))
        #expect(stack.frame.size == CGSize(width: 50, height: 30))
        #expect(small.frame == rect(0, 0, 50, 30))
        #expect(big.frame == rect(-25, -35, 100, 100))
    }

    /// Every subview is offered the stack's proposal, then its size when placed; aligned by the guides.
    @Test func alignment() {
        let color = Build.flexible(), fixed = Build.fixed(20, 10)
        let stack = place(Build.container(ZStackLayout(alignment: .bottomTrailing), [color, fixed], "ZStack"), propose(100, 50))
        #expect(stack.frame.size == CGSize(width: 100, height: 50))
        #expect(color.frame == rect(0, 0, 100, 50))
        #expect(fixed.frame == rect(80, 40, 20, 10))
        #expect(Build.container(ZStackLayout(), []).sizeThatFits(propose(10, 10)) == .zero)
    }
}

/// Right to left (Apple `LayoutSubviews.layoutDirection`; OpenSwiftUI `StackLayout.commitPlacements`): laid out left
/// to right, then mirrored within each right-to-left parent.
@Suite struct LayoutDirectionTests {
    @Test func hstackStartsAtTheRight() {
        let first = Build.fixed(10, 10), second = Build.fixed(20, 10)
        place(Build.hstack(spacing: 0, [first, second], direction: .rightToLeft), propose(nil, nil))
        #expect(first.frame == rect(20, 0, 10, 10))
        #expect(second.frame == rect(0, 0, 20, 10))
    }

    @Test func vstackLeadingIsTheRight() {
        let narrow = Build.fixed(10, 10), wide = Build.fixed(30, 10)
        place(Build.vstack(alignment: .leading, spacing: 0, [narrow, wide], direction: .rightToLeft), propose(nil, nil))
        #expect(narrow.frame == rect(20, 0, 10, 10))
        #expect(wide.frame == rect(0, 10, 30, 10))
    }

    /// A leading padding is on the right; a left-to-right subtree inside keeps its own order but moves with its parent.
    @Test func paddingAndNestedLeftToRight() {
        let inner = Build.fixed(10, 10)
        let padded = Build.container(PaddingLayout(insets: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)), [inner],
                                     direction: .rightToLeft)
        place(padded, propose(nil, nil))
        #expect(inner.frame == rect(0, 0, 10, 10))
        let a = Build.fixed(10, 10), b = Build.fixed(10, 10)
        let ltr = Build.hstack(spacing: 0, [a, b])
        place(Build.hstack(spacing: 0, [Build.fixed(5, 10), ltr], direction: .rightToLeft), propose(nil, nil))
        #expect(ltr.frame == rect(0, 0, 20, 10))
        #expect(a.frame.minX == 0 && b.frame.minX == 10)
    }
}
