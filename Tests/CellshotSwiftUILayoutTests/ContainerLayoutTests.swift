@testable import CellshotSwiftUILayout
import Foundation
import Testing

/// A grid cell with layout values (`gridCellColumns`, `gridColumnAlignment`, …), as the view modifiers set them.
private func cell(_ node: LayoutNode, _ set: (inout LayoutTraits) -> Void) -> LayoutNode {
    set(&node.traits)
    return node
}

private func row(_ cells: [LayoutNode], alignment: VerticalAlignment? = nil) -> LayoutNode {
    var traits = LayoutTraits()
    traits.gridRow = GridRowTrait(alignment: alignment)
    return LayoutNode(layout: GridRowLayout(alignment: alignment), children: cells, name: "GridRow", traits: traits)
}

/// Grid / GridRow (Apple `Grid`, `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`;
/// notes §3.11 — the sharing of room among flexible columns is [I]).
@Suite struct GridLayoutTests {
    /// Each column as wide as its widest cell, each row as tall as its tallest; 8 between (the default); cells
    /// centred in their room.
    @Test func columnsAndRows() {
        let a = Build.fixed(30, 10), b = Build.fixed(50, 10), c = Build.fixed(40, 20), d = Build.fixed(10, 10)
        let grid = place(Build.container(GridLayout(), [row([a, b]), row([c, d])], "Grid"), propose(nil, nil))
        #expect(grid.frame.size == CGSize(width: 98, height: 38))
        #expect(a.frame == rect(5, 0, 30, 10))
        #expect(b.frame == rect(48, 0, 50, 10))
        #expect(c.frame == rect(0, 18, 40, 20))
        #expect(d.frame == rect(68, 23, 10, 10))
    }

    /// `gridColumnAlignment` on any cell aligns its whole column; `GridRow(alignment:)` its row; `gridCellAnchor` one cell.
    @Test func columnRowAndCellAlignment() {
        let a = cell(Build.fixed(30, 10)) { $0.values[ObjectIdentifier(GridColumnAlignmentKey.self)] = HorizontalAlignment.leading }
        let b = Build.fixed(50, 10)
        let c = Build.fixed(40, 20)
        let d = cell(Build.fixed(10, 10)) { $0.values[ObjectIdentifier(GridCellAnchorKey.self)] = UnitPoint.topLeading }
        let e = Build.fixed(10, 10)
        let grid = Build.container(GridLayout(), [row([a, b]), row([c, d]), row([Build.fixed(40, 20), e], alignment: .top)])
        place(grid, propose(nil, nil))
        #expect(a.frame.minX == 0)
        #expect(d.frame == rect(48, 18, 10, 10))
        #expect(e.frame == rect(68, 46, 10, 10))
    }

    /// `gridCellColumns(2)`: a cell spans two columns (and does not widen them [I]); a view outside a row spans all
    /// columns and takes the grid's width without widening it [I: Apple's Divider example].
    @Test func spanningCellsAndFullWidthViews() {
        let wide = cell(Build.fixed(60, 10)) { $0.values[ObjectIdentifier(GridCellColumnsKey.self)] = 2 }
        let divider = Build.flexible("divider")
        let grid = place(Build.container(GridLayout(), [row([Build.fixed(30, 10), Build.fixed(50, 10)]), divider, row([wide])]),
                         propose(300, nil))
        #expect(grid.frame.width == 88)
        #expect(divider.frame == rect(0, 18, 88, 10))
        #expect(wide.frame == rect(14, 36, 60, 10))
    }

    /// `gridCellUnsizedAxes(.horizontal)`: a colour takes its column's width without asking for any.
    @Test func unsizedAxes() {
        let color = cell(Build.flexible()) { $0.values[ObjectIdentifier(GridCellUnsizedAxesKey.self)] = Axis.Set.horizontal }
        let grid = place(Build.container(GridLayout(horizontalSpacing: 0, verticalSpacing: 0),
                                         [row([Build.fixed(30, 10)]), row([color])]), propose(300, 100))
        #expect(grid.frame.width == 30)
        #expect(color.frame.width == 30)
    }

    /// A `GridRow` outside a grid is an HStack [I].
    @Test func rowOutsideAGrid() {
        #expect(row([Build.fixed(10, 10), Build.fixed(10, 10)]).sizeThatFits(propose(nil, nil)) == CGSize(width: 28, height: 10))
    }
}

/// LazyVGrid / LazyHGrid with GridItem (objc.io, "SwiftUI's Grid Views", 2020; Apple `GridItem.Size`).
@Suite struct LazyGridLayoutTests {
    func grid(_ items: [GridItem]) -> LazyGridLayout {
        LazyGridLayout(axis: .vertical, items: items, alignment: .center, spacing: nil)
    }

    /// objc.io: `.flexible(minimum: 100)` and `.flexible(minimum: 180)` in 300 → 163 + 8 + 180 = 351 (two passes).
    @Test func twoPassFlexibleColumns() {
        let layout = grid([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))])
        #expect(layout.tracks(300).map(\.length) == [163, 180])
        let node = Build.container(layout, [Build.fixed(10, 10)])
        #expect(node.sizeThatFits(propose(300, nil)).width == 351)
    }

    /// objc.io: fixed 70 + adaptive(40) in 200 → the adaptive column is 122 and holds 2 items of 57.
    @Test func adaptiveColumns() {
        let layout = grid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))])
        #expect(layout.tracks(200).map(\.length) == [70, 57, 57])
        let items = (0..<4).map { _ in Build.fixed(20, 20) }
        let node = place(Build.container(layout, items), propose(200, nil))
        #expect(node.frame.size == CGSize(width: 200, height: 48))
        #expect(items.map(\.frame.origin) == [CGPoint(x: 25, y: 0), CGPoint(x: 96.5, y: 0), CGPoint(x: 161.5, y: 0),
                                              CGPoint(x: 25, y: 28)])
    }

    /// Items are offered their column's width and nil height; a row is as tall as its tallest item.
    @Test func rowsAreTheirTallestItem() {
        let text = Build.text(15), short = Build.fixed(10, 10)
        let layout = grid([GridItem(.fixed(100)), GridItem(.fixed(100))])
        place(Build.container(layout, [text, short]), propose(nil, nil))
        #expect(text.frame == rect(0, 0, 100, 40))
        #expect(short.frame == rect(153, 15, 10, 10))
    }

    /// A LazyHGrid is the same on the other axis.
    @Test func horizontalGrid() {
        let layout = LazyGridLayout(axis: .horizontal, items: [GridItem(.fixed(30)), GridItem(.fixed(30))], alignment: .center,
                                    spacing: 4)
        let items = (0..<3).map { _ in Build.fixed(20, 20) }
        let node = place(Build.container(layout, items), propose(nil, nil))
        #expect(node.frame.size == CGSize(width: 44, height: 68))
        #expect(items[2].frame.origin == CGPoint(x: 24, y: 5))
    }
}

/// LazyVStack, ScrollView, GeometryReader, ViewThatFits, safe area (notes §3.10–3.15, §1.3).
@Suite struct ScrollingContainerTests {
    /// A LazyVStack fills the proposed width [I: widely reported]; its views are offered nil height, centred.
    @Test func lazyVStackFillsTheWidth() {
        let a = Build.fixed(50, 20), b = Build.fixed(80, 20)
        let stack = place(Build.container(LazyStackLayout(axis: .vertical, horizontal: .center, spacing: nil), [a, b]),
                          propose(300, 500))
        #expect(stack.frame.size == CGSize(width: 300, height: 48))
        #expect(a.frame == rect(125, 0, 50, 20))
        #expect(b.frame == rect(110, 28, 80, 20))
        #expect(a.placedProposal == propose(300, nil))
    }

    /// ScrollView: content offered nil along the axis, at the top, centred across; the scroll view takes the proposal.
    @Test func scrollView() {
        let content = Build.fixed(100, 900)
        let scroll = place(Build.container(ScrollViewLayout(axes: .vertical), [content]), propose(300, 500))
        #expect(scroll.frame.size == CGSize(width: 300, height: 500))
        #expect(content.frame == rect(100, 0, 100, 900))
        let color = Build.flexible()
        place(Build.container(ScrollViewLayout(axes: .vertical), [color]), propose(300, 500))
        #expect(color.frame == rect(0, 0, 300, 10))
    }

    /// GeometryReader: the whole proposal, 0 on a nil axis; content at its top-leading corner offered its size.
    @Test func geometryReader() {
        let child = Build.fixed(10, 10)
        let reader = place(Build.container(GeometryReaderLayout(), [child]), propose(200, nil))
        #expect(reader.frame.size == CGSize(width: 200, height: 0))
        #expect(child.frame == rect(0, 0, 10, 10))
    }

    /// ViewThatFits: the first child whose ideal size fits the constrained axes; the others are left out.
    @Test func viewThatFits() {
        let long = Build.text(30), short = Build.text(10)
        let node = place(Build.container(ViewThatFitsLayout(axes: .horizontal), [long, short]), propose(200, 100))
        #expect(node.frame.size == CGSize(width: 100, height: 20))
        #expect(long.isExcluded && !short.isExcluded)
        // Nothing fits: the last; a nil axis constrains nothing [I].
        #expect(Build.container(ViewThatFitsLayout(axes: .horizontal), [Build.text(30), Build.text(25)])
            .sizeThatFits(propose(100, nil)).height == 60)
        #expect(Build.container(ViewThatFitsLayout(axes: .horizontal), [Build.text(30), Build.text(10)])
            .sizeThatFits(propose(nil, nil)).width == 300)
    }

    /// `.ignoresSafeArea()`: sized in the safe area, placed grown to the screen on the edges it touches.
    @Test func ignoresSafeArea() {
        let safeArea = SafeAreaReference(SafeAreaGeometry(screen: rect(0, 0, 400, 800), safe: rect(0, 50, 400, 716)))
        let color = Build.flexible()
        let ignoring = Build.container(IgnoresSafeAreaLayout(edges: .all, safeArea: safeArea), [color])
        let text = Build.fixed(100, 20)
        let root = Build.vstack(spacing: 0, [text, ignoring])
        #expect(root.sizeThatFits(propose(400, 716)) == CGSize(width: 400, height: 716))
        root.place(in: rect(0, 50, 400, 716), proposal: propose(400, 716))
        #expect(ignoring.frame == rect(0, 70, 400, 696))
        #expect(color.frame == rect(0, 70, 400, 730))
        // Only the edges given.
        let top = Build.container(IgnoresSafeAreaLayout(edges: .top, safeArea: safeArea), [Build.flexible()])
        top.place(in: rect(0, 50, 400, 716), proposal: propose(400, 716))
        #expect(top.children[0].frame == rect(0, 0, 400, 766))
    }

    /// `.safeAreaInset(edge: .bottom)`: the bar at its ideal height against the bottom, the view laid out above it.
    @Test func safeAreaInset() {
        let content = Build.flexible(), bar = Build.fixed(100, 44)
        let node = place(Build.container(SafeAreaInsetLayout(edge: .bottom, horizontal: .center, spacing: 0), [content, bar]),
                         propose(300, 600))
        #expect(node.frame.size == CGSize(width: 300, height: 600))
        #expect(content.frame == rect(0, 0, 300, 556))
        #expect(bar.frame == rect(100, 556, 100, 44))
    }
}
