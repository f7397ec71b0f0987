import Foundation

/// A package under a test target's `Fixtures` folder, run end to end against this checkout (the plugin tests): copied
/// to `.build/<work>/package` with its `cellshot` dependency's path (`"../../../.."`) made absolute, and built in
/// `.build/<work>/build`, which is kept so later runs are incremental.
public struct FixturePackage: Sendable {
    /// The checkout's root.
    public let root: URL
    /// The fixture, relative to the root (`Tests/CellshotPreviewsTests/Fixtures/PreviewsApp`).
    public let fixture: String
    /// The folder the copy and its build live in.
    public let work: URL
    /// The copy.
    public var package: URL { work.appendingPathComponent("package") }
    /// The copy's scratch (build) folder.
    public var build: URL { work.appendingPathComponent("build") }

    /// - Parameters:
    ///   - testFile: a test file's `#filePath`, two folders below the root (`Tests/<Target>/<File>.swift`).
    ///   - fixture: the fixture's path below the root.
    ///   - work: the folder's name under `.build`.
    public init(testFile: String, fixture: String, work: String) {
        root = URL(fileURLWithPath: testFile).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        self.fixture = fixture
        self.work = root.appendingPathComponent(".build/\(work)")
    }

    /// Copies the fixture afresh (the files a failing run added go), keeping the build folder; `edit` changes its
    /// manifest's text after the path is made absolute.
    public func copy(editingManifest edit: (String) -> String = { $0 }) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: package)
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        try manager.copyItem(at: root.appendingPathComponent(fixture), to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "path: \"../../../..\"", with: "path: \"\(root.path)\"")
        try edit(text).write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Runs `swift <command> --package-path <copy> --scratch-path <build> <arguments>` with `environment` added:
    /// its exit status, standard output and standard error (read through files, so neither can block it).
    public func swift(_ command: [String], _ arguments: [String] = [], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + command + ["--package-path", package.path, "--scratch-path", build.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = work.appendingPathComponent("stdout.txt"), errors = work.appendingPathComponent("stderr.txt")
        for file in [output, errors] {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8),
                try String(contentsOf: errors, encoding: .utf8))
    }
}
