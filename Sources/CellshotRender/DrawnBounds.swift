import CellshotGraphics

/// Where a draw command may put ink, in the points of the space it is drawn in, before ``VerticalBand/overflow``:
/// what band culling (``VerticalBand``) and offscreen work (shadows) need to know of each command. `nil` when it
/// cannot be known (an image that spills over its frame): the command may draw anywhere.
enum DrawnBounds {
    /// The rectangle `command` may draw in, or `nil` when it is unknown.
    static func of(_ command: DrawCommand) -> Rect? {
        switch command {
        case let .fill(rect, _, _), let .stroke(rect, _, _, _), let .clip(rect, _, _, _):
            return rect
        case .text(let run):
            // Text is centred vertically in its frame and may overflow it; as much again either way is generous.
            let frame = run.frame
            return Rect(x: frame.minX - frame.height, y: frame.minY - frame.height,
                        width: frame.width + 2 * frame.height, height: 3 * frame.height)
        case .image(let run):
            return run.clipsToFrame ? run.frame : nil
        case let .path(path, paint, _), let .gradient(path, paint, _):
            return path.controlBounds.map { grown($0, by: strokeReach(paint)) }
        case let .opacity(_, commands), let .blendMode(_, commands):
            return union(commands)
        case let .transform(transform, commands):
            // The commands' own overflow is in their space: grow it there, so a scale enlarges it too.
            return union(commands).map { transform.apply(to: grown($0, by: VerticalBand.overflow)) }
        case let .clipPath(path, _, _):
            return path.controlBounds ?? Rect.zero
        case let .shadow(_, radius, offset, commands):
            guard let drawn = union(commands) else { return nil }
            let shadow = grown(Rect(x: drawn.minX + offset.width, y: drawn.minY + offset.height,
                                    width: drawn.width, height: drawn.height), by: ShadowMetrics.reach(radius: radius))
            return union([drawn, shadow].map { Optional($0) })
        }
    }

    /// The rectangle all of `commands` may draw in; `nil` when one of them is unknown or there are none.
    static func union(_ commands: [DrawCommand]) -> Rect? {
        union(commands.map(of))
    }

    private static func union(_ rects: [Rect?]) -> Rect? {
        guard !rects.isEmpty, !rects.contains(where: { $0 == nil }) else { return nil }
        let known = rects.compactMap { $0 }
        let minX = known.map(\.minX).min()!, minY = known.map(\.minY).min()!
        return Rect(x: minX, y: minY, width: known.map(\.maxX).max()! - minX, height: known.map(\.maxY).max()! - minY)
    }

    /// How far a stroke's ink reaches beyond its path: half its width, more at mitred corners and square caps.
    static func strokeReach(_ paint: PathPaint) -> Double {
        guard let style = paint.strokeStyle else { return 0 }
        let width = style.lineWidth.isFinite ? abs(style.lineWidth) : 0
        let miter = style.lineJoin == .miter ? max(1, style.miterLimit.isFinite ? style.miterLimit : 10) : 1
        return width / 2 * max(miter, style.lineCap == .square ? 2.0.squareRoot() : 1)
    }

    static func grown(_ rect: Rect, by margin: Double) -> Rect {
        Rect(x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
    }
}
