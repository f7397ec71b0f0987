@testable import CellshotSwiftUILayout
import Foundation
import Testing

/// ViewSpacing between neighbours (Apple `ViewSpacing.distance(to:along:)`; OpenSwiftUI `Spacing.swift`,
/// `Text+Spacing.swift`, `PaddingLayout.spacing`, `FrameLayout.spacing`; docs/swiftui.md, "Layout", §Spacing).
@Suite struct ViewSpacingTests {
    /// A text's preferences as `TextLeaf` gives them: text-to-text 0 above and below; 6.4 kept above it from another
    /// view, 10.6 below it (body at 3x, derived in the notes §2.1 [I]).
    static func textSpacing() -> ViewSpacing {
        var spacing = ViewSpacing.none
        spacing[.top] = .init(categories: [.textToText: 0, .aboveText: 6.4])
        spacing[.bottom] = .init(categories: [.textToText: 0, .belowText: 10.6])
        return spacing
    }

    static func text(_ characters: Int = 3) -> LayoutNode {
        let leaf = WrappingLeaf(characters: characters)
        leaf.textSpacing = textSpacing()
        return LayoutNode(leaf: leaf, name: "text")
    }

    /// Two texts stacked: the text-to-text category, 0 (SF's leading), so their line boxes touch [I: measure].
    @Test func textAboveText() {
        let stack = Build.vstack([Self.text(), Self.text()])
        #expect(stack.sizeThatFits(propose(nil, nil)).height == 40)
    }

    /// A text above an ordinary view keeps its below-text distance; an ordinary view above a text the text's
    /// above-text distance.
    @Test func textAndOrdinaryViews() {
        #expect(Self.textSpacing().distance(to: ViewSpacing(), along: .vertical) == 10.6)
        #expect(ViewSpacing().distance(to: Self.textSpacing(), along: .vertical) == 6.4)
    }

    /// Ordinary views: no category in common, no category-less value → the platform default, 8 (OpenSwiftUI
    /// `OpenSwiftUIGlue.defaultSpacing`). Texts side by side have no horizontal keys → 8 too.
    @Test func defaultIsEight() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(Self.textSpacing().distance(to: Self.textSpacing(), along: .horizontal) == 8)
        let row = Build.hstack([Self.text(), Self.text()])
        #expect(row.sizeThatFits(propose(nil, nil)).width == 68)
    }

    /// A category-less value on one side only decides alone (OpenSwiftUI `_distance`: max(value, −∞)): a spacer's 0.
    @Test func categoryLessValueOnOneSide() {
        #expect(ViewSpacing().distance(to: .zero(along: .horizontal), along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    /// Padding resets the edges it pads to an ordinary view's (OpenSwiftUI `PaddingLayout.spacing`): a padded text
    /// below a text is spaced by the upper text's below-text value, not text-to-text.
    @Test func paddingResetsItsEdges() {
        let padded = Build.container(PaddingLayout(insets: EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)),
                                     [Self.text()], "padding")
        #expect(padded.spacing[.top] == ViewSpacing()[.top])
        #expect(padded.spacing[.bottom] == Self.textSpacing()[.bottom])
        #expect(Self.textSpacing().distance(to: padded.spacing, along: .vertical) == 10.6)
    }

    /// A frame resets the edges of the axes it limits (OpenSwiftUI `FrameLayout.spacing`).
    @Test func frameResetsItsAxes() {
        let framed = Build.frame(Self.text(), height: 30)
        #expect(framed.spacing[.top] == ViewSpacing()[.top])
        #expect(framed.spacing[.leading] == Self.textSpacing()[.leading])
        #expect(framed.spacing.distance(to: Self.textSpacing(), along: .vertical) == 6.4)
        let flexible = Build.frame(Self.text(), maxWidth: 100)
        #expect(flexible.spacing[.top] == Self.textSpacing()[.top])
    }

    /// A frame around a spacer keeps the spacer's 0 (OpenSwiftUI `requiresSpacingProjection`): `Spacer().frame(height:
    /// 20)` is a 20-point gap, not 8 + 20 + 8.
    @Test func frameAroundASpacerKeepsItsSpacing() {
        let gap = Build.frame(Build.spacer(.vertical), height: 20)
        let stack = Build.vstack([Build.fixed(10, 10), gap, Build.fixed(10, 10)])
        #expect(stack.sizeThatFits(propose(nil, nil)).height == 40)
    }

    /// An explicit stack spacing replaces every pair's preference (OpenSwiftUI `makeChildren`, `uniformSpacing`).
    @Test func explicitSpacingWins() {
        let stack = Build.vstack(spacing: 3, [Self.text(), Build.fixed(10, 10), Build.spacer(.vertical), Build.fixed(10, 10)])
        // 20 + 3 + 10 + 3 + 8 (the spacer's ideal length) + 3 + 10.
        let expected: CGFloat = 57
        #expect(stack.sizeThatFits(propose(nil, nil)).height == expected)
    }

    /// A custom layout's default spacing is the union of its subviews' (Apple `Layout.spacing`), starting from none:
    /// two custom containers of ordinary views are 8 apart, not 0.
    @Test func customLayoutSpacingStartsFromNone() {
        let custom = Build.container(ZStackLayout(), [Build.fixed(10, 10)])
        #expect(custom.spacing.distance(to: ViewSpacing(), along: .horizontal) == 8)
    }
}
