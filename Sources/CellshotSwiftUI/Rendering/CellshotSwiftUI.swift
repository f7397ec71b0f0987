import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender
import CellshotSwiftUILayout
import Foundation

/// Draws SwiftUI views to PNG through cellshot's pipeline: laid out as SwiftUI lays them out, drawn by the
/// same painter, text measurer and symbols as list documents, byte-identical on every machine.
///
/// ```swift
/// @MainActor func testSettings() throws {
///     try CellshotSwiftUI.render(SettingsView(), to: "settings.png", width: 390, height: 844, scale: 3,
///                                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
///                                colorScheme: .light, dynamicTypeSize: .large, look: .ios26)
///     let png: Data = try CellshotSwiftUI.render(SettingsView(), width: 390, height: nil)
/// }
/// ```
/// The view is proposed the screen less the safe area and centred in it, as a hosting controller places its
/// root view, on the colour scheme's system background. Its `.onAppear` actions run before the picture (the
/// view is made again if they change its state). Whatever the view's code asks for that is not drawn is
/// written on standard error as a warning naming it.
public enum CellshotSwiftUI {
    /// Which iOS release's look is drawn: `.ios26` (the default) or `.ios18`.
    public typealias Look = ListLook

    /// Writes a view's picture to a PNG file, through a temporary file.
    /// - Parameters:
    ///   - view: the view.
    ///   - path: the file to write.
    ///   - width: the screen's width in points; `nil` for the view's ideal width (no width proposed, as
    ///     `UIHostingController.sizeThatFits(in: .zero)` sizes it).
    ///   - height: the screen's height in points; `nil` for as tall as the content.
    ///   - scale: pixels per point.
    ///   - safeArea: the screen's safe area insets.
    ///   - colorScheme: light or dark.
    ///   - dynamicTypeSize: the Dynamic Type size.
    ///   - look: the iOS release whose look is drawn.
    ///   - fileID: the caller's file, for messages.
    ///   - line: the caller's line, for messages.
    /// - Throws: ``SwiftUIRenderError``.
    @MainActor
    public static func render<V: View>(_ view: V, states: [State] = [.normal], to path: String, width: CGFloat? = 390,
                                       height: CGFloat? = nil, scale: CGFloat = 3, safeArea: EdgeInsets = EdgeInsets(),
                                       colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                                       look: Look = .ios26, fileID: String = #fileID, line: Int = #line) throws(SwiftUIRenderError) {
        let settings = Settings(width: width ?? CGFloat(DocumentLimits.maximumWidth), height: height, scale: scale,
                                safeArea: safeArea, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, look: look,
                                states: states, fitsWidth: width == nil)
        let drawing = try Drawing(view, settings: settings, fileID: fileID, line: line)
        try drawing.writePNG(to: path)
    }

    /// A view's picture as PNG bytes (see ``render(_:to:width:height:scale:safeArea:colorScheme:dynamicTypeSize:look:fileID:line:)``).
    /// - Throws: ``SwiftUIRenderError``.
    @MainActor
    public static func render<V: View>(_ view: V, states: [State] = [.normal], width: CGFloat? = 390,
                                       height: CGFloat? = nil, scale: CGFloat = 3,
                                       safeArea: EdgeInsets = EdgeInsets(), colorScheme: ColorScheme = .light,
                                       dynamicTypeSize: DynamicTypeSize = .large, look: Look = .ios26,
                                       fileID: String = #fileID, line: Int = #line) throws(SwiftUIRenderError) -> Data {
        let settings = Settings(width: width ?? CGFloat(DocumentLimits.maximumWidth), height: height, scale: scale,
                                safeArea: safeArea, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, look: look,
                                states: states, fitsWidth: width == nil)
        let drawing = try Drawing(view, settings: settings, fileID: fileID, line: line)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-swiftui-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try drawing.writePNG(to: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SwiftUIRenderError("the PNG written to \(path) could not be read back", fileID: fileID, line: line)
        }
        return data
    }

    /// The frames of a view's laid-out tree, for tests: every node's name and frame, depth first.
    @MainActor
    public static func layout<V: View>(of view: V, width: CGFloat = 390, height: CGFloat? = nil, scale: CGFloat = 3,
                                       safeArea: EdgeInsets = EdgeInsets(), colorScheme: ColorScheme = .light,
                                       dynamicTypeSize: DynamicTypeSize = .large, look: Look = .ios26,
                                       fileID: String = #fileID, line: Int = #line) throws(SwiftUIRenderError) -> LaidOutView {
        let settings = Settings(width: width, height: height, scale: scale, safeArea: safeArea, colorScheme: colorScheme,
                                dynamicTypeSize: dynamicTypeSize, look: look)
        return try Drawing(view, settings: settings, fileID: fileID, line: line).laidOut
    }

    /// The warnings of the last render on this thread (what the view's code asks for that is not drawn).
    @MainActor public private(set) static var lastWarnings: [String] = []

    struct Settings {
        var width: CGFloat
        var height: CGFloat?
        var scale: CGFloat
        var safeArea: EdgeInsets
        var colorScheme: ColorScheme
        var dynamicTypeSize: DynamicTypeSize
        var look: Look
        var states: [State] = [.normal]
        var layoutDirection: CellshotSwiftUILayout.LayoutDirection = .leftToRight
        /// Set when a preview is drawn: its settings (`.previewLayout`, `.previewDisplayName`,
        /// `.preferredColorScheme`) are collected here and honoured, not warned about.
        var preview: PreviewSettings?
        /// Whether the screen is as wide as the view's ideal width (at most `width`): `render`'s `width: nil`.
        var fitsWidth = false
        /// Whether the warnings go to standard error (a preview's drawing returns them instead).
        var printsWarnings = true
    }

    /// A state a column draws a screen in, as the other front ends give them: its list rows drawn in it.
    public enum State: String, CaseIterable, Sendable {
        /// No state.
        case normal
        /// Every row as while touched: a `NavigationLink`'s or a `Button`'s grey (rows that cannot be touched stay
        /// as they are).
        case highlighted
        /// Every row as selected in a `List(selection:)` (a list without selection draws its tappable rows so).
        case selected
        /// Every control disabled (`.disabled(true)`) and every row in the disabled state.
        case disabled
        /// The lists in edit mode (`editMode` active): delete and reorder controls.
        case editing
        /// Every row focused.
        case focused

        var model: CellState {
            switch self {
            case .normal: .normal
            case .highlighted: .highlighted
            case .selected: .selected
            case .disabled: .disabled
            case .editing: .editing
            case .focused: .focused
            }
        }
    }

    /// A view laid out and ready to draw.
    @MainActor
    struct Drawing {
        let list: DisplayList
        let scale: CGFloat
        let laidOut: LaidOutView
        let fileID: String
        let line: Int

        init<V: View>(_ view: V, settings: Settings, fileID: String, line: Int) throws(SwiftUIRenderError) {
            self.fileID = fileID
            self.line = line
            guard settings.width.isFinite, settings.width > 0, settings.width <= CGFloat(DocumentLimits.maximumWidth) else {
                throw SwiftUIRenderError("the width \(settings.width) is not a screen's: give 1 to \(Int(DocumentLimits.maximumWidth)) points",
                                         fileID: fileID, line: line)
            }
            if let height = settings.height, !(height.isFinite && height > 0 && height <= 100_000) {
                throw SwiftUIRenderError("the height \(height) is not a screen's: give 1 to 100,000 points, or nil for the content's",
                                         fileID: fileID, line: line)
            }
            guard [1, 2, 3].contains(settings.scale) else {
                throw SwiftUIRenderError("the scale \(settings.scale) is not a screen's: give 1, 2 or 3", fileID: fileID, line: line)
            }
            guard !settings.states.isEmpty else {
                throw SwiftUIRenderError("no states to draw: give at least one (.normal)", fileID: fileID, line: line)
            }
            let environment = try SharedRenderEnvironment.get(fileID: fileID, line: line)
            let images = environment.painter.images
            var columns: [(state: CellState, list: DisplayList)] = []
            var firstLayout: LaidOutView?
            var warnings: [String] = []
            // Each column is a fresh pass, as on a device: the view is made anew in the column's state.
            for state in settings.states {
                let graph = ViewGraph(measurer: environment.measurer) { reference throws(RenderError) in
                    try images.naturalSize(of: reference)
                }
                graph.previewSettings = settings.preview
                var values = EnvironmentValues()
                values.colorScheme = settings.colorScheme
                values.dynamicTypeSize = settings.dynamicTypeSize
                values.displayScale = settings.scale
                values.look = settings.look
                values.layoutDirection = settings.layoutDirection
                values.cellState = state.model
                if state == .disabled { values.isEnabled = false }
                if state == .editing { values.editMode = .constant(.active) }
                let hosting = HostingLayout(screen: HostingLayout.Screen(width: settings.width, height: settings.height,
                                                                         safeArea: settings.safeArea,
                                                                         fitsWidth: settings.fitsWidth),
                                            environment: values, graph: graph)
                let result = hosting.layout(view)
                if let error = graph.error {
                    CellshotSwiftUI.lastWarnings = graph.warnings
                    throw SwiftUIRenderError(error, fileID: fileID, line: line)
                }
                columns.append((state.model, hosting.displayList(result)))
                if firstLayout == nil { firstLayout = LaidOutView(result.root) }
                for warning in graph.warnings where !warnings.contains(warning) { warnings.append(warning) }
            }
            let style: UserInterfaceStyle = settings.colorScheme == .dark ? .dark : .light
            list = ColumnSheet(columns: columns, captionInset: 20, scale: Double(settings.scale), style: style,
                               look: settings.look).displayList()
            scale = settings.scale
            laidOut = firstLayout!
            CellshotSwiftUI.lastWarnings = warnings
            for warning in warnings where settings.printsWarnings {
                FileHandle.standardError.write(Data("\(fileID):\(line): warning: \(warning)\n".utf8))
            }
        }

        func writePNG(to path: String) throws(SwiftUIRenderError) {
            let environment = try SharedRenderEnvironment.get(fileID: fileID, line: line)
            do {
                try PNGWriter(painter: environment.painter).write(list, scale: Double(scale), to: path)
            } catch {
                throw SwiftUIRenderError(error.description, fileID: fileID, line: line)
            }
        }
    }
}

/// One render environment (fonts, measurer, painter) shared by every SwiftUI render: loading fonts takes tens
/// of milliseconds.
@MainActor
enum SharedRenderEnvironment {
    private static var shared: RenderEnvironment?

    static func get(fileID: String, line: Int) throws(SwiftUIRenderError) -> RenderEnvironment {
        if let shared { return shared }
        do {
            let environment = try RenderEnvironment()
            shared = environment
            return environment
        } catch {
            throw SwiftUIRenderError(error.description, fileID: fileID, line: line)
        }
    }
}

/// A laid-out view tree as tests read it: each node's name and frame, and its children.
public struct LaidOutView: CustomStringConvertible, Sendable {
    /// The node's name (`Text("Wi-Fi")`, `HStack`, `padding`).
    public let name: String
    /// The node's frame in the screen's coordinates, in points.
    public let frame: CGRect
    /// The nodes it lays out.
    public let children: [LaidOutView]

    init(_ node: LayoutNode) {
        name = node.name
        frame = node.frame
        if let list = node.payload as? ListLeaf {
            children = list.laidOutParts(in: node.frame)
        } else {
            children = node.children.map(LaidOutView.init)
        }
    }

    init(name: String, frame: CGRect, children: [LaidOutView] = []) {
        self.name = name
        self.frame = frame
        self.children = children
    }

    /// Every node, depth first.
    public var all: [LaidOutView] { [self] + children.flatMap(\.all) }

    /// The first node whose name starts with `prefix`, depth first.
    public func first(_ prefix: String) -> LaidOutView? {
        all.first { $0.name.hasPrefix(prefix) }
    }

    public var description: String { lines(indent: 0).joined(separator: "\n") }

    private func lines(indent: Int) -> [String] {
        let f = frame
        let format = { (value: CGFloat) in String(format: "%g", Double(value)) }
        return [String(repeating: "  ", count: indent) + "\(name) (\(format(f.minX)), \(format(f.minY)), \(format(f.width)) × \(format(f.height)))"]
            + children.flatMap { $0.lines(indent: indent + 1) }
    }
}
