import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// Paths of the controls' own drawn parts, in points (shared by the spinner, the stepper, the pickers).
enum ControlShapes {
    /// The magic number of a cubic Bézier quarter circle.
    private static let kappa = 0.5522847498

    /// A capsule around the segment from `start` to `end`, `width` thick, with round ends: a spinner's spoke.
    static func capsule(from start: CGPoint, to end: CGPoint, width: CGFloat) -> CellshotGraphics.Path {
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
        let (ux, uy) = (dx / length, dy / length)          // along the spoke
        let r = Double(width) / 2
        let (nx, ny) = (-uy * r, ux * r)                   // across it, half the width
        let (ax, ay) = (Double(start.x), Double(start.y))
        let (bx, by) = (Double(end.x), Double(end.y))
        let k = kappa * r
        func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return CellshotGraphics.Path([
            .move(point(ax + nx, ay + ny)),
            .line(point(bx + nx, by + ny)),
            // The round end at `end`: two quarter circles.
            .curve(to: point(bx + ux * r, by + uy * r), control1: point(bx + nx + ux * k, by + ny + uy * k),
                   control2: point(bx + ux * r + nx / r * k, by + uy * r + ny / r * k)),
            .curve(to: point(bx - nx, by - ny), control1: point(bx + ux * r - nx / r * k, by + uy * r - ny / r * k),
                   control2: point(bx - nx + ux * k, by - ny + uy * k)),
            .line(point(ax - nx, ay - ny)),
            // The round end at `start`.
            .curve(to: point(ax - ux * r, ay - uy * r), control1: point(ax - nx - ux * k, ay - ny - uy * k),
                   control2: point(ax - ux * r - nx / r * k, ay - uy * r - ny / r * k)),
            .curve(to: point(ax + nx, ay + ny), control1: point(ax - ux * r + nx / r * k, ay - uy * r + ny / r * k),
                   control2: point(ax + nx - ux * k, ay + ny - uy * k)),
            .close,
        ])
    }

    /// A filled rectangle with rounded ends or corners, as a fill command.
    static func fill(_ rect: CGRect, corners: ControlBackground.Corners, color: CellshotGraphics.Color) -> DrawCommand {
        let radius: CGFloat
        switch corners {
        case .radius(let value): radius = min(value, min(rect.width, rect.height) / 2)
        case .capsule, .circle: radius = min(rect.width, rect.height) / 2
        }
        return .fill(rect.model, cornerRadius: Double(radius), color: color)
    }

    /// A horizontal bar of `thickness` centred in `rect` across it, as `rect`'s width.
    static func bar(in rect: CGRect, thickness: CGFloat) -> CGRect {
        CGRect(x: rect.minX, y: rect.midY - thickness / 2, width: rect.width, height: thickness)
    }
}

/// A horizontal bar filled to a fraction with the tint over a grey track: a linear `ProgressView`, a
/// `Gauge`'s capacity. As wide as it is offered (10 pt when offered no width), its bar's thickness tall.
final class ProgressBarLeaf: LeafLayout, NodeDrawing {
    let fraction: Double?
    let thickness: CGFloat
    let track: CellshotGraphics.Color
    let fill: CellshotGraphics.Color
    let rightToLeft: Bool

    init(fraction: Double?, thickness: CGFloat, track: CellshotGraphics.Color, fill: CellshotGraphics.Color,
         rightToLeft: Bool) {
        self.fraction = fraction.map { min(1, max(0, $0)) }
        self.thickness = thickness
        self.track = track
        self.fill = fill
        self.rightToLeft = rightToLeft
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? SwiftUIFigures.unspecifiedDimension
        return CGSize(width: width, height: thickness)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let bar = ControlShapes.bar(in: node.frame, thickness: thickness)
        canvas.commands.append(ControlShapes.fill(bar, corners: .capsule, color: track))
        guard let fraction, fraction > 0 else { return }
        let width = bar.width * CGFloat(fraction)
        let filled = CGRect(x: rightToLeft ? bar.maxX - width : bar.minX, y: bar.minY, width: width, height: bar.height)
        canvas.commands.append(ControlShapes.fill(filled, corners: .capsule, color: fill))
    }
}
