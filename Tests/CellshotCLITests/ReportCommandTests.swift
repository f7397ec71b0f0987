import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `cellshot verify --report` and the accept commands it offers (`cellshot record … --only NAME`).
    @Suite("cellshot verify --report") struct ReportCommandTests {
        static func document(_ text: String) -> String {
            #"{"states": ["normal", "selected"], "sections": [{"rows": [{"text": "\#(text)"}]}]}"#
        }

        /// The accept command a section of the page offers, as arguments after `cellshot record`.
        static func acceptArguments(_ html: String, section: Int) throws -> [String] {
            let start = try #require(html.range(of: "<code id=\"s\(section)-accept\">"))
            let end = try #require(html[start.upperBound...].range(of: "</code>"))
            let words = html[start.upperBound..<end.lowerBound].split(separator: " ").map(String.init)
            #expect(Array(words.prefix(2)) == ["cellshot", "record"])
            return Array(words.dropFirst(2))
        }

        @Test("The report lists the failures with their images; its accept command records just that snapshot")
        func reportAndAccept() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Self.document("Hello"), to: "list.json")
            let refs = folder.file("refs"), page = folder.file("out/review.html")
            let matrix = ["--appearance", "light"]
            #expect(try RecordCommand.parse([list, "--snapshots", refs] + matrix).outcome().status == .success)
            try folder.write(Self.document("Goodbye"), to: "list.json")
            try folder.write(Self.document("New"), to: "new.json")
            let new = folder.file("new.json")

            let verify = try VerifyCommand.parse([list, new, "--snapshots", refs, "--report", page] + matrix).outcome()
            #expect(verify.status == .verificationFailed)
            #expect(verify.standardOutput.hasSuffix("verified 4 snapshots: 0 passed, 2 failed, 2 missing\nreview: \(page)\n"))
            #expect(!verify.standardOutput.contains("see "), "the images went to a temporary folder, now removed")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
                .filter { $0.hasPrefix("cellshot-report-\(getpid())-") }
            #expect(leftovers.isEmpty)

            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains("4 snapshots: <span class=\"count passed\">0 passed</span>"))
            #expect(html.components(separatedBy: "data:image/png;base64,").count == 9,
                    "reference, actual, diff for each of the 2 failures; the actual image of each of the 2 missing")
            #expect(html.contains("<code class=\"name\">list@light.selected</code>"))
            #expect(html.contains("pixels differ ("))

            // Accepting the first failure rewrites its reference only.
            let accept = try Self.acceptArguments(html, section: 1)
            #expect(accept == [list, "--snapshots", refs, "--appearance", "light", "--mode", "failed",
                               "--only", "list@light.normal"])
            let recorded = try RecordCommand.parse(accept).outcome()
            #expect(recorded == .success("recorded \(refs)/list@light.normal.png\n1 recorded, 0 unchanged (mode failed)\n"))
            // Accepting a missing one writes it.
            let missing = try Self.acceptArguments(html, section: 3)
            #expect(missing.suffix(4) == ["--mode", "missing", "--only", "new@light.normal"])
            #expect(try RecordCommand.parse(missing).outcome().standardOutput.hasPrefix("recorded \(refs)/new@light.normal.png"))

            let again = try VerifyCommand.parse([list, new, "--snapshots", refs] + matrix).outcome()
            #expect(again.standardOutput.hasSuffix("verified 4 snapshots: 2 passed, 1 failed, 1 missing\n"))
        }

        @Test("With --artifacts the images stay there and the output points at them; a clean run writes a clean report")
        func artifactsKept() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Self.document("Hello"), to: "list.json")
            let refs = folder.file("refs"), page = folder.file("review.html")
            _ = try RecordCommand.parse([list, "--snapshots", refs]).outcome()
            let clean = try VerifyCommand.parse([list, "--snapshots", refs, "--report", page]).outcome()
            #expect(clean.status == .success)
            #expect(try String(contentsOfFile: page, encoding: .utf8).contains("Every snapshot matches its reference."))
            try folder.write(Self.document("Bye"), to: "list.json")
            let verify = try VerifyCommand.parse([list, "--snapshots", refs, "--report", page,
                                                  "--artifacts", folder.file("art")]).outcome()
            #expect(verify.standardOutput.contains("  see \(folder.file("art"))/list.normal.strip.png\n"))
            #expect(FileManager.default.fileExists(atPath: folder.file("art/list.selected.diff.png")))
        }

        @Test("--only: unknown names are refused with the closest planned names; repeated, it keeps several")
        func only() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Self.document("Hello"), to: "list.json")
            let refs = folder.file("refs")
            #expect(try RecordCommand.parse([list, "--snapshots", refs, "--only", "list.selectd"]).outcome()
                    == commandFailure(#"--only: no snapshot is named "list.selectd"; did you mean "list.selected"?"#))
            let both = try RecordCommand.parse([list, "--snapshots", refs, "--only", "list.selected", "--only", "list.normal"])
                .outcome()
            #expect(both.standardOutput.hasSuffix("2 recorded, 0 unchanged (mode missing)\n"))
            let one = try VerifyCommand.parse([list, "--snapshots", refs, "--only", "list.normal"]).outcome()
            #expect(one.standardOutput == "verified 1 snapshot: 1 passed, 0 failed, 0 missing\n")
        }
    }
}
