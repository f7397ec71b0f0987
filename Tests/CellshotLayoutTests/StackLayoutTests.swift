import CellshotGraphics
import ConstraintSolver
import Testing
@testable import CellshotLayout

@Suite("StackView")
struct StackLayoutTests {
    /// A root with a stack pinned to its edges, holding labels 16, 32 and 48 pt wide.
    func makeStack(_ axis: Axis = .horizontal, spacing: Double = 10,
                   views: [View]? = nil) throws -> (View, StackView, [View]) {
        let root = View(name: "root")
        let arranged = views ?? [View.label("a", "aa"), View.label("b", "bbbb"), View.label("c", "cccccc")]
        let stack = StackView(name: "stack", axis: axis, arrangedSubviews: arranged)
        stack.spacing = spacing
        root.addSubview(stack)
        for format in ["H:|[stack]|", "V:|[stack]|"] {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format,
                                                                       names: LayoutNames(superview: root)))
        }
        return (root, stack, arranged)
    }

    func horizontalFrames(_ distribution: StackView.Distribution, width: Double = 200) throws -> [Rect] {
        let (root, stack, views) = try makeStack()
        stack.distribution = distribution
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: width)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        return views.map(\.frame)
    }

    @Test func fillStretchesTheLastViewOnTies() throws {
        let frames = try horizontalFrames(.fill)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 16, height: 20), Rect(x: 26, y: 0, width: 32, height: 20),
            Rect(x: 68, y: 0, width: 132, height: 20),
        ])
    }

    @Test func fillStretchesTheLowestHugging() throws {
        let (root, stack, views) = try makeStack()
        views[0].setContentHuggingPriority(200, for: .horizontal)
        _ = stack
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 200)
        #expect(views.map(\.frame.width) == [100, 32, 48])
    }

    @Test func fillCompressesTheLowestCompressionResistance() throws {
        let (root, _, views) = try makeStack()
        views[1].setContentCompressionResistancePriority(700, for: .horizontal)
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 100)
        #expect(views.map(\.frame.width) == [16, 16, 48])
    }

    @Test func fillEqually() throws {
        let frames = try horizontalFrames(.fillEqually)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 70, y: 0, width: 60, height: 20),
            Rect(x: 140, y: 0, width: 60, height: 20),
        ])
    }

    @Test func fillProportionally() throws {
        let frames = try horizontalFrames(.fillProportionally)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 40, y: 0, width: 60, height: 20),
            Rect(x: 110, y: 0, width: 90, height: 20),
        ])
    }

    @Test func equalSpacing() throws {
        let frames = try horizontalFrames(.equalSpacing)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 16, height: 20), Rect(x: 68, y: 0, width: 32, height: 20),
            Rect(x: 152, y: 0, width: 48, height: 20),
        ])
    }

    @Test func equalCentering() throws {
        let frames = try horizontalFrames(.equalCentering)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 16, height: 20), Rect(x: 76, y: 0, width: 32, height: 20),
            Rect(x: 152, y: 0, width: 48, height: 20),
        ])
    }

    /// Views 10, 20 and 30 tall (baselines 15 below the top, 5 above the bottom).
    func alignmentFrames(_ alignment: StackView.Alignment) throws -> [Rect] {
        let views = [10.0, 20, 30].enumerated().map { index, height in
            View(name: "v\(index)", content: FixedIntrinsicContent(width: 20, height: height, firstBaseline: 8,
                                                                   lastBaselineFromBottom: 2))
        }
        let (root, stack, _) = try makeStack(spacing: 0, views: views)
        stack.alignment = alignment
        stack.distribution = .fillEqually
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 60)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        return views.map(\.frame)
    }

    @Test func alignments() throws {
        func ys(_ frames: [Rect]) -> [Double] { frames.map(\.minY) }
        func heights(_ frames: [Rect]) -> [Double] { frames.map(\.height) }
        let fill = try alignmentFrames(.fill)
        #expect(ys(fill) == [0, 0, 0] && heights(fill) == [30, 30, 30])
        #expect(ys(try alignmentFrames(.top)) == [0, 0, 0])
        #expect(ys(try alignmentFrames(.leading)) == [0, 0, 0])
        #expect(ys(try alignmentFrames(.center)) == [10, 5, 0])
        #expect(ys(try alignmentFrames(.bottom)) == [20, 10, 0])
        #expect(heights(try alignmentFrames(.center)) == [10, 20, 30])
    }

    @Test func baselineAlignments() throws {
        // Text is centred in its view: first baseline = centreY - height/2 + 8, i.e. top + 8 here.
        #expect(try alignmentFrames(.firstBaseline).map(\.minY) == [0, 0, 0])
        // Last baselines (bottom - 2) line up: all bottoms equal.
        #expect(try alignmentFrames(.lastBaseline).map(\.maxY) == [30, 30, 30])
    }

    @Test func hiddenArrangedViewsCollapse() throws {
        let (root, _, views) = try makeStack()
        views[1].isHidden = true
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 200)
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 16, height: 20))
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame == Rect(x: 26, y: 0, width: 174, height: 20))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func layoutMarginsRelativeArrangement() throws {
        let (root, stack, views) = try makeStack()
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
        let engine = try LayoutEngine(root: root)
        #expect(try engine.fittingSize(width: 200) == Size(width: 200, height: 28))
        #expect(views[0].frame == Rect(x: 6, y: 4, width: 16, height: 20))
        #expect(views[2].frame == Rect(x: 74, y: 4, width: 120, height: 20))
    }

    @Test func verticalStackWithBaselineRelativeSpacing() throws {
        let (root, stack, views) = try makeStack(.vertical, spacing: 30)
        stack.isBaselineRelativeArrangement = true
        stack.alignment = .leading
        let engine = try LayoutEngine(root: root)
        // a: 0…20 (last baseline 15); b: first baseline 45 → top 30, last baseline 45; c: first baseline 75 → top 60.
        #expect(try engine.fittingSize(width: 100) == Size(width: 100, height: 80))
        #expect(views.map(\.frame) == [
            Rect(x: 0, y: 0, width: 16, height: 20), Rect(x: 0, y: 30, width: 32, height: 20),
            Rect(x: 0, y: 60, width: 48, height: 20),
        ])
    }

    @Test func verticalStackTrailingAlignmentFlipsInRightToLeft() throws {
        let (root, stack, views) = try makeStack(.vertical, spacing: 0)
        stack.alignment = .trailing
        let engine = try LayoutEngine(root: root, direction: .rightToLeft)
        try engine.fittingSize(width: 100)
        #expect(views.map(\.frame.minX) == [0, 0, 0])
        let ltr = try LayoutEngine(root: root)
        try ltr.fittingSize(width: 100)
        #expect(views.map(\.frame.minX) == [84, 68, 52])
    }

    @Test func generatedConstraintsCarryUIKitIdentifiers() {
        let stack = StackView(name: "s", axis: .horizontal,
                              arrangedSubviews: [View.label("a", "a"), View.label("b", "b"), View.label("c", "c")])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        let ids = Set(StackLayout(stack: stack).constraints().compactMap(\.identifier))
        #expect(ids == ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing", "UISV-alignment",
                        "UISV-spanning-boundary", "UISV-canvas-fit"])
    }
}
