import Cellshot
import CellshotModel

/// A document a run could not draw: it could not be read, is not JSON or YAML, has a wrong value, names an
/// image that cannot be read, or could not be laid out. It is one errored entry of the run — in the console,
/// the JUnit file, the review page and the annotations — and the run goes on with the other documents
/// (unless it was asked to stop at the first failure).
///
/// None of the document's snapshots is verified or recorded: recording never writes, rewrites or prunes a
/// reference of a document it could not draw.
public struct DocumentFailure: Sendable {
    /// The document's path, as planned.
    public var document: String
    /// The name its snapshots start with: the file's name without extension, with the folders below the
    /// input folder (`settings`, `more/empty`).
    public var name: String
    /// The command-line input the document was found through, if it was planned from one.
    public var input: String?
    /// Why it could not be drawn.
    public var error: SnapshotError

    /// Creates a failure.
    public init(document: String, name: String, input: String? = nil, error: SnapshotError) {
        self.document = document
        self.name = name
        self.input = input
        self.error = error
    }

    /// The document error behind the failure, when the mistake is in the document (it knows where).
    private var documentError: DocumentError? {
        switch error {
        case .document(let error), .render(.document(let error)): error
        default: nil
        }
    }

    /// The line of the mistake, from 1, when known.
    public var line: Int? { documentError?.line }

    /// The column of the mistake, from 1, when known (only with a line).
    public var column: Int? { line == nil ? nil : documentError?.column }

    /// What is wrong, without the file, line and column it starts with in ``description``:
    /// `sections[0].rows[1].style: expected a cell style …, found the string "valuecell" (did you mean "valueCell"?)`.
    /// Control characters are escaped (``TerminalText``), line breaks kept.
    public var message: String {
        let text: String
        if let error = documentError {
            var parts = ""
            if let path = error.path, !path.isRoot { parts += "\(path): " }
            parts += error.message
            if let hint = error.hint { parts += " (\(hint))" }
            text = parts
        } else {
            switch error {
            case .render(let error): text = error.description
            default: text = error.description
            }
        }
        return TerminalText.escaped(text, keepingLineBreaks: true)
    }

    /// `FILE[:LINE:COL]`, the file escaped for a terminal: where ``description`` says the mistake is.
    public var location: String {
        var text = TerminalText.escaped(document)
        if let line, let column { text += ":\(line):\(column)" }
        return text
    }

    /// `FILE[:LINE:COL]: MESSAGE`, as `cellshot` prints an error after `error: `.
    public var description: String { "\(location): \(message)" }

    /// Whether cellshot failed rather than the document: a layout that could not be solved, or rendering
    /// that failed inside (the command line's status 3 rather than 2).
    public var isInternal: Bool {
        if case .render(let error) = error { !error.isBadInput } else { false }
    }
}

/// What a run of a plan did: a report per snapshot of the documents it could draw, a failure per document it
/// could not, and whether it stopped before the end (``SnapshotRunner/run(_:_:failFast:progress:)``).
public struct SnapshotRunResult: Sendable {
    /// The snapshots' reports, in the plan's order.
    public var reports: [SnapshotReport]
    /// The documents that could not be drawn, in the plan's order.
    public var failures: [DocumentFailure]
    /// How many planned snapshots were not run because the run stopped at its first failure (`failFast`);
    /// 0 otherwise. A failed document's snapshots are not counted here.
    public var notRun: Int

    /// Creates a result.
    public init(reports: [SnapshotReport], failures: [DocumentFailure] = [], notRun: Int = 0) {
        self.reports = reports
        self.failures = failures
        self.notRun = notRun
    }
}

/// What a run does with each snapshot it draws.
public enum SnapshotTask: Sendable {
    /// Compares it with its reference (never writes one).
    case verify
    /// Writes its reference as the mode says.
    case record(RecordMode)
}

extension SnapshotError {
    /// Whether the error is about one document — it cannot be read, decoded, checked (an image it names)
    /// or laid out — so that a run reports it for that document and goes on with the others. An option that
    /// is wrong for every document, a file that cannot be written, or rendering that failed inside stop
    /// the run.
    var isAboutOneDocument: Bool {
        switch self {
        case .document: true
        case .render(.invalidOption): false
        case .render(.document), .render(.layout): true
        case .render(let error): error.isBadInput
        case .io, .missingInput, .unknownSnapshot: false
        }
    }
}
