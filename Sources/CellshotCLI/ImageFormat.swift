import Cellshot

extension ImageFileFormat {
    /// The format of an output path, known by its extension (any case).
    /// - Throws: ``CommandError`` (status 2) for a path without a known extension, before any work is done.
    init(outputPath path: String) throws(CommandError) {
        guard let format = Self(path: path) else {
            let known = ListFormatting.or(Self.allCases.map { ".\($0.rawValue)" })
            throw CommandError("--output: cannot tell the format of \(path); end its name in \(known)",
                               status: .badInput)
        }
        self = format
    }
}
