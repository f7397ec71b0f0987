/// Why a list document could not be read: the one error type of `CellshotModel`.
///
/// Every problem names the file, where in the document it is (a ``JSONPath``
/// such as `sections[1].rows[0].image`), what was expected and what was found,
/// and often a hint. Errors in a document read from text also carry the line and column (of the value
/// at the path, or of the mistake for a syntax error), so editors and CI annotations can jump to them.
///
/// ```
/// list.json:3:14: error: invalid JSON: expected ',' or '}' after an object member, found 'x'
/// list.json:12:22: error: sections[0].rows[1].style: expected a cell style (cell, subtitleCell or valueCell), found the string "valuecell" (did you mean "valueCell"?)
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to different mistakes.
    public enum Kind: String, Hashable, Sendable {
        /// The document (or an image it names) could not be read at all.
        case unreadableFile
        /// The text is not JSON or YAML.
        case syntax
        /// A value is of the wrong type: a string where a number belongs.
        case wrongType
        /// A required key is missing.
        case missingKey
        /// An object has a key the format does not know.
        case unknownKey
        /// A name (style, state, colour, text style, accessory, appearance…) is not one of the known names.
        case unknownName
        /// A value has the right type but is not allowed: out of range, not finite, a duplicate, empty.
        case invalidValue
        /// An image file named by the document does not exist or is not an image.
        case missingImage
    }

    /// What went wrong.
    public var kind: Kind
    /// The document's path as given by the caller (`<stdin>` when read from standard input).
    public var file: String
    /// Where in the document the mistake is; `nil` when not known (syntax errors, unreadable files).
    public var path: JSONPath?
    /// What was expected and what was found: `expected a number, found the string "393"`.
    public var message: String
    /// A suggestion: `did you mean "valueCell"?`.
    public var hint: String?
    /// The line of the mistake, from 1, when the document was read from text (``DocumentSource``).
    public var line: Int?
    /// The column of the mistake, from 1, in Unicode scalars.
    public var column: Int?
    /// The message without anything of the document's text (``withholdingContent()``), when the message quotes
    /// some: a syntax error's without the character found. Not compared: it is the message, cut.
    var unquotedMessage: UnquotedMessage = UnquotedMessage()

    /// Creates an error.
    /// - Parameters:
    ///   - kind: what went wrong.
    ///   - file: the document's path.
    ///   - path: where in the document, if known.
    ///   - message: what was expected and what was found.
    ///   - hint: a suggestion, if any.
    ///   - line: the line, if known.
    ///   - column: the column, if known.
    public init(_ kind: Kind, file: String = "", path: JSONPath?, message: String, hint: String? = nil,
                line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
        self.hint = hint
        self.line = line
        self.column = column
    }

    /// The error as one line: `file:line:col: error: path: message (hint)`.
    ///
    /// The line and column appear only when known, and the path only when it is
    /// known and not the top level of the document; without a file, the text starts with `error:`.
    /// The text is safe to print on a terminal: control characters in the file's name are escaped
    /// (``TerminalText``), and so are any in the message but its line breaks.
    public var description: String {
        var text = TerminalText.escaped(file)
        if let line, let column { text += ":\(line):\(column)" }
        // Errors from a document built in code, or from ListDocument.template(for:at:in:), name no file.
        text += text.isEmpty ? "error: " : ": error: "
        if let path, !path.isRoot { text += "\(path): " }
        text += message
        if let hint { text += " (\(hint))" }
        return TerminalText.escaped(text, keepingLineBreaks: true)
    }

    /// The error as it may be told about a file that is not a list document inside the documents' folder (a
    /// symbolic link in a pull request that leads to a runner's secret): what was expected and where (the line and
    /// column), never what was found — no value, key, name or path of the file, not even a character.
    ///
    /// ```
    /// lists/evil.yaml:1:1: error: expected a list document (an object), found a string (nothing of the file is
    /// quoted: its path leads out of its folder through a symbolic link)
    /// ```
    public func withholdingContent() -> DocumentError {
        var copy = self
        copy.path = nil
        copy.message = unquotedMessage.text ?? kind.unquotedMessage
        copy.hint = kind == .unreadableFile ? hint
            : "nothing of the file is quoted: its path leads out of its folder through a symbolic link"
        return copy
    }

    /// The same error, naming `file`.
    func inFile(_ file: String) -> DocumentError {
        var copy = self
        copy.file = file
        return copy
    }
}

extension DocumentError {
    /// A message that quotes nothing of the document, kept beside one that may; never compared or hashed.
    struct UnquotedMessage: Hashable, Sendable {
        var text: String?

        static func == (lhs: UnquotedMessage, rhs: UnquotedMessage) -> Bool { true }

        func hash(into hasher: inout Hasher) {}
    }

    /// This error, with the message it gives when the document's text must not be quoted.
    func unquoted(_ message: String) -> DocumentError {
        var copy = self
        copy.unquotedMessage.text = message
        return copy
    }
}

extension DocumentError.Kind {
    /// What a mistake of this kind is, quoting nothing of the document.
    var unquotedMessage: String {
        switch self {
        case .unreadableFile: "cannot read the document"
        case .syntax: "the text is neither JSON nor YAML here"
        case .wrongType: "expected a list document; a value here is of the wrong type"
        case .missingKey: "expected a list document; a required key is missing here"
        case .unknownKey: "expected a list document; a key here is not one it may have"
        case .unknownName: "expected a list document; a name here is not one it may use"
        case .invalidValue: "expected a list document; a value here is not one it may have"
        case .missingImage: "expected a list document; an image it names here cannot be read"
        }
    }
}
