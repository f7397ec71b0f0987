import CellshotGraphics
import CellshotRender
import Foundation

/// Writes several files all or nothing: each file is first written to a hidden staging file beside
/// it (same folder, so same file system), and only when every one is written are they renamed into
/// place. A failure removes the staging files and leaves existing files as they were.
///
/// `cellshot render --split` writes one file per state; without staging, a failure in the second
/// state would leave the first state's new image next to the second state's old one.
enum StagedFiles {
    /// Writes `paths`, calling `write` with each one's index and the staging path to write it to.
    /// - Parameters:
    ///   - paths: the files to create or replace.
    ///   - write: writes file `index` to the given path; any error stops everything.
    /// - Throws: what `write` throws, with staging paths in its message replaced by the real ones;
    ///   ``CommandError`` (status 3) when a staged file cannot be renamed into place.
    static func write(_ paths: [String],
                      _ write: (_ index: Int, _ stagingPath: String) throws(CommandError) -> Void) throws(CommandError) {
        let staging = paths.map(stagingPath)
        // A render killed with SIGKILL left its staging files (`.out.png.cellshot-PID…`): removed, once its process is gone.
        for path in paths { LeftoverFiles.remove(besides: path) }
        var written = 0
        // Registered so that SIGINT or SIGTERM removes them too (SignalCleanup).
        for path in staging { TemporaryFiles.register(path) }
        defer {
            for path in staging[written...] { unlink(path) }
            for path in staging { TemporaryFiles.unregister(path) }
        }
        for (index, path) in staging.enumerated() {
            do {
                try write(index, path)
            } catch {
                // The writer names the file it was given; the user knows only the real one.
                throw CommandError(error.message.replacingOccurrences(of: path, with: paths[index]),
                                   status: error.status)
            }
        }
        // Renaming within a folder is atomic per file and needs no space, so it fails only if the folder
        // itself goes away or changes hands meanwhile; then the files renamed so far stay replaced (POSIX
        // has no atomic rename of several files) and the error says which file could not be.
        for (index, path) in paths.enumerated() {
            guard rename(staging[index], path) == 0 else {
                throw CommandError("cannot replace \(path): \(String(cString: strerror(errno)))",
                                   status: .internalError)
            }
            written += 1
        }
    }

    /// `dir/.out.png.cellshot-1234`: hidden, in the same folder, and unique to this process.
    static func stagingPath(for path: String) -> String {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).cellshot-\(getpid())"
    }
}
