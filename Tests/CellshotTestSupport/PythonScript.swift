import Foundation

/// A Python 3 script run by `/usr/bin/python3 -c` — how tests read files with a peer's library (junitparser
/// reads cellshot's JUnit reports as CI systems do).
public enum PythonScript {
    /// Runs `script` with `arguments` (its `sys.argv[1...]`) and returns what it printed, its standard error and
    /// its exit status. Both pipes are read before waiting, so a long output cannot block the script.
    public static func run(_ script: String, arguments: [String]) throws
        -> (output: String, errors: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, message, process.terminationStatus)
    }
}
