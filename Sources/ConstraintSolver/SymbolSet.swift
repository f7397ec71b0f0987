/// A set of symbols (the simplex's infeasible rows, the objective's improving
/// symbols): open addressing with linear probing and a multiplicative hash.
///
/// Swift's `Set` hashes with a per-process random seed (SipHash); profiling the
/// grid benchmark showed half the time spent there. Symbols are small dense
/// integers, so a Fibonacci hash is enough, and without a random seed the
/// iteration order depends only on the history of the set: deterministic.
struct SymbolSet: Sendable, Sequence {
    /// Slots hold a symbol or `empty`; the capacity is a power of two (or zero).
    private var slots: [Int] = []
    private(set) var count = 0
    private static let empty = -1

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ symbol: Symbol) -> Int {
        let shift = UInt64(64 - slots.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(symbol)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    func contains(_ symbol: Symbol) -> Bool {
        guard count > 0 else { return false }
        let mask = slots.count - 1
        var index = home(symbol)
        while true {
            let slot = slots[index]
            if slot == symbol { return true }
            if slot == Self.empty { return false }
            index = (index + 1) & mask
        }
    }

    /// Inserts a symbol. - Returns: whether it was new.
    @discardableResult
    mutating func insert(_ symbol: Symbol) -> Bool {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let mask = slots.count - 1
        var index = home(symbol)
        while true {
            let slot = slots[index]
            if slot == symbol { return false }
            if slot == Self.empty {
                slots[index] = symbol
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    /// Removes a symbol if present (backward-shift deletion: no tombstones).
    mutating func remove(_ symbol: Symbol) {
        guard count > 0 else { return }
        let mask = slots.count - 1
        var index = home(symbol)
        while slots[index] != symbol {
            if slots[index] == Self.empty { return }
            index = (index + 1) & mask
        }
        var hole = index
        var next = (hole + 1) & mask
        while slots[next] != Self.empty {
            let ideal = home(slots[next])
            // Move the entry back if the hole lies between its home and where it sits.
            if (next - ideal) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Self.empty
        count -= 1
    }

    mutating func removeAll() {
        slots = []
        count = 0
    }

    private mutating func grow() {
        let old = slots
        // Eight slots to start: most columns of a cell's tableau hold a few rows, and growing from four
        // allocated twice.
        slots = Array(repeating: Self.empty, count: Swift.max(8, old.count * 2))
        count = 0
        for symbol in old where symbol != Self.empty { insert(symbol) }
    }

    func makeIterator() -> some IteratorProtocol<Symbol> {
        slots.lazy.filter { $0 != Self.empty }.makeIterator()
    }
}

/// The constraint that owns each marker and error symbol: an array indexed by symbol, as symbols are
/// small dense integers (a dictionary hashed each with a seeded SipHash, twice per added constraint).
struct SymbolOwners: Sendable {
    private var owners: [ObjectIdentifier?] = []

    subscript(symbol: Symbol) -> ObjectIdentifier? {
        get { symbol >= 0 && symbol < owners.count ? owners[symbol] : nil }
        set {
            if symbol >= owners.count {
                guard newValue != nil else { return }
                owners.append(contentsOf: repeatElement(nil, count: Swift.max(symbol + 1 - owners.count, owners.count)))
            }
            owners[symbol] = newValue
        }
    }
}
