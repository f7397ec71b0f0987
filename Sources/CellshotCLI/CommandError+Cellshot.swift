import Cellshot
import CellshotModel
import CellshotRender

extension CommandError {
    /// A failure of the rendering pipeline: status 2 when the document or an option is at fault
    /// (``CellshotError/isBadInput``), 3 when cellshot itself failed.
    ///
    /// Every message has the shape `cellshot solve` uses, so every command's errors read alike:
    /// ```
    /// error: list.json:3:14: invalid JSON: expected ',' or '}' after an object member, found 'x'
    /// error: list.json: sections[0].rows[1].image.symbol: expected an SF Symbol name …, found "wfi" (did you mean "wifi"?)
    /// error: --scale: expected a scale from 1 to 4, found 5.0
    /// ```
    /// - Parameters:
    ///   - error: what the pipeline threw.
    ///   - file: the document's name, for errors that do not carry it (layout failures).
    init(_ error: CellshotError, file: String) {
        switch error {
        case .document(let error):
            self.init(error)
        case let .invalidOption(name, message):
            self.init("--\(name): \(message)", status: .badInput)
        case .layout:
            self.init("\(TerminalText.escaped(file)): \(error)", status: .internalError,
                      location: file.isEmpty ? nil : SourceLocation(file: file))
        case .render(let renderError):
            var message = error.description
            if case let .invalidImageSize(width, _) = renderError {
                // The document's image: named, as a mistake in the document is.
                if !file.isEmpty { message = "\(TerminalText.escaped(file)): \(message)" }
                // Too wide for PNG: the options that make it narrower.
                if width > PNGWriter.maximumWidth { message += " (draw one state per image with --split, or lower --scale or --width)" }
            }
            self.init(message, status: error.isBadInput ? .badInput : .internalError,
                      location: file.isEmpty ? nil : SourceLocation(file: file))
        }
    }

    /// A document that could not be read: exit status 2, located where the mistake is written.
    init(_ error: CellshotModel.DocumentError) {
        let location = SourceLocation(file: error.file, line: error.line, column: error.column)
        self.init(Self.message(error, at: location), status: .badInput, location: error.file.isEmpty ? nil : location)
    }

    /// `FILE[:LINE:COL]: [PATH: ]MESSAGE[ (HINT)]`: the parts of ``CellshotModel/DocumentError``
    /// without the `error: ` its own description puts after the file, because ``CommandError``
    /// already starts every message with it.
    private static func message(_ error: CellshotModel.DocumentError, at location: SourceLocation) -> String {
        var text = location.prefix + ": "
        if let path = error.path, !path.isRoot { text += "\(path): " }
        text += error.message
        if let hint = error.hint { text += " (\(hint))" }
        return text
    }
}
