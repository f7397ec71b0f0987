import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// Draws a navigation stack: the content's scroll background behind everything (continuing under the transparent
/// bar and into the safe area's insets, as a list's scroll view fills the screen on iOS), the content, the bar's
/// background where the app makes it visible, the glass under the items (iOS 26), then the bar's title and items.
final class NavigationStackDrawing: NodeDrawing {
    /// The colour behind the bars and in the insets: the list's background, when the content is a list.
    let scrollBackground: CellshotGraphics.Color?
    /// The bar's own background, when `.toolbarBackground(.visible, for: .navigationBar)` shows it.
    let barBackground: CellshotGraphics.Color?
    /// The hairline under a visible bar background (iOS 18's bar shadow).
    let barSeparator: CellshotGraphics.Color?
    let barHeight: CGFloat
    /// The item groups that sit on glass, and whether each is the tinted (confirming) kind.
    let glassGroups: [(node: LayoutNode, isProminent: Bool)]
    let glass: GlassStyle
    let screen: ScreenGeometry?
    let scale: CGFloat

    /// The colours of iOS 26's glass capsules.
    struct GlassStyle {
        var fill: CellshotGraphics.Color
        var prominentFill: CellshotGraphics.Color
        var shadow: CellshotGraphics.Color?
        var shadowRadius: Double
        var shadowOffset: Double
    }

    init(scrollBackground: CellshotGraphics.Color?, barBackground: CellshotGraphics.Color?,
         barSeparator: CellshotGraphics.Color?, barHeight: CGFloat, glassGroups: [(node: LayoutNode, isProminent: Bool)],
         glass: GlassStyle, screen: ScreenGeometry?, scale: CGFloat) {
        self.scrollBackground = scrollBackground
        self.barBackground = barBackground
        self.barSeparator = barSeparator
        self.barHeight = barHeight
        self.glassGroups = glassGroups
        self.glass = glass
        self.screen = screen
        self.scale = scale
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        let extended = screen?.extendingIntoInsets(frame) ?? frame
        if let scrollBackground {
            canvas.commands.append(.fill(extended.model, cornerRadius: 0, color: scrollBackground))
        }
        let children = node.children
        if let content = children.first { canvas.draw(content) }
        if let barBackground {
            let bar = CGRect(x: extended.minX, y: extended.minY, width: extended.width,
                             height: frame.minY + barHeight - extended.minY)
            canvas.commands.append(.fill(bar.model, cornerRadius: 0, color: barBackground))
            if let barSeparator {
                let line = CGRect(x: bar.minX, y: bar.maxY, width: bar.width, height: 1 / scale)
                canvas.commands.append(.fill(line.model, cornerRadius: 0, color: barSeparator))
            }
        }
        for group in glassGroups where group.node.frame.width > 0 {
            let capsule = group.node.frame
            let fill = DrawCommand.fill(capsule.model, cornerRadius: Double(capsule.height / 2),
                                        color: group.isProminent ? glass.prominentFill : glass.fill)
            if let shadow = glass.shadow {
                canvas.commands.append(.shadow(color: shadow, radius: glass.shadowRadius,
                                               offset: Size(width: 0, height: glass.shadowOffset), commands: [fill]))
            } else {
                canvas.commands.append(fill)
            }
        }
        for child in children.dropFirst() { canvas.draw(child) }
    }
}
