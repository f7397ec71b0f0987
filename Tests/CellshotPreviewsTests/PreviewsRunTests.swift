@testable import CellshotPreviews
import CellshotTestSupport
import CellshotUIKit
import Foundation
import Testing

/// The run as the plugin's process does it, on this test module's previews (PreviewFixtures.swift).
@MainActor @Suite(.serialized) struct PreviewsRunTests {
    /// A fresh output folder's parent.
    static func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "cellshot-previews-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs the command's options on a module's previews: its status and its lines.
    static func run(_ module: String, in folder: String, _ arguments: [String] = []) throws -> (status: Int32, lines: [String]) {
        let options = try PreviewsOptions(arguments: ["--target", module, "--output", "out"] + arguments, relativeTo: folder)
        var lines: [String] = []
        let status = PreviewsRun(options: options, module: module) { lines.append($0) }
            .run(entries: CellshotUIKit.previewEntries(in: module))
        return (status, lines)
    }

    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("Every preview in every scheme, named as assertPreviewSnapshots names them, with progress; the same bytes twice")
    func drawsEveryPreview() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run("CellshotPreviewsTests", in: folder, ["--color-scheme", "light,dark"])
        #expect(run.status == 0, "\(run.lines)")
        #expect(run.lines == [
            "[1/1] SettingsRow_Previews-Wi-Fi@light", "[1/1] SettingsRow_Previews-Bluetooth@light",
            "[1/1] SettingsRow_Previews-Wi-Fi@dark", "[1/1] SettingsRow_Previews-Bluetooth@dark",
            "drew 4 pictures of 1 preview to \(folder)/out",
        ])
        let out = folder + "/out"
        #expect(Self.files(in: out) == [".cellshot-previews.json", "SettingsRow_Previews-Bluetooth@dark.normal.png",
                                        "SettingsRow_Previews-Bluetooth@light.normal.png",
                                        "SettingsRow_Previews-Wi-Fi@dark.normal.png",
                                        "SettingsRow_Previews-Wi-Fi@light.normal.png", "index.html"])
        let first = try Self.files(in: out).map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) }
        #expect(try Self.run("CellshotPreviewsTests", in: folder, ["--color-scheme", "light,dark"]).status == 0)
        let second = try Self.files(in: out).map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) }
        #expect(first == second)
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        // 393 × 3 pixels wide (the assertion's default width): 393 points.
        #expect(page.contains(#"<img src="SettingsRow_Previews-Wi-Fi@dark.normal.png" width="393""#), "\(page)")
    }

    @Test("A UIKit preview's picture: the same name as its snapshot reference")
    func uikitPreview() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run("DocsGood", in: folder, ["--look", "ios18"])
        #expect(run.lines == ["[1/1] ContactCell-Contact@ios18", "drew 1 picture of 1 preview to \(folder)/out"])
        #expect(Self.files(in: folder + "/out") == [".cellshot-previews.json", "ContactCell-Contact@ios18.normal.png", "index.html"])
    }

    @Test("A preview that cannot be drawn is one failure: listed, the others drawn, JUnit and review page written, status 2")
    func oneFailureDoesNotEndTheRun() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run("DocsBroken", in: folder, ["--junit", "previews.xml", "--report", "report.html"])
        let refusal = "Cannot draw the preview “Badge” (DocsBroken/Badge.swift:5): it holds no table view, collection view "
            + "or cell, which is all cellshot draws"
        #expect(run.status == 2)
        #expect(run.lines == ["error: \(refusal)", "[2/2] ContactCell-Contact",
                              "drew 1 picture of 2 previews to \(folder)/out, 1 could not be drawn (stale files kept: a preview failed)",
                              "review: \(folder)/report.html"])
        #expect(Self.files(in: folder + "/out") == [".cellshot-previews.json", "ContactCell-Contact.normal.png", "index.html"])
        let junit = try String(contentsOfFile: folder + "/previews.xml", encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="cellshot-previews" tests="2" failures="0" errors="1""#), "\(junit)")
        #expect(junit.contains(#"<testcase name="Badge" classname="DocsBroken/Badge.swift" file="DocsBroken/Badge.swift""#))
        #expect(junit.contains(#"<testcase name="ContactCell-Contact.normal" classname="DocsBroken/ContactCell.swift:12""#))
        // junitparser reads it as CI tools do.
        let parsed = try PythonScript.run("""
            import sys, junitparser
            xml = junitparser.JUnitXml.fromfile(sys.argv[1])
            print(sum(1 for suite in xml for case in suite), sum(1 for suite in xml for case in suite if not case.is_passed))
            """, arguments: [folder + "/previews.xml"])
        #expect(parsed.output == "2 1\n", "\(parsed.errors)")
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(page.contains("it holds no table view, collection view or cell"))
        let index = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
        #expect(index.contains("<li>\(refusal)</li>"))
    }

    @Test("Stale files go only if cellshot wrote them; a file of the team's it would replace stops the run")
    func staleFilesAndTheTeamsFiles() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: out + "/notes.md"))
        try Data("old".utf8).write(to: URL(fileURLWithPath: out + "/ContactCell-Old.normal.png"))
        try PreviewsManifest(files: ["ContactCell-Old.normal.png", "index.html"]).write(in: out)
        let run = try Self.run("DocsGood", in: folder)
        #expect(run.lines.last == "drew 1 picture of 1 preview to \(out), 1 stale removed")
        #expect(Self.files(in: out) == [".cellshot-previews.json", "ContactCell-Contact.normal.png", "index.html", "notes.md"])

        let other = folder + "/other"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try Data("<p>ours</p>".utf8).write(to: URL(fileURLWithPath: other + "/index.html"))
        let options = try PreviewsOptions(arguments: ["--target", "DocsGood", "--output", "other"], relativeTo: folder)
        var lines: [String] = []
        let status = PreviewsRun(options: options, module: "DocsGood") { lines.append($0) }
            .run(entries: CellshotUIKit.previewEntries(in: "DocsGood"))
        #expect(status == 2)
        #expect(lines.last == "error: \(other) holds index.html, which cellshot-previews did not write (its manifest, "
                + ".cellshot-previews.json, does not list it): choose another --output, or move it")
        #expect(Self.files(in: other) == ["index.html"])
    }

    @Test("The package's set-up types are found at run time, as the previews are")
    func setUpTypes() {
        #expect(PreviewsSetUpTypes.all().map { String(reflecting: $0) } == ["CellshotPreviewsTests.CountingSetUp"])
    }

    @Test("A warning that names its file and line keeps them, before the message; a preview's are said once")
    func warningLines() {
        #expect(PreviewsRun.warningLine("App/RowView.swift:12: warning: trait .landscapeLeft: drawn in portrait")
                == "warning: App/RowView.swift:12: trait .landscapeLeft: drawn in portrait")
        #expect(PreviewsRun.warningLine("something") == "warning: something")
    }

    @Test("Which preview is about to be made is traced, so that a crash can be named")
    func trace() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let options = try PreviewsOptions(arguments: ["--target", "DocsBroken", "--output", "out", "--color-scheme",
                                                      "light,dark"], relativeTo: folder)
        var traced: [String] = [], lines: [String] = []
        let status = PreviewsRun(options: options, module: "DocsBroken", log: { lines.append($0) }, trace: { traced.append($0) })
            .run(entries: CellshotUIKit.previewEntries(in: "DocsBroken"))
        #expect(status == 2)
        #expect(traced == ["cellshot-previews: drawing DocsBroken/Badge.swift:5",
                           "cellshot-previews: drawing DocsBroken/ContactCell.swift:12"])
        // Two variants, one failure.
        #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1, "\(lines)")
    }

    @Test("A preview that stopped an earlier process is one failure; the others are drawn")
    func crashedPreviewIsOneFailure() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let options = try PreviewsOptions(arguments: ["--target", "DocsBroken", "--output", "out", "--junit", "junit.xml"],
                                          relativeTo: folder)
        var traced: [String] = [], lines: [String] = []
        let status = PreviewsRun(options: options, module: "DocsBroken", log: { lines.append($0) }, trace: { traced.append($0) },
                                 crashed: ["DocsBroken/Badge.swift:5": "signal 4"])
            .run(entries: CellshotUIKit.previewEntries(in: "DocsBroken"))
        #expect(status == 2)
        // The crashed preview is not made again; the other is.
        #expect(traced == ["cellshot-previews: drawing DocsBroken/ContactCell.swift:12"])
        #expect(lines.contains("error: the code of the preview at DocsBroken/Badge.swift:5 stopped the drawing process "
                               + "(signal 4): it is not drawn; the others are"), "\(lines)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("DocsBroken/Badge.swift:5 stopped the drawing process"), "\(junit)")
    }

    @Test("No previews in the module: an error that says what to check, status 2")
    func noPreviews() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.run("NoSuchModule", in: folder)
        #expect(run.status == 2)
        #expect(run.lines == ["error: no previews found in module NoSuchModule: its #Preview blocks need cellshot's Previews "
                              + "trait (.package(…, traits: [\"Previews\"])); PreviewProvider types need none"])
        #expect(Self.files(in: folder) == [])
    }
}

/// The index page in a real browser: every picture loads and every preview's name shows. Skipped without Chromium.
@MainActor @Suite("Previews index page in headless Chromium",
                  .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium): browser test skipped"))
struct PreviewIndexBrowserTests {
    @Test("Every picture of the index page loads, and every preview's name and file shows")
    func indexPageLoads() throws {
        let folder = try PreviewsRunTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for module in ["CellshotPreviewsTests", "DocsGood"] {
            let options = try PreviewsOptions(arguments: ["--target", module, "--output", "out-\(module)", "--color-scheme",
                                                          "light,dark"], relativeTo: folder)
            #expect(PreviewsRun(options: options, module: module) { _ in }.run(entries: CellshotUIKit.previewEntries(in: module)) == 0)
        }
        let out = folder + "/out-CellshotPreviewsTests"
        let dom = try Chromium.dumpDOM(of: out + "/index.html", scratch: folder)
        let body = Chromium.bodyAttributes(dom)
        #expect(body["data-images"] == "4")
        #expect(body["data-images-loaded"] == "4", "\(dom.prefix(600))")
        #expect(!dom.contains("class=\"missing\""))
        for name in ["SettingsRow_Previews Wi-Fi", "SettingsRow_Previews Bluetooth"] { #expect(dom.contains("<h2>\(name)</h2>")) }
        for file in PreviewsRunTests.files(in: out) where file.hasSuffix(".png") {
            #expect(dom.contains("<code class=\"file\">\(file)</code>"))
        }
        // A picture whose file is gone is marked, not silently blank.
        try FileManager.default.removeItem(atPath: folder + "/out-DocsGood/ContactCell-Contact@dark.normal.png")
        let broken = Chromium.bodyAttributes(try Chromium.dumpDOM(of: folder + "/out-DocsGood/index.html", scratch: folder))
        #expect(broken["data-images"] == "2" && broken["data-images-loaded"] == "1")
        if let keep = ProcessInfo.processInfo.environment["CELLSHOT_PREVIEWS_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: out, toPath: keep)
        }
    }
}
