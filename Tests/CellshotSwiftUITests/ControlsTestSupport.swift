@testable import CellshotSwiftUI
import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// What the controls' tests share: the display list a view draws, the colours of the looks, reference images.
@MainActor
enum ControlsTestSupport {
    /// The drawing commands of a view, flattened (opacity and clip groups opened, their opacity noted).
    static func commands<V: View>(_ view: V, width: CGFloat = 402, look: CellshotSwiftUI.Look = .ios26,
                                  colorScheme: ColorScheme = .light) throws -> [GraphicsCommand] {
        let settings = CellshotSwiftUI.Settings(width: width, height: nil, scale: 3, safeArea: EdgeInsets(),
                                                colorScheme: colorScheme, dynamicTypeSize: .large, look: look)
        let drawing = try CellshotSwiftUI.Drawing(view, settings: settings, fileID: #fileID, line: #line)
        return flatten(drawing.list.commands)
    }

    /// The commands inside groups, in order (a group's own command first).
    static func flatten(_ commands: [GraphicsCommand]) -> [GraphicsCommand] {
        commands.flatMap { command -> [GraphicsCommand] in
            switch command {
            case .opacity(_, let inner), .clip(_, _, _, let inner): [command] + flatten(inner)
            default: [command]
            }
        }
    }

    /// The colour of a system colour in a look and scheme.
    static func color(_ system: SystemColor, _ look: ListLook, dark: Bool = false, alpha: Double = 1) -> CellshotGraphics.Color {
        var color = system.color(for: dark ? .dark : .light, in: look)
        color.alpha *= alpha
        return color
    }

    /// The colours of the text runs, by text.
    static func textColors(_ commands: [GraphicsCommand]) -> [String: CellshotGraphics.Color] {
        var colors: [String: CellshotGraphics.Color] = [:]
        for case .text(let run) in commands { colors[run.text] = run.color }
        return colors
    }

    /// The filled paths' colours with their bounds' size, in order.
    static func pathFills(_ commands: [GraphicsCommand]) -> [(CellshotGraphics.Path, CellshotGraphics.Color)] {
        commands.compactMap { command in
            if case let .path(path, .fill, color) = command { return (path, color) }
            return nil
        }
    }

    /// The path a rounded rectangle fill draws for a frame, as the view draws it.
    static func roundedRect(_ frame: CGRect, radius: CGFloat) -> CellshotGraphics.Path {
        RoundedRectangle(cornerRadius: radius).path(in: frame).model
    }

    /// Whether two paths have the same steps, to a millionth of a point.
    static func samePath(_ lhs: CellshotGraphics.Path?, _ rhs: CellshotGraphics.Path) -> Bool {
        guard let lhs, lhs.elements.count == rhs.elements.count else { return false }
        func points(_ element: CellshotGraphics.Path.Element) -> [Double] {
            switch element {
            case .move(let p), .line(let p): [p.x, p.y]
            case let .curve(to, c1, c2): [to.x, to.y, c1.x, c1.y, c2.x, c2.y]
            case .close: []
            case let .quadCurve(to, control): [to.x, to.y, control.x, control.y]
            case let .arc(center, radius, start, end, clockwise):
                [center.x, center.y, radius, start, end, clockwise ? 1 : 0]
            }
        }
        return zip(lhs.elements, rhs.elements).allSatisfy { a, b in
            let (pa, pb) = (points(a), points(b))
            return pa.count == pb.count && zip(pa, pb).allSatisfy { abs($0 - $1) < 1e-6 }
        }
    }

    /// The path a capsule fill draws for a frame.
    static func capsule(_ frame: CGRect) -> CellshotGraphics.Path {
        Capsule().path(in: frame).model
    }

    /// Compares a view's picture in a look and scheme with its reference image in
    /// `__Snapshots__/<suite>/<name>.png`, byte for byte; records it when there is none (or when
    /// `CELLSHOT_RECORD=1`), and keeps the new picture beside a failing one for looking at.
    static func verifySnapshot<V: View>(_ view: V, named name: String, suite: String, width: CGFloat = 402,
                                        look: CellshotSwiftUI.Look, colorScheme: ColorScheme = .light,
                                        filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let data = try CellshotSwiftUI.render(view, width: width, height: nil, colorScheme: colorScheme, look: look)
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
        let reference = folder.appendingPathComponent("\(name).png")
        let record = ProcessInfo.processInfo.environment["CELLSHOT_RECORD"] == "1"
        guard !record, let recorded = FileManager.default.contents(atPath: reference.path) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: reference)
            return
        }
        guard recorded != data else { return }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(suite)-\(name).png")
        try data.write(to: actual)
        Issue.record("\(name).png differs from its reference; the new picture is \(actual.path)", sourceLocation: sourceLocation)
    }
}

extension CGRect {
    /// The frame rounded to a thousandth of a point, for comparisons of thirds.
    var rounded: CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
        return CGRect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }
}

/// Compares two lengths to a thousandth of a point (thirds of a point are not exact in binary).
func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
    abs(a - b) <= tolerance
}

/// The drawing layer's names, for test files that import only CellshotSwiftUI (its `Color` and `Path` are
/// SwiftUI's).
typealias GraphicsCommand = CellshotGraphics.DrawCommand
typealias GraphicsColor = CellshotGraphics.Color
typealias GraphicsRect = CellshotGraphics.Rect
typealias GraphicsPath = CellshotGraphics.Path
typealias SystemColorName = CellshotModel.SystemColor

extension ControlsTestSupport {
    /// The laid-out root node of a view (for what the layout tree carries besides frames).
    static func rootNode<V: View>(_ view: V, width: CGFloat = 402, look: CellshotSwiftUI.Look = .ios26) throws -> LayoutNode {
        let environment = try SharedRenderEnvironment.get(fileID: #fileID, line: #line)
        let graph = ViewGraph(measurer: environment.measurer) { _ in Size(width: 0, height: 0) }
        var values = EnvironmentValues()
        values.look = look
        let hosting = HostingLayout(screen: HostingLayout.Screen(width: width, height: nil, safeArea: EdgeInsets()),
                                    environment: values, graph: graph)
        return hosting.layout(view).root
    }
}
