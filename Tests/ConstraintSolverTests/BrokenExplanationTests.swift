import Testing
@testable import ConstraintSolver

/// Explanations of broken optional constraints, read from the tableau.
@Suite struct BrokenExplanationTests {
    /// `y == 10` cannot hold: `x <= 5` and `y == x + 1` cap y at 6; `z >= 0` and the weak `x == 1` play no part.
    @Test func namesTheHigherConstraintsThatLeaveNoRoom() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cap = x <= 5, link = y == x + 1, target = (y == 10).priority(750)
        try solver.add([z >= 0, cap, (x == 1).priority(250), link, target])
        #expect(solver.brokenConstraints.map(\.description) == ["x == 1 @250", "y == 10 @750"])
        #expect(solver.conflicts(ofBroken: target).map(\.description) == ["x <= 5", "y == x + 1"])
        // The weak x == 1 gives way to y == 10 @750, which is of higher priority and broken itself.
        #expect(solver.conflicts(ofBroken: solver.brokenConstraints[0]).map(\.description) == [])
    }

    @Test func explainsThroughEditVariables() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("W")
        try solver.addEditVariable(w, priority: 999)
        try solver.suggestValue(300, for: w)
        let fit = x <= w - 20, wish = (x == 1000).priority(500)
        try solver.add([fit, wish])
        // The edit was added first; its current form is `W == 300`.
        #expect(solver.conflicts(ofBroken: wish).map { solver.currentForm(of: $0).description }
                    == ["W == 300 @999 (edit(W))", "x <= W - 20"])
    }

    @Test func listsNothingForAConstraintOutvotedAtItsOwnPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        let lonely = (x == 1).priority(250)
        try solver.add([lonely, (x == 3).priority(250), (2 * x == 6).priority(250)])
        #expect(solver.conflicts(ofBroken: lonely).isEmpty)
    }

    @Test func stopsWhenTheBudgetIsSpent() throws {
        let solver = Solver()
        var wishes: [Constraint] = []
        for index in 0..<3 {
            let x = Variable("x\(index)")
            try solver.add(x <= 5)
            wishes.append((x == 8).priority(750))
            try solver.add(wishes[index])
        }
        var budget = ExplanationBudget(units: 1)
        // An explanation started with units left finishes, then the budget is spent.
        #expect(solver.conflicts(ofBroken: wishes[0], budget: &budget)?.map(\.description) == ["x0 <= 5"])
        #expect(budget.isSpent)
        #expect(solver.conflicts(ofBroken: wishes[1], budget: &budget) == nil)
        var unlimited = ExplanationBudget.unlimited
        #expect(solver.conflicts(ofBroken: wishes[2], budget: &unlimited)?.map(\.description) == ["x2 <= 5"])
        #expect(!unlimited.isSpent)
    }

    /// A row of views pinned to a width too narrow for all: each explanation reads the rows it needs,
    /// so its work grows at most with the system (the old search grew with its square and more).
    @Test func costsAboutTheSameWorkPerBrokenConstraintAsTheSystemGrows() throws {
        func workPerBroken(views: Int) throws -> Double {
            let solver = Solver()
            let w = Variable("W")
            try solver.addEditVariable(w, priority: 750)
            try solver.suggestValue(Double(views) * 50, for: w)
            var previous: Variable?
            for index in 0..<views {
                let left = Variable("left\(index)"), width = Variable("width\(index)")
                try solver.add(previous.map { left == $0 + 10 } ?? (left == 0))
                try solver.add((width == 100).priority(250))
                try solver.add((width >= 10).priority(500))
                let right = Variable("right\(index)")
                try solver.add(right == left + width)
                if index == views - 1 { try solver.add(right == w) }
                previous = right
            }
            var budget = ExplanationBudget(units: Int.max)
            let broken = solver.brokenConstraints
            for constraint in broken { _ = solver.conflicts(ofBroken: constraint, budget: &budget) }
            return Double(Int.max - budget.remaining!) / Double(max(1, broken.count))
        }
        let small = try workPerBroken(views: 20), large = try workPerBroken(views: 200)
        #expect(large < small * 10, "work per broken constraint: \(small) for 20 views, \(large) for 200")
    }
}
