import CellshotModel
import FuzzSupport

/// The input as a list document: JSON when the first byte is odd, YAML when it is even, so that both
/// readers see the inputs the corpus grows (a mutation of the first byte moves an input to the other
/// reader). Odd for JSON because `{` and `[` are odd: the seed documents are read as what they are (the
/// YAML seeds start with a line feed). A document error is an answer; only traps, sanitizer reports and
/// hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let format: DocumentFormat = (bytes.first ?? 0) % 2 == 1 ? .json : .yaml
    _ = try? ListDocument.decode(bytes, file: "fuzz", baseDirectory: ScratchFolder.path, format: format)
    return 0
}
