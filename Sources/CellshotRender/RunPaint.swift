import CCairo
import CellshotGraphics

/// The colour Pango's cairo renderer paints one part of a run in — its letters, underline or strikethrough —
/// kept so that ``CairoPainter`` paints a run of ``ShapedText`` in the same colour: Pango's 16-bit colour of the
/// part and its 16-bit alpha, each unset when no attribute sets it (the text run's own colour shows through).
/// Plain numbers, so that a run is copied without reference counting.
struct RunPaint: Hashable, Sendable {
    /// Red, green and blue in 0…65535, when ``hasColor``.
    let red: UInt16, green: UInt16, blue: UInt16
    /// Whether an attribute gives the part its colour; otherwise the text run's colour is used.
    let hasColor: Bool
    /// The opacity in 1…65535; 0 when no attribute sets it (the text run's, or opaque with ``hasColor``).
    let alpha: UInt16

    /// A part no attribute colours: drawn in the text run's colour.
    static let inherited = RunPaint(nil, alpha: 0)

    /// Whether no attribute colours the part.
    var isInherited: Bool { !hasColor && alpha == 0 }

    /// The paint of a Pango colour (`nil`: none) and alpha (0: none).
    init(_ color: PangoColor?, alpha: UInt16) {
        (red, green, blue) = color.map { ($0.red, $0.green, $0.blue) } ?? (0, 0, 0)
        hasColor = color != nil
        self.alpha = alpha
    }

    /// The colour drawn over a text run of colour `text`, as pangocairo's `set_color` picks it: the part's colour,
    /// opaque, or the run's; then the part's alpha, if it has one.
    func color(over text: Color) -> Color {
        let unit = 65535.0
        var color = hasColor ? Color(red: Double(red) / unit, green: Double(green) / unit, blue: Double(blue) / unit) : text
        if alpha != 0 { color.alpha = Double(alpha) / unit }
        return color
    }
}
