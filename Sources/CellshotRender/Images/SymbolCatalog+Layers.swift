import CellshotGraphics

extension SymbolCatalog.Enclosure {
    /// Whether the enclosure is a layer of its own, drawn apart from the glyph in hierarchical and palette
    /// rendering (SF Symbols' `pencil.circle.fill`: the circle is the secondary layer, the pencil the primary).
    /// A slash is drawn with its glyph, as one layer.
    public var isSecondaryLayer: Bool {
        switch self {
        case .circle, .circleFill, .square, .squareFill: true
        case .slash, .badgePlus, .badgeMinus, .badgeCheckmark: false
        }
    }
}

extension ImageCache {
    /// How many layers a symbol's stand-in has for hierarchical and palette rendering: 2 for a glyph built in
    /// an enclosure (the enclosure is the secondary layer), else 1 (the stand-ins, and the team's exports as
    /// cellshot draws them, are one shape). 1 for files and unknown names.
    public func symbolLayerCount(of reference: ImageReference) -> Int {
        enclosure(of: reference)?.isSecondaryLayer == true ? 2 : 1
    }
}
