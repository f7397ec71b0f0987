import CellshotRender

/// What every render shares and is costly to set up: the private font set (about 30 ms),
/// the Pango text measurer, the painter and its image cache.
///
/// Make one per task and reuse it for many documents; it is not thread-safe. With `jobs` above one,
/// PNG output is painted and compressed on that many threads, each with a painter of its own Pango
/// objects (set up once, on first use) and all with one image cache: the bytes are the same for any
/// number of jobs, and each image file is decoded once.
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
    /// How many threads draw PNG output (at least 1).
    public let jobs: Int
    /// The team's fonts and SF Symbols exports, if any.
    public let team: TeamResources
    /// The other threads' painters: the same fontconfig set and image cache, their own Pango font maps and
    /// contexts (those are never shared between threads).
    private var helperPainters: [CairoPainter] = []

    /// Sets up the private font set and the symbol table.
    /// - Parameters:
    ///   - symbolTablePath: the SF Symbol name table (`--symbols`); the one built into the binary unless given.
    ///   - jobs: how many threads draw PNG output; 1 draws on the calling thread.
    ///   - team: the team's own fonts (with Apple's SF Pro Text and SF Pro Display, Latin text is set in them, as
    ///     on iOS, instead of Inter) and SF Symbols exports (drawn instead of the table's stand-ins).
    ///   - maximumImagePixels: the pixel budget of every image the renders read (`--max-image-pixels`):
    ///     64 megapixels unless given, at most ``ImageCache/largestMaximumPixels``.
    /// - Throws: ``CellshotError/render(_:)`` when a font file is missing (run scripts/setup.sh) or the team's
    ///   folder cannot be used.
    public init(symbolTablePath: String? = nil, jobs: Int = 1, team: TeamResources = TeamResources(),
                maximumImagePixels: Int = ImageCache.defaultMaximumPixels) throws(CellshotError) {
        self.jobs = max(1, jobs)
        do {
            fonts = try FontCatalog(teamFonts: team.fonts)
        } catch {
            throw .render(error)
        }
        measurer = PangoTextMeasurer(catalog: fonts)
        painter = CairoPainter(measurer: measurer, images: ImageCache(symbolTablePath: symbolTablePath ?? team.symbolTable,
                                                                      symbolExports: team.symbols,
                                                                      maximumPixels: maximumImagePixels))
        self.team = team
    }

    /// One painter per job: ``painter`` and the helpers (the same fonts, their own Pango objects), set up on
    /// first use.
    /// - Parameter limit: the most painters worth having (an image of one band needs one).
    func paintersForJobs(limit: Int) -> [CairoPainter] {
        let count = max(1, min(jobs, limit))
        while helperPainters.count < count - 1 {
            let measurer = PangoTextMeasurer(catalog: FontCatalog(sharingFontsOf: fonts))
            helperPainters.append(CairoPainter(measurer: measurer, images: painter.images))
        }
        return [painter] + helperPainters.prefix(count - 1)
    }
}
