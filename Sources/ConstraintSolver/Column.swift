/// The rows that hold one symbol (a column of the tableau), as a list of row slots kept lazily.
///
/// A row that gains the symbol appends its slot; a row that loses it lowers ``count`` and, unless the
/// list is short, leaves its entry behind, stale. Readers skip an entry whose row does not hold the symbol (they read the
/// row's coefficient anyway), and compaction (``compact(keeping:)``) drops stale entries and repeats (a slot is
/// listed twice when the symbol left a row and came back). Appending is one store at the end of an
/// array; the hash set this replaced paid a hash, a probe into a random cache line and rehashing as
/// hub columns grew, which was half the time of adding the 5,000-view grid (Benchmarks/README.md).
///
/// Invariant: every row that holds the symbol is listed at least once, and ``count`` is the number of
/// such rows, so `slots.count == count` means the list is exact.
struct Column: Sendable {
    /// Slots of rows that hold the symbol, in no particular order, possibly stale or repeated.
    private(set) var slots = SlotList()
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

    /// A row in `slot` lost the symbol. An exact list of a few entries drops it at once (a scan of a
    /// few integers: the columns of a small cell stay exact, so its re-solves do not compact); a longer one, such as
    /// a column every row of a large grid holds, keeps it, stale, until the next compaction.
    mutating func remove(_ slot: Int) {
        let wasExact = isExact
        count -= 1
        guard wasExact, slots.count <= Self.eagerRemovalLimit else { return }
        slots.removeOne(slot)
    }

    /// The longest list whose entries are removed at once.
    private static let eagerRemovalLimit = 32

    /// Keeps the entries for which `keep` is true, in order. `keep` must be true once for each
    /// slot whose row holds the symbol and false for stale and repeated entries.
    mutating func compact(keeping keep: (Int) -> Bool) {
        slots.removeAll { !keep($0) }
        assert(slots.count == count, "column lists \(slots.count) rows, counted \(count)")
    }
}

/// Row slots, stored as 32-bit numbers.
///
/// Columns list every appearance of a symbol in a row: 7.8 million live entries in the final tableau of
/// the 5,000-view grid, more while stale ones wait for compaction. Half-width entries halve that memory
/// (and the cache lines a pivot's ratio test reads); a tableau never has 2³² rows.
struct SlotList: RandomAccessCollection, Sendable {
    private var storage: [UInt32] = []

    init() {}

    /// The slots in `slots`, in order.
    init(_ slots: some Sequence<Int>) {
        storage = slots.map { UInt32($0) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    subscript(position: Int) -> Int { Int(storage[position]) }

    mutating func append(_ slot: Int) { storage.append(UInt32(slot)) }

    /// Removes one entry for `slot`, if any, by moving the last entry into its place.
    @inline(__always)
    mutating func removeOne(_ slot: Int) {
        guard let index = storage.firstIndex(of: UInt32(slot)) else { return }
        storage[index] = storage[storage.count - 1]
        storage.removeLast()
    }

    /// Removes the entries for which `shouldRemove` is true, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Int) -> Bool) {
        storage.removeAll { shouldRemove(Int($0)) }
    }
}
