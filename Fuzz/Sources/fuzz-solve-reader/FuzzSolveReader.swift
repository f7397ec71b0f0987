import ConstraintSystem

/// The input as `cellshot solve`'s system document, read only: the JSON parser, every check of
/// `SystemDocument` (the ConstraintSystem library `cellshot solve` runs), the constraint parser
/// for each entry, the names and display texts `cellshot solve` prints, and on a mistake the message it
/// prints. Nothing is solved, so the reader runs several times as often as in `fuzz-solve`, which spends
/// half of each input in the solver. A document error is an answer; traps, sanitizer reports and hangs
/// are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        let document = try SystemDocument.decode(Array(UnsafeBufferPointer(start: data, count: size)))
        _ = document.constraints.map(\.displayText) + document.edits.map(\.displayText) + document.variableNames
    } catch {
        _ = error.message(file: "system.json")
    }
    return 0
}
