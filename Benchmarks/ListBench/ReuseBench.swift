import Cellshot
import CellshotModel
import Foundation

/// Benchmark 5: per-row layout cost with templates reused against a constraint system built for every
/// row, for built-in cells and for the custom template, constraint work alone and with Pango.
struct ReuseBench {
    let context: BenchContext

    func run() throws {
        let report = context.report
        let rows = context.options.reuseRows
        report.section("5. Per-row layout: templates reused vs a constraint system built for every row")
        print("(in process: the pipeline's layout step, ListRenderer.layout(in: .normal), on the generated list of "
              + "\(formatCount(rows)) rows split into its built-in and its template rows; median of "
              + "\(context.options.quick ? 3 : 7) layouts after an untimed one that builds the reused templates; "
              + "\"constraints only\" answers text sizes from a memo of Pango's, filled by that first layout)")
        let environment = try RenderEnvironment()
        let list = GeneratedList(rows: rows, seed: context.options.seed)
        let kinds: [(String, GeneratedList)] = [("built-in cells", list.keeping { !$0.isTemplate }),
                                                ("custom template", list.keeping(\.isTemplate))]
        var lines: [[String]] = []
        var verdicts: [(String, LayoutReuse.Figures)] = []
        for (name, part) in kinds {
            let text = part.documentJSON(scale: BenchOptions.scale)
            let document = try ListDocument.decode(Array(text.utf8), file: "\(name).json", baseDirectory: ".", format: .json)
            for memoized in [true, false] {
                let figures = try LayoutReuse.measure(document: document, rows: part.rowCount, environment: environment,
                                                      memoized: memoized, repeats: context.options.quick ? 3 : 7)
                lines.append(["\(name), \(memoized ? "constraints only" : "with Pango text measuring")",
                              formatCount(part.rowCount), formatTime(figures.reused), formatTime(figures.rebuilt),
                              formatRatio(figures.ratio), figures.sameLayout ? "yes" : "NO"])
                if memoized { verdicts.append((name, figures)) }
            }
        }
        report.table(["rows laid out", "rows", "reused / row", "rebuilt / row", "rebuilt ÷ reused", "same frames"], lines)
        for (name, figures) in verdicts {
            report.target("template reuse, \(name)",
                          "re-solving is \(formatRatio(figures.ratio)) cheaper per row than rebuilding the constraint "
                          + "system (\(formatTime(figures.reused)) vs \(formatTime(figures.rebuilt)), constraints only)",
                          target: "≥ 20×", met: figures.ratio >= 20)
        }
        if lines.contains(where: { $0.last == "NO" }) {
            report.note("WARNING: reused and rebuilt templates gave different frames")
        }
    }
}
