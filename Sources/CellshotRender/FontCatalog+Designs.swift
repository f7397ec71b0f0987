import CellshotGraphics

extension FontCatalog {
    /// New York's stand-in, the `serif` design (Debian's fonts-noto-core: regular, bold and their italics).
    public static let serifFamily = "Noto Serif"
    /// SF Mono's stand-in, the `monospaced` design (Debian's fonts-dejavu-core: regular and bold; italic
    /// is the upright face slanted).
    public static let monospacedFamily = "DejaVu Sans Mono"

    /// The families text of a design asks for at a size, in fallback order: the design's own family, then
    /// those of the default design (``familyList(forPointSize:)``), so that a character the design's font
    /// lacks is set as default text sets it (Korean, Arabic, Hebrew, emoji), as iOS falls back from New York
    /// and SF Mono to the system's fonts.
    ///
    /// ```swift
    /// catalog.familyList(for: .monospaced, pointSize: 17)   // "DejaVu Sans Mono,Inter,Noto Sans CJK KR,…"
    /// ```
    public func familyList(for design: FontDesign, pointSize size: Double) -> String {
        switch design {
        case .default, .rounded: familyList(forPointSize: size)
        case .serif: Self.serifFamily + "," + familyList(forPointSize: size)
        case .monospaced: Self.monospacedFamily + "," + familyList(forPointSize: size)
        }
    }

    /// Whether text of `design` is drawn in another design's fonts because the font set has none of its own:
    /// `rounded` (SF Pro Rounded) is drawn as `default`, in Inter. Debian's rounded fonts (Quicksand, Comfortaa,
    /// Dosis, Eurofurence) are geometric or condensed display faces whose widths are far from SF Pro Rounded's,
    /// which keeps SF Pro's; Inter keeps the widths, and so the layout, nearest to iOS. A front end warns when
    /// a design it draws is substituted, so the difference is never silent.
    ///
    /// ```swift
    /// if catalog.isSubstituted(.rounded) { warnings.append("Font.Design.rounded is drawn with the default design") }
    /// ```
    public func isSubstituted(_ design: FontDesign) -> Bool {
        design == .rounded
    }

    /// The families a character asked for in text presentation (followed by U+FE0E) is set in, in text of a
    /// design: the text families of ``familyList(for:pointSize:)``, then the symbol fonts
    /// (``textPresentationFamilyList(forPointSize:)`` for the default design).
    public func textPresentationFamilyList(for design: FontDesign, pointSize size: Double) -> String {
        familyList(for: design, pointSize: size).split(separator: ",").filter { $0 != Self.emojiFamily }.joined(separator: ",")
            + "," + Self.symbolFamilies
    }
}
