import Foundation
import Testing
@testable import CellshotCLI

/// Reading the system from a file or from standard input.
@Suite struct SystemInputTests {
    @Test func readsADashAsStandardInput() {
        #expect(SystemInput(argument: "-") == .standardInput)
        #expect(SystemInput(argument: "-").displayName == "<stdin>")
        #expect(SystemInput(argument: "a.json") == .file("a.json"))
        #expect(SystemInput(argument: "a.json").displayName == "a.json")
    }

    @Test func readsAWholeFile() throws {
        let text = String(repeating: "{\"constraints\": [\"x == 1\"]}\n", count: 5_000)
        let path = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try SystemInput.file(path).read() == Array(text.utf8))
    }

    @Test func solvesAFileThroughTheRunner() throws {
        let path = try temporaryFile(#"{"constraints": ["x == 2 * y", "y == 21"]}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(SolveRunner.run(input: .file(path)) == success("{\"x\": 42, \"y\": 21}\n"))
    }

    @Test func reportsAMissingFile() {
        let outcome = SolveRunner.run(input: .file("/nonexistent/system.json"), options: SolveOptions(format: .text))
        #expect(outcome == failure("/nonexistent/system.json: cannot read the file: No such file or directory"))
    }
}
