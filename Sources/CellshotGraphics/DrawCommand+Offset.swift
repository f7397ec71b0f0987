extension DrawCommand {
    /// The command moved by `dx`, `dy` (what a front end drew at its own origin, placed in a list's cell).
    public func offsetBy(dx: Double, dy: Double) -> DrawCommand {
        func moved(_ rect: Rect) -> Rect { Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height) }
        switch self {
        case let .fill(rect, cornerRadius, color):
            return .fill(moved(rect), cornerRadius: cornerRadius, color: color)
        case let .stroke(rect, cornerRadius, color, width):
            return .stroke(moved(rect), cornerRadius: cornerRadius, color: color, width: width)
        case .text(var run):
            run.frame = moved(run.frame)
            return .text(run)
        case .image(var run):
            run.frame = moved(run.frame)
            return .image(run)
        case let .path(path, paint, color):
            return .path(path.offsetBy(dx: dx, dy: dy), paint: paint, color: color)
        case let .clip(rect, cornerRadius, curve, commands):
            return .clip(moved(rect), cornerRadius: cornerRadius, curve: curve, commands: commands.offsetBy(dx: dx, dy: dy))
        case let .opacity(alpha, commands):
            return .opacity(alpha, commands: commands.offsetBy(dx: dx, dy: dy))
        case let .transform(transform, commands):
            // The group's transform, then the move: its children keep their own coordinates.
            return .transform(transform.concatenating(AffineTransform(translationX: dx, y: dy)), commands: commands)
        case let .clipPath(path, fillRule, commands):
            return .clipPath(path.offsetBy(dx: dx, dy: dy), fillRule: fillRule, commands: commands.offsetBy(dx: dx, dy: dy))
        case let .gradient(path, paint, gradient):
            return .gradient(path.offsetBy(dx: dx, dy: dy), paint: paint, gradient: gradient.offsetBy(dx: dx, dy: dy))
        case let .shadow(color, radius, offset, commands):
            return .shadow(color: color, radius: radius, offset: offset, commands: commands.offsetBy(dx: dx, dy: dy))
        case let .blendMode(mode, commands):
            return .blendMode(mode, commands: commands.offsetBy(dx: dx, dy: dy))
        }
    }
}

extension Array where Element == DrawCommand {
    /// Every command moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> [DrawCommand] {
        guard dx != 0 || dy != 0 else { return self }
        return map { $0.offsetBy(dx: dx, dy: dy) }
    }
}

extension GradientFill {
    /// The gradient with its points moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> GradientFill {
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        switch self {
        case let .linear(stops, start, end): return .linear(stops: stops, start: moved(start), end: moved(end))
        case let .radial(stops, center, startRadius, endRadius):
            return .radial(stops: stops, center: moved(center), startRadius: startRadius, endRadius: endRadius)
        case let .angular(stops, center, startAngle, endAngle):
            return .angular(stops: stops, center: moved(center), startAngle: startAngle, endAngle: endAngle)
        }
    }
}
