import Foundation

/// Checks that an output file can be created before any work is done, so an unwritable place is
/// reported as bad input (exit 2) with the path, not as a failed write after rendering.
///
/// The writers check too (and clean up after themselves); this check is for the message and the status.
enum OutputLocation {
    /// Checks that `path` names a file (not a folder) in an existing folder cellshot may write to.
    /// - Throws: ``CommandError`` (status 2) naming `path` and what is wrong with it.
    static func check(_ path: String) throws(CommandError) {
        func failure(_ reason: String) -> CommandError {
            CommandError("cannot write \(path): \(reason)", status: .badInput)
        }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                                   && isDirectory.boolValue) {
            throw failure("it is a folder")
        }
        // An output is replaced by renaming a complete file over it, which would put a file where a device,
        // a pipe or a socket was (or where a link to one was): refused, saying what it is.
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let kind = switch status.st_mode & S_IFMT {
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFIFO: "a named pipe (FIFO)"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
            throw failure("it is \(kind)\(kind.hasPrefix("not") ? "" : ", not a regular file") (cellshot writes files: it "
                          + "replaces one by renaming a complete file over it)")
        }
        let folder = self.folder(of: path)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw failure("the folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else { throw failure("\(folder) is not a folder") }
        // Writing means creating a temporary file in the folder and renaming it: the folder must be writable.
        guard access(folder, W_OK | X_OK) == 0 else {
            throw failure("the folder \(folder) is not writable (\(String(cString: strerror(errno))))")
        }
    }

    /// The folder a path is in: `.` for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
