import ConstraintSolver

/// The input as `cellshot solve`'s system document: the JSON reader and every check of
/// `SystemDocument` (the executable's own files, linked here: an executable target is not a product
/// another package can import), then solved as `SystemSolver` does — edits first, then the constraints,
/// then the broken ones explained within `cellshot solve`'s default budget of work. A document error or
/// a solver error is an answer; traps, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? SystemDocument.decode(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    _ = document.constraints.map(\.displayText) + document.edits.map(\.displayText)
    let solver = Solver()
    var variables: [String: Variable] = [:]
    for name in document.variableNames { variables[name] = Variable(name) }
    func expression(_ parsed: ParsedExpression) -> Expression {
        Expression(terms: parsed.terms.map { Term(variables[$0.name] ?? Variable($0.name), $0.coefficient) },
                   constant: parsed.constant)
    }
    for edit in document.edits {
        guard let variable = variables[edit.name] else { continue }
        try? solver.addEditVariable(variable, priority: Priority(edit.priority))
        try? solver.suggestValue(edit.value, for: variable)
    }
    for entry in document.constraints {
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
