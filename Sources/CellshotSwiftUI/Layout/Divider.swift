import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A thin line between views (SwiftUI's `Divider`): horizontal in a `VStack` or outside stacks, vertical in an
/// `HStack` (OpenSwiftUI `Divider.swift`: drawn across the enclosing stack's axis), one pixel thick (one point at
/// the accessibility text sizes), in the separator colour of the look (OpenSwiftUI `PlainDividerStyle`).
public struct Divider {
    public typealias Body = Never

    /// A divider.
    public init() {}

    @MainActor
    public static func _makeNodes(_ view: Divider, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let thickness = environment.dynamicTypeSize.isAccessibilitySize
            ? SwiftUIFigures.accessibilityDividerThickness
            : SwiftUIFigures.dividerThicknessInPixels / environment.displayScale
        // The line runs across the stack's axis: a VStack's (or no stack's) divider is horizontal.
        let lineAxis: Axis = (environment.stackOrientation ?? .vertical) == .horizontal ? .vertical : .horizontal
        let color = Color(provider: .system(.separator))._resolvePaint(in: environment).color
        let leaf = DividerLeaf(lineAxis: lineAxis, thickness: thickness, color: color)
        let node = LayoutNode(leaf: leaf, name: "Divider", direction: environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }
}

extension Divider: View {}

/// A divider's line: as long as it is offered along the line (10 when offered `nil`, a shape's default), its
/// thickness across.
final class DividerLeaf: LeafLayout, NodeDrawing {
    let lineAxis: Axis
    let thickness: CGFloat
    let color: CellshotGraphics.Color

    init(lineAxis: Axis, thickness: CGFloat, color: CellshotGraphics.Color) {
        self.lineAxis = lineAxis
        self.thickness = thickness
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let length = proposal[lineAxis] ?? SwiftUIFigures.unspecifiedDimension
        return lineAxis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        guard color.alpha > 0 else { return }
        canvas.commands.append(.fill(node.frame.model, cornerRadius: 0, color: color))
    }
}
