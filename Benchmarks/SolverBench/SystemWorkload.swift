import ConstraintSolver
import Foundation

/// A system file of `kiwi/` (`form.json`, `cellN.json`): constraints in the
/// `cellshot solve` format plus the workload's own data.
struct SystemFile {
    var constraints: [(text: String, priority: Float?, id: String?)]
    var edits: [(name: String, value: Double, priority: Float)]
    var extra: [String: Any]

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["constraints"] as? [Any] else { throw BenchmarkError("\(path): not a system file") }
        constraints = try list.map { entry in
            if let text = entry as? String { return (text, nil, nil) }
            guard let entry = entry as? [String: Any], let text = entry["expr"] as? String else {
                throw BenchmarkError("\(path): bad constraint \(entry)")
            }
            return (text, (entry["priority"] as? NSNumber)?.floatValue, entry["id"] as? String)
        }
        // Edits in name order (JSONSerialization forgets key order; the optimum is unique either way).
        let editObject = object["edits"] as? [String: [String: Any]] ?? [:]
        edits = editObject.keys.sorted().map { name in
            let edit = editObject[name]!
            return (name, (edit["value"] as? NSNumber)?.doubleValue ?? 0,
                    (edit["priority"] as? NSNumber)?.floatValue ?? 999)
        }
        extra = object
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A system built in a solver, with its variables by name.
final class BuiltSystem {
    let solver = Solver()
    let variables = VariableTable()

    func variable(_ name: String) -> Variable { variables.variable(named: name) }

    var checksum: Double { variables.variables.values.reduce(0) { $0 + solver.value(of: $1) } }

    /// Builds `file` the way kiwi_bench.py does: construct, edits, constraints; timings by phase.
    static func build(_ file: SystemFile) throws -> (BuiltSystem, [String: Double]) {
        let system = BuiltSystem()
        // Parsing text is not timed (kiwi_bench.py parses before timing too).
        let parsed = try file.constraints.map { try ConstraintParser.parse($0.text) }
        var constraints: [Constraint] = []
        let construct = seconds {
            for (entry, parsed) in zip(file.constraints, parsed) {
                constraints.append(parsed.constraint(priority: entry.priority.map { Priority($0) },
                                                     identifier: entry.id, variable: system.variable))
            }
            for edit in file.edits { _ = system.variable(edit.name) }
        }
        let setup = try seconds {
            for edit in file.edits {
                try system.solver.addEditVariable(system.variable(edit.name), priority: Priority(edit.priority))
                try system.solver.suggestValue(edit.value, for: system.variable(edit.name))
            }
        }
        let add = try seconds { for constraint in constraints { try system.solver.add(constraint) } }
        return (system, ["construct": construct, "setup": setup, "add": add, "firstUpdate": 0,
                         "addSolve": setup + add, "buildSolve": construct + setup + add,
                         "constraints": Double(constraints.count)])
    }
}

enum FormWorkload {
    static func run(directory: String, cycles: Int) throws -> [String: Double] {
        let file = try SystemFile(path: "\(directory)/form.json")
        let (system, timings) = try BuiltSystem.build(file)
        let sizes = (file.extra["sizes"] as? [[String: Double]] ?? []).map { ($0["width"] ?? 0, $0["height"] ?? 0) }
        let expected = file.extra["checksums"] as? [Double] ?? []
        let width = system.variable("width"), height = system.variable("height")
        var maxError = 0.0
        for (index, (w, h)) in sizes.enumerated() {
            try system.solver.suggestValue(w, for: width)
            try system.solver.suggestValue(h, for: height)
            if index < expected.count { maxError = max(maxError, abs(system.checksum - expected[index])) }
        }
        let total = try seconds {
            for _ in 0..<cycles {
                for (w, h) in sizes {
                    try system.solver.suggestValue(w, for: width)
                    try system.solver.suggestValue(h, for: height)
                }
            }
        }
        var result = timings
        result["resolveTotal"] = total
        result["resolveMean"] = total / Double(cycles * max(1, sizes.count))
        result["checksumMaxError"] = maxError
        return result
    }
}

enum CellWorkload {
    static func run(directory: String, views: Int, maxRows: Int?) throws -> [String: Double] {
        let file = try SystemFile(path: "\(directory)/cell\(views).json")
        let (system, timings) = try BuiltSystem.build(file)
        var rows = (file.extra["rows"] as? [[String: Double]] ?? [])
        if let maxRows { rows = Array(rows.prefix(maxRows)) }
        let plan = rows.map { row in row.keys.sorted().map { (system.variable($0), row[$0]!) } }
        let expected = file.extra["checksums"] as? [Double] ?? []
        let total = try seconds {
            for row in plan { for (variable, value) in row { try system.solver.suggestValue(value, for: variable) } }
        }
        var maxError = 0.0
        for (index, row) in plan.enumerated() {
            for (variable, value) in row { try system.solver.suggestValue(value, for: variable) }
            if index < expected.count { maxError = max(maxError, abs(system.checksum - expected[index])) }
        }
        var result = timings
        result["rows"] = Double(plan.count)
        result["rowTotal"] = total
        result["rowMean"] = total / Double(max(1, plan.count))
        result["checksumMaxError"] = maxError
        return result
    }
}
