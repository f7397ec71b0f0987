import CellshotTestSupport
import Foundation
import Testing

/// The CellshotSources plugin end to end: Fixtures/PluginApp, a team's test package whose target compiles the
/// app's files under its App/ folder (a table view controller whose data source is `override`s in an extension,
/// `@objc`, `#selector`, `#if os(iOS)`, `import os`), is built and tested with `swift test` against this checkout,
/// and then made to fail: an override whose class is not listed (the plugin's error, at the app's line), a file added
/// to a listed folder after SwiftPM planned the build, and a type error (the compiler's, at the app's line through
/// `#sourceLocation`).
///
/// Minutes the first time (a build of CellshotUIKit in its own scratch folder), so it runs only with
/// `CELLSHOT_PLUGIN_TEST=1`: `CELLSHOT_PLUGIN_TEST=1 swift test --filter PluginIntegrationTests`. The package is
/// copied to `.build/plugin-fixture/package` (its `cellshot` path made absolute) and built in
/// `.build/plugin-fixture/build`, both kept so later runs are incremental.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CELLSHOT_PLUGIN_TEST"] == "1",
                "set CELLSHOT_PLUGIN_TEST=1 to build the plugin's fixture package (minutes)"),
       .serialized)
struct PluginIntegrationTests {
    static let fixture = FixturePackage(testFile: #filePath, fixture: "Tests/CellshotSourcePreparationTests/Fixtures/PluginApp",
                                        work: "plugin-fixture")
    static let work = fixture.work
    static let package = fixture.package

    static func copyFixture() throws { try fixture.copy() }

    /// Runs `swift <arguments>` on the copied package; its exit status and its output and errors together.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try fixture.swift(arguments, environment: ["PLUGIN_APP_PNG": work.appendingPathComponent("items.png").path])
        return (run.status, run.output + run.errors)
    }

    @Test func theAppsFilesCompileUnchangedAndDraw() throws {
        try Self.copyFixture()
        try? FileManager.default.removeItem(at: Self.work.appendingPathComponent("items.png"))
        let run = try Self.swift(["test"])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("warning: "), "\(run.output)")
        let png = try Data(contentsOf: Self.work.appendingPathComponent("items.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func whatCannotBePreparedFailsTheBuildAtTheAppsLine() throws {
        try Self.copyFixture()
        let orphan = Self.package.appendingPathComponent("App/Screens/Orphan.swift")
        try "import UIKit\n\nextension UITableViewController {\n    override func viewWillAppear(_ animated: Bool) {}\n}\n"
            .write(to: orphan, atomically: true, encoding: .utf8)
        let run = try Self.swift(["build", "--target", "AppListCode"])
        #expect(run.status != 0)
        #expect(run.output.contains("\(orphan.path):4:5: error: cellshot-sources: `override func viewWillAppear(_:)` in an "
                                    + "extension of `UITableViewController` cannot move into the class's body"), "\(run.output)")
    }

    @Test func aFileAddedToAListedFolderAfterThePlanIsNamed() throws {
        try Self.copyFixture()
        #expect(try Self.swift(["build", "--target", "AppListCode"]).status == 0)
        // A file added outside the target's folder: either SwiftPM plans again (Swift 6.3's does, the listed folders
        // being inputs) and compiles it, or the tool notices it and names it — never is it silently left out.
        let added = Self.package.appendingPathComponent("App/Screens/Added.swift")
        try "let added = 1\n".write(to: added, atomically: true, encoding: .utf8)
        let run = try Self.swift(["build", "--target", "AppListCode"])
        if run.status == 0 {
            #expect(run.output.contains("Compiling AppListCode App+Screens+Added.swift"), "\(run.output)")
        } else {
            #expect(run.output.contains("error: cellshot-sources: the files cellshot-sources.json names changed since SwiftPM "
                                        + "planned this build (new: \(added.path)); SwiftPM plans again only when Package.swift "
                                        + "or Package.resolved change or the target's own folder gains or loses a file: run "
                                        + "`touch Package.swift` and build again"), "\(run.output)")
        }
        try FileManager.default.setAttributes([.modificationDate: Date()],
                                              ofItemAtPath: Self.package.appendingPathComponent("Package.swift").path)
        #expect(try Self.swift(["build", "--target", "AppListCode"]).status == 0)
    }

    @Test func aPathTheConfigurationNamesThatDoesNotExistStopsThePlan() throws {
        try Self.copyFixture()
        let config = Self.package.appendingPathComponent("Sources/AppListCode/cellshot-sources.json")
        try #"{ "sources": ["../../App/Nowhere"] }"#.write(to: config, atomically: true, encoding: .utf8)
        let run = try Self.swift(["build", "--target", "AppListCode"])
        #expect(run.status != 0)
        #expect(run.output.contains("error: cellshot-sources: \(config.path): \"../../App/Nowhere\" does not exist"), "\(run.output)")
    }

    @Test func compilerErrorsNameTheAppsFileAndLine() throws {
        try Self.copyFixture()
        let typo = Self.package.appendingPathComponent("App/Screens/Typo.swift")
        try "import UIKit\n\n#if os(iOS)\nlet count: Int = \"three\"\n#endif\n".write(to: typo, atomically: true, encoding: .utf8)
        let run = try Self.swift(["build", "--target", "AppListCode"])
        #expect(run.status != 0)
        #expect(run.output.contains("\(typo.path):4:18: error: cannot convert value of type 'String'"), "\(run.output)")
    }
}
