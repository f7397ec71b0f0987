import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

extension View {
    /// The view drawn at an opacity, 0…1 (each item it draws, unless a `compositingGroup()` made them one).
    public func opacity(_ opacity: Double) -> some View {
        drawingEffect("opacity") { _ in
            let alpha = opacity.isFinite ? min(1, max(0, opacity)) : 1
            return alpha >= 1 ? nil : { commands, _ in DrawnItems.opacity(commands, alpha) }
        }
    }

    /// The view cut to a shape placed in its frame (the shape's `path(in:)` asked at (0, 0), as SwiftUI asks it).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        drawingEffect("clipShape") { _ in
            { commands, frame in
                [.clipPath(ShapeLeaf.placed({ shape.path(in: $0) }, in: frame), fillRule: style.isEOFilled ? .evenOdd : .nonZero,
                           commands: commands)]
            }
        }
    }

    /// The view cut to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        drawingEffect("clipped") { _ in
            { commands, frame in [.clip(frame.model, cornerRadius: 0, commands: commands)] }
        }
    }

    /// The view cut to its frame with rounded corners (`clipShape(RoundedRectangle(cornerRadius:))`, OpenSwiftUI
    /// `ClipEffect.swift`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// A shadow under each item the view draws (under the whole view after `compositingGroup()`): its shape, in
    /// `color`, blurred by `radius` (a layer's `shadowRadius`: docs/rendering.md, "Shadows"), moved by `x`, `y`.
    public func shadow(color: Color = Color(white: 0, opacity: SwiftUIFigures.defaultShadowOpacity), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        drawingEffect("shadow") { inputs in
            let resolved = color.resolved(in: inputs.environment)
            guard resolved.alpha > 0 || x != 0 || y != 0 || radius > 0 else { return nil }
            return { commands, _ in
                DrawnItems.each(commands) {
                    .shadow(color: resolved, radius: Double(max(0, radius)), offset: Size(width: Double(x), height: Double(y)),
                            commands: [$0])
                }
            }
        }
    }

    /// The view's items drawn as one layer first, so that the effects after it (opacity, shadow, blend mode)
    /// apply to the whole (Apple: `compositingGroup()`).
    public func compositingGroup() -> some View {
        drawingEffect("compositingGroup") { _ in
            { commands, _ in commands.isEmpty ? [] : [.opacity(1, commands: commands)] }
        }
    }

    /// The view drawn offscreen as one layer (Apple: `drawingGroup(opaque:colorMode:)`); drawn as a
    /// `compositingGroup()`, which it is to the effects after it.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Each item the view draws combined with what is under it by a blend mode.
    public func blendMode(_ blendMode: BlendMode, fileID: String = #fileID, line: Int = #line) -> some View {
        drawingEffect("blendMode") { inputs in
            guard let mode = blendMode.model else {
                inputs.graph.warn(".blendMode(.plusDarker) is drawn as .normal: the painter (Cairo) has no plus-darker operator",
                                  fileID: fileID, line: line)
                return nil
            }
            guard mode != .normal else { return nil }
            return { commands, _ in DrawnItems.each(commands) { .blendMode(mode, commands: [$0]) } }
        }
    }

    /// The view laid out but not drawn.
    public func hidden() -> some View {
        drawingEffect("hidden") { _ in { _, _ in [] } }
    }

    /// A border inside the view's frame (Apple: an overlay of `Rectangle().strokeBorder(content, lineWidth:)`).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    // MARK: Transforms

    /// The view's drawing turned about a unit point of its frame; its layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        transformDrawing("rotationEffect") { frame in
            CellshotGraphics.AffineTransform(rotationAngle: angle.radians, about: frame.model.point(atUnit: Point(anchor)))
        }
    }

    /// The view's drawing scaled about a unit point of its frame; its layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        transformDrawing("scaleEffect") { frame in
            CellshotGraphics.AffineTransform(scaleX: Double(scale.width), y: Double(scale.height), about: frame.model.point(atUnit: Point(anchor)))
        }
    }

    /// The view's drawing scaled evenly.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// The view's drawing scaled.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// The view's drawing moved by a transform, in its frame's coordinates (the origin at its top left corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformDrawing("transformEffect") { frame in
            CellshotGraphics.AffineTransform(translationX: -Double(frame.minX), y: -Double(frame.minY))
                .concatenating(transform.model)
                .concatenating(CellshotGraphics.AffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)))
        }
    }

    /// The view's drawing turned in 3-D about an axis. A turn about the z axis is drawn exactly; about the x
    /// or y axis, as the flat projection of the turn (the view squeezed by the angle's cosine, mirrored past a
    /// quarter turn) without perspective, with a warning; another axis is not drawn, with a warning.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1, fileID: String = #fileID,
                                 line: Int = #line) -> some View {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let x = length > 0 ? axis.x / length : 0, y = length > 0 ? axis.y / length : 0, z = length > 0 ? axis.z / length : 0
        return drawingEffect("rotation3DEffect") { inputs in
            let cosine = CGFloat(cos(angle.radians))
            let flat: CGSize
            if abs(z) == 1 || angle.radians == 0 {
                flat = .zero
            } else if abs(y) == 1 {
                flat = CGSize(width: cosine, height: 1)
            } else if abs(x) == 1 {
                flat = CGSize(width: 1, height: cosine)
            } else {
                inputs.graph.warn(".rotation3DEffect about an axis other than x, y or z is not drawn", fileID: fileID, line: line)
                return nil
            }
            if flat != .zero, abs(cosine) != 1 {
                inputs.graph.warn(".rotation3DEffect is drawn without perspective: the view squeezed by the turn's cosine",
                                  fileID: fileID, line: line)
            }
            return { commands, frame in
                let center = frame.model.point(atUnit: Point(anchor))
                let transform = flat == .zero
                    ? CellshotGraphics.AffineTransform(rotationAngle: z < 0 ? -angle.radians : angle.radians, about: center)
                    : CellshotGraphics.AffineTransform(scaleX: Double(flat.width), y: Double(flat.height), about: center)
                return [.transform(transform, commands: commands)]
            }
        }
    }

    /// The view's drawing through a transform made from its frame.
    private func transformDrawing(_ name: String, _ transform: @escaping (CGRect) -> CellshotGraphics.AffineTransform) -> some View {
        drawingEffect(name) { _ in
            { commands, frame in
                let made = transform(frame)
                return made.isIdentity ? commands : [.transform(made, commands: commands)]
            }
        }
    }
}

/// How a drawing group renders colours (SwiftUI's `ColorRenderingMode`); cellshot draws in sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// How a view's colours combine with what is under it (SwiftUI's `BlendMode`).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The drawing layer's blend mode; `nil` for `plusDarker`, which Cairo lacks.
    var model: CellshotGraphics.BlendMode? {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: nil
        case .plusLighter: .plusLighter
        }
    }
}

extension Point {
    init(_ unit: UnitPoint) { self.init(x: Double(unit.x), y: Double(unit.y)) }
}

extension View {
    /// Mirrors the view's drawing horizontally when the layout runs right to left (an arrow or a chevron that points
    /// the reading way); its layout is unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipsForRightToLeft(enabled: enabled))
    }
}

/// `flipsForRightToLeftLayoutDirection(_:)`: a scale of -1 across the drawing in a right-to-left layout.
public struct _FlipsForRightToLeft: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    public func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1)
    }
}
