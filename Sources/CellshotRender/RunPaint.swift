import CCairo
import CellshotGraphics

/// The colour Pango's cairo renderer paints one part of a run in — its letters, underline or strikethrough —
/// kept so that ``CairoPainter`` paints a run of ``ShapedText`` in the same colour: Pango's 16-bit colour of the
/// part and its 16-bit alpha, each `nil` when no attribute sets it (the text run's own colour shows through).
struct RunPaint: Hashable, Sendable {
    /// Red, green and blue in 0…65535; `nil` for the text run's colour.
    let rgb: [UInt16]?
    /// The opacity in 1…65535; `nil` for the text run's, or opaque when ``rgb`` is set.
    let alpha: UInt16?

    /// A part no attribute colours: drawn in the text run's colour.
    static let inherited = RunPaint(rgb: nil, alpha: nil)

    init(rgb: [UInt16]?, alpha: UInt16?) {
        self.rgb = rgb
        self.alpha = alpha == 0 ? nil : alpha
    }

    /// The paint of a Pango colour (`nil`: none) and alpha (0: none).
    init(_ color: PangoColor?, alpha: UInt16) {
        self.init(rgb: color.map { [$0.red, $0.green, $0.blue] }, alpha: alpha)
    }

    /// The colour drawn over a text run of colour `text`, as pangocairo's `set_color` picks it: the part's colour,
    /// opaque, or the run's; then the part's alpha, if it has one.
    func color(over text: Color) -> Color {
        let unit = 65535.0
        var color = rgb.map { Color(red: Double($0[0]) / unit, green: Double($0[1]) / unit, blue: Double($0[2]) / unit) } ?? text
        if let alpha { color.alpha = Double(alpha) / unit }
        return color
    }
}
