import CellshotRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Benchmarks 2 and 3: `cellshot render` of the generated lists at 3x in three states, as a user runs
/// it (the release binary as a child process: start-up, fonts, decoding, layout, painting, encoding,
/// writing), and the encode-only floor of each output.
struct EndToEndBench {
    let context: BenchContext

    private struct Measured {
        var rows: Int
        var sections: Int
        var width: Int
        var height: Int
        var fileBytes: Int
        var wall: Double
        var cpu: Double
        var maxRSS: Int
        var runs: Int
        var floor: EncodeFloor.Result?
    }

    func run() throws {
        let options = context.options
        let report = context.report
        let withFloor = options.only.contains("floor")
        report.section("2. End-to-end: cellshot render --states \(BenchOptions.states.joined(separator: ",")) at 3x"
                       + (withFloor ? ", and 3. the encode-only floor" : ""))
        print("(a child process per run; wall and CPU are medians of the runs, CPU is user + system from wait4, peak RSS "
              + "is ru_maxrss, the largest of the runs)")
        var measured: [Measured] = []
        for rows in options.rows {
            let document = try context.document(rows: rows, scale: BenchOptions.scale)
            let output = "\(context.scratch)/list-\(rows)@3x.png"
            FileHandle.standardError.write(Data("list-bench: rendering \(rows) rows …\n".utf8))
            let runs = try context.render(document, to: output, scale: BenchOptions.scale)
            guard let size = BenchContext.pngSize(output) else { throw BenchError("\(output) is not a PNG") }
            var entry = Measured(rows: rows, sections: GeneratedList(rows: rows, seed: options.seed).sections.count,
                                 width: size.width, height: size.height, fileBytes: BenchContext.fileSize(output),
                                 wall: median(runs.map(\.wall)), cpu: median(runs.map(\.cpu)),
                                 maxRSS: runs.map(\.maxRSS).max() ?? 0, runs: runs.count)
            if withFloor {
                FileHandle.standardError.write(Data("list-bench: encode-only floor of \(rows) rows …\n".utf8))
                entry.floor = try floor(of: output)
            }
            if options.keep == nil { unlink(output) }
            measured.append(entry)
        }

        report.table(["rows", "sections", "image (px)", "PNG", "wall", "per row", "CPU", "peak RSS", "runs"],
                     measured.map { entry in
                         [formatCount(entry.rows), String(entry.sections), "\(entry.width) × \(formatCount(entry.height))",
                          formatBytes(entry.fileBytes), formatTime(entry.wall), formatTime(entry.wall / Double(entry.rows)),
                          formatTime(entry.cpu), formatBytes(entry.maxRSS), String(entry.runs)]
                     })
        if let small = measured.first(where: { $0.rows == 1000 }), let large = measured.first(where: { $0.rows == 10_000 }) {
            let wallGrowth = large.wall / small.wall, cpuGrowth = large.cpu / small.cpu
            let exponent = log(wallGrowth) / log(10)
            report.target("time 1,000 → 10,000 rows", "wall \(formatRatio(wallGrowth)) (exponent \(String(format: "%.2f", exponent))), "
                          + "CPU \(formatRatio(cpuGrowth)) (exponent \(String(format: "%.2f", log(cpuGrowth) / log(10))))",
                          target: "≤ 11×", met: wallGrowth <= 11)
        } else {
            report.target("time 1,000 → 10,000 rows", "not run (--rows needs 1000 and 10000)", target: "≤ 11×", met: nil)
        }
        if let large = measured.first(where: { $0.rows == 10_000 }) {
            report.target("peak RSS 10,000 rows × 3 states at 3x", formatBytes(large.maxRSS), target: "≤ 200 MB",
                          met: large.maxRSS <= 200_000_000)
        } else {
            report.target("peak RSS 10,000 rows × 3 states at 3x", "not run", target: "≤ 200 MB", met: nil)
        }

        guard withFloor else { return }
        print("\nThe floor: the same pixels encoded by cellshot's own encoder with its fastest choice (PNGRowEncoder: "
              + "bands of \(PNGWriter.defaultBandRows) rows, --compression fast: \(PNGCompression.fast.deflater), "
              + (PNGCompression.fast.rowFilter == .none ? "no filtering" : "rows that repeat the row above up-filtered")
              + ") on ONE thread, into a file; decoding the input is timed apart and taken out. The render "
              + "writes with --compression default (zlib level 6), so the ratio counts the slower deflate as render "
              + "work. The render uses every core (--jobs, 2 here), so the wall ratio can fall below 1; the CPU "
              + "ratio compares the work.")
        report.table(["rows", "encode wall", "encode CPU", "render ÷ encode (wall)", "render ÷ encode (CPU)",
                      "same pixels as cellshot"],
                     measured.compactMap { entry in
                         entry.floor.map { floor in
                             [formatCount(entry.rows), formatTime(floor.wall), formatTime(floor.cpu),
                              formatRatio(entry.wall / floor.wall), formatRatio(entry.cpu / floor.cpu),
                              floor.samePixels ? "yes" : "NO"]
                         }
                     })
        if measured.contains(where: { $0.floor?.samePixels == false }) {
            report.note("WARNING: an encode-only file's pixels differ from cellshot's")
        }
        if let entry = measured.first(where: { $0.rows == 1000 }), let floor = entry.floor {
            report.target("end-to-end ÷ encode-only floor, 1,000 rows",
                          "\(formatRatio(entry.wall / floor.wall)) (render \(formatTime(entry.wall)), encode "
                          + "\(formatTime(floor.wall)); CPU \(formatRatio(entry.cpu / floor.cpu)))",
                          target: "≤ 2×", met: entry.wall / floor.wall <= 2)
        } else {
            report.target("end-to-end ÷ encode-only floor, 1,000 rows", "not run", target: "≤ 2×", met: nil)
        }
    }

    /// The encode-only floor of a file: measured once, again while under a second (median).
    private func floor(of png: String) throws -> EncodeFloor.Result {
        var results = [try EncodeFloor.measure(png: png, compression: .fast, scratch: context.scratch)]
        while results.count < context.repeats(for: results[0].wall) {
            results.append(try EncodeFloor.measure(png: png, compression: .fast, scratch: context.scratch))
        }
        var result = results[0]
        result.wall = median(results.map(\.wall))
        result.cpu = median(results.map(\.cpu))
        result.samePixels = results.allSatisfy(\.samePixels)
        return result
    }
}
