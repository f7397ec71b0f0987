import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A view that shows one or more lines of read-only text (SwiftUI's `Text`).
///
/// A literal is a ``LocalizedStringKey``: its Markdown is drawn (bold, italic, code, strikethrough, links) and
/// its interpolations formatted. A `String` variable is drawn as it is. Texts join with `+`, each part keeping
/// its own font, weight and colour; modifiers on the whole apply where a part sets nothing of its own.
public struct Text: Equatable, Sendable {

    /// The parts, in order.
    var segments: [TextSegment]
    /// The keys the text was made from and the parts each made, looked up in the app's string catalogs when the
    /// text is drawn (in the environment's locale); none for a verbatim text.
    var localizations: [TextLocalization] = []

    /// A text drawn as it is, with no Markdown.
    public init(verbatim content: String) {
        segments = [TextSegment(content)]
    }

    /// A string drawn as it is, with no Markdown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [TextSegment(String(content))]
    }

    /// A localized string key: its Markdown drawn and its interpolations formatted. When drawn, the key is looked
    /// up in the app's string catalogs (`Localizable.xcstrings`: ``CellshotUIKit/stringCatalogs``, and those the
    /// CellshotSources plugin found) in the environment's locale, as iOS translates it; a key no catalog has is
    /// drawn as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
        localizations = [TextLocalization(key: key, tableName: tableName, range: 0..<key.segments.count)]
    }

    /// An attributed string's characters (its attributes are not drawn).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        segments = [TextSegment(String(attributedContent.characters))]
    }

    init(segments: [TextSegment], localizations: [TextLocalization] = []) {
        self.segments = segments
        self.localizations = localizations
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.segments == rhs.segments
    }

    /// Joins two texts into one, each part keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        let offset = lhs.segments.count
        return Text(segments: lhs.segments + rhs.segments,
                    localizations: lhs.localizations + rhs.localizations.map { $0.shifted(by: offset) })
    }

    /// The text's characters, as drawn.
    var plainText: String { segments.map(\.string).joined() }

    /// This text with `change` applied to the style of every part that has not set it.
    func styled(_ change: (inout TextSegmentStyle) -> Void) -> Text {
        Text(segments: segments.map { segment in
            var segment = segment
            change(&segment.outerStyle)
            return segment
        }, localizations: localizations)
    }

}

extension Text: View {
    public typealias Body = Never

    public static func _makeNodes(_ view: Text, _ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TextLeaf.node(for: view, inputs))
    }

    public static func _makeViewList(_ view: Text, _ inputs: _ViewInputs) -> [_ViewListElement] {
        let view = view.localized(in: inputs.environment)
        var element = _ViewListElement(kind: .view { Text._makeNodes(view, $0) }, inputs: inputs)
        let styled = view.segments.contains { $0.effectiveStyle != TextSegmentStyle() || $0.image != nil }
        element.plainText = styled ? nil : view.plainText
        return [element]
    }
}

/// A part of a text: its characters and its style.
struct TextSegment: Equatable, Sendable {
    var string: String
    /// What the part's own `Text` set (wins over everything).
    var style = TextSegmentStyle()
    /// What modifiers of the text it was joined into set (used where the part set nothing).
    var outerStyle = TextSegmentStyle()
    /// An image drawn inline (`Text("\(Image(systemName: "star")) 4.5")`); its string is U+FFFC.
    var image: Image?

    init(_ string: String, style: TextSegmentStyle = TextSegmentStyle(), image: Image? = nil) {
        self.string = string
        self.style = style
        self.image = image
    }

    /// The style in effect: the part's own, then the outer text's.
    var effectiveStyle: TextSegmentStyle { style.over(outerStyle) }
}

/// What a text modifier sets on a part; `nil` leaves it to the text around it or the environment.
struct TextSegmentStyle: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    var design: Font.Design?
    var monospacedDigits: Bool?
    var color: AnyShapeStyle?
    var underline: Color??
    var strikethrough: Color??
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var link: URL?

    /// This style, with `other`'s values where this has none.
    func over(_ other: TextSegmentStyle) -> TextSegmentStyle {
        TextSegmentStyle(font: font ?? other.font, weight: weight ?? other.weight, isItalic: isItalic ?? other.isItalic,
                         design: design ?? other.design, monospacedDigits: monospacedDigits ?? other.monospacedDigits,
                         color: color ?? other.color, underline: underline ?? other.underline,
                         strikethrough: strikethrough ?? other.strikethrough, kerning: kerning ?? other.kerning,
                         tracking: tracking ?? other.tracking, baselineOffset: baselineOffset ?? other.baselineOffset,
                         link: link ?? other.link)
    }
}

extension Text {
    /// The text in a font.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// The text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// The text in a design.
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italic.
    public func italic() -> Text { styled { $0.isItalic = true } }
    /// The text in italic, or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text with digits of one width.
    public func monospacedDigit() -> Text { styled { $0.monospacedDigits = true } }
    /// The text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color.map { AnyShapeStyle($0) } } }
    /// The text in a style (a colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { $0.color = AnyShapeStyle(style) }
    }
    /// The text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = isActive ? .some(color) : nil }
    }
    /// The text struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive ? .some(color) : nil }
    }
    /// The text with extra space between its characters.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// The text with extra space after each character.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }
    /// The text raised or lowered.
    public func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = offset } }
}
