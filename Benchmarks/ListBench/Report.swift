import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the benchmarks print: tables, and one line per target of issue 7 with its verdict, repeated
/// in a summary at the end.
final class Report {
    private(set) var verdicts: [String] = []

    /// Prints a section's title with the machine's load, since other work on this 2-core machine
    /// makes every figure noisier.
    func section(_ title: String) {
        print("\n## \(title)")
        print("load average: \(Self.loadAverage())")
        Self.flush()
    }

    /// Writes what was printed so far: standard output is a pipe under `scripts/bench.sh | tee`, and
    /// each table should show as soon as it is measured.
    static func flush() {
        fflush(nil)
    }

    /// Prints a table: a header, a rule, the rows; columns after the first are right-aligned.
    func table(_ header: [String], _ rows: [[String]]) {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        print(line(header))
        print(String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)))
        rows.forEach { print(line($0)) }
        Self.flush()
    }

    /// Prints `what: figure (target …): MET` (or `NOT MET`, or `NOT MEASURED` when `met` is `nil`)
    /// and keeps it for the summary.
    func target(_ what: String, _ figure: String, target: String, met: Bool?) {
        let verdict = met.map { $0 ? "MET" : "NOT MET" } ?? "NOT MEASURED"
        let line = "\(what): \(figure) (target \(target)): \(verdict)"
        print(line)
        verdicts.append(line)
        Self.flush()
    }

    /// A note in the summary that is not a target (a check that failed, a peer that was skipped).
    func note(_ line: String) {
        print(line)
        verdicts.append(line)
    }

    /// `/proc/loadavg`'s first three figures.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ") + " (1, 5, 15 min; \(ProcessInfo.processInfo.activeProcessorCount) cores)"
    }
}

/// Seconds as `812 µs`, `41.2 ms`, `3.41 s`.
func formatTime(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-3: String(format: "%.1f µs", seconds * 1e6)
    case ..<1: String(format: "%.1f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
}

/// Bytes as `88 MB` (10⁶ bytes), `512 kB`.
func formatBytes(_ bytes: Int) -> String {
    bytes >= 1_000_000 ? String(format: "%.0f MB", Double(bytes) / 1e6) : String(format: "%.0f kB", Double(bytes) / 1e3)
}

/// A ratio as `3.4×`.
func formatRatio(_ ratio: Double) -> String {
    ratio >= 100 ? String(format: "%.0f×", ratio) : String(format: "%.1f×", ratio)
}

/// `10,000`.
func formatCount(_ count: Int) -> String {
    let digits = String(count)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
        out.append(digit)
    }
    return out
}

/// `1 row`, `1,000 rows`.
func formatRows(_ count: Int) -> String {
    formatCount(count) + (count == 1 ? " row" : " rows")
}

/// The median of non-empty values.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
