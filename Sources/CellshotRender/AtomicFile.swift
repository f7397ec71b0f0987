#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once or not at all: the bytes go to a temporary file beside the
/// destination (same directory, so same file system), which is renamed over the destination
/// only when everything was written and closed. A failure removes the temporary file, so it
/// never leaves a partial file behind and never touches a file already at the destination.
/// The one place ``PNGWriter`` and ``VectorWriter`` create files.
enum AtomicFile {
    /// Creates the file at `path` with what `body` writes to the open `FILE`.
    /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming `path` when the file cannot be
    ///   created, written or renamed (a `writeFailed` from `body` is reported for `path` too);
    ///   any other error `body` throws, unchanged.
    static func write(to path: String,
                      _ body: (UnsafeMutablePointer<FILE>) throws(RenderError) -> Void) throws(RenderError) {
        // One process writes one file at a time per writer; the pid keeps two processes apart.
        let temporary = path + ".partial-\(getpid())"
        guard let file = fopen(temporary, "wb") else {
            throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            try body(file)
        } catch {
            fclose(file)
            unlink(temporary)
            if case let .writeFailed(_, reason) = error { throw .writeFailed(path: path, reason: reason) }
            throw error
        }
        // fclose flushes: a full disk shows up here, not as a short file renamed into place.
        guard fclose(file) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
    }
}
