import Cellshot
import CellshotGraphics
import CellshotSwiftUILayout
import CellshotUIKit
import Foundation

/// An image laid out and drawn: a symbol in its box with its baseline, a file at its size in points, or a
/// placeholder; resizable, at what it is offered.
final class ImageLeaf: LeafLayout, NodeDrawing {
    enum Content {
        case symbol(ResolvedSymbol)
        /// A file, its own colours or a template in `tint` (a gradient is drawn through its shape).
        case file(path: String, tint: _ResolvedPaint?)
        /// What is drawn for an image the app's assets lack.
        case placeholder(CellshotGraphics.Color)
        /// `UIImage()`: nothing, at a zero size.
        case empty
    }

    let content: Content
    let naturalSize: CGSize
    let resizing: Image.Resizing?
    /// Drawn as a grey box (`.redacted(reason: .placeholder)`): its colour.
    let redaction: CellshotGraphics.Color?

    init(content: Content, naturalSize: CGSize, resizing: Image.Resizing?, redaction: CellshotGraphics.Color?) {
        self.content = content
        self.naturalSize = naturalSize
        self.resizing = resizing
        self.redaction = redaction
    }

    @MainActor
    static func node(for image: Image, _ inputs: _ViewInputs) -> LayoutNode {
        let leaf = make(image, inputs)
        let node = LayoutNode(leaf: leaf, name: image.written, direction: inputs.environment.layoutDirection)
        node.payload = leaf
        return node
    }

    @MainActor
    private static func make(_ image: Image, _ inputs: _ViewInputs) -> ImageLeaf {
        let environment = inputs.environment, graph = inputs.graph, origin = image.origin
        let redaction = environment.redactionReasons.contains(.placeholder)
            ? environment.foregroundColor.withAlpha(SwiftUIFigures.redactedOpacity) : nil
        if image.variableValue != nil {
            graph.warn("\(image.written) with a variable value is drawn whole: cellshot's stand-ins have no variable layers",
                       fileID: origin.fileID, line: origin.line)
        }
        if let interpolation = image.interpolation, interpolation == .none || interpolation == .low {
            graph.warn("\(image.written).interpolation(.\(interpolation)) is drawn smoothly interpolated: cellshot's "
                       + "painter scales every image smoothly", fileID: origin.fileID, line: origin.line)
        }
        if !image.isAntialiased {
            graph.warn("\(image.written).antialiased(false) is drawn antialiased: cellshot's painter always antialiases",
                       fileID: origin.fileID, line: origin.line)
        }
        if image.resizing?.mode == .tile, image.resizing?.capInsets != EdgeInsets() {
            graph.warn("\(image.written).resizable(capInsets:resizingMode: .tile): the caps are stretched, not tiled",
                       fileID: origin.fileID, line: origin.line)
        }
        switch image.source {
        case .system(let name):
            let symbol = ResolvedSymbol(name: name, environment: environment, graph: graph, origin: origin,
                                        mode: image.symbolRenderingMode, isOriginal: image.renderingMode == .original)
            return ImageLeaf(content: .symbol(symbol), naturalSize: CGSize(width: symbol.side, height: symbol.side),
                             resizing: image.resizing, redaction: redaction)
        case let .named(name, bundlePath):
            let bundle = bundlePath.flatMap { Bundle(path: $0) }
            guard let asset = CellshotSwiftUI.assets.image(named: name, bundle: bundle) else {
                graph.warn("Image(\"\(name)\") is not among the app's assets (\(CellshotSwiftUI.assets.summary)): drawn as a "
                           + "placeholder; point CellshotSwiftUI.assets at the app's images",
                           fileID: origin.fileID, line: origin.line)
                let side = SwiftUIFigures.missingImageSide
                let color = Color.secondary.resolved(in: environment)
                return ImageLeaf(content: .placeholder(color), naturalSize: CGSize(width: side, height: side),
                                 resizing: image.resizing, redaction: redaction)
            }
            let (path, scale) = asset.file(in: environment.colorScheme)
            let isTemplate = image.renderingMode.map { $0 == .template } ?? asset.isTemplate ?? false
            return file(path, scale: scale, template: isTemplate, image: image, inputs, redaction: redaction)
        case .uiImage(let reference):
            let description = reference.image.swiftUIDescription
            if description.isEmpty {
                return ImageLeaf(content: .empty, naturalSize: .zero, resizing: image.resizing, redaction: redaction)
            }
            if let symbol = description.symbolName {
                var paint: _ResolvedPaint?
                if let tint = description.tintColor, !description.isTemplate {
                    paint = _ResolvedPaint(color: Color(uiColor: tint).resolved(in: environment))
                } else if description.isOriginal {
                    // UIKit: an original symbol without a tint colour is black (docs/symbols.md).
                    paint = _ResolvedPaint(color: CellshotGraphics.Color(red: 0, green: 0, blue: 0))
                }
                let resolved = ResolvedSymbol(name: symbol, environment: environment, graph: graph, origin: origin,
                                              pointSize: description.symbolPointSize,
                                              weight: description.symbolWeight, mode: image.symbolRenderingMode,
                                              isOriginal: false, primary: paint)
                return ImageLeaf(content: .symbol(resolved), naturalSize: CGSize(width: resolved.side, height: resolved.side),
                                 resizing: image.resizing, redaction: redaction)
            }
            let isTemplate = image.renderingMode.map { $0 == .template } ?? description.isTemplate
            // A UIKit image's file is as many pixels a point as its name says (`@3x`), as UIKit reads it.
            let path = environment.colorScheme == .dark ? description.darkFilePath ?? description.filePath : description.filePath
            return file(path ?? "", scale: CGFloat(ImageFileScale.scale(ofFile: path ?? "")), template: isTemplate, image: image, inputs, redaction: redaction)
        }
    }

    @MainActor
    private static func file(_ path: String, scale: CGFloat, template: Bool, image: Image, _ inputs: _ViewInputs,
                             redaction: CellshotGraphics.Color?) -> ImageLeaf {
        guard let size = inputs.graph.imageSize(.file(path: path)) else {
            inputs.graph.warn("\(image.written): the file \(path) cannot be read: drawn as a placeholder",
                              fileID: image.origin.fileID, line: image.origin.line)
            let side = SwiftUIFigures.missingImageSide
            return ImageLeaf(content: .placeholder(Color.secondary.resolved(in: inputs.environment)),
                             naturalSize: CGSize(width: side, height: side), resizing: image.resizing, redaction: redaction)
        }
        let scale = max(scale, 1)
        let tint = template ? inputs.environment.foregroundPaint : nil
        return ImageLeaf(content: .file(path: path, tint: tint),
                         naturalSize: CGSize(width: CGFloat(size.width) / scale, height: CGFloat(size.height) / scale),
                         resizing: image.resizing, redaction: redaction)
    }

    // MARK: Layout

    /// A fixed image is its own size; a resizable one takes what it is offered (its own size on an axis offered
    /// nothing), as a shape does.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard resizing != nil else { return naturalSize }
        return CGSize(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    /// A symbol's baselines (first and last) in its box; other images have none of their own (their bottom).
    func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard resizing == nil, case .symbol(let symbol) = content,
              key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return symbol.baseline + (size.height - symbol.side) / 2
    }

    // MARK: Drawing

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return }
        if let redaction {
            let radius = min(frame.width, frame.height) * SwiftUIFigures.redactedBarCornerRatio
            canvas.commands.append(.path(CellshotGraphics.Path(roundedRect: frame.model, cornerRadius: Double(radius),
                                                               style: .continuous),
                                         paint: .fill, color: redaction))
            return
        }
        switch content {
        case .symbol(let symbol):
            canvas.commands += symbol.commands(in: frame, stretched: resizing != nil)
        case let .file(path, tint):
            let commands = fileCommands(path: path, tint: tint?.color, in: frame)
            if let gradient = tint?.gradient {
                canvas.commands += gradient.commands(masking: commands, in: frame)
            } else {
                canvas.commands += commands
            }
        case .placeholder(let color):
            canvas.commands += ImageLeaf.placeholder(in: frame, color: color)
        case .empty:
            break
        }
    }

    /// A file drawn into its frame: stretched whole, in nine parts around its cap insets, or tiled.
    private func fileCommands(path: String, tint: CellshotGraphics.Color?, in frame: CGRect) -> [DrawCommand] {
        let whole = { (rect: CGRect) in
            DrawCommand.image(ImageRun(source: .file(path: path), frame: rect.model, contentMode: .scaleToFill, tint: tint))
        }
        guard let resizing, frame.size != naturalSize else { return [whole(frame)] }
        switch resizing.mode {
        case .stretch:
            guard resizing.capInsets != EdgeInsets() else { return [whole(frame)] }
            return ImageSlices.stretched(naturalSize: naturalSize, caps: resizing.capInsets, into: frame, draw: whole)
        case .tile:
            return ImageSlices.tiled(naturalSize: naturalSize, into: frame, draw: whole)
        }
    }

    /// A dashed rounded square with its diagonals, in the secondary label colour.
    static func placeholder(in frame: CGRect, color: CellshotGraphics.Color) -> [DrawCommand] {
        let inset = frame.insetBy(dx: 0.5, dy: 0.5)
        let radius = Double(min(inset.width, inset.height) * 0.2)
        var cross = CellshotGraphics.Path()
        cross.move(to: Point(CGPoint(x: inset.minX + radius / 2, y: inset.minY + radius / 2)))
        cross.addLine(to: Point(CGPoint(x: inset.maxX - radius / 2, y: inset.maxY - radius / 2)))
        cross.move(to: Point(CGPoint(x: inset.maxX - radius / 2, y: inset.minY + radius / 2)))
        cross.addLine(to: Point(CGPoint(x: inset.minX + radius / 2, y: inset.maxY - radius / 2)))
        return [
            .path(CellshotGraphics.Path(roundedRect: inset.model, cornerRadius: radius, style: .continuous),
                  paint: .styledStroke(CellshotGraphics.StrokeStyle(lineWidth: 1, dash: [3, 2])), color: color),
            .path(cross, paint: .styledStroke(CellshotGraphics.StrokeStyle(lineWidth: 1)), color: color.withAlpha(color.alpha * 0.5)),
        ]
    }
}
