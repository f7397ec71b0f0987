import CellshotGraphics
import Foundation

/// An outline of lines and curves (SwiftUI's `Path`).
public struct Path: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    private var current: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point): return point
            case .quadCurve(let point, _), .curve(let point, _, _): return point
            case .close: continue
            }
        }
        return nil
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// An ellipse of four cubic curves (the control points at 0.5523 of the radii, the standard approximation).
    public mutating func addEllipse(in rect: CGRect) {
        let kappa: CGFloat = 0.552_284_749_8
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * kappa),
                 control2: CGPoint(x: cx + rx * kappa, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * kappa, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + ry * kappa))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * kappa),
                 control2: CGPoint(x: cx - rx * kappa, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * kappa, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - ry * kappa))
        closeSubpath()
    }

    /// A rounded rectangle of quarter-ellipse corners (continuous corners are drawn circular until the drawing
    /// layer gives their curve as a path).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(max(0, cornerSize.width), rect.width / 2)
        let ry = min(max(0, cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let kappa: CGFloat = 0.552_284_749_8
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * kappa, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * kappa))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * kappa),
                 control2: CGPoint(x: rect.maxX - rx + rx * kappa, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * kappa, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * kappa))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * kappa),
                 control2: CGPoint(x: rect.minX + rx - rx * kappa, y: rect.minY))
        closeSubpath()
    }

    /// Adds another path.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// The path moved.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(moved(point))
            case .line(let point): .line(moved(point))
            case let .quadCurve(to, control): .quadCurve(to: moved(to), control: moved(control))
            case let .curve(to, c1, c2): .curve(to: moved(to), control1: moved(c1), control2: moved(c2))
            case .close: .close
            }
        }
        return path
    }


    /// The rectangle around the path's points.
    public var boundingRect: CGRect {
        var box = CGRect.null
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                box = box.union(CGRect(origin: point, size: .zero))
            case let .quadCurve(to, control):
                box = box.union(CGRect(origin: to, size: .zero)).union(CGRect(origin: control, size: .zero))
            case let .curve(to, c1, c2):
                box = box.union(CGRect(origin: to, size: .zero)).union(CGRect(origin: c1, size: .zero))
                    .union(CGRect(origin: c2, size: .zero))
            case .close: break
            }
        }
        return box.isNull ? .zero : box
    }

    /// The path in the display list's form (quadratic curves raised to cubic).
    var model: CellshotGraphics.Path {
        var result: [CellshotGraphics.Path.Element] = []
        var last = CGPoint.zero
        var start = CGPoint.zero
        func point(_ value: CGPoint) -> Point { Point(x: Double(value.x), y: Double(value.y)) }
        for element in elements {
            switch element {
            case .move(let value):
                result.append(.move(point(value)))
                last = value
                start = value
            case .line(let value):
                result.append(.line(point(value)))
                last = value
            case let .quadCurve(to, control):
                let c1 = CGPoint(x: last.x + 2 / 3 * (control.x - last.x), y: last.y + 2 / 3 * (control.y - last.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                result.append(.curve(to: point(to), control1: point(c1), control2: point(c2)))
                last = to
            case let .curve(to, c1, c2):
                result.append(.curve(to: point(to), control1: point(c1), control2: point(c2)))
                last = to
            case .close:
                result.append(.close)
                last = start
            }
        }
        return CellshotGraphics.Path(result)
    }
}

/// How a rounded corner bends (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

extension Path: Shape {
    /// The path itself, as a shape.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
