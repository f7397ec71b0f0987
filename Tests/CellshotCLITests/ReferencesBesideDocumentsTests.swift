import Foundation
import Testing
@testable import CellshotCLI

extension RenderingCommandTests {
    /// References kept anywhere — beside the documents as swift-snapshot-testing keeps them
    /// (`lists/__Snapshots__`), in a subfolder of them, or elsewhere — are never read as documents.
    @Suite("References beside the documents") struct ReferencesBesideDocumentsTests {
        static let document = #"{"states": ["normal", "selected"], "sections": [{"rows": [{"text": "Wi-Fi"}]}]}"#

        /// Two documents, one in a nested folder.
        static func lists(in folder: borrowing ScratchFolder) throws -> String {
            try FileManager.default.createDirectory(atPath: folder.file("lists/more"), withIntermediateDirectories: true)
            try folder.write(document, to: "lists/settings.json")
            try folder.write(document, to: "lists/more/wifi.json")
            return folder.file("lists")
        }

        @Test("record → verify → record --mode all → verify, with the references in each place",
              arguments: ["lists/__Snapshots__", "lists/more/__Snapshots__", "refs"])
        func cycle(references: String) throws {
            let folder = try ScratchFolder()
            let lists = try Self.lists(in: folder)
            let snapshots = folder.file(references)
            let first = try RecordCommand.parse([lists, "--snapshots", snapshots]).outcome()
            #expect(first.status == .success && first.standardOutput.hasSuffix("4 recorded, 0 unchanged (mode missing)\n"),
                    "\(first.standardError)")
            for _ in 0..<2 {
                let verify = try VerifyCommand.parse([lists, "--snapshots", snapshots, "--artifacts", folder.file("lists/out")])
                    .outcome()
                #expect(verify.status == .success && verify.standardOutput.hasSuffix("verified 4 snapshots: 4 passed, 0 failed, 0 missing\n"),
                        "\(verify.standardOutput)\(verify.standardError)")
                let again = try RecordCommand.parse([lists, "--snapshots", snapshots, "--mode", "all"]).outcome()
                #expect(again.status == .success && again.standardOutput.hasSuffix("0 recorded, 4 unchanged (mode all)\n"),
                        "\(again.standardOutput)\(again.standardError)")
            }
        }

        @Test("A document named like a sidecar is an error that says why")
        func sidecarNamedDocument() throws {
            let folder = try ScratchFolder()
            try FileManager.default.createDirectory(atPath: folder.file("lists"), withIntermediateDirectories: true)
            try folder.write(Self.document, to: "lists/page.layout.json")
            let outcome = try VerifyCommand.parse([folder.file("lists"), "--snapshots", folder.file("refs")]).outcome()
            #expect(outcome.status == .badInput)
            #expect(outcome.standardError.contains("page.layout.json: named like a reference's layout sidecar (.layout.json); "
                                                   + "rename the document (for example to page-layout.json)"))
        }
    }
}

extension RenderingCommandTests.ReferencesBesideDocumentsTests {
    @Test("Stale references are listed by verify and removed by record --prune; other documents' references are not stale")
    func staleReferences() throws {
        let folder = try ScratchFolder()
        let lists = try Self.lists(in: folder)
        let refs = folder.file("refs")
        #expect(try RecordCommand.parse([lists, "--snapshots", refs]).outcome().status == .success)
        // A state dropped from one document, another document removed.
        try folder.write(#"{"states": ["normal"], "sections": [{"rows": [{"text": "Wi-Fi"}]}]}"#, to: "lists/settings.json")
        try FileManager.default.removeItem(atPath: folder.file("lists/more/wifi.json"))
        try folder.write(Self.document, to: "lists/more/bluetooth.json")
        _ = try RecordCommand.parse([lists, "--snapshots", refs]).outcome()
        let verify = try VerifyCommand.parse([lists, "--snapshots", refs]).outcome()
        #expect(verify.status == .success)
        #expect(verify.standardOutput.split(separator: "\n").filter { $0.hasPrefix("STALE") } == [
            "STALE more/wifi.normal: no document, state or trait makes it any more (cellshot record --prune removes it)",
            "STALE more/wifi.selected: no document, state or trait makes it any more (cellshot record --prune removes it)",
            "STALE settings.selected: no document, state or trait makes it any more (cellshot record --prune removes it)",
        ])
        // One document given as a file: only its own references are judged.
        let one = try VerifyCommand.parse([folder.file("lists/more/bluetooth.json"), "--snapshots", folder.file("refs/more")])
            .outcome()
        #expect(!one.standardOutput.contains("STALE"), "\(one.standardOutput)")
        #expect(try RecordCommand.parse([lists, "--snapshots", refs, "--prune", "--only", "settings.normal"]).outcome().status
                == .badInput)
        let pruned = try RecordCommand.parse([lists, "--snapshots", refs, "--prune"]).outcome()
        #expect(pruned.standardOutput.contains("removed \(refs)/settings.selected.png")
                && pruned.standardOutput.contains("removed \(refs)/more/wifi.normal.layout.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("refs/more/wifi.selected.png")))
        #expect(!(try VerifyCommand.parse([lists, "--snapshots", refs]).outcome().standardOutput.contains("STALE")))
    }
}
