/// One cell of a ``Row``: a symbol and its coefficient.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Cells are kept sorted by symbol number, so iteration is deterministic and
/// merging two rows is one linear pass.
struct Row: Sendable {
    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        self.cells = []
        cells.reserveCapacity(capacity)
    }

    var isConstant: Bool { cells.isEmpty }

    /// Makes room for `count` cells without growing again.
    mutating func reserveCapacity(_ count: Int) {
        cells.reserveCapacity(count)
    }

    /// The index of `symbol` in `cells`, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let s = cells[middle].symbol
            if s == symbol { return (middle, true) }
            if s < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels out.
    /// - Returns: +1 if the symbol appeared, -1 if it vanished, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if isNearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Adds `factor × other` to this row in one merge pass, reporting each
    /// symbol that appears in or vanishes from this row (for the column index).
    mutating func add(_ other: Row, times factor: Double,
                      appeared: (Symbol) -> Void = { _ in }, vanished: (Symbol) -> Void = { _ in }) {
        var scratch: [Cell] = []
        add(other, times: factor, skipping: nil, scratch: &scratch, appeared: appeared, vanished: vanished)
    }

    /// Adds `factor × other` to this row in one merge pass, leaving out `skipped` (the symbol a
    /// substitution replaces by `other`, which `other` does not hold), and reports each symbol that
    /// appears in or vanishes from this row (for the column index; `skipped` is not reported).
    ///
    /// A short merge writes into `scratch` and then trades buffers with it: the row's old buffer becomes
    /// the next merge's scratch (a long one writes into a new buffer of the room it needs). A pivot merges
    /// into every row holding its entering symbol, and a new array per merge (malloc, free, retain,
    /// release) was a tenth of a cell's re-solve.
    /// The arithmetic is the plain merge's, term for term, so results are bit-identical.
    @inline(__always)
    mutating func add(_ other: Row, times factor: Double, skipping skipped: Symbol?, scratch: inout [Cell],
                      appeared: (Symbol) -> Void, vanished: (Symbol) -> Void) {
        constant += factor * other.constant
        let skip = skipped ?? -1
        if other.cells.isEmpty {
            if skipped != nil, let index = cells.firstIndex(where: { $0.symbol == skip }) { cells.remove(at: index) }
            return
        }
        if other.cells.count <= Self.inPlaceLimit && cells.count >= Self.inPlaceTargetLength {
            addInPlace(other, times: factor, skipping: skipped, appeared: appeared, vanished: vanished)
            return
        }
        let capacity = cells.count + other.cells.count
        if capacity > Self.scratchLimit {
            // A long merge writes into a new buffer of exactly the room it may need: `append` checks the
            // buffer's uniqueness and capacity for every cell (4 % of the instructions of adding the
            // required-first 5,000-view grid, whose merges are hundreds of cells long).
            var merged = [Cell](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = Self.merge(cells, other.cells, times: factor, skipping: skip, into: buffer.baseAddress!,
                                   appeared: appeared, vanished: vanished)
            }
            if capacity >= Self.exactCopyLimit && merged.count < capacity - capacity / 4 {
                merged = Self.exactCopy(of: merged)
            }
            cells = merged
            return
        }
        // A short merge (a cell's re-solve) writes into the scratch buffer, made long enough first.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: capacity))
        let count = scratch.withUnsafeMutableBufferPointer { output in
            Self.merge(cells, other.cells, times: factor, skipping: skip, into: output.baseAddress!,
                       appeared: appeared, vanished: vanished)
        }
        scratch.removeSubrange(count...)
        swap(&cells, &scratch)
    }

    /// The longest merge (cells of both rows) done through the shared scratch buffer; longer ones write
    /// straight into a new buffer.
    static let scratchLimit = 32

    /// The shortest merge (cells of both rows) whose spare room, past a quarter, is given back: below it
    /// the room is a few kilobytes, and the copy's allocation costs a cell's re-solve more than it saves.
    static let exactCopyLimit = 256

    /// `cells` in a buffer of exactly their length. A long merge makes room for both rows, but the rows
    /// of a pivot share most of their symbols: the spare room left behind was a third of the rows' memory
    /// in the 5,000-view grid, kept for the life of each row.
    private static func exactCopy(of cells: [Cell]) -> [Cell] {
        cells.withUnsafeBufferPointer { source in
            [Cell](unsafeUninitializedCapacity: source.count) { buffer, count in
                if let base = source.baseAddress { buffer.baseAddress!.initialize(from: base, count: source.count) }
                count = source.count
            }
        }
    }

    /// Writes the merge of `mine` and `factor × theirs` (without `skip`) into `output`, which has room for
    /// both, and returns how many cells it wrote, reporting each symbol that appears or vanishes in
    /// ascending order.
    @inline(__always)
    private static func merge(_ mine: [Cell], _ theirs: [Cell], times factor: Double, skipping skip: Symbol,
                              into output: UnsafeMutablePointer<Cell>,
                              appeared: (Symbol) -> Void, vanished: (Symbol) -> Void) -> Int {
        mine.withUnsafeBufferPointer { mine in
            theirs.withUnsafeBufferPointer { theirs in
                var i = 0, j = 0, k = 0
                let m = mine.count, n = theirs.count
                while i < m && j < n {
                    let a = mine[i].symbol, b = theirs[j].symbol
                    if a < b {
                        if a != skip { (output + k).initialize(to: mine[i]); k += 1 }
                        i += 1
                    } else if b < a {
                        let value = theirs[j].coefficient * factor
                        if !isNearZero(value) {
                            (output + k).initialize(to: Cell(symbol: b, coefficient: value)); k += 1
                            appeared(b)
                        }
                        j += 1
                    } else {
                        let value = mine[i].coefficient + theirs[j].coefficient * factor
                        if isNearZero(value) { vanished(a) } else {
                            (output + k).initialize(to: Cell(symbol: a, coefficient: value)); k += 1
                        }
                        i += 1; j += 1
                    }
                }
                while i < m {
                    if mine[i].symbol != skip { (output + k).initialize(to: mine[i]); k += 1 }
                    i += 1
                }
                while j < n {
                    let value = theirs[j].coefficient * factor
                    if !isNearZero(value) {
                        (output + k).initialize(to: Cell(symbol: theirs[j].symbol, coefficient: value)); k += 1
                        appeared(theirs[j].symbol)
                    }
                    j += 1
                }
                return k
            }
        }
    }

    /// The longest `other` row that ``add(_:times:skipping:scratch:appeared:vanished:)`` folds in cell by cell.
    static let inPlaceLimit = 4
    /// The shortest row that a short row is folded into cell by cell rather than merged.
    static let inPlaceTargetLength = 24

    /// The merge of a short row into a long one, done in place: each of `other`'s few cells is found by
    /// binary search and updated, inserted or removed (a `memmove`), instead of copying every cell of this
    /// row. Long rows come from dependency chains (the 5,000-view grid's rows hold hundreds of cells), and
    /// substituting a new constraint's two- or three-cell row into each of them was a copy of the whole row.
    /// The sums, the cells kept and the order of the `appeared`/`vanished` reports (ascending symbol) are
    /// the merge's, so the results are bit-identical.
    private mutating func addInPlace(_ other: Row, times factor: Double, skipping skipped: Symbol?,
                                     appeared: (Symbol) -> Void, vanished: (Symbol) -> Void) {
        if let skipped {
            let (index, found) = position(of: skipped)
            if found { cells.remove(at: index) }
        }
        for cell in other.cells {
            let (index, found) = position(of: cell.symbol)
            if found {
                let value = cells[index].coefficient + cell.coefficient * factor
                if isNearZero(value) {
                    cells.remove(at: index)
                    vanished(cell.symbol)
                } else {
                    cells[index].coefficient = value
                }
            } else {
                let value = cell.coefficient * factor
                if !isNearZero(value) {
                    cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: index)
                    appeared(cell.symbol)
                }
            }
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + Σ cᵢsᵢ` as `symbol = …`, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        solve(for: symbol, moving: nil)
    }

    /// Rewrites `lhs = …` (a row basic in `lhs`) as `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        solve(for: rhs, moving: lhs)
    }

    /// Solves for `symbol`, first moving `basic` (the row's old basic symbol, if any) into the cells with
    /// coefficient -1.
    ///
    /// `symbol` leaves the cells before `basic` joins them, so a row never holds more cells than it had
    /// and its buffer never grows: inserting first doubled the capacity of every full row a pivot
    /// rewrote, and those spare halves were 121 MB of the 432 MB heap of the required-first 5,000-view
    /// grid. `basic`'s coefficient is `-1 × factor` in either order, so results are bit-identical.
    private mutating func solve(for symbol: Symbol, moving basic: Symbol?) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        if let basic { insert(basic, -1) }
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }
}
