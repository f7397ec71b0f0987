import CellshotGraphics

/// How one text of a cell looks, like `UIListContentConfiguration.TextProperties`.
///
/// Every property is optional: `nil` keeps the cell style's default (for example
/// `body` and `label` for a cell's text). State overrides merge property by property.
///
/// ```json
/// "textProperties": { "font": "headline", "color": "systemRed", "numberOfLines": 1, "transform": "uppercase" }
/// ```
public struct TextProperties: Hashable, Sendable {
    /// The font: a text style, or a fixed size and weight.
    public var font: FontReference?
    /// The text colour.
    public var color: ColorReference?
    /// Horizontal alignment.
    public var alignment: TextAlignment?
    /// The most lines; 0 for no limit.
    public var numberOfLines: Int?
    /// How lines wrap and where text is cut.
    public var lineBreakMode: LineBreakMode?
    /// How the letters are changed before the text is measured (grouped headers: capitals).
    public var transform: TextTransform?
    /// How the colour is changed as it is used (`colorTransformer`), whether it is the style's or ``color``.
    public var colorTransformer: ColorTransformer?
    /// The direction paragraphs are written in (`NSParagraphStyle.baseWritingDirection`): `natural` (each
    /// paragraph's first strong character decides, UIKit's default), `leftToRight` or `rightToLeft`.
    public var writingDirection: WritingDirection?

    /// Creates text properties; `nil` keeps the style's default.
    /// - Parameters:
    ///   - font: the font.
    ///   - color: the text colour.
    ///   - alignment: horizontal alignment.
    ///   - numberOfLines: the most lines, 0 for no limit.
    ///   - lineBreakMode: wrapping and truncation.
    ///   - transform: capitals, small letters or capitalized words.
    ///   - colorTransformer: how the colour is changed as it is used.
    ///   - writingDirection: the paragraphs' direction: natural (from the text) or forced.
    public init(font: FontReference? = nil, color: ColorReference? = nil, alignment: TextAlignment? = nil,
                numberOfLines: Int? = nil, lineBreakMode: LineBreakMode? = nil, transform: TextTransform? = nil,
                colorTransformer: ColorTransformer? = nil, writingDirection: WritingDirection? = nil) {
        self.writingDirection = writingDirection
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.transform = transform
        self.colorTransformer = colorTransformer
    }

    /// These properties with every property `overrides` sets replaced.
    /// - Parameter overrides: the properties to apply on top.
    public func applying(_ overrides: TextProperties) -> TextProperties {
        TextProperties(font: overrides.font ?? font, color: overrides.color ?? color,
                       alignment: overrides.alignment ?? alignment,
                       numberOfLines: overrides.numberOfLines ?? numberOfLines,
                       lineBreakMode: overrides.lineBreakMode ?? lineBreakMode,
                       transform: overrides.transform ?? transform,
                       colorTransformer: overrides.colorTransformer ?? colorTransformer,
                       writingDirection: overrides.writingDirection ?? writingDirection)
    }

    /// Reads a text properties object.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "text properties",
                                      keys: ["font", "color", "alignment", "numberOfLines", "lineBreakMode",
                                             "transform", "colorTransformer", "writingDirection"])
        let limit = DocumentLimits.maximumNumberOfLines
        self.init(
            font: try object.decode("font") { (value, path) throws(DocumentError) in try FontReference(json: value, at: path) },
            color: try object.color("color"),
            alignment: try object.name("alignment"),
            numberOfLines: try object.decode("numberOfLines") { (value, path) throws(DocumentError) in
                try value.integer(at: path, expected: "a number of lines (a whole number from 0 to \(limit); 0 for no limit)",
                                  in: 0...limit)
            },
            lineBreakMode: try object.name("lineBreakMode"),
            transform: try object.name("transform"),
            colorTransformer: try object.decode("colorTransformer") { (value, path) throws(DocumentError) in
                try ColorTransformer(json: value, at: path)
            },
            writingDirection: try object.name("writingDirection"))
    }
}
