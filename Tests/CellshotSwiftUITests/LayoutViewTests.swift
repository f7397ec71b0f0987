import CellshotSwiftUI
import Foundation
import Testing

/// A layout value an app's own layout reads (Apple `LayoutValueKey`).
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// An app's layout: subviews side by side in order of their `Rank`, highest first, each at its ideal size.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + ideal.width, height: max(size.height, ideal.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] > $1[Rank.self] }) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Layout through views: `CellshotSwiftUI.layout(of:)` frames, each test naming its source (docs/swiftui.md, "Layout").
@MainActor
@Suite struct LayoutViewTests {
    /// [M] AccessibilitySnapshot `testSimpleView_18_5` (notes §M3): `VStack(spacing: 30)` of 30 × 30 views and a
    /// Spacer on a 402 × 874 iPhone with a 62-point top inset: the first view at x 186, y 62 — the root proposed the
    /// screen less the safe area and centred in it (OpenSwiftUI `RootGeometry`).
    @Test func rootIsCentredInTheSafeArea() throws {
        let view = VStack(spacing: 30) {
            Color.red.frame(width: 30, height: 30)
            Color.red.frame(width: 30, height: 30)
            Spacer()
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 402, height: 874,
                                              safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(root.frame == CGRect(x: 186, y: 62, width: 30, height: 778))
        #expect(root.children[0].frame == CGRect(x: 186, y: 62, width: 30, height: 30))
        #expect(root.children[1].frame.minY == 122)
    }

    /// objc.io's 150-point HStack, as views.
    @Test func objcioHStack() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150, height: 50)
        let root = try CellshotSwiftUI.layout(of: view, width: 150, height: 50)
        let stack = try #require(root.first("HStack"))
        #expect(stack.frame == CGRect(x: -12.5, y: 0, width: 175, height: 50))
        #expect(stack.children.map(\.frame.width) == [75, 100])
    }

    /// OpenSwiftUI `Divider.swift`: vertical in an HStack, horizontal in a VStack and outside stacks; one pixel thick.
    @Test func dividerFollowsItsStack() throws {
        let row = try CellshotSwiftUI.layout(of: HStack(spacing: 0) { Color.red.frame(width: 10, height: 40); Divider() },
                                             width: 100, height: 40)
        #expect(try #require(row.first("Divider")).frame.size == CGSize(width: 1.0 / 3, height: 40))
        let column = try CellshotSwiftUI.layout(of: VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Divider() },
                                                width: 100, height: nil, scale: 2)
        #expect(try #require(column.first("Divider")).frame.size == CGSize(width: 100, height: 0.5))
        let alone = try CellshotSwiftUI.layout(of: Divider(), width: 100, height: 50, dynamicTypeSize: .accessibility1)
        #expect(alone.frame.size == CGSize(width: 100, height: 1))
    }

    /// OpenSwiftUI `Spacer.swift`: in a VStack a spacer is 0 wide; alone it fills both axes; through `AnyLayout` it
    /// takes the erased stack's axis.
    @Test func spacerAxis() throws {
        let column = try CellshotSwiftUI.layout(of: VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer() },
                                                width: 100, height: 100)
        #expect(try #require(column.first("Spacer")).frame.size == CGSize(width: 0, height: 90))
        let alone = try CellshotSwiftUI.layout(of: Spacer(), width: 100, height: 100)
        #expect(alone.frame.size == CGSize(width: 100, height: 100))
        let lazy = try CellshotSwiftUI.layout(of: LazyHStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer() },
                                              width: 100, height: 10)
        #expect(try #require(lazy.first("Spacer")).frame.size == CGSize(width: 8, height: 0))
        let erased = AnyLayout(HStackLayout(spacing: 0))
        let row = try CellshotSwiftUI.layout(of: erased { Color.red.frame(width: 10, height: 10); Spacer() }, width: 100, height: 10)
        #expect(try #require(row.first("Spacer")).frame.size == CGSize(width: 90, height: 0))
    }

    /// Apple `frame(minWidth:…)`: contradictory limits are laid out normalised, with SwiftUI's runtime warning
    /// naming the app's line.
    @Test func contradictoryFrameWarns() throws {
        _ = try CellshotSwiftUI.layout(of: Color.red.frame(minWidth: 100, maxWidth: 50), width: 200, height: 10)
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("Contradictory frame constraints specified") && $0.contains("LayoutViewTests.swift") })
        _ = try CellshotSwiftUI.layout(of: Color.red.frame(width: -1), width: 200, height: 10)
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("Invalid frame dimension") })
    }

    /// OpenSwiftUI `LayoutView.layoutPriority`: layout modifiers report priority 0, `fixedSize` passes the child's on.
    @Test func priorityThroughModifiers() throws {
        let lost = HStack(spacing: 0) {
            Color.red.layoutPriority(1).frame(minWidth: 10)
            Color.blue
        }
        let lostRoot = try CellshotSwiftUI.layout(of: lost, width: 100, height: 10)
        #expect(lostRoot.children.map(\.frame.width) == [50, 50])
        let kept = HStack(spacing: 0) {
            Text("Hello").layoutPriority(1).fixedSize()
            Color.blue
        }
        let keptRoot = try CellshotSwiftUI.layout(of: kept, width: 100, height: 30)
        #expect(keptRoot.children[0].frame.width + keptRoot.children[1].frame.width == 100)
    }

    /// Apple `ignoresSafeArea(_:edges:)`: laid out in the safe area, drawn into it on the edges it touches; a
    /// ShapeStyle background extends the same way (`background(_:ignoresSafeAreaEdges:)`).
    @Test func safeAreaIsIgnoredWhereAsked() throws {
        let insets = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
        let color = try CellshotSwiftUI.layout(of: Color.red.ignoresSafeArea(), width: 402, height: 874, safeArea: insets)
        #expect(color.frame == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(color.children[0].frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        let top = try CellshotSwiftUI.layout(of: Color.red.ignoresSafeArea(edges: .top), width: 402, height: 874, safeArea: insets)
        #expect(top.children[0].frame == CGRect(x: 0, y: 0, width: 402, height: 840))
        let background = try CellshotSwiftUI.layout(of: VStack { Spacer() }.frame(maxWidth: .infinity).background(Color.blue),
                                                    width: 402, height: 874, safeArea: insets)
        let fill = try #require(background.first("ignoresSafeArea"))
        #expect(fill.children[0].frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        // The view-builder background does not.
        let builder = try CellshotSwiftUI.layout(of: VStack { Spacer() }.frame(maxWidth: .infinity).background { Color.blue },
                                                 width: 402, height: 874, safeArea: insets)
        #expect(builder.first("ignoresSafeArea") == nil)
    }

    /// OpenSwiftUI `GeometryReader`: the whole proposal; content made with its size, at its top-leading corner.
    @Test func geometryReader() throws {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).minY + 10)
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 400, height: 100,
                                              safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(root.frame == CGRect(x: 0, y: 20, width: 400, height: 80))
        #expect(root.children[0].frame == CGRect(x: 0, y: 20, width: 200, height: 30))
    }

    /// Apple `ViewThatFits`: the first view whose ideal width fits; only it is laid out in place.
    @Test func viewThatFits() throws {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 100, height: 20)
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 200, height: 50)
        #expect(root.frame.size == CGSize(width: 100, height: 20))
        #expect(root.children[0].frame.size == .zero)
        #expect(root.children[1].frame == root.frame)
    }

    /// objc.io grid article: fixed 70 + adaptive(40) in 200 → 70, 57, 57.
    @Test func lazyVGridAdaptive() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 20) }
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 200, height: nil)
        #expect(root.children.map(\.frame.width) == [70, 57, 57])
        #expect(root.children.map(\.frame.minX) == [0, 78, 143])
    }

    /// Apple `Grid`: columns as wide as their widest cell; `gridCellColumns(2)` spans them.
    @Test func gridViews() throws {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.red.frame(width: 50, height: 10)
            }
            GridRow {
                Color.blue.frame(height: 10).gridCellColumns(2)
            }
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 300, height: nil)
        #expect(root.frame.size == CGSize(width: 90, height: 25))
        let rows = root.children
        #expect(rows[1].children[0].frame == CGRect(x: root.frame.minX, y: 15, width: 90, height: 10))
    }

    /// A LazyVStack is as wide as it is offered [I]; a ScrollView puts its content at the top.
    @Test func lazyStackInScrollView() throws {
        let view = ScrollView {
            LazyVStack(alignment: .leading) {
                Color.red.frame(width: 50, height: 20)
                Color.red.frame(width: 80, height: 20)
            }
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 300, height: 600)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
        let stack = root.children[0]
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 48))
        #expect(stack.children.map(\.frame.minX) == [0, 0])
    }

    /// Apple `LayoutValueKey`: an app's layout reads the values its subviews give it.
    @Test func customLayoutReadsLayoutValues() throws {
        let view = RankedRow {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 1)
        }
        let root = try CellshotSwiftUI.layout(of: view, width: 100, height: 10)
        #expect(root.children.map(\.frame.minX).map { $0 - root.frame.minX } == [20, 0])
    }

    /// Apple `position(x:y:)` and `safeAreaInset(edge:)`.
    @Test func positionAndSafeAreaInset() throws {
        let positioned = try CellshotSwiftUI.layout(of: Color.red.frame(width: 10, height: 10).position(x: 50, y: 20),
                                                    width: 200, height: 100)
        #expect(positioned.frame.size == CGSize(width: 200, height: 100))
        #expect(positioned.children[0].frame == CGRect(x: 45, y: 15, width: 10, height: 10))
        let inset = try CellshotSwiftUI.layout(of: Color.red.safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 44)
        }, width: 200, height: 400)
        #expect(inset.children[0].frame == CGRect(x: 0, y: 0, width: 200, height: 356))
        #expect(inset.children[1].frame == CGRect(x: 0, y: 356, width: 200, height: 44))
    }

    /// Apple `containerRelativeFrame(_:count:span:spacing:alignment:)`: `(length − spacing × (count − 1)) ÷ count ×
    /// span + spacing × (span − 1)` of the nearest scroll view, else of the window's safe area.
    @Test func containerRelativeFrame() throws {
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10) }
            }
        }
        let root = try CellshotSwiftUI.layout(of: carousel, width: 300, height: 100)
        #expect(root.children[0].children.map(\.frame.width) == [145, 145, 145])
        let window = try CellshotSwiftUI.layout(of: Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 6),
                                                width: 300, height: 100,
                                                safeArea: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20))
        #expect(window.frame.width == 178)  // (270 − 12) ÷ 3 × 2 + 6
    }
}
