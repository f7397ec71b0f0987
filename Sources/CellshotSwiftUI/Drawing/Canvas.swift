import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// What a node draws: text, a shape, an effect around its children.
protocol NodeDrawing: AnyObject {
    /// Draws the node (and, for a container, its children, where they go).
    func draw(_ node: LayoutNode, into canvas: inout Canvas)
}

/// Collects the drawing commands of a laid-out tree, back to front.
struct Canvas {
    var commands: [DrawCommand] = []

    /// Draws a node: its drawing, or its children in order.
    mutating func draw(_ node: LayoutNode) {
        if let drawing = node.payload as? NodeDrawing {
            drawing.draw(node, into: &self)
        } else {
            drawChildren(of: node)
        }
    }

    /// Draws a node's children in order: the order of the code, re-ordered by `.zIndex` where set.
    mutating func drawChildren(of node: LayoutNode) {
        for child in node.children.inDrawingOrder { draw(child) }
    }

    /// The commands a block draws, collected apart (to wrap them in an effect).
    mutating func collecting(_ body: (inout Canvas) -> Void) -> [DrawCommand] {
        var inner = Canvas()
        body(&inner)
        return inner.commands
    }
}

extension CGRect {
    /// The rectangle in the display list's geometry.
    var model: Rect {
        Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
    }
}

/// Rounds a length up to the pixel grid (SwiftUI's text frames are whole pixels: docs/swiftui.md, "Text").
func ceilToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    return ((value * scale) - 1e-6).rounded(.up) / scale
}
