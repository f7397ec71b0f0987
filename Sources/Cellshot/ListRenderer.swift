import CellshotGraphics
import CellshotLayout
import CellshotModel
import CellshotRender

/// Renders a list document: the pipeline from a decoded document to display lists and image files.
///
/// ```swift
/// let document = try ListDocument.load(contentsOf: "settings.json")
/// let renderer = try ListRenderer(document: document, file: "settings.json", environment: RenderEnvironment())
/// try renderer.writePNG(to: "settings.png")                      // a captioned column per state
/// try renderer.writePNG(to: "selected.png", states: [.selected])  // one state, no caption
/// let frames = try renderer.layout(in: .normal)                   // what `cellshot layout` prints
/// ```
///
/// Creating a renderer checks every image of the document (symbol names against the symbol table,
/// files decoded), so a mistake is reported with its JSON path before anything is drawn.
/// Cell templates are built once and reused for every row and state of the same shape.
public final class ListRenderer {
    /// The document, with the options applied.
    public let document: ListDocument
    /// The document's file, for messages.
    public let file: String
    private let environment: RenderEnvironment
    /// The budgets the render keeps to; the list's height is checked before it is drawn.
    private let limits: ResourceLimits
    let layouter: ListLayouter
    private let painter: ListPainter

    /// Prepares a document for rendering.
    /// - Parameters:
    ///   - document: the decoded document.
    ///   - file: the document's path, for messages.
    ///   - options: states, width and scale to use instead of the document's.
    ///   - environment: fonts, measurer and painter, shared between renders.
    /// - Throws: ``CellshotError`` for an invalid option, an unknown symbol or an unreadable image.
    public convenience init(document: ListDocument, file: String = "", options: RenderOptions = RenderOptions(),
                            environment: RenderEnvironment) throws(CellshotError) {
        try self.init(document: document, file: file, options: options, environment: environment,
                      layoutMeasurer: environment.measurer)
    }

    /// Prepares a document for rendering, laid out with sizes from `layoutMeasurer` (see
    /// `ListRenderer+Benchmarks.swift`; the environment's measurer otherwise).
    init(document: ListDocument, file: String, options: RenderOptions, environment: RenderEnvironment,
         layoutMeasurer: any TextMeasuring) throws(CellshotError) {
        do {
            self.document = try options.applied(to: document)
        } catch {
            throw error.located(in: document, file: file)
        }
        self.file = file
        self.environment = environment
        limits = options.limits
        let images = environment.painter.images
        layouter = ListLayouter(document: self.document, strict: options.strict, limits: options.limits,
                                measurer: layoutMeasurer) { reference throws(RenderError) in
            // A file's pixels over the scale its name gives (`@3x`), as UIKit sizes it.
            let pixels = try images.naturalSize(of: reference)
            guard case .file(let path) = reference else { return pixels }
            return ImageFileScale.pointSize(ofFile: path, pixels: pixels)
        }
        painter = ListPainter(geometry: layouter.listGeometry, direction: self.document.traits.direction,
                              measurer: layoutMeasurer)
        var checker = DocumentChecker(document: self.document, images: images, budget: options.limits.document,
                                      textBudget: layouter.textBudget, strictSymbols: options.strictSymbols)
        do {
            try checker.validate()
        } catch {
            throw error.located(in: self.document, file: file)
        }
        symbolWarnings = checker.warnings
    }

    /// Problems that do not stop rendering (`JSON path: message`): symbol names cellshot does not know (drawn as
    /// placeholders), texts with characters cellshot's fonts
    /// cannot draw, and — once rows are laid out — custom templates whose constraints conflict (UIKit's
    /// recovery: the lowest-priority constraint of the conflict broken, listed) or leave a view ambiguous.
    /// The command line prints them on standard error.
    public var warnings: [String] { symbolWarnings + glyphWarnings + layouter.warnings }

    /// One warning per symbol name cellshot does not know, drawn as a placeholder (``RenderOptions/strictSymbols``
    /// makes them errors).
    public let symbolWarnings: [String]

    private lazy var glyphWarnings: [String] = GlyphCoverage(document: document, measurer: environment.measurer).warnings()

    /// How many cell, header and footer constraint systems were built so far.
    public var templateCount: Int { layouter.templateCount }

    /// The list laid out in a state: every row's frames, for debugging and tests.
    /// - Throws: ``CellshotError/layout(_:)`` if a template cannot be solved.
    public func layout(in state: CellState) throws(CellshotError) -> ListLayout {
        do {
            return try layouter.layout(in: state)
        } catch {
            // A template or a budget found a mistake at a row: placed where the row is written.
            throw error.located(in: document, file: file)
        }
    }

    /// The display list of the list in some states: one column per state, side by side, each under a
    /// caption naming its state when there is more than one.
    /// - Parameter states: the states; the document's `states` when `nil`.
    public func displayList(states: [CellState]? = nil) throws(CellshotError) -> DisplayList {
        let states = states ?? document.states
        // The runs of the display list hold the layouts they draw; the measurer need not keep them longer.
        let kept = painter.measurer as? PangoTextMeasurer
        kept?.forgetLayouts()
        defer { kept?.forgetLayouts() }
        return try StateSheet(geometry: layouter.listGeometry, document: document, painter: painter)
            .displayList(states: states, captioned: states.count > 1) { state throws(CellshotError) in
                // Drawing costs time for every row of pixels: a list over the height budget is refused before any is.
                let list = try layout(in: state)
                do throws(CellshotError) {
                    try limits.checkHeight(of: list)
                } catch {
                    throw error.located(in: document, file: file)
                }
                return list
            }
    }

    /// Writes a PNG of the list in some states (see ``displayList(states:)``), through a temporary file.
    /// - Parameters:
    ///   - path: the file to write; replaced only when the whole image is written.
    ///   - states: the states; the document's `states` when `nil`.
    public func writePNG(to path: String, states: [CellState]? = nil) throws(CellshotError) {
        try write(to: path, format: .png, states: states)
    }

    /// Writes the list in some states as PNG, PDF or SVG, through a temporary file: a failure never
    /// leaves a partial file and never touches an existing one.
    /// - Parameters:
    ///   - path: the file to write.
    ///   - format: the file format; see ``ImageFileFormat/init(path:)`` to choose it by extension.
    ///   - states: the states; the document's `states` when `nil`.
    ///   - textChunks: PNG text chunks (keyword, text) to write, such as a reference's provenance; other
    ///     formats ignore them.
    ///   - compression: how hard a PNG is compressed (the same pixels whatever the choice); other
    ///     formats ignore it.
    public func write(to path: String, format: ImageFileFormat, states: [CellState]? = nil,
                      textChunks: [(String, String)] = [], compression: PNGCompression = .default) throws(CellshotError) {
        let list = try displayList(states: states)
        #if os(Linux)
        // The columns' layouts are freed by now; give their pages back before the painting threads, which
        // allocate from arenas of their own, start (a 10,000-row list's layouts are tens of megabytes).
        _ = glibcMallocTrim(0)
        #endif
        // No more threads than bands: a short image is one band, painted on this thread.
        let painters = format == .png
            ? environment.paintersForJobs(limit: PNGWriter.bandCount(of: list, scale: document.scale))
            : [environment.painter]
        do {
            switch format {
            case .png:
                var writer = PNGWriter(painters: painters)
                writer.compression = compression
                try writer.write(list, scale: document.scale, to: path, textChunks: textChunks)
            case .pdf: try VectorWriter(painter: environment.painter, format: .pdf).write(list, to: path)
            case .svg: try VectorWriter(painter: environment.painter, format: .svg).write(list, to: path)
            }
        } catch {
            throw .render(error)
        }
    }
}

/// This build of cellshot, as `cellshot --version` prints it and references record it.
public enum CellshotVersion {
    /// The version.
    public static let current = "0.5.0"
}

/// The file formats a list can be written to.
public enum ImageFileFormat: String, Sendable, Hashable, CaseIterable {
    /// A bitmap at the document's scale, of any height (drawn in strips).
    case png
    /// One vector page, in points.
    case pdf
    /// One vector image, in points.
    case svg

    /// The format a file name asks for by its extension (any case), or `nil` for another extension
    /// or a name that is only an extension (`.png` is a hidden file without one).
    public init?(path: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (in `<malloc.h>`, which the Glibc module does not export): returns the free
/// pages of the heap to the system.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
