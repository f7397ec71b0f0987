import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import CellshotUIKit
import Foundation

/// A view hosted as `UIHostingController` hosts it: turned into nodes (again after its appear actions changed
/// its state), proposed the screen less the safe area, centred in it, on the colour scheme's system background.
@MainActor
struct HostingLayout {
    /// The screen: its width, its height (`nil`: as tall as the content), its safe area.
    struct Screen {
        var width: CGFloat
        var height: CGFloat?
        var safeArea: EdgeInsets
        /// Whether the screen is as wide as the view's ideal width (proposed no width), at most ``width``.
        var fitsWidth = false
    }

    let screen: Screen
    let environment: EnvironmentValues
    let graph: ViewGraph

    /// The most passes made for appear actions that keep changing state.
    static let passLimit = 8

    /// The root node, laid out.
    struct Result {
        var root: LayoutNode
        var canvasSize: CGSize
    }

    /// The screen's safe area, filled in once the root is sized (`.ignoresSafeArea()`, `GeometryReader`).
    private let safeArea = SafeAreaReference()
    /// The window's safe area as `.containerRelativeFrame`'s container, filled in before the root is sized.
    private let container = ContainerSizeReference()

    /// The screen and its safe area: the screen less the insets (the content's height below the top inset when the
    /// picture is as tall as the content).
    private func safeAreaGeometry(contentHeight: CGFloat, screen: Screen) -> SafeAreaGeometry {
        let insets = screen.safeArea
        let height = screen.height ?? (contentHeight + insets.top + insets.bottom)
        let screenRect = CGRect(x: 0, y: 0, width: screen.width, height: height)
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(0, screen.width - insets.leading - insets.trailing),
                          height: max(0, height - insets.top - insets.bottom))
        return SafeAreaGeometry(screen: screenRect, safe: safe)
    }

    /// The app's `#available(iOS …, *)` checks answer for the environment's look while its code runs (RuntimeOS).
    func layout<V: View>(_ view: V) -> Result {
        RuntimeOS.$look.withValue(environment.look) { layoutInLook(view) }
    }

    private func layoutInLook<V: View>(_ view: V) -> Result {
        let geometry = ScreenGeometry(safeArea: screen.safeArea)
        let root = settledRoot(view, screenGeometry: geometry)
        var screen = self.screen
        if screen.fitsWidth {
            // The view's ideal width (no width proposed), on the pixel grid, within the screen's.
            let insets = screen.safeArea.leading + screen.safeArea.trailing
            let height = screen.height.map { max(0, $0 - screen.safeArea.top - screen.safeArea.bottom) }
            let ideal = root.sizeThatFits(ProposedViewSize(width: nil, height: height)).width
            let scale = max(1, environment.displayScale)
            if ideal.isFinite, ideal > 0 { screen.width = min(screen.width, (ideal * scale).rounded(.up) / scale + insets) }
        }
        let available = CGSize(width: max(0, screen.width - screen.safeArea.leading - screen.safeArea.trailing),
                               height: screen.height.map { max(0, $0 - screen.safeArea.top - screen.safeArea.bottom) } ?? 0)
        let proposal = ProposedViewSize(width: available.width, height: screen.height == nil ? nil : available.height)
        container.width = proposal.width
        container.height = proposal.height
        let size = root.sizeThatFits(proposal)
        let canvasHeight = screen.height ?? (size.height + screen.safeArea.top + screen.safeArea.bottom)
        let areaHeight = screen.height == nil ? size.height : available.height
        // Centred in the safe area (OpenSwiftUI `RootGeometry`), on the pixel grid.
        let scale = environment.displayScale
        let origin = CGPoint(x: roundToPixel(screen.safeArea.leading + (available.width - size.width) / 2, scale: scale),
                             y: roundToPixel(screen.safeArea.top + (areaHeight - size.height) / 2, scale: scale))
        safeArea.geometry = safeAreaGeometry(contentHeight: size.height, screen: screen)
        // The safe area's rectangle, for the views that draw into the insets around it (a navigation stack).
        geometry.safeRect = CGRect(x: screen.safeArea.leading, y: screen.safeArea.top, width: available.width,
                                   height: areaHeight)
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        root.applyLayoutDirection()
        return Result(root: root, canvasSize: CGSize(width: screen.width, height: canvasHeight))
    }

    /// The view's root node once what its passes queued has run: change and appear actions, tasks (with a bounded
    /// wait); another pass while they changed state (ViewGraph+Lifecycle.swift).
    /// The app's code runs offline (`OfflineDrawing`): a request it sends is refused and named in a warning.
    func settledRoot<V: View>(_ view: V, screenGeometry: ScreenGeometry? = nil) -> LayoutNode {
        let (root, refused) = OfflineDrawing.run { settledRootOnline(view, screenGeometry: screenGeometry) }
        for warning in refused { graph.warn(warning) }
        return root
    }

    private func settledRootOnline<V: View>(_ view: V, screenGeometry: ScreenGeometry?) -> LayoutNode {
        var root = graph.tracking { makeRoot(view, screenGeometry: screenGeometry) }
        var passes = 1
        while graph.settle() {
            guard passes < HostingLayout.passLimit else {
                graph.warn("the view's appear actions kept changing its state after \(HostingLayout.passLimit) passes; "
                           + "the picture shows the state after the last one")
                break
            }
            root = graph.tracking { makeRoot(view, screenGeometry: screenGeometry) }
            passes += 1
        }
        graph.finishTasks()
        return root
    }

    private func makeRoot<V: View>(_ view: V, screenGeometry: ScreenGeometry?) -> LayoutNode {
        graph.beginPass()
        var environment = environment
        environment.safeArea = safeArea
        environment.containerSize = container
        environment.screenGeometry = screenGeometry
        let nodes = V._makeNodes(view, _ViewInputs(environment: environment, graph: graph, identity: .root)).nodes
        if nodes.count == 1 { return nodes[0] }
        // Several top-level views are laid out as a VStack (OpenSwiftUI's implicit root).
        return LayoutNode(layout: VStackLayout(), children: nodes, name: "root", direction: environment.layoutDirection)
    }

    /// The display list of the laid-out view.
    func displayList(_ result: Result) -> DisplayList {
        var canvas = Canvas()
        canvas.draw(result.root)
        let background = SystemColor.systemBackground.color(for: environment.colorScheme.style, in: environment.look)
        return DisplayList(size: Size(width: Double(result.canvasSize.width), height: Double(result.canvasSize.height)),
                           background: background, commands: canvas.commands)
    }
}

/// Rounds a position to the nearest pixel.
func roundToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    return (value * scale).rounded() / scale
}
