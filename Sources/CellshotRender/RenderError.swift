import CellshotGraphics

/// Why the renderer could not do its work.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A font file of the private font set is missing or unreadable.
    case fontUnavailable(path: String)
    /// The team's font folder (`--fonts`, `CELLSHOT_FONTS`) cannot be used.
    case fontDirectoryUnusable(path: String, reason: String)
    /// fontconfig, Pango or Cairo failed to set up.
    case setupFailed(String)
    /// The image would be empty or larger than the renderer supports
    /// (32,767 pixels wide; any height up to 2³¹ − 1).
    case invalidImageSize(width: Int, height: Int)
    /// A PDF or SVG page would be empty: its width or height in points is not a positive number.
    case invalidPageSize(width: Double, height: Double)
    /// The output file could not be written; nothing was left behind.
    case writeFailed(path: String, reason: String)
    /// An image file is missing, unreadable, not a PNG, JPEG or SVG file, or corrupt.
    case imageUnreadable(path: String, reason: String)
    /// A symbol name is not in the symbol table; `suggestions` are the closest names in it.
    case unknownSymbol(name: String, suggestions: [String])
    /// The symbol table (`assets/symbols.json`) is missing or malformed.
    case symbolTableInvalid(path: String, reason: String)
    /// The team's folder of SF Symbols exports (`--symbols-dir`) cannot be used.
    case symbolDirectoryUnusable(path: String, reason: String)

    /// A sentence with a hint.
    public var description: String {
        switch self {
        case let .fontUnavailable(path):
            "font file \(path) is missing or unreadable; run scripts/setup.sh to install cellshot's fonts"
        case let .fontDirectoryUnusable(path, reason):
            "cannot use the font folder \(path): \(reason) (--fonts and CELLSHOT_FONTS name a folder of .otf, .ttf or "
                + ".ttc files, such as Apple's SF Pro)"
        case let .setupFailed(what):
            "could not set up text rendering: \(what)"
        case let .invalidImageSize(width, height):
            "cannot make a \(width.grouped) × \(height.grouped) pixel image: "
                + (width < 1 || height < 1 ? "it would be empty"
                    : width > PNGWriter.maximumWidth ? "it is wider than the \(PNGWriter.maximumWidth.grouped) pixels an image "
                        + "may be across"
                    : "it is taller than the \(Int(Int32.max).grouped) pixels a PNG may have")
        case let .invalidPageSize(width, height):
            "cannot make a \(formatPoints(width)) × \(formatPoints(height)) point page (both must be positive)"
        case let .writeFailed(path, reason):
            "cannot write \(path): \(reason)"
        case let .imageUnreadable(path, reason):
            "cannot read image \(path): \(reason)"
        case let .symbolDirectoryUnusable(path, reason):
            "cannot use the symbols folder \(path): \(reason) (--symbols-dir and CELLSHOT_SYMBOLS_DIR name a folder of "
                + "SVG files exported from the SF Symbols app, named after their symbols: wifi.svg)"
        case let .unknownSymbol(name, suggestions):
            "unknown symbol '\(name)'; " + (suggestions.isEmpty
                ? "assets/symbols.json lists the symbols cellshot knows (see docs/symbols.md)"
                : "did you mean \(Self.alternatives(suggestions))?")
        case let .symbolTableInvalid(path, reason):
            "cannot read the symbol table \(path): \(reason)"
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    private static func alternatives(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
