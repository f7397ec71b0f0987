#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with the C library (CellshotRender imports no Foundation).
enum FileReader {
    /// Why a file could not be read, as the C library says it (`No such file or directory`).
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// The largest file read: 256 MiB, far above any image a cell shows.
    static let sizeLimit = 256 << 20

    /// The bytes of the file at `path`.
    /// - Throws: ``Failure`` when it is missing, unreadable, a directory or larger than ``sizeLimit``.
    static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw Failure(reason: "not a regular file") }
        guard Int(status.st_size) <= sizeLimit else {
            throw Failure(reason: "larger than \(sizeLimit >> 20) MiB")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= sizeLimit else { throw Failure(reason: "larger than \(sizeLimit >> 20) MiB") }
        }
    }
}
