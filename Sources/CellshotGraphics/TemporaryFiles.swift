#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files a process has open for writing, so that an interrupted run can remove them.
///
/// Every file cellshot writes goes to a temporary file beside its destination and is renamed into
/// place when complete. Stopped by SIGINT or SIGTERM half way, a process would leave those behind;
/// the command line removes what is registered here before it ends (see the `cellshot` executable's
/// `SignalCleanup`). Writers register a file before creating it and unregister it once it is renamed
/// or removed.
public enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    /// Records `path` as a temporary file (or folder) to remove if the process is interrupted.
    public static func register(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    /// Forgets `path`: it was renamed into place or removed.
    public static func unregister(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// The registered paths, sorted.
    public static var registered: [String] {
        paths.withLock { $0.sorted() }
    }

    /// Removes every registered file and folder (a folder with what is in it) and forgets them: the
    /// process is ending. A file renamed into place meanwhile is not found under its temporary name and
    /// stays, complete.
    public static func removeAll() {
        let all = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in all { remove(path) }
    }

    /// Removes a file, or a folder and what is in it, without following links.
    private static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR, let folder = opendir(path) {
            let names = DirectoryEntries.names(folder).filter { $0 != "." && $0 != ".." }
            closedir(folder)
            for name in names { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
