/// The text format of a list document.
public enum DocumentFormat: String, CaseIterable, Hashable, Sendable {
    /// JSON (RFC 8259), read by ``JSONParser``.
    case json
    /// YAML 1.2, read by ``YAMLReader``.
    case yaml

    /// The format of a file: YAML for `.yaml` and `.yml`, JSON for `.json`; otherwise JSON when the
    /// first character (after a byte order mark and white space) is `{` or `[`, YAML when not.
    ///
    /// ```swift
    /// DocumentFormat.detect(file: "list.yml", bytes: [])   // .yaml
    /// ```
    /// - Parameters:
    ///   - file: the file's path or name.
    ///   - bytes: the file's contents.
    public static func detect(file: String, bytes: [UInt8]) -> DocumentFormat {
        let lowered = file.lowercased()
        if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { return .yaml }
        if lowered.hasSuffix(".json") { return .json }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .yaml
    }

    /// Parses a document's text in this format.
    /// - Parameter bytes: the text as UTF-8.
    /// - Returns: the top-level value.
    /// - Throws: ``DocumentError`` (without a file name) for a syntax error, with its line and column.
    public func parse(_ bytes: [UInt8]) throws(DocumentError) -> JSONValue {
        switch self {
        case .json:
            do {
                return try JSONParser.parse(bytes)
            } catch {
                throw .syntax("invalid JSON: \(error.message)", unquoted: "invalid JSON: \(error.unquotedMessage)",
                              line: error.line, column: error.column)
            }
        case .yaml:
            return try YAMLReader.parse(bytes)
        }
    }
}
