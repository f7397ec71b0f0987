import CellshotGraphics

/// The environment a list is drawn in, like the parts of `UITraitCollection` that change a cell's look.
///
/// ```json
/// "traits": { "style": "dark", "contentSize": "extraLarge", "direction": "rtl" }
/// ```
public struct Traits: Hashable, Sendable {
    /// Light or dark; light by default.
    public var style: UserInterfaceStyle
    /// The Dynamic Type size; ``ContentSizeCategory/large`` by default.
    public var contentSize: ContentSizeCategory
    /// The reading direction; left to right by default.
    public var direction: LayoutDirection

    /// Creates traits; the defaults are an iPhone's out of the box.
    /// - Parameters:
    ///   - style: light or dark.
    ///   - contentSize: the Dynamic Type size.
    ///   - direction: the reading direction.
    public init(style: UserInterfaceStyle = .light, contentSize: ContentSizeCategory = .large,
                direction: LayoutDirection = .leftToRight) {
        self.style = style
        self.contentSize = contentSize
        self.direction = direction
    }

    /// Reads a `traits` object.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "traits", keys: ["style", "contentSize", "direction"])
        self.init(style: try object.name("style") ?? .light,
                  contentSize: try object.name("contentSize") ?? .large,
                  direction: try object.name("direction") ?? .leftToRight)
    }
}

extension LayoutDirection: DocumentName {
    static var knownValues: [LayoutDirection] { [.leftToRight, .rightToLeft] }
    static var nameDescription: String { "a layout direction" }
    static var aliases: [String: LayoutDirection] { ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft] }
}
