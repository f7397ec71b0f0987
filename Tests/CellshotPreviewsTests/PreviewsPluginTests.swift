import CellshotTestSupport
import Foundation
import Testing

/// The `cellshot-previews` command end to end: Fixtures/PreviewsApp, a package whose target App has SwiftUI
/// previews and whose test target links App and CellshotPreviews, is given the command as a team types it, and then
/// the mistakes the plugin sees before building (an unknown target, one no test target links, a test target without
/// CellshotPreviews) and after (an option's value).
///
/// Minutes the first time (a build of CellshotSwiftUI in its own scratch folder), so it runs only with
/// `CELLSHOT_PLUGIN_TEST=1`: `CELLSHOT_PLUGIN_TEST=1 swift test --filter PreviewsPluginTests`. The package is copied
/// to `.build/previews-fixture/package` (its `cellshot` path made absolute) and built in
/// `.build/previews-fixture/build`, both kept so later runs are incremental.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CELLSHOT_PLUGIN_TEST"] == "1",
                "set CELLSHOT_PLUGIN_TEST=1 to build the command's fixture package (minutes)"),
       .serialized)
struct PreviewsPluginTests {
    static let fixture = FixturePackage(testFile: #filePath, fixture: "Tests/CellshotPreviewsTests/Fixtures/PreviewsApp",
                                        work: "previews-fixture")
    static let package = fixture.package

    static func copyFixture(edit: (String) -> String = { $0 }) throws { try fixture.copy(editingManifest: edit) }

    /// Runs `swift package … cellshot-previews <arguments>` on the copied package: its status, standard output and
    /// standard error.
    static func previews(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try fixture.swift(["package"], ["--allow-writing-to-package-directory", "cellshot-previews"] + arguments)
    }

    @Test func drawsEveryPreviewWithAnIndexPage() throws {
        try Self.copyFixture()
        let run = try Self.previews(["--target", "App", "--output", "docs/previews", "--color-scheme", "light,dark",
                                     "--junit", ".build/previews.xml"])
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        // Progress on standard error, one line per picture, then the summary, each after SwiftPM's `[cellshot-previews] `;
        // none of the test library's lines.
        let out = Self.package.appendingPathComponent("docs/previews")
        for line in ["[1/1] RowView_Previews-Wi-Fi@light", "[1/1] RowView_Previews-Bluetooth@dark",
                     "drew 4 pictures of 1 preview to \(out.path)"] {
            #expect(run.errors.contains("[cellshot-previews] " + line + "\n"), "\(run.errors)")
        }
        #expect(!run.errors.contains("Test run started"), "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == [".cellshot-previews.json", "RowView_Previews-Bluetooth@dark.normal.png",
                          "RowView_Previews-Bluetooth@light.normal.png", "RowView_Previews-Wi-Fi@dark.normal.png",
                          "RowView_Previews-Wi-Fi@light.normal.png", "index.html"])
        let junit = try String(contentsOf: Self.package.appendingPathComponent(".build/previews.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="cellshot-previews" tests="4" failures="0" errors="0""#), "\(junit)")
    }

    @Test func mistakesSeenBeforeTheBuild() throws {
        try Self.copyFixture()
        let unknown = try Self.previews(["--target", "Nowhere", "--output", "docs/previews"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("cellshot-previews: no target named Nowhere in PreviewsApp (its targets: App, Other)"),
                "\(unknown.errors)")
        let unlinked = try Self.previews(["--target", "Other", "--output", "docs/previews"])
        #expect(unlinked.status != 0)
        #expect(unlinked.errors.contains("cellshot-previews: no test target depends on Other"), "\(unlinked.errors)")
        let missingTarget = try Self.previews(["--output", "docs/previews"])
        #expect(missingTarget.errors.contains("cellshot-previews: --target is required"), "\(missingTarget.errors)")

        try Self.copyFixture { $0.replacingOccurrences(of: ", .product(name: \"CellshotPreviews\", package: \"cellshot\")", with: "") }
        let withoutLibrary = try Self.previews(["--target", "App", "--output", "docs/previews"])
        #expect(withoutLibrary.status != 0)
        #expect(withoutLibrary.errors.contains("cellshot-previews: the test target AppTests that links App does not link "
                                               + "cellshot's CellshotPreviews library"), "\(withoutLibrary.errors)")
    }

    @Test func aWrongOptionValueIsNamed() throws {
        try Self.copyFixture()
        let run = try Self.previews(["--target", "App", "--output", "docs/previews", "--look", "ios17"])
        #expect(run.status != 0)
        #expect(run.errors.contains("--look: expected a comma-separated list of ios26, ios18, found \"ios17\"\n"),
                "\(run.errors)")
        #expect(run.errors.contains("cellshot-previews: finished with status 2"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: Self.package.appendingPathComponent("docs/previews").path))
    }
}
