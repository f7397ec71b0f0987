import Foundation

/// `--fonts DIR` and `CELLSHOT_FONTS`: a folder of the team's own fonts. With Apple's SF Pro Text and SF Pro
/// Display in it (from developer.apple.com/fonts, which teams may use but not ship), text is set in them
/// as on iOS instead of in Inter.
enum TeamFonts {
    /// The option's help.
    static let help = "A folder of your own fonts (SF Pro Text and SF Pro Display) to set text in instead of Inter; "
        + "CELLSHOT_FONTS when not given."

    /// The folder to use: the option's, else the environment's (an empty variable is none).
    static func folder(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let option { return option }
        guard let variable = environment["CELLSHOT_FONTS"], !variable.isEmpty else { return nil }
        return variable
    }
}
