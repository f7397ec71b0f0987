import Foundation
import PackagePlugin

/// `swift package cellshot-previews --target App --output docs/previews [--color-scheme light,dark]
/// [--look ios26,ios18] [--junit FILE] [--report FILE]` (issue 44): draws every preview of a target to PNGs with an
/// index page (docs/previews.md).
///
/// Previews are found at run time, in a process that links the target, and a command plugin cannot link it: so
/// the plugin builds the package's tests, and runs the test program (on Linux an executable,
/// `<Package>PackageTests.xctest`) with the request in `CELLSHOT_PREVIEWS_REQUEST` and `--filter` naming the
/// entry point that cellshot's `CellshotPreviews` library adds to it. That process reads the options, draws, writes
/// and ends with `cellshot verify`'s status; the plugin passes its lines on to standard error. Before building, the
/// plugin checks what it can see in the package graph: the target exists and a test target links it and the library.
@main
struct CellshotPreviewsCommand: CommandPlugin {
    /// A mistake the plugin can see before building, or the drawing process's failure.
    struct CommandError: Error, CustomStringConvertible {
        var description: String
    }

    /// The library whose entry point draws the previews.
    static let library = "CellshotPreviews"
    /// The entry point's test, for `--filter`.
    static let entryPoint = "CellshotPreviews.CellshotPreviewsEntryPoint"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package
        let targetName = try Self.value(of: "--target", in: arguments)
        let matches = package.targets.filter { $0.name == targetName }
        guard let target = matches.first as? SourceModuleTarget else {
            let names = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }.map(\.name).sorted()
            throw CommandError(description: "cellshot-previews: no target named \(targetName) in \(package.displayName)"
                               + (matches.isEmpty ? "" : " that holds Swift code")
                               + " (its targets: \(names.joined(separator: ", ")))")
        }
        guard target.kind != .test else {
            throw CommandError(description: "cellshot-previews: \(targetName) is a test target: name the target whose previews "
                               + "are drawn (the one your test target depends on)")
        }
        // The test targets that link it, and of those, the ones that link the entry point's library.
        let linking = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { test in
            test.kind == .test && test.recursiveTargetDependencies.contains { $0.id == target.id }
        }
        guard !linking.isEmpty else {
            throw CommandError(description: "cellshot-previews: no test target depends on \(targetName): the previews are found "
                               + "in a process that links it, the package's test program. Add one: "
                               + ".testTarget(name: \"\(targetName)Previews\", dependencies: [\"\(targetName)\", "
                               + ".product(name: \"\(Self.library)\", package: \"cellshot\")])")
        }
        guard linking.contains(where: { test in test.recursiveTargetDependencies.contains { $0.name == Self.library } }) else {
            throw CommandError(description: "cellshot-previews: the test target\(linking.count == 1 ? "" : "s") "
                               + "\(linking.map(\.name).sorted().joined(separator: ", ")) that link\(linking.count == 1 ? "s" : "") "
                               + "\(targetName) do\(linking.count == 1 ? "es" : "") not link cellshot's \(Self.library) library, "
                               + "which draws the previews: add .product(name: \"\(Self.library)\", package: \"cellshot\") to "
                               + "\(linking.count == 1 ? "its" : "one's") dependencies")
        }

        Diagnostics.progress("building \(package.displayName)'s tests")
        let build = try packageManager.build(.all(includingTests: true),
                                             parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded else {
            FileHandle.standardError.write(Data(build.logText.utf8))
            throw CommandError(description: "cellshot-previews: the build failed (above)")
        }
        // The build folder: the plugin's work folder is `<scratch>/plugins/<plugin>/outputs`.
        let scratch = context.pluginWorkDirectoryURL.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let program = scratch.appendingPathComponent("debug/\(package.displayName)PackageTests.xctest")
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw CommandError(description: "cellshot-previews: the test program is not at \(program.path) "
                               + "(cellshot-previews runs on Linux, where it is an executable)")
        }

        // A preview whose code traps ends the process that draws it: the run starts again without it (it is one
        // failure, named), until a process ends by itself — each preview traps at most once.
        var crashed: [String: String] = [:]
        while true {
            let request: [String: Any] = ["arguments": arguments, "directory": package.directoryURL.path,
                                          "module": target.moduleName, "crashed": crashed]
            let json = try JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])
            let process = Process()
            process.executableURL = program
            process.arguments = ["--testing-library", "swift-testing", "--filter", Self.entryPoint]
            var environment = ProcessInfo.processInfo.environment
            environment["CELLSHOT_PREVIEWS_REQUEST"] = String(decoding: json, as: UTF8.self)
            environment["NO_COLOR"] = "1"
            process.environment = environment
            // The run's own lines (progress, errors, summary) come on its standard output, passed on as they come;
            // the test library's, and a crash's, on its standard error, kept for a run that ends without its status.
            let lines = Pipe()
            process.standardOutput = lines
            let log = context.pluginWorkDirectoryURL.appendingPathComponent("test-program-\(crashed.count + 1).log")
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
                throw CommandError(description: "cellshot-previews: cannot write \(log.path)")
            }
            process.standardError = try FileHandle(forWritingTo: log)
            try process.run()
            try Self.passOn(lines.fileHandleForReading)
            process.waitUntilExit()
            let status = process.terminationStatus
            switch (process.terminationReason, status) {
            case (.exit, 0):
                return
            case (.exit, 1...3):
                throw CommandError(description: "cellshot-previews: finished with status \(status) (2: a preview could "
                                   + "not be drawn or the command is wrong; 3: cellshot failed inside)")
            default:
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                // The drawing process says which preview it is about to make (PreviewsRun's trace) on this log.
                let prefix = "cellshot-previews: drawing "
                let last = text.split(separator: "\n").last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                let how = (process.terminationReason == .uncaughtSignal ? "signal \(status)" : "status \(status)")
                    + ", its log \(log.path)"
                if let last, crashed[last] == nil {
                    Diagnostics.warning("cellshot-previews: the preview at \(last) stopped the drawing process (\(how)); "
                                        + "drawing the others again without it")
                    crashed[last] = how
                    continue
                }
                FileHandle.standardError.write(Data(text.suffix(4000).utf8))
                throw CommandError(description: "cellshot-previews: the test program \(program.lastPathComponent) ended "
                                   + "by \(how) before the previews were drawn (its output above)"
                                   + (last.map { ", while drawing the preview at \($0)" } ?? "")
                                   + (status == 69 || text.contains("0 tests") ? "; is the CellshotPreviews library linked?" : ""))
            }
        }
    }

    /// Passes the drawing process's lines on as they come, until it closes its output: SwiftPM shows a command
    /// plugin's standard output and standard error on its own standard output, and only diagnostics on its standard
    /// error — where progress belongs, as `cellshot verify`'s. `error:` and `warning:` lines become errors and
    /// warnings, the others (progress, the summary) progress.
    static func passOn(_ output: FileHandle) throws {
        var pending = Data()
        func emit(_ line: Data) {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("error: ") {
                Diagnostics.error(String(text.dropFirst("error: ".count)))
            } else if text.hasPrefix("warning: ") {
                Diagnostics.warning(String(text.dropFirst("warning: ".count)))
            } else {
                Diagnostics.progress(text)
            }
        }
        while let chunk = try output.read(upToCount: 4096), !chunk.isEmpty {
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                emit(pending[pending.startIndex..<end])
                pending.removeSubrange(pending.startIndex...end)
            }
        }
        if !pending.isEmpty { emit(pending) }
    }

    /// The value of an option the plugin needs itself (the rest are read by the drawing process).
    static func value(of option: String, in arguments: [String]) throws -> String {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
            if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
        }
        throw CommandError(description: "cellshot-previews: --target is required: the target whose previews are drawn "
                           + "(swift package cellshot-previews --target App --output docs/previews)")
    }
}
