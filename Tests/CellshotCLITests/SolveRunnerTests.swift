import CellshotModel
import ConstraintSystem
import Testing
@testable import CellshotCLI

/// Exact output of `cellshot solve` for systems that solve.
@Suite struct SolveOutputTests {
    static let example = """
        { "constraints": [ "x + 2*y >= 10", "x == 3*y @750",
                           { "expr": "y <= 100", "priority": 250, "id": "cap" } ],
          "edits": { "W": { "value": 800, "priority": 999 } } }
        """

    /// x == 3y at 750 holds exactly for every y ≥ 2; the solver stops at the vertex y = 2.
    @Test func solvesTheExampleFromTheFormat() {
        #expect(solve(Self.example) == success("{\"W\": 800, \"x\": 6, \"y\": 2}\n"))
    }

    /// A solution whose numbers overflow a Double is the system's doing (bad input), not the solver's.
    @Test func aSolutionBeyondADoublesRangeIsBadInput() {
        #expect(solve(#"{"constraints": ["y == 1e301 @1", "x == y * 1e10"]}"#)
                == failure("system.json: the solution is not finite: x = inf (the system's numbers multiply beyond "
                           + "1.8e308, a Double's range)"))
    }

    @Test func printsTextLines() {
        #expect(solve(Self.example, format: .text) == success("W = 800\nx = 6\ny = 2\n"))
    }

    @Test func printsNumbersTheShortestWayThatReadsBack() {
        let json = #"{"constraints": ["a == 2.5", "b == -0", "c == 1e20", "d == 1e-7", "e == -12", "f == 0.1 + 0.2", "g == 1/3"]}"#
        let expected = #"{"a": 2.5, "b": 0, "c": 1e+20, "d": 1e-07, "e": -12, "f": 0.30000000000000004, "g": 0.3333333333333333}"#
        #expect(solve(json) == success(expected + "\n"))
    }

    @Test func formatsNumbers() {
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(800) == "800")
        #expect(JSONText.number(-2.5) == "-2.5")
        #expect(JSONText.number(9_007_199_254_740_992) == "9007199254740992")
        #expect(JSONText.number(1e16) == "1e+16")
        #expect(JSONText.number(.leastNonzeroMagnitude) == "5e-324")
    }

    @Test func sortsNamesByCodePoint() {
        let json = #"{"constraints": ["b == 1", "B == 2", "a == 3", "_z == 4", "a.b == 5", "Z1 == 6", "제목 == 7"]}"#
        let expected = #"{"B": 2, "Z1": 6, "_z": 4, "a": 3, "a.b": 5, "b": 1, "제목": 7}"#
        #expect(solve(json) == success(expected + "\n"))
    }

    @Test func reportsNamesWhoseCoefficientsCancelOut() {
        #expect(solve(#"{"constraints": ["x - x + y == 3", "0*z >= -1"]}"#) == success("{\"x\": 0, \"y\": 3, \"z\": 0}\n"))
    }

    @Test func printsAnEmptySystem() {
        #expect(solve(#"{"constraints": []}"#) == success("{}\n"))
        #expect(solve(#"{"constraints": []}"#, format: .text) == success(""))
    }

    @Test func ignoresUnknownTopLevelKeys() {
        let json = #"{"rows": [1, 2], "constraints": ["x == 1e3"], "checksums": {"a": null}}"#
        #expect(solve(json) == success("{\"x\": 1000}\n"))
    }

    @Test func warnsAboutBrokenConstraintsWithTheirConflicts() {
        let json = """
            {"constraints": [{"expr": "left == 10", "id": "leading"}, "width == 100",
                             {"expr": "left + width <= 50", "priority": 750, "id": "fit"}]}
            """
        let warnings = """
            warning: broken constraint 2 (fit): left + width <= 50 @750 — off by 60
              constraints[0] (leading): left == 10
              constraints[1]: width == 100

            """
        #expect(solve(json) == success("{\"left\": 10, \"width\": 100}\n", warnings: warnings))
    }

    @Test func listsNoConflictsForAConstraintOutvotedAtItsOwnPriority() {
        let json = #"{"constraints": ["x == 1 @250", "x == 3 @250", "x == 3 @250"]}"#
        #expect(solve(json) == success("{\"x\": 3}\n", warnings: "warning: broken constraint 0: x == 1 @250 — off by 2\n"))
    }

    @Test func explainsBrokenConstraintsWithEdits() {
        let json = #"{"constraints": ["x <= W - 20", "x == 1000 @500"], "edits": {"W": 300}}"#
        let warnings = """
            warning: broken constraint 1: x == 1000 @500 — off by 720
              constraints[0]: x <= W - 20
              edits.W: W == 300 @999

            """
        #expect(solve(json) == success("{\"W\": 300, \"x\": 280}\n", warnings: warnings))
    }
}

/// Edit variables: added and suggested before the constraints.
@Suite struct SolveEditTests {
    @Test func suggestsValuesForEditVariablesNotUsedElsewhere() {
        let json = #"{"constraints": ["x == W / 2"], "edits": {"W": 375.5, "H": {"value": -4}}}"#
        #expect(solve(json) == success("{\"H\": -4, \"W\": 375.5, \"x\": 187.75}\n"))
    }

    @Test func warnsAboutAnEditBrokenByARequiredConstraint() {
        let json = #"{"constraints": ["W <= 500"], "edits": {"W": {"value": 800}}}"#
        let warnings = "warning: broken edit W: W == 800 @999 — off by 300\n  constraints[0]: W <= 500\n"
        #expect(solve(json) == success("{\"W\": 500}\n", warnings: warnings))
    }

    @Test func letsStrongerConstraintsWinOverWeakEdits() {
        let json = #"{"constraints": ["W == 100 @750"], "edits": {"W": {"value": 800, "priority": 500}}}"#
        let warnings = "warning: broken edit W: W == 800 @500 — off by 700\n  constraints[0]: W == 100 @750\n"
        #expect(solve(json) == success("{\"W\": 100}\n", warnings: warnings))
    }

    @Test func letsEditsWinOverWeakerConstraints() {
        let json = #"{"constraints": ["W == 100 @750"], "edits": {"W": {"value": 800, "priority": 751}}}"#
        let warnings = "warning: broken constraint 0: W == 100 @750 — off by 700\n  edits.W: W == 800 @751\n"
        #expect(solve(json) == success("{\"W\": 800}\n", warnings: warnings))
    }

    @Test func acceptsDottedEditNames() {
        let json = #"{"constraints": ["title.width <= 200"], "edits": {"title.width": 150}}"#
        #expect(solve(json) == success("{\"title.width\": 150}\n"))
    }
}

/// Required constraints that cannot all hold: exit status 2 and a minimal conflict set.
@Suite struct SolveConflictTests {
    @Test func namesTheConflictingConstraintsByIdAndText() {
        let json = """
            {"constraints": [{"expr": "left == 10", "id": "leading"}, {"expr": "right == 310", "id": "trailing"},
                             "spacer >= 0", {"expr": "right - left <= 200", "id": "too-narrow"}]}
            """
        let message = """
            system.json: constraints[3] (too-narrow) cannot be satisfied together with:
              constraints[0] (leading): left == 10
              constraints[1] (trailing): right == 310
            """
        #expect(solve(json) == failure(message))
    }

    @Test func namesAConstraintWithoutAnIdByItsText() {
        let json = #"{"constraints": ["x >= 5", "y == 2", "x <= 3"]}"#
        #expect(solve(json) == failure("system.json: constraints[2] (x <= 3) cannot be satisfied together with:\n  constraints[0]: x >= 5"))
    }

    @Test func reportsAConstraintThatCanNeverHold() {
        #expect(solve(#"{"constraints": ["x == 1", "1 == 2"]}"#) == failure("system.json: constraints[1] (1 == 2) can never be satisfied"))
    }

    @Test func ignoresOptionalConstraintsWhenExplaining() {
        let json = #"{"constraints": ["x == 1 @999", "x >= 5", "x <= 3"]}"#
        #expect(solve(json) == failure("system.json: constraints[2] (x <= 3) cannot be satisfied together with:\n  constraints[1]: x >= 5"))
    }

    @Test func mapsSolverErrorsToExitStatuses() throws {
        let path = JSONPath().appending(key: "constraints").appending(index: 4)
        let entry = try SystemConstraint(json: .string("x == 1"), index: 4, path: path)
        let rejected = CommandError(.rejected(entry, reason: "not a finite number: x"), file: "f.json")
        #expect(rejected == CommandError("f.json: constraints[4]: the solver rejected x == 1: not a finite number: x", status: .badInput))
        let failed = CommandError(.internalError("unbounded"), file: "f.json")
        #expect(failed == CommandError("f.json: internal solver error: unbounded", status: .internalError))
        #expect(failed.description == "error: f.json: internal solver error: unbounded")
    }
}

/// `--stats`.
@Suite struct SolveStatisticsTests {
    @Test func printsStatisticsOnStandardError() {
        let outcome = solve(SolveOutputTests.example, statistics: true)
        #expect(outcome.standardOutput == "{\"W\": 800, \"x\": 6, \"y\": 2}\n")
        #expect(outcome.standardError.hasPrefix("stats: pivots="))
        #expect(outcome.standardError.hasSuffix(" constraints=3 edits=1 variables=3\n"))
        #expect(outcome.standardError.contains(" substitutions="))
    }
}

/// Numbers for people and `--explain`.
@Suite struct SolveExplanationTests {
    static let twoBroken = #"{"constraints": ["x <= 5", "x == 9.8 @750", "y <= 1", "y == 2 @750"]}"#

    @Test func roundsTheMissInWarnings() {
        let warnings = """
            warning: broken constraint 1: x == 9.8 @750 — off by 4.8
              constraints[0]: x <= 5
            warning: broken constraint 3: y == 2 @750 — off by 1
              constraints[2]: y <= 1

            """
        #expect(solve(Self.twoBroken) == success("{\"x\": 5, \"y\": 1}\n", warnings: warnings))
    }

    @Test func roundsTextButNotJSON() {
        let json = #"{"constraints": ["a == 0.1 + 0.2", "b == 4.800000000000338", "c == 1e-12"]}"#
        #expect(solve(json, format: .text) == success("a = 0.3\nb = 4.8\nc = 0\n"))
        #expect(solve(json) == success("{\"a\": 0.30000000000000004, \"b\": 4.800000000000338, \"c\": 1e-12}\n"))
    }

    @Test func explainsTheFirstNAndCountsTheRest() {
        let warnings = """
            warning: broken constraint 1: x == 9.8 @750 — off by 4.8
              constraints[0]: x <= 5
            warning: broken constraint 3: y == 2 @750 — off by 1
            note: 1 more broken constraint not explained (--explain all explains every one)

            """
        #expect(solve(Self.twoBroken, explain: .first(1)) == success("{\"x\": 5, \"y\": 1}\n", warnings: warnings))
    }

    @Test func explainsNoneWithoutANote() {
        let warnings = """
            warning: broken constraint 1: x == 9.8 @750 — off by 4.8
            warning: broken constraint 3: y == 2 @750 — off by 1

            """
        #expect(solve(Self.twoBroken, explain: .none) == success("{\"x\": 5, \"y\": 1}\n", warnings: warnings))
    }

    /// 1,000 broken constraints, each held back by a chain of 10: the default budget explains the
    /// first ones and counts the others.
    @Test func boundsTheWorkOfTheDefault() {
        var constraints: [String] = []
        for chain in 0..<1_000 {
            constraints.append("\"a\(chain)_0 <= 5\"")
            for link in 1...10 { constraints.append("\"a\(chain)_\(link) == a\(chain)_\(link - 1) + 1\"") }
            constraints.append("\"a\(chain)_10 == 100 @750\"")
        }
        let json = #"{"constraints": ["# + constraints.joined(separator: ", ") + "]}"
        let lines = solve(json).standardError.split(separator: "\n")
        let explained = lines.count { $0.hasPrefix("  constraints[") } / 11
        #expect(explained > 100 && explained < 1_000)
        #expect(lines.last == "note: \(1_000 - explained) more broken constraints not explained (--explain all explains every one)")
        #expect(solve(json, explain: .all).standardError.split(separator: "\n").count == 12 * 1_000)
    }

    @Test(arguments: [("budget", ExplanationMode.budgeted), ("all", .all), ("none", .none), ("first:3", .first(3)),
                      ("first 3", .first(3))])
    func readsTheOption(text: String, mode: ExplanationMode) {
        #expect(ExplanationMode(argument: text) == mode)
    }

    @Test(arguments: ["some", "first", "first:-1", "first:x", "last:3"])
    func rejectsOtherValues(text: String) {
        #expect(ExplanationMode(argument: text) == nil)
    }
}
