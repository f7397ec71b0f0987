import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// `.blur(radius:)`, drawn with the painter's one blur — a shadow's.
///
/// The display list blurs only shadows: the shadow of a group is its coverage, blurred, in one colour. So an
/// item of one colour (a shape, a text, a symbol) is drawn blurred exactly as its own shadow, cast from a copy
/// moved out of the picture and moved back by the shadow's offset (the copy is never seen). An item of several
/// colours, a gradient or a photo cannot be blurred so: it is drawn sharp, with a warning naming the line.
enum BlurEffect {
    /// The blurred items of `commands` (each item alone, as SwiftUI blurs each unless they are composited), and
    /// whether some could not be blurred.
    static func blurred(_ commands: [DrawCommand], radius: CGFloat, frame: CGRect) -> (commands: [DrawCommand], sharp: Bool) {
        var sharp = false
        let blurred = commands.map { item -> DrawCommand in
            guard let color = singleColor(of: item) else {
                sharp = true
                return item
            }
            // Far enough left that the copy and its blur are off the picture.
            let away = Double(frame.maxX + max(frame.width, 1_000) + 4 * radius)
            return .transform(CellshotGraphics.AffineTransform(translationX: -away, y: 0), commands: [
                .shadow(color: color.withAlpha(1), radius: Double(radius), offset: Size(width: away, height: 0), commands: [item]),
            ])
        }
        return (blurred, sharp)
    }

    /// The one colour an item draws in (its opacity aside), or `nil` when it draws in several, a gradient or an
    /// image's own colours.
    static func singleColor(of command: DrawCommand) -> CellshotGraphics.Color? {
        var found: CellshotGraphics.Color?
        var mixed = false
        func note(_ color: CellshotGraphics.Color) {
            let opaque = color.withAlpha(1)
            if let found, found != opaque { mixed = true }
            found = opaque
        }
        _ = ColorMapping.map([command]) { color in
            note(color)
            return color
        }
        if ColorMapping.map([command], { $0 }).untouchedImages { return nil }
        if containsGradient(command) { return nil }
        return mixed ? nil : found
    }

    private static func containsGradient(_ command: DrawCommand) -> Bool {
        switch command {
        case .gradient: true
        case .clip(_, _, _, let nested), .opacity(_, let nested), .transform(_, let nested), .clipPath(_, _, let nested),
             .shadow(_, _, _, let nested), .blendMode(_, let nested):
            nested.contains(where: containsGradient)
        default: false
        }
    }
}

extension View {
    /// The view blurred by a Gaussian of `radius` (see ``BlurEffect``: items of one colour are blurred exactly,
    /// others drawn sharp with a warning).
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: String = #fileID, line: Int = #line) -> some View {
        drawingEffect("blur") { inputs in
            guard radius > 0, radius.isFinite else { return nil }
            let graph = inputs.graph
            return { commands, frame in
                let result = BlurEffect.blurred(commands, radius: radius, frame: frame)
                if result.sharp {
                    graph.warn(".blur(radius: \(radius)) is drawn sharp for what draws in several colours, a gradient or an "
                               + "image's own colours: the painter blurs only one colour at a time (a shadow's)",
                               fileID: fileID, line: line)
                }
                return result.commands
            }
        }
    }
}
