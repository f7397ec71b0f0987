import CellshotGraphics
import CellshotModel

/// What `Benchmarks/ListBench` needs to measure template reuse on the real cell templates: a
/// renderer that lays out with another text measurer (a memo of measured sizes, so that the
/// constraint work is timed without Pango) and one that builds a new constraint system for every
/// row instead of re-solving its template's. Not part of the API: `@_spi(Benchmarks) import Cellshot`.
extension ListRenderer {
    /// Prepares a document whose layout measures text with `layoutMeasurer` (drawing still uses the
    /// environment's). Only sizes change layout, so a measurer that gives Pango's sizes gives the same frames.
    @_spi(Benchmarks)
    public convenience init(document: ListDocument, options: RenderOptions = RenderOptions(),
                            environment: RenderEnvironment, layoutMeasurer: any TextMeasuring) throws(CellshotError) {
        try self.init(document: document, file: "", options: options, environment: environment,
                      layoutMeasurer: layoutMeasurer)
    }

    /// Whether every row, header and footer builds its constraint system anew instead of re-solving
    /// its template's: what a list without cell reuse would do. The frames are the same.
    @_spi(Benchmarks)
    public var rebuildsTemplatesForEveryRow: Bool {
        get { layouter.rebuildsTemplatesForEveryRow }
        set { layouter.rebuildsTemplatesForEveryRow = newValue }
    }
}
