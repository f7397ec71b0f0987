/// The text a document was read from, kept so that a mistake found after reading — by the decoder, a
/// budget or a template at render time — is reported at `file:line:column`, as a syntax error is, and
/// editors and CI annotations can jump to it.
public struct DocumentSource: Sendable {
    /// The document's text as UTF-8.
    public var bytes: [UInt8]
    /// The text's format.
    public var format: DocumentFormat

    /// Keeps a document's text.
    /// - Parameters:
    ///   - bytes: the text as UTF-8.
    ///   - format: JSON or YAML.
    public init(bytes: [UInt8], format: DocumentFormat) {
        self.bytes = bytes
        self.format = format
    }

    /// Where the value at `path` is written (or, with `key`, the key naming it); for a path that is not
    /// in the text (a value a default supplied), the deepest part of it that is.
    /// - Parameters:
    ///   - path: the value's path.
    ///   - key: whether to point at the key rather than the value, when the path ends with a key.
    public func position(of path: JSONPath, key: Bool = false) -> TextPosition? {
        switch format {
        case .json: JSONLocator.offset(of: path, key: key, in: bytes).map { TextPosition(ofByte: $0, in: bytes) }
        case .yaml: YAMLReader.position(of: path, key: key, in: bytes)
        }
    }

    /// The error with the line and column of its path, unless it has a position or no path already.
    ///
    /// An unknown key is placed at the key; every other mistake at the value.
    public func locating(_ error: DocumentError) -> DocumentError {
        guard error.line == nil, let path = error.path,
              let position = position(of: path, key: error.kind == .unknownKey) else { return error }
        var located = error
        located.line = position.line
        located.column = position.column
        return located
    }
}

/// How a document was read: its text, if it was read from one. Not part of the document's value (a
/// document read from a file equals the same document built in code), like its asset rule.
struct DocumentOrigin: Hashable, Sendable {
    var source: DocumentSource?

    static func == (lhs: DocumentOrigin, rhs: DocumentOrigin) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension ListDocument {
    /// The text the document was read from; `nil` for a document built in code.
    public var source: DocumentSource? {
        get { origin.source }
        set { origin.source = newValue }
    }

    /// The error at the line and column where its path is written in ``source`` (see
    /// ``DocumentSource/locating(_:)``); unchanged for a document built in code.
    /// - Parameter error: an error about this document.
    public func locating(_ error: DocumentError) -> DocumentError {
        source?.locating(error) ?? error
    }
}
