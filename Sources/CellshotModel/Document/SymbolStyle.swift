/// How a symbol image is drawn beyond its name (`UIImage.SymbolConfiguration`), written as the object form of
/// an image's `"symbol"`:
///
/// ```json
/// "image": { "symbol": { "name": "wifi", "weight": "semibold", "scale": "large", "pointSize": 20 } }
/// ```
/// The point size and scale are drawn; a weight other than regular is warned about (the stand-in glyphs have
/// one weight). `"symbol": "wifi"` stays the short form with nothing set.
public struct SymbolStyle: Hashable, Sendable {
    /// A symbol's stroke weight (`UIImage.SymbolWeight`).
    public enum Weight: String, CaseIterable, Sendable, DocumentName {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        static var knownValues: [Weight] { allCases }
        static var nameDescription: String { "a symbol weight" }
    }

    /// A symbol's size relative to its text (`UIImage.SymbolScale`); its factor is in
    /// `ListContentMetrics.symbolScaleFactor(_:)`.
    public enum Scale: String, CaseIterable, Sendable, DocumentName {
        case small, medium, large
        static var knownValues: [Scale] { allCases }
        static var nameDescription: String { "a symbol scale" }
    }

    /// The weight; `nil` for regular.
    public var weight: Weight?
    /// The scale; `nil` for medium.
    public var scale: Scale?
    /// The point size of the text the symbol matches; `nil` for the text it stands beside.
    public var pointSize: Double?

    /// Creates a style; `nil` keeps the default.
    /// - Parameters:
    ///   - weight: the weight.
    ///   - scale: the scale.
    ///   - pointSize: the point size.
    public init(weight: Weight? = nil, scale: Scale? = nil, pointSize: Double? = nil) {
        self.weight = weight
        self.scale = scale
        self.pointSize = pointSize
    }

    /// The point size the symbol is drawn at: ``pointSize`` (or `textSize`) times the scale's factor.
    package func drawnPointSize(textSize: Double) -> Double {
        (pointSize ?? textSize) * ListContentMetrics.symbolScaleFactor(scale ?? .medium)
    }

    /// The keys of the object form.
    static let keys = ["name", "weight", "scale", "pointSize"]

    /// Reads the style of an image's object form; `nil` for a file or `"symbol": name`.
    /// - Throws: ``DocumentError`` for an unknown key, weight or scale, or a point size that is not a length.
    init?(image value: JSONValue, at path: JSONPath) throws(DocumentError) {
        guard case .object(let members) = value,
              let symbol = members.first(where: { $0.key == "symbol" })?.value, case .object = symbol else { return nil }
        let object = try ObjectReader(symbol, at: path.appending(key: "symbol"), expected: "a symbol", keys: Self.keys)
        self.init(weight: try object.name("weight"), scale: try object.name("scale"),
                  pointSize: try object.decode("pointSize") { (value, path) throws(DocumentError) in
                      let points = try value.length(at: path, noun: "a point size")
                      // A length is never negative: the only value left to refuse is 0.
                      guard points > 0 else {
                          throw DocumentError(.invalidValue, path: path,
                                              message: "expected a point size greater than 0, found 0")
                      }
                      return points
                  })
    }
}
