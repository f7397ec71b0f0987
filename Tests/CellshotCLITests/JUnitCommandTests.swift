import CellshotTestSupport
import Foundation
import Testing
@testable import CellshotTesting
@testable import CellshotCLI

extension RenderingCommandTests {
    /// `verify --junit` and `record --junit`: the results as JUnit XML, read back by junitparser (Debian's
    /// python3-junitparser, installed by `scripts/setup.sh --tests`) as a CI system reads them.
    @Suite("cellshot verify --junit") struct JUnitCommandTests {
        static func document(_ text: String) -> String {
            #"{"states": ["normal", "selected"], "sections": [{"rows": [{"text": "\#(text)"}]}]}"#
        }

        /// The test cases junitparser finds in a file: `suite|case|result` lines, result `passed`, `failure`,
        /// `skipped` or `error`, and the totals.
        static func parsed(_ path: String) throws -> [String] {
            let script = """
                import sys
                from junitparser import JUnitXml, Failure, Skipped, Error
                xml = JUnitXml.fromfile(sys.argv[1])
                for suite in xml:
                    for case in suite:
                        kinds = [type(r).__name__.lower() for r in case.result]
                        print(f"{suite.name}|{case.name}|{','.join(kinds) or 'passed'}|{case.classname}")
                print(f"totals|{xml.tests}|{xml.failures}|{xml.skipped}")
                """
            let (text, message, status) = try PythonScript.run(script, arguments: [path])
            try #require(status == 0,
                         "junitparser could not read the report (scripts/setup.sh --tests installs it): \(message)")
            return text.split(separator: "\n").map(String.init)
        }

        @Test("A failing verify writes the JUnit file anyway: exactly the changed and missing snapshots fail")
        func failuresAreFailures() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Self.document("Hello"), to: "list.json")
            let same = try folder.write(Self.document("Same"), to: "same.json")
            let refs = folder.file("refs"), junit = folder.file("out/results.xml")
            #expect(try RecordCommand.parse([list, same, "--snapshots", refs]).outcome().status == .success)
            try folder.write(Self.document("Goodbye"), to: "list.json")
            let new = try folder.write(Self.document("New"), to: "new.json")
            let outcome = try VerifyCommand.parse([list, same, new, "--snapshots", refs, "--junit", junit]).outcome()
            #expect(outcome.status == .verificationFailed)
            let lines = try Self.parsed(junit)
            #expect(lines == [
                "\(list)|list.normal|failure|\(list)", "\(list)|list.selected|failure|\(list)",
                "\(same)|same.normal|passed|\(same)", "\(same)|same.selected|passed|\(same)",
                "\(new)|new.normal|failure|\(new)", "\(new)|new.selected|failure|\(new)",
                "totals|6|4|0",
            ])
            // A missing reference may be skipped instead, never passed.
            let skipping = try VerifyCommand.parse([list, same, new, "--snapshots", refs, "--junit", junit,
                                                    "--missing", "skip"]).outcome()
            #expect(skipping.status == .verificationFailed)
            #expect(try Self.parsed(junit).suffix(3) == ["\(new)|new.normal|skipped|\(new)", "\(new)|new.selected|skipped|\(new)",
                                                         "totals|6|2|2"])
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            #expect(xml.contains("pixels differ") && xml.contains(#"<testsuites name="cellshot verify""#))
            // Nothing left beside it: written to a temporary file and renamed.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out")) == ["results.xml"])
            let bad = try VerifyCommand.parse([list, "--snapshots", refs, "--junit", junit, "--missing", "pass"]).outcome()
            #expect(bad.status == .badInput && bad.standardError.contains("--missing: expected fail or skip, found \"pass\""))
        }

        @Test("record --junit: what was recorded passes")
        func recordPasses() throws {
            let folder = try ScratchFolder()
            let list = try folder.write(Self.document("Hello"), to: "list.json")
            let junit = folder.file("results.xml")
            #expect(try RecordCommand.parse([list, "--snapshots", folder.file("refs"), "--junit", junit]).outcome().status
                    == .success)
            #expect(try Self.parsed(junit) == ["\(list)|list.normal|passed|\(list)", "\(list)|list.selected|passed|\(list)",
                                               "totals|2|0|0"])
        }

        @Test("Names from documents are escaped; characters XML cannot hold become U+FFFD")
        func escaping() {
            #expect(JUnitReport.escaped(#"<script>"x" & 'y'</script>"#)
                    == "&lt;script&gt;&quot;x&quot; &amp; &apos;y&apos;&lt;/script&gt;")
            #expect(JUnitReport.escaped("a\u{1}b\u{FFFE}\tc\nd\re") == "a\u{FFFD}b\u{FFFD}\tc\nd&#13;e")
        }
    }
}

extension RenderingCommandTests.JUnitCommandTests {
    @Test("In GitHub Actions, one ::error annotation per failed or missing snapshot, and the JUnit file agrees")
    func githubAnnotations() throws {
        let folder = try ScratchFolder()
        let list = try folder.write(Self.document("Hello"), to: "list.json")
        let refs = folder.file("refs"), junit = folder.file("results.xml")
        #expect(try RecordCommand.parse([list, "--snapshots", refs, "--states", "normal"]).outcome().status == .success)
        try folder.write(Self.document("Goodbye, world: 100%"), to: "list.json")
        let actions = ["GITHUB_ACTIONS": "true"]
        let outcome = try VerifyCommand.parse([list, "--snapshots", refs, "--junit", junit]).outcome(environment: actions)
        #expect(outcome.status == .verificationFailed)
        let annotations = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(annotations.count == 2)
        let escapedPath = list.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(annotations[0].hasPrefix("::error file=\(escapedPath),title=list.normal::"))
        #expect(annotations[0].contains("pixels differ"))
        #expect(annotations[1] == "::error file=\(escapedPath),title=list.selected::no reference at \(refs)/list.selected.png "
                + "(cellshot record writes it)")
        // The JUnit file has exactly those two as failures.
        #expect(try Self.parsed(junit) == ["\(list)|list.normal|failure|\(list)", "\(list)|list.selected|failure|\(list)",
                                           "totals|2|2|0"])
        // --format text turns them off; outside GitHub Actions there are none.
        let text = try VerifyCommand.parse([list, "--snapshots", refs, "--format", "text"]).outcome(environment: actions)
        #expect(!text.standardOutput.contains("::error"))
        #expect(!(try VerifyCommand.parse([list, "--snapshots", refs]).outcome(environment: [:]).standardOutput.contains("::error")))
        #expect(try VerifyCommand.parse([list, "--snapshots", refs]).outcome(environment: ["CELLSHOT_ANNOTATIONS": "github"])
            .standardOutput.contains("::error file="))
        let bad = try VerifyCommand.parse([list, "--snapshots", refs, "--format", "json"]).outcome(environment: [:])
        #expect(bad.status == .badInput && bad.standardError.contains("--format: unknown value \"json\""))
    }

    @Test("Workflow command escaping: % and line breaks in messages, : and , in properties too")
    func workflowCommandEscaping() {
        #expect(GitHubAnnotations.error(file: "a:b,c.json", title: "x", message: "50%\nnext")
                == "::error file=a%3Ab%2Cc.json,title=x::50%25%0Anext")
    }
}

extension RenderingCommandTests.JUnitCommandTests {
    /// A document with a misspelt state on its third line, at column 33.
    static let misspelt = """
        {
          "sections": [
            { "rows": [ { "text": "A", "style": "valuecell" } ] }
          ]
        }
        """

    @Test("In GitHub Actions, a document's mistake is an annotation at its line and column, for every command")
    func errorAnnotationsAtTheMistake() throws {
        let folder = try ScratchFolder()
        let list = try folder.write(Self.misspelt, to: "list.json")
        let escapedPath = list.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        let message = #"sections[0].rows[0].style: expected a cell style (cell, subtitleCell, valueCell, sidebarCell, "#
            + #"sidebarSubtitleCell, accompaniedSidebarCell or accompaniedSidebarSubtitleCell), found the string "#
            + #""valuecell" (did you mean "valueCell"?)"#
        func annotation(_ command: String) -> String {
            "::error file=\(escapedPath),line=3,col=41,title=cellshot \(command)::\(message)\n"
        }
        let actions = ["GITHUB_ACTIONS": "true"]
        let render = try RenderCommand.parse([list, "-o", folder.file("out.png")]).outcome(environment: actions)
        #expect(render.status == .badInput)
        #expect(render.standardError == "error: \(list):3:41: \(message)\n")
        #expect(render.standardOutput == annotation("render"))
        let layout = try LayoutCommand.parse([list]).outcome(environment: ["CELLSHOT_ANNOTATIONS": "github"])
        #expect(layout.standardOutput == annotation("layout"))
        let refs = folder.file("refs")
        // verify and record go on past a broken document: its error is one entry of their summary, and its
        // annotation follows the summary.
        let verify = try VerifyCommand.parse([list, "--snapshots", refs]).outcome(environment: actions)
        #expect(verify.status == .badInput)
        #expect(verify.standardError == "error: \(list):3:41: \(message)\n")
        #expect(verify.standardOutput == "verified 0 snapshots: 0 passed, 0 failed, 0 missing, 1 document with errors\n"
                + annotation("verify"))
        let record = try RecordCommand.parse([list, "--snapshots", refs]).outcome(environment: actions)
        let recordSummary = "0 recorded, 0 unchanged (mode missing), 1 document with errors (their references left as they are)\n"
        #expect(record.standardOutput == recordSummary + annotation("record"))
        // Outside GitHub Actions, or with --format text, the error is only the message.
        #expect(try RenderCommand.parse([list, "-o", folder.file("out.png")]).outcome(environment: [:]).standardOutput == "")
        #expect(try RecordCommand.parse([list, "--snapshots", refs, "--format", "text"]).outcome(environment: actions)
            .standardOutput == recordSummary)
        // --format github asks for them anywhere; another format is refused before anything is read.
        #expect(try LayoutCommand.parse([list, "--format", "github"]).outcome(environment: [:]).standardOutput
                == annotation("layout"))
        let unknown = try RenderCommand.parse([list, "-o", folder.file("out.png"), "--format", "json"]).outcome(environment: [:])
        #expect(unknown == CommandOutcome(standardOutput: "", standardError: "error: --format: unknown value \"json\"; "
                                          + "expected one of text, github\n", status: .badInput))
        #expect(try folder.names() == ["list.json"])
    }

    @Test("An error about no place in a document names the document, without a line")
    func errorAnnotationWithoutAPlace() throws {
        let folder = try ScratchFolder()
        let missing = folder.file("missing.json")
        let outcome = try LayoutCommand.parse([missing]).outcome(environment: ["GITHUB_ACTIONS": "true"])
        let escapedPath = missing.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(outcome.standardOutput
                == "::error file=\(escapedPath),title=cellshot layout::cannot read the document: no such file\n")
        // An option's mistake names no file at all.
        let list = try folder.write(#"{ "sections": [] }"#, to: "list.json")
        let option = try LayoutCommand.parse([list, "--scale", "9"]).outcome(environment: ["GITHUB_ACTIONS": "true"])
        #expect(option.status == .badInput)
        #expect(option.standardOutput.hasPrefix("::error title=cellshot layout::--scale: "))
    }
}
