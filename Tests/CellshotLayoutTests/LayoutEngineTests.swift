import CellshotGraphics
import ConstraintSolver
import Testing
@testable import CellshotLayout

@Suite("LayoutEngine")
struct LayoutEngineTests {
    /// A cell: image 24×24 at the leading margin, a title after it, centred vertically.
    func makeCell() -> (View, View, View) {
        let cell = View(name: "contentView")
        cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
        let image = View(name: "image", content: FixedIntrinsicContent(width: 24, height: 24))
        let title = View.label("title", "Wi-Fi")
        cell.addSubview(image)
        cell.addSubview(title)
        let margins = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            image.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        return (cell, image, title)
    }

    @Test func anchorsMarginsAndFittingHeight() throws {
        let (cell, image, title) = makeCell()
        let engine = try LayoutEngine(root: cell)
        let size = try engine.fittingSize(width: 393)
        #expect(size == Size(width: 393, height: 44))
        #expect(image.frame == Rect(x: 16, y: 10, width: 24, height: 24))
        #expect(title.frame == Rect(x: 56, y: 11, width: 40, height: 22))
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let (cell, image, title) = makeCell()
        let engine = try LayoutEngine(root: cell, direction: .rightToLeft)
        try engine.fittingSize(width: 393)
        #expect(image.frame == Rect(x: 393 - 16 - 24, y: 10, width: 24, height: 24))
        #expect(title.frame == Rect(x: 393 - 56 - 40, y: 11, width: 40, height: 22))
        #expect(cell.layoutMarginsGuide.frame == Rect(x: 8, y: 11, width: 393 - 24, height: 22))
    }

    @Test func leftAndRightNeverFlip() throws {
        let root = View(name: "root")
        let box = View(name: "box", content: FixedIntrinsicContent(width: 10, height: 10))
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let engine = try LayoutEngine(root: root, direction: .rightToLeft)
        try engine.fittingSize(width: 100)
        #expect(box.frame == Rect(x: 5, y: 0, width: 10, height: 10))
    }

    @Test func huggingDecidesWhoStretches() throws {
        let root = View(name: "root")
        let name = View.label("name", "Name"), value = View.label("value", "Value")
        root.addSubview(name)
        root.addSubview(value)
        name.setContentHuggingPriority(251, for: .horizontal)
        for constraint in try [
            "name.leading == superview.leading", "value.leading == name.trailing + 8",
            "value.trailing == superview.trailing", "name.top == superview.top", "value.top == superview.top",
            "name.bottom <= superview.bottom", "value.bottom <= superview.bottom",
        ].map({ try ConstraintText.constraint($0, names: LayoutNames(superview: root)) }) {
            constraint.isActive = true
        }
        let engine = try LayoutEngine(root: root)
        #expect(try engine.fittingSize(width: 200) == Size(width: 200, height: 20))
        #expect(name.frame == Rect(x: 0, y: 0, width: 32, height: 20))
        #expect(value.frame == Rect(x: 40, y: 0, width: 160, height: 20))
        // Too narrow: the lower compression resistance gives way first.
        value.setContentCompressionResistancePriority(749, for: .horizontal)
        try engine.rebuild()
        try engine.fittingSize(width: 60)
        #expect(name.frame.width == 32)
        #expect(value.frame == Rect(x: 40, y: 0, width: 20, height: 20))
    }

    @Test func multiLineTextGetsASecondPass() throws {
        let root = View(name: "root")
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 10)
        let body = View.label("body", String(repeating: "x", count: 50), lines: 0)
        root.addSubview(body)
        try LayoutConstraint.constraints(withVisualFormat: "H:|-[body]-|", names: LayoutNames(superview: root))
            .forEach { $0.isActive = true }
        try LayoutConstraint.constraints(withVisualFormat: "V:|-[body]-|", names: LayoutNames(superview: root))
            .forEach { $0.isActive = true }
        let engine = try LayoutEngine(root: root)
        // 100 pt wide → 80 pt of text → 10 characters a line → 5 lines of 20 pt.
        #expect(try engine.fittingSize(width: 100) == Size(width: 100, height: 120))
        #expect(body.frame == Rect(x: 10, y: 10, width: 80, height: 100))
        // Reuse: a new width and new text, no rebuild.
        let constraintCount = engine.solver.constraints.count
        (body.intrinsicContent as? FixedText)?.text = String(repeating: "y", count: 12)
        #expect(try engine.fittingSize(width: 100) == Size(width: 100, height: 60))
        #expect(try engine.fittingSize(width: 400) == Size(width: 400, height: 40))
        #expect(body.frame == Rect(x: 10, y: 10, width: 380, height: 20))
        #expect(engine.solver.constraints.count == constraintCount)
    }

    @Test func baselinesFollowCentredText() throws {
        let root = View(name: "root")
        let big = View.label("big", "Big"), small = View.label("small", "s")
        root.addSubview(big)
        root.addSubview(small)
        let names = LayoutNames(superview: root)
        for text in ["big.leading == superview.leading", "small.leading == big.trailing + 4",
                     "big.top == superview.top", "big.height == 40", "big.bottom == superview.bottom",
                     "small.firstBaseline == big.firstBaseline", "small.height == 20"] {
            try ConstraintText.constraint(text, names: names).isActive = true
        }
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 100)
        // `big` is 40 tall with 20 pt of text centred: baseline at 10 + 15 = 25.
        #expect(engine.value(of: big.firstBaselineAnchor) == 25)
        #expect(small.frame == Rect(x: 28, y: 10, width: 8, height: 20))
        #expect(engine.value(of: big.lastBaselineAnchor) == 25)
    }

    @Test func unsatisfiableRequiredConstraintIsBrokenAndReported() throws {
        let root = View(name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        let names = LayoutNames(superview: root)
        for text in ["box.leading == superview.leading", "box.trailing == superview.trailing",
                     "box.top == superview.top", "box.height == 10", "box.bottom == superview.bottom"] {
            try ConstraintText.constraint(text, names: names).isActive = true
        }
        let conflicting = try ConstraintText.constraint("box.width == 50", names: names)
        conflicting.identifier = "fixed-width"
        conflicting.isActive = true
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 300)
        #expect(engine.diagnostics.count == 1)
        #expect(engine.diagnostics.first?.description == """
            Unable to simultaneously satisfy constraints.
                box.leading == root.leading from "box.leading == superview.leading"
                box.trailing == root.trailing from "box.trailing == superview.trailing"
                root.width == 300 (target size)
                box.width == 50 (fixed-width) from "box.width == 50"
            Will attempt to recover by breaking constraint
                box.width == 50 (fixed-width) from "box.width == 50"
            """)
        #expect(box.frame == Rect(x: 0, y: 0, width: 300, height: 10))
    }

    @Test func brokenOptionalConstraintsNameWhatTheyGaveWayTo() throws {
        let root = View(name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        let names = LayoutNames(superview: root)
        for text in ["box.leading == superview.leading", "box.trailing <= superview.trailing",
                     "box.top == superview.top", "box.bottom == superview.bottom", "box.height == 10",
                     "box.width == 400 @750", "box.width >= 500 @500"] {
            try ConstraintText.constraint(text, names: names).isActive = true
        }
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 300)
        #expect(box.frame == Rect(x: 0, y: 0, width: 300, height: 10))
        #expect(engine.diagnostics.map(\.description) == [
            """
            Optional constraint not satisfied:
                box.width == 400 @750 from "box.width == 400 @750"
            It gives way to the higher-priority constraints
                box.leading == root.leading from "box.leading == superview.leading"
                box.trailing <= root.trailing from "box.trailing <= superview.trailing"
                root.width == 300 (target size)
            """,
            """
            Optional constraint not satisfied:
                box.width >= 500 @500 from "box.width >= 500 @500"
            It gives way to the higher-priority constraints
                box.leading == root.leading from "box.leading == superview.leading"
                box.trailing <= root.trailing from "box.trailing <= superview.trailing"
                root.width == 300 (target size)
            """,
        ])
    }

    @Test func ambiguousLayoutIsReported() throws {
        let root = View(name: "root")
        let loose = View(name: "loose")
        root.addSubview(loose)
        try ConstraintText.constraint("loose.top == superview.top", names: LayoutNames(superview: root)).isActive = true
        try ConstraintText.constraint("loose.height == 20", names: LayoutNames(superview: root)).isActive = true
        try ConstraintText.constraint("loose.bottom == superview.bottom", names: LayoutNames(superview: root)).isActive = true
        let engine = try LayoutEngine(root: root)
        try engine.fittingSize(width: 100)
        #expect(engine.diagnostics.map(\.description) == [
            "Ambiguous layout: loose has an undetermined x and width (horizontal axis)",
        ])
    }

    @Test func constantChangesAndDeactivationApplyWithoutRebuild() throws {
        let (cell, image, title) = makeCell()
        let engine = try LayoutEngine(root: cell)
        try engine.fittingSize(width: 393)
        let gap = cell.installedConstraints[2]
        #expect(gap.description == "title.leading == image.trailing + 16")
        gap.constant = 10
        try engine.fittingSize(width: 393)
        #expect(title.frame.minX == 50)
        cell.installedConstraints[1].isActive = false   // image.centerY
        let pin = image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 2)
        pin.isActive = true
        try engine.fittingSize(width: 393)
        #expect(image.frame.minY == 2)
    }

    @Test func priorityAndNestedConstantChangesApplyWithoutRebuild() throws {
        // The engine skips its sync unless a view counted a change; a priority change, and a constant
        // change on a constraint held by a nested view, must both be counted.
        let root = View(name: "root"), box = View(name: "box"), inner = View(name: "inner")
        root.addSubview(box)
        box.addSubview(inner)
        let preferred = box.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = 750
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 500
        let inset = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), preferred, wide, inset,
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.widthAnchor.constraint(equalToConstant: 5),
            inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(inset.owner === box)
        let engine = try LayoutEngine(root: root)
        try engine.layout(width: 300, height: 50)
        #expect(box.frame.width == 100)
        wide.priority = 900
        try engine.layout(width: 300, height: 50)
        #expect(box.frame.width == 200)
        wide.constant = 200   // the same value: nothing to sync
        preferred.priority = 750
        try engine.layout(width: 300, height: 50)
        #expect(box.frame.width == 200)
        inset.constant = 9
        try engine.layout(width: 300, height: 50)
        #expect(inner.frame.minX == 9)
        wide.priority = 500
        try engine.layout(width: 300, height: 50)
        #expect(box.frame.width == 100)
        #expect(inner.frame == Rect(x: 9, y: 0, width: 5, height: 5))
    }

    @Test func mixingAxesOrDirectionsIsAnError() throws {
        let root = View(name: "root")
        let a = View(name: "a")
        root.addSubview(a)
        a.leadingAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        #expect(throws: LayoutError.mixedDirections("a.leading == root.left")) { try LayoutEngine(root: root) }
    }

    @Test func constraintToAViewOutsideTheTreeIsAnError() throws {
        let root = View(name: "root"), other = View(name: "other")
        let a = View(name: "a")
        root.addSubview(a)
        let constraint = LayoutConstraint(lhs: LayoutExpression(terms: [AnchorTerm(anchor: a.anchor(.width), coefficient: 1)]),
                                          relation: .equal,
                                          rhs: LayoutExpression(terms: [AnchorTerm(anchor: other.anchor(.width), coefficient: 1)]))
        root.installedConstraints.append(constraint)
        #expect(throws: LayoutError.itemOutsideLayout("other", "root")) { try LayoutEngine(root: root) }
    }
}
