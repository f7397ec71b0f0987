import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `list-bench`: issue 7's benchmarks of scale and speed, each against its peer in the same run —
/// `cellshot render` of generated lists of 10 to 10,000 rows (as a child process: wall, CPU, peak
/// RSS, growth), the encode-only floor, headless Chromium on the same list as HTML/CSS, template
/// reuse against rebuilding per row, and `--jobs` when cellshot has it. `scripts/bench.sh` builds
/// it in release and runs it after the solver benchmark; see Benchmarks/README.md.
@main
struct ListBench {
    static func main() {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "generate" {
                try generate(Array(arguments.dropFirst()))
                return
            }
            try run(BenchOptions(arguments: arguments))
        } catch {
            FileHandle.standardError.write(Data("list-bench: \(error)\n".utf8))
            exit(2)
        }
    }

    static func run(_ options: BenchOptions) throws {
        let context = try BenchContext(options: options)
        defer { context.cleanUp() }
        print("# cellshot list benchmarks (issue 7)")
        print("cellshot: \(options.cellshot)")
        print("lists: generated with seed \(options.seed): inset grouped, 393 pt wide, sections of 4 to 24 rows with "
              + "headers and footers; cell, subtitleCell and valueCell rows with symbols and accessories, and one row "
              + "in five drawn by a custom template (contact: avatar, stack, badge state)")
        let only = options.only
        // Child processes first: a child's ru_maxrss starts at this process's peak (ChildRun.parentHighWater),
        // so the in-process benchmark, which loads fonts and lays thousands of rows out, comes last.
        if only.contains("render") || only.contains("floor") { try EndToEndBench(context: context).run() }
        if only.contains("chromium") { try ChromiumBench(context: context).run() }
        if only.contains("jobs") { try JobsBench(context: context).run() }
        if only.contains("reuse") { try ReuseBench(context: context).run() }
        if context.inexactMemory {
            context.report.note("WARNING: a peak RSS above was not larger than list-bench's own peak, which Linux "
                                + "counts in a spawned child's ru_maxrss: that figure is an upper bound")
        }

        print("\n## Targets of issue 7")
        print("load average: \(Report.loadAverage())")
        context.report.verdicts.forEach { print("- " + $0) }
    }

    /// `list-bench generate ROWS [--seed S] [--scale X] [--html normal,selected]`: the document (or page)
    /// the benchmarks use, on standard output.
    static func generate(_ arguments: [String]) throws {
        guard let rows = arguments.first.flatMap({ Int($0) }), rows > 0 else { throw BenchError(BenchOptions.usage) }
        var seed: UInt64 = 7, scale = 3.0, htmlStates: [String]?
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            let value = rest.popFirst() ?? ""
            switch option {
            case "--seed": seed = UInt64(value) ?? seed
            case "--scale": scale = Double(value) ?? scale
            case "--html": htmlStates = value.split(separator: ",").map(String.init)
            default: throw BenchError(BenchOptions.usage)
            }
        }
        let list = GeneratedList(rows: rows, seed: seed)
        if let htmlStates {
            print(try list.html(states: htmlStates, symbolTable: BenchOptions.repository + "/assets/symbols.json"),
                  terminator: "")
        } else {
            print(list.documentJSON(scale: scale), terminator: "")
        }
    }
}

/// What every benchmark shares: the options, the report, a scratch folder, and running cellshot.
final class BenchContext {
    let options: BenchOptions
    let report = Report()
    /// Where documents, pages and images go.
    let scratch: String
    /// Whether a child's peak RSS was not above this process's own (so it may be this process's).
    var inexactMemory = false
    private let removesScratch: Bool

    init(options: BenchOptions) throws {
        self.options = options
        if let keep = options.keep {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            scratch = keep
            removesScratch = false
        } else {
            scratch = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-\(getpid())").path
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            removesScratch = true
        }
    }

    func cleanUp() {
        if removesScratch { try? FileManager.default.removeItem(atPath: scratch) }
    }

    /// Writes the generated list of `rows` rows as a document at `scale`, and returns its path.
    func document(rows: Int, scale: Double) throws -> String {
        let path = "\(scratch)/list-\(rows)@\(Int(scale))x.json"
        try GeneratedList(rows: rows, seed: options.seed).documentJSON(scale: scale)
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `cellshot render` on a document in `states` (one column each): once, then again while a run
    /// takes under 1 s (5 runs)
    /// or under 10 s (3 runs; `--quick`: 3 and 1). Fails on a non-zero exit.
    func render(_ document: String, to output: String, scale: Double, states: [String] = BenchOptions.states,
                extra: [String] = []) throws -> [ChildRun] {
        let arguments = ["render", document, "-o", output, "--states", states.joined(separator: ","),
                         "--scale", GeneratedList.number(scale)] + extra
        var runs: [ChildRun] = []
        repeat {
            let run = try ChildProcess.run(options.cellshot, arguments)
            if !run.maxRSSIsExact { inexactMemory = true }
            guard run.status == 0 else {
                throw BenchError("cellshot render \(document) exited with \(run.status): \(run.standardError)")
            }
            runs.append(run)
        } while runs.count < repeats(for: runs[0].wall)
        return runs
    }

    /// How many runs a measurement gets, given its first run's seconds.
    func repeats(for seconds: Double) -> Int {
        if options.quick { return seconds < 1 ? 3 : 1 }
        return seconds < 1 ? 5 : seconds < 10 ? 3 : 1
    }

    /// A PNG file's width and height, from its header.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let bytes = [UInt8](handle.readData(ofLength: 24))
        guard bytes.count == 24 else { return nil }
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// A file's size in bytes.
    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
