import Cellshot
import CellshotModel

/// The kind of file `cellshot render` writes, chosen by the output's extension (any case).
enum ImageFormat: String, CaseIterable, Sendable {
    /// A PNG image at the document's scale.
    case png
    /// A PDF page, in points.
    case pdf
    /// An SVG image, in points.
    case svg

    /// Writes a list in some states to a file; the writer replaces the file only when all of it is written.
    typealias Writer = (_ renderer: ListRenderer, _ path: String, _ states: [CellState]) throws(CellshotError) -> Void

    /// How this format is written, or `nil` while the pipeline cannot write it.
    ///
    /// PDF and SVG wait for `ListRenderer.write(to:format:states:)`; each then becomes one line here:
    /// `case .pdf: { try $0.write(to: $1, format: .pdf, states: $2) }`.
    var writer: Writer? {
        switch self {
        case .png: { renderer, path, states throws(CellshotError) in try renderer.writePNG(to: path, states: states) }
        case .pdf, .svg: nil
        }
    }

    /// The format of an output path, known by its extension.
    /// - Throws: ``CommandError`` (status 2) for a path without a known extension.
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

    /// The writer of this format.
    /// - Throws: ``CommandError`` (status 2) for a format this build cannot write yet, so the
    ///   command stops before any work is done.
    func requireWriter() throws(CommandError) -> Writer {
        guard let writer else {
            let writable = ListFormatting.or(Self.allCases.filter { $0.writer != nil }.map { ".\($0.rawValue)" })
            throw CommandError("--output: cellshot cannot write \(rawValue.uppercased()) files yet; "
                               + "end the output's name in \(writable)", status: .badInput)
        }
        return writer
    }
}
