import CellshotTestSupport
import Foundation
import Testing

/// Issue 40, 1: a document named on the command line (a shell glob, a list of changed files) that is a link to a
/// file outside its folder printed that file's first forty characters — `found the string "GITHUB_TOKEN=ghp_…"` —
/// on standard error, twice in the JUnit file and in the review page. Nothing of a file that is not a list
/// document inside its folder is quoted now: what was expected and where, never what was found.
@Suite(.enabled(if: cellshotExecutable != nil, "the cellshot executable has not been built"))
struct DocumentSecretTests: ~Copyable {
    let folder: ScratchFolder
    /// The secret's file, outside the scratch folder as a runner's credentials would be.
    let secretFile: String
    /// A secret of 200 random letters and digits after `GITHUB_TOKEN=ghp_`.
    let secret: String

    init() throws {
        let scratch = try ScratchFolder()
        var random = SeededRandom(seed: 0x5EC2)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        let secret = String((0..<200).map { _ in random.element(of: alphabet) })
        let secretFile = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-env-\(UUID().uuidString)").path
        try Data("GITHUB_TOKEN=ghp_\(secret)\n".utf8).write(to: URL(fileURLWithPath: secretFile))
        try FileManager.default.createDirectory(atPath: scratch.file("lists"), withIntermediateDirectories: true)
        try scratch.write(Documents.hello, to: "lists/good.json")
        // Every property at once, after anything that can throw (a noncopyable value is never half made).
        (self.secret, self.secretFile) = (secret, secretFile)
        folder = scratch
    }

    deinit { try? FileManager.default.removeItem(atPath: secretFile) }

    /// Whether `text` holds anything of the secret: a run of 6 of its characters, or its prefix.
    func leaks(_ text: String) -> Bool {
        longestSharedRun(text, secret) >= 6 || text.contains("GITHUB") || text.contains("ghp_")
    }

    /// A link in `lists` to `target`, named `name`.
    func link(_ name: String, to target: String) throws -> String {
        try FileManager.default.createSymbolicLink(atPath: folder.file("lists/\(name)"), withDestinationPath: target)
        return folder.file("lists/\(name)")
    }

    @Test func aLinkToASecretNamedDirectlyIsReportedWithoutQuotingIt() throws {
        let evil = try link("evil.yaml", to: secretFile)
        let message = "error: \(evil):1:1: expected a list document (an object), found a string (nothing of the file is "
            + "quoted: its path leads out of its folder through a symbolic link)\n"
        let output = folder.file("out.png")
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))
        #expect(try runCellshot(["render", evil, "-o", output], timeout: 30)
            == ProcessResult(standardOutput: "", standardError: message, status: 2))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous")
        #expect(try runCellshot(["layout", evil], timeout: 30)
            == ProcessResult(standardOutput: "", standardError: message, status: 2))
    }

    /// `cellshot verify lists/*`: the shell gives the link among the documents; standard error, the JUnit file and
    /// the review page name the failure and quote nothing of the secret.
    @Test func aLinkToASecretAmongGlobbedDocumentsLeaksIntoNoReport() throws {
        let evil = try link("evil.yaml", to: secretFile)
        let globbed = try FileManager.default.contentsOfDirectory(atPath: folder.file("lists")).sorted()
            .map { folder.file("lists/\($0)") }
        #expect(globbed == [evil, folder.file("lists/good.json")])
        let junit = folder.file("junit.xml"), report = folder.file("report.html"), recorded = folder.file("recorded.xml")
        let runs = [["verify"] + globbed + ["--junit", junit, "--report", report], ["record"] + globbed + ["--junit", recorded]]
        for arguments in runs {
            let result = try runCellshot(arguments + ["--snapshots", folder.file("refs"), "--jobs", "1"], timeout: 60)
            #expect(result.status == 2)
            #expect(result.standardError.contains("error: \(evil):1:1: expected a list document (an object), found a "
                                                  + "string (nothing of the file is quoted: its path leads out of its "
                                                  + "folder through a symbolic link)\n"), "\(result.standardError)")
            #expect(!leaks(result.standardOutput + result.standardError))
        }
        for file in [junit, report, recorded] {
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written.contains("expected a list document (an object), found a string"), "\(file)")
            #expect(!leaks(written), "\(file)")
        }
    }

    /// A file the runner's own configuration names (`cellshot render /etc/passwd`): no link, but no list document
    /// either. Its kind is said, never its text.
    @Test func aFileThatIsNotAnObjectIsNamedByItsKindOnly() throws {
        let passwd = try folder.write("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin\n", to: "passwd")
        #expect(try runCellshot(["layout", passwd], timeout: 30) == ProcessResult(
            standardOutput: "", standardError: "error: \(passwd):1:1: expected a list document (an object), found a string\n",
            status: 2))
        let number = try folder.write("4815162342\n", to: "number.json")
        #expect(try runCellshot(["layout", number], timeout: 30).standardError
            == "error: \(number):1:1: expected a list document (an object), found a number\n")
    }

    /// A link out that holds JSON or YAML — a syntax error, an unknown key, a wrong value — says what was expected
    /// and where, and nothing of the file: no character found, no key, no value, no JSON path.
    @Test func mistakesInAFileOutsideTheFolderQuoteNothingOfIt() throws {
        let outside = try ScratchFolder()
        let note = " (nothing of the file is quoted: its path leads out of its folder through a symbolic link)\n"
        let cases: [(name: String, text: String, message: String)] = [
            ("syntax.json", #"{"GITHUB": x}"#, "1:12: invalid JSON: expected a value"),
            ("key.json", #"{"GITHUB": "ghp_1"}"#, "1:2: expected a list document; a key here is not one it may have"),
            ("value.json", #"{"sections": [{"rows": [{"text": ["ghp_1"]}]}]}"#,
             "1:34: expected a list document; a value here is of the wrong type"),
            ("colon.json", #"{"GITHUB" x}"#, "1:11: invalid JSON: expected ':' after a key"),
            ("duplicate.yaml", "GITHUB: 1\nGITHUB: 2\n", "1:1: invalid YAML: a duplicate key in a mapping"),
            ("tag.yaml", "sections: !ghp_tag 1\n", "1:11: an unsupported YAML tag"),
        ]
        for (name, text, message) in cases {
            let document = try link(name, to: try outside.write(text, to: name))
            let result = try runCellshot(["layout", document], timeout: 30)
            #expect(result == ProcessResult(standardOutput: "", standardError: "error: \(document):\(message)\(note)",
                                            status: 2))
            #expect(!result.standardError.contains("GITHUB") && !result.standardError.contains("ghp"))
            // The same file named where it is, inside its own folder, is quoted as any document is.
            let named = try runCellshot(["layout", outside.file(name)], timeout: 30).standardError
            #expect(named.hasPrefix("error: \(outside.file(name)):") && !named.contains("nothing of the file is quoted"),
                    "\(named)")
        }
    }

    /// A folder on the way that is a link out (`lists/shared → /elsewhere`) leads out as a file's link does.
    @Test func aFolderLinkOnTheWayLeadsOutToo() throws {
        let outside = try ScratchFolder()
        try outside.write(#"{"GITHUB": "ghp_1"}"#, to: "config.json")
        _ = try link("shared", to: outside.path)
        let document = folder.file("lists/shared/config.json")
        #expect(try runCellshot(["layout", document], timeout: 30).standardError
            == "error: \(document):1:2: expected a list document; a key here is not one it may have (nothing of the "
                + "file is quoted: its path leads out of its folder through a symbolic link)\n")
    }

    /// A link out to a list document is read and drawn: once read as a list document, its texts are in the picture
    /// anyway, and its later mistakes are quoted as any document's.
    @Test func aLinkOutToAListDocumentIsDrawn() throws {
        let outside = try ScratchFolder()
        let document = try link("shared.json", to: try outside.write(Documents.misspeltSymbol, to: "list.json"))
        let result = try runCellshot(["render", document, "-o", folder.file("shared.png"), "--scale", "1"], timeout: 60)
        #expect(result.status == 0)
        #expect(result.standardError.contains(#"unknown SF Symbol "wfi""#))
    }

    /// A document from a pipe (`<(generate-list)`) is the runner's own: quoted as any document.
    @Test func aDocumentFromStandardInputIsQuoted() throws {
        #expect(try runCellshot(["layout", "-"], input: #"{"sections": 5}"#, timeout: 30).standardError
            == "error: <stdin>:1:14: sections: expected an array of sections, found the number 5\n")
    }
}
