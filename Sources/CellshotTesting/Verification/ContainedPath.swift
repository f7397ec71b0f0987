import Foundation

/// Keeps the files a snapshot run reads and writes inside their folders.
///
/// The snapshots and artifacts folders come from the repository under test, so a pull request can put a
/// symbolic link in them: `snapshots/settings` pointing at a folder of the runner would make recording
/// write there, and a reference linked to a file elsewhere would be copied into the artifacts and the
/// review page. Every path is checked on real paths (`realpath`) before it is used.
enum ContainedPath {
    /// Checks that `path` — a file to write or read under `root` — is reached without leaving `root`:
    /// its deepest existing folder resolves inside `root`, and so does the file itself when `readsFile`
    /// and it exists. A missing `root` contains anything (it is about to be created, by the caller's
    /// own name).
    /// - Parameters:
    ///   - role: the folder's name in the message (`the snapshots folder`).
    ///   - readsFile: whether the file itself is read (a link there would be followed); files written are
    ///     replaced by renaming, which replaces a link rather than following it.
    /// - Throws: ``SnapshotError/io(_:)`` naming the path, the folder and the link.
    static func check(_ path: String, inside root: String, role: String, readsFile: Bool = false) throws(SnapshotError) {
        guard let realRoot = realPath(root) else { return }
        var existing = readsFile ? path : (path as NSString).deletingLastPathComponent
        // The deepest part of the path that exists: folders still to be created cannot be links.
        while realPath(existing) == nil {
            let parent = (existing as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != existing else { return }
            existing = parent
        }
        guard let real = realPath(existing) else { return }
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            throw .io("\(path) leads out of \(role) \(root) through a symbolic link (to \(real)); cellshot reads and "
                      + "writes only inside it")
        }
    }

    /// The real path of an existing file or folder.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
