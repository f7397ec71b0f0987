@testable import CellshotSwiftUILayout
import Foundation
import Testing

/// `.frame` fixed and flexible, `.fixedSize`, `.padding`, `.offset`, `.position`, `.aspectRatio`
/// (Apple's documentation of each; OpenSwiftUI `FrameLayout.swift`, `FixedSizeLayout.swift`,
/// `AspectRatioLayout.swift`, `PositionLayout.swift`).
@Suite struct FrameLayoutTests {
    /// Apple `frame(width:height:alignment:)`: the given dimension; the other is the child's for the proposal;
    /// the child is aligned inside (centred).
    @Test func fixedFrame() {
        let text = Build.text(5)
        let frame = place(Build.frame(text, width: 100), propose(300, 300))
        #expect(frame.frame == rect(0, 0, 100, 20))
        #expect(text.frame == rect(25, 0, 50, 20))
    }

    /// The child may overflow a fixed frame and is still centred (Apple: "the child may be larger").
    @Test func fixedFrameOverflow() {
        let child = Build.fixed(60, 60)
        place(Build.frame(child, width: 40, height: 40, alignment: .topLeading), propose(nil, nil))
        #expect(child.frame == rect(0, 0, 60, 60))
        let centred = Build.fixed(60, 60)
        place(Build.frame(centred, width: 40, height: 40), propose(nil, nil))
        #expect(centred.frame == rect(-10, -10, 60, 60))
    }

    /// OpenSwiftUI `_FrameLayout.init`: negative and non-finite dimensions are ignored.
    @Test func invalidFixedDimensionsAreIgnored() {
        let frame = FixedFrameLayout(width: -5, height: .infinity, alignment: .center)
        #expect(frame.width == nil && frame.height == nil)
        #expect(FixedFrameLayout.isInvalid(-1) && FixedFrameLayout.isInvalid(.nan) && !FixedFrameLayout.isInvalid(0))
    }

    /// Apple `frame(minWidth:…)`: `maxWidth: .infinity` takes the whole proposed width, the child's when offered nil.
    @Test func maxWidthInfinity() {
        let frame = Build.frame(Build.text(5), maxWidth: .infinity)
        #expect(frame.sizeThatFits(propose(300, nil)) == CGSize(width: 300, height: 20))
        #expect(frame.sizeThatFits(propose(nil, nil)) == CGSize(width: 50, height: 20))
    }

    /// Apple: with a min and a max the frame takes its proposal clamped to them, whatever the child does; offered
    /// nil, the child's size clamped.
    @Test func minAndMax() {
        let frame = Build.frame(Build.text(5), minWidth: 100, maxWidth: 200)
        #expect(frame.sizeThatFits(propose(50, nil)).width == 100)
        #expect(frame.sizeThatFits(propose(150, nil)).width == 150)
        #expect(frame.sizeThatFits(propose(300, nil)).width == 200)
        #expect(frame.sizeThatFits(propose(nil, nil)).width == 100)
    }

    /// Apple: the ideal replaces a nil proposal — the frame is the ideal (OpenSwiftUI `_FlexFrameLayout.sizeThatFits`);
    /// with a proposal and no min or max, the child's size.
    @Test func idealForNilProposal() {
        let text = Build.text(5)
        let frame = Build.frame(text, idealWidth: 80)
        #expect(frame.sizeThatFits(propose(nil, nil)) == CGSize(width: 80, height: 20))
        #expect(frame.sizeThatFits(propose(300, nil)) == CGSize(width: 50, height: 20))
        place(frame, propose(nil, nil))
        #expect(text.frame == rect(15, 0, 50, 20))
    }

    /// Apple: only a min → max(min(proposal, child), min); only a max → min(max(proposal, child), max).
    @Test func onlyMinOrOnlyMax() {
        #expect(Build.frame(Build.text(5), minWidth: 100).sizeThatFits(propose(300, nil)).width == 100)
        #expect(Build.frame(Build.text(150), minWidth: 100).sizeThatFits(propose(300, nil)).width == 300)
        #expect(Build.frame(Build.text(5), maxWidth: 100).sizeThatFits(propose(300, nil)).width == 100)
        #expect(Build.frame(Build.text(5), maxWidth: 100).sizeThatFits(propose(30, nil)).width == 30)
        #expect(Build.frame(Build.text(5), maxWidth: 100).sizeThatFits(propose(nil, nil)).width == 50)
    }

    /// OpenSwiftUI `childPlacementProposal` (iOS 17, `FlexFrameIdealSizing`): offered nil, with no ideal and a size
    /// strictly inside (min, max), the child is offered nil again when placed; otherwise the frame's size.
    @Test func placementProposalSinceiOS17() {
        let text = Build.text(10)
        place(Build.frame(text, minWidth: 50, maxWidth: 200), propose(nil, nil))
        #expect(text.placedProposal.width == nil)
        let clamped = Build.text(2)
        place(Build.frame(clamped, minWidth: 50, maxWidth: 200), propose(nil, nil))
        #expect(clamped.placedProposal.width == 50)
        let offered = Build.text(10)
        place(Build.frame(offered, minWidth: 50, maxWidth: 200), propose(150, nil))
        #expect(offered.placedProposal.width == 150)
    }

    /// OpenSwiftUI `_FlexFrameLayout.init`: min ≥ 0, ideal ≥ min, max ≥ ideal; contradictions flagged (SwiftUI logs
    /// "Contradictory frame constraints specified.").
    @Test func normalisation() {
        let limits = FlexibleFrameLayout.Limits(minimum: 100, ideal: 50, maximum: 20)
        #expect(limits.minimum == 100 && limits.ideal == 100 && limits.maximum == 100)
        #expect(limits.isContradictory)
        let negative = FlexibleFrameLayout.Limits(minimum: -10, ideal: nil, maximum: 50)
        #expect(negative.minimum == 0 && !negative.isContradictory)
        #expect(!FlexibleFrameLayout.Limits(minimum: 10, ideal: 20, maximum: 30).isContradictory)
        // A max below a min with no ideal stays, and the axis then takes the child's length.
        let crossed = FlexibleFrameLayout.Limits(minimum: 100, ideal: nil, maximum: 50)
        #expect(crossed.isContradictory && crossed.maximum == 50)
        let frame = Build.frame(Build.text(3), minWidth: 100, maxWidth: 50)
        #expect(frame.sizeThatFits(propose(300, nil)).width == 30)
    }

    /// OpenSwiftUI `FixedSizeLayout`: the child offered nil on the fixed axes (its ideal), overflowing.
    @Test func fixedSize() {
        let text = Build.text(30)
        let fixed = Build.container(FixedSizeLayout(horizontal: true, vertical: true), [text])
        #expect(fixed.sizeThatFits(propose(100, 10)) == CGSize(width: 300, height: 20))
        let wrapping = Build.container(FixedSizeLayout(horizontal: false, vertical: true), [Build.text(30)])
        #expect(wrapping.sizeThatFits(propose(100, 10)) == CGSize(width: 100, height: 60))
    }

    /// OpenSwiftUI `PaddingLayout`: the child offered the proposal less the insets (never below 0), the insets added.
    @Test func padding() {
        let child = Build.flexible()
        let padding = place(Build.container(PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                                            [child]), propose(100, 50))
        #expect(padding.frame == rect(0, 0, 100, 50))
        #expect(child.frame == rect(2, 1, 94, 46))
        #expect(Build.container(PaddingLayout(insets: EdgeInsets(.all, 16)), [Build.flexible()])
            .sizeThatFits(propose(10, nil)) == CGSize(width: 32, height: 42))
    }

    /// Apple `offset(x:y:)`: drawing only — the view's layout frame and its neighbours are unchanged.
    @Test func offsetMovesOnlyTheDrawing() {
        let moved = Build.fixed(20, 20), neighbour = Build.fixed(20, 20)
        let offset = Build.container(OffsetLayout(offset: CGSize(width: 10, height: 5)), [moved], "offset")
        place(Build.hstack(spacing: 0, [offset, neighbour]), propose(nil, nil))
        #expect(offset.frame == rect(0, 0, 20, 20))
        #expect(moved.frame == rect(10, 5, 20, 20))
        #expect(neighbour.frame == rect(20, 0, 20, 20))
    }

    /// OpenSwiftUI `_PositionLayout`: the whole proposal; the child centred at the point.
    @Test func position() {
        let child = Build.fixed(10, 10)
        let positioned = place(Build.container(PositionLayout(position: CGPoint(x: 50, y: 20)), [child]), propose(200, 100))
        #expect(positioned.frame.size == CGSize(width: 200, height: 100))
        #expect(child.frame == rect(45, 15, 10, 10))
        #expect(Build.container(PositionLayout(position: .zero), [Build.fixed(10, 30)]).sizeThatFits(propose(nil, 40))
            == CGSize(width: 10, height: 40))
    }
}

/// A resizable image: its own size when offered nil, what it is offered otherwise.
final class ResizableLeaf: LeafLayout {
    let ideal: CGSize
    init(_ width: CGFloat, _ height: CGFloat) { ideal = CGSize(width: width, height: height) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }
}

/// OpenSwiftUI `AspectRatioLayout.swift`; Apple `aspectRatio(_:contentMode:)`.
@Suite struct AspectRatioTests {
    func aspect(_ ratio: CGFloat?, _ mode: AspectRatioLayout.Mode, _ child: LeafLayout = FlexibleLeaf()) -> LayoutNode {
        Build.container(AspectRatioLayout(ratio: ratio, mode: mode), [LayoutNode(leaf: child, name: "child")])
    }

    @Test func fitAndFill() {
        #expect(aspect(2, .fit).sizeThatFits(propose(300, 300)) == CGSize(width: 300, height: 150))
        #expect(aspect(2, .fill).sizeThatFits(propose(300, 300)) == CGSize(width: 600, height: 300))
    }

    /// Without a ratio the child's ideal size gives it (`scaledToFit()` on a 40 × 20 image).
    @Test func nilRatioIsTheIdealRatio() {
        #expect(aspect(nil, .fit, ResizableLeaf(40, 20)).sizeThatFits(propose(100, 100)) == CGSize(width: 100, height: 50))
        #expect(aspect(nil, .fill, ResizableLeaf(40, 20)).sizeThatFits(propose(100, 100)) == CGSize(width: 200, height: 100))
        // A square ideal is ratio 1.
        #expect(aspect(nil, .fit, ResizableLeaf(30, 30)).sizeThatFits(propose(100, 60)) == CGSize(width: 60, height: 60))
    }

    /// A nil axis gives no bound: fit and fill both follow the given axis. (OpenSwiftUI makes fill ∞ on both; a
    /// poster `.resizable().scaledToFill()` in a grid column is drawn at its own ratio on iOS 17: fespinoza/
    /// sample-json-app's TrendingMovieViewTests screenshots.)
    @Test func nilProposalAxes() {
        #expect(aspect(2, .fit).sizeThatFits(propose(100, nil)) == CGSize(width: 100, height: 50))
        #expect(aspect(2, .fit).sizeThatFits(propose(nil, 100)) == CGSize(width: 200, height: 100))
        #expect(aspect(2, .fill).sizeThatFits(propose(100, nil)) == CGSize(width: 100, height: 50))
        #expect(aspect(nil, .fill, ResizableLeaf(340, 510)).sizeThatFits(propose(181, nil)) == CGSize(width: 181, height: 271.5))
        let layout = AspectRatioLayout(ratio: 2, mode: .fill)
        let child = LayoutNode(leaf: FlexibleLeaf(), name: "child")
        let subviews = LayoutSubviews(nodes: [child], direction: .leftToRight)
        #expect(layout.childProposal(propose(100, nil), subviews[0]) == propose(100, 50))
        // An infinite axis is a bound: fill covers it.
        #expect(layout.childProposal(propose(100, .infinity), subviews[0]) == propose(.infinity, .infinity))
        // Offered nil on both axes, the child is offered nil: its ideal size.
        #expect(aspect(2, .fit, ResizableLeaf(40, 30)).sizeThatFits(propose(nil, nil)) == CGSize(width: 40, height: 30))
    }

    /// The child is centred in the modifier's frame.
    @Test func childCentred() {
        let child = LayoutNode(leaf: ResizableLeaf(40, 20), name: "image")
        let node = Build.frame(Build.container(AspectRatioLayout(ratio: nil, mode: .fit), [child]), width: 100, height: 100)
        place(node, propose(nil, nil))
        #expect(child.frame == rect(0, 25, 100, 50))
    }
}
