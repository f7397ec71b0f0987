import CellshotGraphics
import CellshotModel
import CellshotRender
import CellshotSwiftUILayout
import Foundation

/// A symbol resolved in an environment: the name drawn (its variant), its box and baseline, its weight and
/// the colours of its layers — the UIKit front end's figures (`ListContentMetrics`, docs/symbols.md), so a
/// symbol beside a body text is the 20 pt box `UIImage(systemName:)` is drawn in.
struct ResolvedSymbol {
    /// The name drawn: the variant asked for when the table knows it, else the name as written.
    var name: String
    /// The box, square, in points.
    var side: CGFloat
    /// The baseline from the box's top (``SwiftUIFigures/symbolBaseline(side:pointSize:)``).
    var baseline: CGFloat
    /// The primary layer's paint (a gradient is drawn through the symbol's shape).
    var primary: _ResolvedPaint
    /// How the symbol is drawn beyond its primary colour; `nil` for a regular monochrome symbol.
    var drawing: SymbolDrawing?

    /// The symbol `name` at the environment's font, scale, variant and rendering mode.
    /// - Parameters:
    ///   - pointSize: the point size to draw at instead of the font's (`Image(uiImage:)` with a configuration).
    ///   - weight: the weight instead of the font's.
    ///   - mode: the image's own rendering mode (`Image.symbolRenderingMode(_:)`), which wins over the environment's.
    ///   - isOriginal: `.renderingMode(.original)`: the symbol's own colours asked for.
    @MainActor
    init(name written: String, environment: EnvironmentValues, graph: ViewGraph, origin: SourceLocation,
         pointSize: CGFloat? = nil, weight: FontWeight? = nil, mode: SymbolRenderingMode?, isOriginal: Bool,
         primary: _ResolvedPaint? = nil) {
        let images = RenderImages.cache
        let candidates = environment.symbolVariants.names(for: written)
        name = candidates.first { images?.isMissingSymbol(.symbol(name: $0)) == false } ?? written
        if images?.isMissingSymbol(.symbol(name: name)) ?? false {
            ResolvedSymbol.warnUnknown(name, graph: graph, origin: origin)
        }

        let font = environment.resolvedFont
        let scale: SymbolStyle.Scale = switch environment.imageScale {
        case .small: .small
        case .medium: .medium
        case .large: .large
        }
        let drawnSize = (pointSize ?? font.size) * CGFloat(ListContentMetrics.symbolScaleFactor(scale))
        side = CGFloat(ListContentMetrics.symbolSize(forPointSize: Double(drawnSize)).width)
        baseline = SwiftUIFigures.symbolBaseline(side: side, pointSize: pointSize ?? font.size)

        let primary = primary ?? environment.foregroundPaint
        self.primary = primary
        let weight = weight ?? font.weight
        let layers = images?.symbolLayerCount(of: .symbol(name: name)) ?? 1
        let explicit = mode ?? environment.symbolRenderingMode
        // Several foreground styles colour a symbol's layers as a palette does (SwiftUI [I]).
        let effective = explicit?.mode ?? (isOriginal ? .multicolor : environment.foregroundLevels.isEmpty ? .monochrome : .palette)
        var secondary: CellshotGraphics.Color?
        switch effective {
        case .monochrome:
            break
        case .multicolor:
            graph.warn("the symbol \"\(name)\" asks for its own colours (\(isOriginal ? ".renderingMode(.original)" : ".multicolor")), "
                       + "which cellshot's stand-ins do not have: drawn monochrome in the foreground style",
                       fileID: origin.fileID, line: origin.line)
        case .hierarchical:
            if layers > 1 {
                secondary = primary.color.withAlpha(primary.color.alpha * ListContentMetrics.symbolHierarchicalSecondaryOpacity)
            } else {
                ResolvedSymbol.warnOneLayer(name, mode: "hierarchical", graph: graph, origin: origin)
            }
        case .palette:
            let levels = environment.foregroundLevels
            if layers > 1 {
                secondary = levels.first.map { $0._resolvePaint(in: environment.withoutForeground).color } ?? primary.color
                if levels.count > 1 {
                    graph.warn("the symbol \"\(name)\" has \(layers) layers in its stand-in: the palette's third style is not drawn",
                               fileID: origin.fileID, line: origin.line)
                }
            } else if explicit != nil || levels.count > 0 {
                ResolvedSymbol.warnOneLayer(name, mode: "palette", graph: graph, origin: origin)
            }
        }
        drawing = weight == .regular && secondary == nil ? nil
            : SymbolDrawing(weight: weight, outlineWidth: ListContentMetrics.symbolOutlineWidth(weight), secondary: secondary)
    }

    /// Warns about a name the table lacks, with the closest names (the UIKit front end's wording).
    private static func warnUnknown(_ name: String, graph: ViewGraph, origin: SourceLocation) {
        var suggestions: [String] = []
        do { _ = try graph.naturalSize(.symbol(name: name)) } catch {
            if case .unknownSymbol(_, let found) = error { suggestions = found }
        }
        let hint = suggestions.isEmpty ? "docs/symbols.md says how to add a name"
            : "did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
        graph.warn("unknown SF Symbol \"\(name)\", drawn as a placeholder (a dashed square); \(hint)",
                   fileID: origin.fileID, line: origin.line)
    }

    private static func warnOneLayer(_ name: String, mode: String, graph: ViewGraph, origin: SourceLocation) {
        graph.warn("the symbol \"\(name)\" asks for the \(mode) rendering mode, but its stand-in has one layer: drawn "
                   + "monochrome in " + (mode == "palette" ? "the first palette style" : "its foreground style")
                   + " (only a glyph built in a circle or square, such as \"pencil.circle.fill\", has a second layer)",
                   fileID: origin.fileID, line: origin.line)
    }

    /// The commands that draw the symbol in `frame` (stretched when resizable).
    func commands(in frame: CGRect, stretched: Bool) -> [DrawCommand] {
        let run = DrawCommand.image(ImageRun(source: .symbol(name: name), frame: frame.model,
                                             contentMode: stretched ? .scaleToFill : .scaleAspectFit,
                                             tint: primary.color, clipsToFrame: false, symbol: drawing))
        guard let gradient = primary.gradient else { return [run] }
        return gradient.commands(masking: [run], in: frame)
    }
}

/// The render environment's image cache: which symbols the table knows and how many layers their stand-ins
/// have (the graph measures sizes only).
@MainActor
enum RenderImages {
    static var cache: ImageCache? {
        try? SharedRenderEnvironment.get(fileID: #fileID, line: #line).painter.images
    }
}
