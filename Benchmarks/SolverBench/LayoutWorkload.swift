import CellshotGraphics
import CellshotLayout

/// Workload (d): the layout engine's reuse. A cell template of `views` views
/// (lines of an icon and four labels, as in the `cellN.json` systems) is built
/// once and laid out for 200 rows with new label widths and cell widths; the
/// peer builds a new engine for every row, which is what reuse saves.
enum LayoutWorkload {
    /// A label whose width the benchmark changes per row.
    final class Content: IntrinsicContent {
        var width: Double
        let height: Double
        init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
        var dependsOnWidth: Bool { false }
        func intrinsicContentSize(forWidth width: Double?) -> IntrinsicContentSize {
            IntrinsicContentSize(width: self.width, height: height, firstBaseline: height * 0.75,
                                 lastBaselineFromBottom: height * 0.25)
        }
    }

    static func makeTemplate(views: Int) -> (View, [Content]) {
        let cell = View(name: "contentView")
        cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        var contents: [Content] = []
        var previousIcon: View?
        var constraints: [LayoutConstraint] = []
        for line in 0..<(views / 5) {
            let icon = View(name: "icon\(line)", content: FixedIntrinsicContent(width: 24, height: 24))
            cell.addSubview(icon)
            constraints.append(icon.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor))
            if let previousIcon {
                constraints.append(icon.topAnchor.constraint(equalTo: previousIcon.bottomAnchor, constant: 8))
            } else {
                constraints.append(icon.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor))
            }
            var previous = icon
            for k in 1...4 {
                let content = Content(width: 50, height: k == 1 ? 20 : 16)
                contents.append(content)
                let label = View(name: "label\(line)_\(k)", content: content)
                if k == 1 { label.setContentCompressionResistancePriority(749, for: .horizontal) }
                cell.addSubview(label)
                constraints.append(label.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                constraints.append(label.centerYAnchor.constraint(equalTo: icon.centerYAnchor))
                previous = label
            }
            constraints.append(previous.trailingAnchor.constraint(lessThanOrEqualTo: cell.layoutMarginsGuide.trailingAnchor))
            previousIcon = icon
        }
        if let previousIcon {
            constraints.append(previousIcon.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor))
        }
        LayoutConstraint.activate(constraints)
        return (cell, contents)
    }

    /// Per-row label widths and cell widths, from a fixed seed (same every run).
    static func rows(views: Int, count: Int = 200) -> [(width: Double, labels: [Double])] {
        var state: UInt64 = 0x5EED_0000 &+ UInt64(views)
        func next(_ range: ClosedRange<Int>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(range.lowerBound + Int((state >> 33) % UInt64(range.count))) / 2
        }
        let widths = [320.0, 375, 390, 414, 428]
        return (0..<count).map { _ in
            (widths[Int(next(0...9)) % 5], (0..<(views / 5 * 4)).map { index in
                index % 4 == 0 ? next(80...720) : next(40...140)
            })
        }
    }

    static func run(views: Int) throws -> [String: Double] {
        let (cell, contents) = makeTemplate(views: views)
        let plan = rows(views: views)
        var engine: LayoutEngine?
        let build = try seconds { engine = try LayoutEngine(root: cell) }
        guard let engine else { return [:] }
        var reusedHeights: [Double] = []
        let reuse = try seconds {
            for row in plan {
                for (content, width) in zip(contents, row.labels) { content.width = width }
                reusedHeights.append(try engine.fittingSize(width: row.width).height)
            }
        }
        var rebuiltHeights: [Double] = []
        let rebuild = try seconds {
            for row in plan {
                for (content, width) in zip(contents, row.labels) { content.width = width }
                rebuiltHeights.append(try LayoutEngine(root: cell).fittingSize(width: row.width).height)
            }
        }
        let mismatches = zip(reusedHeights, rebuiltHeights).filter { abs($0 - $1) > 1e-6 }.count
        return ["build": build, "rowTotal": reuse, "rowMean": reuse / Double(plan.count),
                "rebuildMean": rebuild / Double(plan.count), "mismatches": Double(mismatches)]
    }
}
