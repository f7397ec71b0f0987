/// Something the preparation could not do, at a place in one of the app's files: written as the compiler writes
/// its errors (`App/List.swift:12:5: error: …`), so SwiftPM and editors show it at the app's own line.
public struct SourceDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be prepared: the build stops.
        case error
        /// Prepared, with something the app's author should know.
        case warning
    }

    /// The file, as the configuration names it (an absolute path once the plugin resolved it).
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// Error or warning.
    public var severity: Severity
    /// What could not be prepared and why, naming the construct.
    public var message: String

    /// A diagnostic at a place.
    /// - Parameters:
    ///   - path: the file.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1.
    ///   - severity: error (the default) or warning.
    ///   - message: what and why.
    public init(path: String, line: Int, column: Int, severity: Severity = .error, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: error: message`, the compiler's form.
    public var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
