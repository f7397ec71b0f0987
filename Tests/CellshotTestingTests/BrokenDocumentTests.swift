import CellshotModel
import CellshotTesting
import CellshotTestSupport
import Foundation
import Testing
@testable import CellshotCLI

/// A folder of four documents — two good ones, one that is not JSON and one that names an image that does not
/// exist — each recorded while it was still good: `cellshot verify` and `cellshot record` go on past the two
/// broken ones, report each as one error (console, JUnit, review page, annotations) and leave their
/// references alone.
struct BrokenSuite: ~Copyable {
    let folder: String
    let lists: String
    let refs: String

    static func document(_ text: String, image: String? = nil) -> String {
        let row = image.map { #"{"text": "\#(text)", "image": "\#($0)"}"# } ?? #"{"text": "\#(text)"}"#
        return #"{"states": ["normal", "selected"], "sections": [{"rows": [\#(row)]}]}"#
    }

    /// Not JSON: `x` where a value belongs, on line 2 at column 26.
    static let malformed = "{\"states\": [\"normal\"],\n  \"sections\": [{\"rows\": [x]}]}"

    /// Records `a`, `b`, `c` and `d` while all four are good, then breaks `b` (not JSON) and `c` (names
    /// `logo.png`, which does not exist) and changes `a`'s text; `d` stays as recorded.
    init() throws {
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-broken-\(UUID().uuidString)")
        lists = (folder as NSString).appendingPathComponent("lists")
        refs = (folder as NSString).appendingPathComponent("refs")
        try FileManager.default.createDirectory(atPath: lists, withIntermediateDirectories: true)
        for name in ["a", "b", "c", "d"] { try write(Self.document(name.uppercased()), to: "\(name).json") }
        let recorded = try RecordCommand.parse([lists, "--snapshots", refs]).outcome(environment: [:])
        try #require(recorded.status == .success, "\(recorded)")
        try write(Self.document("A, changed"), to: "a.json")
        try write(Self.malformed, to: "b.json")
        try write(Self.document("C", image: "logo.png"), to: "c.json")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: (lists as NSString).appendingPathComponent(name)))
    }

    func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
    func list(_ name: String) -> String { (lists as NSString).appendingPathComponent(name) }

    /// Every file under the references' folder with its bytes.
    func references() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: refs) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: (refs as NSString).appendingPathComponent(name)))
        }
        return files
    }

    /// The errors both broken documents give, as `cellshot` prints them.
    var errors: [String] {
        ["error: \(list("b.json")):2:26: invalid JSON: expected a value, found 'x'",
         "error: \(list("c.json")):1:82: \(missingImage)"]
    }

    /// What is wrong with `c`.
    var missingImage: String {
        "sections[0].rows[0].image: image file not found: \(list("logo.png")) (paths are relative to the document's "
            + "folder, \(lists))"
    }

    /// The test cases junitparser reads in a JUnit file — `suite|case|result|classname|file:line` — and
    /// `totals|tests|failures|errors|skipped`, as a CI system reads them; the error's message for error cases.
    static func junit(_ path: String) throws -> [String] {
        let script = """
            import sys
            from junitparser import JUnitXml
            xml = JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                for case in suite:
                    kinds = [type(r).__name__.lower() for r in case.result]
                    where = f"{case._elem.get('file') or ''}:{case._elem.get('line') or ''}"
                    print(f"{suite.name}|{case.name}|{','.join(kinds) or 'passed'}|{case.classname}|{where}")
                    for r in case.result:
                        if type(r).__name__ == "Error":
                            print(f"  {r.type}: {r.message}")
            print(f"totals|{xml.tests}|{xml.failures}|{xml.errors}|{xml.skipped}")
            """
        let (text, message, status) = try PythonScript.run(script, arguments: [path])
        try #require(status == 0,
                     "junitparser could not read the report (scripts/setup.sh --tests installs it): \(message)")
        return text.split(separator: "\n").map(String.init)
    }
}

@Suite("A broken document does not hide the suite")
struct BrokenDocumentTests {
    @Test("verify goes on past a malformed document and one naming a missing image: console, JUnit and report say so")
    func verifyGoesOn() throws {
        let suite = try BrokenSuite()
        let junit = suite.file("out/results.xml"), page = suite.file("out/review.html")
        let outcome = try VerifyCommand.parse([suite.lists, "--snapshots", suite.refs, "--junit", junit, "--report", page])
            .outcome(environment: [:])
        // Exit status 2: documents had errors, whatever else failed.
        #expect(outcome.status == .badInput)
        #expect(outcome.standardError.split(separator: "\n").map(String.init) == suite.errors)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("FAIL ") }.map { String($0.prefix(while: { $0 != ":" })) }
                == ["FAIL a.normal", "FAIL a.selected"])
        // The broken documents' references are not stale: their snapshots are unknown, not gone.
        #expect(!lines.contains { $0.hasPrefix("STALE") }, "\(lines)")
        #expect(lines.suffix(2) == ["verified 4 snapshots: 2 passed, 2 failed, 0 missing, 2 documents with errors",
                                    "review: \(page)"])

        // JUnit: the good documents' cases, and one <error> case per broken document, named after it.
        let a = suite.list("a.json"), b = suite.list("b.json"), c = suite.list("c.json"), d = suite.list("d.json")
        #expect(try BrokenSuite.junit(junit) == [
            "\(b)|b|error|\(b)|\(b):2",
            "  document error: \(b):2:26: invalid JSON: expected a value, found 'x'",
            "\(c)|c|error|\(c)|\(c):1",
            "  document error: \(c):1:82: \(suite.missingImage)",
            "\(a)|a.normal|failure|\(a)|:", "\(a)|a.selected|failure|\(a)|:",
            "\(d)|d.normal|passed|\(d)|:", "\(d)|d.selected|passed|\(d)|:",
            "totals|6|2|2|0",
        ])

        // The page shows all four: the errors first, in a section of their own, then the failures, then the passes.
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let errors = try #require(html.range(of: #"<section class="document-errors" id="errors">"#))
        let failure = try #require(html.range(of: #"<section class="snapshot failed" id="s1">"#))
        #expect(errors.lowerBound < failure.lowerBound)
        #expect(html.contains("<h2>2 documents with errors: not verified</h2>"))
        #expect(html.contains(#"<code class="name">b</code>"#) && html.contains(#"<code class="name">c</code>"#))
        #expect(html.contains(#"<p class="document">\#(b):2:26</p>"#))
        #expect(html.contains("<pre class=\"message\">invalid JSON: expected a value, found &#39;x&#39;</pre>"))
        #expect(html.contains(#"<span class="count errors">2 documents with errors</span>"#))
        #expect(html.contains("<title>cellshot review: 2 failed, 0 missing of 4, 2 documents with errors</title>"))
        #expect(html.contains(#"<summary>2 passed</summary>"#) && html.contains("<li><code>d.selected</code></li>"))
        #expect(html.contains(##"<li><a href="#e1"><code>b</code></a> error</li>"##))
    }

    @Test("In GitHub Actions each broken document is an annotation at its line and column, before the failures'")
    func annotations() throws {
        let suite = try BrokenSuite()
        let outcome = try VerifyCommand.parse([suite.lists, "--snapshots", suite.refs])
            .outcome(environment: ["GITHUB_ACTIONS": "true"])
        #expect(outcome.status == .badInput)
        func property(_ text: String) -> String {
            text.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        let annotations = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error") }.map(String.init)
        #expect(annotations.count == 4)
        #expect(annotations.first == "::error file=\(property(suite.list("b.json"))),line=2,col=26,title=cellshot verify::"
                + "invalid JSON: expected a value, found 'x'")
        #expect(annotations.dropFirst().first == "::error file=\(property(suite.list("c.json"))),line=1,col=82,"
                + "title=cellshot verify::\(suite.missingImage)")
        #expect(annotations.dropFirst(2).allSatisfy { $0.contains("title=a.") })
    }

    @Test("record records the good documents and leaves the broken ones' references byte for byte, --prune too")
    func recordLeavesBrokenReferences() throws {
        let suite = try BrokenSuite()
        let before = try suite.references()
        try suite.write(BrokenSuite.document("E"), to: "e.json")
        let outcome = try RecordCommand.parse([suite.lists, "--snapshots", suite.refs, "--mode", "all", "--prune",
                                               "--junit", suite.file("record.xml")]).outcome(environment: [:])
        #expect(outcome.status == .badInput)
        #expect(outcome.standardError.split(separator: "\n").map(String.init) == suite.errors)
        #expect(outcome.standardOutput == """
            recorded \(suite.refs)/a.normal.png
            recorded \(suite.refs)/a.selected.png
            recorded \(suite.refs)/e.normal.png
            recorded \(suite.refs)/e.selected.png
            4 recorded, 2 unchanged (mode all), 2 documents with errors (their references left as they are)

            """)
        let after = try suite.references()
        for name in ["b.normal.png", "b.normal.layout.json", "b.selected.png", "b.selected.layout.json",
                     "c.normal.png", "c.normal.layout.json", "c.selected.png", "c.selected.layout.json",
                     "d.normal.png", "d.selected.png"] {
            #expect(after[name] != nil && after[name] == before[name], "\(name) changed")
        }
        #expect(after["a.normal.png"] != before["a.normal.png"])
        #expect(after["e.normal.png"] != nil && after["e.selected.layout.json"] != nil)
        #expect(try BrokenSuite.junit(suite.file("record.xml")).last == "totals|8|0|2|0")
    }

    @Test("--fail-fast stops at the first failure in the plan's order: a mismatch, or a broken document")
    func failFast() throws {
        let suite = try BrokenSuite()
        let junit = suite.file("fast.xml")
        // a's first snapshot differs: nothing after it runs.
        let mismatch = try VerifyCommand.parse([suite.lists, "--snapshots", suite.refs, "--fail-fast", "--junit", junit])
            .outcome(environment: [:])
        #expect(mismatch.status == .verificationFailed)
        #expect(mismatch.standardError == "")
        #expect(mismatch.standardOutput.split(separator: "\n").suffix(2) == [
            "verified 1 snapshot: 0 passed, 1 failed, 0 missing",
            "stopped at the first failure (--fail-fast): 3 snapshots not verified"])
        #expect(try BrokenSuite.junit(junit).last == "totals|1|1|0|0")
        // With a as recorded, the first failure is b, which cannot be read: c and d are not drawn.
        try suite.write(BrokenSuite.document("A"), to: "a.json")
        let broken = try VerifyCommand.parse([suite.lists, "--snapshots", suite.refs, "--fail-fast", "--jobs", "2",
                                              "--junit", junit]).outcome(environment: [:])
        #expect(broken.status == .badInput)
        #expect(broken.standardError.split(separator: "\n").map(String.init) == [suite.errors[0]])
        #expect(broken.standardOutput == """
            verified 2 snapshots: 2 passed, 0 failed, 0 missing, 1 document with errors
            stopped at the first failure (--fail-fast): 2 snapshots not verified

            """)
        #expect(try BrokenSuite.junit(junit).last == "totals|3|0|1|0")
        // record stops there too: d's new state is not recorded; with b fixed, c stops it after a and b.
        try suite.write(BrokenSuite.document("D").replacingOccurrences(of: #""selected""#, with: #""selected", "disabled""#),
                        to: "d.json")
        let record = try RecordCommand.parse([suite.lists, "--snapshots", suite.refs, "--fail-fast"]).outcome(environment: [:])
        #expect(record.status == .badInput)
        #expect(record.standardOutput == """
            0 recorded, 2 unchanged (mode missing), 1 document with errors (their references left as they are)
            stopped at the first failure (--fail-fast): 3 snapshots not recorded

            """)
        #expect(!FileManager.default.fileExists(atPath: suite.refs + "/d.disabled.png"))
        try suite.write(BrokenSuite.document("B"), to: "b.json")
        let second = try RecordCommand.parse([suite.lists, "--snapshots", suite.refs, "--fail-fast"]).outcome(environment: [:])
        #expect(second.standardError.split(separator: "\n").map(String.init) == [suite.errors[1]])
        #expect(second.standardOutput.hasPrefix("0 recorded, 4 unchanged (mode missing), 1 document with errors"))
        #expect(!FileManager.default.fileExists(atPath: suite.refs + "/d.disabled.png"))
        // Without --fail-fast, d's new state is recorded past c.
        let all = try RecordCommand.parse([suite.lists, "--snapshots", suite.refs]).outcome(environment: [:])
        #expect(all.standardOutput.hasPrefix("recorded \(suite.refs)/d.disabled.png\n1 recorded, 6 unchanged"))
    }

    @Test("The run's result is the same for any number of jobs: reports and failures in the plan's order")
    func sameForAnyJobs() throws {
        let suite = try BrokenSuite()
        // e names a file that is not an image: found when it is drawn, not when it is planned.
        try suite.write(BrokenSuite.document("E", image: "bad.png"), to: "e.json")
        try suite.write("not a picture", to: "bad.png")
        let plan = try SnapshotPlan(inputs: [suite.lists])
        #expect(plan.failures.map(\.name) == ["b", "c"])
        #expect(plan.items.map(\.name) == ["a.normal", "a.selected", "d.normal", "d.selected", "e.normal", "e.selected"])
        var results: [[String]] = []
        for jobs in [1, 2, 3] {
            let result = try ParallelSnapshotRun(snapshots: suite.refs, jobs: jobs).run(plan, .verify)
            results.append(result.reports.map { "\($0.item.name) \($0.outcome.isFailure)" }
                           + result.failures.map { "\($0.name) \($0.location)" })
            #expect(result.notRun == 0)
        }
        #expect(results[0] == ["a.normal true", "a.selected true", "d.normal false", "d.selected false",
                               "b \(suite.list("b.json")):2:26", "c \(suite.list("c.json")):1:82",
                               "e \(suite.list("e.json")):1:82"])
        #expect(results[1] == results[0] && results[2] == results[0])
        // Recording a document that fails while it is drawn writes none of its references; --fail-fast stops there.
        let record = try SnapshotRunner(snapshots: suite.refs).run(plan, .record(.all), failFast: true)
        #expect(record.reports.map(\.item.name) == ["a.normal", "a.selected"])
        #expect(record.failures.map(\.name) == ["b"] && record.notRun == 4)
        let recordAll = try ParallelSnapshotRun(snapshots: suite.refs, jobs: 2).run(plan, .record(.missing))
        #expect(recordAll.failures.map(\.name) == ["b", "c", "e"])
        #expect(recordAll.failures.last?.message.hasPrefix("sections[0].rows[0].image: cannot read the image ") == true,
                "\(recordAll.failures.last?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: suite.refs + "/e.normal.png"))
        // The library's verify(_:) stops at a broken document, as it always did, with its error.
        #expect(throws: SnapshotError.self) { try SnapshotRunner(snapshots: suite.refs).verify(plan) }
    }

    @Test("A shard reports a broken document once across the shards; --only keeps it when a name could be its")
    func shardsAndOnly() throws {
        let suite = try BrokenSuite()
        let shards = try (1...3).map { try SnapshotPlan(inputs: [suite.lists], shard: ($0, 3)).failures.map(\.name) }
        #expect(shards == [[], ["b"], ["c"]])
        let only = try SnapshotPlan(inputs: [suite.lists], only: ["b.normal", "d.normal"])
        #expect(only.failures.map(\.name) == ["b"] && only.items.map(\.name) == ["d.normal"])
        #expect(try SnapshotPlan(inputs: [suite.lists], only: ["d.normal"]).failures.isEmpty)
        #expect(throws: SnapshotError.self) { try SnapshotPlan(inputs: [suite.lists], only: ["e.normal"]) }
    }
}

@Suite("A broken document in the JUnit file and on the page")
struct DocumentFailureReportTests {
    static let failure = DocumentFailure(
        document: "lists/<a&b>.json", name: "<a&b>",
        error: .document(DocumentError(.unknownName, file: "lists/<a&b>.json", path: JSONPath.root.appending(key: "look"),
                                       message: "expected ios26 or ios18, found \"ios7\"", hint: "did you mean \"ios18\"?",
                                       line: 3, column: 12)))

    @Test("A failure is a suite of its own with one <error> case: file, line, column and message, escaped")
    func junit() {
        #expect(Self.failure.description == #"lists/<a&b>.json:3:12: look: expected ios26 or ios18, found "ios7" (did you mean "ios18"?)"#)
        let xml = JUnitReport(reports: [], failures: [Self.failure], name: "cellshot verify").xml
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="cellshot verify" tests="1" failures="0" errors="1" skipped="0" time="0.000">
              <testsuite name="lists/&lt;a&amp;b&gt;.json" tests="1" failures="0" errors="1" skipped="0" time="0.000">
                <testcase name="&lt;a&amp;b&gt;" classname="lists/&lt;a&amp;b&gt;.json" file="lists/&lt;a&amp;b&gt;.json" line="3" time="0.000">
                  <error type="document error" message="lists/&lt;a&amp;b&gt;.json:3:12: look: expected ios26 or ios18, found &quot;ios7&quot; (did you mean &quot;ios18&quot;?)">lists/&lt;a&amp;b&gt;.json:3:12: look: expected ios26 or ios18, found &quot;ios7&quot; (did you mean &quot;ios18&quot;?)</error>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test("On the page a failure is escaped, and a run with only failures is not called clean")
    func page() {
        let html = ReviewReport(reports: [], failures: [Self.failure], snapshots: "refs").html
        #expect(!html.contains("Every snapshot matches its reference"))
        #expect(html.contains(#"<code class="name">&lt;a&amp;b&gt;</code>"#))
        #expect(html.contains(#"<p class="document">lists/&lt;a&amp;b&gt;.json:3:12</p>"#))
        #expect(html.contains("<h2>1 document with errors: not verified</h2>"))
        #expect(!html.contains("Accept all"))
        #expect(!html.contains("<a&b>"))
    }
}

/// The page with the broken documents in a real browser: it loads, and the failures' images decode.
@Suite("Broken documents' review page in headless Chromium",
       .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium): browser test skipped"))
struct BrokenDocumentBrowserTests {
    @Test("The page with two broken documents loads in Chromium with every image")
    func pageLoads() throws {
        let suite = try BrokenSuite()
        let page = suite.file("review.html")
        let outcome = try VerifyCommand.parse([suite.lists, "--snapshots", suite.refs, "--report", page]).outcome(environment: [:])
        #expect(outcome.status == .badInput)
        let dom = try Chromium.dumpDOM(of: page, scratch: suite.folder)
        #expect(dom.contains(#"<section class="document-errors" id="errors">"#), "the page loaded: \(dom.prefix(300))")
        #expect(dom.contains(#"<div class="document-error" id="e2">"#))
        let body = Chromium.bodyAttributes(dom)
        // a.normal and a.selected: reference, actual and diff, and the slider's and blink view's two each.
        #expect(body["data-images"] == "14")
        #expect(body["data-images-loaded"] == "14")
    }
}
