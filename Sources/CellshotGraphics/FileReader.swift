#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with the C library: the documents, images and tables a render reads.
///
/// A path comes from a document or a command line, so it is untrusted: a name with a NUL character
/// (which C would cut short, reading another file) is refused; a folder, a device or a socket is
/// refused before anything is read (`/dev/zero` would never end); a FIFO is never waited on unless
/// the caller asks for pipes (a document named as `<(command)` on the command line); and no file is
/// read past a size limit.
///
/// Lives in CellshotGraphics, the leaf both the model (documents) and the renderer (images) import.
public enum FileReader {
    /// Why a file could not be read, in words for a message (`No such file or directory`, `it is a device, not a regular file`).
    public struct Failure: Error, Equatable, Sendable {
        /// The reason.
        public var reason: String

        /// Creates a failure.
        public init(reason: String) {
            self.reason = reason
        }
    }

    /// The largest file read unless the caller names another limit: 256 MiB, far above any image a
    /// cell shows.
    public static let sizeLimit = 256 << 20

    /// The bytes of the file at `path`.
    /// - Parameters:
    ///   - path: the file's path.
    ///   - limit: the most bytes to read; a larger file is refused.
    ///   - readsPipes: whether a FIFO or pipe is read (to its end, blocking while its writer writes)
    ///     rather than refused.
    /// - Throws: ``Failure`` when it is missing, unreadable, not a regular file (or pipe, when
    ///   allowed), or larger than `limit`.
    public static func bytes(atPath path: String, limit: Int = sizeLimit,
                             readsPipes: Bool = false) throws(Failure) -> [UInt8] {
        guard !path.utf8.contains(0) else { throw Failure(reason: "the path holds a NUL character") }
        guard !path.isEmpty else { throw Failure(reason: "the path is empty") }
        // Checked before opening, so that opening can never wait (a FIFO's open blocks for a writer),
        // and again after, on what was opened.
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(reason: errorDescription(errno)) }
        try check(status, readsPipes: readsPipes)
        // Opened without waiting: opening a FIFO for reading otherwise blocks until a writer opens it.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(reason: errorDescription(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: errorDescription(errno)) }
        try check(status, readsPipes: readsPipes)
        // Reads wait for a pipe's writer (`<(command)`); a FIFO nobody has opened for writing reads as
        // empty at once rather than hanging.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard Int(status.st_size) <= limit else { throw tooLarge(limit) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: errorDescription(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= limit else { throw tooLarge(limit) }
        }
    }

    /// Refuses what is not a regular file (or a pipe, when `readsPipes`), saying what it is.
    private static func check(_ status: stat, readsPipes: Bool) throws(Failure) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO where readsPipes: return
        case S_IFDIR: throw Failure(reason: "it is a folder")
        case S_IFIFO: throw Failure(reason: "it is a named pipe (FIFO), not a regular file")
        case S_IFCHR, S_IFBLK: throw Failure(reason: "it is a device, not a regular file")
        case S_IFSOCK: throw Failure(reason: "it is a socket, not a regular file")
        default: throw Failure(reason: "it is not a regular file")
        }
    }

    private static func tooLarge(_ limit: Int) -> Failure {
        Failure(reason: limit >= 1 << 20 ? "larger than \(limit >> 20) MiB" : "larger than \(limit) bytes")
    }

    /// The C library's words for `code` (`No such file or directory`).
    private static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
