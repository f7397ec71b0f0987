/// What to draw, independent of any drawing library: the pipeline's last step
/// before pixels. Coordinates are in points; the renderer applies the scale.
///
/// A display list is a plain value, dumpable as JSON (`Codable`), so tests can
/// compare what would be drawn without drawing it.
public struct DisplayList: Sendable, Hashable, Codable {
    /// The size of the canvas in points.
    public var size: Size
    /// The colour under everything.
    public var background: Color
    /// The commands, painted in order (back to front).
    public var commands: [DrawCommand]

    /// Creates a display list.
    public init(size: Size, background: Color = .white, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }
}

/// One drawing operation of a ``DisplayList``.
public enum DrawCommand: Sendable, Hashable, Codable {
    /// Fills a rectangle, its corners rounded by `cornerRadius` (0 for square).
    case fill(Rect, cornerRadius: Double, color: Color)
    /// Strokes a rectangle's outline inside its bounds, as `CALayer.borderWidth` does.
    case stroke(Rect, cornerRadius: Double, color: Color, width: Double)
    /// Draws text in a frame, centred vertically as `UILabel` does.
    case text(TextRun)
    /// Draws an image file or a symbol in a frame, as `UIImageView` does.
    case image(ImageRun)
    /// Fills or strokes a vector path (UIKit's own accessories: the chevron, the checkmark).
    case path(Path, paint: PathPaint, color: Color)
    /// Draws `commands` clipped to a rectangle with rounded corners, as a view with
    /// `clipsToBounds` and a `cornerRadius` clips its subviews (an inset grouped section's card, whose
    /// corners are ``CornerCurve/continuous``).
    indirect case clip(Rect, cornerRadius: Double, curve: CornerCurve = .circular, commands: [DrawCommand])
    /// Draws `commands` as one layer at an opacity, as a view's `alpha` fades it and its subviews
    /// together (overlapping parts do not show through each other).
    indirect case opacity(Double, commands: [DrawCommand])
    /// Draws `commands` moved by an affine transform: their points are mapped by `transform`, then drawn where
    /// the surrounding commands' points are (SwiftUI's `rotationEffect`, `scaleEffect`, `transformEffect` and
    /// `offset`). A transform that flattens the plane (a zero scale) draws nothing, as SwiftUI does.
    indirect case transform(AffineTransform, commands: [DrawCommand])
    /// Draws `commands` cut to the inside of a path by a fill rule (`clipShape(Circle())`, `clipShape(Capsule())`,
    /// `mask` with a shape).
    indirect case clipPath(Path, fillRule: FillRule = .nonZero, commands: [DrawCommand])
    /// Fills or strokes a path with a gradient instead of a colour (`fill(LinearGradient(…))`,
    /// `stroke(AngularGradient(…), lineWidth:)`).
    case gradient(Path, paint: PathPaint, gradient: GradientFill)
    /// Draws the shadow of `commands` — their shape as their opacity gives it, in `color`, blurred by `radius`
    /// and moved by `offset` — then `commands` over it, as SwiftUI's `shadow(color:radius:x:y:)` and a layer's
    /// `shadowRadius` draw one. The shadow is cut by the clips around the command, not by `commands`' own.
    indirect case shadow(color: Color, radius: Double, offset: Size, commands: [DrawCommand])
    /// Draws `commands` as one layer combined with what is under it by a blend mode (`blendMode(.multiply)`).
    indirect case blendMode(BlendMode, commands: [DrawCommand])
}

/// How a rounded corner bends, as `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, Hashable, Codable {
    /// A quarter circle (`layer.cornerRadius`'s default).
    case circular
    /// Apple's continuous corner: the curvature grows smoothly from the straight edge, the curve reaching
    /// 1.53 × the radius along each edge (`UIBezierPath(roundedRect:cornerRadius:)`, list section cards).
    case continuous
}

/// Text to draw: the string, how it is laid out, its colour and its frame.
public struct TextRun: Sendable, Hashable, Codable {
    /// The text.
    public var text: String
    /// Font, lines, line breaking, alignment and the spans styled otherwise.
    public var attributes: TextAttributes
    /// The text colour, where no span of ``attributes`` gives one.
    public var color: Color
    /// The label's frame; text wraps at its width.
    public var frame: Rect
    /// The text as the measurer laid it out at the frame's width, drawn as it is; `nil` to lay it out
    /// when painting. A cache, not part of the value: it is what `text`, `attributes` and the frame's
    /// width lay out to, so equality, hashing and JSON ignore it.
    public var prepared: (any PreparedText)?

    /// Creates a text run.
    public init(text: String, attributes: TextAttributes, color: Color, frame: Rect,
                prepared: (any PreparedText)? = nil) {
        self.text = text
        self.attributes = attributes
        self.color = color
        self.frame = frame
        self.prepared = prepared
    }

    private enum CodingKeys: String, CodingKey {
        case text, attributes, color, frame
    }

    public static func == (lhs: TextRun, rhs: TextRun) -> Bool {
        lhs.text == rhs.text && lhs.attributes == rhs.attributes && lhs.color == rhs.color && lhs.frame == rhs.frame
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(attributes)
        hasher.combine(color)
        hasher.combine(frame)
    }
}

/// An image to draw: where it comes from, its frame, how it fits the frame,
/// an optional tint and rounded corners, like a `UIImageView`.
///
/// ```swift
/// let icon = ImageRun(source: .symbol(name: "wifi"), frame: Rect(x: 16, y: 12, width: 24, height: 24),
///                     tint: Color(hex: "#007AFF"))
/// ```
public struct ImageRun: Sendable, Hashable, Codable {
    /// The file or symbol drawn.
    public var source: ImageReference
    /// The image view's frame; nothing is drawn outside it when ``clipsToFrame``.
    public var frame: Rect
    /// How the image's natural size fits the frame.
    public var contentMode: ImageContentMode
    /// Template rendering (`withRenderingMode(.alwaysTemplate)`): the image's
    /// shape filled with this colour. `nil` draws the image's own colours;
    /// symbols are always tinted (black, the light-mode label colour, when `nil`).
    public var tint: Color?
    /// Rounds the frame's corners (`layer.cornerRadius` with `masksToBounds`); 0 for square.
    public var cornerRadius: Double
    /// Whether the image is cut at its (rounded) frame (`clipsToBounds`); `false` lets an aspect-fill or
    /// centred image spill over, as a `UIImageView` does by default.
    public var clipsToFrame: Bool
    /// How a symbol is drawn beyond its tint (`UIImage.SymbolConfiguration`'s weight and rendering mode);
    /// `nil` draws it as it is, in the tint alone (a regular, monochrome symbol).
    public var symbol: SymbolDrawing?

    /// Creates an image run.
    /// - Parameters:
    ///   - source: the file or symbol drawn.
    ///   - frame: the frame in points.
    ///   - contentMode: how the image fits the frame; `.scaleAspectFit` unless given.
    ///   - tint: the template colour, or `nil` for the image's own colours.
    ///   - cornerRadius: the frame's corner radius.
    ///   - clipsToFrame: whether the image is cut at its frame.
    ///   - symbol: a symbol's weight and layers; `nil` for regular and monochrome.
    public init(source: ImageReference, frame: Rect, contentMode: ImageContentMode = .scaleAspectFit,
                tint: Color? = nil, cornerRadius: Double = 0, clipsToFrame: Bool = true, symbol: SymbolDrawing? = nil) {
        self.source = source
        self.symbol = symbol
        self.frame = frame
        self.contentMode = contentMode
        self.clipsToFrame = clipsToFrame
        self.tint = tint
        self.cornerRadius = cornerRadius
    }
}

/// How a symbol is drawn beyond its tint: the weight of its strokes, as an outline grown or eroded from the
/// stand-in's one weight, and the colour of its secondary layer (hierarchical and palette rendering).
///
/// ```swift
/// // A semibold symbol: the glyph's outline stroked at 3.5 % of its side.
/// SymbolDrawing(weight: .semibold, outlineWidth: 0.035)
/// ```
public struct SymbolDrawing: Sendable, Hashable, Codable {
    /// The weight asked for (an SF Symbols export draws its own group of that weight: `Semibold-M`).
    public var weight: FontWeight
    /// How much thicker each stroke is drawn than the stand-in's, as a fraction of the symbol's side: the
    /// outline stroked at this width on top of the fill when positive, cleared at minus this width when
    /// negative; 0 draws the glyph as it is.
    public var outlineWidth: Double
    /// The colour of the symbol's secondary layer — the circle or square around an enclosed glyph — when it
    /// is drawn apart from the glyph (hierarchical and palette); `nil` draws every layer in the tint.
    public var secondary: Color?

    /// Creates a symbol drawing.
    /// - Parameters:
    ///   - weight: the weight asked for.
    ///   - outlineWidth: the stroke growth as a fraction of the side (negative: thinner).
    ///   - secondary: the secondary layer's colour, or `nil` for monochrome.
    public init(weight: FontWeight = .regular, outlineWidth: Double = 0, secondary: Color? = nil) {
        self.weight = weight
        self.outlineWidth = outlineWidth
        self.secondary = secondary
    }
}

/// Where an image comes from.
public enum ImageReference: Sendable, Hashable, Codable {
    /// A PNG, JPEG or SVG file. One point per pixel for PNG and JPEG; SVG user units are points.
    case file(path: String)
    /// An SF Symbols name (`wifi`, `gearshape.fill`), drawn with its stand-in from `assets/symbols.json`.
    case symbol(name: String)
}

/// How an image's natural size fits its frame, like `UIView.ContentMode`.
public enum ImageContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Stretched to fill the frame, ignoring the aspect ratio.
    case scaleToFill
    /// As large as fits inside the frame, keeping the aspect ratio, centred.
    case scaleAspectFit
    /// As small as covers the frame, keeping the aspect ratio, centred and cut off at the frame.
    case scaleAspectFill
    /// At its natural size, centred, cut off at the frame.
    case center
}
