import CellshotSwiftUILayout
import Foundation

/// The key of `.zIndex` in a node's layout values: kept by layout modifiers and effects, read by the canvas
/// when it draws a container's children.
enum ZIndexKey {
    /// A node's z-index: 0 unless set.
    static func value(of node: LayoutNode) -> Double {
        node.traits.values[ObjectIdentifier(ZIndexKey.self)] as? Double ?? 0
    }
}

extension View {
    /// The view's place in the drawing order of its container's children: higher is drawn later, in front;
    /// equal values keep the order of the code (Apple: `zIndex(_:)`). Layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        modifier(TraitModifier { $0.values[ObjectIdentifier(ZIndexKey.self)] = value })
    }
}

extension Array where Element == LayoutNode {
    /// The nodes in drawing order: by z-index, stably (the order of the code among equals).
    var inDrawingOrder: [LayoutNode] {
        guard contains(where: { ZIndexKey.value(of: $0) != 0 }) else { return self }
        return enumerated().sorted { lhs, rhs in
            let (a, b) = (ZIndexKey.value(of: lhs.element), ZIndexKey.value(of: rhs.element))
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
