import CellshotRender

/// What every render shares and is costly to set up: the private font set (about 30 ms),
/// the Pango text measurer, the painter and its image cache.
///
/// Make one per task and reuse it for many documents; it is not thread-safe.
///
/// ```swift
/// let environment = try RenderEnvironment()
/// let renderer = try ListRenderer(document: document, environment: environment)
/// ```
public final class RenderEnvironment {
    /// The fonts text is set in.
    public let fonts: FontCatalog
    /// Measures text for layout.
    public let measurer: PangoTextMeasurer
    /// Draws display lists; owns the image cache.
    public let painter: CairoPainter

    /// Sets up the private font set and the symbol table.
    /// - Parameter symbolTablePath: the SF Symbol name table; ``SymbolCatalog/defaultTablePath`` unless given.
    /// - Throws: ``CellshotError/render(_:)`` when a font file is missing (run scripts/setup.sh).
    public init(symbolTablePath: String = SymbolCatalog.defaultTablePath) throws(CellshotError) {
        do {
            fonts = try FontCatalog()
        } catch {
            throw .render(error)
        }
        measurer = PangoTextMeasurer(catalog: fonts)
        painter = CairoPainter(measurer: measurer, images: ImageCache(symbolTablePath: symbolTablePath))
    }
}
