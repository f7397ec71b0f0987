import ArgumentParser
import Cellshot
import Foundation

/// `--fonts DIR`, `--symbols-dir DIR` and `--symbols FILE` (`CELLSHOT_FONTS`, `CELLSHOT_SYMBOLS_DIR`,
/// `CELLSHOT_SYMBOLS`): the team's own copies of Apple's fonts and symbols (``TeamResources``), and
/// `--strict-symbols`: one group of options every command that draws takes.
struct TeamOptions: ParsableArguments {
    /// The team's font folder.
    @Option(name: .customLong("fonts"),
            help: ArgumentHelp("A folder of your own fonts (SF Pro Text and SF Pro Display) to set text in instead of "
                               + "Inter; CELLSHOT_FONTS when not given.", valueName: "dir"))
    var fontFolder: String?

    /// The team's SF Symbols exports.
    @Option(name: .customLong("symbols-dir"),
            help: ArgumentHelp("A folder of SVG files exported from the SF Symbols app (wifi.svg) to draw instead of "
                               + "the stand-ins; CELLSHOT_SYMBOLS_DIR when not given.", valueName: "dir"))
    var symbolFolder: String?

    /// A symbol table instead of the built-in one.
    @Option(name: .customLong("symbols"),
            help: ArgumentHelp("A symbol table (names to SVG files, as assets/symbols.json) instead of the one built "
                               + "into cellshot; CELLSHOT_SYMBOLS when not given.", valueName: "file.json"))
    var symbolTable: String?

    /// Whether an unknown symbol name is an error.
    @Flag(name: .customLong("strict-symbols"),
          help: ArgumentHelp("Stop with an error (status 2) at a symbol name cellshot does not know, instead of drawing "
                             + "a placeholder (a dashed square) and warning."))
    var strictSymbols = false

    /// The team's fonts and symbols: the options, else their environment variables.
    var resources: TeamResources { Self.resources(fonts: fontFolder, symbols: symbolFolder, symbolTable: symbolTable) }

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
