/// The simplex tableau: rows for basic symbols, a column index, and the objective.
///
/// Rows live in stable *slots*: a pivot renames a row's basic symbol but keeps
/// its slot. The column index (`columns[s]` lists the slots whose rows
/// contain symbol `s`, see ``Column``) lets a pivot touch only the rows that hold the entering
/// symbol — kiwi substitutes into every row, which is what makes large systems
/// grow quadratically there — and, because rows keep their slots, a pivot
/// re-indexes only the two symbols that trade places, not every cell of the row.
///
/// Dummy symbols (the markers of required equalities) have no column. They never enter the basis, so
/// no pivot looks for them; only removing a required equality does, and it reads every row, as kiwi
/// does for every removal. Substitutions carry every dummy of a dependency chain into the rows
/// downstream, and keeping their columns up to date was 6.5 % of the instructions of adding the
/// required-first 5,000-view grid, most of them cache misses (Benchmarks/README.md).
///
/// Every choice the simplex makes depends only on coefficients and symbol
/// numbers, never on hash order or memory addresses, so equal inputs give
/// equal tableaux. Runs of degenerate pivots switch the primal simplex to
/// Bland's rule, so it cannot cycle.
struct Tableau: Sendable {
    private(set) var kinds: [SymbolKind] = []
    /// The slot of each basic symbol's row, or -1 for a non-basic symbol.
    private var slotOfBasic: [Int] = []
    /// Row storage; `basicOfSlot[i]` is the basic symbol of `slots[i]` (-1 when free).
    private var slots: [Row] = []
    private var basicOfSlot: [Symbol] = []
    private var freeSlots: [Int] = []
    /// For each slot, the last compaction that kept it (`visit`): how a column drops repeated entries
    /// in one pass, without sorting.
    private var slotVisits: [UInt32] = []
    private var visit: UInt32 = 0
    /// For each symbol but the dummies, the slots of the rows that contain it (lazily: see ``Column``).
    private(set) var columns: [Column] = []
    var objective = TieredObjective()
    /// The artificial objective while a required constraint is added through
    /// an artificial variable.
    private(set) var artificial: Row?
    /// Restricted basic symbols whose value may have become negative.
    private var infeasible = SymbolSet()
    /// Pivots made while `artificial` is set, so a failed addition can be undone.
    private var journal: [(entering: Symbol, leaving: Symbol)] = []
    /// Whether ``add(_:basic:)`` takes the optimisation's first pivot before a new row goes in; tests turn it
    /// off to check that doing so changes no row, value or count.
    var takesFirstPivotEarly = true
    /// The spare cell buffer of row merges (``Row/add(_:times:skipping:scratch:appeared:vanished:)``).
    private var scratch: [Cell] = []
    var statistics = SolverStatistics()

    var symbolCount: Int { kinds.count }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        slotOfBasic.append(-1)
        columns.append(Column())
        objective.reserve(symbols: kinds.count)
        objective.setDummy(kinds.count - 1, kind == .dummy)
        return kinds.count - 1
    }

    /// Forgets every symbol numbered `count` or above. Only valid when none of
    /// them is basic or appears in any row or in the objective.
    mutating func truncateSymbols(to count: Int) {
        // Clear any rounding residue the objective kept for them, so a new
        // symbol that reuses a number starts clean.
        for symbol in count..<kinds.count { objective.remove(symbol) }
        kinds.removeSubrange(count...)
        slotOfBasic.removeSubrange(count...)
        columns.removeSubrange(count...)
    }

    func row(_ basic: Symbol) -> Row? {
        let slot = slotOfBasic[basic]
        return slot < 0 ? nil : slots[slot]
    }
    func isBasic(_ symbol: Symbol) -> Bool { slotOfBasic[symbol] >= 0 }
    func value(of symbol: Symbol) -> Double {
        let slot = slotOfBasic[symbol]
        return slot < 0 ? 0 : slots[slot].constant
    }

    /// How many rows contain `symbol`.
    func rowCount(containing symbol: Symbol) -> Int {
        isIndexed(symbol) ? columns[symbol].count : slotsReading(symbol).count
    }

    /// Whether the row in `slot` holds `symbol` (a column's entry may be stale).
    private func slot(_ slot: Int, holds symbol: Symbol) -> Bool { slots[slot].coefficient(for: symbol) != 0 }

    /// Whether `symbol` has a column: every symbol but the dummies.
    @inline(__always) private func isIndexed(_ symbol: Symbol) -> Bool { kinds[symbol] != .dummy }

    /// The slots of the rows that hold `symbol`, found by reading every row (a dummy has no column).
    private func slotsReading(_ symbol: Symbol) -> SlotList {
        SlotList(slots.indices.lazy.filter { basicOfSlot[$0] >= 0 && slot($0, holds: symbol) })
    }

    /// The slots listed for `symbol`, possibly stale or repeated: its column, or for a dummy every row that holds it.
    private func listedSlots(_ symbol: Symbol) -> SlotList {
        isIndexed(symbol) ? columns[symbol].slots : slotsReading(symbol)
    }

    /// The basic symbols whose rows contain `symbol`, in symbol order.
    func basics(containing symbol: Symbol) -> [Symbol] {
        var basics = listedSlots(symbol).filter { slot($0, holds: symbol) }.map { basicOfSlot[$0] }
        basics.sort()
        // A slot listed twice gives its basic symbol twice; each basic symbol has one row.
        var write = 0
        for read in basics.indices where write == 0 || basics[write - 1] != basics[read] {
            basics[write] = basics[read]
            write += 1
        }
        basics.removeSubrange(write...)
        return basics
    }

    /// Whether every row that contains `symbol` satisfies `predicate` (given its basic symbol and row),
    /// in no particular order, a row possibly twice: for pure questions whose answer depends on neither,
    /// without the array and sort of ``basics(containing:)``.
    func allRows(containing symbol: Symbol, satisfy predicate: (Symbol, Row) -> Bool) -> Bool {
        let exact = !isIndexed(symbol) || columns[symbol].isExact
        return listedSlots(symbol).allSatisfy { slot in
            (!exact && !self.slot(slot, holds: symbol)) || predicate(basicOfSlot[slot], slots[slot])
        }
    }

    /// Notes that the row in `slot` gained `symbol`, dropping the column's stale entries when they
    /// pile up. `rowOut` is a slot whose row is being rewritten outside `slots` and holds `symbol`.
    private mutating func addToColumn(_ symbol: Symbol, slot: Int, rowOut: Int = -1) {
        guard isIndexed(symbol) else { return }
        columns[symbol].append(slot)
        if columns[symbol].isCrowded { compactColumn(symbol, rowOut: rowOut) }
    }

    /// Makes a column's list exact (no stale or repeated entries), for loops that must see each row
    /// once. `rowOut`: as for ``addToColumn(_:slot:rowOut:)``.
    private mutating func compactColumn(_ symbol: Symbol, rowOut: Int = -1) {
        guard !columns[symbol].isExact else { return }
        // Out of the array while the closure below marks slots: one access to `self` at a time.
        var column = columns[symbol]
        columns[symbol] = Column()
        if visit == UInt32.max {
            for index in slotVisits.indices { slotVisits[index] = 0 }
            visit = 0
        }
        visit += 1
        column.compact { slot in
            guard slot == rowOut || self.slot(slot, holds: symbol), slotVisits[slot] != visit else { return false }
            slotVisits[slot] = visit
            return true
        }
        columns[symbol] = column
    }

    mutating func setRow(_ row: consuming Row, basic: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = slots.count
            slots.append(row)
            basicOfSlot.append(basic)
            slotVisits.append(0)
        }
        slotOfBasic[basic] = slot
        // Read back from the slot: `row` was consumed into it.
        for cell in slots[slot].cells { addToColumn(cell.symbol, slot: slot) }
    }

    mutating func takeRow(_ basic: Symbol) -> Row {
        let slot = slotOfBasic[basic]
        precondition(slot >= 0, "symbol \(basic) is not basic")
        let row = slots[slot]
        for cell in row.cells where isIndexed(cell.symbol) { columns[cell.symbol].remove(slot) }
        slots[slot] = Row()
        basicOfSlot[slot] = -1
        slotOfBasic[basic] = -1
        freeSlots.append(slot)
        return row
    }

    /// Adds `delta` to the constant of a basic row, noting it if it turns infeasible.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        let slot = slotOfBasic[basic]
        guard slot >= 0 else { return }
        slots[slot].constant += delta
        if kinds[basic] != .external && slots[slot].constant < 0 { infeasible.insert(basic) }
    }

    /// Adds `delta × coefficient of symbol` to the constant of every row that
    /// contains `symbol` (how an edit's new value reaches the rows).
    mutating func shiftConstants(containing symbol: Symbol, by delta: Double) {
        compactColumn(symbol)
        for slot in listedSlots(symbol) {
            let basic = basicOfSlot[slot]
            slots[slot].constant += delta * slots[slot].coefficient(for: symbol)
            if kinds[basic] != .external && slots[slot].constant < 0 { infeasible.insert(basic) }
        }
    }

    /// Replaces `symbol` by `row` everywhere it appears: rows, objective, artificial objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let holders = listedSlots(symbol)
        columns[symbol] = Column()
        // The merge buffer is taken out of `self` for the loop: the closures below mutate `columns`.
        var buffer: [Cell] = []
        swap(&buffer, &scratch)
        // Read through a local: calling `isIndexed` from the closure copied the whole tableau each time.
        let kinds = self.kinds
        for slot in holders {
            // A stale entry, or a repeat of a row already rewritten (which no longer holds `symbol`).
            let factor = slots[slot].coefficient(for: symbol)
            if factor == 0 { continue }
            var target = slots[slot]
            slots[slot] = Row()   // keep `target` uniquely referenced: mutate in place
            target.add(row, times: factor, skipping: symbol, scratch: &buffer,
                       appeared: { addToColumn($0, slot: slot, rowOut: slot) },
                       vanished: { if kinds[$0] != .dummy { columns[$0].remove(slot) } })
            let basic = basicOfSlot[slot]
            if kinds[basic] != .external && target.constant < 0 { infeasible.insert(basic) }
            slots[slot] = target
            statistics.substitutions += 1
        }
        swap(&buffer, &scratch)
        objective.substitute(symbol, with: row)
        if var artificialRow = artificial {
            artificial = nil
            let factor = artificialRow.coefficient(for: symbol)
            if factor != 0 {
                artificialRow.remove(symbol)
                artificialRow.add(row, times: factor)
            }
            artificial = artificialRow
        }
    }

    /// Swaps `entering` (non-basic) into the basis in place of `leaving`. The
    /// row keeps its slot: only `entering` and `leaving` are re-indexed.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        let slot = slotOfBasic[leaving]
        var row = slots[slot]
        slots[slot] = Row()
        row.solve(for: entering, replacing: leaving)
        // Back in its slot before the substitution, so the column index always sees the rows it lists.
        // The substitution skips it: the row no longer holds `entering`.
        slots[slot] = row
        columns[entering].remove(slot)
        addToColumn(leaving, slot: slot)
        slotOfBasic[leaving] = -1
        slotOfBasic[entering] = slot
        basicOfSlot[slot] = entering
        substitute(entering, with: row)
        statistics.pivots += 1
        if artificial != nil { journal.append((entering, leaving)) }
    }

    /// The restricted row that limits how far `entering` can grow (the minimum
    /// ratio test), highest basic symbol among ties (Bland's rule in reverse
    /// creation order, as for the entering symbol).
    func leavingRow(for entering: Symbol) -> Symbol? { ratioTest(for: entering)?.basic }

    /// The ratio test's row for `entering`, with its ratio (how far `entering` can grow before that row's
    /// basic symbol reaches zero).
    private func ratioTest(for entering: Symbol) -> (basic: Symbol, ratio: Double)? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for slot in columns[entering].slots {
            // Stale entries (coefficient 0) are skipped before their slot's basic symbol is read; a
            // repeated slot gives the same ratio and symbol again, which the strict tie-break ignores.
            let row = slots[slot]
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let basic = basicOfSlot[slot]
            guard kinds[basic] != .external else { continue }
            let ratio = -row.constant / coefficient
            // Ties go to the larger symbol (Bland). A ratio can be infinite when a constant overflowed; the first
            // such row is then the best so far, as there is none before it to compare with.
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic > $0 } ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// Adds a new constraint's row, basic in `basic` (a symbol no row holds yet), substituting it wherever
    /// `basic` appears (the objective).
    ///
    /// When the optimisation that follows would begin by taking this very row out again — as it usually
    /// does after an optional constraint whose subject is its own error — that pivot is taken at once, before
    /// the row goes in (``firstPivotLeaving(_:basic:)``): `basic` stays non-basic, and the objective keeps it
    /// rather than taking its row and giving it back. In a chain such as the 5,000-view grid's, that row holds
    /// every error above it, and the round trip was an eighth of the instructions of adding the required-first grid.
    mutating func add(_ row: consuming Row, basic: Symbol) {
        if takesFirstPivotEarly, let entering = firstPivotLeaving(row, basic: basic) {
            row.solve(for: entering, replacing: basic)
            substitute(entering, with: row)
            setRow(consume row, basic: entering)
            statistics.pivots += 1
            statistics.earlyPivots += 1
        } else {
            substitute(basic, with: row)
            setRow(consume row, basic: basic)
        }
    }

    /// The symbol the simplex would enter first if `row`, basic in the restricted symbol `basic`, joined the
    /// tableau now, provided that pivot would take `row` itself out again; otherwise `nil`.
    ///
    /// The choice is the optimisation's own — Dantzig's entering symbol on the objective as it would be, the
    /// ratio test with the same ties — and only non-degenerate steps are taken (the optimisation counts
    /// degenerate ones to switch to Bland's rule), so the rows that follow are the ones the optimisation
    /// would reach, bit for bit; only the objective's rounding may differ in the last place.
    private func firstPivotLeaving(_ row: Row, basic: Symbol) -> Symbol? {
        guard kinds[basic].isRestricted, objective.improving.isEmpty,
              row.constant.isFinite, !isNearZero(row.constant),
              let entering = objective.enteringSymbol(substituting: basic, with: row) else { return nil }
        let coefficient = row.coefficient(for: entering)
        guard coefficient < 0 else { return nil }
        let ratio = -row.constant / coefficient
        if let other = ratioTest(for: entering) {
            guard ratio < other.ratio || (ratio == other.ratio && basic > other.basic) else { return nil }
        }
        return entering
    }

    /// The row a primal pivot on `entering` leaves: the ratio test's, which must exist (else the objective is
    /// unbounded) and hold a finite constant (else the system's numbers overflowed).
    private func leavingRow(forPivotOn entering: Symbol) throws(InternalSolverError) -> Symbol {
        guard let leaving = leavingRow(for: entering) else { throw .unbounded }
        guard row(leaving).map({ $0.constant.isFinite }) ?? true else { throw .overflow }
        return leaving
    }

    /// The most iterations a simplex loop may take before it is declared stuck.
    /// Bland's rule terminates; this only guards against floating-point trouble.
    private var iterationLimit: Int { 1_000 + 50 * kinds.count }

    /// Degenerate pivots (that do not move the solution) in a row after which
    /// the simplex switches to Bland's rule, which cannot cycle.
    private static let degeneratePivotLimit = 50

    /// Primal simplex on the tiered objective.
    mutating func optimize() throws(InternalSolverError) {
        var iterations = 0, degenerate = 0
        while let entering = objective.enteringSymbol(bland: degenerate >= Self.degeneratePivotLimit) {
            let leaving = try leavingRow(forPivotOn: entering)
            let moves = row(leaving).map { !isNearZero($0.constant) } ?? true
            degenerate = moves ? 0 : degenerate + 1
            pivot(entering: entering, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit { throw .noConvergence }
        }
    }

    /// Primal simplex on the artificial objective.
    private mutating func optimizeArtificial() throws(InternalSolverError) {
        var iterations = 0
        while let row = artificial,
              let entering = row.cells.last(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })?.symbol {
            let leaving = try leavingRow(forPivotOn: entering)
            pivot(entering: entering, leaving: leaving)
            statistics.artificialPivots += 1
            iterations += 1
            if iterations > iterationLimit { throw .noConvergence }
        }
    }

    /// Dual simplex: restores feasibility after constants changed (edit
    /// variables), keeping the objective optimal.
    mutating func dualOptimize() throws(InternalSolverError) {
        var iterations = 0
        while let leaving = infeasible.max() {
            infeasible.remove(leaving)
            guard let row = row(leaving), row.constant < 0, !isNearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else { throw .dualInfeasible }
            pivot(entering: entering, leaving: leaving)
            statistics.dualPivots += 1
            iterations += 1
            if iterations > iterationLimit { throw .noConvergence }
        }
    }

    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
            if let current = best {
                if objective.compareRatios(cell.symbol, cell.coefficient, current.symbol, current.coefficient) <= 0 {
                    best = (cell.symbol, cell.coefficient)
                }
            } else {
                best = (cell.symbol, cell.coefficient)
            }
        }
        return best?.symbol
    }

    /// Adds a row that has no usable subject through an artificial variable.
    ///
    /// - Returns: `nil` on success; on failure the symbols that certify the
    ///   conflict (markers with a non-zero reduced cost in the artificial
    ///   objective), with the tableau restored to its basis before the call.
    mutating func addWithArtificialVariable(_ row: Row) throws(InternalSolverError) -> [Symbol]? {
        let art = makeSymbol(.slack)
        setRow(row, basic: art)
        artificial = row
        journal = []
        do {
            try optimizeArtificial()
        } catch {
            artificial = nil
            throw error
        }
        let finalArtificial = artificial ?? row
        artificial = nil
        let pivots = journal
        journal = []

        if !isNearZero(finalArtificial.constant) {
            // Undo the pivots in reverse: each one is invertible, so this
            // returns to the basis the solver had before the call.
            for step in pivots.reversed() { pivot(entering: step.leaving, leaving: step.entering) }
            _ = takeRow(art)
            for symbol in infeasible where symbol >= art { infeasible.remove(symbol) }
            truncateSymbols(to: art)
            return finalArtificial.cells.map(\.symbol)
        }

        if isBasic(art) {
            var artRow = takeRow(art)
            if let entering = artRow.cells.first(where: { kinds[$0.symbol].isPivotable })?.symbol {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                setRow(artRow, basic: entering)
            }
            // A row of dummies only says art = 0: nothing to keep.
        }
        for slot in columns[art].slots { slots[slot].remove(art) }
        columns[art] = Column()
        objective.remove(art)
        return nil
    }
}

/// A failure of the simplex itself, which well-formed input should never cause.
enum InternalSolverError: Error, Sendable {
    case unbounded, dualInfeasible, noConvergence
    /// A row's constant overflowed to infinity: the system multiplies numbers beyond a `Double`'s range (1e301
    /// times 1e8), and no ratio test means anything any more.
    case overflow
}

/// Work counters of a ``Solver``, for benchmarks and profiling.
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots made so far (all kinds).
    public var pivots = 0
    /// Pivots of the artificial phase (adding required constraints without a subject).
    public var artificialPivots = 0
    /// Pivots of the dual simplex (after edit variables change).
    public var dualPivots = 0
    /// Row substitutions (one row rewritten in terms of a pivot's entering symbol).
    public var substitutions = 0
    /// Of ``pivots``, those taken as a constraint was added, before its row went in (the optimisation's
    /// first pivot when it would take that row straight out again).
    public var earlyPivots = 0
}
