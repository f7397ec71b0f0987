import Cellshot
import CellshotModel
import CellshotRender

/// Reads a document and prepares it for rendering, turning every failure into the command's message.
enum RendererLoader {
    /// The renderer of the document read from `input`, with `options` applied.
    ///
    /// The document is read before the fonts are set up, so a mistake in it is reported at once.
    /// - Throws: ``CommandError``: status 2 for an unreadable or invalid document, an invalid option,
    ///   an unknown symbol or an unreadable image; 3 when the fonts cannot be set up.
    /// - Parameters:
    ///   - jobs: how many threads draw PNG output.
    ///   - assets: which files the document's image paths may name.
    ///   - imagePixels: the pixel budget of an image.
    ///   - team: the team's fonts and symbols (`--fonts`, `--symbols-dir`).
    static func renderer(for input: SystemInput, options: RenderOptions, jobs: Int = 1,
                         assets: AssetAccess = .documentFolder, imagePixels: Int = ImageCache.defaultMaximumPixels,
                         team: TeamResources = TeamResources()) throws(CommandError) -> ListRenderer {
        // The budgets first: the document's rows and sections are counted against them as it is read.
        do {
            try options.checkLimits()
        } catch {
            throw CommandError(error, file: input.displayName)
        }
        let document = try input.loadListDocument(assets: assets, budget: options.limits.document)
        do {
            return try ListRenderer(document: document, file: input.displayName, options: options,
                                    environment: RenderEnvironment(jobs: jobs, team: team, maximumImagePixels: imagePixels))
        } catch {
            throw CommandError(error, file: input.displayName)
        }
    }
}
