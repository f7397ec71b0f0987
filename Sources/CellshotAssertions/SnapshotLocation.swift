import Foundation

/// Where an assertion's references and failure artifacts go, as swift-snapshot-testing lays them out:
///
/// ```
/// Tests/AppTests/SettingsTests.swift
/// Tests/AppTests/__Snapshots__/SettingsTests/settings.compact@dark.selected.png
/// Tests/AppTests/__Snapshots__/SettingsTests/settings.compact@dark.selected.layout.json
/// .build/cellshot-artifacts/SettingsTests/settings.compact@dark.selected.diff.png   (failures only)
/// ```
///
/// A snapshot's name is the test's name, then `.` and the assertion's `named:` if any, then the
/// variant's suffix and the state (``SnapshotVariant/nameSuffix``). Names keep letters, digits and
/// underscores; every other run of characters becomes `-` (`settings(state:)` → `settings-state`).
struct SnapshotLocation: Equatable {
    /// The folder of this test file's references: `__Snapshots__/<TestFileName>` beside the test file.
    var references: String
    /// The folder of this test file's failure artifacts: `<artifacts root>/<TestFileName>`.
    var artifacts: String
    /// The name every snapshot of the assertion starts with: `settings` or `settings.compact`.
    var baseName: String

    /// The variable naming the artifacts root.
    static let artifactsVariable = "CELLSHOT_ARTIFACTS"

    /// The location of an assertion.
    /// - Parameters:
    ///   - filePath: the test file (`#filePath`).
    ///   - function: the test function (`#function`).
    ///   - name: the assertion's `named:`.
    ///   - environment: the process environment (`CELLSHOT_ARTIFACTS`).
    ///   - currentDirectory: what a relative `CELLSHOT_ARTIFACTS` is relative to.
    ///   - directories: folders that replace the defaults (``withCellSnapshotDirectories(references:artifacts:_:)``).
    init(filePath: String, function: String, name: String?, environment: [String: String],
         currentDirectory: String = FileManager.default.currentDirectoryPath,
         directories: SnapshotDirectories = .current) {
        let file = filePath as NSString
        let testFile = (file.lastPathComponent as NSString).deletingPathExtension
        let folder = file.deletingLastPathComponent
        references = ((folder as NSString).appendingPathComponent("__Snapshots__") as NSString)
            .appendingPathComponent(testFile)
        let root: String
        if let variable = environment[Self.artifactsVariable], !variable.isEmpty {
            root = Self.absolute(variable, in: currentDirectory)
        } else if let package = Self.packageRoot(above: folder) {
            root = (package as NSString).appendingPathComponent(".build/cellshot-artifacts")
        } else {
            root = (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-artifacts")
        }
        artifacts = (root as NSString).appendingPathComponent(testFile)
        if let folder = directories.references { references = Self.absolute(folder, in: currentDirectory) }
        if let folder = directories.artifacts { artifacts = Self.absolute(folder, in: currentDirectory) }
        baseName = Self.sanitized(function) + (name.map { "." + Self.sanitized($0) } ?? "")
    }

    /// A path relative to `directory` made absolute; an absolute path as it is.
    static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    static func packageRoot(above folder: String) -> String? {
        var current = folder
        while !current.isEmpty {
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent("Package.swift")) {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { return nil }
            current = parent
        }
        return nil
    }

    /// Letters, digits and underscores kept; every other run of characters one `-`, none at either end
    /// (swift-snapshot-testing's `sanitizePathComponent`): `testSettings()` → `testSettings`.
    static func sanitized(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
