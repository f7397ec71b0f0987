/// The objective function of the simplex, one row per priority tier.
///
/// Cassowary solvers such as kiwi fold priorities into one weighted sum, so
/// enough weak errors outweigh a strong one. Here each priority is its own
/// tier and coefficients compare **lexicographically**, highest tier first:
/// no number of lower-priority errors can buy a higher-priority one.
///
/// Each tier is a dense array indexed by symbol (layouts have a handful of
/// tiers), so reading or substituting costs only as much as the row is long,
/// with no hashing. The set of symbols whose lexicographic coefficient is
/// negative (those whose entry would improve the objective) is kept up to date
/// as coefficients change.
struct TieredObjective: Sendable {
    /// Tier priorities, highest first.
    private(set) var priorities: [Float] = []
    /// `tiers[t][s]`: the coefficient of symbol `s` in tier `t` (0 when absent).
    private var tiers: [[Double]] = []
    /// How many symbols the tiers have room for.
    private var width = 0
    /// Symbols whose lexicographic coefficient is negative, except the dummy symbols of required equalities,
    /// which can never enter the basis.
    private(set) var improving = SymbolSet()
    /// Whether each symbol is a dummy (indexed by symbol, `width` long), kept out of ``improving``: substituted
    /// rows leave dummies in the objective with either sign, and in a required-first grid of 5,000 views
    /// thousands of them sat in the set, scanned at every pivot (9 % of the instructions).
    private var isDummy: [Bool] = []
    /// Whether each symbol is in ``improving`` (indexed by symbol, `width` long). A substitution refreshes every
    /// symbol of its row and few of them change sides; reading a flag instead of probing the set for each
    /// saved a fortieth of the instructions of adding the required-first 5,000-view grid.
    private var isImproving: [Bool] = []

    /// Makes room for symbols numbered below `count`.
    mutating func reserve(symbols count: Int) {
        guard count > width else { return }
        let newWidth = max(count, width * 2, 64)
        for index in tiers.indices {
            tiers[index].append(contentsOf: repeatElement(0, count: newWidth - width))
        }
        isDummy.append(contentsOf: repeatElement(false, count: newWidth - width))
        isImproving.append(contentsOf: repeatElement(false, count: newWidth - width))
        width = newWidth
    }

    /// Says whether a symbol (new, or a number reused after a roll-back) is a dummy, which never improves.
    /// - Parameters:
    ///   - symbol: the symbol, below the reserved width.
    ///   - dummy: whether it is a dummy.
    mutating func setDummy(_ symbol: Symbol, _ dummy: Bool) {
        isDummy[symbol] = dummy
        if dummy { setImproving(symbol, false) }
    }

    /// The index of the tier for `priority`, creating it if needed.
    mutating func tier(for priority: Float) -> Int {
        var low = 0, high = priorities.count
        while low < high {
            let middle = (low + high) / 2
            if priorities[middle] == priority { return middle }
            if priorities[middle] > priority { low = middle + 1 } else { high = middle }
        }
        priorities.insert(priority, at: low)
        tiers.insert(Array(repeating: 0, count: width), at: low)
        return low
    }

    /// The coefficient of `symbol` in one tier.
    func coefficient(of symbol: Symbol, tier: Int) -> Double { symbol < width ? tiers[tier][symbol] : 0 }

    /// Whether `symbol` has a non-zero coefficient in any tier.
    func contains(_ symbol: Symbol) -> Bool { symbol < width && tiers.contains { $0[symbol] != 0 } }

    /// Adds `coefficient × symbol` to one tier.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, tier: Int) {
        addRaw(symbol, coefficient, tier: tier)
        refresh(symbol)
    }

    /// Adds `factor × row` (its cells; the constant is irrelevant to the optimum) to one tier.
    mutating func add(_ row: Row, times factor: Double, tier: Int) {
        for cell in row.cells { addRaw(cell.symbol, cell.coefficient * factor, tier: tier) }
        for cell in row.cells { refresh(cell.symbol) }
    }

    /// Replaces `symbol` by `row` (the row `symbol = row`) in every tier.
    /// - Returns: whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard symbol < width else { return false }
        var present = false
        for index in tiers.indices {
            let factor = tiers[index][symbol]
            guard factor != 0 else { continue }
            present = true
            // Through the tier's buffer: indexing the nested arrays checked uniqueness and bounds for every
            // cell, and a pivot row of the 5,000-view grid holds hundreds. The same sums as `addRaw`.
            tiers[index].withUnsafeMutableBufferPointer { tier in
                tier[symbol] = 0
                for cell in row.cells {
                    let sum = tier[cell.symbol] + cell.coefficient * factor
                    tier[cell.symbol] = isNearZero(sum) ? 0 : sum
                }
            }
        }
        guard present else { return false }
        setImproving(symbol, false)
        for cell in row.cells { refresh(cell.symbol) }
        return true
    }

    /// Removes `symbol` from every tier.
    mutating func remove(_ symbol: Symbol) {
        guard symbol < width else { return }
        for index in tiers.indices { tiers[index][symbol] = 0 }
        setImproving(symbol, false)
    }

    /// The improving symbol that may enter the basis.
    ///
    /// Normally Dantzig's rule in lexicographic form: the symbol that improves
    /// the highest tier, by the most per unit; ties go to the oldest symbol.
    /// With `bland` set, Bland's rule over the symbols in reverse creation order
    /// (the newest improving symbol), which cannot cycle; the simplex switches
    /// to it after a run of degenerate pivots.
    ///
    /// Measured on the grid benchmark (Benchmarks/README.md): plain Bland's rule
    /// in creation order makes adding constraints view by view quadratic (it
    /// keeps pivoting the oldest symbols, such as an edit variable's errors,
    /// which sit in every row); this rule stays linear in both insertion orders.
    func enteringSymbol(bland: Bool) -> Symbol? {
        // Every optimisation ends on an empty set; iterating one still walks all of its slots.
        guard !improving.isEmpty else { return nil }
        var best: Candidate?
        for symbol in improving {
            if bland {
                if best.map({ symbol > $0.symbol }) ?? true { best = Candidate(symbol: symbol, tier: 0, coefficient: 0) }
                continue
            }
            guard let (tier, coefficient) = leadingCoefficient(of: symbol) else { continue }
            let candidate = Candidate(symbol: symbol, tier: tier, coefficient: coefficient)
            if best.map({ candidate.entersBefore($0) }) ?? true { best = candidate }
        }
        return best?.symbol
    }

    /// The symbol ``enteringSymbol(bland:)`` would choose (Dantzig's rule) once `symbol` is replaced by
    /// `row`, without replacing it: each tier's coefficient of each of the row's symbols is computed as
    /// ``substitute(_:with:)`` would compute it, and compared as ``enteringSymbol(bland:)`` compares them.
    ///
    /// Only meaningful while no symbol improves (after an optimisation): then the improving symbols after
    /// the substitution are among the row's, and only those the substitution lowers. `nil` too when
    /// `symbol` has a coefficient in more than one tier (a new error has one).
    func enteringSymbol(substituting symbol: Symbol, with row: Row) -> Symbol? {
        guard symbol < width else { return nil }
        // The one tier that changes, and by how much per unit of the row.
        var changing: (tier: Int, factor: Double)?
        for index in tiers.indices where tiers[index][symbol] != 0 {
            guard changing == nil else { return nil }
            changing = (index, tiers[index][symbol])
        }
        guard let (tier, factor) = changing else { return nil }
        var best: Candidate?
        // Through pointers: a new error's row in a chain holds every error above it (hundreds of cells in the
        // 5,000-view grid), and this runs for each optional constraint added.
        row.cells.withUnsafeBufferPointer { cells in
            tiers[tier].withUnsafeBufferPointer { changed in
                isDummy.withUnsafeBufferPointer { isDummy in
                    for cell in cells {
                        // A symbol that did not improve (its leading coefficient was positive, or it had none) can
                        // come to improve only if the tier that changes goes down: most of the row stops here.
                        guard cell.coefficient * factor < 0, cell.symbol < width, !isDummy[cell.symbol] else { continue }
                        // Its leading tier after the substitution: one above `tier` does not change, and was positive.
                        var index = 0
                        while index < tier && tiers[index][cell.symbol] == 0 { index += 1 }
                        if index < tier { continue }
                        let sum = changed[cell.symbol] + cell.coefficient * factor
                        var leading: (tier: Int, coefficient: Double)?
                        if !isNearZero(sum) {
                            leading = (tier, sum)
                        } else if let below = tiers.indices[(tier + 1)...].first(where: { tiers[$0][cell.symbol] != 0 }) {
                            leading = (below, tiers[below][cell.symbol])
                        }
                        guard let (leadingTier, coefficient) = leading, coefficient < 0 else { continue }
                        let candidate = Candidate(symbol: cell.symbol, tier: leadingTier, coefficient: coefficient)
                        if best.map({ candidate.entersBefore($0) }) ?? true { best = candidate }
                    }
                }
            }
        }
        return best?.symbol
    }

    /// A symbol that may enter the basis, with its leading (highest non-zero) tier and coefficient there.
    private struct Candidate {
        var symbol: Symbol
        var tier: Int
        var coefficient: Double

        /// Whether this candidate enters before `other` under Dantzig's rule in lexicographic form: the
        /// higher tier first, then the more negative coefficient, then the older symbol.
        func entersBefore(_ other: Candidate) -> Bool {
            if tier != other.tier { return tier < other.tier }
            if coefficient != other.coefficient { return !(coefficient > other.coefficient) }
            return !(symbol > other.symbol)
        }
    }

    /// The highest tier in which `symbol` has a coefficient, and that coefficient.
    private func leadingCoefficient(of symbol: Symbol) -> (Int, Double)? {
        for index in tiers.indices where tiers[index][symbol] != 0 { return (index, tiers[index][symbol]) }
        return nil
    }

    /// Compares `coefficient(a) / da` with `coefficient(b) / db` lexicographically.
    /// - Returns: -1, 0 or 1.
    func compareRatios(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Int {
        for tier in tiers {
            let ra = tier[a] / da, rb = tier[b] / db
            if ra < rb - epsilon { return -1 }
            if ra > rb + epsilon { return 1 }
        }
        return 0
    }

    /// The lexicographic sign of a symbol's coefficient: that of its highest non-zero tier.
    func sign(of symbol: Symbol) -> Int {
        guard symbol < width else { return 0 }
        for index in tiers.indices {
            let coefficient = tiers[index][symbol]
            if coefficient != 0 { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The coefficients of one symbol, highest tier first (for dumps).
    func coefficients(of symbol: Symbol) -> [(priority: Float, coefficient: Double)] {
        guard symbol < width else { return [] }
        return tiers.indices.compactMap { index in
            tiers[index][symbol] == 0 ? nil : (priorities[index], tiers[index][symbol])
        }
    }

    /// Symbols whose membership of ``improving`` (or its flag) disagrees with their coefficients, read afresh
    /// (empty when sound); for the tableau's invariant checks.
    var staleSymbols: [Symbol] {
        (0..<width).filter { symbol in
            let improves = !isDummy[symbol] && sign(of: symbol) < 0
            return isImproving[symbol] != improves || improving.contains(symbol) != improves
        }
    }

    /// Every symbol with a coefficient, in symbol order (for dumps and checks).
    var symbols: [Symbol] { (0..<width).filter { contains($0) } }

    private mutating func addRaw(_ symbol: Symbol, _ coefficient: Double, tier: Int) {
        let sum = tiers[tier][symbol] + coefficient
        tiers[tier][symbol] = isNearZero(sum) ? 0 : sum
    }

    private mutating func refresh(_ symbol: Symbol) {
        setImproving(symbol, !isDummy[symbol] && sign(of: symbol) < 0)
    }

    /// Puts `symbol` in ``improving`` or takes it out, touching the set only when that changes its membership.
    @inline(__always)
    private mutating func setImproving(_ symbol: Symbol, _ improves: Bool) {
        guard symbol < width, isImproving[symbol] != improves else { return }
        isImproving[symbol] = improves
        if improves { improving.insert(symbol) } else { improving.remove(symbol) }
    }
}
