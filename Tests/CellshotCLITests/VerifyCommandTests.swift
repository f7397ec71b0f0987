import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `cellshot verify` and `cellshot record`: exit statuses, output lines, options.
    @Suite("cellshot verify and record") struct Verification {
        @Test func missingReferencesFailAndAreNotRecordedByVerify() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Documents.hello, to: "hello.json")
            let refs = folder.file("refs")
            let outcome = try VerifyCommand.parse([list, "--snapshots", refs, "--jobs", "1"]).outcome()
            #expect(outcome.status == .verificationFailed)
            #expect(outcome.standardOutput == """
                MISSING hello.normal: no reference at \(refs)/hello.normal.png (cellshot record writes it)
                verified 1 snapshot: 0 passed, 0 failed, 1 missing

                """)
            #expect(!FileManager.default.fileExists(atPath: refs))
        }

        @Test func recordThenVerifyPasses() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Documents.hello, to: "hello.json")
            let refs = folder.file("refs")
            let matrix = ["--appearance", "light,dark", "--scale", "1"]
            let recorded = try RecordCommand.parse([list, "--snapshots", refs] + matrix).outcome()
            #expect(recorded.standardOutput == """
                recorded \(refs)/hello@light@1x.normal.png
                recorded \(refs)/hello@dark@1x.normal.png
                2 recorded, 0 unchanged (mode missing)

                """)
            let again = try RecordCommand.parse([list, "--snapshots", refs, "--mode", "all"] + matrix).outcome()
            #expect(again.standardOutput == "0 recorded, 2 unchanged (mode all)\n")
            let verified = try VerifyCommand.parse([list, "--snapshots", refs] + matrix).outcome()
            #expect(verified.status == .success)
            #expect(verified.standardOutput == "verified 2 snapshots: 2 passed, 0 failed, 0 missing\n")
        }

        @Test func aChangedDocumentFailsWithWhatChanged() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Documents.hello, to: "hello.json")
            let refs = folder.file("refs")
            _ = try RecordCommand.parse([list, "--snapshots", refs]).outcome()
            _ = try folder.write(#"{"sections": [{"rows": [{"style": "cell", "text": "Hello", "textProperties": {"color": "systemRed"}}]}]}"#,
                                 to: "hello.json")
            let outcome = try VerifyCommand.parse([list, "--snapshots", refs, "--artifacts", folder.file("out")]).outcome()
            #expect(outcome.status == .verificationFailed)
            let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("FAIL hello.normal: ") == true)
            #expect(lines.contains("  sections[0].rows[0].colors.text: #000000 → #FF383C"))
            #expect(lines.contains("  see \(folder.file("out"))/hello.normal.strip.png"))
            #expect(lines.last == "verified 1 snapshot: 0 passed, 1 failed, 0 missing")
        }

        @Test func badOptionsAreBadInput() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Documents.hello, to: "hello.json")
            for arguments in [["--shard", "3/2"], ["--appearance", "dim"], ["--scale", "5"], ["--threshold", "2"]] {
                let outcome = try VerifyCommand.parse([list, "--snapshots", folder.file("refs")] + arguments).outcome()
                #expect(outcome.status == .badInput, "\(arguments)")
            }
            let missing = try VerifyCommand.parse([folder.file("nope.json"), "--snapshots", folder.file("refs")]).outcome()
            #expect(missing == commandFailure("\(folder.file("nope.json")): no such file or folder"))
            let mode = try RecordCommand.parse([list, "--snapshots", folder.file("refs"), "--mode", "some"]).outcome()
            #expect(mode == commandFailure("--mode: expected missing, all or failed, found \"some\""))
        }
    }
}
