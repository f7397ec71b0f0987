import Foundation
import Testing
@testable import CellshotCLI

/// `cellshot --version`: the version, and the commit scripts/install.sh recorded beside the binary.
@Suite("--version")
struct BuildInfoTests {
    @Test func saysTheCommitOfAnInstalledBinary() throws {
        #expect(BuildInfo.line(version: "0.5.0", buildInfo: ["commit": "1a2b3c4d5e6f", "date": "2026-11-25"])
                == "0.5.0 (commit 1a2b3c4d5e6f, 2026-11-25)")
        #expect(BuildInfo.line(version: "0.5.0", buildInfo: nil) == "0.5.0 (built from source)")
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/cellshot"),
                                                withIntermediateDirectories: true)
        try Data("commit=abc\ndate=2026-01-02\n".utf8).write(to: prefix.appendingPathComponent("share/cellshot/build-info"))
        #expect(BuildInfo.buildInfo(besideExecutable: prefix.appendingPathComponent("bin/cellshot"))
                == ["commit": "abc", "date": "2026-01-02"])
        #expect(BuildInfo.buildInfo(besideExecutable: prefix.appendingPathComponent("elsewhere/bin/cellshot")) == nil)
    }
}
