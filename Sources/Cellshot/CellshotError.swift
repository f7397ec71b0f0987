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
    /// The error as it leaves the renderer: a document error names `file` (when it names none yet) and the
    /// line and column where its JSON path is written in the document's text (``ListDocument/locating(_:)``);
    /// errors about no place in the document are unchanged. The layers below say where in the document,
    /// not which file: only the caller knows that.
    /// - Parameters:
    ///   - document: the document the error is about.
    ///   - file: the document's path, for messages.
    public func located(in document: ListDocument, file: String = "") -> CellshotError {
        guard case .document(var error) = self else { return self }
        if error.file.isEmpty { error.file = file }
        return .document(document.locating(error))
    }

    /// What `body` returns, an image it could not read thrown as ``render(_:)``.
    static func rendering<Value>(_ body: () throws(RenderError) -> Value) throws(CellshotError) -> Value {
        do throws(RenderError) {
            return try body()
        } catch {
            throw .render(error)
        }
    }

    /// What `body` returns, a system it could not solve thrown as ``layout(_:)``.
    static func layingOut<Value>(_ body: () throws(LayoutError) -> Value) throws(CellshotError) -> Value {
        do throws(LayoutError) {
            return try body()
        } catch {
            throw .layout(error)
        }
    }
}
