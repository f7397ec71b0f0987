import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A text's parts resolved in an environment: the characters to draw, the attributes the renderer lays them
/// out with, and their colour.
struct ResolvedText {
    var string: String
    var attributes: TextAttributes
    var color: CellshotGraphics.Color
    var font: ResolvedFont
    var minimumLines: Int
    var warnings: [String] = []

    init(_ text: Text, in environment: EnvironmentValues) {
        let segments = text.segments
        let baseFont = environment.font ?? .body
        let styles = segments.map(\.effectiveStyle)
        // The text's own font and colour are its first part's; the other parts differ from them in spans.
        let first = styles.first ?? TextSegmentStyle()
        // Each part's font, resolved once: for its span and for the text's line height.
        let fonts = styles.map { ResolvedText.font($0, base: baseFont, environment: environment) }
        font = fonts.first ?? ResolvedText.font(first, base: baseFont, environment: environment)
        color = ResolvedText.color(first, in: environment)
        var string = ""
        var spans: [TextSpan] = []
        var offset = 0
        for (index, segment) in segments.enumerated() {
            let piece = ResolvedText.cased(segment.string, environment)
            let count = piece.unicodeScalars.count
            if count > 0, let span = ResolvedText.span(styles[index], font: fonts[index], over: offset..<(offset + count),
                                                       textFont: font, color: color, environment: environment) {
                spans.append(span)
            }
            string += piece
            offset += count
        }
        self.string = string

        var lines = environment.lineLimit ?? 0
        var minimum = 0
        if let range = environment.lineLimitRange {
            lines = range.maximum ?? 0
            minimum = range.minimum ?? 0
            if range.reservesSpace { minimum = max(minimum, range.maximum ?? 0) }
        }
        let alignment: CellshotGraphics.TextAlignment
        switch environment.multilineTextAlignment {
        case .leading: alignment = .natural
        case .center: alignment = .center
        case .trailing: alignment = environment.layoutDirection == .rightToLeft ? .left : .right
        }
        let lineBreak: LineBreakMode
        switch environment.truncationMode {
        case .head: lineBreak = .byTruncatingHead
        case .middle: lineBreak = .byTruncatingMiddle
        case .tail: lineBreak = .byTruncatingTail
        }
        // One line height for the whole text (the renderer's lines are all as tall): its tallest part's, as a
        // line of SwiftUI text is as tall as its largest font [I].
        var descriptor = font.descriptor
        let tallest = fonts.map(\.lineHeight).max()
        if let tallest, Double(tallest) > descriptor.lineHeight ?? 0 { descriptor.lineHeight = Double(tallest) }
        var attributes = TextAttributes(font: descriptor, numberOfLines: max(0, lines), lineBreakMode: lineBreak,
                                        alignment: alignment,
                                        direction: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        attributes.spans = TextSpan.flattened(spans, scalarCount: offset)
        let spacing = Double(environment.lineSpacing)
        if spacing.isFinite, spacing > 0 { attributes.lineSpacing = spacing }
        self.attributes = attributes
        minimumLines = minimum

        // What the renderer cannot draw is named, not dropped silently.
        if segments.contains(where: { $0.image != nil }) {
            warnings.append("an image inside a Text (\"\(text.plainText.prefix(40))\") is not drawn: its place holds U+FFFC")
        }
        if styles.contains(where: { $0.font?.customName != nil }) || baseFont.customName != nil {
            let name = styles.lazy.compactMap { $0.font?.customName }.first ?? baseFont.customName ?? ""
            warnings.append("the app's font \"\(name.prefix(40))\" on a Text (\"\(text.plainText.prefix(40))\") is drawn in "
                            + "the system font at its size")
        }
        if font.design == .rounded || styles.contains(where: { $0.design == .rounded }) {
            warnings.append("the rounded design on a Text (\"\(text.plainText.prefix(40))\") is drawn in the default "
                            + "design (no rounded face ships with cellshot)")
        }
    }

    /// A part's case as the environment's `.textCase` shows it.
    private static func cased(_ string: String, _ environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case .uppercase?: string.uppercased(with: environment.locale)
        case .lowercase?: string.lowercased(with: environment.locale)
        case nil: string
        }
    }

    /// A part's colour: its own style, a link's tint, else the environment's foreground.
    private static func color(_ style: TextSegmentStyle, in environment: EnvironmentValues) -> CellshotGraphics.Color {
        if let color = style.color {
            // A level (`Text(…).foregroundStyle(.secondary)`) is a level of the foreground style around the text
            // [M: docs/fidelity.md, "SwiftUI": criticalmaps-ios's footer]; any other style stands alone.
            let levelled = color.base is HierarchicalShapeStyle
            return color._resolvePaint(in: levelled ? environment : environment.withoutForeground).color
        }
        if style.link != nil {
            // SwiftUI draws a Markdown link in the tint (the accent colour unless `.tint` says otherwise).
            return (environment.tint ?? AnyShapeStyle(TintShapeStyle()))._resolvePaint(in: environment.withoutForeground).color
        }
        return environment.foregroundColor
    }

    /// The span a part of `style`, in `partFont`, over `range` needs: what differs from the text's own font and colour, and the
    /// part's decorations, tracking and baseline offset; `nil` when it is drawn as the text is.
    private static func span(_ style: TextSegmentStyle, font partFont: ResolvedFont, over range: Range<Int>,
                             textFont font: ResolvedFont, color: CellshotGraphics.Color,
                             environment: EnvironmentValues) -> TextSpan? {
        let partColor = ResolvedText.color(style, in: environment)
        var span = TextSpan(range)
        if partFont.size != font.size { span.size = Double(partFont.size) }
        if partFont.weight != font.weight { span.weight = partFont.weight }
        if partFont.isItalic != font.isItalic { span.italic = partFont.isItalic }
        if partFont.design != font.design { span.design = partFont.design.model }
        if partFont.monospacedDigits != font.monospacedDigits { span.monospacedDigits = partFont.monospacedDigits }
        if partColor != color { span.color = partColor }
        let resolve = { (color: Color?) in color.map { $0._resolvePaint(in: environment.withoutForeground).color } }
        // A text's own decoration wins over the one a view set around it (`.underline()` on a button's label).
        if let underline = style.underline ?? environment.textUnderline {
            span.underline = TextDecoration(color: resolve(underline))
        }
        if let strikethrough = style.strikethrough ?? environment.textStrikethrough {
            span.strikethrough = TextDecoration(color: resolve(strikethrough))
        }
        // Tracking wins over kerning (Apple: "If you add both, tracking takes precedence"); kerning is drawn as
        // tracking (docs/rendering.md, "Styled text").
        // A text's own tracking or kerning wins over the one a view set around it (`.tracking(_:)` on a stack).
        if let tracking = style.tracking ?? style.kerning ?? environment.textTracking ?? environment.textKerning {
            span.tracking = Double(tracking)
        }
        if let offset = style.baselineOffset { span.baselineOffset = Double(offset) }
        return span == TextSpan(range) ? nil : span
    }

    static func font(_ style: TextSegmentStyle, base: Font, environment: EnvironmentValues) -> ResolvedFont {
        // The text's font, then the traits a view set around it (`.fontWeight`, `.italic()`…), then the text's own.
        var font = style.font ?? base
        if let weight = environment.fontWeight { font = font.weight(weight) }
        if let weight = style.weight { font = font.weight(weight) }
        if style.isItalic ?? environment.isItalic { font = font.italic() }
        if let design = style.design ?? environment.fontDesign { font.design = design }
        if style.monospacedDigits ?? environment.monospacedDigits { font = font.monospacedDigit() }
        return font.resolved(environment.dynamicTypeSize)
    }
}
