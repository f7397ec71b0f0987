/// A font weight, with UIKit's names (`UIFont.Weight`).
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType / CSS weight (100…900) fonts are selected by.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// The look of a font's letters beyond its weight, with SwiftUI's names (`Font.Design`): the system font,
/// its rounded variant, a serif (New York) or a monospaced one (SF Mono). The renderer draws each with a
/// stand-in from its private font set; `CellshotRender`'s `FontCatalog.isSubstituted(_:)` says which it
/// cannot draw and draws as `default` (`rounded`: no rounded sans ships in Debian's font packages).
public enum FontDesign: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`, rounded, serif, monospaced
}

/// A font: a size in points, a weight, a design, upright or italic, with or without tabular digits and, for
/// text styles, a line height. The families come from the renderer's private font set: for the default
/// design Inter, then Noto Sans CJK KR, Noto Sans Arabic, Noto Sans Hebrew, then Noto Color Emoji; the
/// other designs put their own family first (docs/rendering.md, "Fonts").
///
/// ```swift
/// let caption = FontDescriptor(size: 13, weight: .semibold, italic: true, design: .serif)
/// ```
public struct FontDescriptor: Sendable, Hashable {
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// The height of every line in points, like a preferred font's `UIFont.lineHeight` (22 for body
    /// at Large), or `nil` for the font's own line height. Text styles set it so that rows are as tall
    /// as on iOS whatever the stand-in font; the extra space is shared above and below each line.
    public var lineHeight: Double?
    /// Whether the letters are italic (`Font.italic()`, `UIFontDescriptor.SymbolicTraits.traitItalic`): the
    /// family's italic face, or its upright face slanted where the family has none.
    public var italic: Bool
    /// The family's design (`Font.system(size:weight:design:)`).
    public var design: FontDesign
    /// Whether digits all have the same advance, so that columns of numbers line up (`Font.monospacedDigit()`,
    /// the OpenType feature `tnum`).
    public var monospacedDigits: Bool

    /// Creates a font descriptor.
    /// - Parameters:
    ///   - size: the size in points.
    ///   - weight: the weight; regular unless given.
    ///   - lineHeight: every line's height in points, or `nil` for the font's own.
    ///   - italic: whether the letters are italic.
    ///   - design: the family's design; the system font's unless given.
    ///   - monospacedDigits: whether digits have tabular (equal) advances.
    public init(size: Double, weight: FontWeight = .regular, lineHeight: Double? = nil, italic: Bool = false,
                design: FontDesign = .default, monospacedDigits: Bool = false) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.italic = italic
        self.design = design
        self.monospacedDigits = monospacedDigits
    }
}

/// How text that does not fit is wrapped or cut, like `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal alignment of text, like `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case natural, left, center, right, justified
}

/// The direction a paragraph of text is written in, like `NSWritingDirection`: `natural` takes it from
/// the paragraph's first strong character (Unicode's rules P2 and P3), as UILabel's default paragraph
/// style does; the others force it.
public enum WritingDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case natural, leftToRight, rightToLeft
}

/// Everything that decides how a piece of text is laid out and drawn, beyond its base colour (which the
/// ``TextRun`` carries): the font, lines, alignment, direction and, for styled text (SwiftUI's `Text`
/// concatenations and Markdown), the ``spans`` that change the font, colour and decorations of parts of it.
///
/// ```swift
/// // "Hello world", "world" bold and red, the whole text 1 pt apart.
/// var attributes = TextAttributes(font: FontDescriptor(size: 17), numberOfLines: 0)
/// attributes.spans = [TextSpan(6..<11, weight: .bold, color: Color(hex: "#FF3B30"))]
/// attributes.tracking = 1
/// ```
public struct TextAttributes: Sendable, Hashable {
    /// The font.
    public var font: FontDescriptor
    /// The most lines to show; 0 for no limit (`UILabel.numberOfLines`).
    public var numberOfLines: Int
    /// How lines wrap and where text is cut.
    public var lineBreakMode: LineBreakMode
    /// Horizontal alignment.
    public var alignment: TextAlignment
    /// The interface's reading direction. Alignment follows it, not the text: `natural` is resolved
    /// from it before drawing (the leading edge), as UILabel does. It is also the direction of a
    /// paragraph with no strong character when ``writingDirection`` is `natural`.
    public var direction: LayoutDirection
    /// The direction each paragraph is written in: from its own first strong character (`natural`, UIKit's
    /// default: an English text in a right-to-left list still reads left to right), or forced.
    public var writingDirection: WritingDirection
    /// Parts of the text drawn otherwise than ``font`` and the run's colour say, each over a range of Unicode
    /// scalar offsets; empty for text in one style. Ranges outside the text are cut to it, empty ones ignored,
    /// and where spans overlap each property comes from the last span that sets it (``TextSpan/flattened(_:scalarCount:)``).
    public var spans: [TextSpan]
    /// Extra space between lines in points, added below every line but the last (SwiftUI's `lineSpacing(_:)`,
    /// `NSParagraphStyle.lineSpacing`); 0 for none. A negative or non-finite value counts as 0.
    public var lineSpacing: Double
    /// Points added after each character (SwiftUI's `tracking(_:)`; a caller maps `kerning(_:)` to it), on top
    /// of the system font's own tracking. Like UIKit's tracking, the space after a line's last character is
    /// trailing white space: a line of n characters is (n − 1) × tracking wider. 0 for none.
    public var tracking: Double

    /// Creates text attributes; the defaults are `UILabel`'s.
    public init(font: FontDescriptor, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
                alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight,
                writingDirection: WritingDirection = .natural, spans: [TextSpan] = [], lineSpacing: Double = 0,
                tracking: Double = 0) {
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.direction = direction
        self.writingDirection = writingDirection
        self.spans = spans
        self.lineSpacing = lineSpacing
        self.tracking = tracking
    }
}

/// The measured size of laid-out text, in points.
public struct TextMetrics: Sendable, Hashable {
    /// The logical size of the text block.
    public var size: Size
    /// From the top of the block to the first line's baseline.
    public var firstBaseline: Double
    /// From the last line's baseline down to the bottom of the block.
    public var lastBaselineFromBottom: Double
    /// How many lines the text takes.
    public var lineCount: Int

    /// Creates metrics.
    public init(size: Size, firstBaseline: Double, lastBaselineFromBottom: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaselineFromBottom = lastBaselineFromBottom
        self.lineCount = lineCount
    }
}

/// Measures text. The renderer implements it with Pango (`PangoTextMeasurer`);
/// tests implement it with fixed metrics. Measurers own native resources and
/// belong to one task.
public protocol TextMeasuring: AnyObject {
    /// The size of `text` laid out with `attributes`.
    /// - Parameter width: the width to wrap at, or `nil` for no wrapping (every
    ///   explicit line on one line).
    func measure(_ text: String, _ attributes: TextAttributes, width: Double?) -> TextMetrics

    /// `text` laid out in a label `width` points wide, ready to draw: the layout measuring made (or
    /// makes now, once), so the painter draws the glyphs that were measured instead of laying the text
    /// out again. `nil` when the measurer keeps nothing to draw (the painter then lays the text out itself).
    func prepare(_ text: String, _ attributes: TextAttributes, width: Double) -> (any PreparedText)?
}

extension TextMeasuring {
    /// Measurers that only measure (tests' fixed metrics) prepare nothing.
    public func prepare(_ text: String, _ attributes: TextAttributes, width: Double) -> (any PreparedText)? { nil }
}

/// Text a ``TextMeasuring`` has already laid out — lines, glyphs, fonts — carried by a ``TextRun`` to
/// the painter, which draws it without laying it out again. Opaque outside the renderer that made it;
/// immutable, so any painting thread may read it.
public protocol PreparedText: AnyObject, Sendable {}

/// A label's content: text measured by a ``TextMeasuring``, as `UILabel` reports
/// its intrinsic size. Single-line text is as wide as its text; multi-line text
/// keeps its unwrapped width (for hugging) and, on the layout's second pass,
/// the height of the text wrapped at the width it was given.
public final class TextContent: IntrinsicContent {
    /// The text; empty text has no size, as in `UILabel`.
    public var text: String
    /// How the text is laid out.
    public var attributes: TextAttributes
    /// What measures it.
    public let measurer: any TextMeasuring

    /// Creates label content.
    public init(text: String, attributes: TextAttributes, measurer: any TextMeasuring) {
        self.text = text
        self.attributes = attributes
        self.measurer = measurer
    }

    /// Multi-line text depends on the width it gets.
    public var dependsOnWidth: Bool { attributes.numberOfLines != 1 }

    /// The label's intrinsic size (see the type's description).
    public func intrinsicContentSize(forWidth width: Double?) -> IntrinsicContentSize {
        guard !text.isEmpty else { return IntrinsicContentSize(width: 0, height: 0) }
        let natural = measurer.measure(text, attributes, width: nil)
        guard let width, dependsOnWidth else {
            return IntrinsicContentSize(width: natural.size.width, height: natural.size.height,
                                        firstBaseline: natural.firstBaseline,
                                        lastBaselineFromBottom: natural.lastBaselineFromBottom)
        }
        let wrapped = measurer.measure(text, attributes, width: width)
        return IntrinsicContentSize(width: natural.size.width, height: wrapped.size.height,
                                    firstBaseline: wrapped.firstBaseline,
                                    lastBaselineFromBottom: wrapped.lastBaselineFromBottom)
    }
}
