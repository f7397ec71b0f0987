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
        case let .path(path, paint, _):
            // The path's points and control points, and as far as its stroke reaches beyond them: half its width,
            // more at mitred corners and square caps.
            guard let bounds = path.controlBounds else { return nil }
            var reach = 0.0
            if let style = paint.strokeStyle {
                let width = style.lineWidth.isFinite ? abs(style.lineWidth) : 0
                let miter = style.lineJoin == .miter ? max(1, style.miterLimit.isFinite ? style.miterLimit : 10) : 1
                reach = width / 2 * max(miter, style.lineCap == .square ? 2.0.squareRoot() : 1)
            }
            return (bounds.minY - reach, bounds.maxY + reach)
        }
    }
}
