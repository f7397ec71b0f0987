import ArgumentParser
import CellshotModel
import CellshotTesting
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `cellshot verify DOCS… --snapshots DIR`: renders every snapshot and compares it with its reference.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Renders documents and compares every state and trait combination with reference images.",
        discussion: """
            Each document (or every .json/.yaml/.yml document below a folder) is drawn in each of its \
            states (or --states) and each combination of --appearance, --content-size, --direction and \
            --scale, one image per snapshot, named settings@dark+AX3+rtl@3x.selected.png (only the axes \
            given appear). Each image is compared with the reference of the same name under --snapshots: \
            exactly, since cellshot's output is byte-identical on every machine, or with --threshold, \
            --max-diff-pixels and --max-diff-ratio. Prints one line per mismatch or missing reference \
            and a summary. Never records: a missing reference fails.

            A document that cannot be read, decoded or laid out, or names an image that cannot be read, is \
            reported (error: FILE:LINE:COL: …, a JUnit <error>, the review page's first section) and the \
            other documents are verified; --fail-fast stops at the first failure instead.

            Exit status: 0 all match, 1 a mismatch or a missing reference, 2 bad input (a document with \
            errors too, whatever else failed), 3 internal error.

            Examples:
              cellshot verify assets/examples/*.json --snapshots snapshots/examples
              cellshot verify list.json --snapshots refs --appearance light,dark --scale 2,3 --artifacts out
              cellshot verify assets/examples/*.json --snapshots snapshots/examples --report review.html
            """
    )

    @OptionGroup var options: SnapshotOptions

    @Option(help: ArgumentHelp("Where failures' images go: actual, reference, diff and a reference | diff | actual "
                               + "strip, with the actual layout.", valueName: "dir"))
    var artifacts: String?

    @Option(help: ArgumentHelp("Write a review page: one self-contained HTML file with every failure's reference, "
                               + "actual and diff images, a slider, a blink view and the command that accepts it.",
                               valueName: "file.html"))
    var report: String?

    func run() throws {
        try outcome(progress: ProgressPrinter()).finish()
    }

    /// What the command prints and how it exits.
    func outcome(progress: ProgressPrinter? = nil,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        let format: ReportFormat
        do throws(CommandError) {
            format = try options.report.format(environment: environment)
        } catch {
            return .failure(error)
        }
        var result = SnapshotRunResult(reports: [])
        var failure: CommandError?
        let outcome = textOutcome(progress: progress, result: &result, failure: &failure)
        guard format == .github else { return outcome }
        // Annotations on standard output, where the runner reads workflow commands.
        var annotated = outcome
        let lines = result.failures.map { GitHubAnnotations.error(CommandError($0), title: "cellshot verify") }
            + GitHubAnnotations.lines(for: result.reports, snapshots: options.snapshots)
            + (failure.map { [GitHubAnnotations.error($0, title: "cellshot verify")] } ?? [])
        annotated.standardOutput += lines.map { $0 + "\n" }.joined()
        return annotated
    }

    /// What the command prints and how it exits, without annotations; the run's result and the error that
    /// stopped it, if any, for the annotations.
    private func textOutcome(progress: ProgressPrinter?, result runResult: inout SnapshotRunResult,
                             failure: inout CommandError?) -> CommandOutcome {
        // The report needs the failures' images: without --artifacts they go to a temporary folder.
        let imageFolder = artifacts ?? report.map { _ in
            (NSTemporaryDirectory() as NSString).appendingPathComponent("cellshot-report-\(getpid())-\(UUID().uuidString)")
        }
        defer { if artifacts == nil, let imageFolder { try? FileManager.default.removeItem(atPath: imageFolder) } }
        do throws(CommandError) {
            // Where results go is checked before anything is rendered: a late failure would lose them.
            for (option, folder) in [("--artifacts", artifacts), ("--report", report.map { ($0 as NSString).deletingLastPathComponent })] {
                guard let folder, !folder.isEmpty else { continue }
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw CommandError("\(option): cannot create the folder \(folder)", status: .badInput)
                }
            }
            if let report { try OutputLocation.check(report) }
            let writeJUnit = try options.junitWriter(command: "verify")
            let plan = try options.plan(excluding: artifacts.map { [$0] } ?? [])
            let comparison = try options.comparison()
            let overrides = try options.overrides()
            let result: SnapshotRunResult
            do throws(SnapshotError) {
                let run = ParallelSnapshotRun(snapshots: options.snapshots, artifacts: imageFolder, comparison: comparison,
                                              jobs: options.jobs, team: options.team, overrides: overrides)
                result = try run.run(plan, .verify, failFast: options.failFast) { report, done, total in
                    progress?.update(report, done, total)
                }
                runResult = result
            } catch {
                throw CommandError(error)
            }
            progress?.finish()
            try writeJUnit?(result)
            let reports = result.reports
            var lines: [String] = []
            for report in reports {
                switch report.outcome {
                case let .failed(result, changes):
                    lines.append("FAIL \(TerminalText.escaped(report.item.name)): \(result.summary)")
                    lines += changes.prefix(10).map { "  \($0)" }
                    if changes.count > 10 { lines.append("  … \(changes.count - 10) more layout changes") }
                    lines += report.artifacts.filter { artifacts != nil && $0.hasSuffix(".strip.png") }
                        .map { "  see \(TerminalText.escaped($0))" }
                case .missing:
                    lines.append("MISSING \(TerminalText.escaped(report.item.name)): no reference at "
                                 + "\(TerminalText.escaped(report.item.referencePath(in: options.snapshots)))"
                                 + " (cellshot record writes it)")
                default:
                    break
                }
            }
            if options.plansEverySnapshot {
                let stale = StaleReferences.find(in: options.snapshots, plan: plan, everyDocument: options.inputsAreFolders,
                                                 failures: result.failures)
                lines += stale.map { "STALE \(TerminalText.escaped($0)): no document, state or trait makes it any more "
                    + "(cellshot record --prune removes it)" }
            }
            let failed = reports.filter { if case .failed = $0.outcome { true } else { false } }.count
            let missing = reports.filter { if case .missing = $0.outcome { true } else { false } }.count
            lines.append("verified \(reports.count) snapshot\(reports.count == 1 ? "" : "s"): "
                         + "\(reports.count - failed - missing) passed, \(failed) failed, \(missing) missing"
                         + Self.documentErrors(result.failures.count))
            if result.notRun > 0 {
                lines.append("stopped at the first failure (--fail-fast): \(result.notRun) snapshot"
                             + "\(result.notRun == 1 ? "" : "s") not verified")
            }
            if let report {
                do throws(SnapshotError) {
                    try ReviewReport(reports: reports, failures: result.failures, snapshots: options.snapshots,
                                     command: AcceptCommand(arguments: options.planArguments)).write(to: report)
                } catch {
                    throw CommandError(error)
                }
                lines.append("review: \(TerminalText.escaped(report))")
            }
            var standardError = Self.warnings(plan) + Self.symbolWarnings(reports) + Self.errors(result.failures)
            // `never` and `0` ask for what verify does anyway (as the assertion library reads them): no note.
            if let mode = ProcessInfo.processInfo.environment["CELLSHOT_RECORD"], !mode.isEmpty,
               mode != "never", mode != "0" {
                standardError += "note: CELLSHOT_RECORD=\(TerminalText.escaped(mode)) is ignored by verify, which never records; "
                    + "use cellshot record\n"
            }
            let text = lines.joined(separator: "\n") + "\n"
            return CommandOutcome(standardOutput: text, standardError: standardError,
                                  status: Self.status(result.failures) ?? (failed + missing > 0 ? .verificationFailed : .success))
        } catch {
            failure = error
            return .failure(error)
        }
    }

    /// A warning line for every symbolic link the plan did not follow, for standard error:
    /// `warning: lists/x.yaml: skipped: a symbolic link that leads out of lists`.
    static func warnings(_ plan: SnapshotPlan) -> String {
        plan.skippedLinks.map { "warning: \($0)\n" }.joined()
    }

    /// An `error: FILE:LINE:COL: …` line for every document the run could not draw, for standard error.
    static func errors(_ failures: [DocumentFailure]) -> String {
        failures.map { "\(CommandError($0))\n" }.joined()
    }

    /// `, 1 document with errors` after a summary, when a document could not be drawn.
    static func documentErrors(_ count: Int) -> String {
        count == 0 ? "" : ", \(count) document\(count == 1 ? "" : "s") with errors"
    }

    /// The exit status documents that could not be drawn give the run, whatever its snapshots did: 2 (bad
    /// input), or 3 when cellshot failed inside on one of them; `nil` without such documents.
    static func status(_ failures: [DocumentFailure]) -> ExitStatus? {
        failures.isEmpty ? nil : failures.contains(where: \.isInternal) ? .internalError : .badInput
    }

    /// A warning line for each unknown symbol name of each document (drawn as a placeholder), once however many
    /// snapshots draw it: `warning: lists/a.json: sections[0].rows[1].image.symbol: unknown SF Symbol "cube.box", …`.
    static func symbolWarnings(_ reports: [SnapshotReport]) -> String {
        var seen: Set<String> = []
        return reports.flatMap(\.symbolWarnings).filter { seen.insert($0).inserted }
            .map { "warning: \(TerminalText.escaped($0))\n" }.joined()
    }
}

/// `cellshot record DOCS… --snapshots DIR [--mode missing|all|failed]`: writes reference images.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Writes reference images for documents, in every state and trait combination.",
        discussion: """
            Modes: missing (the default) writes only references that do not exist; all rewrites every \
            reference whose pixels changed; failed rewrites only references that no longer match. A \
            reference whose pixels did not change is never rewritten, so re-recording does not churn \
            the repository. A document that cannot be read, decoded or laid out is reported (exit status 2) \
            and its references are left as they are, never written, rewritten or pruned; the other \
            documents are recorded (--fail-fast: stop at the first such document). Beside each reference goes its layout (name.layout.json), which verify uses \
            to say what moved. CELLSHOT_RECORD=missing|all|failed sets the mode when --mode is not given.

            Examples:
              cellshot record assets/examples/*.json --snapshots snapshots/examples
              cellshot record list.json --snapshots refs --mode failed
            """
    )

    @OptionGroup var options: SnapshotOptions

    @Option(help: ArgumentHelp("missing (default), all or failed; CELLSHOT_RECORD sets it when not given.",
                               valueName: "mode"))
    var mode: String?

    @Flag(help: ArgumentHelp("Also remove the references (and their layouts) that no document, state or trait makes "
                             + "any more; not with --only, --shard or --states."))
    var prune = false

    func run() throws {
        try outcome(progress: ProgressPrinter()).finish()
    }

    /// What the command prints and how it exits.
    func outcome(progress: ProgressPrinter? = nil,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        let format: ReportFormat
        do throws(CommandError) {
            format = try options.report.format(environment: environment)
        } catch {
            return .failure(error)
        }
        do throws(CommandError) {
            let name = mode ?? environment["CELLSHOT_RECORD"].flatMap { $0.isEmpty || $0 == "1" ? nil : $0 } ?? "missing"
            guard let recordMode = RecordMode(rawValue: name) else {
                let source = mode == nil ? "CELLSHOT_RECORD" : "--mode"
                throw CommandError("\(source): expected missing, all or failed, found \"\(name)\"", status: .badInput)
            }
            let writeJUnit = try options.junitWriter(command: "record")
            guard !prune || options.plansEverySnapshot else {
                throw CommandError("--prune: not with --only, --shard or --states (a reference outside them is not stale)",
                                   status: .badInput)
            }
            let plan = try options.plan()
            let comparison = try options.comparison()
            let overrides = try options.overrides()
            let result: SnapshotRunResult
            do throws(SnapshotError) {
                let run = ParallelSnapshotRun(snapshots: options.snapshots, comparison: comparison, jobs: options.jobs,
                                              team: options.team, overrides: overrides)
                result = try run.run(plan, .record(recordMode), failFast: options.failFast) { report, done, total in
                    progress?.update(report, done, total)
                }
            } catch {
                throw CommandError(error)
            }
            progress?.finish()
            try writeJUnit?(result)
            let reports = result.reports
            let recorded = reports.filter { if case .recorded = $0.outcome { true } else { false } }
            var lines = recorded.map { "recorded \(TerminalText.escaped($0.item.referencePath(in: options.snapshots)))" }
            if prune {
                // A document that could not be drawn keeps every reference that could be one of its.
                let stale = StaleReferences.find(in: options.snapshots, plan: plan, everyDocument: options.inputsAreFolders,
                                                 failures: result.failures)
                lines += StaleReferences.prune(stale, in: options.snapshots).map { "removed \(TerminalText.escaped($0))" }
            }
            lines.append("\(recorded.count) recorded, \(reports.count - recorded.count) unchanged (mode \(recordMode.rawValue))"
                         + VerifyCommand.documentErrors(result.failures.count)
                         + (result.failures.isEmpty ? "" : " (their references left as they are)"))
            if result.notRun > 0 {
                lines.append("stopped at the first failure (--fail-fast): \(result.notRun) snapshot"
                             + "\(result.notRun == 1 ? "" : "s") not recorded")
            }
            var outcome = CommandOutcome.success(lines.joined(separator: "\n") + "\n",
                                                 standardError: VerifyCommand.warnings(plan)
                                                     + VerifyCommand.symbolWarnings(reports)
                                                     + VerifyCommand.errors(result.failures))
            outcome.status = VerifyCommand.status(result.failures) ?? .success
            if format == .github {
                outcome.standardOutput += result.failures
                    .map { GitHubAnnotations.error(CommandError($0), title: "cellshot record") + "\n" }.joined()
            }
            return outcome
        } catch {
            // record has no failed snapshots to annotate, but an error is one annotation, as verify's.
            return .failure(error, annotatedAs: format == .github ? "cellshot record" : nil)
        }
    }
}

/// Progress on standard error: a bar redrawn in place on a terminal, a line per snapshot otherwise.
/// Workers of a parallel run report from their threads, one at a time (the run serializes the calls).
final class ProgressPrinter: @unchecked Sendable {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var drew = false

    func update(_ report: SnapshotReport, _ done: Int, _ total: Int) {
        // The name comes from a file name: a newline or an escape sequence in it must not reach the terminal.
        let name = TerminalText.escaped(report.item.name)
        if isTerminal {
            let width = 30, filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(done)/\(total) \(name)".utf8))
            drew = true
        } else {
            FileHandle.standardError.write(Data("[\(done)/\(total)] \(name): \(Self.word(report.outcome))\n".utf8))
        }
    }

    func finish() {
        if drew { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private static func word(_ outcome: SnapshotOutcome) -> String {
        switch outcome {
        case .passed: "passed"
        case .failed: "FAILED"
        case .missing: "MISSING"
        case .recorded: "recorded"
        case .unchanged: "unchanged"
        }
    }
}
