import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// The switch of a Toggle: a `UISwitch` on iOS (OpenSwiftUI `SwitchToggleStyle`), so laid out and drawn as
/// cellshot draws UIKit's switch — its size from CellshotModel's `SwitchMetrics` (51 × 31 pt on iOS 18,
/// 63 × 28 pt on iOS 26, [M] AccessibilitySnapshot's `testSwitchControls`), whatever it is offered, and its
/// drawing the list painter's.
final class SwitchLeaf: LeafLayout, NodeDrawing {
    let resolved: ResolvedSwitch
    let rightToLeft: Bool

    init(resolved: ResolvedSwitch, rightToLeft: Bool) {
        self.resolved = resolved
        self.rightToLeft = rightToLeft
    }

    /// The switch's figures in a look: UIKit's switch table.
    static func metrics(in look: ListLook) -> SwitchMetrics {
        SwitchMetrics.of(look)
    }

    /// A switch node for an environment: green when on unless tinted (`.tint`, `SwitchToggleStyle(tint:)`),
    /// the off grey when off, dimmed when disabled.
    static func node(isOn: Bool, tint: Color?, _ inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        let metrics = metrics(in: environment.look)
        let style = environment.colorScheme.style
        let onColor = tint.map { $0.resolved(in: environment) }
            ?? environment.tint.map { $0._resolvePaint(in: environment.withoutTint).color }
            ?? metrics.onColor.color(for: style, in: environment.look)
        let resolved = ResolvedSwitch(
            trackSize: metrics.trackSize, isOn: isOn,
            trackColor: isOn ? onColor : metrics.offColor.color(for: style, in: environment.look),
            thumbColor: metrics.thumbColor.color(for: style, in: environment.look), thumbSize: metrics.thumbSize,
            thumbInset: metrics.thumbInset, opacity: environment.isEnabled ? 1 : metrics.disabledAlpha)
        let leaf = SwitchLeaf(resolved: resolved, rightToLeft: environment.layoutDirection == .rightToLeft)
        let node = LayoutNode(leaf: leaf, name: "Switch", direction: environment.layoutDirection)
        node.payload = leaf
        return node
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: resolved.size.width, height: resolved.size.height)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        canvas.commands += resolved.drawCommands(in: node.frame.model, rightToLeft: rightToLeft)
    }
}
