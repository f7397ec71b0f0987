/// Runs `operation` with the snapshot assertions in it keeping their references and failure artifacts
/// in the folders given, instead of `__Snapshots__/<TestFileName>` beside the test file and
/// `<artifacts root>/<TestFileName>`.
///
/// For references shared by several test files, and for tests of snapshot tests that must not write
/// beside their own source. The setting is task-local: it applies to the calling task only (Swift
/// Testing's parallel tests keep their own), and an inner call replaces what it sets.
///
/// ```swift
/// withCellSnapshotDirectories(references: "Tests/Shared/References") {
///     assertCellSnapshot(of: document)   // Tests/Shared/References/settings.normal.png
/// }
/// ```
/// - Parameters:
///   - references: the folder of reference images and layout sidecars; `nil` keeps the default.
///   - artifacts: the folder of failure artifacts; `nil` keeps the default.
///   - operation: the assertions.
public func withCellSnapshotDirectories<Value>(references: String? = nil, artifacts: String? = nil,
                                               _ operation: () throws -> Value) rethrows -> Value {
    var directories = SnapshotDirectories.current
    if let references { directories.references = references }
    if let artifacts { directories.artifacts = artifacts }
    return try SnapshotDirectories.$current.withValue(directories) { try operation() }
}

/// The folders ``withCellSnapshotDirectories(references:artifacts:_:)`` set for the current task.
struct SnapshotDirectories: Sendable {
    /// The folder of references, if set.
    var references: String?
    /// The folder of failure artifacts, if set.
    var artifacts: String?

    @TaskLocal static var current = SnapshotDirectories()
}
