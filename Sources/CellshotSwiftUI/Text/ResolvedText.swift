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
        let first = styles.first ?? TextSegmentStyle()
        font = ResolvedText.font(first, base: baseFont, environment: environment)
        color = first.color.map { $0._resolvePaint(in: environment.withoutForeground).color } ?? environment.foregroundColor
        var string = segments.map(\.string).joined()
        switch environment.textCase {
        case .uppercase?: string = string.uppercased(with: environment.locale)
        case .lowercase?: string = string.lowercased(with: environment.locale)
        case nil: break
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
        attributes = TextAttributes(font: font.descriptor, numberOfLines: max(0, lines), lineBreakMode: lineBreak,
                                    alignment: alignment,
                                    direction: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        minimumLines = minimum

        // What a single-style run cannot say yet is named, not dropped silently.
        if segments.contains(where: { $0.image != nil }) {
            warnings.append("an image inside a Text (\"\(text.plainText.prefix(40))\") is not drawn: its place holds U+FFFC")
        }
        if styles.dropFirst().contains(where: { $0 != first }) {
            warnings.append("a Text with parts of different styles (\"\(text.plainText.prefix(40))\": Markdown or Text + Text) "
                            + "is drawn in its first part's style")
        }
        for style in Set(styles.compactMap(ResolvedText.undrawnDecoration)) {
            warnings.append("\(style) on a Text (\"\(text.plainText.prefix(40))\") is not drawn")
        }
    }

    static func font(_ style: TextSegmentStyle, base: Font, environment: EnvironmentValues) -> ResolvedFont {
        var font = style.font ?? base
        if let weight = style.weight { font = font.weight(weight) }
        if style.isItalic == true { font = font.italic() }
        if let design = style.design { font.design = design }
        if style.monospacedDigits == true { font = font.monospacedDigit() }
        return font.resolved(environment.dynamicTypeSize)
    }

    private static func undrawnDecoration(_ style: TextSegmentStyle) -> String? {
        if style.underline != nil { return ".underline" }
        if style.strikethrough != nil { return ".strikethrough" }
        if style.kerning != nil { return ".kerning" }
        if style.tracking != nil { return ".tracking" }
        if style.baselineOffset != nil { return ".baselineOffset" }
        if style.isItalic == true { return ".italic" }
        if let design = style.design, design != .default { return ".fontDesign(.\(design))" }
        return nil
    }
}
