import Cellshot
import CellshotModel

/// The kind of file `cellshot render` writes (`ImageFileFormat`), chosen by the output's extension.
typealias ImageFormat = ImageFileFormat

extension ImageFileFormat {
    /// The format of an output path, known by its extension (any case).
    /// - Throws: ``CommandError`` (status 2) for a path without a known extension, before any work is done.
    init(outputPath path: String) throws(CommandError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let known = ListFormatting.or(Self.allCases.map { ".\($0.rawValue)" })
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              let format = Self(rawValue: name[name.index(after: dot)...].lowercased()) else {
            throw CommandError("--output: cannot tell the format of \(path); end its name in \(known)",
                               status: .badInput)
        }
        self = format
    }
}
