import ConstraintSystem

/// The input as `cellshot solve`'s system document, read and solved by the library `cellshot solve` runs
/// (`ConstraintSystem`): the JSON reader and every check of `SystemDocument`, then `SystemSolver` — edits
/// first, then the constraints, then the broken ones explained within the default budget of work — and the
/// solution written as text. A document error or a solver error is an answer; traps, sanitizer reports and
/// hangs are findings.
///
/// Only the first ``solvedConstraints`` constraints and edits are solved: a system of a few dozen
/// constraints already reaches every path of the solver (the benchmarks solve the large ones), while the
/// inputs grow to libFuzzer's 4 KB, a hundred constraints, each solved and its broken ones explained. The
/// reader sees the whole input here, and is fuzzed on its own, several times faster, by `fuzz-solve-reader`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard var document = try? SystemDocument.decode(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    _ = document.constraints.map(\.displayText) + document.edits.map(\.displayText)
    document.constraints = Array(document.constraints.prefix(solvedConstraints))
    document.edits = Array(document.edits.prefix(solvedConstraints))
    guard let solution = try? SystemSolver(explanations: .budgeted).solve(document) else { return 0 }
    _ = SolutionText.output(solution, format: .text) + SolutionText.warnings(solution)
    return 0
}

/// The most constraints (and edits) one input solves.
let solvedConstraints = 32
