import CellshotGraphics

/// How a cell's background looks, like `UIBackgroundConfiguration`.
///
/// Every property is optional: `nil` keeps the list appearance's default
/// (`listPlainCell()`, `listGroupedCell()`). State overrides merge property by property.
///
/// ```json
/// "background": { "backgroundColor": "systemYellow", "cornerRadius": 12, "strokeColor": "separator", "strokeWidth": 1 }
/// "background": { "color": "tintColor", "colorTransformer": { "alpha": 0.3 } }
/// ```
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill colour.
    public var backgroundColor: ColorReference?
    /// The radius of the rounded corners in points.
    public var cornerRadius: Double?
    /// The outline colour.
    public var strokeColor: ColorReference?
    /// The outline width in points.
    public var strokeWidth: Double?
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets: DirectionalEdgeInsets?
    /// How the fill colour is changed as it is used (`backgroundColorTransformer`).
    public var colorTransformer: ColorTransformer?

    /// Creates a background configuration; `nil` keeps the appearance's default.
    /// - Parameters:
    ///   - backgroundColor: the fill colour.
    ///   - cornerRadius: the corner radius in points.
    ///   - strokeColor: the outline colour.
    ///   - strokeWidth: the outline width in points.
    ///   - backgroundInsets: the insets from the cell's edges.
    ///   - colorTransformer: how the fill colour is changed as it is used.
    public init(backgroundColor: ColorReference? = nil, cornerRadius: Double? = nil, strokeColor: ColorReference? = nil,
                strokeWidth: Double? = nil, backgroundInsets: DirectionalEdgeInsets? = nil,
                colorTransformer: ColorTransformer? = nil) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.backgroundInsets = backgroundInsets
        self.colorTransformer = colorTransformer
    }

    /// This configuration with every property `overrides` sets replaced.
    /// - Parameter overrides: the properties to apply on top.
    public func applying(_ overrides: BackgroundConfiguration) -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: overrides.backgroundColor ?? backgroundColor,
                                cornerRadius: overrides.cornerRadius ?? cornerRadius,
                                strokeColor: overrides.strokeColor ?? strokeColor,
                                strokeWidth: overrides.strokeWidth ?? strokeWidth,
                                backgroundInsets: overrides.backgroundInsets ?? backgroundInsets,
                                colorTransformer: overrides.colorTransformer ?? colorTransformer)
    }

    /// The keys of a background; `color` and `backgroundColorTransformer` are aliases (the DESIGN
    /// document writes `color`, UIKit names the transformer `backgroundColorTransformer`).
    static let keys = ["backgroundColor", "color", "colorTransformer", "backgroundColorTransformer", "cornerRadius",
                       "strokeColor", "strokeWidth", "backgroundInsets"]

    /// Reads a background object.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        try self.init(members: try ObjectReader(value, at: path, expected: "a background", keys: Self.keys))
    }

    /// Reads the members of an already checked background object (a row's, or a template's with placeholders).
    init(members object: some MemberReading) throws(DocumentError) {
        self.init(
            backgroundColor: try object.decode(oneOf: ["backgroundColor", "color"]) { (value, path) throws(DocumentError) in
                try ColorReference(json: value, at: path)
            },
            cornerRadius: try object.length("cornerRadius", noun: "a corner radius"),
            strokeColor: try object.color("strokeColor"),
            strokeWidth: try object.length("strokeWidth", noun: "a stroke width"),
            backgroundInsets: try object.decode("backgroundInsets") { (value, path) throws(DocumentError) in
                try DirectionalEdgeInsets(json: value, at: path, expected: "background insets")
            },
            colorTransformer: try object.decode(oneOf: ["colorTransformer", "backgroundColorTransformer"]) {
                (value, path) throws(DocumentError) in try ColorTransformer(json: value, at: path)
            })
    }
}
