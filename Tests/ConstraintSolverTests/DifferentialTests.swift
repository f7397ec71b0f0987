import Foundation
import Testing
import ConstraintSolver

/// One system of `Fixtures/*.json`: constraints in `cellshot solve` form and the
/// values every variable must take (computed by a lexicographic LP with scipy,
/// checked unique, and — for `kiwi-differential.json` — matched by kiwisolver).
struct FixtureCase: Decodable, CustomTestStringConvertible, Sendable {
    struct System: Decodable, Sendable {
        var constraints: [Entry]
        var edits: [String: Edit]?
    }
    enum Entry: Decodable, Sendable {
        case text(String)
        case object(expr: String, priority: Float?, id: String?)

        init(from decoder: Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
                return
            }
            struct Object: Decodable { var expr: String; var priority: Float?; var id: String? }
            let object = try Object(from: decoder)
            self = .object(expr: object.expr, priority: object.priority, id: object.id)
        }
    }
    struct Edit: Decodable, Sendable { var value: Double; var priority: Float? }

    var name: String
    var system: System
    var expected: [String: Double]
    var kiwi: [String: Double]?

    var testDescription: String { name }

    static func load(_ file: String) throws -> [FixtureCase] {
        guard let url = Bundle.module.url(forResource: file, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode([FixtureCase].self, from: Data(contentsOf: url))
    }

    /// Solves the system with cellshot's solver.
    func solve() throws -> [String: Double] {
        let solver = Solver()
        let table = VariableTable()
        let variable = table.variable(named:)
        for entry in system.constraints {
            switch entry {
            case let .text(text):
                try solver.add(try ConstraintParser.parse(text).constraint(variable: variable))
            case let .object(expr, priority, id):
                try solver.add(try ConstraintParser.parse(expr)
                    .constraint(priority: priority.map { Priority($0) }, identifier: id, variable: variable))
            }
        }
        for (name, edit) in (system.edits ?? [:]).sorted(by: { $0.key < $1.key }) {
            try solver.addEditVariable(variable(name), priority: Priority(edit.priority ?? 999))
            try solver.suggestValue(edit.value, for: variable(name))
        }
        return table.variables.mapValues { solver.value(of: $0) }
    }
}

@Suite("Differential against kiwisolver and a lexicographic LP")
struct DifferentialTests {
    static let kiwiCases = (try? FixtureCase.load("kiwi-differential")) ?? []
    static let strictTierCases = (try? FixtureCase.load("strict-tiers")) ?? []

    @Test func fixturesLoaded() {
        #expect(Self.kiwiCases.count >= 100)
        #expect(Self.strictTierCases.count >= 3)
    }

    @Test("agrees with kiwi where additive strengths do not matter", arguments: kiwiCases)
    func agreesWithKiwi(_ fixture: FixtureCase) throws {
        let values = try fixture.solve()
        for (name, expected) in fixture.expected {
            #expect(abs((values[name] ?? .nan) - expected) < 1e-6, "\(name): \(values[name] ?? .nan) vs \(expected)")
        }
    }

    @Test("follows strict tiers where kiwi's weights differ", arguments: strictTierCases)
    func strictTiers(_ fixture: FixtureCase) throws {
        let values = try fixture.solve()
        for (name, expected) in fixture.expected {
            #expect(abs((values[name] ?? .nan) - expected) < 1e-6, "\(name): \(values[name] ?? .nan) vs \(expected)")
        }
        // The point of these cases: kiwi's answer is a different one.
        if let kiwi = fixture.kiwi {
            #expect(kiwi.contains { name, value in abs(value - (fixture.expected[name] ?? value)) > 1e-6 })
        }
    }
}
