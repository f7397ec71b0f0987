import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// The switch of a Toggle: a `UISwitch` on iOS (OpenSwiftUI `SwitchToggleStyle`), so laid out and drawn as
/// cellshot draws UIKit's switch — its size from CellshotModel's `SwitchMetrics` (51 × 31 pt on iOS 18,
/// 63 × 28 pt on iOS 26, [M] AccessibilitySnapshot's `testSwitchControls`), whatever it is offered, and its
/// drawing the list painter's. In a list row it takes less room than it draws (``ListRowFit``).
final class SwitchLeaf: LeafLayout, NodeDrawing {
    let resolved: ResolvedSwitch
    let rightToLeft: Bool
    let rowFit: ListRowFit?

    /// How a switch sits in a list row on iOS: its layout frame one row line tall (the track, taller, centred on it,
    /// so a Toggle row is as tall as a text row) and its track reaching past the frame's trailing edge — past the
    /// row's layout margin.
    struct ListRowFit {
        /// The height the switch takes in the row's layout: the row's line (`EnvironmentValues.listRowLineHeight`).
        var height: CGFloat
        /// How far the track reaches past the frame's trailing edge (`SwiftUIFigures.listSwitchTrailingOverhang`).
        var trailingOverhang: CGFloat
        /// The display's pixels per point: the track's top is on a pixel, as iOS places views.
        var scale: CGFloat

        /// The track's offset from the frame's top: centred, moved down to the pixel when it falls between two
        /// (iOS rounds a view's origin half up: [M] the 28 pt track 35 px below a 51 pt row's top, criticalmaps).
        func trackOffset(frameHeight: Double, trackHeight: Double) -> Double {
            let pixels = (frameHeight - trackHeight) / 2 * Double(scale)
            return (pixels - 1e-9).rounded(.up) / Double(scale)
        }
    }

    init(resolved: ResolvedSwitch, rightToLeft: Bool, rowFit: ListRowFit?) {
        self.resolved = resolved
        self.rightToLeft = rightToLeft
        self.rowFit = rowFit
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
        let rowFit = environment.isInListRow
            ? ListRowFit(height: min(CGFloat(metrics.trackSize.height), environment.listRowLineHeight),
                         trailingOverhang: SwiftUIFigures.listSwitchTrailingOverhang,
                         scale: max(1, environment.displayScale))
            : nil
        let leaf = SwitchLeaf(resolved: resolved, rightToLeft: environment.layoutDirection == .rightToLeft, rowFit: rowFit)
        let node = LayoutNode(leaf: leaf, name: "Switch", direction: environment.layoutDirection)
        node.payload = leaf
        return node
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let rowFit else { return CGSize(width: resolved.size.width, height: resolved.size.height) }
        return CGSize(width: max(0, resolved.size.width - rowFit.trailingOverhang), height: rowFit.height)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        var track = node.frame.model
        if let rowFit {
            // The track at its own size, centred on the frame's height, from the frame's leading edge on.
            track = Rect(x: rightToLeft ? track.maxX - resolved.size.width : track.minX,
                         y: track.minY + rowFit.trackOffset(frameHeight: track.height, trackHeight: resolved.size.height),
                         width: resolved.size.width, height: resolved.size.height)
        }
        canvas.commands += resolved.drawCommands(in: track, rightToLeft: rightToLeft)
    }
}
