import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// SwiftUI's colour filters (`brightness`, `contrast`, `saturation`, `grayscale`, `colorMultiply`,
/// `colorInvert`, `hueRotation`, `luminanceToAlpha`) and `blur`.
///
/// A colour filter changes every pixel's colour by the same function, so it is drawn exactly by changing the
/// colours the view's commands draw with — fills, strokes, texts, symbols' tints, gradient stops, shadows.
/// Only an image drawn in its own colours (a photo) cannot be changed so: it is drawn unfiltered, with a warning.
/// The functions are Core Image's (`CIColorControls`, `CIColorMatrix`, `CIHueAdjust`) on sRGB components [I:
/// Apple documents the ranges, not the formulas].
enum ColorFilter {
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case multiply(CellshotGraphics.Color)
    case invert
    case hueRotation(Double)
    case luminanceToAlpha

    /// The filter applied to one colour.
    func apply(_ color: CellshotGraphics.Color) -> CellshotGraphics.Color {
        var (r, g, b, a) = (color.red, color.green, color.blue, color.alpha)
        // Rec. 709 luma, as Core Image's colour controls weigh the components.
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        switch self {
        case .brightness(let amount):
            (r, g, b) = (r + amount, g + amount, b + amount)
        case .contrast(let amount):
            (r, g, b) = ((r - 0.5) * amount + 0.5, (g - 0.5) * amount + 0.5, (b - 0.5) * amount + 0.5)
        case .saturation(let amount):
            (r, g, b) = (luma + (r - luma) * amount, luma + (g - luma) * amount, luma + (b - luma) * amount)
        case .grayscale(let amount):
            let keep = 1 - min(1, max(0, amount))
            (r, g, b) = (luma + (r - luma) * keep, luma + (g - luma) * keep, luma + (b - luma) * keep)
        case .multiply(let other):
            (r, g, b, a) = (r * other.red, g * other.green, b * other.blue, a * other.alpha)
        case .invert:
            (r, g, b) = (1 - r, 1 - g, 1 - b)
        case .hueRotation(let angle):
            // The hue rotation matrix of SVG's feColorMatrix type="hueRotate".
            let c = cos(angle), s = sin(angle)
            let nr = r * (0.213 + c * 0.787 - s * 0.213) + g * (0.715 - c * 0.715 - s * 0.715) + b * (0.072 - c * 0.072 + s * 0.928)
            let ng = r * (0.213 - c * 0.213 + s * 0.143) + g * (0.715 + c * 0.285 + s * 0.140) + b * (0.072 - c * 0.072 - s * 0.283)
            let nb = r * (0.213 - c * 0.213 - s * 0.787) + g * (0.715 - c * 0.715 + s * 0.715) + b * (0.072 + c * 0.928 + s * 0.072)
            (r, g, b) = (nr, ng, nb)
        case .luminanceToAlpha:
            (r, g, b, a) = (0, 0, 0, a * luma)
        }
        func clamp(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        return CellshotGraphics.Color(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(a))
    }
}

/// Changing the colours of drawn commands.
enum ColorMapping {
    /// `commands` with every colour changed by `transform`, and whether an image in its own colours was met
    /// (which cannot be changed so, and is left as it is).
    static func map(_ commands: [DrawCommand], _ transform: (CellshotGraphics.Color) -> CellshotGraphics.Color)
        -> (commands: [DrawCommand], untouchedImages: Bool) {
        var untouched = false
        func map(_ command: DrawCommand) -> DrawCommand {
            switch command {
            case let .fill(rect, radius, color): return .fill(rect, cornerRadius: radius, color: transform(color))
            case let .stroke(rect, radius, color, width):
                return .stroke(rect, cornerRadius: radius, color: transform(color), width: width)
            case .text(var run):
                run.color = transform(run.color)
                return .text(run)
            case .image(var run):
                if case .symbol = run.source {
                    // A symbol is always tinted: black, the light label colour, when no tint is given.
                    run.tint = transform(run.tint ?? CellshotGraphics.Color(red: 0, green: 0, blue: 0))
                    if var symbol = run.symbol {
                        symbol.secondary = symbol.secondary.map(transform)
                        run.symbol = symbol
                    }
                } else if let tint = run.tint {
                    run.tint = transform(tint)
                } else {
                    untouched = true
                }
                return .image(run)
            case let .path(path, paint, color): return .path(path, paint: paint, color: transform(color))
            case let .clip(rect, radius, curve, nested):
                return .clip(rect, cornerRadius: radius, curve: curve, commands: nested.map(map))
            case let .opacity(alpha, nested): return .opacity(alpha, commands: nested.map(map))
            case let .transform(matrix, nested): return .transform(matrix, commands: nested.map(map))
            case let .clipPath(path, rule, nested): return .clipPath(path, fillRule: rule, commands: nested.map(map))
            case let .gradient(path, paint, gradient):
                return .gradient(path, paint: paint, gradient: map(gradient))
            case let .shadow(color, radius, offset, nested):
                return .shadow(color: transform(color), radius: radius, offset: offset, commands: nested.map(map))
            case let .blendMode(mode, nested): return .blendMode(mode, commands: nested.map(map))
            }
        }
        func map(_ gradient: GradientFill) -> GradientFill {
            let stops = gradient.stops.map { GradientStop(color: transform($0.color), location: $0.location) }
            switch gradient {
            case let .linear(_, start, end): return .linear(stops: stops, start: start, end: end)
            case let .radial(_, center, startRadius, endRadius):
                return .radial(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
            case let .angular(_, center, startAngle, endAngle):
                return .angular(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
            }
        }
        let mapped = commands.map(map)
        return (mapped, untouched)
    }
}

extension View {
    /// The view's colours brightened (−1…1 added to each component; 1 is white).
    public func brightness(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.brightness(amount), ".brightness(\(amount))", skip: amount == 0, fileID: fileID, line: line)
    }

    /// The view's contrast (0 is mid grey, 1 unchanged).
    public func contrast(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.contrast(amount), ".contrast(\(amount))", skip: amount == 1, fileID: fileID, line: line)
    }

    /// The view's saturation (0 is grey, 1 unchanged).
    public func saturation(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.saturation(amount), ".saturation(\(amount))", skip: amount == 1, fileID: fileID, line: line)
    }

    /// The view's colours towards grey (0 unchanged, 1 grey).
    public func grayscale(_ amount: Double, fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.grayscale(amount), ".grayscale(\(amount))", skip: amount == 0, fileID: fileID, line: line)
    }

    /// The view's colours multiplied by a colour.
    public func colorMultiply(_ color: Color, fileID: String = #fileID, line: Int = #line) -> some View {
        drawingEffect("colorMultiply") { inputs in
            let multiplier = color.resolved(in: inputs.environment)
            return ColorFilter.multiply(multiplier).effect(".colorMultiply", graph: inputs.graph, fileID: fileID, line: line)
        }
    }

    /// The view's colours inverted.
    public func colorInvert(fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.invert, ".colorInvert()", skip: false, fileID: fileID, line: line)
    }

    /// The view's hues turned by an angle.
    public func hueRotation(_ angle: Angle, fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.hueRotation(angle.radians), ".hueRotation", skip: angle.radians == 0, fileID: fileID, line: line)
    }

    /// The view's luminance made its opacity, in black.
    public func luminanceToAlpha(fileID: String = #fileID, line: Int = #line) -> some View {
        colorFilter(.luminanceToAlpha, ".luminanceToAlpha()", skip: false, fileID: fileID, line: line)
    }

    private func colorFilter(_ filter: ColorFilter, _ name: String, skip: Bool, fileID: String, line: Int) -> some View {
        drawingEffect(name) { inputs in
            skip ? nil : filter.effect(name, graph: inputs.graph, fileID: fileID, line: line)
        }
    }
}

extension ColorFilter {
    /// The effect that draws a view through this filter, warning about images it cannot filter.
    func effect(_ name: String, graph: ViewGraph, fileID: String, line: Int) -> EffectApplication {
        { commands, _ in
            let mapped = ColorMapping.map(commands, self.apply)
            if mapped.untouchedImages {
                graph.warn("\(name) does not change an image drawn in its own colours: it is drawn unfiltered",
                           fileID: fileID, line: line)
            }
            return mapped.commands
        }
    }
}
