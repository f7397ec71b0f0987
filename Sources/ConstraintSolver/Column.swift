/// The rows that hold one symbol (a column of the tableau), as a list of row slots kept lazily.
///
/// A row that gains the symbol appends its slot; a row that loses it only lowers ``count`` and leaves
/// its entry behind, stale. Readers skip an entry whose row does not hold the symbol (they read the
/// row's coefficient anyway), and ``compact(keeping:)`` drops stale entries and repeats (a slot is
/// listed twice when the symbol left a row and came back). Appending is one store at the end of an
/// array; the hash set this replaced paid a hash, a probe into a random cache line and rehashing as
/// hub columns grew, which was half the time of adding the 5,000-view grid (Benchmarks/README.md).
///
/// Invariant: every row that holds the symbol is listed at least once, and ``count`` is the number of
/// such rows, so `slots.count == count` means the list is exact.
struct Column: Sendable {
    /// Slots of rows that hold the symbol, in no particular order, possibly stale or repeated.
    private(set) var slots: [Int] = []
    /// How many rows hold the symbol.
    private(set) var count = 0

    /// Whether the list holds no stale or repeated entries.
    var isExact: Bool { slots.count == count }

    /// Whether stale entries have piled up enough to be dropped: at least as many as live ones, plus
    /// a few, so the work of compacting is paid for by the appends since the last time.
    var isCrowded: Bool { slots.count >= 2 * count + 8 }

    /// A row in `slot` gained the symbol.
    mutating func append(_ slot: Int) {
        slots.append(slot)
        count += 1
    }

    /// A row lost the symbol; its entry stays until the next compaction.
    mutating func dropOne() { count -= 1 }

    /// Keeps one entry for each slot whose row holds the symbol (`holds`), in slot order.
    mutating func compact(keeping holds: (Int) -> Bool) {
        var kept = slots.filter(holds)
        kept.sort()
        var write = 0
        for read in kept.indices where write == 0 || kept[write - 1] != kept[read] {
            kept[write] = kept[read]
            write += 1
        }
        kept.removeSubrange(write...)
        assert(kept.count == count, "column lists \(kept.count) rows, counted \(count)")
        slots = kept
    }
}
