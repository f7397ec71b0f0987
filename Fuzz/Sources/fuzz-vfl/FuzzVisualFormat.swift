import CellshotLayout

/// Each line of the input (at most 64) as the Visual Format Language, parsed only — no views, no
/// solver — so that the parser alone runs thousands of times a second: `fuzz-constraints` feeds the
/// same lines to the layout engine, a hundred times slower. A syntax error is an answer; traps,
/// sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(64) {
        _ = try? VisualFormatParser.parse(String(line), metrics: ["pad": 8, "wide": 4096, "tiny": -4096, "half": 0.5])
    }
    return 0
}
