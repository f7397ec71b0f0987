import CellshotTestSupport
import Foundation
import Testing
@testable import CellshotCLI

/// `cellshot verify` and `record` on a folder that a pull request could have filled: a symbolic link that
/// leads out of it is skipped and named, and nothing of what it leads to is read or printed.
@Suite("cellshot verify and record: links out of a documents folder",
       .enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct DocumentLinkCommandTests {
    /// The random part of a secret: 200 letters and digits.
    static let secretBody: String = {
        var random = SeededRandom(seed: 0x1EA4)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<200).map { _ in random.element(of: alphabet) })
    }()

    /// What a run printed, both streams.
    private static func printed(_ result: ProcessResult) -> String {
        result.standardOutput + result.standardError
    }

    @Test func aLinkToASecretIsSkippedNamedAndNeverRead() throws {
        let folder = try ScratchFolder()
        let lists = folder.file("lists")
        try FileManager.default.createDirectory(atPath: lists, withIntermediateDirectories: true)
        try folder.write(Documents.hello, to: "lists/good.json")
        // The secret is outside the scratch folder, as a runner's credentials would be.
        let secretFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellshot-secret-\(UUID().uuidString)").path
        try Data("token-\(Self.secretBody)\n".utf8).write(to: URL(fileURLWithPath: secretFile))
        defer { try? FileManager.default.removeItem(atPath: secretFile) }
        try FileManager.default.createSymbolicLink(atPath: folder.file("lists/x.yaml"), withDestinationPath: secretFile)
        let refs = folder.file("refs")
        let warning = "warning: \(lists)/x.yaml: skipped: a symbolic link that leads out of \(lists)\n"

        let recorded = try runCellshot(["record", lists, "--snapshots", refs, "--jobs", "1"])
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(recorded.standardOutput == "recorded \(refs)/good.normal.png\n1 recorded, 0 unchanged (mode missing)\n")
        #expect(recorded.standardError.hasSuffix(warning))
        let verified = try runCellshot(["verify", lists, "--snapshots", refs, "--jobs", "1"])
        #expect(verified.status == 0, "\(verified.standardError)")
        #expect(verified.standardOutput == "verified 1 snapshot: 1 passed, 0 failed, 0 missing\n")
        #expect(verified.standardError.hasSuffix(warning))

        for result in [recorded, verified] {
            let output = Self.printed(result)
            // Neither the secret nor where the link leads: no run of 6 of its characters, no "token-".
            #expect(longestSharedRun(output, Self.secretBody) < 6, "\(output)")
            #expect(!output.contains("token-"))
            #expect(!output.contains((secretFile as NSString).lastPathComponent))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs).sorted()
            == ["good.normal.layout.json", "good.normal.png"])
    }

    @Test func aLinkNamedOnTheCommandLineIsRead() throws {
        let folder = try ScratchFolder()
        let outside = try folder.write(Documents.hello, to: "real.json")
        let lists = folder.file("lists")
        try FileManager.default.createDirectory(atPath: lists, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("lists/named.json"), withDestinationPath: outside)
        let outcome = try VerifyCommand.parse([folder.file("lists/named.json"), "--snapshots", folder.file("refs")]).outcome()
        #expect(outcome.standardOutput.hasPrefix("MISSING named.normal: "))
        #expect(outcome.standardError.isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func aFolderLinkLoopEnds() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("lists/sub"), withIntermediateDirectories: true)
        try folder.write(Documents.hello, to: "lists/sub/good.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("lists/sub/parent"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.file("lists/loop"), withDestinationPath: ".")
        let outcome = try VerifyCommand.parse([folder.file("lists"), "--snapshots", folder.file("refs")]).outcome()
        #expect(outcome.standardOutput.hasPrefix("MISSING sub/good.normal: "))
        #expect(outcome.standardOutput.hasSuffix("verified 1 snapshot: 0 passed, 0 failed, 1 missing\n"))
    }
}

/// Control characters in file names and in a document's texts reach the terminal as visible escapes.
@Suite("cellshot verify and record: control characters",
       .enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct ControlCharacterCommandTests {
    /// A document with a header, as text for a JSON file.
    static func list(header: String) -> String {
        let quoted = String(decoding: try! JSONEncoder().encode(header), as: UTF8.self)
        return #"{"sections": [{"header": \#(quoted), "rows": [{"text": "Hello"}]}]}"#
    }

    /// Whether `text` holds a control character other than line breaks, or a bidirectional override.
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                                                       || (0x202A...0x202E).contains($0.value)) }
    }

    @Test func aHeaderWithAnEscapeSequenceIsShownEscapedInTheChanges() throws {
        let folder = try ScratchFolder()
        let list = try folder.write(Self.list(header: "Title"), to: "list.json")
        let refs = folder.file("refs")
        #expect(try runCellshot(["record", list, "--snapshots", refs, "--jobs", "1"]).status == 0)
        try folder.write(Self.list(header: "Title\u{1B}[2J\u{202E}"), to: "list.json")
        let result = try runCellshot(["verify", list, "--snapshots", refs, "--jobs", "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(#"  sections[0].header.text: Title → Title\u{1B}[2J\u{202E}"#),
                "\(result.standardOutput)")
        #expect(!Self.hasControls(result.standardOutput + result.standardError))
    }

    @Test func aFileNameWithANewlineAndAnOSCSequenceStaysOnItsLine() throws {
        let folder = try ScratchFolder()
        let name = "evil\n\u{1B}]0;pwned\u{07}"
        let shown = #"evil\n\u{1B}]0;pwned\u{7}"#
        try FileManager.default.createDirectory(atPath: folder.file("lists"), withIntermediateDirectories: true)
        try folder.write(Documents.hello, to: "lists/\(name).json")
        let refs = folder.file("refs")
        let recorded = try runCellshot(["record", folder.file("lists"), "--snapshots", refs, "--jobs", "1"])
        #expect(recorded.status == 0)
        #expect(recorded.standardOutput == "recorded \(refs)/\(shown).normal.png\n1 recorded, 0 unchanged (mode missing)\n")
        // The progress line (standard error is not a terminal here) is one line, escaped.
        #expect(recorded.standardError == "[1/1] \(shown).normal: recorded\n")
        let verified = try runCellshot(["verify", folder.file("lists"), "--snapshots", refs, "--jobs", "1"])
        #expect(verified.standardError == "[1/1] \(shown).normal: passed\n")

        try folder.write("{", to: "lists/\(name).json")
        let broken = try runCellshot(["verify", folder.file("lists"), "--snapshots", refs, "--jobs", "1"])
        #expect(broken.standardError
            == "error: \(folder.file("lists"))/\(shown).json:1:2: invalid JSON: expected a key (a string in double "
            + "quotes), found the end of the document\n")
        for result in [recorded, verified, broken] {
            #expect(!Self.hasControls(result.standardOutput + result.standardError))
        }
    }
}
