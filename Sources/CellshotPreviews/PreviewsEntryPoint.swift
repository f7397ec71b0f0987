import CellshotUIKit
import Foundation
import Testing

/// What the `cellshot-previews` plugin asks of the process it starts: its arguments as given, the package's folder
/// (relative paths start there) and the target's module name. The plugin puts it, as JSON, in the environment
/// variable ``variable`` of the test program it runs.
struct PreviewsRequest: Decodable {
    /// The environment variable that carries the request.
    static let variable = "CELLSHOT_PREVIEWS_REQUEST"

    var arguments: [String]
    var directory: String
    var module: String
    /// Previews whose code stopped an earlier process of this run, by place, with how it stopped.
    var crashed: [String: String]?

    /// The request this process was started with, if any.
    static var current: PreviewsRequest? {
        ProcessInfo.processInfo.environment[variable].flatMap { try? JSONDecoder().decode(PreviewsRequest.self, from: Data($0.utf8)) }
    }
}

/// The entry point `swift package cellshot-previews` runs: a test in the library a package's test target links, so
/// that it runs in a process that links the target's previews (which are found at run time). It is enabled only
/// when the plugin's request is in the environment; the plugin runs the test program with `--filter` naming it,
/// and it ends the process with the run's status. In a plain `swift test` it shows as skipped.
@Suite("cellshot-previews")
struct CellshotPreviewsEntryPoint {
    @Test("Draws the previews swift package cellshot-previews asks for",
          .enabled(if: ProcessInfo.processInfo.environment[PreviewsRequest.variable] != nil,
                   "runs only under `swift package cellshot-previews`"))
    @MainActor func drawPreviews() {
        // Progress and errors on standard output: the plugin passes it on to its standard error, and keeps the
        // test library's own lines (on standard error) for when the process crashes.
        let log: (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
        guard let request = PreviewsRequest.current else {
            log("error: \(PreviewsRequest.variable) is not a request of the cellshot-previews plugin")
            exit(2)
        }
        // Which preview is being made, on standard error, which the plugin reads only if the process crashes.
        let trace: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let status: Int32
        do throws(PreviewsError) {
            let options = try PreviewsOptions(arguments: request.arguments, relativeTo: request.directory)
            // The tests' set-up, which the command does not run: the package's own (CellshotPreviewsSetUp).
            for type in PreviewsSetUpTypes.all() { type.setUp() }
            status = PreviewsRun(options: options, module: request.module, log: log, trace: trace,
                                 crashed: request.crashed ?? [:])
                .run(entries: CellshotUIKit.previewEntries(in: request.module))
        } catch {
            log("error: \(error.description)")
            status = error.status
        }
        exit(status)
    }
}
