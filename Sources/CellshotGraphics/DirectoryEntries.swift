#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in an open folder, read so that no byte past an entry's record is touched.
///
/// `readdir` returns records only as long as their names (`d_reclen`), packed in the stream's buffer, so
/// `entry.pointee` — which copies a whole `dirent`, with its 256-byte `d_name` — reads past the record, and
/// for the buffer's last entry past the buffer itself: a crash, now and then, listing a big folder such as
/// /tmp. The name is read in place, up to its terminating NUL.
public enum DirectoryEntries {
    /// Every name `readdir` gives for `directory` from where it is, `.` and `..` included, in its order.
    /// - Parameter directory: a `DIR *` from `opendir`; the caller closes it.
    public static func names(_ directory: OpaquePointer) -> [String] {
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(name(of: entry))
        }
        return names
    }

    /// The name of one entry `readdir` returned, read in place.
    public static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }
}
