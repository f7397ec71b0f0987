import CellshotGraphics

/// How a cell's image looks, like `UIListContentConfiguration.ImageProperties`.
///
/// Every property is optional: `nil` keeps the cell style's default.
///
/// ```json
/// "imageProperties": { "tintColor": "systemOrange", "cornerRadius": 6, "maximumSize": { "width": 29, "height": 29 } }
/// "imageProperties": { "tintColorTransformer": "grayscale" }
/// ```
public struct ImageProperties: Hashable, Sendable {
    /// The colour symbol images are drawn in.
    public var tintColor: ColorReference?
    /// The radius of the image's rounded corners in points.
    public var cornerRadius: Double?
    /// The largest size the image is drawn at; 0 in a dimension means no limit.
    public var maximumSize: Size?
    /// The space kept for the image whatever its size, so that texts line up.
    public var reservedLayoutSize: Size?
    /// How the tint is changed as it is used (`tintColorTransformer`): symbols only, as UIKit tints
    /// template images only.
    public var tintColorTransformer: ColorTransformer?
    /// The weight, scale and point size a symbol image is drawn with, read from the image's
    /// `"symbol": { … }` object form (not a key of `imageProperties`).
    public var symbolStyle: SymbolStyle?

    /// Creates image properties; `nil` keeps the style's default.
    /// - Parameters:
    ///   - tintColor: the tint of symbol images.
    ///   - cornerRadius: the corner radius in points.
    ///   - maximumSize: the largest size.
    ///   - reservedLayoutSize: the space kept for the image.
    ///   - tintColorTransformer: how the tint is changed as it is used.
    public init(tintColor: ColorReference? = nil, cornerRadius: Double? = nil, maximumSize: Size? = nil,
                reservedLayoutSize: Size? = nil, tintColorTransformer: ColorTransformer? = nil) {
        self.tintColor = tintColor
        self.cornerRadius = cornerRadius
        self.maximumSize = maximumSize
        self.reservedLayoutSize = reservedLayoutSize
        self.tintColorTransformer = tintColorTransformer
    }

    /// These properties with every property `overrides` sets replaced.
    /// - Parameter overrides: the properties to apply on top.
    public func applying(_ overrides: ImageProperties) -> ImageProperties {
        var applied = ImageProperties(tintColor: overrides.tintColor ?? tintColor, cornerRadius: overrides.cornerRadius ?? cornerRadius,
                        maximumSize: overrides.maximumSize ?? maximumSize,
                        reservedLayoutSize: overrides.reservedLayoutSize ?? reservedLayoutSize,
                        tintColorTransformer: overrides.tintColorTransformer ?? tintColorTransformer)
        applied.symbolStyle = overrides.symbolStyle ?? symbolStyle
        return applied
    }

    /// Reads an image properties object.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "image properties",
                                      keys: ["tintColor", "cornerRadius", "maximumSize", "reservedLayoutSize",
                                             "tintColorTransformer"])
        self.init(
            tintColor: try object.color("tintColor"),
            cornerRadius: try object.length("cornerRadius", noun: "a corner radius"),
            maximumSize: try object.decode("maximumSize") { (value, path) throws(DocumentError) in
                try Size(json: value, at: path, expected: "a maximum size")
            },
            reservedLayoutSize: try object.decode("reservedLayoutSize") { (value, path) throws(DocumentError) in
                try Size(json: value, at: path, expected: "a reserved layout size")
            },
            tintColorTransformer: try object.decode("tintColorTransformer") { (value, path) throws(DocumentError) in
                try ColorTransformer(json: value, at: path)
            })
    }
}
