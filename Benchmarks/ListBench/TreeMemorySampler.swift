import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Follows the memory of a process and all its descendants while they run: every ``interval`` it
/// finds the tree in /proc (by parent, and by the root's process group for orphans) and sums each
/// member's PSS from `smaps_rollup`. PSS divides shared pages among the processes that map them, so
/// the sum is what the tree costs the machine (an RSS sum would count Chromium's shared libraries
/// once per process). A sample can miss a peak shorter than the interval.
final class TreeMemorySampler: @unchecked Sendable {
    /// Time between samples.
    static let interval = 0.05

    private let root: pid_t
    private let lock = NSLock()
    private var running = true
    private var peak = 0
    private var mostProcesses = 0
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    init(root: pid_t) {
        self.root = root
    }

    func start() {
        let thread = Thread { [self] in
            while isRunning {
                sample()
                usleep(UInt32(Self.interval * 1e6))
            }
            finished.signal()
        }
        self.thread = thread
        thread.start()
    }

    /// Stops sampling and returns the peak PSS sum in bytes and the most processes seen at once.
    func stop() -> (peakPSS: Int, processes: Int) {
        lock.withLock { running = false }
        finished.wait()
        return lock.withLock { (peak, mostProcesses) }
    }

    private var isRunning: Bool { lock.withLock { running } }

    private func sample() {
        let members = treeMembers()
        guard !members.isEmpty else { return }
        let total = members.reduce(0) { $0 + Self.pss(of: $1) }
        lock.withLock {
            peak = max(peak, total)
            mostProcesses = max(mostProcesses, members.count)
        }
    }

    /// The root and its descendants, plus members of the root's process group.
    private func treeMembers() -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var parents: [pid_t: pid_t] = [:]
        var group: Set<pid_t> = []
        while let entry = readdir(directory) {
            // Read in place: `entry.pointee` would copy a whole dirent, past the record readdir gave.
            let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
            guard let pid = pid_t(name), let (parent, processGroup) = Self.parentAndGroup(of: pid) else { continue }
            parents[pid] = parent
            if processGroup == root { group.insert(pid) }
        }
        var members: Set<pid_t> = group
        if parents[root] != nil { members.insert(root) }
        var changed = true
        while changed {
            changed = false
            for (pid, parent) in parents where members.contains(parent) && !members.contains(pid) {
                members.insert(pid)
                changed = true
            }
        }
        return Array(members)
    }

    /// Fields 4 and 5 of /proc/PID/stat (after the command name, which may hold spaces and parentheses).
    private static func parentAndGroup(of pid: pid_t) -> (pid_t, pid_t)? {
        guard let text = read("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return (parent, group)
    }

    /// The process's PSS in bytes, 0 if it is gone.
    private static func pss(of pid: pid_t) -> Int {
        guard let text = read("/proc/\(pid)/smaps_rollup") else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("Pss:") {
            return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
        }
        return 0
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : nil
    }
}
