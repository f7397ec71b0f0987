import CellshotGraphics

/// Which commands of a display list may put ink in each band of a tall image, computed once, so that
/// painting a band looks only at its own commands.
///
/// Without it every band tests every command, and a list of 10,000 rows (300,000 commands, 5,000 bands
/// at 3x) would make 1.5 billion tests: time growing with the square of the list. With it each command
/// is placed in the bands it spans once, and a band visits only those. Groups (a section's clip, an
/// opacity group) with many commands get an index of their own, so a section of a thousand rows is cut
/// into bands too. A command is in a band exactly when ``VerticalBand/mayShow(_:)`` says so, so the
/// pixels are those of testing every command.
final class BandIndex: @unchecked Sendable {
    /// The commands indexed.
    let commands: [DrawCommand]
    /// The first band ``buckets`` covers: a group's index covers only the bands the group spans.
    private let firstBand: Int
    /// For each band from ``firstBand``, the indices of the commands that may reach it, in drawing order.
    private let buckets: [[Int32]]
    /// The indexes of large groups, by the group's position in ``commands``.
    private let groups: [Int: BandIndex]
    /// Groups with more commands than this get an index of their own.
    static let groupThreshold = 32

    /// Indexes `commands` for the bands of `bands`, within `range` (the bands a group spans; every band
    /// for a list's commands).
    init(_ commands: [DrawCommand], bands: BandGrid, range: Range<Int>? = nil) {
        let range = range ?? 0..<bands.count
        self.commands = commands
        firstBand = range.lowerBound
        var buckets = Array(repeating: [Int32](), count: range.count)
        var groups: [Int: BandIndex] = [:]
        for (position, command) in commands.enumerated() {
            let spanned = bands.range(of: command).clamped(to: range)
            for band in spanned { buckets[band - range.lowerBound].append(Int32(position)) }
            switch command {
            // Groups whose commands are drawn in the list's coordinates and only within the band (a transform
            // moves its commands; a shadow's blur reaches beyond the band).
            case .clip(_, _, _, let children) where children.count > Self.groupThreshold,
                 .opacity(_, let children) where children.count > Self.groupThreshold,
                 .clipPath(_, _, let children) where children.count > Self.groupThreshold,
                 .blendMode(_, let children) where children.count > Self.groupThreshold:
                groups[position] = BandIndex(children, bands: bands, range: spanned)
            default:
                break
            }
        }
        self.buckets = buckets
        self.groups = groups
    }

    /// The positions of the commands that may reach band `band`, in drawing order.
    func positions(inBand band: Int) -> [Int32] {
        let offset = band - firstBand
        return buckets.indices.contains(offset) ? buckets[offset] : []
    }

    /// The index of the group at `position`, if it has one.
    func group(at position: Int) -> BandIndex? { groups[position] }
}

/// The bands of a tall image in points: band `k` shows pixel rows `k × rows ..< (k + 1) × rows`.
struct BandGrid: Sendable {
    /// The pixel rows of a band (the last one may have fewer).
    let rows: Int
    /// The image's height in pixels.
    let height: Int
    /// Pixels per point.
    let scale: Double

    /// The number of bands.
    var count: Int { (height + rows - 1) / rows }

    /// The points band `band` shows, as ``PNGWriter`` paints it.
    func band(_ band: Int) -> VerticalBand {
        let first = band * rows
        let top = Double(first) / scale
        return VerticalBand(top: top, bottom: top + Double(min(rows, height - first)) / scale)
    }

    /// The bands a command may reach: every band for a command of unknown extent.
    func range(of command: DrawCommand) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        guard let (minY, maxY) = VerticalBand.verticalExtent(of: command) else { return 0..<count }
        // A first guess by division, then moved until `mayShow` agrees at both ends.
        let pointsPerBand = Double(rows) / scale
        var first = clamp(Int(saturating: ((minY - VerticalBand.overflow) / pointsPerBand).rounded(.down)))
        var last = clamp(Int(saturating: ((maxY + VerticalBand.overflow) / pointsPerBand).rounded(.down)))
        while first > 0 && band(first - 1).mayShow(command) { first -= 1 }
        while first < count - 1 && !band(first).mayShow(command) { first += 1 }
        while last < count - 1 && band(last + 1).mayShow(command) { last += 1 }
        while last > first && !band(last).mayShow(command) { last -= 1 }
        guard band(first).mayShow(command) else { return 0..<0 }
        return first..<(last + 1)
    }

    private func clamp(_ band: Int) -> Int { min(max(band, 0), count - 1) }
}
