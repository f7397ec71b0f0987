import CellshotGraphics
import Synchronization

/// The images painters draw, each file decoded once: PNG and JPEG into Cairo
/// surfaces, SVG into librsvg handles, symbols through the ``SymbolCatalog``.
///
/// Painting never throws, so an image that cannot be read is skipped when it is
/// painted (and its error kept, so the file is not read again). Call
/// ``prepare(_:)`` before painting to report such errors instead:
///
/// ```swift
/// let painter = CairoPainter(measurer: measurer)
/// try painter.images.prepare(list)   // throws: cannot read image photo.jpg: No such file or directory
/// try PNGWriter(painter: painter).write(list, scale: 3, to: "out.png")
/// ```
///
/// One cache serves every painter of a render environment, whatever thread each paints on: the
/// cache is locked while it looks a file up or decodes it, and each image while it is drawn (a Cairo
/// surface or librsvg handle is used by one thread at a time; see ``DecodedImage``).
public final class ImageCache: Sendable {
    /// What the lock guards.
    private struct State: ~Copyable {
        /// The symbol table read, or why it could not be (read on the first symbol).
        var symbolCatalog: Result<SymbolCatalog, RenderError>?
        /// Every file asked for, by path: decoded, or why not.
        var images: [String: Result<DecodedImage, RenderError>] = [:]
        /// How many files were read and decoded (for tests: each at most once).
        var decodeCount = 0
    }

    private let state: Mutex<State>
    private let symbolTablePath: String?
    /// The team's SF Symbols exports, if any (``SymbolCatalog/exportsDirectory``).
    private let symbolExports: String?
    /// The most pixels an image may have unless a cache is given another budget: 64 megapixels (8192 ×
    /// 8192, 256 MB decoded), far more than any picture in a cell shows. Checked on the file's header,
    /// before anything is decoded, so a small file that declares a huge image costs nothing.
    public static let defaultMaximumPixels = 1 << 26
    /// The largest budget a cache may be given: 1 gigapixel (4 GB decoded).
    public static let largestMaximumPixels = 1 << 30

    /// The most pixels an image may have (a PNG's or JPEG's header, an SVG's intrinsic size, a picture an
    /// SVG embeds), checked before anything is decoded.
    public let maximumPixels: Int

    /// Creates an empty cache that reads the symbol table at `symbolTablePath` when a symbol is first drawn.
    /// - Parameters:
    ///   - symbolTablePath: a symbol table file; the one built into the binary unless given.
    ///   - symbolExports: a folder of SF Symbols app exports drawn instead of the table's stand-ins.
    ///   - maximumPixels: the pixel budget of an image, clamped to 1…``largestMaximumPixels``.
    public init(symbolTablePath: String? = nil, symbolExports: String? = nil,
                maximumPixels: Int = ImageCache.defaultMaximumPixels) {
        self.symbolTablePath = symbolTablePath
        self.symbolExports = symbolExports
        self.maximumPixels = min(max(1, maximumPixels), ImageCache.largestMaximumPixels)
        state = Mutex(State())
    }

    /// Creates an empty cache drawing symbols from a table already read.
    public init(symbols: SymbolCatalog) {
        symbolTablePath = symbols.tablePath
        symbolExports = symbols.exportsDirectory
        maximumPixels = ImageCache.defaultMaximumPixels
        state = Mutex(State(symbolCatalog: .success(symbols)))
    }

    /// How many files were read and decoded (for tests: each at most once).
    var decodeCount: Int { state.withLock { $0.decodeCount } }

    /// The symbol table, read once.
    /// - Throws: ``RenderError/symbolTableInvalid(path:reason:)``.
    public func symbols() throws(RenderError) -> SymbolCatalog {
        try state.withLock { state in symbols(&state) }.get()
    }

    private func symbols(_ state: inout State) -> Result<SymbolCatalog, RenderError> {
        if let symbolCatalog = state.symbolCatalog { return symbolCatalog }
        let result = Result { () throws(RenderError) in
            try SymbolCatalog(tablePath: symbolTablePath, exportsDirectory: symbolExports)
        }
        state.symbolCatalog = result
        return result
    }

    /// Whether an image is a symbol the table (and the team's exports) lacks, drawn as a placeholder: a dashed
    /// square. `false` for files, and when the table cannot be read (``symbols()`` says why).
    public func isMissingSymbol(_ reference: ImageReference) -> Bool {
        guard case .symbol(let name) = reference, case .success(let catalog) = state.withLock({ symbols(&$0) }) else {
            return false
        }
        return !catalog.knows(name)
    }

    /// The enclosure a symbol's stand-in is built with (`pencil.circle`: the pencil in a circle), if any.
    public func enclosure(of reference: ImageReference) -> SymbolCatalog.Enclosure? {
        guard case .symbol(let name) = reference, case .success(let catalog) = state.withLock({ symbols(&$0) }) else {
            return nil
        }
        return catalog.enclosure(for: name)
    }

    /// The file drawn for an image: its own path, or a symbol's SVG.
    /// - Throws: ``RenderError/unknownSymbol(name:suggestions:)`` or
    ///   ``RenderError/symbolTableInvalid(path:reason:)`` for a symbol.
    public func path(for reference: ImageReference) throws(RenderError) -> String {
        switch reference {
        case let .file(path): path
        case let .symbol(name): try symbols().path(for: name)
        }
    }

    /// The image's natural size in points (`UIImage.size`), for its view's intrinsic size.
    /// - Throws: what ``path(for:)`` throws, and
    ///   ``RenderError/imageUnreadable(path:reason:)`` for a missing or corrupt file.
    public func naturalSize(of reference: ImageReference) throws(RenderError) -> Size {
        try image(for: reference).size
    }

    /// Reads and decodes every image in the list, so painting it draws them all. A symbol the table lacks is
    /// no error: it is drawn as a placeholder (``isMissingSymbol(_:)``; the list pipeline warns about it).
    /// - Throws: the first image's error, in drawing order (see ``naturalSize(of:)``).
    public func prepare(_ list: DisplayList) throws(RenderError) {
        try prepare(list.commands)
    }

    private func prepare(_ commands: [DrawCommand]) throws(RenderError) {
        for command in commands {
            switch command {
            case .image(let run): if !isMissingSymbol(run.source) { _ = try image(for: run.source) }
            case .clip(_, _, _, let nested), .opacity(_, let nested), .transform(_, let nested), .clipPath(_, _, let nested),
                 .shadow(_, _, _, let nested), .blendMode(_, let nested):
                try prepare(nested)
            default: break
            }
        }
    }

    /// The decoded image, decoding the file on the first request.
    func image(for reference: ImageReference) throws(RenderError) -> DecodedImage {
        let path = try path(for: reference)
        return try state.withLock { state -> Result<DecodedImage, RenderError> in
            if let cached = state.images[path] { return cached }
            state.decodeCount += 1
            // A stand-in that is a font's glyph (`mdi:silverware`) is drawn as an SVG made of that glyph.
            // One of an icon set's files (`lucide:bird`) is drawn cropped to the set's area, at its stroke width.
            var glyph: (font: String, name: String)?
            var icon: (set: SymbolCatalog.IconSet, path: String)?
            if case .symbol(let name) = reference, case .success(let catalog)? = state.symbolCatalog {
                glyph = catalog.glyph(for: name)
                icon = catalog.icon(for: name)
            }
            let result = Result { () throws(RenderError) in
                if let glyph { return try DecodedImage.loadGlyph(glyph.name, font: glyph.font) }
                if let icon { return try DecodedImage.loadIcon(path: icon.path, set: icon.set) }
                return try DecodedImage.load(path: path, maximumPixels: maximumPixels)
            }
            state.images[path] = result
            return result
        }.get()
    }
}
