import CellshotGraphics

/// How a symbol image is drawn beyond its name (`UIImage.SymbolConfiguration`), written as the object form of
/// an image's `"symbol"`:
///
/// ```json
/// "image": { "symbol": { "name": "wifi", "weight": "semibold", "scale": "large", "pointSize": 20 } }
/// "image": { "symbol": { "name": "xmark.circle.fill", "renderingMode": "palette", "paletteColors": ["white", "systemRed"] } }
/// ```
/// The point size, scale and weight are drawn (a weight by growing or eroding the stand-in's outline); the
/// rendering modes where the glyph has layers (see docs/symbols.md). `"symbol": "wifi"` stays the short form
/// with nothing set.
public struct SymbolStyle: Hashable, Sendable {
    /// A symbol's stroke weight (`UIImage.SymbolWeight`).
    public enum Weight: String, CaseIterable, Sendable, DocumentName {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        static var knownValues: [Weight] { allCases }
        static var nameDescription: String { "a symbol weight" }

        /// The font weight of the same name, which the symbol's strokes match.
        public var fontWeight: FontWeight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to its text (`UIImage.SymbolScale`); its factor is in
    /// `ListContentMetrics.symbolScaleFactor(_:)`.
    public enum Scale: String, CaseIterable, Sendable, DocumentName {
        case small, medium, large
        static var knownValues: [Scale] { allCases }
        static var nameDescription: String { "a symbol scale" }
    }

    /// How a symbol's layers are coloured (`UIImage.SymbolConfiguration`'s colour configurations).
    public enum RenderingMode: String, CaseIterable, Sendable, DocumentName {
        /// Every layer in the tint (the default).
        case monochrome
        /// The primary layer in the tint, the others in the tint at a lower opacity.
        case hierarchical
        /// Each layer in its colour of ``SymbolStyle/paletteColors``.
        case palette
        /// The symbol's own colours; not drawn (the stand-ins have none): drawn monochrome with a warning.
        case multicolor
        static var knownValues: [RenderingMode] { allCases }
        static var nameDescription: String { "a symbol rendering mode" }
    }

    /// The weight; `nil` for the weight of the text the symbol stands beside (regular without text).
    public var weight: Weight?
    /// The scale; `nil` for medium.
    public var scale: Scale?
    /// The point size of the text the symbol matches; `nil` for the text it stands beside.
    public var pointSize: Double?
    /// How the layers are coloured; `nil` for monochrome (or palette, when ``paletteColors`` are given).
    public var renderingMode: RenderingMode?
    /// The colours of the layers in palette rendering, primary first; `nil` unless palette.
    public var paletteColors: [ColorReference]?

    /// Creates a style; `nil` keeps the default.
    /// - Parameters:
    ///   - weight: the weight.
    ///   - scale: the scale.
    ///   - pointSize: the point size.
    ///   - renderingMode: how the layers are coloured.
    ///   - paletteColors: the layers' colours in palette rendering.
    public init(weight: Weight? = nil, scale: Scale? = nil, pointSize: Double? = nil,
                renderingMode: RenderingMode? = nil, paletteColors: [ColorReference]? = nil) {
        self.weight = weight
        self.scale = scale
        self.pointSize = pointSize
        self.renderingMode = renderingMode
        self.paletteColors = paletteColors
    }

    /// The rendering mode drawn: the one written, palette when only colours are.
    public var effectiveRenderingMode: RenderingMode {
        renderingMode ?? (paletteColors == nil ? .monochrome : .palette)
    }

    /// The point size the symbol is drawn at: ``pointSize`` (or `textSize`) times the scale's factor.
    package func drawnPointSize(textSize: Double) -> Double {
        (pointSize ?? textSize) * ListContentMetrics.symbolScaleFactor(scale ?? .medium)
    }

    /// The keys of the object form.
    static let keys = ["name", "weight", "scale", "pointSize", "renderingMode", "paletteColors"]

    /// Reads the style of an image's object form; `nil` for a file or `"symbol": name`.
    /// - Throws: ``DocumentError`` for an unknown key, weight or scale, or a point size that is not a length.
    init?(image value: JSONValue, at path: JSONPath) throws(DocumentError) {
        guard case .object(let members) = value,
              let symbol = members.first(where: { $0.key == "symbol" })?.value, case .object = symbol else { return nil }
        let object = try ObjectReader(symbol, at: path.appending(key: "symbol"), expected: "a symbol", keys: Self.keys)
        let pointSize = try object.decode("pointSize") { (value, path) throws(DocumentError) in try Self.pointSize(value, at: path) }
        try self.init(members: object, pointSize: pointSize)
    }

    /// A symbol's point size, as a font's: greater than 0 and at most ``DocumentLimits/maximumFontSize``, one range
    /// for every value out of it (0 and -1 alike), in a symbol object and a template's image or button.
    static func pointSize(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Double {
        try value.number(at: path, expected: "a symbol point size greater than 0 and at most "
                             + "\(JSONText.number(DocumentLimits.maximumFontSize)) points") {
            $0 > 0 && $0 <= DocumentLimits.maximumFontSize
        }
    }

    /// Reads the keys of a symbol object (or of a template image view) besides its name.
    private init(members object: some MemberReading, pointSize: Double?) throws(DocumentError) {
        self.init(weight: try object.name("weight"), scale: try object.name("scale"), pointSize: pointSize,
                  renderingMode: try object.name("renderingMode"),
                  paletteColors: try object.decode("paletteColors") { (value, path) throws(DocumentError) in
                      let elements = try value.array(at: path, expected: "palette colours (an array of 1 to 3 colours)")
                      guard (1...3).contains(elements.count) else {
                          throw DocumentError(.invalidValue, path: path,
                                              message: "expected 1 to 3 palette colours, found \(elements.count)")
                      }
                      var colors: [ColorReference] = []
                      for (index, element) in elements.enumerated() {
                          colors.append(try ColorReference(json: element, at: path.appending(index: index)))
                      }
                      return colors
                  })
        // Colours for another mode would be dropped silently, and a palette without colours has nothing to draw.
        if paletteColors != nil, let renderingMode, renderingMode != .palette {
            throw DocumentError(.invalidValue, path: object.path("paletteColors"),
                                message: "expected no palette colours with rendering mode \"\(renderingMode.rawValue)\"",
                                hint: "palette colours are drawn by the \"palette\" rendering mode")
        }
        if renderingMode == .palette, paletteColors == nil {
            throw DocumentError(.invalidValue, path: object.path("renderingMode"),
                                message: "expected \"paletteColors\" beside rendering mode \"palette\"",
                                hint: "the palette rendering mode draws each layer in its colour of paletteColors")
        }
    }

    /// Reads a template image view's `weight`, `renderingMode` and `paletteColors`; `nil` when it sets none.
    /// - Throws: ``DocumentError`` as the object form.
    init?(templateImage object: some MemberReading) throws(DocumentError) {
        guard ["weight", "renderingMode", "paletteColors"].contains(where: object.contains) else { return nil }
        try self.init(members: object, pointSize: nil)
    }
}
