import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one child process cost: wall time, CPU time and memory, from `wait4` and, optionally, a
/// sampler that follows the whole process tree (Chromium runs a browser, a zygote, renderers, a GPU
/// process…).
struct ChildRun {
    /// The exit status (or 128 + the signal).
    var status: Int32
    /// Seconds from spawning to reaping.
    var wall: Double
    /// User and system CPU seconds of the child and every descendant it reaped (`wait4`'s rusage).
    var cpu: Double
    /// The largest resident set of the child or of any descendant it reaped, in bytes (`ru_maxrss`):
    /// exact for one process, only the largest one for a tree — when larger than ``parentHighWater``.
    var maxRSS: Int
    /// This process's own peak resident set when it spawned the child. Linux starts a spawned child's
    /// `ru_maxrss` at its parent's peak (`exec` keeps the larger of the old and new address spaces'
    /// peaks), so `maxRSS` is the child's own only when it is larger than this; the benchmarks run
    /// children before growing in-process work and say so when it is not.
    var parentHighWater: Int
    /// Whether ``maxRSS`` is the child's own peak (see ``parentHighWater``).
    var maxRSSIsExact: Bool { maxRSS > parentHighWater }
    /// The largest sum of proportional set sizes (PSS: shared pages divided among their users) over
    /// the tree's processes, sampled every ``TreeMemorySampler/interval``; `nil` when not sampled.
    var treePeakPSS: Int?
    /// The most processes seen in the tree at once, when sampled.
    var treeProcesses: Int?
    /// What the child printed on standard error (the first 4 KiB), for failures.
    var standardError: String
}

/// Spawns a program with `posix_spawn` and reaps it with `wait4`, which reports the child's CPU time
/// and peak memory — cumulative over the descendants the child reaped itself.
enum ChildProcess {
    /// Runs `executable` with `arguments` to completion; standard output goes to /dev/null, standard
    /// error to a file read back afterwards.
    /// - Parameter sampleTree: whether to follow the whole process tree's memory (costs a pass over
    ///   /proc every 50 ms: a few per cent of one core).
    static func run(_ executable: String, _ arguments: [String], sampleTree: Bool = false) throws -> ChildRun {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-\(getpid()).stderr").path
        defer { unlink(errorPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so that the sampler also finds descendants whose parent has died.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let parentHighWater = Self.highWaterMark()
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        let sampler = sampleTree ? TreeMemorySampler(root: pid) : nil
        sampler?.start()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = monotonicSeconds() - start
        let tree = sampler?.stop()

        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)).map { String($0.prefix(4096)) } ?? ""
        return ChildRun(status: exitStatus, wall: wall, cpu: cpu, maxRSS: usage.ru_maxrss * 1024,
                        parentHighWater: parentHighWater, treePeakPSS: tree?.peakPSS, treeProcesses: tree?.processes,
                        standardError: errorText)
    }

    /// This process's peak resident set in bytes (`VmHWM` in /proc/self/status).
    static func highWaterMark() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return (Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0) * 1024
        }
        return 0
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds of the calling thread.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A benchmark that cannot go on, with what went wrong.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
