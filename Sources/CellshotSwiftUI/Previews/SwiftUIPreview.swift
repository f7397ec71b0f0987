import Cellshot
import CellshotGraphics
import CellshotJSON
import CellshotModel
import CellshotSwiftUILayout
import Foundation

extension CellshotUIKit.Preview {
    /// A preview of a SwiftUI view (SwiftUI's `Preview.init(_:traits:body:)`): what `#Preview { … }` with a SwiftUI
    /// body expands to, drawn by `assertPreviewSnapshots` as `CellshotSwiftUI.render` draws a screen.
    ///
    /// ```swift
    /// #Preview("Dark row", traits: .sizeThatFitsLayout) {
    ///     SettingsRow(title: "Wi-Fi").preferredColorScheme(.dark)
    /// }
    /// ```
    /// - Parameters:
    ///   - name: the preview's name, which its snapshot is named by (else its line).
    ///   - traits: orientation and layout (docs/swiftui.md, "Previews", says how each is drawn).
    ///   - body: makes the view.
    @MainActor
    public init(_ name: String? = nil, traits: CellshotUIKit.PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(name, traits: traits, picture: SwiftUIPreviewDrawing.picture(groups: false) { [body()] })
    }
}

/// Where a preview's own settings go while it is drawn — `.previewLayout`, `.previewDisplayName`,
/// `.previewInterfaceOrientation`, `.preferredColorScheme` — so that its drawing honours them rather than warning.
package final class PreviewSettings {
    /// The canvas size asked for, and where.
    var layout: (PreviewLayout, fileID: String, line: Int)?
    /// The display name.
    var displayName: String?
    /// The orientation asked for, and where.
    var orientation: (InterfaceOrientation, fileID: String, line: Int)?
    /// The colour scheme asked for.
    var colorScheme: ColorScheme?

    init() {}
}

/// Draws SwiftUI previews for the assertion library: a `#Preview` body as one picture, a `PreviewProvider`'s
/// `previews` as one picture per top-level view (a `Group`'s or `ForEach`'s children, as Xcode's canvas shows them).
@MainActor
enum SwiftUIPreviewDrawing {
    /// A preview's pictures, made from `make` (its views, made anew for each drawing).
    /// - Parameter groups: whether each top-level view of the previews is a picture of its own (`PreviewProvider`).
    static func picture(groups: Bool, make: @escaping @MainActor () -> [any View]) -> CellshotUIKit.PreviewPicture {
        CellshotUIKit.PreviewPicture { request throws(CellshotUIKit.PreviewPictureError) in
            var results: [CellshotUIKit.PreviewPictureResult] = []
            for view in make() {
                results += try pictures(of: view, groups: groups, request: request)
            }
            return results
        }
    }

    private static func pictures<V: View>(of view: V, groups: Bool,
                                          request: CellshotUIKit.PreviewPictureRequest) throws(CellshotUIKit.PreviewPictureError)
        -> [CellshotUIKit.PreviewPictureResult] {
        guard groups else { return [try draw(view, request: request, named: false)] }
        let count = try elementCount(of: view, request: request)
        guard count > 0 else {
            throw CellshotUIKit.PreviewPictureError("its previews hold no view")
        }
        var results: [CellshotUIKit.PreviewPictureResult] = []
        for index in 0..<count {
            results.append(try draw(_PreviewGroupElement(content: view, index: index), request: request, named: true))
        }
        return results
    }

    /// How many views a `PreviewProvider`'s previews hold at the top level.
    private static func elementCount<V: View>(of view: V,
                                              request: CellshotUIKit.PreviewPictureRequest) throws(CellshotUIKit.PreviewPictureError) -> Int {
        let environment: RenderEnvironment
        do {
            environment = try SharedRenderEnvironment.get(fileID: request.fileID, line: request.line)
        } catch {
            throw CellshotUIKit.PreviewPictureError(error.description)
        }
        let graph = ViewGraph(measurer: environment.measurer) { _ in Size(width: 0, height: 0) }
        graph.previewSettings = PreviewSettings()
        return V._makeViewList(view, _ViewInputs(environment: EnvironmentValues(), graph: graph, identity: .root)).count
    }

    /// One picture per state of one view, drawn on the screen its traits and settings ask for.
    private static func draw<V: View>(_ view: V, request: CellshotUIKit.PreviewPictureRequest,
                                      named: Bool) throws(CellshotUIKit.PreviewPictureError) -> CellshotUIKit.PreviewPictureResult {
        let place = request.line > 0 ? "\(request.fileID):\(request.line)" : request.fileID
        let states = try request.states.map { state throws(CellshotUIKit.PreviewPictureError) in
            guard let swiftUIState = CellshotSwiftUI.State(rawValue: state.rawValue) else {
                throw CellshotUIKit.PreviewPictureError("the state \(state.rawValue) has no SwiftUI counterpart")
            }
            return swiftUIState
        }
        guard let firstState = states.first else { throw CellshotUIKit.PreviewPictureError("no states to draw: give at least one (.normal)") }
        // A first layout reads the preview's own settings; the screen follows them and the traits.
        let collected = PreviewSettings()
        var settings = CellshotSwiftUI.Settings(
            width: request.width, height: nil, scale: CGFloat(request.scale), safeArea: EdgeInsets(),
            colorScheme: request.style == .dark ? .dark : .light, dynamicTypeSize: DynamicTypeSize(request.contentSize),
            look: request.look, states: [firstState],
            layoutDirection: request.direction == .rightToLeft ? .rightToLeft : .leftToRight, preview: collected)
        settings.printsWarnings = false
        var drawing = try make(view, settings: settings, request: request)
        let plan = ScreenPlan(traits: request.traits, settings: collected, width: request.width)
        var warnings = plan.warnings.map { "\(place): warning: \($0)" }
        var planned = settings
        planned.width = plan.fits ? fittedWidth(of: drawing, scale: settings.scale, limit: plan.width) : plan.width
        planned.height = plan.height
        if let scheme = collected.colorScheme { planned.colorScheme = scheme }
        var viewWarnings = CellshotSwiftUI.lastWarnings
        var pictures: [(state: CellState, png: String, layout: String)] = []
        for (index, state) in states.enumerated() {
            var stateSettings = planned
            stateSettings.states = [state]
            stateSettings.preview = PreviewSettings()
            if index > 0 || !stateSettings.drawsAs(settings) {
                drawing = try make(view, settings: stateSettings, request: request)
                for warning in CellshotSwiftUI.lastWarnings where !viewWarnings.contains(warning) { viewWarnings.append(warning) }
            }
            let png = (request.folder as NSString).appendingPathComponent("\(UUID().uuidString).png")
            do {
                try FileManager.default.createDirectory(atPath: request.folder, withIntermediateDirectories: true)
            } catch {
                throw CellshotUIKit.PreviewPictureError("cannot create \(request.folder): \(error.localizedDescription)")
            }
            do {
                try drawing.writePNG(to: png)
            } catch {
                throw CellshotUIKit.PreviewPictureError(error.description)
            }
            pictures.append((state.model, png, LaidOutJSON.text(of: drawing.laidOut)))
        }
        warnings += viewWarnings.map { "\(place): warning: \($0)" }
        return CellshotUIKit.PreviewPictureResult(name: named ? collected.displayName : nil, states: pictures,
                                                  warnings: warnings)
    }

    private static func make<V: View>(_ view: V, settings: CellshotSwiftUI.Settings,
                                      request: CellshotUIKit.PreviewPictureRequest) throws(CellshotUIKit.PreviewPictureError)
        -> CellshotSwiftUI.Drawing {
        do {
            return try CellshotSwiftUI.Drawing(view, settings: settings, fileID: request.fileID, line: request.line)
        } catch {
            throw CellshotUIKit.PreviewPictureError(error.description)
        }
    }

    /// The width of a drawing's content, on the pixel grid, for a preview fitted to its view (`.sizeThatFitsLayout`):
    /// the view proposed the screen's width, as Xcode's canvas proposes the device's, and the picture cropped to it.
    private static func fittedWidth(of drawing: CellshotSwiftUI.Drawing, scale: CGFloat, limit: CGFloat) -> CGFloat {
        let content = drawing.laidOut.frame.width
        guard content > 0 else { return limit }
        return min(limit, (content * scale).rounded(.up) / scale)
    }
}

/// The screen a preview is drawn on, from its traits and its own settings, and what is not drawn as asked.
struct ScreenPlan {
    /// The screen's width in points.
    var width: CGFloat
    /// Its height; `nil` for as tall as the content.
    var height: CGFloat?
    /// Whether the picture is fitted to the view's width (`.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`).
    var fits = false
    /// One line per trait or setting not drawn as named.
    var warnings: [String] = []

    /// iPhones' screens in portrait (width: height, in points), for drawing one on its side.
    static let portraitHeights: [CGFloat: CGFloat] = [
        320: 568, 375: 812, 390: 844, 393: 852, 402: 874, 414: 896, 428: 926, 430: 932, 440: 956,
    ]

    init(traits: [CellshotUIKit.PreviewTrait<CellshotUIKit.Preview.ViewTraits>.Kind], settings: PreviewSettings, width: CGFloat) {
        self.width = width
        for kind in traits {
            switch kind {
            case .portrait, .defaultLayout: break
            case .portraitUpsideDown: warnings.append("trait .portraitUpsideDown: drawn upright")
            case .landscapeLeft: landscape("trait .landscapeLeft", portraitWidth: width)
            case .landscapeRight: landscape("trait .landscapeRight", portraitWidth: width)
            case .sizeThatFitsLayout: (fits, height) = (true, nil)
            case .fixedLayout(let fixedWidth, let fixedHeight): fixed(fixedWidth, fixedHeight)
            }
        }
        if let layout = settings.layout?.0 {
            switch layout {
            case .device: (self.width, height, fits) = (width, nil, false)
            case .sizeThatFits: (fits, height) = (true, nil)
            case let .fixed(fixedWidth, fixedHeight): fixed(fixedWidth, fixedHeight)
            }
        }
        if let orientation = settings.orientation?.0 {
            switch orientation {
            case .landscapeLeft, .landscapeRight:
                landscape("previewInterfaceOrientation(.\(orientation.name))", portraitWidth: width)
            case .portraitUpsideDown: warnings.append("previewInterfaceOrientation(.portraitUpsideDown): drawn upright")
            default: break
            }
        }
    }

    private mutating func fixed(_ fixedWidth: CGFloat, _ fixedHeight: CGFloat) {
        width = fixedWidth
        height = fixedHeight
        fits = false
    }

    /// On its side: as wide as the device is tall.
    private mutating func landscape(_ what: String, portraitWidth: CGFloat) {
        if let side = Self.portraitHeights[portraitWidth] {
            width = side
        } else {
            warnings.append("\(what): drawn in portrait, \(formatPoints(Double(portraitWidth))) pt wide (no iPhone "
                            + "is \(formatPoints(Double(portraitWidth))) pt wide to turn on its side)")
        }
    }
}

/// One top-level view of a `PreviewProvider`'s previews (the `index`th of its `Group` or `ForEach`), drawn alone.
struct _PreviewGroupElement<Content: View>: View {
    typealias Body = Never
    let content: Content
    let index: Int

    static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        let elements = Content._makeViewList(view.content, inputs)
        guard view.index < elements.count else { return _ViewOutputs() }
        return elements[view.index].makeNodes()
    }
}

extension CellshotSwiftUI.Settings {
    /// Whether a drawing with these settings is the one made with `other` (only the collector differs).
    func drawsAs(_ other: Self) -> Bool {
        width == other.width && height == other.height && scale == other.scale && safeArea == other.safeArea
            && colorScheme == other.colorScheme && dynamicTypeSize == other.dynamicTypeSize && look == other.look
            && states == other.states && layoutDirection == other.layoutDirection
    }
}

/// A laid-out tree as the layout sidecar beside a preview's reference: each node's name, frame and children, as
/// JSON (`cellshot verify`'s layout changes read the frames).
enum LaidOutJSON {
    static func text(of view: LaidOutView) -> String {
        var text = ""
        write(view, into: &text)
        return text + "\n"
    }

    private static func write(_ view: LaidOutView, into text: inout String) {
        func number(_ value: CGFloat) -> String { formatPoints((Double(value) * 1000).rounded() / 1000) }
        text += "{\"name\":\(JSONText.literal(view.name)),\"frame\":{\"x\":\(number(view.frame.minX)),\"y\":\(number(view.frame.minY)),"
            + "\"width\":\(number(view.frame.width)),\"height\":\(number(view.frame.height))},\"children\":["
        for (index, child) in view.children.enumerated() {
            if index > 0 { text += "," }
            write(child, into: &text)
        }
        text += "]}"
    }
}
