import CellshotGraphics

/// The rows of points a band of a tall image shows, to skip commands that cannot reach it.
struct VerticalBand {
    var top: Double
    var bottom: Double

    /// How far beyond its frame a command may draw: antialiasing, round caps, and text taller than
    /// its label (drawn centred, so it can overflow by half the difference; a label is never
    /// squeezed to less than a fraction of its text in practice, and this margin is generous).
    static let overflow = 64.0

    /// Whether a command may put ink in this band (false only when it certainly cannot).
    func mayShow(_ command: DrawCommand) -> Bool {
        guard let (minY, maxY) = Self.verticalExtent(of: command) else { return true }
        return maxY + Self.overflow >= top && minY - Self.overflow <= bottom
    }

    /// The points a command may draw on vertically, before ``overflow``; `nil` when it cannot be known.
    static func verticalExtent(of command: DrawCommand) -> (Double, Double)? {
        switch command {
        case let .fill(rect, _, _), let .stroke(rect, _, _, _), let .clip(rect, _, _, _):
            return (rect.minY, rect.maxY)
        case .text(let run):
            return (run.frame.minY - run.frame.height, run.frame.maxY + run.frame.height)
        case .image(let run):
            // An unclipped image may spill over its frame (aspect fill, centre): never skipped.
            return run.clipsToFrame ? (run.frame.minY, run.frame.maxY) : nil
        case .opacity(_, let commands):
            let extents = commands.map(verticalExtent)
            guard !extents.contains(where: { $0 == nil }) else { return nil }
            let known = extents.compactMap { $0 }
            guard let minY = known.map(\.0).min(), let maxY = known.map(\.1).max() else { return nil }
            return (minY, maxY)
        case .path, .gradient, .transform, .clipPath, .shadow, .blendMode:
            // Paths with their strokes' reach, transformed and blurred groups (DrawnBounds).
            return DrawnBounds.of(command).map { ($0.minY, $0.maxY) }
        }
    }
}
