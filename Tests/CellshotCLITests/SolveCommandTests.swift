import Foundation
import Testing

/// The built `cellshot` executable: next to the test bundle, or under the package's build folders.
let cellshotExecutable: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let executable = Bundle.main.executableURL { folders.insert(executable.deletingLastPathComponent(), at: 0) }
    folders += [".build-solve/debug", ".build/debug"].map { packageRoot.appendingPathComponent($0) }
    return folders.map { $0.appendingPathComponent("cellshot") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// What a run of the executable printed and how it exited.
struct ProcessResult: Equatable {
    /// Standard output.
    var standardOutput: String
    /// Standard error.
    var standardError: String
    /// The exit status.
    var status: Int32
}

/// Runs `cellshot` with `arguments`, feeding `input` to its standard input, with `environment`
/// added to (or replacing values of) this process's environment.
/// A run that had not ended after `timeout` seconds is stopped with SIGKILL (its status is then 9), so a
/// hang fails a test instead of stopping the suite.
func runCellshot(_ arguments: [String], input: String = "", environment: [String: String] = [:],
                 timeout: Double = 120) throws -> ProcessResult {
    struct MissingExecutable: Error {}
    guard let executable = cellshotExecutable else { throw MissingExecutable() }
    let process = Process()
    let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    defer { watchdog.cancel() }
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let standardInput = Pipe(), standardOutput = Pipe(), standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errors = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(standardOutput: String(decoding: output, as: UTF8.self),
                         standardError: String(decoding: errors, as: UTF8.self), status: process.terminationStatus)
}

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-solve-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
}

/// `cellshot solve` run as a subprocess: exit statuses and which stream gets what.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct SolveCommandTests {
    @Test func solvesAFile() throws {
        let path = try temporaryFile(SolveOutputTests.example)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try runCellshot(["solve", path]) == ProcessResult(
            standardOutput: "{\"W\": 800, \"x\": 6, \"y\": 2}\n", standardError: "", status: 0))
    }

    @Test func readsStandardInputForADash() throws {
        let result = try runCellshot(["solve", "-", "--format", "text"], input: #"{"constraints": ["a == 1", "a + b == 3.5"]}"#)
        #expect(result == ProcessResult(standardOutput: "a = 1\nb = 2.5\n", standardError: "", status: 0))
    }

    @Test func warnsOnStandardErrorAndStillSucceeds() throws {
        let result = try runCellshot(["solve", "-", "--stats"], input: #"{"constraints": ["x <= 5", "x == 8 @750"]}"#)
        #expect(result.status == 0)
        #expect(result.standardOutput == "{\"x\": 5}\n")
        #expect(result.standardError.hasPrefix("warning: broken constraint 1: x == 8 @750 — off by 3\n  constraints[0]: x <= 5\nstats: pivots="))
    }

    @Test func exitsWithStatusTwoAndNoOutputForAMissingFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-missing-\(UUID().uuidString).json").path
        #expect(try runCellshot(["solve", path]) == ProcessResult(
            standardOutput: "", standardError: "error: \(path): cannot read the file: No such file or directory\n", status: 2))
    }

    @Test func exitsWithStatusTwoAndNoOutputForASyntaxError() throws {
        let result = try runCellshot(["solve", "-"], input: #"{"constraints": ["x + == 1"]}"#)
        #expect(result == ProcessResult(
            standardOutput: "",
            standardError: "error: <stdin>: constraints[0]: expected an expression after '+', found '=='\n  x + == 1\n      ^\n",
            status: 2))
    }

    @Test func exitsWithStatusTwoAndNoOutputForConflictingConstraints() throws {
        let result = try runCellshot(["solve", "-"], input: #"{"constraints": [{"expr": "x >= 5", "id": "floor"}, "x <= 3"]}"#)
        #expect(result == ProcessResult(
            standardOutput: "",
            standardError: "error: <stdin>: constraints[1] (x <= 3) cannot be satisfied together with:\n  constraints[0] (floor): x >= 5\n",
            status: 2))
    }

    @Test func reportsADirectoryAsUnreadable() throws {
        let path = FileManager.default.temporaryDirectory.path
        let result = try runCellshot(["solve", path])
        #expect(result == ProcessResult(
            standardOutput: "", standardError: "error: \(path): cannot read the file: Is a directory\n", status: 2))
    }

    @Test func rejectsAnUnknownFormat() throws {
        let result = try runCellshot(["solve", "-", "--format", "xml"], input: #"{"constraints": []}"#)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
    }
}
