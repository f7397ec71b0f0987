import CellshotLayout
import CellshotModel
import CellshotRender

/// Why a list could not be rendered: one clear message, and whether the input was at fault.
public enum CellshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is malformed, names something unknown or asks for something impossible.
    case document(DocumentError)
    /// An option given on top of the document is out of range (`--width 0`).
    case invalidOption(name: String, message: String)
    /// Drawing or writing failed (fonts missing, an unwritable output).
    case render(RenderError)
    /// A cell's constraints could not be laid out; the error names the constraint, view or solver failure.
    case layout(LayoutError)

    /// Whether the input (the document or an option) is at fault rather than cellshot or the machine: a
    /// caller that reports errors tells the user to change the input (the command line exits with 2).
    public var isBadInput: Bool {
        switch self {
        case .document, .invalidOption: true
        case .render(let error):
            switch error {
            case .imageUnreadable, .unknownSymbol, .invalidImageSize, .invalidPageSize, .fontDirectoryUnusable,
                 .symbolDirectoryUnusable: true
            // A table the user named (--symbols) is input; the built-in one failing is cellshot's fault.
            case .symbolTableInvalid(let path, _): path != SymbolCatalog.embeddedTableName
            default: false
            }
        case .layout: false
        }
    }

    /// The error as one line: the document's errors name the file and the JSON path.
    public var description: String {
        switch self {
        case .document(let error): error.description
        case let .invalidOption(name, message): "\(name): \(message)"
        case .render(let error): error.description
        case .layout(let error): "layout failed: \(error)"
        }
    }
}

extension CellshotError {
    /// The error with the line and column where its JSON path is written in the document's text
    /// (``ListDocument/locating(_:)``); errors about no place in the document are unchanged.
    /// - Parameter document: the document the error is about.
    public func located(in document: ListDocument) -> CellshotError {
        guard case .document(let error) = self else { return self }
        return .document(document.locating(error))
    }
}
