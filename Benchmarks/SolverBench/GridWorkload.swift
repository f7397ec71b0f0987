import ConstraintSolver

/// Workload (a) of `kiwi/kiwi_bench.py`: N views in rows of 10, chained left to
/// right and top to bottom, the last of each row pinned to the container width.
enum GridWorkload {
    static let columns = 10
    static let initialWidth = 1200.0
    static let editWidths = (0..<8).map { 1000 + 100 * Double($0) }

    /// The optimal widths of a row of `k` views (workloads.py `grid_row_widths`): from
    /// the preferred 100, the leftmost views absorb the excess (up to 400) or the
    /// deficit (down to 40) first.
    static func rowWidths(views k: Int, container: Double) -> [Double] {
        var widths = Array(repeating: 100.0, count: k)
        var rest = container - 8 * Double(k) - 100 * Double(k)
        for c in 0..<k {
            let step = rest > 0 ? min(rest, 300) : max(rest, -60)
            widths[c] += step
            rest -= step
        }
        widths[0] += rest
        return widths
    }

    static func run(views n: Int, order: String) throws -> [String: Double] {
        var constraints: [Constraint] = []
        let w = Variable("W")
        var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
        let construct = seconds {
            left = (0..<n).map { Variable("left_\($0)") }
            top = (0..<n).map { Variable("top_\($0)") }
            width = (0..<n).map { Variable("width_\($0)") }
            height = (0..<n).map { Variable("height_\($0)") }
            var natural: [Constraint] = [], required: [Constraint] = [], optional: [Constraint] = []
            for i in 0..<n {
                let (r, c) = i.quotientAndRemainder(dividingBy: columns)
                let req = [
                    c == 0 ? left[i] == 0 : left[i] == left[i - 1] + width[i - 1] + 8,
                    r == 0 ? top[i] == 0 : top[i] == top[i - columns] + height[i - columns] + 8,
                    left[i] >= 0,
                    top[i] >= 0,
                ]
                // The preferred width's error is weighted by c + 1, so a row's
                // excess or deficit has a unique optimum (see kiwi_bench.py).
                let weight = Double(c + 1)
                let opt = [
                    (width[i] >= 40).priority(750), (height[i] >= 44).priority(750),
                    (width[i] <= 400).priority(500), (weight * width[i] == 100 * weight).priority(250),
                    (height[i] == 50).priority(250),
                ]
                let pin = c == columns - 1 || i == n - 1 ? [left[i] + width[i] + 8 == w] : []
                if order == "natural" { natural += req + opt + pin } else {
                    required += req + pin
                    optional += opt
                }
            }
            constraints = order == "natural" ? natural : required + optional
        }
        let solver = Solver()
        let setup = try seconds {
            try solver.addEditVariable(w, priority: 750)
            try solver.suggestValue(initialWidth, for: w)
        }
        let add = try seconds { for constraint in constraints { try solver.add(constraint) } }
        let editTotal = try seconds { for value in editWidths { try solver.suggestValue(value, for: w) } }

        // The unique optimum (see kiwi_bench.py) for the last width.
        var checksum = solver.value(of: w), expected = editWidths.last!, maxError = 0.0
        for row in stride(from: 0, to: n, by: columns) {
            let widths = rowWidths(views: min(columns, n - row), container: editWidths.last!)
            var x = 0.0
            for (c, cellWidth) in widths.enumerated() {
                let i = row + c
                defer { x += cellWidth + 8 }
                let values = [(left[i], x), (top[i], 58 * Double(row / columns)),
                              (width[i], cellWidth), (height[i], 50)]
                for (variable, value) in values {
                    checksum += solver.value(of: variable)
                    expected += value
                    maxError = max(maxError, abs(solver.value(of: variable) - value))
                }
            }
        }
        let statistics = solver.statistics
        return ["n": Double(n), "constraints": Double(constraints.count), "construct": construct, "setup": setup,
                "add": add, "firstUpdate": 0, "editTotal": editTotal, "editMean": editTotal / Double(editWidths.count),
                "addPlusEdits": add + editTotal, "checksum": checksum, "checksumExpected": expected,
                "maxAbsError": maxError, "pivots": Double(statistics.pivots),
                "artificialPivots": Double(statistics.artificialPivots), "dualPivots": Double(statistics.dualPivots),
                "substitutions": Double(statistics.substitutions)]
    }
}
