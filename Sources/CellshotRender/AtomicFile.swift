#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellshotGraphics

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
        // Unique to this process and call, created only if it does not exist and never through a link:
        // a link planted under a guessable name cannot send the bytes elsewhere.
        let temporary = path + ".partial-\(getpid())-\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF)"
        // What a render killed with SIGKILL left while writing this file, which no signal handler could remove.
        LeftoverFiles.remove(besides: path)
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0, let file = fdopen(descriptor, "wb") else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor); unlink(temporary) }
            throw .writeFailed(path: path, reason: reason)
        }
        do {
            try body(file)
        } catch {
            fclose(file)
            unlink(temporary)
            if case let .writeFailed(_, reason) = error { throw .writeFailed(path: path, reason: reason) }
            throw error
        }
        // fclose flushes: a full disk shows up here, not as a short file renamed into place. A write that
        // failed earlier (the writers check) leaves the stream's error flag set.
        let failedBefore = ferror(file) != 0
        guard fclose(file) == 0, !failedBefore, rename(temporary, path) == 0 else {
            let reason = failedBefore ? "a write failed" : String(cString: strerror(errno))
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
    }
}
