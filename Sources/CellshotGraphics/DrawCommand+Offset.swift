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
