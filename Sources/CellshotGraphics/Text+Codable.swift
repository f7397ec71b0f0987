// JSON of fonts and text attributes: the properties styled text added (italic, design, tabular digits, spans,
// line spacing, tracking) are written only when they are not their defaults, and read as their defaults when
// absent, so the display lists and layouts of plain text encode to the same bytes as before they existed.

extension FontDescriptor: Codable {
    private enum CodingKeys: String, CodingKey {
        case size, weight, lineHeight, italic, design, monospacedDigits
    }

    /// Reads a font; `italic`, `design` and `monospacedDigits` default to upright, `default` and `false`.
    /// - Throws: `DecodingError` when `size` or `weight` is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(size: try container.decode(Double.self, forKey: .size),
                  weight: try container.decode(FontWeight.self, forKey: .weight),
                  lineHeight: try container.decodeIfPresent(Double.self, forKey: .lineHeight),
                  italic: try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false,
                  design: try container.decodeIfPresent(FontDesign.self, forKey: .design) ?? .default,
                  monospacedDigits: try container.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false)
    }

    /// Writes the font, leaving out the properties that have their default values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        try container.encodeIfPresent(lineHeight, forKey: .lineHeight)
        if italic { try container.encode(italic, forKey: .italic) }
        if design != .default { try container.encode(design, forKey: .design) }
        if monospacedDigits { try container.encode(monospacedDigits, forKey: .monospacedDigits) }
    }
}

extension TextAttributes: Codable {
    private enum CodingKeys: String, CodingKey {
        case font, numberOfLines, lineBreakMode, alignment, direction, writingDirection, spans, lineSpacing, tracking
    }

    /// Reads text attributes; `spans`, `lineSpacing` and `tracking` default to none.
    /// - Throws: `DecodingError` when a property of plain text is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(font: try container.decode(FontDescriptor.self, forKey: .font),
                  numberOfLines: try container.decode(Int.self, forKey: .numberOfLines),
                  lineBreakMode: try container.decode(LineBreakMode.self, forKey: .lineBreakMode),
                  alignment: try container.decode(TextAlignment.self, forKey: .alignment),
                  direction: try container.decode(LayoutDirection.self, forKey: .direction),
                  writingDirection: try container.decode(WritingDirection.self, forKey: .writingDirection),
                  spans: try container.decodeIfPresent([TextSpan].self, forKey: .spans) ?? [],
                  lineSpacing: try container.decodeIfPresent(Double.self, forKey: .lineSpacing) ?? 0,
                  tracking: try container.decodeIfPresent(Double.self, forKey: .tracking) ?? 0)
    }

    /// Writes the attributes, leaving out the properties that have their default values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(font, forKey: .font)
        try container.encode(numberOfLines, forKey: .numberOfLines)
        try container.encode(lineBreakMode, forKey: .lineBreakMode)
        try container.encode(alignment, forKey: .alignment)
        try container.encode(direction, forKey: .direction)
        try container.encode(writingDirection, forKey: .writingDirection)
        if !spans.isEmpty { try container.encode(spans, forKey: .spans) }
        if lineSpacing != 0 { try container.encode(lineSpacing, forKey: .lineSpacing) }
        if tracking != 0 { try container.encode(tracking, forKey: .tracking) }
    }
}
