import CellshotModel
import FuzzSupport

/// The input as a list document: JSON when the first byte is even, YAML when it is odd, so that both
/// readers see every input the corpus grows. A document error is an answer; only traps, sanitizer
/// reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let format: DocumentFormat = (bytes.first ?? 0) % 2 == 0 ? .json : .yaml
    _ = try? ListDocument.decode(bytes, file: "fuzz", baseDirectory: ScratchFolder.path, format: format)
    return 0
}
