import CellshotGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Removes the temporary files a cellshot killed with SIGKILL (or by a power cut) left beside a file it was
/// writing: no signal handler runs then, so `TemporaryFiles` cannot remove them, and they would stay forever.
///
/// Only files cellshot itself names, with its own patterns, beside the file about to be written:
/// `out.png.partial-PID-RANDOM` (``AtomicFile``), `.out.png.cellshot-PID` (the command line's staging file) and
/// `.out.png.cellshot-PID.partial-PID-RANDOM`. And of those, only regular files (never a link, never a folder)
/// owned by this user, every process id in whose name is no longer running: a live render's files are its own,
/// even if its process id came back to another program (then the file stays, which is the safe side). Process
/// ids are those of this machine's process namespace: two containers writing into one shared folder at once
/// could each take the other's files for leftovers, so give them folders of their own.
public enum LeftoverFiles {
    /// A temporary file found in a folder: the file it was for, and the processes named in its name.
    private struct Leftover {
        var destination: String
        var name: String
        var processes: [Int32]
    }

    /// Each folder's leftovers, listed once per process (a run that writes a thousand references into one folder
    /// lists it once), by destination name.
    private static let found = Mutex<[String: [String: [Leftover]]]>([:])

    /// Removes what a killed cellshot left beside `path` while writing it, as the type says.
    /// - Parameter path: the file about to be written.
    public static func remove(besides path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let leftovers = found.withLock { found in
            if found[folder] == nil { found[folder] = Dictionary(grouping: list(folder), by: \.destination) }
            return found[folder]?.removeValue(forKey: name) ?? []
        }
        for leftover in leftovers where leftover.processes.allSatisfy(isGone) {
            let file = folder + leftover.name
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else { continue }
            unlink(file)
        }
    }

    /// The temporary files cellshot names in `folder` (ending in `/`, or empty for the current folder).
    private static func list(_ folder: String) -> [Leftover] {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var leftovers: [Leftover] = []
        for name in DirectoryEntries.names(directory) {
            if let (destination, processes) = parse(name) {
                leftovers.append(Leftover(destination: destination, name: name, processes: processes))
            }
        }
        return leftovers
    }

    /// `out.png.partial-12-345` → out.png, [12]; `.out.png.cellshot-12` → out.png, [12];
    /// `.out.png.cellshot-12.partial-12-345` → out.png, [12, 12]; `nil` for any other name.
    static func parse(_ name: String) -> (destination: String, processes: [Int32])? {
        var base = Substring(name)
        var processes: [Int32] = []
        // `.partial-PID-RANDOM` at the end: AtomicFile's.
        if let range = lastRange(of: ".partial-", in: base) {
            let parts = base[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 2, let process = processID(parts[0]), isNumber(parts[1]) {
                processes.append(process)
                base = base[..<range.lowerBound]
            }
        }
        // `.NAME.cellshot-PID`: the command line's staging file.
        if base.hasPrefix("."), let range = lastRange(of: ".cellshot-", in: base),
           let process = processID(base[range.upperBound...]) {
            processes.append(process)
            base = base[base.index(after: base.startIndex)..<range.lowerBound]
        } else if processes.isEmpty {
            return nil
        }
        guard !base.isEmpty else { return nil }
        return (String(base), processes)
    }

    /// Where `needle` last occurs in `text`.
    private static func lastRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.endIndex
        while start > text.startIndex {
            start = text.index(before: start)
            if text[start...].hasPrefix(needle) { return start..<text.index(start, offsetBy: needle.count) }
        }
        return nil
    }

    private static func isNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 20 && text.allSatisfy { ("0"..."9").contains($0) }
    }

    private static func processID(_ text: Substring) -> Int32? {
        isNumber(text) ? Int32(text) : nil
    }

    /// Whether no process has this id: `kill(pid, 0)` fails with `ESRCH`. A process of another user answers
    /// `EPERM`: it is running.
    private static func isGone(_ process: Int32) -> Bool {
        process > 0 && process != getpid() && kill(process, 0) == -1 && errno == ESRCH
    }
}
