import CellshotGraphics
import Foundation

/// A run's snapshots as JUnit XML, the test report every CI system shows (GitHub Actions through a report
/// action, GitLab's `artifacts:reports:junit`, Jenkins, Buildkite, CircleCI): one `<testsuite>` per
/// document, one `<testcase>` per snapshot.
///
/// - a changed snapshot is a `<failure>` with the comparison's summary, what the layout says moved, and the
///   paths of its strip and diff images;
/// - a missing reference is a `<failure>` too, or `<skipped>` with ``MissingReferences/skip`` — a missing
///   reference must not pass silently;
/// - recorded and unchanged snapshots (`cellshot record`) pass;
/// - a document that could not be drawn (``DocumentFailure``) is a suite of its own with one test case named
///   after the document, an `<error>` with the file, line and column and the message; these suites come
///   first.
///
/// ```swift
/// try JUnitReport(reports: reports, name: "cellshot verify").write(to: "out/snapshots.xml")
/// ```
public struct JUnitReport: Sendable {
    /// What a snapshot without a reference is in the report.
    public enum MissingReferences: String, Sendable, CaseIterable {
        /// A failure (the default).
        case fail
        /// Skipped.
        case skip
    }

    /// The run's reports, in the plan's order.
    public var reports: [SnapshotReport]
    /// The `<testsuites>` name: the command that ran.
    public var name: String
    /// What a missing reference is.
    public var missing: MissingReferences
    /// The documents that could not be drawn, in the plan's order.
    public var failures: [DocumentFailure]

    /// Creates a report.
    public init(reports: [SnapshotReport], failures: [DocumentFailure] = [], name: String,
                missing: MissingReferences = .fail) {
        self.reports = reports
        self.failures = failures
        self.name = name
        self.missing = missing
    }

    /// The XML text.
    public var xml: String {
        // Documents in the order of their first snapshot; each document's snapshots in plan order.
        var order: [String] = []
        var byDocument: [String: [SnapshotReport]] = [:]
        for report in reports {
            if byDocument[report.item.document] == nil { order.append(report.item.document) }
            byDocument[report.item.document, default: []].append(report)
        }
        let cases = reports.map(Case.init)
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        text += "<testsuites name=\"\(Self.escaped(name))\""
            + Self.counts(cases, missing: missing, errors: failures.count) + ">\n"
        for failure in failures {
            text += "  <testsuite name=\"\(Self.escaped(failure.document))\"" + Self.counts([], missing: missing, errors: 1)
                + ">\n" + Self.errorCase(failure) + "  </testsuite>\n"
        }
        for document in order {
            let documentCases = byDocument[document, default: []].map(Case.init)
            text += "  <testsuite name=\"\(Self.escaped(document))\"" + Self.counts(documentCases, missing: missing) + ">\n"
            for testCase in documentCases { text += testCase.xml(missing: missing) }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    /// Writes the XML to a file, whole or not at all: a temporary file beside it, then renamed over it.
    /// - Throws: ``SnapshotError/io(_:)`` when the folder or file cannot be written.
    public func write(to path: String) throws(SnapshotError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        do {
            try Data(xml.utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw SnapshotError.io("cannot write \(path): \(reason)")
            }
        } catch let error as SnapshotError {
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .io("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// One snapshot as a `<testcase>`.
    struct Case {
        let report: SnapshotReport

        init(_ report: SnapshotReport) { self.report = report }

        var isMissing: Bool { if case .missing = report.outcome { true } else { false } }
        var isFailed: Bool { if case .failed = report.outcome { true } else { false } }

        func xml(missing: MissingReferences) -> String {
            let item = report.item
            let time = String(format: "%.3f", report.duration)
            var text = "    <testcase name=\"\(escaped(item.name))\" classname=\"\(escaped(item.document))\" time=\"\(time)\""
            switch report.outcome {
            case let .failed(result, changes):
                let files = report.artifacts.filter { $0.hasSuffix(".strip.png") || $0.hasSuffix(".diff.png") }
                let body = ([result.summary] + changes + files.map { "see \($0)" }).joined(separator: "\n")
                text += ">\n      <failure type=\"snapshot changed\" message=\"\(escaped(result.summary))\">"
                    + escaped(body) + "</failure>\n    </testcase>\n"
            case .missing:
                let message = "no reference: cellshot record writes it"
                text += missing == .skip
                    ? ">\n      <skipped message=\"\(escaped(message))\"/>\n    </testcase>\n"
                    : ">\n      <failure type=\"reference missing\" message=\"\(escaped(message))\">"
                        + escaped(message) + "</failure>\n    </testcase>\n"
            case .passed, .recorded, .unchanged:
                text += "/>\n"
            }
            return text
        }

        private func escaped(_ text: String) -> String { JUnitReport.escaped(text) }
    }

    /// The `tests`, `failures`, `errors`, `skipped` and `time` attributes of a suite: `errors` are failed
    /// documents' test cases, counted in `tests` too.
    static func counts(_ cases: [Case], missing: MissingReferences, errors: Int = 0) -> String {
        let missingCount = cases.filter(\.isMissing).count
        let failures = cases.filter(\.isFailed).count + (missing == .fail ? missingCount : 0)
        let skipped = missing == .skip ? missingCount : 0
        let time = String(format: "%.3f", cases.reduce(0) { $0 + $1.report.duration })
        return " tests=\"\(cases.count + errors)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" "
            + "time=\"\(time)\""
    }

    /// A failed document as a test case: named after the document, with the `file` and `line` attributes
    /// pytest's reports have (GitLab and others link them), and an `<error>` whose message is
    /// `FILE:LINE:COL: message`.
    static func errorCase(_ failure: DocumentFailure) -> String {
        var attributes = "name=\"\(escaped(failure.name))\" classname=\"\(escaped(failure.document))\" "
            + "file=\"\(escaped(failure.document))\""
        if let line = failure.line { attributes += " line=\"\(line)\"" }
        let type = failure.isInternal ? "cellshot failed" : "document error"
        return "    <testcase \(attributes) time=\"0.000\">\n"
            + "      <error type=\"\(type)\" message=\"\(escaped(failure.description))\">\(escaped(failure.description))</error>\n"
            + "    </testcase>\n"
    }

    /// Text safe in XML 1.0 element content and quoted attributes: the five markup characters as
    /// references, and the characters XML 1.0 cannot hold at all (most C0 controls, unpaired surrogates'
    /// replacements, U+FFFE/U+FFFF) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
