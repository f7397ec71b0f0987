import CellshotGraphics
import ConstraintSolver
import Testing
@testable import CellshotLayout

@Suite("Constraint text forms")
struct ConstraintTextTests {
    func makeTree() -> (View, LayoutNames) {
        let root = View(name: "cell")
        for name in ["image", "title", "body", "poster"] { root.addSubview(View(name: name)) }
        return (root, LayoutNames(superview: root))
    }

    func failure(_ text: String) -> String? {
        let (_, names) = makeTree()
        do {
            _ = try ConstraintText.constraint(text, names: names)
            return nil
        } catch {
            return error.description
        }
    }

    /// Issue 40: comparing a 5,000-character name with two hundred others letter by letter took a minute. A name
    /// longer than 64 characters gets no suggestion, a candidate whose length differs by more than 2 is never
    /// compared, and messages quote forty characters of a name.
    @Test func longNamesAreNeitherComparedNorQuotedWhole() throws {
        let long = String(repeating: "t", count: 5_000)
        #expect(ConstraintText.suggestion(for: long, among: [long + "x", long]) == "")
        #expect(ConstraintText.suggestion(for: "titel", among: ["title", String(repeating: "t", count: 5_000)])
            == "; did you mean 'title'?")
        #expect(failure("\(long).leading == title.leading")?.hasPrefix("unknown view '\(String(repeating: "t", count: 40))…'\n")
                == true)
    }

    /// A part of a view that some views have and this one has not: said so, with the views that have it.
    @Test func aGuideTheViewHasNotIsSaidSo() throws {
        let root = View(name: "cell")
        let label = View(name: "title"), content = View(name: "content")
        for view in [label, content] { root.addSubview(view) }
        let guide = LayoutGuide(name: "content.textLayoutGuide")
        content.addLayoutGuide(guide)
        let names = LayoutNames(superview: root, items: ["title": label, "content": content, guide.name: guide])
        do {
            _ = try ConstraintText.constraint("title.leading == title.textLayoutGuide.leading", names: names)
            Issue.record("a label's text guide was found")
        } catch {
            #expect(error.message == "unknown view 'title.textLayoutGuide': 'title' has no textLayoutGuide; the views that "
                    + "have one: 'content'")
        }
    }

    @Test func expressionsBecomeConstraints() throws {
        let (_, names) = makeTree()
        #expect(try ConstraintText.constraint("title.leading == image.trailing + 16", names: names).description
                == "title.leading == image.trailing + 16 from \"title.leading == image.trailing + 16\"")
        let aspect = try ConstraintText.constraint("poster.height == 1.5 * poster.width @750", names: names)
        #expect(aspect.priority == 750)
        #expect(aspect.rhs.terms.map(\.coefficient) == [1.5])
        let baseline = try ConstraintText.constraint("body.top >= title.lastBaseline + 4", names: names)
        #expect(baseline.relation == .greaterThanOrEqual)
        #expect(baseline.rhs.terms.map(\.anchor.name) == ["title.lastBaseline"])
        let margins = try ConstraintText.constraint("title.trailing <= margins.trailing", names: names)
        #expect(margins.rhs.terms.first?.anchor.item === names.superview.layoutMarginsGuide)
        let own = try ConstraintText.constraint("body.leading == title.margins.leading", names: names)
        #expect(own.rhs.terms.first?.anchor.item.name == "title.margins")
        let container = try ConstraintText.constraint("title.width == 0.5 * contentView.width - 8", names: names)
        #expect(container.rhs.terms.first?.anchor.item === names.superview)
    }

    @Test func metricsAreNumbers() throws {
        let (_, names) = makeTree()
        let padded = try ConstraintText.constraint("title.top == superview.top + 2 * pad - gap", metrics: ["pad": 10, "gap": 4],
                                                   names: names)
        #expect(padded.rhs.constant == 16 && padded.rhs.terms.count == 1)
        // Without the metric, a bare name is still a mistake.
        #expect(failure("title.top == superview.top + pad")?.hasPrefix("expected 'item.anchor', found 'pad'") == true)
    }

    @Test func errorsPointAtTheMistake() {
        #expect(failure("titel.leading == superview.leading") == """
            unknown view 'titel'; did you mean 'title'?
              titel.leading == superview.leading
              ^
            """)
        #expect(failure("title.leadng == superview.leading") == """
            unknown anchor 'leadng'; did you mean 'leading'? (anchors: left, right, top, bottom, leading, \
            trailing, width, height, centerX, centerY, firstBaseline, lastBaseline)
              title.leadng == superview.leading
                    ^
            """)
        #expect(failure("title.leading == image.top") == """
            cannot relate the x-axis anchor 'title.leading' to the y-axis anchor 'image.top'
              title.leading == image.top
                               ^
            """)
        #expect(failure("title == 4") == """
            expected 'item.anchor', found 'title'; write 'title.leading', 'title.width', …
              title == 4
              ^
            """)
        #expect(failure("title.width = 4")?.hasPrefix("unexpected '='; use '==' for equality") == true)
    }

    @Test func visualFormatLaysOutACell() throws {
        let (root, names) = makeTree()
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let formats = ["H:|-[image(24)]-[title(>=50,==100@750)]-(>=8)-|", "V:|-[image(==24)]", "V:|-[title(20)]-4-[body(==title)]-|",
                       "H:|[body]-pad-|", "H:[poster(10)]|", "V:[poster(10)]|"]
        for format in formats {
            LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["pad": 12],
                                                                       names: names))
        }
        let engine = try LayoutEngine(root: root)
        #expect(try engine.fittingSize(width: 200) == Size(width: 200, height: 64))
        let frames = ["image", "title", "body", "poster"].map { root.descendant(named: $0)!.frame }
        #expect(frames == [
            Rect(x: 16, y: 10, width: 24, height: 24), Rect(x: 48, y: 10, width: 100, height: 20),
            Rect(x: 0, y: 34, width: 188, height: 20), Rect(x: 190, y: 54, width: 10, height: 10),
        ])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func visualFormatErrorsNameTheView() {
        let (_, names) = makeTree()
        #expect {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[image]-[titel]-|", names: names)
        } throws: { error in
            (error as? SyntaxError)?.description == """
                unknown view 'titel'; did you mean 'title'?
                  H:|-[image]-[titel]-|
                               ^
                """
        }
        #expect {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[image(==nothing)]", names: names)
        } throws: { error in
            (error as? SyntaxError)?.message == "unknown view or metric 'nothing'"
        }
    }

    @Test func visualFormatFlipsInRightToLeft() throws {
        let (root, names) = makeTree()
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "H:|-10-[image(30)]", names: names))
        LayoutConstraint.activate(try LayoutConstraint.constraints(withVisualFormat: "V:|[image(30)]|", names: names))
        let image = root.descendant(named: "image")!
        let engine = try LayoutEngine(root: root, direction: .rightToLeft)
        try engine.fittingSize(width: 100)
        #expect(image.frame == Rect(x: 60, y: 0, width: 30, height: 30))
    }
}
