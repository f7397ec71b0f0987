import ArgumentParser
import CellshotModel
import CellshotTesting
import Foundation

/// How a command reports to the CI it runs in: `--format text`, or `--format github` (the default
/// when `GITHUB_ACTIONS=true` or `CELLSHOT_ANNOTATIONS=github`), which adds a GitHub Actions workflow command for every failed or missing
/// snapshot and for an error, so the failure shows on the pull request's diff beside the document.
enum ReportFormat: String, CaseIterable {
    /// Lines for people only.
    case text
    /// The same lines, and `::error file=…,title=…::…` annotations.
    case github

    /// The format asked for, else GitHub's when the run is a GitHub Actions job.
    static func resolved(_ name: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(CommandError) -> ReportFormat {
        guard let name else { return annotationsRequested(by: environment) ? .github : .text }
        guard let format = ReportFormat(rawValue: name) else {
            throw CommandError("--format: unknown value \"\(name)\"; expected one of text, github", status: .badInput)
        }
        return format
    }

    /// Whether the environment asks for annotations: a GitHub Actions job, or `CELLSHOT_ANNOTATIONS=github`.
    static func annotationsRequested(by environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true" || environment["CELLSHOT_ANNOTATIONS"] == "github"
    }
}

/// `--format text|github`, the same option in every command: how errors (and, in `verify`, failures) are reported.
struct ReportOptions: ParsableArguments {
    @Option(name: .customLong("format"),
            help: ArgumentHelp("text, or github: also a GitHub Actions annotation (::error) at the document's line for "
                               + "an error, and in verify for every failed or missing snapshot; github by default when "
                               + "GITHUB_ACTIONS=true or CELLSHOT_ANNOTATIONS=github.",
                               valueName: "text|github"))
    var formatName: String?

    /// The format asked for, else GitHub's in a GitHub Actions job (``ReportFormat/resolved(_:environment:)``).
    func format(environment: [String: String]) throws(CommandError) -> ReportFormat {
        try ReportFormat.resolved(formatName, environment: environment)
    }

    /// What a command that reports only its error prints: `body`'s outcome, or its error — as an annotation too
    /// when the format is GitHub's. An unknown format is the error, before `body` runs.
    /// - Parameters:
    ///   - command: the annotation's title: `cellshot render`.
    ///   - environment: the process's environment.
    ///   - body: the command's work.
    func outcome(of command: String, environment: [String: String],
                 _ body: () throws(CommandError) -> CommandOutcome) -> CommandOutcome {
        let format: ReportFormat
        do {
            format = try self.format(environment: environment)
        } catch {
            return .failure(error)
        }
        do {
            return try body()
        } catch {
            return .failure(error, annotatedAs: format == .github ? command : nil)
        }
    }
}

/// GitHub Actions workflow commands (`::error …::…`), escaped as the runner reads them.
enum GitHubAnnotations {
    /// One `::error` line per failed or missing snapshot: the document as the file, the snapshot's name as
    /// the title, a one-line summary as the message.
    static func lines(for reports: [SnapshotReport], snapshots: String) -> [String] {
        reports.compactMap { report in
            let message: String
            switch report.outcome {
            case let .failed(result, changes):
                message = ([result.summary] + changes.prefix(3)).joined(separator: "; ")
                    + (changes.count > 3 ? "; … \(changes.count - 3) more layout changes" : "")
            case .missing:
                message = "no reference at \(report.item.referencePath(in: snapshots)) (cellshot record writes it)"
            case .passed, .recorded, .unchanged:
                return nil
            }
            return error(file: report.item.document, title: report.item.name, message: message)
        }
    }

    /// The error of a failed command, at the document and the line and column of the mistake when known.
    /// The message leaves out the `FILE:LINE:COL: ` it starts with, which the annotation's properties say.
    static func error(_ error: CommandError, title: String) -> String {
        guard let location = error.location else { return self.error(file: nil, title: title, message: error.message) }
        let prefix = location.prefix + ": "
        let message = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
        return self.error(file: location.file, line: location.line, column: location.column, title: title, message: message)
    }

    /// `::error file=F,line=L,col=C,title=T::M`.
    static func error(file: String?, line: Int? = nil, column: Int? = nil, title: String?, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapedProperty(file)) }
        if file != nil, let line { properties.append("line=\(line)") }
        if file != nil, line != nil, let column { properties.append("col=\(column)") }
        if let title { properties.append("title=" + escapedProperty(title)) }
        return "::error" + (properties.isEmpty ? "" : " " + properties.joined(separator: ",")) + "::" + escapedData(message)
    }

    /// A message: `%`, carriage returns and line feeds escaped (the runner's own rules).
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: the message's escapes, and `:` and `,`, which end a property.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
