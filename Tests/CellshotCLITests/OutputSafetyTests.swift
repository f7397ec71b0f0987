import Foundation
import Testing

/// What an interrupted or failing write leaves: never a partial or temporary file, always the previous
/// output or a complete new one. Run as subprocesses, signalled while they write.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct OutputSafetyTests: ~Copyable {
    let folder: ScratchFolder
    /// A list long enough that writing it takes a good part of a second.
    let big: String
    /// A one-row list, drawn first as the previous output.
    let small: String

    init() throws {
        let scratch = try ScratchFolder()
        let rows = (0..<3_000).map { #"{"text": "Row \#($0) with some text to draw", "secondaryText": "detail \#($0)"}"# }
        let big = try scratch.write(#"{"sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}"#, to: "big.json")
        let small = try scratch.write(#"{"sections": [{"rows": [{"text": "previous"}]}]}"#, to: "small.json")
        // Every property at once, after anything that can throw (a noncopyable value is never half made).
        (self.big, self.small) = (big, small)
        folder = scratch
    }

    /// The names in the folder besides the documents and `kept`.
    func strayFiles(keeping kept: [String]) throws -> [String] {
        try folder.names().filter { !["big.json", "small.json"].contains($0) && !kept.contains($0) }
    }

    /// Starts `cellshot` with `arguments`, its output thrown away.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = cellshotExecutable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test("SIGTERM or SIGINT while the list is written leaves the previous output and no temporary file",
          arguments: [SIGTERM, SIGINT])
    func interrupted(signal: Int32) throws {
        let output = folder.file("out.png")
        #expect(try runCellshot(["render", small, "-o", output], timeout: 60).status == 0)
        let previous = try Data(contentsOf: URL(fileURLWithPath: output))
        let process = try start(["render", big, "-o", output, "--jobs", "1"])
        // Signalled once its temporary file exists: in the middle of writing, not before it starts.
        let deadline = Date().addingTimeInterval(60)
        while try !folder.names().contains(where: { $0.hasPrefix(".out.png.cellshot-") }) && process.isRunning
                && Date() < deadline {
            usleep(2_000)
        }
        #expect(process.isRunning, "the render ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == previous)
        #expect(try strayFiles(keeping: ["out.png"]) == [])
    }

    /// Issue 40: SIGKILL runs no handler, so the killed render's temporary file stayed, and no later run removed it.
    /// The next render to that output removes it — its process is gone — and only what cellshot names so: not a
    /// live process's file, not a file of another name, not a link.
    @Test("A render killed with SIGKILL leaves a temporary file that the next render to that output removes")
    func killed() throws {
        let output = folder.file("out.png")
        let process = try start(["render", big, "-o", output, "--jobs", "1"])
        let deadline = Date().addingTimeInterval(60)
        while try !folder.names().contains(where: { $0.hasPrefix(".out.png.cellshot-") }) && process.isRunning
                && Date() < deadline {
            usleep(2_000)
        }
        #expect(process.isRunning, "the render ended before it could be killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try strayFiles(keeping: [])
        #expect(left.count == 1 && left[0].hasPrefix(".out.png.cellshot-\(process.processIdentifier).partial-"), "\(left)")
        // Beside it: a live process's file (this test's), files of other names, and a link named as cellshot names.
        let kept = [".out.png.cellshot-\(getpid())", "out.png.partial-\(getpid())-1", "out.png.partial-x-1",
                    "other.png.partial-\(process.processIdentifier)-1", "notes.txt"]
        for name in kept { try folder.write("kept", to: name) }
        let link = "out.png.partial-\(process.processIdentifier)-2"
        try FileManager.default.createSymbolicLink(atPath: folder.file(link), withDestinationPath: small)
        #expect(try runCellshot(["render", small, "-o", output], timeout: 60).status == 0)
        #expect(try strayFiles(keeping: ["out.png"]).sorted() == (kept + [link]).sorted())
        #expect(try String(contentsOfFile: small, encoding: .utf8).contains("previous"))
    }

    @Test("Two renders to one output at once leave one complete file, one of the two")
    func concurrent() throws {
        let first = folder.file("first.png"), second = folder.file("second.png"), shared = folder.file("shared.png")
        let other = try folder.write(#"{"sections": [{"rows": [{"text": "other"}]}]}"#, to: "other.json")
        #expect(try runCellshot(["render", big, "-o", first, "--jobs", "1"], timeout: 120).status == 0)
        #expect(try runCellshot(["render", other, "-o", second], timeout: 60).status == 0)
        for _ in 0..<3 {
            let processes = [try start(["render", big, "-o", shared, "--jobs", "1"]), try start(["render", other, "-o", shared])]
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0])
            let written = try Data(contentsOf: URL(fileURLWithPath: shared))
            #expect([try Data(contentsOf: URL(fileURLWithPath: first)), try Data(contentsOf: URL(fileURLWithPath: second))]
                .contains(written))
            #expect(try strayFiles(keeping: ["first.png", "second.png", "shared.png", "other.json"]) == [])
        }
    }

    @Test("A write that fails (a file size limit, as a full disk) is an error, and the previous output stays")
    func failedWrite() throws {
        let output = folder.file("out.png")
        #expect(try runCellshot(["render", small, "-o", output], timeout: 60).status == 0)
        let previous = try Data(contentsOf: URL(fileURLWithPath: output))
        // 64 KiB: the big list's PNG is larger. Past the limit a write fails with EFBIG (cellshot ignores
        // SIGXFSZ, which would otherwise kill it half way).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 64; exec \"$0\" render \"$1\" -o \"$2\" --jobs 1", cellshotExecutable!.path,
                             big, output]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(message == "error: cannot write \(output): File too large\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == previous)
        #expect(try strayFiles(keeping: ["out.png"]) == [])
    }

    @Test("An output that is a link to /dev/full (a device) is refused before anything is drawn; the link stays")
    func device() throws {
        let output = folder.file("full.png")
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "/dev/full")
        #expect(try runCellshot(["render", small, "-o", output], timeout: 60) == ProcessResult(
            standardOutput: "",
            standardError: "error: cannot write \(output): it is a device, not a regular file (cellshot writes files: it "
                + "replaces one by renaming a complete file over it)\n",
            status: 2))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output) == "/dev/full")
        #expect(try strayFiles(keeping: ["full.png"]) == [])
    }
}
