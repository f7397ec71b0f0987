import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// An image (SwiftUI's `Image`): an SF Symbol by name, drawn with cellshot's stand-in for it at the
/// environment's font size, or an image of the app's by name.
public struct Image: Equatable, Sendable {

    enum Source: Equatable {
        case symbol(String)
        case named(String)
    }

    let source: Source
    var isResizable = false

    /// An SF Symbol.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// An image of the app's asset catalog, by name.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// The image stretched to what it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How a resizable image fills its frame (SwiftUI's `Image.ResizingMode`).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

}

extension Image: View {
    public typealias Body = Never

    public static func _makeNodes(_ view: Image, _ inputs: _ViewInputs) -> _ViewOutputs {
        ImageLeaf.node(for: view, inputs)
    }
}

/// An image laid out and drawn: a symbol at the font's size, a named image at its own size, or — resizable —
/// at what it is offered.
final class ImageLeaf: LeafLayout, NodeDrawing {
    let reference: ImageReference
    let naturalSize: CGSize
    let isResizable: Bool
    let tint: CellshotGraphics.Color?

    init(reference: ImageReference, naturalSize: CGSize, isResizable: Bool, tint: CellshotGraphics.Color?) {
        self.reference = reference
        self.naturalSize = naturalSize
        self.isResizable = isResizable
        self.tint = tint
    }

    @MainActor
    static func node(for image: Image, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let leaf: ImageLeaf
        switch image.source {
        case .symbol(let name):
            // A symbol is as tall as a line of the font's text [I: measured sizes per symbol are the images work's].
            let font = (environment.font ?? .body).resolved(environment.dynamicTypeSize)
            let side = ceilToPixel(font.lineHeight, scale: environment.displayScale)
            leaf = ImageLeaf(reference: .symbol(name: name), naturalSize: CGSize(width: side, height: side),
                             isResizable: image.isResizable, tint: environment.foregroundColor)
        case .named(let name):
            inputs.graph.warn("Image(\"\(name)\"): images of the app's asset catalog are not read yet; nothing is drawn")
            leaf = ImageLeaf(reference: .file(path: name), naturalSize: .zero, isResizable: image.isResizable, tint: nil)
        }
        let node = LayoutNode(leaf: leaf, name: "Image", direction: environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? naturalSize.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? naturalSize.height)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        guard naturalSize != .zero else { return }
        canvas.commands.append(.image(ImageRun(source: reference, frame: node.frame.model,
                                               contentMode: isResizable ? .scaleToFill : .scaleAspectFit, tint: tint)))
    }
}
