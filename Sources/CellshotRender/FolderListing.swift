import CellshotGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of a folder's entries (not its subfolders'), without `.` and `..`: what the team's font and
/// symbol folders are searched with, and what the font cache removes.
enum FolderListing {
    /// Why a folder cannot be listed.
    enum Failure: Error {
        /// Nothing is at the path.
        case missing
        /// Something is, but not a folder that can be read.
        case notAFolder
    }

    /// The entries' names, in the order the file system gives them.
    static func names(in folder: String) -> Result<[String], Failure> {
        var status = stat()
        guard stat(folder, &status) == 0 else { return .failure(.missing) }
        guard status.st_mode & S_IFMT == S_IFDIR, let directory = opendir(folder) else { return .failure(.notAFolder) }
        defer { closedir(directory) }
        return .success(DirectoryEntries.names(directory).filter { $0 != "." && $0 != ".." })
    }
}
