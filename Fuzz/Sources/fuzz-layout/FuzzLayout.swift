import Cellshot
import CellshotModel
import FuzzSupport
import Foundation

/// A generated document (``DocumentGenerator``, as `fuzz-render`'s) read and laid out in every state, in-process,
/// as `cellshot layout` would — grids, buttons, list content views, symbol configurations, templates and the
/// budgets — without drawing it. Six layouts an input are still Pango's shaping and the solver's work under
/// AddressSanitizer: 8 to 12 inputs a second on 2 shared cores (release build), about what `fuzz-render` makes, so a
/// million inputs is a day's run (Fuzz/README.md, "Runs for issue 40"). Errors are answers; traps, sanitizer
/// reports and hangs are findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var generator = DocumentGenerator(Array(UnsafeBufferPointer(start: data, count: size)))
    let bytes = generator.document().bytes
    if getenv("FUZZ_LAYOUT_PRINT") != nil { print(String(decoding: bytes, as: UTF8.self)) }
    LayoutRun.layOut(bytes)
    return 0
}

enum LayoutRun {
    /// One environment for the whole run, as a long-lived process would keep: fonts are set up once.
    nonisolated(unsafe) static let environment: RenderEnvironment = {
        do {
            return try RenderEnvironment()
        } catch {
            fatalError("cannot set up rendering (run scripts/setup.sh): \(error)")
        }
    }()

    static func layOut(_ bytes: [UInt8]) {
        guard let document = try? ListDocument.decode(bytes, file: "fuzz.json", baseDirectory: ScratchFolder.path,
                                                      format: .json),
              let renderer = try? ListRenderer(document: document, file: "fuzz.json",
                                               options: RenderOptions(scale: 1), environment: environment)
        else { return }
        for state in CellState.allCases { _ = try? renderer.layout(in: state) }
    }
}
