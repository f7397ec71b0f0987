import Cellshot
import CellshotModel
import FuzzSupport
import Foundation

/// A generated document (``DocumentGenerator``: the input's bytes are its choices) read, laid out and
/// drawn to a PNG at scale 1, in-process, as `cellshot render` would. Errors — a text over its budget,
/// an unfilled placeholder, a template that does not check — are answers (exit status 2 in the command);
/// traps, sanitizer reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var generator = DocumentGenerator(Array(UnsafeBufferPointer(start: data, count: size)))
    let bytes = generator.document().bytes
    // `FUZZ_RENDER_PRINT=1 fuzz-render FINDING` prints the document a finding made, to reproduce it with
    // `cellshot render` and keep it under Tests/CellshotCLITests/Hostile.
    if getenv("FUZZ_RENDER_PRINT") != nil { print(String(decoding: bytes, as: UTF8.self)) }
    RenderRun.render(bytes)
    return 0
}

enum RenderRun {
    /// One environment for the whole run, as a long-lived process would keep: fonts are set up once.
    nonisolated(unsafe) static let environment: RenderEnvironment = {
        do {
            return try RenderEnvironment()
        } catch {
            fatalError("cannot set up rendering (run scripts/setup.sh): \(error)")
        }
    }()
    static let outputPath = ScratchFolder.file("render.png")

    static func render(_ bytes: [UInt8]) {
        guard let document = try? ListDocument.decode(bytes, file: "fuzz.json", baseDirectory: ScratchFolder.path,
                                                      format: .json),
              let renderer = try? ListRenderer(document: document, file: "fuzz.json",
                                               options: RenderOptions(scale: 1), environment: environment)
        else { return }
        _ = try? renderer.layout(in: .normal)
        try? renderer.writePNG(to: outputPath)
    }
}
