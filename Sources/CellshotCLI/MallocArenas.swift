/// One malloc arena for the whole process, set before any thread starts.
///
/// glibc gives each thread that allocates an arena of its own, and memory freed in one arena is not
/// reused by another: the layouts of a long list, freed on the main thread before the painting threads
/// start, would stay mapped beside the painters' fresh allocations. One arena lets the painters reuse
/// them — a 10,000-row list in three states at 3x peaks at 191 MB instead of 208 MB — and costs no
/// measurable time (the painting threads spend their time in zlib and Cairo, not in malloc).
enum MallocArenas {
    /// Limits the process to one arena (`mallopt(M_ARENA_MAX, 1)`); does nothing off glibc.
    static func limitToOne() {
        #if os(Linux)
        _ = glibcMallopt(glibcArenaMaxOption, 1)
        #endif
    }
}

#if os(Linux)
/// `M_ARENA_MAX` in glibc's `<malloc.h>`.
private let glibcArenaMaxOption: Int32 = -8

/// glibc's `mallopt` (in `<malloc.h>`, which the Glibc module does not export).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
