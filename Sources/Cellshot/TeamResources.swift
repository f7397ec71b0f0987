/// The team's own copies of Apple's fonts and symbols, used instead of cellshot's stand-ins (Inter and
/// bootstrap-icons): Apple lets teams use them on their Macs and CI machines, never ship them, so cellshot
/// only reads them from folders the team names (`--fonts`, `--symbols-dir`; `CELLSHOT_FONTS`,
/// `CELLSHOT_SYMBOLS_DIR`).
///
/// They belong to the machine, not to a document: a document cannot name them (one from a pull request must
/// not choose files on the runner), and one set serves every document of a run.
///
/// ```swift
/// let environment = try RenderEnvironment(team: TeamResources(fonts: "/Library/Fonts/SF", symbols: "symbols"))
/// ```
public struct TeamResources: Sendable, Hashable {
    /// A folder of fonts: with SF Pro Text and SF Pro Display in it, Latin text is set in them as on iOS.
    public var fonts: String?
    /// A folder of SVG files exported from the SF Symbols app, named after their symbols (`wifi.svg`).
    public var symbols: String?
    /// A symbol table of the team's own (`--symbols`): names mapped to SVG files, in the format of
    /// `assets/symbols.json`, instead of the one built into the binary.
    public var symbolTable: String?

    /// Creates the set; `nil` keeps cellshot's stand-in.
    public init(fonts: String? = nil, symbols: String? = nil, symbolTable: String? = nil) {
        self.fonts = fonts
        self.symbols = symbols
        self.symbolTable = symbolTable
    }
}
