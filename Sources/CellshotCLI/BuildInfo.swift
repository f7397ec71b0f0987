import Cellshot
import Foundation

/// What `cellshot --version` says: the version, and the commit it was built from when `scripts/install.sh`
/// installed it (the script writes `share/cellshot/build-info` beside `bin/cellshot`; a binary run from a
/// build folder says it was built from source).
enum BuildInfo {
    /// The version line.
    static let versionLine: String = {
        let executable = Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
        return line(version: CellshotVersion.current, buildInfo: executable.flatMap(Self.buildInfo(besideExecutable:)))
    }()

    /// `0.5.0 (commit 1a2b3c4, 2026-11-25)`, or `0.5.0 (built from source)` without a build-info file.
    static func line(version: String, buildInfo: [String: String]?) -> String {
        guard let buildInfo, let commit = buildInfo["commit"], !commit.isEmpty else { return "\(version) (built from source)" }
        let date = buildInfo["date"].map { ", \($0)" } ?? ""
        return "\(version) (commit \(commit)\(date))"
    }

    /// The `key=value` lines of `../share/cellshot/build-info` beside an executable in `bin/`.
    static func buildInfo(besideExecutable executable: URL) -> [String: String]? {
        let file = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/cellshot/build-info")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }
}
