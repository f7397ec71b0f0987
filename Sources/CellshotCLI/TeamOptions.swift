import Cellshot
import Foundation

/// `--fonts DIR` and `--symbols-dir DIR` (`CELLSHOT_FONTS`, `CELLSHOT_SYMBOLS_DIR`): the team's own copies of
/// Apple's fonts and symbols (``TeamResources``).
enum TeamOptions {
    /// `--fonts`' help.
    static let fontsHelp = "A folder of your own fonts (SF Pro Text and SF Pro Display) to set text in instead of Inter; "
        + "CELLSHOT_FONTS when not given."
    /// `--symbols-dir`' help.
    static let symbolsHelp = "A folder of SVG files exported from the SF Symbols app (wifi.svg) to draw instead of "
        + "the stand-ins; CELLSHOT_SYMBOLS_DIR when not given."

    /// `--symbols`' help.
    static let symbolTableHelp = "A symbol table (names to SVG files, as assets/symbols.json) instead of the one built "
        + "into cellshot; CELLSHOT_SYMBOLS when not given."

    /// The folders and table to use: each option's, else its environment variable's (an empty variable is none).
    static func resources(fonts: String?, symbols: String?, symbolTable: String? = nil,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> TeamResources {
        func folder(_ option: String?, _ variable: String) -> String? {
            if let option { return option }
            guard let value = environment[variable], !value.isEmpty else { return nil }
            return value
        }
        return TeamResources(fonts: folder(fonts, "CELLSHOT_FONTS"), symbols: folder(symbols, "CELLSHOT_SYMBOLS_DIR"),
                             symbolTable: folder(symbolTable, "CELLSHOT_SYMBOLS"))
    }
}
