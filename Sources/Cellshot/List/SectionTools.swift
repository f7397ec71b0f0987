import CellshotGraphics
import CellshotModel
import CellshotRender

/// What lays out the sections of one list appearance: its geometry (``ListAppearance/geometry(width:look:)``)
/// and the cell resolvers and header layouter built on it. A list whose sections name appearances of their
/// own (``Section/appearance``) has one for each appearance it uses, made the first time a section asks.
struct SectionTools {
    /// The appearance the sections are laid out in.
    let appearance: ListAppearance
    /// The appearance's geometry, with the section's own `showsSeparators` applied.
    var geometry: ListGeometry
    /// Resolves list rows: the appearance's default cell style, background factory and margins.
    let resolver: CellResolver
    /// Resolves grid items: a plain `UICollectionViewCell`'s margins and no minimum height (``GridMetrics``).
    let gridResolver: CellResolver
    /// Lays out headers and footers in the appearance's styles.
    let headerFooters: HeaderFooterLayouter

    init(appearance: ListAppearance, document: ListDocument, measurer: any TextMeasuring,
         naturalSize: @escaping (ImageReference) throws(RenderError) -> Size) {
        self.appearance = appearance
        geometry = appearance.geometry(width: document.width, look: document.look)
        resolver = CellResolver(document: document, geometry: geometry, naturalSize: naturalSize, appearance: appearance)
        gridResolver = CellResolver(document: document, geometry: GridMetrics.cellGeometry(in: geometry),
                                    naturalSize: naturalSize, appearance: appearance)
        headerFooters = HeaderFooterLayouter(document: document, geometry: geometry, cells: resolver, measurer: measurer)
    }
}
