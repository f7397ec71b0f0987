import ConstraintSolver

/// The input as `cellshot solve`'s system document: the JSON reader and every check of
/// `SystemDocument` (the executable's own files, linked here: an executable target is not a product
/// another package can import), then solved as `SystemSolver` does — edits first, then the constraints,
/// then the broken ones explained within `cellshot solve`'s default budget of work. A document error or
/// a solver error is an answer; traps, sanitizer reports and hangs are findings.
///
/// Only the first ``solvedConstraints`` constraints and edits are solved: a system of a few dozen
/// constraints already reaches every path of the solver (the benchmarks solve the large ones), while the
/// inputs grow to libFuzzer's 4 KB, a hundred constraints, each solved and its broken ones explained. The
/// reader sees the whole input here, and is fuzzed on its own, several times faster, by `fuzz-solve-reader`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? SystemDocument.decode(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    let solver = Solver()
    var variables: [String: Variable] = [:]
    for name in document.variableNames { variables[name] = Variable(name) }
    func expression(_ parsed: ParsedExpression) -> Expression {
        Expression(terms: parsed.terms.map { Term(variables[$0.name] ?? Variable($0.name), $0.coefficient) },
                   constant: parsed.constant)
    }
    for edit in document.edits.prefix(solvedConstraints) {
        guard let variable = variables[edit.name] else { continue }
        try? solver.addEditVariable(variable, priority: Priority(edit.priority))
        try? solver.suggestValue(edit.value, for: variable)
    }
    for entry in document.constraints.prefix(solvedConstraints) {
        try? solver.add(Constraint(expression(entry.parsed.lhs), entry.parsed.relation, expression(entry.parsed.rhs),
                                   priority: Priority(entry.priority), identifier: entry.identifier))
    }
    _ = variables.values.map { solver.value(of: $0) }
    var budget = ExplanationBudget(units: 300_000)
    for constraint in solver.brokenConstraints {
        guard solver.conflicts(ofBroken: constraint, budget: &budget) != nil else { break }
    }
    return 0
}

/// The most constraints (and edits) one input solves.
let solvedConstraints = 32
