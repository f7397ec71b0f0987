import ConstraintSystem

/// The input as `cellshot solve`'s system document, read and solved by the library `cellshot solve` runs
/// (`ConstraintSystem`): the JSON reader and every check of `SystemDocument`, then `SystemSolver` — edits
/// first, then the constraints, then the broken ones explained within the default budget of work — and the
/// solution written as text. A document error or a solver error is an answer; traps, sanitizer reports and
/// hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? SystemDocument.decode(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    _ = document.constraints.map(\.displayText) + document.edits.map(\.displayText)
    guard let solution = try? SystemSolver(explanations: .budgeted).solve(document) else { return 0 }
    _ = SolutionText.output(solution, format: .text) + SolutionText.warnings(solution)
    return 0
}
